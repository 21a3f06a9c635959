import { defineConfig } from "vitest/config";
import { loadSiteConfig } from "./shared/site-config-schema";

// `npm run test:proxy`: the built server behind Debian's nginx, as docs/deploy.md deploys it
// (tests/proxy/). Needs nginx, openssl, Chromium and `npm run build`; not part of `npm test`.
export default defineConfig({
  // "~/shared/...", "~/server/...": imports from the repository root (tsconfig.json's "paths").
  resolve: { alias: { "~": import.meta.dirname } },
  // The site config the shared modules read, as the other test configs define it: the desk
  // accounts these tests make run admin:create's own command in the test's process.
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
  test: {
    environment: "node",
    pool: "forks",
    include: ["tests/proxy/**/*.test.ts"],
    // One server and one nginx at a time: their ports and the machine's two cores.
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
