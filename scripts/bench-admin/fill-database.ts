import { performance } from "node:perf_hooks";
import SqliteDatabase from "better-sqlite3";
import { Migrator, sql } from "kysely";
import { createDatabase, sqliteFilePath } from "~/server/db/database";
import { migrateToLatest } from "~/server/db/migrate";
import { createSubmissionsTable } from "~/server/db/migrations/0001-create-submissions";
import { createAccountsAndCasework } from "~/server/db/migrations/0002-create-accounts-and-casework";
import { recomputeDeadlinesIfRulesChanged } from "~/server/cases/case-deadline";
import { fakeSubmissions, type FakeSubmission } from "./fake-submissions";
import { shapeInboxCases } from "./inbox-cases";
import { createBenchAdminSession } from "../bench-support/bench-admin-account";

// Fills a fresh SQLite database the way a long-running site would have one: the tables of the
// first migrations, a million rows inserted in time order, then the rest of the migrations run
// on top (as an upgrade would), which builds the search index and the list indexes over the
// existing rows. Then an active admin with a session, for the HTTP calls.

const ROWS_PER_TRANSACTION = 50_000;

export interface FilledDatabase {
  fillMs: number;
  migrateMs: number;
  /** A reference from the middle of the table, to search for. */
  sampleReference: string;
  /** A phone number of a row, as typed into the form ("+91 9…"). */
  samplePhone: string;
  /** Bearer token of an active admin. */
  token: string;
  /** Open help requests given the facts a deadline runs from, and cases waiting for the victim. */
  inbox: { withFacts: number; waiting: number; withDeadline: number; assignedToAdmin: number };
  /** Every open case's deadline computed, as at the first start after the rules change. */
  deadlines: { ms: number; openCases: number };
}

export async function fillDatabase(
  dataDir: string,
  count: number,
  now: Date,
  onProgress: (done: number) => void,
): Promise<FilledDatabase> {
  // The schema as it stood before the admin's migration: 0001 and 0002 only.
  const early = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  const migrator = new Migrator({
    db: early,
    provider: {
      getMigrations: async () => ({
        "0001-create-submissions": createSubmissionsTable("sqlite"),
        "0002-create-accounts-and-casework": createAccountsAndCasework("sqlite"),
      }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  await early.destroy();

  const fillStart = performance.now();
  const { sampleReference, samplePhone } = insertRows(dataDir, count, now, onProgress);
  const fillMs = performance.now() - fillStart;

  const db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const migrateStart = performance.now();
    await migrateToLatest(db, "sqlite");
    const migrateMs = performance.now() - migrateStart;

    const shaped = shapeInboxCases(dataDir, now);
    const recomputeStart = performance.now();
    const recomputed = await recomputeDeadlinesIfRulesChanged(db, now);
    const recomputeMs = performance.now() - recomputeStart;
    if (!recomputed.recomputed || !recomputed.complete) throw new Error("The deadlines were not computed");
    const { withDeadline } = await db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("withDeadline"))
      .where("next_deadline_at", "is not", null)
      .executeTakeFirstOrThrow();

    const token = await createBenchAdminSession(db, now);
    // A busy member's share: one case in fifty, of every state, assigned to the bench's admin,
    // for "Assigned to me" (docs/decisions/0039).
    const { id: adminId } = await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    const assigned = await db
      .updateTable("submissions")
      .set({ assigned_to: adminId })
      .where(sql<boolean>`id % 50 = 0`)
      .executeTakeFirst();
    return {
      fillMs,
      migrateMs,
      sampleReference,
      samplePhone,
      token,
      inbox: { ...shaped, withDeadline: Number(withDeadline), assignedToAdmin: Number(assigned.numUpdatedRows) },
      deadlines: { ms: recomputeMs, openCases: recomputed.cases },
    };
  } finally {
    await db.destroy();
  }
}

/** Plain prepared inserts in large transactions; the bench's own connection skips fsync (a lost bench run costs nothing). */
function insertRows(
  dataDir: string,
  count: number,
  now: Date,
  onProgress: (done: number) => void,
): { sampleReference: string; samplePhone: string } {
  const database = new SqliteDatabase(sqliteFilePath(dataDir));
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = OFF");
  database.pragma("cache_size = -200000");
  const insert = database.prepare(
    `insert into submissions (reference, kind, name, email, phone, state, city, subject, message, topic, page, status, created_at, updated_at)
     values (@reference, @kind, @name, @email, @phone, @state, @city, @subject, @message, @topic, @page, @status, @created_at, @updated_at)`,
  );
  // The contact keys the phone search reads are filled by migration 0019 as the server migrates.
  const insertMany = database.transaction((rows: FakeSubmission[]) => {
    for (const row of rows) insert.run(row);
  });
  let sampleReference = "";
  let samplePhone = "";
  let batch: FakeSubmission[] = [];
  let done = 0;
  for (const row of fakeSubmissions({ count, end: now, spanDays: 730 })) {
    if (done + batch.length === Math.floor(count / 2)) sampleReference = row.reference;
    if (samplePhone === "" && done + batch.length >= Math.floor(count / 3) && row.phone !== "") samplePhone = row.phone;
    batch.push(row);
    if (batch.length === ROWS_PER_TRANSACTION) {
      insertMany(batch);
      done += batch.length;
      batch = [];
      onProgress(done);
    }
  }
  if (batch.length > 0) insertMany(batch);
  onProgress(count);
  database.close();
  return { sampleReference, samplePhone };
}
