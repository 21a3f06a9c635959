import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createDatabase, databaseDialect } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { erasureLogPath, readErasureLog, reapplyErasures } from "../ops/erasure-log";
import { BackupRefusal, backupSqlite, restoreSqlite } from "../ops/sqlite-backup";

// npm run backup -- FILE, npm run restore -- FILE [--erasures LOG] and npm run erasures:apply -- LOG
// (docs/deploy.md, "Backups"), on the database the server uses (DATA_DIR / DATABASE_URL).

export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

const POSTGRES =
  'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/deploy.md, "Backups"), then run npm run erasures:apply.';

function oneFile(argv: string[], usage: string): string {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new BackupRefusal(usage);
  return positionals[0]!;
}

/** `npm run backup -- FILE`: a snapshot of the embedded database, taken while the server runs. */
export function backupCommand(argv: string[], io: CommandIo): number {
  const env = loadEnv(io.env);
  if (databaseDialect(env) === "postgres") throw new BackupRefusal(POSTGRES);
  const file = oneFile(argv, "Usage: npm run backup -- FILE   (FILE must not exist)");
  const bytes = backupSqlite(env.DATA_DIR, file);
  io.stdout.write(
    `Backed up the database to ${file} (${bytes.toLocaleString("en-IN")} bytes). It holds no evidence key: keep EVIDENCE_KEY elsewhere, and keep ${erasureLogPath(env)} with your backups.\n`,
  );
  return 0;
}

/** Erases again what the list names: after a restore, or on PostgreSQL after pg_restore. */
async function applyErasures(env: ReturnType<typeof loadEnv>, logFile: string, io: CommandIo): Promise<void> {
  const entries = await readErasureLog(logFile);
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, databaseDialect(env));
    const erased = await reapplyErasures(db, entries);
    io.stdout.write(
      `Read ${entries.length} erasure(s) from ${logFile}; erased ${erased.length} submission(s) the restored database still held.\n`,
    );
  } finally {
    await db.destroy();
  }
}

/** `npm run restore -- FILE [--erasures LOG]`: a backup into an empty DATA_DIR, then the erasures made since. */
export async function restoreCommand(argv: string[], io: CommandIo): Promise<number> {
  const env = loadEnv(io.env);
  if (databaseDialect(env) === "postgres") throw new BackupRefusal(POSTGRES);
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { erasures: { type: "string" } },
  });
  if (positionals.length !== 1) throw new BackupRefusal("Usage: npm run restore -- FILE [--erasures LOG]");
  const logFile = values.erasures ?? erasureLogPath(env);
  // Read before anything is written, so that a bad list stops the restore with nothing done.
  if (existsSync(logFile)) await readErasureLog(logFile);
  else if (values.erasures) throw new BackupRefusal(`No erasure list at ${logFile}.`);
  restoreSqlite(positionals[0]!, env.DATA_DIR);
  io.stdout.write(`Restored ${positionals[0]} into ${env.DATA_DIR}.\n`);
  if (existsSync(logFile)) await applyErasures(env, logFile, io);
  else
    io.stderr.write(
      `No erasure list at ${logFile}: if erasures were made after this backup, run npm run erasures:apply -- LOG.\n`,
    );
  return 0;
}

/** `npm run erasures:apply -- LOG`: the erasures since a backup, on SQLite or PostgreSQL. */
export async function applyErasuresCommand(argv: string[], io: CommandIo): Promise<number> {
  const env = loadEnv(io.env);
  await applyErasures(env, oneFile(argv, "Usage: npm run erasures:apply -- LOG"), io);
  return 0;
}
