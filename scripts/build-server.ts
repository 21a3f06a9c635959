// Bundles the API server (server/main.ts and the shared/ modules it imports) into
// build/server/main.js, and its database thread (server/db/sqlite-thread-worker.ts) beside it as
// build/server/sqlite-thread-worker.js, where server/db/sqlite-thread.ts looks for it. npm
// packages stay external and are loaded from node_modules at run time, so native modules
// (better-sqlite3) and pg work unchanged.
import { build } from "esbuild";
import { loadSiteConfig } from "~/shared/site-config-schema";

await build({
  entryPoints: { main: "server/main.ts", "sqlite-thread-worker": "server/db/sqlite-thread-worker.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The same site config the pages were built with (see shared/site-config.ts).
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
});
