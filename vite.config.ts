import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./shared/site-config-schema";
import { chunkModulesReport } from "./scripts/web-budget/chunk-modules-plugin";

export default defineConfig({
  // chunkModulesReport: what each chunk holds, for the JavaScript budget (scripts/check-web-budget.ts).
  plugins: [reactRouter(), chunkModulesReport()],
  define: {
    // Inlined so the prerendered HTML and the hydrated page show the same brand and numbers.
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)),
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
