import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { createDatabase, databaseDialect, sqliteFilePath, type DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";

// A fresh database for one test (or one group of tests that restart the app on it): SQLite in a
// temporary directory by default; with TEST_DATABASE_URL set (postgres://...), a new PostgreSQL
// database made for the test and dropped after it. The same tests prove both dialects: `npm test`
// runs the suite on SQLite, and again on PostgreSQL when the variable is set.
//
// Empty unless the test asks for it migrated. In a Vitest run of the unit suite, a migrated one is
// a copy of the run's template (./database-templates.ts, docs/decisions/0092): the app's own
// migration at start then finds nothing to do. Anywhere else it is migrated here.

export interface TestDatabase {
  /** The environment a server (in-process or spawned) needs to use this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dialect: DatabaseDialect;
  /** A new connection to it; the caller destroys it. */
  connect(): Kysely<Database>;
  /** Removes it; call once every connection is closed. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A PostgreSQL server (postgres://..., a role that may create databases); SQLite when empty. */
  postgresServerUrl?: string;
  /**
   * True: the schema of the latest migration, as the app would leave it at start. False (the
   * default): empty, for a test of the migrations or of a command that must migrate.
   */
  migrated?: boolean;
}

/** Where the run's migrated templates are, set by ./database-templates.ts for the test workers. */
export const TEMPLATE_ENV = {
  /** A migrated SQLite file to copy. */
  sqlite: "TEST_SQLITE_TEMPLATE",
  /** A migrated PostgreSQL database (postgres://...) to create the tests' databases from. */
  postgres: "TEST_POSTGRES_TEMPLATE",
} as const;

/** The run's PostgreSQL databases: its template, the tests' own, and those a test has finished with. */
export function runDatabaseNames(run: string) {
  return {
    template: `cyberhelp_template_${run}`,
    test: (id: string) => `cyberhelp_test_${run}_${id}`,
    finished: (id: string) => `cyberhelp_finished_${run}_${id}`,
    finishedPrefix: `cyberhelp_finished_${run}_`,
    /** Every database of the run, the template's included, starts with one of these. */
    prefixes: [`cyberhelp_template_${run}`, `cyberhelp_test_${run}_`, `cyberhelp_finished_${run}_`],
  };
}

/** The run a template database belongs to: cyberhelp_template_<run>. */
function runOfTemplate(templateName: string): string | undefined {
  return /^cyberhelp_template_([0-9a-f]+)$/.exec(templateName)?.[1];
}

export async function createTestDatabase({
  postgresServerUrl = process.env.TEST_DATABASE_URL,
  migrated = false,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-test-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgresServerUrl) {
    const env = { DATA_DIR: dataDir };
    const template = process.env[TEMPLATE_ENV.sqlite];
    if (migrated && template) {
      copyFileSync(template, sqliteFilePath(dataDir));
    } else if (migrated) {
      await migrateOnce(env, "sqlite");
    }
    return {
      env,
      dialect: "sqlite",
      connect: () => createDatabase(env),
      drop: async () => removeDataDir(),
    };
  }

  const id = randomBytes(6).toString("hex");
  const template = migrated ? templateOn(postgresServerUrl) : undefined;
  const names = template ? runDatabaseNames(template.run) : undefined;
  const name = names ? names.test(id) : `cyberhelp_test_${id}`;
  const server = serverConnection(postgresServerUrl);
  try {
    if (template) await sql`create database ${sql.id(name)} template ${sql.id(template.name)}`.execute(server);
    else await sql`create database ${sql.id(name)}`.execute(server);
  } finally {
    await server.destroy();
  }
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  if (migrated && !template) await migrateOnce(env, "postgres");
  return {
    env,
    dialect: databaseDialect(env),
    connect: () => createDatabase(env),
    async drop() {
      const again = serverConnection(postgresServerUrl);
      try {
        // Dropping waits for a checkpoint of the whole server, seconds while tests write. In a
        // run with a template, the database is renamed instead, as fast as a row, and the run
        // drops it in the background (./database-templates.ts); its name is gone all the same.
        if (!names) await dropDatabase(again, name);
        else {
          try {
            await sql`alter database ${sql.id(name)} rename to ${sql.id(names.finished(id))}`.execute(again);
          } catch (error) {
            if (!inUse(error)) throw error;
            await dropDatabase(again, name);
          }
        }
      } finally {
        await again.destroy();
        removeDataDir();
      }
    },
  };
}

/** PostgreSQL's "database is in use" (55006): a connection a failed test left open. */
const inUse = (error: unknown) => (error as { code?: string }).code === "55006";

/**
 * Drops a test database. One still in use is dropped WITH (FORCE), which ends that connection;
 * only then, since FORCE may also have to end the server's own autovacuum worker there, which a
 * role that is not a superuser may do only with pg_signal_backend.
 */
export async function dropDatabase(server: Kysely<unknown>, name: string): Promise<void> {
  try {
    await sql`drop database if exists ${sql.id(name)}`.execute(server);
  } catch (error) {
    if (!inUse(error)) throw error;
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(server);
  }
}

/** The run's template when it lives on this server and this role may copy it. */
function templateOn(postgresServerUrl: string): { name: string; run: string } | undefined {
  const templateUrl = process.env[TEMPLATE_ENV.postgres];
  if (!templateUrl) return undefined;
  const template = new URL(templateUrl);
  const server = new URL(postgresServerUrl);
  if (template.host !== server.host || template.username !== server.username) return undefined;
  const name = decodeURIComponent(template.pathname.slice(1));
  const run = runOfTemplate(name);
  return run ? { name, run } : undefined;
}

async function migrateOnce(env: TestDatabase["env"], dialect: DatabaseDialect): Promise<void> {
  // Loaded only here: a global setup that asks for an empty database (tests/e2e/support/) has no
  // site config for the migrations to read.
  const { migrateToLatest } = await import("../db/migrate");
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialect);
  } finally {
    await db.destroy();
  }
}

/** A connection to a PostgreSQL server (its `postgres` database), to create and drop databases on it. */
export function serverConnection(url: string, maxConnections = 1): Kysely<unknown> {
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: maxConnections }) }),
  });
}
