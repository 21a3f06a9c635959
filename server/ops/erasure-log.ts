import { join } from "node:path";
import type { Kysely } from "kysely";
import { eraseSubmission } from "../admin/casework-store";
import type { AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { appendReference, readReferenceLog } from "./reference-log";

// The references of erased submissions, one line each, outside the database: a backup taken
// before an erasure still holds the person, so a restore reads this list and erases them again
// (docs/deploy.md, "Backups"). A line holds the time and the reference, no personal data.

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
  await appendReference(path, reference, now);
}

/** The list as written; a line that is not "<ISO time> <reference>" stops it, with its number. */
export async function readErasureLog(path: string): Promise<ErasureLogEntry[]> {
  return (await readReferenceLog(path)).map(({ at, reference }) => ({ erasedAt: at, reference }));
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
