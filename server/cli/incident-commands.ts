import { createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { recordAudit, referencesKeptApart, type AuditActor } from "../audit/audit-log";
import { createDatabase, databaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { newEvidenceKey } from "../evidence/evidence-crypto";

// What docs/incident-response.md has an operator run in the first hours of a suspected breach:
// sign everyone out, export the audit log as it stands, and make a new evidence key.

export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

const COMMAND_LINE_ACTOR: AuditActor = { id: null, name: "command line", email: "" };

async function withDatabase<T>(io: CommandIo, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const env = loadEnv(io.env);
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, databaseDialect(env));
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Ends every desk session at once, and every password reset link not yet used (a link shown to an
 * admin may be in the hands the incident is about); with --cases, also every victim's signed-in
 * browser (their case links keep working, so no victim is locked out of their case). Recorded in
 * the audit log.
 */
export async function revokeAllSessions(
  db: Kysely<Database>,
  options: { cases: boolean },
  now: Date,
): Promise<{ deskSessions: number; resetLinks: number; caseSessions: number }> {
  return db.transaction().execute(async (trx) => {
    const desk = await trx.deleteFrom("sessions").executeTakeFirst();
    const resetLinks = await trx.deleteFrom("password_reset_tokens").executeTakeFirst();
    const cases = options.cases
      ? await trx.deleteFrom("case_secrets").where("kind", "in", ["session", "device"]).executeTakeFirst()
      : undefined;
    const counts = {
      deskSessions: Number(desk.numDeletedRows),
      resetLinks: Number(resetLinks.numDeletedRows),
      caseSessions: Number(cases?.numDeletedRows ?? 0),
    };
    await recordAudit(trx, { actor: COMMAND_LINE_ACTOR, action: "sessions.revoked_all", detail: counts, now });
    return counts;
  });
}

/** `npm run sessions:revoke-all [-- --cases]` */
export async function revokeAllSessionsCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({ args: argv, strict: true, options: { cases: { type: "boolean", default: false } } });
  const counts = await withDatabase(io, (db) => revokeAllSessions(db, { cases: values.cases }, new Date()));
  io.stdout.write(
    `Signed out ${counts.deskSessions} desk session(s), ended ${counts.resetLinks} password reset link(s)` +
      (values.cases ? ` and ${counts.caseSessions} victim browser(s); their case links still work` : "") +
      ".\n",
  );
  return 0;
}

/** The audit log, oldest first, as JSON lines: one entry a line, its action as recorded, for the incident's file. */
export async function exportAuditLog(db: Kysely<Database>, out: NodeJS.WritableStream): Promise<number> {
  const PAGE = 1000;
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    const withReferencesApart = new Set(
      rows.length === 0
        ? []
        : (
            await db
              .selectFrom("audit_log_references")
              .select("audit_log_id")
              .distinct()
              .where(
                "audit_log_id",
                "in",
                rows.map((row) => row.id),
              )
              .execute()
          ).map((row) => row.audit_log_id),
    );
    for (const row of rows) {
      const detail = JSON.parse(row.detail || "{}") as Record<string, unknown>;
      // An export's references are kept apart (docs/decisions/0044); the file names them in the entry, as before.
      if (withReferencesApart.has(row.id)) detail.references = await referencesKeptApart(db, row.id);
      const line = `${JSON.stringify({
        id: row.id,
        at: row.created_at,
        actorId: row.actor_user_id,
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        detail,
      })}\n`;
      if (!out.write(line)) await once(out, "drain");
      written++;
    }
    if (rows.length < PAGE) return written;
    after = rows.at(-1)!.id;
  }
}

/** `npm run audit:export -- FILE` */
export async function exportAuditLogCommand(argv: string[], io: CommandIo): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  const file = positionals[0];
  if (positionals.length !== 1 || !file) throw new Error("Usage: npm run audit:export -- FILE   (FILE must not exist)");
  if (existsSync(file)) throw new Error(`${file} exists already: an export never overwrites a file.`);
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const written = await withDatabase(io, (db) => exportAuditLog(db, out));
  out.end();
  await once(out, "finish");
  io.stdout.write(`Wrote ${written} audit log entries to ${file}.\n`);
  return 0;
}

/** `npm run evidence:new-key`: a key to put first in EVIDENCE_KEY, with an id that names its day. */
export function newEvidenceKeyCommand(_argv: string[], io: CommandIo): number {
  const id = `k${new Date().toISOString().slice(0, 10).replaceAll("-", "")}`;
  io.stdout.write(
    `${id}:${newEvidenceKey()}\n\nPut it first in EVIDENCE_KEY, before the keys already there (comma-separated), and restart every instance: new files use it, old files keep opening with theirs.\n`,
  );
  return 0;
}
