import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { firstHoursPlace } from "~/server/cases/first-hours";
import { migrateUpTo } from "../migrate";
import { addFirstHoursToSubmissions } from "./0033-add-first-hours-to-submissions";

// Migration 0033 on a database of cases stored before the first hours led the inbox, on SQLite
// and (with TEST_DATABASE_URL) PostgreSQL: the open, unanswered cases whose money was lost in the
// 72 hours before it runs get the tier and rank a new case gets (docs/decisions/0059); the others
// keep none.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const runsAt = new Date("2026-12-06T06:30:00.000Z");
const HOUR = 60 * 60 * 1000;
const hoursBefore = (hours: number) => new Date(runsAt.getTime() - hours * HOUR).toISOString();

describe("migration 0033 on cases stored before the first hours", () => {
  it("gives the open, unanswered losses of the last 72 hours their tier and rank, and no other case a tier", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const { db, dialect } = store;
    await migrateUpTo(db, dialect, "0032-add-not-me-secrets");
    const lost = (
      hours: number,
      payment_approval: "" | "paid_myself" | "taken_without_approval" | "no_money_lost",
      amount_lost: number | null,
    ) => ({
      created_at: hoursBefore(hours - 1),
      incident_at: hoursBefore(hours),
      payment_approval,
      amount_lost,
    });
    await seedSubmissions(db, [
      { name: "paid 2 h ago", ...lost(2, "paid_myself", 32_000) },
      { name: "amount only, 10 h ago", ...lost(10, "", 9_99_99_99_999) },
      { name: "lost 80 h ago", ...lost(80, "taken_without_approval", 5_000) },
      { name: "no money lost", ...lost(2, "no_money_lost", null) },
      { name: "answered", ...lost(2, "paid_myself", 1_000), first_response_at: hoursBefore(1) },
      { name: "resolved", ...lost(2, "paid_myself", 1_000), status: "resolved" as const },
    ]);

    await addFirstHoursToSubmissions(() => runsAt).up(db);

    const rows = await db
      .selectFrom("submissions")
      .select(["name", "threatened_now", "first_hours_tier", "first_hours_rank"])
      .orderBy("id")
      .execute();
    const placeOf = (hours: number, amount: number | null) =>
      firstHoursPlace(
        { threatenedNow: false, incidentAt: hoursBefore(hours), paymentApproval: "paid_myself", amountLost: amount },
        runsAt,
      );
    expect(rows).toEqual([
      { name: "paid 2 h ago", threatened_now: 0, first_hours_tier: 2, first_hours_rank: placeOf(2, 32_000)!.rank },
      {
        name: "amount only, 10 h ago",
        threatened_now: 0,
        first_hours_tier: 2,
        first_hours_rank: placeOf(10, 10_00_000)!.rank,
      },
      { name: "lost 80 h ago", threatened_now: 0, first_hours_tier: null, first_hours_rank: null },
      { name: "no money lost", threatened_now: 0, first_hours_tier: null, first_hours_rank: null },
      { name: "answered", threatened_now: 0, first_hours_tier: null, first_hours_rank: null },
      { name: "resolved", threatened_now: 0, first_hours_tier: null, first_hours_rank: null },
    ]);
  });
});
