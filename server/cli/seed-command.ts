import type { FastifyBaseLogger } from "fastify";
import { indiaDateTimeLocal } from "~/shared/india-time";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import { changeSubmissionStatus, insertSubmissionNote } from "../admin/casework-store";
import type { Clock } from "../clock";
import { createDatabase, databaseDialect } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { loadServerKeys } from "../keys/server-keys";
import { createMailService } from "../mail/mail-service";
import { createSubmissionAcceptor } from "../submissions/accept-submission";
import { SEED_CASES, type SeedCase } from "./seed-cases";

// npm run seed: fills an empty development database with the cases of seed-cases.ts, so a newcomer
// opens a desk with work in it. Each case goes through the same acceptor as a visitor's form
// (schema, store, first transaction, mails queued in the outbox, case link minted), at the time it
// was "sent", so every row is one the server could have made. It never runs in production, and
// never on a database that holds a case: it adds to nothing.

export interface SeedIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

/** Who the audit log names for the statuses and notes the seed sets. */
const SEED_ACTOR: AuditActor = { id: null, name: "seed command", email: "" };

/** The seed runs no server: what the acceptor and the mail service would log is not wanted. */
const quietLog: FastifyBaseLogger = {
  level: "silent",
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quietLog,
};

/** Runs the command; resolves to the process's exit code. */
export async function seedDevelopmentDatabase(io: SeedIo, cases: readonly SeedCase[] = SEED_CASES): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  if (io.env.NODE_ENV === "production")
    return fail("Not seeded: NODE_ENV is production. The seed's made-up cases are for a development database only.");

  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv(io.env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }

  const db = createDatabase(env);
  try {
    await migrateToLatest(db, databaseDialect(env));
    const existing = await db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(existing.count) > 0) {
      return fail(
        `Not seeded: the database already holds ${existing.count} case(s). The seed fills an empty development database only.`,
      );
    }

    // One clock for everything the seed does, set to each case's moment in turn.
    let current = new Date();
    const clock: Clock = { now: () => current };
    const mail = createMailService({ db, env, log: quietLog, clock });
    const serverKeys = loadServerKeys(env, { warn: (message) => io.stderr.write(`${message}\n`) });
    const acceptSubmission = createSubmissionAcceptor({ db, mail, serverKeys, clock });

    const seedTime = Date.now();
    // Oldest first, so references and ids follow time as they would on a live desk.
    const inOrder = [...cases].sort((a, b) => b.sentMinutesAgo - a.sentMinutesAgo);
    for (const seed of inOrder) {
      const sentAt = new Date(seedTime - seed.sentMinutesAgo * 60_000);
      current = sentAt;
      const answer = await acceptSubmission({
        kind: seed.kind,
        body: { ...seed.body, ...incidentFields(seed, sentAt) },
        idempotencyKey: undefined,
        scope: "seed",
        channel: "form_answer",
        log: quietLog,
      });
      if (answer.body.status !== "success") {
        throw new Error(`The case of ${String(seed.body.name)} was refused: ${JSON.stringify(answer.body)}`);
      }
      const { reference } = answer.body;
      // The desk's work a little after the case arrived, never later than now.
      const worked = new Date(Math.min(sentAt.getTime() + 40 * 60_000, seedTime));
      if (seed.status && seed.status !== "new") {
        await changeSubmissionStatus(db, reference, seed.status, SEED_ACTOR, worked);
      }
      if (seed.note) await addNote(db, reference, seed.note, worked);
    }

    const counts = countBy(inOrder, (seed) => seed.kind);
    io.stdout.write(
      `Seeded ${inOrder.length} cases (${counts.help_request ?? 0} help requests, ${counts.contact_message ?? 0} contact messages, ` +
        `${counts.post_query ?? 0} post queries) with their mails waiting in the outbox.\n` +
        "Start the server with `npm start`, create the first desk account from the link it logs (or `npm run admin:create`), and open the Inbox.\n",
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

/** A help request's date and time on India's clock, as the form's fields take them. */
function incidentFields(seed: SeedCase, sentAt: Date): Record<string, string | boolean> {
  if (seed.kind !== "help_request" || seed.incidentMinutesBefore === undefined) return {};
  const [date = "", time = ""] = indiaDateTimeLocal(
    new Date(sentAt.getTime() - seed.incidentMinutesBefore * 60_000),
  ).split("T");
  return seed.incidentTimeUnknown
    ? { incidentDate: date, incidentTime: "", incidentTimeUnknown: true }
    : { incidentDate: date, incidentTime: time };
}

async function addNote(
  db: ReturnType<typeof createDatabase>,
  reference: string,
  body: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const note = await insertSubmissionNote(trx, id, body, SEED_ACTOR, now);
    await recordAudit(trx, {
      actor: SEED_ACTOR,
      action: "submission.note_added",
      targetType: "submission",
      targetId: reference,
      detail: { noteId: note.id },
      now,
    });
  });
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
