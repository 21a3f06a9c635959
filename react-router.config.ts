import type { Config } from "@react-router/dev/config";
import { PRIVATE_PAGE_PATHS, PUBLIC_PATHS } from "./shared/pages";
import { NOT_FOUND_PRERENDER_PATHS, TRANSLATED_PRIVATE_PATHS, TRANSLATED_PUBLIC_PATHS } from "./shared/languages";

// Public pages are prerendered to static HTML at build time (content, title and meta
// description in the first response); /admin, /login and /signup run as a client app
// from the SPA fallback. The Fastify server (server/) serves both. Pages in other languages
// than English, and each language's 404 page, come from shared/languages.ts.
export default {
  ssr: false,
  prerender: [
    ...PUBLIC_PATHS,
    ...TRANSLATED_PUBLIC_PATHS,
    ...PRIVATE_PAGE_PATHS,
    ...TRANSLATED_PRIVATE_PATHS,
    ...NOT_FOUND_PRERENDER_PATHS,
  ],
} satisfies Config;
