import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addWorkingDaysSkippingSundays, endOfIndiaDay } from "~/shared/india-time";
import { legalRules } from "~/shared/legal-rules";
import type { LegalRule } from "~/shared/legal-rules/rule";
import { openStoreTestDatabase, type StoreTestDatabase } from "../testing/store-test-database";
import { changeSubmissionStatus } from "../admin/casework-store";
import type { Database } from "../db/schema";
import { insertSubmission } from "../submissions/submission-store";
import {
  legalRulesFingerprint,
  recomputeDeadlinesIfRulesChanged,
  recomputeLapsedDeadlines,
  RULES_FINGERPRINT_KEY,
} from "./case-deadline";
import { addCaseTransaction, removeCaseTransaction } from "./case-transactions";
import { saveCaseProgress } from "./case-view";

// The stored next deadline follows the case's facts, its status, the passing of time and the
// legal rules, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

let testDatabase: StoreTestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  testDatabase = await openStoreTestDatabase();
  db = testDatabase.db;
});
afterAll(async () => {
  await testDatabase.close();
});
beforeEach(async () => {
  await db.deleteFrom("submissions").execute();
  await db.deleteFrom("app_settings").execute();
});

/** An instant written as India time reads it. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

// Money taken on Friday 20 Nov 2026: no liability if the bank is told within 3 days (by the end
// of Mon 23 Nov), a capped one within 7 (by the end of Fri 27 Nov).
const TAKEN = ist("2026-11-20T10:00");
const ZERO_LIABILITY_DUE = endOfIndiaDay("2026-11-23").toISOString();
const LIMITED_LIABILITY_DUE = endOfIndiaDay("2026-11-27").toISOString();

const actor = { id: 1, name: "Desk", email: "desk@example.in" };

async function storeTakenMoneyCase(now: Date): Promise<{ id: number; reference: string }> {
  return insertSubmission(
    db,
    "help_request",
    {
      name: "Asha",
      email: "asha@example.in",
      message: "Money left my account",
      incident_at: TAKEN.toISOString(),
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
    },
    { clock: { now: () => now } },
  );
}

async function storedDeadline(id: number): Promise<string | null> {
  const row = await db
    .selectFrom("submissions")
    .select("next_deadline_at")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.next_deadline_at;
}

const noProgress = {
  helplineCalledAt: null,
  helplineAcknowledgement: "",
  portalComplaintFinished: false,
  bankName: "",
  bankToldAt: null,
  bankReference: "",
  bankRepliedOn: null,
  walletIssuer: "",
  coerced: "",
  accountOfOrganisation: "",
  claimedCompensationBefore: "",
} as const;

describe("a case's stored next deadline", () => {
  it("is the bank's reporting deadline from the moment money taken without approval is reported", async () => {
    const stored = await storeTakenMoneyCase(ist("2026-11-21T09:00"));
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);
  });

  it("is none for a message that states no dated remedy", async () => {
    const { id } = await insertSubmission(db, "contact_message", { name: "Ravi", email: "ravi@example.in" });
    expect(await storedDeadline(id)).toBeNull();
  });

  it("moves to the bank's credit deadline once the victim says they told the bank", async () => {
    const stored = await storeTakenMoneyCase(ist("2026-11-21T09:00"));
    await saveCaseProgress(
      db,
      stored.id,
      { ...noProgress, bankToldAt: ist("2026-11-21T11:00").toISOString() },
      ist("2026-11-21T12:00"),
    );
    // 10 working days from Saturday 21 Nov, Sundays not counted.
    expect(await storedDeadline(stored.id)).toBe(
      endOfIndiaDay(addWorkingDaysSkippingSundays("2026-11-21", 10)).toISOString(),
    );

    await saveCaseProgress(db, stored.id, noProgress, ist("2026-11-21T12:30"));
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);
  });

  it("is computed again when a transaction is added or removed, and stays what the rules give", async () => {
    const stored = await storeTakenMoneyCase(ist("2026-11-21T09:00"));
    await db.updateTable("submissions").set({ next_deadline_at: null }).where("id", "=", stored.id).execute();
    const now = ist("2026-11-21T10:00");
    const transaction = { occurredAt: TAKEN.toISOString(), amount: 500_000, utr: "", fromAccount: "", toAccount: "" };
    expect(await addCaseTransaction(db, stored.id, transaction, now)).toBe(true);
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);

    await db.updateTable("submissions").set({ next_deadline_at: null }).where("id", "=", stored.id).execute();
    const [row] = await db.selectFrom("case_transactions").select("id").execute();
    expect(await removeCaseTransaction(db, stored.id, row!.id, now)).toBe(true);
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);
  });

  it("is none while the case is resolved or spam, and comes back when it is reopened", async () => {
    const stored = await storeTakenMoneyCase(ist("2026-11-21T09:00"));
    await changeSubmissionStatus(db, stored.reference, "resolved", actor, ist("2026-11-21T10:00"));
    expect(await storedDeadline(stored.id)).toBeNull();
    await changeSubmissionStatus(db, stored.reference, "in_progress", actor, ist("2026-11-21T11:00"));
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);
    await changeSubmissionStatus(db, stored.reference, "spam", actor, ist("2026-11-21T12:00"));
    expect(await storedDeadline(stored.id)).toBeNull();
  });

  it("stays on a missed deadline for a day, then moves to the next one the rules give", async () => {
    const stored = await storeTakenMoneyCase(ist("2026-11-21T09:00"));
    // Missed by 12 hours: still the case's next deadline, for the inbox to mark missed.
    expect(await recomputeLapsedDeadlines(db, ist("2026-11-24T12:00"))).toBe(0);
    expect(await storedDeadline(stored.id)).toBe(ZERO_LIABILITY_DUE);
    // Missed by more than a day: the capped-liability deadline is next.
    expect(await recomputeLapsedDeadlines(db, ist("2026-11-25T01:00"))).toBe(1);
    expect(await storedDeadline(stored.id)).toBe(LIMITED_LIABILITY_DUE);
    // A day after that one too: none is left.
    expect(await recomputeLapsedDeadlines(db, ist("2026-11-29T01:00"))).toBe(1);
    expect(await storedDeadline(stored.id)).toBeNull();
  });
});

describe("deadlines when the legal rules change", () => {
  /** The rules as they are, with the zero-liability window made two days longer. */
  const longerWindow: LegalRule[] = legalRules.map((rule) =>
    rule.id === "rbi-liability-third-party" && rule.window ? { ...rule, window: { ...rule.window, days: 5 } } : rule,
  );

  it("computes every open case again at start when the rules differ from those last used, then remembers them", async () => {
    const now = ist("2026-11-21T09:00");
    const open = await storeTakenMoneyCase(now);
    const closed = await storeTakenMoneyCase(now);
    await changeSubmissionStatus(db, closed.reference, "resolved", actor, now);

    const first = await recomputeDeadlinesIfRulesChanged(db, now, { rules: longerWindow, batchSize: 1 });
    expect(first).toEqual({ recomputed: true, cases: 1, changed: 1, complete: true });
    expect(await storedDeadline(open.id)).toBe(endOfIndiaDay("2026-11-25").toISOString());
    expect(await storedDeadline(closed.id)).toBeNull();
    const setting = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", RULES_FINGERPRINT_KEY)
      .executeTakeFirstOrThrow();
    expect(setting.value).toBe(legalRulesFingerprint(longerWindow));

    // Back to today's rules: a different fingerprint, so the deadlines move back.
    expect(await recomputeDeadlinesIfRulesChanged(db, now)).toMatchObject({ recomputed: true, changed: 1 });
    expect(await storedDeadline(open.id)).toBe(ZERO_LIABILITY_DUE);
  });

  it("leaves the stored deadlines alone at start when the rules are those last used", async () => {
    const now = ist("2026-11-21T09:00");
    const stored = await storeTakenMoneyCase(now);
    expect(await recomputeDeadlinesIfRulesChanged(db, now)).toMatchObject({ recomputed: true });
    // Changed behind the module's back: an unchanged start must not read every case to find it.
    await db.updateTable("submissions").set({ next_deadline_at: null }).where("id", "=", stored.id).execute();
    expect(await recomputeDeadlinesIfRulesChanged(db, now)).toEqual({ recomputed: false });
    expect(await storedDeadline(stored.id)).toBeNull();
  });

  it("keeps the old fingerprint when the server stops in the middle, so the next start finishes the work", async () => {
    const now = ist("2026-11-21T09:00");
    await storeTakenMoneyCase(now);
    await storeTakenMoneyCase(now);
    let batches = 0;
    const result = await recomputeDeadlinesIfRulesChanged(db, now, {
      rules: longerWindow,
      batchSize: 1,
      stopped: () => batches++ >= 1,
    });
    expect(result).toMatchObject({ recomputed: true, cases: 1, complete: false });
    expect(await db.selectFrom("app_settings").selectAll().execute()).toEqual([]);
  });
});
