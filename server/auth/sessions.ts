import type { Kysely, Transaction } from "kysely";
import { sessionPolicy } from "~/shared/constants";
import type { Database, UserRole, UserStatus } from "../db/schema";
import { hashToken, newOpaqueToken } from "./tokens";

// Server-side sessions: a row per signed-in browser or API client, found by the hash of its
// token, ended by idle time, by its absolute lifetime, by logout or by disabling the account.

type Db = Kysely<Database> | Transaction<Database>;

/** The account behind a session; never the password hash. */
export interface SessionAccount {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
}

export type SessionLookup =
  | { kind: "signed_in"; account: SessionAccount }
  /** Unknown, idle too long, past its absolute lifetime, or ended. */
  | { kind: "expired" };

function addMs(time: Date, ms: number): string {
  return new Date(time.getTime() + ms).toISOString();
}

/** Opens a session and returns its token, the only time the token exists outside the client. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: addMs(now, sessionPolicy.absoluteLifetimeMs),
    })
    .execute();
  return token;
}

/**
 * The session a token belongs to, if it is still alive. Marks it as seen (at most once per
 * sessionPolicy.touchIntervalMs, so reading pages is not a write every time); an expired row
 * is removed on the way.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.last_seen_at",
      "sessions.expires_at",
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.status",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return { kind: "expired" };

  const nowMs = now.getTime();
  const lastSeenMs = Date.parse(row.last_seen_at);
  const idleExpired = nowMs >= lastSeenMs + sessionPolicy.idleTimeoutMs;
  const absolutelyExpired = nowMs >= Date.parse(row.expires_at);
  if (idleExpired || absolutelyExpired) {
    await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    return { kind: "expired" };
  }

  if (nowMs - lastSeenMs >= sessionPolicy.touchIntervalMs) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  const { id, name, email, role, status } = row;
  return { kind: "signed_in", account: { id, name, email, role, status } };
}

export async function deleteSession(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Every session of the account but the one this token opened (a password change keeps its
 * own). Answers how many ended.
 */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keptToken: string): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("token_hash", "!=", hashToken(keptToken))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows past either expiry; called now and then (at login) so the table does not grow forever. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", new Date(now.getTime() - sessionPolicy.idleTimeoutMs).toISOString()),
      ]),
    )
    .execute();
}
