import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import SqliteDatabase from "better-sqlite3";
import { sqliteFilePath } from "../db/database";

// A consistent copy of the embedded database while the server runs, and its way back
// (docs/deploy.md, "Backups"). VACUUM INTO reads the database in one read transaction, so the copy
// is the database as it stood at one instant, with every commit before it and none after; in WAL
// mode the server goes on writing meanwhile. The evidence key is never in it: the key is in
// EVIDENCE_KEY or in its own file, never in the database.

export class BackupRefusal extends Error {}

/** Owner read and write only, whatever the umask. */
const BACKUP_FILE_MODE = 0o600;

/** Writes a snapshot of DATA_DIR's database to `target`, which must not exist; returns its size in bytes. */
export function backupSqlite(dataDir: string, target: string): number {
  const source = sqliteFilePath(dataDir);
  if (!existsSync(source)) throw new BackupRefusal(`No database at ${source}: check DATA_DIR.`);
  if (existsSync(target)) throw new BackupRefusal(`${target} exists already: a backup never overwrites a file.`);
  // Written under another name and renamed once whole, so a cut-off backup never looks complete.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // A backup holds every victim's story: readable by its owner only (0600), from its first byte.
  // VACUUM INTO writes into an empty file that exists, keeping its mode.
  writeFileSync(partial, "", { mode: BACKUP_FILE_MODE, flag: "wx" });
  chmodSync(partial, BACKUP_FILE_MODE);
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    database.prepare("VACUUM INTO ?").run(partial);
  } finally {
    database.close();
  }
  renameSync(partial, target);
  return statSync(target).size;
}

/**
 * Puts a backup in place as DATA_DIR's database, which must not exist yet, after checking it is
 * a whole SQLite database. The server migrates it when it starts, as it would any older database.
 */
export function restoreSqlite(backup: string, dataDir: string): void {
  const target = sqliteFilePath(dataDir);
  if (!existsSync(backup)) throw new BackupRefusal(`No backup at ${backup}.`);
  if (existsSync(target) || existsSync(`${target}-wal`)) {
    throw new BackupRefusal(`${target} exists: restore only into an empty DATA_DIR, so nothing is overwritten.`);
  }
  const checked = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
  try {
    const result = checked.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new BackupRefusal(`${backup} is damaged: SQLite's integrity check says ${String(result)}.`);
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(
      `${backup} is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    checked.close();
  }
  mkdirSync(dataDir, { recursive: true });
  const partial = `${target}.partial`;
  copyFileSync(backup, partial);
  chmodSync(partial, BACKUP_FILE_MODE);
  renameSync(partial, target);
}
