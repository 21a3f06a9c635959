import type { TestProject } from "vitest/node";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { existsSync } from "node:fs";
import { requireBrowser } from "~/scripts/find-browser";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The environment that points a process at the server's database (DATA_DIR, DATABASE_URL). */
    databaseEnv: TestDatabase["env"];
  }
}

/**
 * Starts the built server on a free loopback port with an empty database, once for all the
 * browser tests of a project: SQLite, or PostgreSQL in the project that sets TEST_DATABASE_URL
 * (vitest.e2e.config.ts).
 */
export default async function setup(project: TestProject) {
  // Before any server starts, so a machine without a browser is told in one line what to do.
  requireBrowser(process.env, existsSync, "tests");
  const postgresServerUrl = project.config.env?.TEST_DATABASE_URL || undefined;
  const database = await createTestDatabase({ postgresServerUrl });
  const server = await startServer(database.env);
  project.provide("baseURL", server.baseURL);
  project.provide("databaseEnv", database.env);

  return async () => {
    await server.stop();
    await database.drop();
  };
}
