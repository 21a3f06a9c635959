import { defineConfig } from "vitest/config";
import { loadSiteConfig } from "./shared/site-config-schema";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)) },
  test: {
    include: ["shared/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
