import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import {
  looksLikeTotpCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizedCode,
  qrCodeSvg,
  totpAddress,
} from "./totp";

// Where a desk account's second factor is kept (migration 0038, docs/decisions/0072): its TOTP
// secret sealed with the server key and bound to the account, so neither a copy of the database
// nor a row moved to another account makes a code; its recovery codes as HMACs under the server
// key, so a copy of the database cannot search for them either. The secret and the codes are
// never logged and leave the server only once, to their owner, when made.

type Db = Kysely<Database> | Transaction<Database>;

const boundTo = (userId: number) => `user:${userId}`;

/** The desk member acting, as the audit log records them. */
export interface DeskActor {
  id: number;
  name: string;
  email: string;
}

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const row = await db
    .selectFrom("desk_second_factors")
    .select("enabled_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const enabled = row !== undefined && row.enabled_at !== null;
  if (!enabled) return { enabled, recoveryCodesLeft: 0 };
  const { left } = await db
    .selectFrom("desk_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("left"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { enabled, recoveryCodesLeft: Number(left) };
}

/** Whether the account signs in with a code after its password. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("desk_second_factors")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

export type SetupStart =
  { kind: "already_on" } | { kind: "started"; secret: string; address: string; qrCodeSvg: string };

/**
 * A new secret for the account, waiting for its first code: a setup begun again (a QR code
 * scanned on the wrong phone) replaces the one before. Nothing changes for signing in until
 * the code confirms it.
 */
export async function beginSecondFactorSetup(
  db: Kysely<Database>,
  keys: ServerKeys,
  account: { id: number; email: string },
  now: Date,
): Promise<SetupStart> {
  const secret = newTotpSecret();
  const started = await db.transaction().execute(async (trx) => {
    if (await hasSecondFactor(trx, account.id)) return false;
    await trx.deleteFrom("desk_second_factors").where("user_id", "=", account.id).execute();
    await trx
      .insertInto("desk_second_factors")
      .values({
        user_id: account.id,
        secret_sealed: keys.seal("secondFactor", secret, boundTo(account.id)),
        enabled_at: null,
        last_used_step: null,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
  if (!started) return { kind: "already_on" };
  const address = totpAddress(secret, account.email);
  return { kind: "started", secret, address, qrCodeSvg: await qrCodeSvg(address) };
}

async function storeRecoveryCodes(trx: Db, keys: ServerKeys, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await trx.deleteFrom("desk_recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("desk_recovery_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_mac: keys.mac("recoveryCode", normalizedCode(code)).mac,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

export type SetupConfirmation =
  { kind: "no_setup" } | { kind: "already_on" } | { kind: "wrong_code" } | { kind: "enabled"; recoveryCodes: string[] };

/** The first code from the app turns the second factor on, and the recovery codes are made. */
export async function confirmSecondFactorSetup(
  db: Kysely<Database>,
  keys: ServerKeys,
  actor: DeskActor,
  code: string,
  now: Date,
): Promise<SetupConfirmation> {
  const row = await db
    .selectFrom("desk_second_factors")
    .select(["secret_sealed", "enabled_at"])
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
  if (!row) return { kind: "no_setup" };
  if (row.enabled_at !== null) return { kind: "already_on" };
  const secret = keys.open("secondFactor", row.secret_sealed, boundTo(actor.id));
  const step = secret === undefined ? undefined : matchTotpStep(secret, code, now, null);
  if (step === undefined) return { kind: "wrong_code" };
  return db.transaction().execute(async (trx) => {
    // Claimed only while still waiting: of two confirmations at once, one turns it on.
    const turnedOn = await trx
      .updateTable("desk_second_factors")
      .set({ enabled_at: now.toISOString(), last_used_step: step })
      .where("user_id", "=", actor.id)
      .where("enabled_at", "is", null)
      .where("secret_sealed", "=", row.secret_sealed)
      .executeTakeFirst();
    if (Number(turnedOn.numUpdatedRows) !== 1) return { kind: "already_on" } as const;
    const recoveryCodes = await storeRecoveryCodes(trx, keys, actor.id, now);
    await recordAudit(trx, {
      actor,
      action: "user.second_factor_enabled",
      targetType: "user",
      targetId: String(actor.id),
      now,
    });
    return { kind: "enabled", recoveryCodes } as const;
  });
}

export type SecondCodeCheck = { ok: true; by: "totp" | "recovery_code" } | { ok: false };

/**
 * A code from the app, or a recovery code in its place, for an account whose second factor is
 * on. Each is good once: the app's code claims its step (a later code must be of a later step),
 * a recovery code is deleted as it is used, and of two requests at once only one can win either.
 */
export async function checkSecondCode(
  db: Kysely<Database>,
  keys: ServerKeys,
  account: DeskActor,
  code: string,
  now: Date,
): Promise<SecondCodeCheck> {
  const row = await db
    .selectFrom("desk_second_factors")
    .select(["secret_sealed", "last_used_step"])
    .where("user_id", "=", account.id)
    .where("enabled_at", "is not", null)
    .executeTakeFirst();
  if (!row) return { ok: false };

  if (looksLikeTotpCode(code)) {
    const secret = keys.open("secondFactor", row.secret_sealed, boundTo(account.id));
    const step = secret === undefined ? undefined : matchTotpStep(secret, code, now, row.last_used_step);
    if (step === undefined) return { ok: false };
    const claimed = await db
      .updateTable("desk_second_factors")
      .set({ last_used_step: step })
      .where("user_id", "=", account.id)
      .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? { ok: true, by: "totp" } : { ok: false };
  }

  const typed = normalizedCode(code);
  if (typed === "") return { ok: false };
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom("desk_recovery_codes")
      .where("user_id", "=", account.id)
      .where("code_mac", "in", keys.macsUnderEveryKey("recoveryCode", typed))
      .executeTakeFirst();
    if (Number(used.numDeletedRows) === 0) return { ok: false } as const;
    const { recoveryCodesLeft } = await secondFactorStatus(trx, account.id);
    await recordAudit(trx, {
      actor: account,
      action: "user.recovery_code_used",
      targetType: "user",
      targetId: String(account.id),
      detail: { recoveryCodesLeft },
      now,
    });
    return { ok: true, by: "recovery_code" } as const;
  });
}

/** New recovery codes in place of the old ones, which stop working. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  keys: ServerKeys,
  actor: DeskActor,
  now: Date,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const codes = await storeRecoveryCodes(trx, keys, actor.id, now);
    await recordAudit(trx, {
      actor,
      action: "user.recovery_codes_made",
      targetType: "user",
      targetId: String(actor.id),
      now,
    });
    return codes;
  });
}

/**
 * The account's second factor and recovery codes removed: by its owner (with password and code)
 * or by an admin, for a member who lost their phone and their codes. Returns whether one was on.
 */
export async function removeSecondFactor(
  db: Kysely<Database>,
  actor: DeskActor,
  userId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const wasOn = await hasSecondFactor(trx, userId);
    await trx.deleteFrom("desk_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("desk_second_factors").where("user_id", "=", userId).execute();
    if (!wasOn) return false;
    await recordAudit(trx, {
      actor,
      action: actor.id === userId ? "user.second_factor_disabled" : "user.second_factor_cleared",
      targetType: "user",
      targetId: String(userId),
      now,
    });
    return true;
  });
}
