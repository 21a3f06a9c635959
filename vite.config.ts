import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./shared/site-config-schema";

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // Inlined so the prerendered HTML and the hydrated page show the same brand and numbers.
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(process.env)),
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
