import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createDatabase, databaseDialect } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { erasureLogPath, readErasureLog, reapplyErasures } from "../ops/erasure-log";
import { linkStopLogPath, readLinkStopLog, reapplyLinkStops } from "../ops/link-stop-log";
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
    `Backed up the database to ${file} (${bytes.toLocaleString("en-IN")} bytes). It holds no evidence key: keep EVIDENCE_KEY elsewhere, and keep ${erasureLogPath(env)} and ${linkStopLogPath(erasureLogPath(env))} with your backups.\n`,
  );
  return 0;
}

/**
 * Erases again what the list names, and stops again the links of the cases listed beside it
 * (ending every case session and remembered phone): after a restore, or on PostgreSQL after
 * pg_restore (docs/decisions/0064).
 */
async function applyErasures(env: ReturnType<typeof loadEnv>, logFile: string, io: CommandIo): Promise<void> {
  const entries = existsSync(logFile) ? await readErasureLog(logFile) : undefined;
  const stopsFile = linkStopLogPath(logFile);
  const stops = existsSync(stopsFile) ? await readLinkStopLog(stopsFile) : [];
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, databaseDialect(env));
    if (entries) {
      const erased = await reapplyErasures(db, entries);
      io.stdout.write(
        `Read ${entries.length} erasure(s) from ${logFile}; erased ${erased.length} submission(s) the restored database still held.\n`,
      );
    } else {
      io.stderr.write(
        `No erasure list at ${logFile}: if erasures were made after this backup, run npm run erasures:apply -- LOG.\n`,
      );
    }
    const { stoppedLinks, endedSessions } = await reapplyLinkStops(db, stops, new Date());
    io.stdout.write(
      `Read ${stops.length} stop(s) of case links from ${stopsFile}; stopped ${stoppedLinks} link(s) again and ended ${endedSessions} case session(s) and remembered phone(s).\n`,
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
  const stopsFile = linkStopLogPath(logFile);
  if (existsSync(logFile)) await readErasureLog(logFile);
  // A folder with only the list of stopped links is a folder of lists where nobody was erased yet.
  else if (values.erasures && !existsSync(stopsFile)) throw new BackupRefusal(`No erasure list at ${logFile}.`);
  if (existsSync(stopsFile)) await readLinkStopLog(stopsFile);
  restoreSqlite(positionals[0]!, env.DATA_DIR);
  io.stdout.write(`Restored ${positionals[0]} into ${env.DATA_DIR}.\n`);
  await applyErasures(env, logFile, io);
  return 0;
}

/** `npm run erasures:apply -- LOG`: the erasures since a backup, on SQLite or PostgreSQL. */
export async function applyErasuresCommand(argv: string[], io: CommandIo): Promise<number> {
  const env = loadEnv(io.env);
  await applyErasures(env, oneFile(argv, "Usage: npm run erasures:apply -- LOG"), io);
  return 0;
}
