import { z } from "zod/mini";

// The case page's API (server/routes/case.ts): what the page sends and what it is answered.

export const caseMessages = {
  /** Every secret that opens nothing gets this, whatever the reason, in the same bytes. */
  notOpened: "This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.",
  noCaseSession: "Please open your case from your case link again.",
  codeRequired: "Please paste your case code.",
  linksRevoked: "Every link to this case has stopped working, on every phone and computer.",
  closed: "This browser has closed your case page.",
} as const;

/** The secret from the case link's fragment: 256 bits in base64url. */
export const openCaseSchema = z.object({
  link: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const caseOpenedSchema = z.object({ status: z.literal("success"), reference: z.string() });
export type CaseOpened = z.output<typeof caseOpenedSchema>;

const STEP_STATES = ["to do", "done", "waiting", "overdue"] as const;

const caseStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** ISO-8601 instant, or null where no rule sets a date. */
  due: z.nullable(z.string()),
  /** The deadline as a person in India reads it ("Sat, 28 Nov 2026, 11:59 pm IST"). */
  dueText: z.nullable(z.string()),
  counting: z.nullable(z.string()),
  state: z.enum(STEP_STATES),
  /** The official page the rule was checked against, and its name. */
  source: z.string(),
  instrument: z.string(),
});

export const caseViewSchema = z.object({
  status: z.literal("success"),
  case: z.object({
    reference: z.string(),
    /** ISO-8601 instant the request was received. */
    receivedAt: z.string(),
    /** Where the case stands, in plain words. */
    statusText: z.string(),
    /** What the visitor sent, as label and value, in the form's order. */
    sent: z.array(z.object({ label: z.string(), value: z.string() })),
    nextSteps: z.array(caseStepSchema),
  }),
});
export type CaseView = z.output<typeof caseViewSchema>;
