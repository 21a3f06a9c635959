import type { Kysely } from "kysely";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { createUser } from "../users/user-store";
import { addressKey, reserveAttempt } from "./login-throttle";
import { judgeNewPassword } from "./password-strength";
import type { PasswordHasher } from "./passwords";
import { consumeSetupToken, isSetupTokenValid } from "./setup-token";

// Signup never grants access by itself: with the one-time setup token it makes the first admin,
// otherwise a pending account an admin must approve. See docs/decisions/0005. A password that
// is easy to guess is refused first, before anything is counted or stored (decision 0057).

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
  | { kind: "weak_password"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number };

/** Thrown inside the transaction to undo it; never leaves this module. */
class SetupRefused extends Error {
  constructor(readonly outcome: Extract<SignupOutcome, { kind: "setup_token_invalid" | "email_taken" }>) {
    super(outcome.kind);
  }
}

export async function signUp(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  request: SignupRequest,
  now: Date,
): Promise<SignupOutcome> {
  // Checked before the throttle: the answer says nothing about any account, so there is nothing
  // to probe, and a person trying a few passwords does not spend the office's login allowance.
  const verdict = await judgeNewPassword(request.password, request);
  if (!verdict.ok) return { kind: "weak_password", message: verdict.message };

  // Every signup spends the address's login budget before any hashing. Without a token: "this
  // e-mail is taken" tells whether an account exists, so probing addresses is as slow as guessing
  // passwords. With one: guessing setup tokens is as slow too.
  const throttle = await reserveAttempt(db, [addressKey(request.address)], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  if (request.setupToken !== undefined)
    return createFirstAdmin(db, hasher, { ...request, setupToken: request.setupToken }, now);

  const passwordHash = await hasher.hashPassword(request.password);
  const created = await createUser(
    db,
    { name: request.name, email: request.email, passwordHash, status: "pending", role: "caseworker" },
    now,
  );
  if (created.kind === "email_taken") return { kind: "email_taken" };
  return { kind: "pending_created", user: created.user };
}

async function createFirstAdmin(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  request: SignupRequest & { setupToken: string },
  now: Date,
): Promise<SignupOutcome> {
  // A wrong token costs no argon2; the claim below still decides between two right ones.
  if (!(await isSetupTokenValid(db, request.setupToken, now))) return { kind: "setup_token_invalid" };
  const passwordHash = await hasher.hashPassword(request.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      if (!(await consumeSetupToken(trx, request.setupToken, now)))
        throw new SetupRefused({ kind: "setup_token_invalid" });
      const created = await createUser(
        trx,
        { name: request.name, email: request.email, passwordHash, status: "active", role: "admin" },
        now,
      );
      // A pending signup may hold the e-mail; the token is then kept for another try.
      if (created.kind !== "created") throw new SetupRefused({ kind: "email_taken" });
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
    if (error instanceof SetupRefused) return error.outcome;
    throw error;
  }
}
