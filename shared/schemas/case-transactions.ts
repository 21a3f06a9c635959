import { z } from "zod/mini";
import { indiaDateTime } from "./case";
import { tooLongMessage } from "../messages/form-fields";
import { caseTransactionMessages } from "../messages/case";
import { CASE_TRANSACTION_FIELDS, REQUEST_UTR_FIELDS, caseTransactionLimits } from "./case-form-fields";

// The transactions a victim lists on their case page (server/routes/case/transactions.ts): what
// 1930 and the bank ask for first, kept in one place. Checked here, once, for the form and the
// server.

/** ₹1,000 crore in paise, as the help form's amount allows: far beyond one transfer, exact in a JavaScript number. */
const AMOUNT_MAX_PAISE = 10_000_000_000 * 100;

type PaiseResult = { paise: number } | { error: string };

/**
 * Rupees and paise as people write them: "12500", "12,500", "1,25,000.50", "499.5", with "₹",
 * "Rs", "Rs." or "INR" in front and "/-" behind; the result in whole paise.
 */
function parsePaise(typed: string): PaiseResult {
  const text = typed
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, "")
    .replace(/\/-$/, "")
    .replace(/\s+/g, "");
  if (text === "") return { error: caseTransactionMessages.amountRequired };
  if (text.startsWith("-")) return { error: caseTransactionMessages.amountNegative };
  const match = /^(\d[\d,]*)?(?:\.(\d+))?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined))
    return { error: caseTransactionMessages.amountInvalid };
  const rupees = match[1] ?? "0";
  const paise = match[2] ?? "";
  // Indian grouping (1,25,000) or Western (125,000); a stray comma is a typo, not a separator.
  const grouped = /^\d{1,3}(?:,\d{3})+$/.test(rupees) || /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(rupees);
  if (rupees.includes(",") && !grouped) return { error: caseTransactionMessages.amountInvalid };
  if (paise.length > 2) return { error: caseTransactionMessages.amountPaise };
  const digits = rupees.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > 11) return { error: caseTransactionMessages.amountTooLarge };
  const total = Number(digits) * 100 + Number(paise.padEnd(2, "0"));
  if (total === 0) return { error: caseTransactionMessages.amountZero };
  if (total > AMOUNT_MAX_PAISE) return { error: caseTransactionMessages.amountTooLarge };
  return { paise: total };
}

/**
 * Letters, marks, digits, punctuation, symbols and the plain space: what a UTR, a UPI ID
 * (name@okaxis) or "SBI a/c XXXX4321" is written with. No control, invisible or formatting
 * characters, which only hide what is shown.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;

/** A UTR or account as typed: optional, trimmed, "" when not given. */
function givenIdentifier(max: number) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: caseTransactionMessages.identifierInvalid })
        .check(
          z.trim(),
          z.maxLength(max, tooLongMessage(max)),
          z.regex(PRINTABLE, caseTransactionMessages.identifierInvalid),
        ),
    ),
    z.transform((value) => value ?? ""),
  );
}

/** One transaction the victim adds (the case page's "Add a transaction" form). */
export const caseTransactionSchema = z.object({
  /** On India's clock, as a datetime-local field holds it; an ISO instant once parsed. */
  occurredAt: z.pipe(
    indiaDateTime,
    z.transform((instant, context): string => {
      if (instant === null)
        context.issues.push({ code: "custom", message: caseTransactionMessages.occurredAtRequired, input: "" });
      return instant ?? "";
    }),
  ),
  /** Rupees as typed; whole paise once parsed. A number from an API client, text from a form. */
  amount: z.pipe(
    z.nullish(z.union([z.string(), z.number()], { error: caseTransactionMessages.amountInvalid })),
    z.transform((value, context): number => {
      const parsed = parsePaise(String(value ?? ""));
      if ("paise" in parsed) return parsed.paise;
      context.issues.push({ code: "custom", message: parsed.error, input: value });
      return 0;
    }),
  ),
  utr: givenIdentifier(caseTransactionLimits.utr),
  fromAccount: givenIdentifier(caseTransactionLimits.fromAccount),
  toAccount: givenIdentifier(caseTransactionLimits.toAccount),
});

/**
 * The UTR of the transaction made from the help request, as the case page's first screen asks
 * it (docs/decisions/0066): the transaction form's rules for the UTR and where the money went,
 * with the UTR required, as it is what the form is for.
 */
export const requestTransactionUtrSchema = z.object({
  utr: z.pipe(
    givenIdentifier(caseTransactionLimits.utr),
    z.transform((utr, context): string => {
      if (utr === "") context.issues.push({ code: "custom", message: caseTransactionMessages.utrRequired, input: "" });
      return utr;
    }),
  ),
  toAccount: givenIdentifier(caseTransactionLimits.toAccount),
});

export { CASE_TRANSACTION_FIELDS, REQUEST_UTR_FIELDS };

/** Which transaction to remove: its id, a number from a script or text from a form's hidden field. */
export const removeCaseTransactionSchema = z.object({
  id: z.pipe(
    z.union([z.number().check(z.int(), z.positive()), z.string().check(z.regex(/^[1-9]\d{0,14}$/))]),
    z.transform(Number),
  ),
});
