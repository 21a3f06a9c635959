// First: a global setup runs outside the test's transform, where the migrations read the site config.
import "../cli/define-site-config";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { TestProject } from "vitest/node";
import { createDatabase, sqliteFilePath } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { dropDatabase, runDatabaseNames, serverConnection, TEMPLATE_ENV } from "./test-database";

// Vitest's global setup of the unit suite's database projects (vitest.config.ts,
// docs/decisions/0092): the schema is migrated once per run into a template, and every test that
// asks for a migrated database (./test-database.ts) gets a copy of it instead of migrating its
// own, which took 0.4-0.7 s on SQLite and 1-4.7 s on PostgreSQL for each test app.
//
// On PostgreSQL the tests' databases are dropped here too, in the background: a test renames the
// one it has finished with, and this drops it while the tests go on; at the end of the run every
// database of the run is dropped, a failed test's included, and then the template.

/** How often finished databases are looked for while the tests run. */
const DROP_INTERVAL_MS = 2_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresServerUrl = project.config.env?.TEST_DATABASE_URL || undefined;
  return postgresServerUrl ? postgresTemplate(postgresServerUrl) : sqliteTemplate();
}

async function sqliteTemplate(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "cyberhelp-template-"));
  const db = createDatabase({ DATA_DIR: dir });
  try {
    await migrateToLatest(db, "sqlite");
  } finally {
    await db.destroy();
  }
  // Closing the last connection folds the write-ahead log into the file: the file alone is the
  // database, and a copy of it is too.
  const file = sqliteFilePath(dir);
  if (existsSync(`${file}-wal`)) throw new Error(`The SQLite template kept a write-ahead log: ${file}-wal`);
  process.env[TEMPLATE_ENV.sqlite] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.sqlite];
    rmSync(dir, { recursive: true, force: true });
  };
}

async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const names = runDatabaseNames(randomBytes(6).toString("hex"));
  // Several connections: concurrent drops share the checkpoint each one waits for.
  const server = serverConnection(serverUrl, 4);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${names.template}`;

  const databasesOfTheRun = async (prefixes: readonly string[]) => {
    const { rows } = await sql<{ datname: string }>`
      select datname from pg_database
      where ${sql.join(
        prefixes.map((prefix) => sql`left(datname, ${prefix.length}) = ${prefix}`),
        sql` or `,
      )}`.execute(server);
    return rows.map((row) => row.datname);
  };
  const drop = (databases: readonly string[]) => Promise.all(databases.map((name) => dropDatabase(server, name)));

  try {
    await sql`create database ${sql.id(names.template)}`.execute(server);
    const db = createDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: templateUrl.toString() });
    try {
      await migrateToLatest(db, "postgres");
    } finally {
      await db.destroy();
    }
    // A copy is made only of a database nobody is connected to.
    await sql`alter database ${sql.id(names.template)} with allow_connections false`.execute(server);
  } catch (error) {
    await drop([names.template]).catch(() => undefined);
    await server.destroy();
    throw error;
  }
  process.env[TEMPLATE_ENV.postgres] = templateUrl.toString();

  let dropping: Promise<unknown> = Promise.resolve();
  const dropFinished = () => {
    dropping = dropping.then(async () => drop(await databasesOfTheRun([names.finishedPrefix]))).catch(() => undefined);
  };
  const timer = setInterval(dropFinished, DROP_INTERVAL_MS);

  return async () => {
    clearInterval(timer);
    delete process.env[TEMPLATE_ENV.postgres];
    try {
      await dropping;
      const left = await databasesOfTheRun(names.prefixes);
      await drop(left.filter((name) => name !== names.template));
      await drop([names.template]);
      const still = await databasesOfTheRun(names.prefixes);
      if (still.length > 0) throw new Error(`Test databases left on PostgreSQL: ${still.join(", ")}`);
    } finally {
      await server.destroy();
    }
  };
}
