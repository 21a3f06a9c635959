import { z } from "zod/mini";
import { indiaInstant } from "../india-time";
import { caseFactsMessages } from "../messages/form-fields";

// The optional facts a help form may carry besides docs/product.md's name, email and query
// (docs/decisions/0023): how to reach the person, when it happened, how the money went and how
// much. Every field may be left out; what is given is checked and normalised here, once, for
// the form and the server.

export const CONTACT_PREFERENCES = ["email", "phone", "whatsapp"] as const;
/** Pushed by the person (tricked into paying) or pulled without approval: RBI's liability rules differ. */
export const PAYMENT_APPROVALS = ["paid_myself", "taken_without_approval", "not_sure", "no_money_lost"] as const;
export const PAID_FROM = ["bank_account", "cooperative_bank", "card", "wallet", "other"] as const;
export const PAYMENT_METHODS = ["upi", "card", "net_banking", "other"] as const;

/** ₹1,000 crore: far beyond any one person's loss, well inside a JavaScript integer and a PostgreSQL bigint. */
const AMOUNT_LOST_MAX = 10_000_000_000;

/** An Indian number as +91 and its 10 digits; any other number as + and its digits; null if it is not a phone number. */
export function normalisePhone(typed: string): string | null {
  const text = typed.trim();
  // Digits with the separators people type; a + only in front.
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const international = text.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  if (international !== null) {
    if (international.startsWith("91")) return indian(international.slice(2));
    // E.164: at most 15 digits; fewer than 8 is no country's full number.
    return international.length >= 8 && international.length <= 15 ? `+${international}` : null;
  }
  // Without a country code: 10 digits, after a trunk 0 or a bare 91 if typed.
  if (digits.length === 11 && digits.startsWith("0")) return indian(digits.slice(1));
  if (digits.length === 12 && digits.startsWith("91")) return indian(digits.slice(2));
  return indian(digits);
}

/** India's numbers are 10 digits (a mobile, or an STD code and a landline) and never start with 0. */
function indian(digits: string): string | null {
  return /^[1-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** The wa.me link for a normalised number (digits only, no +). */
export function whatsAppHref(normalised: string): string {
  return `https://wa.me/${normalised.replace(/\D/g, "")}`;
}

type AmountResult = { amount: number } | { error: string };

/**
 * Whole rupees as people write them: "125000", Indian grouping "1,25,000", Western "125,000",
 * with "₹", "Rs", "Rs." or "INR" in front and "/-" or ".00" behind.
 */
export function parseRupees(typed: string): AmountResult {
  let text = typed
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, "")
    .replace(/(?:\/-|\.0+)$/, "")
    .replace(/\s+/g, "");
  if (text.startsWith("-")) return { error: caseFactsMessages.amountNegative };
  if (/^[\d,]*\.\d+$/.test(text)) return { error: caseFactsMessages.amountDecimal };
  const grouped = /^\d{1,3}(?:,\d{3})+$/.test(text) || /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(text);
  if (!grouped && !/^\d+$/.test(text)) return { error: caseFactsMessages.amountInvalid };
  text = text.replace(/,/g, "");
  if (text.length > 12 || Number(text) > AMOUNT_LOST_MAX) return { error: caseFactsMessages.amountTooLarge };
  return { amount: Number(text) };
}

function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < "2000-01-01") return false;
  // Date.UTC rolls 30 February over into March; a real date survives the round trip.
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) === date;
}

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A trimmed optional string ("" when missing) that must pass `valid` when given. */
function optionalFormatted(valid: (text: string) => boolean, message: string, max = 40) {
  return z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((value, context) => {
      const text = value ?? "";
      if (text !== "" && !valid(text)) context.issues.push({ code: "custom", message, input: text });
      return text;
    }),
  );
}

/** One of `choices`, or "" for no answer. */
function optionalChoice<const Choices extends readonly [string, ...string[]]>(choices: Choices) {
  return z.pipe(
    z.nullish(z.union([z.literal(""), z.enum(choices)], { error: caseFactsMessages.choiceInvalid })),
    z.transform((value): Choices[number] | "" => value ?? ""),
  );
}

/** A form's checkbox: a boolean from a script, "on" from a browser's own post. */
const checkbox = z.pipe(
  z.nullish(z.union([z.boolean(), z.enum(["on", "true", "false", ""])], { error: caseFactsMessages.choiceInvalid })),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

export const caseFactsFields = {
  /** Normalised: +91 and 10 digits for an Indian number, so links work and one person's requests match. */
  phone: z.pipe(
    optionalFormatted((text) => normalisePhone(text) !== null, caseFactsMessages.phoneInvalid),
    z.transform((text) => (text === "" ? "" : normalisePhone(text)!)),
  ),
  contactPreference: optionalChoice(CONTACT_PREFERENCES),
  /** YYYY-MM-DD on India's clock. */
  incidentDate: optionalFormatted(isRealDate, caseFactsMessages.dateInvalid),
  /** HH:MM on India's clock; ignored when the time is not known. */
  incidentTime: optionalFormatted((text) => TIME_PATTERN.test(text), caseFactsMessages.timeInvalid),
  incidentTimeUnknown: checkbox,
  /** "Are you being threatened right now?": a threat leads the desk's inbox (docs/decisions/0059). */
  threatenedNow: checkbox,
  paymentApproval: optionalChoice(PAYMENT_APPROVALS),
  paidFrom: optionalChoice(PAID_FROM),
  paymentMethod: optionalChoice(PAYMENT_METHODS),
  /** Whole rupees, or null when not given. A number from an API client, text from a form. */
  amountLost: z.pipe(
    z.nullish(z.union([z.string(), z.number()], { error: caseFactsMessages.amountInvalid })),
    z.transform((value, context): number | null => {
      const text = String(value ?? "").trim();
      if (text === "") return null;
      const parsed = parseRupees(text);
      if ("amount" in parsed) return parsed.amount;
      context.issues.push({ code: "custom", message: parsed.error, input: value });
      return null;
    }),
  ),
};

interface CaseFactsOutput {
  phone: string;
  contactPreference: string;
  incidentDate: string;
  incidentTime: string;
  incidentTimeUnknown: boolean;
}

/** When it happened, as stored: an instant, and whether the time of day was known. */
export function incidentOf(facts: Pick<CaseFactsOutput, "incidentDate" | "incidentTime" | "incidentTimeUnknown">): {
  incidentAt: string | null;
  incidentTimeUnknown: boolean;
} {
  if (facts.incidentDate === "") return { incidentAt: null, incidentTimeUnknown: false };
  // A date without a time says as much as "I don't know the time".
  const timeUnknown = facts.incidentTimeUnknown || facts.incidentTime === "";
  const at = indiaInstant(facts.incidentDate, timeUnknown ? "" : facts.incidentTime);
  return { incidentAt: at.toISOString(), incidentTimeUnknown: timeUnknown };
}

/**
 * The rules between fields: a number for a call or WhatsApp, a date for a time, nothing in the
 * future. It also runs when another field failed (so every message shows at once), and then
 * leaves alone what a field's own rule already refused.
 */
export function checkCaseFacts(facts: CaseFactsOutput, issue: (field: string, message: string) => void): void {
  if ((facts.contactPreference === "phone" || facts.contactPreference === "whatsapp") && facts.phone === "")
    issue("phone", caseFactsMessages.contactNeedsPhone);
  const timeGiven = !facts.incidentTimeUnknown && facts.incidentTime !== "";
  if (facts.incidentDate === "") {
    if (timeGiven) issue("incidentDate", caseFactsMessages.timeWithoutDate);
    return;
  }
  if (!isRealDate(facts.incidentDate) || (timeGiven && !TIME_PATTERN.test(facts.incidentTime))) return;
  const { incidentAt } = incidentOf(facts);
  if (incidentAt !== null && Date.parse(incidentAt) > Date.now())
    issue(timeGiven ? "incidentTime" : "incidentDate", caseFactsMessages.incidentInFuture);
}
