import { sql, type Kysely } from "kysely";
import type { LanguageCode } from "~/shared/language-codes";
import { languageCode, translations } from "~/shared/translations";
import { eraseSubmission } from "../admin/casework-store";
import { dialectOf } from "../db/dialect";
import { sendDeskMessage } from "../admin/desk-messages";
import type { AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { recordErasure } from "./erasure-log";
import type { Clock } from "../clock";

// Erasing closed cases after RETENTION_DAYS (docs/decisions/0032): off unless set. A case the desk
// closed as resolved is told 30 days before, on its case page (which mails the person the usual
// notice with their link), and erased only once told that long ago; a case closed as spam ("This
// wasn't me", or junk) is erased without a word. A reply from the person, or the desk reopening
// the case, starts the count again. What stays is the audit log's entry: reference, kind, time.

const RETENTION_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Cases handled per run and step: a first run on a large backlog finishes over a few days. */
const BATCH = 500;

const RETENTION_ACTOR: AuditActor = { id: null, name: "CyberHelp", email: "" };

export interface RetentionRun {
  /** Told this run that their case will be erased. */
  noticed: string[];
  erased: string[];
  /** Told before, then answered or reopened: their count starts again. */
  kept: string[];
}

const iso = (instant: Date) => instant.toISOString();

/** The notice in the case's language (docs/decisions/0040), dated as its case page dates. */
function retentionNotice(erasedOn: Date, days: number, language: LanguageCode): string {
  const { casePage, retentionNotice: notice } = translations[language];
  return notice({ days, date: casePage.date(erasedOn) });
}

export async function runRetention(
  db: Kysely<Database>,
  options: { days: number; now: Date; erasureLog: string },
): Promise<RetentionRun> {
  const { days, now, erasureLog } = options;
  const run: RetentionRun = { noticed: [], erased: [], kept: [] };

  // Told, then the person replied or the desk reopened it: not erased, and the count restarts
  // from the reply (a reopened case's own change already moved updated_at).
  const answered = await db
    .selectFrom("submissions as s")
    .select(["s.id", "s.reference", "s.status", "s.updated_at"])
    .select((eb) =>
      eb
        .selectFrom("case_messages as m")
        .select((inner) => inner.fn.max("m.created_at").as("latest"))
        .whereRef("m.submission_id", "=", "s.id")
        .where("m.author", "=", "victim")
        .whereRef("m.created_at", ">", "s.retention_notice_at")
        .as("repliedAt"),
    )
    .where("s.retention_notice_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb("s.status", "!=", "resolved"),
        eb.exists(
          eb
            .selectFrom("case_messages as m")
            .select("m.id")
            .whereRef("m.submission_id", "=", "s.id")
            .where("m.author", "=", "victim")
            .whereRef("m.created_at", ">", "s.retention_notice_at"),
        ),
      ]),
    )
    .limit(BATCH)
    .execute();
  for (const row of answered) {
    const latest = row.repliedAt !== null && row.repliedAt > row.updated_at ? row.repliedAt : row.updated_at;
    await db
      .updateTable("submissions")
      .set({ retention_notice_at: null, updated_at: latest })
      .where("id", "=", row.id)
      .execute();
    run.kept.push(row.reference);
  }

  // Resolved and unchanged for all but the last 30 days: told once, on the case page.
  const noticeBefore = iso(new Date(now.getTime() - (days - RETENTION_NOTICE_DAYS) * DAY_MS));
  const toTell = await db
    .selectFrom("submissions")
    .select(["reference", "updated_at", "language"])
    .where("status", "=", "resolved")
    .where("retention_notice_at", "is", null)
    .where("updated_at", "<=", noticeBefore)
    .orderBy("updated_at")
    .limit(BATCH)
    .execute();
  for (const row of toTell) {
    const erasedOn = new Date(
      Math.max(Date.parse(row.updated_at) + days * DAY_MS, now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS),
    );
    const sent = await sendDeskMessage(
      db,
      row.reference,
      retentionNotice(erasedOn, days, languageCode(row.language)),
      RETENTION_ACTOR,
      now,
    );
    if (!sent) continue;
    await db
      .updateTable("submissions")
      .set({ retention_notice_at: iso(now) })
      .where("reference", "=", row.reference)
      .execute();
    run.noticed.push(row.reference);
  }

  // Erased: spam unchanged for the whole period; resolved too, once told at least 30 days ago.
  const eraseBefore = iso(new Date(now.getTime() - days * DAY_MS));
  const toldBefore = iso(new Date(now.getTime() - RETENTION_NOTICE_DAYS * DAY_MS));
  const toErase = await db
    .selectFrom("submissions")
    .select("reference")
    .where("updated_at", "<=", eraseBefore)
    .where((eb) =>
      eb.or([
        eb("status", "=", "spam"),
        eb.and([eb("status", "=", "resolved"), eb("retention_notice_at", "<=", toldBefore)]),
      ]),
    )
    .orderBy("updated_at")
    .limit(BATCH)
    .execute();
  for (const { reference } of toErase) {
    // Listed first, as the admin's erasure is, so that no restore brings the person back.
    await recordErasure(erasureLog, reference, now);
    if (await eraseSubmission(db, reference, RETENTION_ACTOR, now)) run.erased.push(reference);
  }
  return run;
}

/**
 * Runs `job` unless another instance is running it: on PostgreSQL under an advisory lock held
 * on one connection for the job's length; SQLite has one server, so it just runs. Returns
 * undefined when another instance had it.
 */
export async function onceAcrossInstances<T>(
  db: Kysely<Database>,
  name: string,
  job: () => Promise<T>,
): Promise<T | undefined> {
  if (dialectOf(db) !== "postgres") return job();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await job();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}

/**
 * Runs the retention job a minute after start and then daily, on one instance at a time. The
 * returned stop waits for a run in progress, so the database is not closed under it.
 */
export function scheduleRetention(options: {
  db: Kysely<Database>;
  days: number;
  erasureLog: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  wakeMail: () => void;
  clock: Clock;
  firstRunAfterMs?: number;
}): () => Promise<void> {
  const {
    db,
    days,
    erasureLog,
    log,
    wakeMail,
    clock: { now },
    firstRunAfterMs = 60_000,
  } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async () => {
    try {
      const run = await onceAcrossInstances(db, "cyberhelp-retention", () =>
        runRetention(db, { days, now: now(), erasureLog }),
      );
      if (!run) return;
      log.info({ noticed: run.noticed.length, erased: run.erased.length, kept: run.kept.length }, "retention ran");
      if (run.noticed.length > 0) wakeMail();
    } catch (error) {
      log.error({ err: error }, "retention failed; it runs again tomorrow");
    }
  };
  const tick = () => {
    running = runOnce().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, DAY_MS);
      timer.unref();
    });
  };
  timer = setTimeout(tick, firstRunAfterMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
