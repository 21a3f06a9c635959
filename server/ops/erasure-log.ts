import { appendFile, open, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { eraseSubmission } from "../admin/casework-store";
import type { AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";

// The references of erased submissions, one line each, outside the database: a backup taken
// before an erasure still holds the person, so a restore reads this list and erases them again
// (docs/deploy.md, "Backups"). A line holds the time and the reference, no personal data.

const REFERENCE = /^CH-[0-9A-Z]{6}$/;

export interface ErasureLogEntry {
  erasedAt: Date;
  reference: string;
}

/** Where the list is kept: ERASURE_LOG, by default beside the database in DATA_DIR. */
export function erasureLogPath(env: { DATA_DIR: string; ERASURE_LOG?: string | undefined }): string {
  return env.ERASURE_LOG ?? join(env.DATA_DIR, "erasures.log");
}

/**
 * Adds a reference to the list, on disk before it returns. Called before the erasure itself: if
 * the erasure then fails, a restore erases a case the desk asked to erase, the safe way round.
 */
export async function recordErasure(path: string, reference: string, now: Date): Promise<void> {
  if (!REFERENCE.test(reference)) throw new Error(`Not a reference: ${JSON.stringify(reference)}`);
  await appendFile(path, `${now.toISOString()} ${reference}\n`, { mode: 0o600 });
  const file = await open(path, "r+");
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}

/** The list as written; a line that is not "<ISO time> <reference>" stops it, with its number. */
export async function readErasureLog(path: string): Promise<ErasureLogEntry[]> {
  const text = await readFile(path, "utf8");
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    const [time, reference, ...rest] = line.trim().split(" ");
    const erasedAt = new Date(time ?? "");
    if (rest.length > 0 || !reference || !REFERENCE.test(reference) || Number.isNaN(erasedAt.getTime())) {
      throw new Error(`${path}, line ${index + 1}: expected "<ISO time> <reference>", found ${JSON.stringify(line)}`);
    }
    return [{ erasedAt, reference }];
  });
}

/** Who erases again after a restore, in the audit log. */
const RESTORE_ACTOR: AuditActor = { id: null, name: "Restore", email: "" };

/** Erases again every listed reference still in the database; returns the ones it erased. */
export async function reapplyErasures(db: Kysely<Database>, entries: readonly ErasureLogEntry[]): Promise<string[]> {
  const erased: string[] = [];
  for (const reference of new Set(entries.map((entry) => entry.reference))) {
    if (await eraseSubmission(db, reference, RESTORE_ACTOR, new Date())) erased.push(reference);
  }
  return erased;
}
