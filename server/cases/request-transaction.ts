import type { Kysely, Transaction } from "kysely";
import { PAYMENT_METHODS } from "~/shared/schemas/case-facts";
import type { Database } from "../db/schema";
import type { SubmissionFields } from "../submissions/submission-store";

// The case's first transaction, made from the help request's own facts (docs/decisions/0066): what
// the victim told us in the form is not asked again. It stands in for the form's amount: the
// request is marked so that the amount is never counted beside it, nor again once it is removed.

type RequestFacts = Pick<
  SubmissionFields,
  "amount_lost" | "incident_at" | "incident_time_unknown" | "payment_approval" | "payment_method"
>;

/** What the first transaction is made of; null unless the request says money went, how much, and the day and time. */
function transactionOfRequest(facts: RequestFacts): {
  occurredAt: string;
  amountPaise: number;
  paymentMethod: string;
} | null {
  const amount = facts.amount_lost === null || facts.amount_lost === undefined ? 0 : Number(facts.amount_lost);
  if (!(amount > 0) || facts.payment_approval === "no_money_lost") return null;
  // A day without the time is not a transaction: the bank and 1930 search by the time.
  if (!facts.incident_at || facts.incident_time_unknown === 1) return null;
  const method = PAYMENT_METHODS.find((known) => known === facts.payment_method) ?? "";
  return { occurredAt: facts.incident_at, amountPaise: amount * 100, paymentMethod: method };
}

/** Stores the request's transaction with the request, in its transaction; nothing when the request does not give one. */
export async function addRequestTransaction(
  trx: Transaction<Database>,
  submissionId: number,
  facts: RequestFacts,
  now: Date,
): Promise<void> {
  const transaction = transactionOfRequest(facts);
  if (transaction === null) return;
  await trx
    .insertInto("case_transactions")
    .values({
      submission_id: submissionId,
      occurred_at: transaction.occurredAt,
      amount_paise: transaction.amountPaise,
      payment_method: transaction.paymentMethod,
      from_request: 1,
      created_at: now.toISOString(),
    })
    .execute();
  await trx.updateTable("submissions").set({ amount_in_transactions: 1 }).where("id", "=", submissionId).execute();
}

/**
 * Fills the UTR (and, if given, where the money went) of the request's transaction, as the case
 * page's first screen asks it. False, and nothing changed, when the case has no such transaction.
 */
export async function fillRequestTransaction(
  db: Kysely<Database>,
  submissionId: number,
  given: { utr: string; toAccount: string },
): Promise<boolean> {
  const result = await db
    .updateTable("case_transactions")
    .set(given.toAccount === "" ? { utr: given.utr } : { utr: given.utr, to_account: given.toAccount })
    .where("submission_id", "=", submissionId)
    .where("from_request", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
