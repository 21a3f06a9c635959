import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import { LANGUAGES, languageOfPath, localizedPath, pathsIn } from "~/shared/languages";
import { TOPIC_SLUGS, caseApiPaths, paths, type TopicSlug } from "~/shared/routes";
import { messageIn } from "~/shared/translations";
import type { PublicMessageId } from "~/shared/translations/public-messages";
import { contactFormSchema, getInTouchSchema } from "~/shared/schemas/contact-message";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { postQuerySchema } from "~/shared/schemas/post-query";
import type { Database, SubmissionKind } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import type { HtmlDocument } from "./client-build";
import type { PageRenderer } from "./page-renderer";
import { takeConfirmation } from "./sent-cookie";
import { firstHourOf, type FirstHour } from "~/shared/first-hour";

// The public pages that hold a form, what each form sends and which island holds it: what the
// server needs to take a form sent without scripts (server/routes/native-forms.ts) and to show
// its confirmation (docs/decisions/0021-forms-without-scripts.md).

export interface FormPage {
  path: string;
  kind: SubmissionKind;
  /** The island that holds the page's form (its module's name in app/islands/modules/). */
  island: string;
  /** The schema the form's island validates with. */
  schema: z.ZodMiniObject;
  /** What the form says when it is accepted with scripts (its toast), said again in the confirmation. */
  success: string;
  topic?: TopicSlug;
}

/** The island at the top of every public page's main that shows an accepted form's confirmation. */
const CONFIRMATION_ISLAND = "confirmation-slot";

/** A form page at its English path, its success by the message's id, before it is put in each language. */
type FormPageById = Omit<FormPage, "success"> & { success: PublicMessageId };

const ENGLISH_FORM_PAGES: readonly FormPageById[] = [
  {
    path: paths.queryForm,
    kind: "help_request",
    island: "help-request-form",
    schema: helpRequestSchema,
    success: "form.helpModalSuccess",
  },
  ...TOPIC_SLUGS.map((topic): FormPageById => ({
    path: paths.topic(topic),
    kind: "help_request",
    island: "help-request-form",
    schema: helpRequestSchema,
    success: "api.helpRequestAccepted",
    topic,
  })),
  {
    path: paths.contact,
    kind: "contact_message",
    island: "contact-form",
    schema: contactFormSchema,
    success: "form.contactSuccess",
  },
  {
    path: paths.home,
    kind: "contact_message",
    island: "get-in-touch-form",
    schema: getInTouchSchema,
    success: "form.contactSuccess",
  },
  {
    path: paths.postQuery,
    kind: "post_query",
    island: "post-query-form",
    schema: postQuerySchema,
    success: "form.postQuerySuccess",
  },
];

/**
 * Every page with a form, in every language it exists in (docs/decisions/0040): the same form
 * under /hi, its success said in Hindi. The page's language is the form's language, set by the
 * server from the path, never taken from the post.
 */
export const FORM_PAGES: readonly FormPage[] = LANGUAGES.flatMap(({ code }) =>
  ENGLISH_FORM_PAGES.filter((page) => pathsIn(code).includes(page.path)).map((page) => ({
    ...page,
    path: localizedPath(code, page.path),
    success: messageIn(code, page.success),
  })),
);

/** Fields the server fills itself, never taken from the visitor's post. */
const SERVER_FIELDS = new Set(["topic", "page", "language"]);

function formPageAt(path: string): FormPage | undefined {
  return FORM_PAGES.find((page) => page.path === path);
}

/** The form's own fields as the visitor sent them; anything else in the post is left out. */
export function typedValues(page: FormPage, body: unknown): Record<string, string> {
  const sent = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const values: Record<string, string> = {};
  for (const name of Object.keys(page.schema.shape)) {
    const value = sent[name];
    // A repeated field arrives as an array: the last one is what a browser shows.
    const text = Array.isArray(value) ? value.at(-1) : value;
    if (!SERVER_FIELDS.has(name) && typeof text === "string") values[name] = text;
  }
  return values;
}

/**
 * What the confirmation says with scripts from the form's answer, said without them from the
 * stored request this browser just sent (the sealed cookie named it): when the money went, for
 * the first hour's advice (docs/decisions/0060), and the case's own response target.
 */
async function firstHourAndReplyTarget(
  db: Kysely<Database>,
  reference: string,
  now: Date,
): Promise<{ firstHour: FirstHour | null; replyWithinMinutes?: number }> {
  const row = await db
    .selectFrom("submissions")
    .select([
      "kind",
      "payment_approval",
      "amount_lost",
      "incident_at",
      "incident_time_unknown",
      "created_at",
      "response_due_at",
    ])
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!row) return { firstHour: null };
  const firstHour =
    row.kind === "help_request"
      ? firstHourOf(
          {
            paymentApproval: row.payment_approval,
            amountLost: row.amount_lost === null ? null : Number(row.amount_lost),
            incidentAt: row.incident_at,
            incidentTimeUnknown: row.incident_time_unknown === 1,
          },
          now,
        )
      : null;
  if (row.response_due_at === null) return { firstHour };
  const replyWithinMinutes = Math.round((Date.parse(row.response_due_at) - Date.parse(row.created_at)) / 60_000);
  return { firstHour, replyWithinMinutes };
}

/**
 * The page at `path` with the confirmation of a form it accepted, shown once (./sent-cookie.ts)
 * at the top of its main content; undefined when the request has none to show. The confirmation
 * carries the case code the form's answer minted, brought by the sealed cookie (docs/decisions/0025,
 * 0049): the page is sent no-store and the code never travels in an address, so it opens the
 * case only from this screen. Nothing here mints a code; of the case it reads only what the
 * form just sent, for the first hour's advice and the reply promise.
 */
export async function confirmationPage(
  renderer: PageRenderer | undefined,
  db: Kysely<Database>,
  keys: ServerKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  now: Date,
): Promise<HtmlDocument | undefined> {
  const page = formPageAt(path);
  if (!page || !renderer) return undefined;
  const confirmation = await takeConfirmation(db, keys, request, reply, path, now);
  if (confirmation === null) return undefined;
  const { reference, caseCode } = confirmation;
  // The case code opens the case page in the page's language (docs/decisions/0041).
  const caseOpenAction = localizedPath(languageOfPath(path).code, caseApiPaths.openForm);
  return renderer.render(path, {
    island: CONFIRMATION_ISLAND,
    answer: {
      outcome: "accepted",
      reference,
      message: page.success,
      caseCode,
      caseOpenAction,
      ...(await firstHourAndReplyTarget(db, reference, now)),
    },
  });
}
