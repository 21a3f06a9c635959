import type { Kysely, Selectable, Transaction } from "kysely";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import { deleteSessionsOfUser } from "../auth/sessions";
import type { Database, UserRole, UserStatus, UsersTable } from "../db/schema";

// The admin's accounts. The password hash leaves this module only through findUserForLogin and
// findPasswordHolder (to be verified); everything else returns AdminUser, which has no hash to leak.

type Db = Kysely<Database> | Transaction<Database>;
type UserRow = Selectable<UsersTable>;

/** What makes two addresses the same account: "Asha@Example.in " and "asha@example.in". */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toAdminUser(row: Omit<UserRow, "password_hash" | "email_normalized">): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const PUBLIC_COLUMNS = ["id", "name", "email", "role", "status", "created_at", "updated_at"] as const;

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  status: UserStatus;
  /** A pending signup waits as a caseworker, the smallest role; its approval chooses the role. */
  role: UserRole;
}

export type CreateUserResult = { kind: "created"; user: AdminUser } | { kind: "email_taken" };

/** SQLite and PostgreSQL name a broken unique constraint differently. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

export async function createUser(db: Db, user: NewUser, now: Date): Promise<CreateUserResult> {
  const emailNormalized = normalizeEmail(user.email);
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("email_normalized", "=", emailNormalized)
    .executeTakeFirst();
  if (existing) return { kind: "email_taken" };
  try {
    const row = await db
      .insertInto("users")
      .values({
        name: user.name,
        email: user.email.trim(),
        email_normalized: emailNormalized,
        password_hash: user.passwordHash,
        role: user.role,
        status: user.status,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
    return { kind: "created", user: toAdminUser(row) };
  } catch (error) {
    // Two signups with one address at the same moment: the constraint decides, not the check above.
    if (isUniqueViolation(error)) return { kind: "email_taken" };
    throw error;
  }
}

export interface LoginCandidate {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  passwordHash: string;
}

export async function findUserForLogin(db: Db, email: string): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "name", "email", "status", "password_hash"])
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, name: row.name, email: row.email, status: row.status, passwordHash: row.password_hash };
}

/** An account by id with its hash, to check a password given for it (changing it, for one). */
export async function findPasswordHolder(db: Db, id: number): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "name", "email", "status", "password_hash"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, name: row.name, email: row.email, status: row.status, passwordHash: row.password_hash };
}

/** A new password's hash. The caller ends the sessions the change must end, in the same transaction. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function findUserById(db: Db, id: number): Promise<AdminUser | undefined> {
  const row = await db.selectFrom("users").select(PUBLIC_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toAdminUser(row) : undefined;
}

/** Newest first. A desk has a handful of admins, so the list is not paged. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom("users")
    .select(PUBLIC_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("desk_second_factors")
            .select("desk_second_factors.user_id")
            .whereRef("desk_second_factors.user_id", "=", "users.id")
            .where("desk_second_factors.enabled_at", "is not", null),
        )
        .as("second_factor_on"),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  // SQLite answers exists() with 1 or 0, PostgreSQL with a boolean.
  return rows.map((row) => ({ ...toAdminUser(row), secondFactorOn: Boolean(row.second_factor_on) }));
}

/** The setup link stays on offer until one exists: pending and disabled accounts reach nothing. */
export async function activeAdminExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type StatusChange =
  | { kind: "changed"; user: AdminUser; previousStatus: UserStatus; previousRole: UserRole }
  | { kind: "unchanged"; user: AdminUser }
  | { kind: "not_found" };

async function setUserStatus(
  db: Db,
  id: number,
  change: { status: UserStatus; role?: UserRole },
  now: Date,
): Promise<StatusChange> {
  const before = await findUserById(db, id);
  if (!before) return { kind: "not_found" };
  const role = change.role ?? before.role;
  if (before.status === change.status && before.role === role) return { kind: "unchanged", user: before };
  const row = await db
    .updateTable("users")
    .set({ status: change.status, role, updated_at: now.toISOString() })
    .where("id", "=", id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
  return { kind: "changed", user: toAdminUser(row), previousStatus: before.status, previousRole: before.role };
}

/** Pending or disabled to active, in the role chosen. */
export async function approveUser(db: Db, id: number, role: UserRole, now: Date): Promise<StatusChange> {
  return setUserStatus(db, id, { status: "active", role }, now);
}

export type Rejection =
  { kind: "rejected"; user: AdminUser } | { kind: "not_pending"; user: AdminUser } | { kind: "not_found" };

/**
 * A pending signup refused: the account is deleted, so the person's name and address are not
 * kept for nothing and they may sign up again. Only a pending account: one that has worked
 * cases is disabled instead, which keeps who did what.
 */
export async function rejectUser(db: Db, id: number): Promise<Rejection> {
  const user = await findUserById(db, id);
  if (!user) return { kind: "not_found" };
  if (user.status !== "pending") return { kind: "not_pending", user };
  await db.deleteFrom("users").where("id", "=", id).where("status", "=", "pending").execute();
  return { kind: "rejected", user };
}

/**
 * Disabled, and signed out everywhere at once; a password reset link made for it stops working
 * too. Pass a transaction so all happen or none.
 */
export async function disableUser(db: Db, id: number, now: Date): Promise<StatusChange> {
  const change = await setUserStatus(db, id, { status: "disabled" }, now);
  if (change.kind !== "not_found") {
    await deleteSessionsOfUser(db, id);
    await db.deleteFrom("password_reset_tokens").where("user_id", "=", id).execute();
  }
  return change;
}
