import type { Kysely } from "kysely";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import type { DeskActor } from "./second-factor-store";

// The site's setting "every desk account needs a second factor" (docs/decisions/0072), off by
// default. It lives in app_settings, beside the server's other small facts, so every instance
// reads the same value; an admin changes it in the Users view.

const SECOND_FACTOR_REQUIRED_KEY = "second_factor_required";

export async function isSecondFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", SECOND_FACTOR_REQUIRED_KEY)
    .executeTakeFirst();
  return row?.value === "on";
}

/** Turns the requirement on or off; recorded only when it changes. */
export async function setSecondFactorRequired(
  db: Kysely<Database>,
  admin: DeskActor,
  required: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", SECOND_FACTOR_REQUIRED_KEY)
      .executeTakeFirst();
    if ((before?.value === "on") === required) return;
    const values = { value: required ? "on" : "off", updated_at: now.toISOString() };
    await trx
      .insertInto("app_settings")
      .values({ key: SECOND_FACTOR_REQUIRED_KEY, ...values })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
      .execute();
    await recordAudit(trx, { actor: admin, action: "settings.second_factor_required", detail: { required }, now });
  });
}
