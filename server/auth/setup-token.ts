import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import type { Database } from "../db/schema";
import { activeAdminExists } from "../users/user-store";
import { hashToken, newOpaqueToken } from "./tokens";

// The first admin: while no active admin exists, each start prints a one-time link whose signup
// creates one. Only the token's hash is kept; a restart replaces it. Pending signups (anyone may
// make one) do not end the offer, or any visitor could kill the link before the operator used it.
// The link stays in the server's log, which others may read later, so it works for an hour only.

const SETUP_QUERY_PARAMETER = "setup";

/** How long a logged setup link makes the first admin; a restart logs a new one. */
export const SETUP_TOKEN_MS = 60 * 60 * 1000;

/** The oldest a setup token's creation may be at `now` and still work. */
const oldestValid = (now: Date): string => new Date(now.getTime() - SETUP_TOKEN_MS).toISOString();

function setupLink(token: string): string {
  return `${siteConfig.siteUrl}${paths.signup}?${SETUP_QUERY_PARAMETER}=${encodeURIComponent(token)}`;
}

/** Call once the schema is migrated. Returns the token it logged, or null when an active admin exists. */
export async function offerFirstAdminSetup(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  now: Date,
): Promise<string | null> {
  if (await activeAdminExists(db)) return null;
  const token = newOpaqueToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("setup_tokens").execute();
    await trx
      .insertInto("setup_tokens")
      .values({ token_hash: hashToken(token), created_at: now.toISOString() })
      .execute();
  });
  // warn, so it shows at the default log levels and stands out among the info lines.
  log.warn(
    `No admin account exists yet. Create the first one at ${setupLink(token)} (valid once, for an hour; restart the server for a new link).`,
  );
  return token;
}

/** Whether a signup's token may make the first admin; read before its password is hashed. */
export async function isSetupTokenValid(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  if (await activeAdminExists(db)) return false;
  const row = await db
    .selectFrom("setup_tokens")
    .select("token_hash")
    .where("token_hash", "=", hashToken(token))
    .where("created_at", ">", oldestValid(now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses up a setup token inside the transaction that creates the first admin. Deleting the row
 * is the claim: of two signups with the same token, only one deletes it.
 */
export async function consumeSetupToken(trx: Transaction<Database>, token: string, now: Date): Promise<boolean> {
  if (await activeAdminExists(trx)) return false;
  const claimed = await trx
    .deleteFrom("setup_tokens")
    .where("token_hash", "=", hashToken(token))
    .where("created_at", ">", oldestValid(now))
    .executeTakeFirst();
  if (claimed.numDeletedRows === 0n) return false;
  await trx.deleteFrom("setup_tokens").execute();
  return true;
}

/** Any account made another way (the command line) ends the setup offer. */
export async function withdrawSetupTokens(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  await db.deleteFrom("setup_tokens").execute();
}
