import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { carryRequestFactsForward } from "./0035-carry-request-facts-forward";

// Migration 0035 on a database of cases stored before a request's facts were carried forward, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL (docs/decisions/0066): no existing case gets a
// transaction or a mark, their transactions keep every value and have no payment method, and
// their progress has no bank name; going back removes the columns and keeps the rows.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const storedAt = "2026-11-26T04:30:00.000Z";

async function storedBefore(): Promise<{ store: StoreTestDatabase; ids: number[] }> {
  const opened = await openStoreTestDatabase({ migrate: false });
  const { db, dialect } = opened;
  await migrateUpTo(db, dialect, "0034-give-reply-templates-a-language");
  await seedSubmissions(db, [
    {
      name: "lost with a time",
      created_at: storedAt,
      incident_at: "2026-11-26T04:00:00.000Z",
      payment_approval: "paid_myself",
      payment_method: "upi",
      amount_lost: 32_000,
    },
    {
      name: "no money",
      created_at: storedAt,
      incident_at: null,
      payment_approval: "no_money_lost",
      payment_method: "",
      amount_lost: null,
    },
  ]);
  const ids = (await db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id);
  await db
    .insertInto("case_transactions")
    .values({
      submission_id: ids[0]!,
      occurred_at: "2026-11-26T04:00:00.000Z",
      amount_paise: 1_250_050,
      utr: "412345678901",
      from_account: "SBI a/c XXXX4321",
      to_account: "fraud@okaxis",
      created_at: storedAt,
    } as never)
    .execute();
  await db
    .insertInto("case_progress")
    .values({ submission_id: ids[0]!, bank_reference: "SR-1", updated_at: storedAt } as never)
    .execute();
  await carryRequestFactsForward().up(db);
  return { store: opened, ids };
}

describe("migration 0035: a request's facts carried forward", () => {
  it("changes no existing case: no transaction is made, none is marked as from the request, no bank name", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;

    const transactions = await db
      .selectFrom("case_transactions")
      .select(["submission_id", "amount_paise", "utr", "from_account", "to_account", "payment_method", "from_request"])
      .execute();
    expect(transactions.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
      {
        submission_id: before.ids[0],
        amount_paise: 1_250_050,
        utr: "412345678901",
        from_account: "SBI a/c XXXX4321",
        to_account: "fraud@okaxis",
        payment_method: "",
        from_request: 0,
      },
    ]);
    const marks = await db.selectFrom("submissions").select(["name", "amount_in_transactions"]).orderBy("id").execute();
    expect(marks).toEqual([
      { name: "lost with a time", amount_in_transactions: 0 },
      { name: "no money", amount_in_transactions: 0 },
    ]);
    expect(await db.selectFrom("case_progress").select(["bank_reference", "bank_name"]).execute()).toEqual([
      { bank_reference: "SR-1", bank_name: "" },
    ]);
  });

  it("going back drops the new columns and keeps the transactions and the progress", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    await carryRequestFactsForward().down!(db);

    const transaction = await db.selectFrom("case_transactions").selectAll().executeTakeFirstOrThrow();
    expect(transaction).not.toHaveProperty("payment_method");
    expect(transaction).not.toHaveProperty("from_request");
    expect(transaction.utr).toBe("412345678901");
    const progress = await db.selectFrom("case_progress").selectAll().executeTakeFirstOrThrow();
    expect(progress).not.toHaveProperty("bank_name");
    expect(progress.bank_reference).toBe("SR-1");
    const submission = await db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(submission).not.toHaveProperty("amount_in_transactions");
  });
});
