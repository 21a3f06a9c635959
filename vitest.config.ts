import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { loadSiteConfig } from "./shared/site-config-schema";
import { islands } from "./app/islands/vite-plugin";
import { FILES_WITH_MODULES_OF_THEIR_OWN } from "./tests/unit-isolation";

// The unit and API tests run on SQLite, the embedded default. With TEST_DATABASE_URL set
// (postgres://..., a role that may create databases; .ci/run sets it), the server's tests run a
// second time on PostgreSQL, each test on a database of its own (server/testing/test-database.ts).
const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;
const databaseTemplates = "server/testing/database-templates.ts";

// Each unit project shares its workers' modules between files, but for the few files that replace
// a module (tests/unit-isolation.ts, docs/decisions/0097).
type UnitProject = NonNullable<TestProjectInlineConfiguration["test"]> & { name: string; include: string[] };

/** A project's files that share modules, and beside them those of its files that need their own. */
function sharingModules(project: UnitProject): TestProjectInlineConfiguration[] {
  const own = [...(FILES_WITH_MODULES_OF_THEIR_OWN[project.name] ?? [])];
  const shared: TestProjectInlineConfiguration = { extends: true, test: { ...project, isolate: false, exclude: own } };
  if (own.length === 0) return [shared];
  return [shared, { extends: true, test: { ...project, name: `${project.name}, own modules`, include: own } }];
}

export default defineConfig({
  // "~/shared/...", "~/app/...": imports from the repository root (tsconfig.json's "paths").
  resolve: { alias: { "~": import.meta.dirname } },
  // Resolves the islands' manifest (null outside a build) for tests that render islands.
  plugins: [islands()],
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
  test: {
    environment: "node",
    pool: "forks",
    // Vitest's own default is one worker fewer than the cores: on CI's two cores, one file at a
    // time. Two at once, as the browser suite runs, took the whole unit suite from 1,036 s to
    // 595 s on the same machine, every test passing.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Hooks start apps and seed databases; on a busy machine, PostgreSQL's take a while.
    hookTimeout: 30_000,
    // The end of a PostgreSQL run drops the databases still waiting to be dropped.
    teardownTimeout: 60_000,
    projects: [
      ...sharingModules({
        name: "sqlite",
        include: ["shared/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
        env: { TEST_DATABASE_URL: "" },
        // The schema migrated once for the run, copied for each test (docs/decisions/0092).
        globalSetup: [databaseTemplates],
      }),
      // The admin's and the forms' components, rendered on an emulated page (happy-dom) with a
      // fake fetch (app/testing/): what a person sees and what is sent, in milliseconds. Focus,
      // keyboard, accessibility checks, islands and pages without scripts stay in tests/e2e/
      // (docs/decisions/0080).
      ...sharingModules({
        name: "components",
        include: ["app/**/*.test.tsx"],
        environment: "happy-dom",
        setupFiles: ["app/testing/setup.ts"],
      }),
      ...(postgresServerUrl
        ? sharingModules({
            name: "postgres",
            // Only the server touches a database; the rest would merely run twice.
            include: ["server/**/*.test.ts"],
            env: { TEST_DATABASE_URL: postgresServerUrl },
            // A template database migrated once for the run, and the tests' databases dropped
            // in the background, all of them by the end of the run (docs/decisions/0092).
            globalSetup: [databaseTemplates],
          })
        : []),
    ],
  },
});
