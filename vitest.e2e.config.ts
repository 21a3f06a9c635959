import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { loadSiteConfig } from "./shared/site-config-schema";

// Browser tests: the built site served by the real server, driven by Debian's Chromium. The
// server runs on SQLite; with TEST_DATABASE_URL set (.ci/run sets it) the tests that store or read
// data run a second time with the server on PostgreSQL (tests/e2e/support/global-setup.ts).
const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;

const ALL_BROWSER_TESTS = "tests/e2e/**/*.test.ts";

/**
 * Files whose tests neither store nor read data (rendering, layout, links, axe, bundles, and the
 * "-in-the-page" and "-without-..." files split from a form's or a page's tests: focus, keys,
 * checks before sending, faked answers and failures): the database behind the server cannot
 * change what they see, so they run on SQLite only and CI's PostgreSQL run is spent on the tests
 * it can fail. A new file runs on both until it is listed; what may be listed is in
 * docs/architecture.md ("Add a browser test").
 */
const DATABASE_INDEPENDENT = [
  "pages",
  "page-structure",
  "navigation",
  "phone-layout",
  "accessibility",
  "accessibility-phone",
  "accessibility-desktop",
  "accessibility-admin",
  "languages-pages",
  "languages-topics",
  "smoke",
  "admin-charts-bundle",
  "languages",
  "request-help-in-the-page",
  "admin-session-without-an-account",
  "request-help-link-before-scripts",
  "forms-in-the-page",
  "keyboard-in-the-page",
  "case-pages-without-a-case",
  "case-page-for-anyone",
].map((file) => `tests/e2e/${file}.test.ts`);

const browserTests = (name: string, databaseUrl: string, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: [ALL_BROWSER_TESTS],
    exclude,
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

export default defineConfig({
  // "~/shared/...", "~/app/...": imports from the repository root (tsconfig.json's "paths").
  resolve: { alias: { "~": import.meta.dirname } },
  // For the tests that run the server in-process (native-form-posts): the site config it is built with.
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
  test: {
    environment: "node",
    pool: "forks",
    // Two cores: two browsers at once is what the machine can carry without flaking.
    maxWorkers: 2,
    testTimeout: 30_000,
    // Room for a file's own server to start on a busy machine (tests/e2e/support/server-process.ts).
    hookTimeout: 150_000,
    // A check that waits for the page (expect.poll) waits as long as tests/e2e/support/form-page.ts's
    // SETTLE: Vitest's own 1 s is shorter than a busy machine takes to render a change.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    projects: [
      browserTests("sqlite", ""),
      ...(postgresServerUrl ? [browserTests("postgres", postgresServerUrl, DATABASE_INDEPENDENT)] : []),
    ],
  },
});
