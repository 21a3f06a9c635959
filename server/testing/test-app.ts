import { join } from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Kysely } from "kysely";
import { buildApp, type BuildAppOptions } from "../app";
import type { Database } from "../db/schema";
import { loadEnv } from "../env";
import { createTestDatabase, type TestDatabase } from "./test-database";
import type { ReferenceGenerator } from "../submissions/reference";

// The real app on a fresh real database (SQLite, or PostgreSQL with TEST_DATABASE_URL; see
// test-database.ts), called in-process with inject.

export interface TestApp {
  app: FastifyInstance;
  /** The app's own database handle, for reading what a request stored. */
  db: Kysely<Database>;
  database: TestDatabase;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  clientDir?: string;
  generateReference?: ReferenceGenerator;
  logger?: FastifyServerOptions["logger"];
  /** More environment, e.g. SMTP_URL. */
  env?: Record<string, string | undefined>;
  /** Start on an existing test database (a restart, a second instance); its creator drops it. */
  database?: TestDatabase;
  mail?: BuildAppOptions["mail"];
  /** The server's clock, to test deadlines, tiers and expiry without waiting. */
  clock?: BuildAppOptions["clock"];
  /** Cheaper password hashing. */
  auth?: BuildAppOptions["auth"];
  /** The reminder worker's timings (server/reminders/reminder-worker.ts). */
  reminders?: BuildAppOptions["reminders"];
  /** The push sender's timings (server/reminders/push-sender.ts). */
  push?: BuildAppOptions["push"];
  /** The WhatsApp sender's timings (server/reminders/whatsapp/whatsapp-sender.ts). */
  whatsApp?: BuildAppOptions["whatsApp"];
  /** Pages answered at request time without a build, e.g. a form sent without scripts. */
  pageRenderer?: BuildAppOptions["pageRenderer"];
  /** Shorter limits on slow bodies, to test them without waiting minutes. */
  slowBodies?: BuildAppOptions["slowBodies"];
  /** Runs on the built app before it loads its routes, e.g. to add an onRoute hook that sees them all. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const env = loadEnv({
    ...database.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // Every request of a test comes from one address; the limits have tests of their own.
    FORM_RATE_LIMIT_PER_MINUTE: "100000",
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
    RENDER_RATE_LIMIT_PER_MINUTE: "100000",
    ...options.env,
  });
  const db = database.connect();
  const app = buildApp({
    env,
    db,
    // A directory that does not exist unless a test made it: no test depends on a real build.
    clientDir: options.clientDir ?? join(database.env.DATA_DIR, "no-client-build"),
    logger: options.logger ?? false,
    generateReference: options.generateReference,
    mail: options.mail,
    clock: options.clock,
    auth: options.auth,
    reminders: options.reminders,
    push: options.push,
    whatsApp: options.whatsApp,
    pageRenderer: options.pageRenderer,
    slowBodies: options.slowBodies,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
