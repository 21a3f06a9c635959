import SqliteDatabase from "better-sqlite3";
import { sqliteFilePath } from "~/server/db/database";

// Gives the benchmark's table the inbox's shape: about 5% of all submissions are open help
// requests about money taken without approval in the last six days, so a deadline runs on each
// (some missed in the last day); a third of the cases in progress wait for the victim. The
// deadlines themselves are then computed by the server's own code, as after a change of rules.

const SHARE_WITH_DEADLINE = 0.05;
const INCIDENT_WITHIN_MS = 6 * 24 * 60 * 60 * 1000;

/** A number in [0, 1) from an id, the same on every run: the table is filled from a seed too. */
function spread(id: number, salt: number): number {
  return (Math.imul(id ^ salt, 2_654_435_761) >>> 0) / 4_294_967_296;
}

export function shapeInboxCases(dataDir: string, now: Date): { withFacts: number; waiting: number } {
  const database = new SqliteDatabase(sqliteFilePath(dataDir));
  database.pragma("synchronous = OFF");
  try {
    const total = database.prepare("select count(*) from submissions").pluck().get() as number;
    const candidates = database
      .prepare("select id from submissions where kind = 'help_request' and status in ('new', 'in_progress')")
      .pluck()
      .all() as number[];
    const share = Math.min(1, (total * SHARE_WITH_DEADLINE) / Math.max(1, candidates.length));
    const giveFacts = database.prepare(
      `update submissions set incident_at = ?, payment_approval = 'taken_without_approval', paid_from = 'bank_account'
       where id = ?`,
    );
    let withFacts = 0;
    database.transaction(() => {
      for (const id of candidates) {
        if (spread(id, 1) >= share) continue;
        const incidentAt = new Date(now.getTime() - Math.floor(spread(id, 2) * INCIDENT_WITHIN_MS));
        giveFacts.run(incidentAt.toISOString(), id);
        withFacts++;
      }
    })();
    const waiting = database
      .prepare("update submissions set waiting_for_victim = 1 where status = 'in_progress' and id % 3 = 0")
      .run().changes;
    return { withFacts, waiting };
  } finally {
    database.close();
  }
}
