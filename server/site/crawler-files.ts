import { APP_ONLY_PATHS } from "~/shared/routes";
import { ALL_PUBLIC_PATHS, DEFAULT_LANGUAGE, languageOfPath, languagesOf, localizedPath } from "~/shared/languages";

// robots.txt and sitemap.xml, generated from the table of pages (shared/pages.ts, through each
// language's paths in shared/languages.ts) so they cannot drift from the site.

const API_PREFIX = "/api/";

export function robotsTxt(siteUrl: string): string {
  const disallowed = [...APP_ONLY_PATHS, API_PREFIX].map((path) => `Disallow: ${path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** Every public page in every language; a page in more than one names each of its versions (hreflang). */
export function sitemapXml(siteUrl: string): string {
  const urls = ALL_PUBLIC_PATHS.map((path) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
    const base = languageOfPath(path).path;
    const languages = languagesOf(base);
    if (languages.length < 2) return `  <url>${loc}</url>`;
    const link = (hreflang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${href}`)}"/>`;
    const alternates = [
      ...languages.map((entry) => link(entry.lang, localizedPath(entry.code, base))),
      link("x-default", localizedPath(DEFAULT_LANGUAGE, base)),
    ];
    return `  <url>${loc}${alternates.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
