// Bundles the API server (server/main.ts and the shared/ modules it imports) into
// build/server/main.js. npm packages stay external and are loaded from node_modules at run
// time, so native modules (better-sqlite3) and pg work unchanged.
import { build } from "esbuild";
import { loadSiteConfig } from "~/shared/site-config-schema";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
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
