import type { Kysely, Migration } from "kysely";

// The first hours (docs/decisions/0059): the inbox leads with an unanswered threat, then money
// lost in the last 72 hours, before the legal dates. Each case stores the answer to the help
// form's new question "Are you being threatened right now?", its tier (1 a threat, 2 money lost
// lately, null otherwise or once the desk has answered) and its rank inside the tier, which sorts
// as text. Two partial indexes hold the few tiered cases in the order the inbox reads them, for
// everyone and for one member's cases.
//
// The cases already open and unanswered whose money was lost in the last 72 hours are given
// their tier here. A snapshot like every migration: the rule and its numbers are spelled out,
// whatever the code says later. Nobody has answered the new question yet, so no case is a threat.

const RECENT_LOSS_MS = 72 * 60 * 60 * 1000;
const RANKED_AMOUNT_CAP = 1_000_000;
const HOUR_MS = 60 * 60 * 1000;
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;
const BATCH = 500;

function rankOfRecentLoss(lostAt: Date, amountLost: number | null): string {
  const hour = new Date(Math.floor((lostAt.getTime() + INDIA_OFFSET_MS) / HOUR_MS) * HOUR_MS - INDIA_OFFSET_MS);
  const amount = Math.min(Math.max(0, amountLost ?? 0), RANKED_AMOUNT_CAP);
  return `${hour.toISOString()}|${String(amount).padStart(7, "0")}`;
}

interface LossRow {
  id: number;
  incident_at: string;
  payment_approval: string;
  amount_lost: number | string | null;
}

/** `now` is the moment the migration runs; a test gives its own. */
export function addFirstHoursToSubmissions(now: () => Date = () => new Date()): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("submissions")
        .addColumn("threatened_now", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("submissions").addColumn("first_hours_tier", "integer").execute();
      await db.schema.alterTable("submissions").addColumn("first_hours_rank", "text").execute();
      await db.schema
        .createIndex("submissions_inbox_first_hours_index")
        .on("submissions")
        .columns(["status", "waiting_for_victim", "first_hours_tier", "first_hours_rank", "id"])
        .where("first_hours_tier", "is not", null)
        .execute();
      await db.schema
        .createIndex("submissions_inbox_mine_first_hours_index")
        .on("submissions")
        .columns(["assigned_to", "status", "waiting_for_victim", "first_hours_tier", "first_hours_rank", "id"])
        .where((eb) => eb.and([eb("assigned_to", "is not", null), eb("first_hours_tier", "is not", null)]))
        .execute();

      const since = new Date(now().getTime() - RECENT_LOSS_MS).toISOString();
      let after = 0;
      for (;;) {
        const rows: LossRow[] = await db
          .selectFrom("submissions")
          .select(["id", "incident_at", "payment_approval", "amount_lost"])
          .where("id", ">", after)
          .where("status", "in", ["new", "in_progress"])
          .where("first_response_at", "is", null)
          .where("incident_at", ">=", since)
          .where((eb) =>
            eb.or([
              eb("payment_approval", "in", ["paid_myself", "taken_without_approval", "not_sure"]),
              eb.and([eb("payment_approval", "=", ""), eb("amount_lost", ">", 0)]),
            ]),
          )
          .orderBy("id")
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          const amount = row.amount_lost === null ? null : Number(row.amount_lost);
          await db
            .updateTable("submissions")
            .set({ first_hours_tier: 2, first_hours_rank: rankOfRecentLoss(new Date(row.incident_at), amount) })
            .where("id", "=", row.id)
            .execute();
        }
        after = rows[rows.length - 1]!.id;
      }
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("submissions_inbox_mine_first_hours_index").execute();
      await db.schema.dropIndex("submissions_inbox_first_hours_index").execute();
      for (const column of ["first_hours_rank", "first_hours_tier", "threatened_now"]) {
        await db.schema.alterTable("submissions").dropColumn(column).execute();
      }
    },
  };
}
