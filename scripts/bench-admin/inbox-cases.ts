import SqliteDatabase from "better-sqlite3";
import { sqliteFilePath } from "~/server/db/database";
import { firstHoursPlace, RECENT_LOSS_MS } from "~/server/cases/first-hours";

// Gives the benchmark's table the inbox's shape: about 5% of all submissions are open help
// requests about money lost in the last 72 hours (docs/decisions/0059), half taken without
// approval (so a deadline runs on each), the rest paid by the person or "not sure", with amounts
// up to ₹20 lakh; one in fifty of them says a threat is happening now. A third of the cases in
// progress wait for the victim. Their first hours' tiers are given by the server's own code, and
// the deadlines are then computed by it too, as after a change of rules.

const SHARE_WITH_DEADLINE = 0.05;
const INCIDENT_WITHIN_MS = RECENT_LOSS_MS;
const APPROVALS = ["taken_without_approval", "taken_without_approval", "paid_myself", "not_sure"] as const;

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
      `update submissions set incident_at = ?, payment_approval = ?, paid_from = 'bank_account', amount_lost = ?,
         threatened_now = ?, first_hours_tier = ?, first_hours_rank = ?
       where id = ?`,
    );
    let withFacts = 0;
    database.transaction(() => {
      for (const id of candidates) {
        if (spread(id, 1) >= share) continue;
        const incidentAt = new Date(now.getTime() - Math.floor(spread(id, 2) * INCIDENT_WITHIN_MS));
        const paymentApproval = APPROVALS[Math.floor(spread(id, 3) * APPROVALS.length)]!;
        const amountLost = 500 + Math.floor(spread(id, 4) * 20_00_000);
        const threatenedNow = spread(id, 5) < 0.02;
        const place = firstHoursPlace(
          { threatenedNow, incidentAt: incidentAt.toISOString(), paymentApproval, amountLost },
          now,
        );
        giveFacts.run(
          incidentAt.toISOString(),
          paymentApproval,
          amountLost,
          threatenedNow ? 1 : 0,
          place?.tier ?? null,
          place?.rank ?? null,
          id,
        );
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
