import { APP_ONLY_PATHS, PUBLIC_PATHS } from "~/shared/routes";

// robots.txt and sitemap.xml, generated from the one list of routes so they cannot drift from the site.

const API_PREFIX = "/api/";

export function robotsTxt(siteUrl: string): string {
  const disallowed = [...APP_ONLY_PATHS, API_PREFIX].map((path) => `Disallow: ${path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
