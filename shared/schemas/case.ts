import { z } from "zod/mini";
import { dayInIndia, indiaInstant, startOfIndiaDay, type IsoDate } from "../india-time";
import { HARM_KINDS } from "../case-timeline/harm-steps";
import { emailAddress } from "./fields";
import { BANK_NAME_MAX } from "./case-form-fields";
import { tooLongMessage } from "../messages/form-fields";
import { caseMessages } from "../messages/case";

// The case page's API (server/routes/case/): what the page sends and what it is answered.

/** A date and time on India's clock from a datetime-local field ("2026-11-25T10:30"): an ISO instant, or null if empty. */
export const indiaDateTime = z.pipe(
  z.nullish(z.string({ error: caseMessages.dateTimeInvalid }).check(z.trim(), z.maxLength(20))),
  z.transform((value, context): string | null => {
    const text = value ?? "";
    if (text === "") return null;
    const match = /^(\d{4}-\d{2}-\d{2})T((?:[01]\d|2[0-3]):[0-5]\d)$/.exec(text);
    const instant = match ? indiaInstant(match[1]!, match[2]!) : null;
    if (instant === null || Number.isNaN(instant.getTime()) || match![1]! < "2000-01-01") {
      context.issues.push({ code: "custom", message: caseMessages.dateTimeInvalid, input: text });
      return null;
    }
    if (instant.getTime() > Date.now()) {
      context.issues.push({ code: "custom", message: caseMessages.dateTimeInFuture, input: text });
      return null;
    }
    return instant.toISOString();
  }),
);

/** A day on India's calendar from a date field ("2026-12-20"), not after today in India: the day, or null if empty. */
const indiaDay = z.pipe(
  z.nullish(z.string({ error: caseMessages.dateInvalid }).check(z.trim(), z.maxLength(12))),
  z.transform((value, context): IsoDate | null => {
    const text = value ?? "";
    if (text === "") return null;
    const match = /^\d{4}-\d{2}-\d{2}$/.exec(text);
    // A day that does not exist (31 June) comes back from the calendar as another day.
    const real = match !== null && text >= "2000-01-01" && dayInIndia(startOfIndiaDay(text as IsoDate)) === text;
    if (!real) {
      context.issues.push({ code: "custom", message: caseMessages.dateInvalid, input: text });
      return null;
    }
    if (text > dayInIndia(new Date())) {
      context.issues.push({ code: "custom", message: caseMessages.dateInFuture, input: text });
      return null;
    }
    return text as IsoDate;
  }),
);

/** An acknowledgement or complaint number, as given: optional. */
const givenNumber = z.pipe(
  z.nullish(
    z
      .string({ error: caseMessages.referenceInvalid })
      .check(
        z.trim(),
        z.maxLength(40, caseMessages.referenceInvalid),
        z.regex(/^[\w\-/ ]*$/, caseMessages.referenceInvalid),
      ),
  ),
  z.transform((value) => value ?? ""),
);

/** A name as typed: optional, trimmed, "" when not given; no control or invisible characters, which only hide what is shown. */
const givenName = z.pipe(
  z.nullish(
    z
      .string({ error: caseMessages.nameInvalid })
      .check(
        z.trim(),
        z.maxLength(BANK_NAME_MAX, tooLongMessage(BANK_NAME_MAX)),
        z.regex(/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u, caseMessages.nameInvalid),
      ),
  ),
  z.transform((value) => value ?? ""),
);

/** A wallet's issuer as the case page asks it: a bank, a company that is not a bank, or "" (not sure). */
const WALLET_ISSUERS = ["bank", "non_bank"] as const;
const YES_NO = ["yes", "no"] as const;

/** One of `choices`, or "" for "not sure" and for no answer. */
function answer<const Choices extends readonly [string, ...string[]]>(choices: Choices) {
  return z.pipe(
    z.nullish(z.union([z.literal(""), z.enum(choices)], { error: caseMessages.choiceInvalid })),
    z.transform((value): Choices[number] | "" => value ?? ""),
  );
}

/** "Remind me before each date": the channel chosen, e-mail or WhatsApp (docs/decisions/0069, 0076). */
export const caseRemindersSchema = z.object({
  channel: z.enum(["email", "whatsapp"], { error: caseMessages.choiceInvalid }),
});

/**
 * "Stop reminders": the channel to stop; none is e-mail, as a page served before browser
 * notifications existed sends (docs/decisions/0074).
 */
export const caseRemindersStopSchema = z.object({
  channel: z.pipe(
    z.enum(["", "email", "push", "whatsapp"], { error: caseMessages.choiceInvalid }),
    z.transform((channel) => (channel === "" ? "email" : channel)),
  ),
});

/** What the victim says they have done (the case page's "What you have done" form), and the answers their dates turn on. */
export const caseProgressSchema = z
  .object({
    helplineCalledAt: indiaDateTime,
    helplineAcknowledgement: givenNumber,
    portalComplaintFinished: z.pipe(
      z.nullish(z.union([z.boolean(), z.enum(["on", "true", "false", ""])])),
      z.transform((value) => value === true || value === "on" || value === "true"),
    ),
    /** Who they told: the bank letter is addressed to it (docs/decisions/0066). */
    bankName: givenName,
    bankToldAt: indiaDateTime,
    bankReference: givenNumber,
    /** "When did the bank last reply?": the RBI Ombudsman's 90 days can run from it (RB-IOS 2026, 10(1)(g)). */
    bankRepliedOn: indiaDay,
    /** For RBI's 2027 directions: a bank's wallet is under them, a non-bank company's keeps the 2019 rules. */
    walletIssuer: answer(WALLET_ISSUERS),
    /** "Were you threatened or forced to pay?": a payment approved under coercion is within the 2027 directions. */
    coerced: answer(YES_NO),
    /** The compensation for small frauds is for individuals (a sole proprietor included). */
    accountOfOrganisation: answer(YES_NO),
    /** It is paid once in a lifetime, a joint holder's claim included. */
    claimedCompensationBefore: answer(YES_NO),
  })
  .check(
    z.refine(
      ({ bankToldAt, bankRepliedOn }) =>
        bankToldAt === null || bankRepliedOn === null || bankRepliedOn >= dayInIndia(new Date(bankToldAt)),
      { message: caseMessages.bankReplyBeforeComplaint, path: ["bankRepliedOn"] },
    ),
  );

/**
 * "What is this about?" and, for sextortion, "Is the person being threatened under 18?": the
 * case page's steps follow the answers (docs/decisions/0070). "" is "not said".
 */
export const caseHarmSchema = z.object({
  harm: answer(HARM_KINDS),
  personIsMinor: answer(YES_NO),
});

/** "Lost your link?": the reference as printed (any case, spaces around) and the address it was sent with. */
export const lostLinkSchema = z.object({
  reference: z
    .string({ error: caseMessages.caseReferenceRequired })
    .check(
      z.trim(),
      z.minLength(1, caseMessages.caseReferenceRequired),
      z.maxLength(20, caseMessages.caseReferenceInvalid),
      z.toUpperCase(),
      z.regex(/^CH-[0-9A-Z]{6}$/, caseMessages.caseReferenceInvalid),
    ),
  email: emailAddress(caseMessages.lostLinkEmailRequired, caseMessages.lostLinkEmailInvalid),
});

/** The secret from the case link's fragment: 256 bits in base64url. */
export const openCaseSchema = z.object({
  link: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** Also remember the case on this phone (asked in a form's confirmation, docs/decisions/0063). */
  remember: z.optional(z.boolean()),
});

export const caseOpenedSchema = z.object({ status: z.literal("success"), reference: z.string() });
export type CaseOpened = z.output<typeof caseOpenedSchema>;

/**
 * The case as the page shows it: in its own module (./case-view.ts), which the page's script
 * fetches only when an answer carrying the case comes, so the page does not load it to start.
 */
export type { CaseView } from "./case-view";
