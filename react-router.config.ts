import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, PRIVATE_PAGE_PATHS, PUBLIC_PATHS } from "./shared/routes";

// Public pages are prerendered to static HTML at build time (content, title and meta
// description in the first response); /admin, /login and /signup run as a client app
// from the SPA fallback. The Fastify server (server/) serves both.
export default {
  ssr: false,
  prerender: [...PUBLIC_PATHS, ...PRIVATE_PAGE_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
