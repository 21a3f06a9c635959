import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Browser tests: the built site served by the real server, driven by Debian's Chromium. The
// server runs on SQLite; with TEST_DATABASE_URL set (.ci/run sets it) the whole suite runs a
// second time with the server on PostgreSQL (tests/e2e/support/global-setup.ts).
const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;

const browserTests = (name: string, databaseUrl: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    // Two cores: two browsers at once is what the machine can carry without flaking.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      browserTests("sqlite", ""),
      ...(postgresServerUrl ? [browserTests("postgres", postgresServerUrl)] : []),
    ],
  },
});
