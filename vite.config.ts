import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./shared/site-config-schema";
import { chunkModulesReport } from "./scripts/web-budget/chunk-modules-plugin";
import { islands } from "./app/islands/vite-plugin";
import { keepServerBuild } from "./scripts/page-renderer/keep-server-build-plugin";

export default defineConfig({
  // "~/shared/...", "~/app/...": imports from the repository root (tsconfig.json's "paths").
  resolve: { alias: { "~": import.meta.dirname } },
  // chunkModulesReport: what each chunk holds, for the JavaScript budget (scripts/check-web-budget.ts).
  // islands: public pages hydrate as islands (docs/decisions/0012-islands-on-public-pages.md).
  // keepServerBuild: the server renders a form's answer with the route modules (docs/decisions/0021-forms-without-scripts.md).
  plugins: [reactRouter(), islands(), chunkModulesReport(), keepServerBuild()],
  define: {
    // Inlined so the prerendered HTML and the hydrated page show the same brand and numbers.
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)),
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
