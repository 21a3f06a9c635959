import type { SiteConfig } from "./site-config-schema";

declare const __SITE_CONFIG__: SiteConfig;

/**
 * Brand, phone, e-mail, address and links. Inlined at build time by Vite (the site), esbuild
 * (the server) and Vitest from loadSiteConfig(process.env), so prerendered HTML, the hydrated
 * page and the server always agree.
 */
export const siteConfig: SiteConfig = __SITE_CONFIG__;
