import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { PasswordHasher } from "~/server/auth/passwords";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import type { ServerKeys } from "~/server/keys/server-keys";
import type { MailService } from "~/server/mail/mail-service";

// What every plugin of the admin API is given. Its own module, below both the list of plugins
// (./index.ts) and the plugins, so that no plugin imports the list that registers it.

export interface AdminRouteOptions {
  db: Kysely<Database>;
  /** The app's clock; only tests change it. */
  clock: Clock;
  /** The outbox view reads whether mail is being sent, and wakes the worker after a retry. */
  mail: MailService;
  /** Where erased references are listed for a restore to erase again (server/ops/erasure-log.ts). */
  erasureLog: string;
  /** For a member changing their password; the production argon2 hasher unless a test gives another. */
  hasher?: PasswordHasher;
  /** Seals and opens the members' TOTP secrets and recovery codes (docs/decisions/0072). */
  serverKeys: ServerKeys;
}

export type AdminRoutePlugin = FastifyPluginAsync<AdminRouteOptions>;
