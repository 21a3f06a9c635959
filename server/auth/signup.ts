import type { Kysely } from "kysely";
import type { AdminUser } from "../../shared/schemas/admin";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { createUser } from "../users/user-store";
import { addressKey, reserveAttempt } from "./login-throttle";
import type { PasswordHasher } from "./passwords";
import { consumeSetupToken } from "./setup-token";

// Signup never grants access by itself: with the one-time setup token it makes the first admin,
// otherwise a pending account an admin must approve. See docs/decisions/0005.

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
  setupToken?: string;
  address: string;
}

export type SignupOutcome =
  | { kind: "first_admin_created"; user: AdminUser }
  | { kind: "pending_created"; user: AdminUser }
  | { kind: "setup_token_invalid" }
  | { kind: "email_taken" }
  | { kind: "throttled"; retryAfterSeconds: number };

/** Thrown inside the transaction to undo it; never leaves this module. */
class SetupTokenInvalid extends Error {}

export async function signUp(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  request: SignupRequest,
  now: Date,
): Promise<SignupOutcome> {
  const { setupToken } = request;
  if (setupToken !== undefined) {
    const passwordHash = await hasher.hashPassword(request.password);
    try {
      const user = await db.transaction().execute(async (trx) => {
        if (!(await consumeSetupToken(trx, setupToken))) throw new SetupTokenInvalid();
        const created = await createUser(
          trx,
          { name: request.name, email: request.email, passwordHash, status: "active" },
          now,
        );
        // No account exists while a setup token does, so the address cannot be taken.
        if (created.kind !== "created") throw new SetupTokenInvalid();
        await recordAudit(trx, {
          actor: created.user,
          action: "auth.first_admin_created",
          targetType: "user",
          targetId: String(created.user.id),
          now,
        });
        return created.user;
      });
      return { kind: "first_admin_created", user };
    } catch (error) {
      if (error instanceof SetupTokenInvalid) return { kind: "setup_token_invalid" };
      throw error;
    }
  }

  // "This e-mail is taken" tells whether an account exists, so signups spend the address's
  // login budget: probing addresses is as slow as guessing passwords.
  const throttle = await reserveAttempt(db, [addressKey(request.address)], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  const passwordHash = await hasher.hashPassword(request.password);
  const created = await createUser(
    db,
    { name: request.name, email: request.email, passwordHash, status: "pending" },
    now,
  );
  if (created.kind === "email_taken") return { kind: "email_taken" };
  return { kind: "pending_created", user: created.user };
}
