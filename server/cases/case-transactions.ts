import type { Kysely, Transaction } from "kysely";
import type { z } from "zod/mini";
import { formatIndiaDateTime } from "~/shared/india-time";
import type { CaseView } from "~/shared/schemas/case";
import type { caseTransactionSchema } from "~/shared/schemas/case-transactions";
import type { DeskCaseTransaction } from "~/shared/schemas/desk-case-record";
import { PAYMENT_METHODS } from "~/shared/schemas/case-facts";
import { dialectOf } from "../db/dialect";
import type { Database } from "../db/schema";
import { refreshCaseDeadline } from "./case-deadline";
import { CASE_TRANSACTIONS_MAX } from "~/shared/constants";

// The transactions a victim lists on their case page (migration 0011): added and removed only
// through the case their cookie opens, at most CASE_TRANSACTIONS_MAX a case.

type CaseTransaction = z.output<typeof caseTransactionSchema>;

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  // Always two places: amounts line up in their column, as on a bank statement.
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function rupeesText(paise: number): string {
  return rupees.format(paise / 100);
}

/**
 * Adds a transaction to a case; false, and nothing stored, when the case already lists the most it
 * may. `withinTransaction` commits with it (the request's Idempotency-Key), or neither does.
 */
export async function addCaseTransaction(
  db: Kysely<Database>,
  submissionId: number,
  transaction: CaseTransaction,
  now: Date,
  withinTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two adds at once must not both see 49 and make 51. SQLite runs one transaction at a time;
    // on PostgreSQL the case's row is locked, so the second add counts after the first.
    if (dialectOf(db) === "postgres") {
      await trx.selectFrom("submissions").select("id").where("id", "=", submissionId).forUpdate().execute();
    }
    const { count } = await trx
      .selectFrom("case_transactions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("submission_id", "=", submissionId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= CASE_TRANSACTIONS_MAX) return false;
    await trx
      .insertInto("case_transactions")
      .values({
        submission_id: submissionId,
        occurred_at: transaction.occurredAt,
        amount_paise: transaction.amount,
        utr: transaction.utr,
        from_account: transaction.fromAccount,
        to_account: transaction.toAccount,
        created_at: now.toISOString(),
      })
      .execute();
    // A transaction is a fact of the case: its deadline follows whatever the rules read from it.
    await refreshCaseDeadline(trx, submissionId, now);
    await withinTransaction?.(trx);
    return true;
  });
}

/**
 * Removes one of a case's transactions. False when the case has no transaction of that id,
 * whether it never existed, was removed already or belongs to another case: one answer for all.
 */
export async function removeCaseTransaction(
  db: Kysely<Database>,
  submissionId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom("case_transactions")
    .where("id", "=", id)
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  const removed = Number(result.numDeletedRows) > 0;
  if (removed) await refreshCaseDeadline(db, submissionId, now);
  return removed;
}

/** A case's transactions as stored, earliest first: what its page and the desk's detail show. */
export async function listCaseTransactions(db: Kysely<Database>, submissionId: number): Promise<DeskCaseTransaction[]> {
  const rows = await db
    .selectFrom("case_transactions")
    .select([
      "id",
      "occurred_at",
      "amount_paise",
      "utr",
      "from_account",
      "to_account",
      "payment_method",
      "from_request",
    ])
    .where("submission_id", "=", submissionId)
    .orderBy("occurred_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    amountPaise: Number(row.amount_paise),
    utr: row.utr,
    fromAccount: row.from_account,
    toAccount: row.to_account,
    paymentMethod: PAYMENT_METHODS.find((method) => method === row.payment_method) ?? "",
    fromRequest: row.from_request === 1,
  }));
}

/** Transactions' amounts added up, in whole paise. */
export function totalPaise(transactions: readonly Pick<DeskCaseTransaction, "amountPaise">[]): number {
  // At most 50 amounts of at most 10^12 paise: the sum stays an exact integer.
  return transactions.reduce((sum, transaction) => sum + transaction.amountPaise, 0);
}

/** "₹32,000", or "₹499.50" with paise: an amount as a sentence says it. */
function amountInWords(paise: number): string {
  return wholeOrPaise.format(paise / 100);
}

const wholeOrPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * A case's transactions as the page shows them, earliest first, and their total; and while the
 * transaction made from the request has no UTR, that one, for the first screen to ask it.
 */
export async function caseTransactionsView(
  db: Kysely<Database>,
  submissionId: number,
): Promise<Pick<CaseView["case"], "transactions" | "transactionsTotalText" | "utrAsked">> {
  const listed = await listCaseTransactions(db, submissionId);
  const transactions = listed.map((transaction) => ({
    ...transaction,
    occurredAtText: formatIndiaDateTime(new Date(transaction.occurredAt)),
    amountText: rupeesText(transaction.amountPaise),
  }));
  const fromRequest = listed.find((transaction) => transaction.fromRequest && transaction.utr === "");
  return {
    transactions,
    transactionsTotalText: rupeesText(totalPaise(listed)),
    utrAsked: fromRequest ? { amountText: amountInWords(fromRequest.amountPaise) } : null,
  };
}
