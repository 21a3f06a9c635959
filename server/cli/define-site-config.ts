import { loadSiteConfig } from "~/shared/site-config-schema";

// Vite, esbuild and Vitest inline __SITE_CONFIG__ at build time (shared/site-config.ts). A script
// run straight from source with tsx has no build step, so it defines the same value here, from
// the same environment variables. Import this module first, before anything that reads it.

const scope = globalThis as { __SITE_CONFIG__?: unknown };
scope.__SITE_CONFIG__ ??= loadSiteConfig(process.env);
