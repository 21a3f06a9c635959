import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { appendReference, readReferenceLog, type ReferenceLogEntry } from "./reference-log";

// The cases whose every link was stopped (by the person: "Stop every link" or "This wasn't me";
// by the desk), one "<ISO time> <reference>" line each, kept beside the erasure list and outside
// the database (docs/decisions/0064). A backup taken before a stop still holds the stopped links
// as live: a restore reads this list and stops them again, and ends every case session and
// remembered phone, whose single revocations (a phone forgotten, a browser closed) are not listed.

/** Beside the erasure list, so that the one place an operator keeps with the backups holds both. */
export function linkStopLogPath(erasureLog: string): string {
  return join(dirname(erasureLog), "case-link-stops.log");
}

/** Adds a case to the list, on disk before it returns: called before the stop itself. */
export async function recordLinkStop(path: string, reference: string, now: Date): Promise<void> {
  await appendReference(path, reference, now);
}

export async function readLinkStopLog(path: string): Promise<ReferenceLogEntry[]> {
  return readReferenceLog(path);
}

/**
 * After a restore: stops again every listed case's secrets made up to its stop (a link mailed
 * after it stays live), and ends every case session and remembered phone. Returns how many
 * secrets it ended of each.
 */
export async function reapplyLinkStops(
  db: Kysely<Database>,
  entries: readonly ReferenceLogEntry[],
  now: Date,
): Promise<{ stoppedLinks: number; endedSessions: number }> {
  return db.transaction().execute(async (trx) => {
    let stoppedLinks = 0;
    for (const { at, reference } of entries) {
      const result = await trx
        .updateTable("case_secrets")
        .set({ revoked_at: now.toISOString() })
        .where("submission_id", "in", trx.selectFrom("submissions").select("id").where("reference", "=", reference))
        .where("created_at", "<=", at.toISOString())
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      stoppedLinks += Number(result.numUpdatedRows);
    }
    const sessions = await trx
      .updateTable("case_secrets")
      .set({ revoked_at: now.toISOString() })
      .where("kind", "in", ["session", "device"])
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return { stoppedLinks, endedSessions: Number(sessions.numUpdatedRows) };
  });
}
