import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/app/routes";
import config from "~/react-router.config";
import { robotsTxt, sitemapXml } from "~/server/site/crawler-files";
import { NOT_FOUND_PRERENDER_PATHS, localizedPath } from "~/shared/languages";
import { PAGES, type Page } from "~/shared/pages";
import { APP_ONLY_PATHS } from "~/shared/routes";

// A page is one entry of PAGES (shared/pages.ts); the routes, the prerender list and the sitemap
// are made from it. What the build and the server make must be the table in each page's
// languages, and nothing else, or a page added by hand somewhere would drift from the others.

const SITE_URL = "https://cyberhelp.example";

/** A page's addresses: its English path, then its path under each language it is translated into. */
function addressesOf(page: Page): string[] {
  return [page.path, ...page.translatedInto.map((code) => localizedPath(code, page.path))];
}

const sorted = (list: readonly string[]) => [...list].sort();

/** The public layout's routes, by address ("/" for the index), each with its module. */
function publicRoutes(): Map<string, string> {
  const layout = routes[0] as RouteConfigEntry;
  const byAddress = new Map<string, string>();
  for (const child of layout.children ?? []) {
    // The 404 pages answer every unknown path: they are not pages of the table.
    if (child.path?.endsWith("*")) continue;
    const address = child.index ? "/" : `/${child.path ?? ""}`;
    expect(byAddress.has(address), `${address} is routed twice`).toBe(false);
    byAddress.set(address, child.file);
  }
  return byAddress;
}

describe("the table of pages", () => {
  it("is each page once", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("routes each page in each of its languages to its template, and routes no other page", () => {
    const routed = publicRoutes();
    for (const page of PAGES) {
      for (const address of addressesOf(page)) expect(routed.get(address), address).toBe(page.template);
    }
    expect(sorted([...routed.keys()])).toEqual(sorted(PAGES.flatMap(addressesOf)));
  });

  it("prerenders each page in each of its languages, and nothing else but each language's 404 page", () => {
    expect(sorted(config.prerender)).toEqual(sorted([...PAGES.flatMap(addressesOf), ...NOT_FOUND_PRERENDER_PATHS]));
  });

  it("lists in the sitemap each public page in each of its languages, and no private, sign-in or desk page", () => {
    const listed = [...sitemapXml(SITE_URL).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.slice(SITE_URL.length),
    );
    const publicAddresses = PAGES.filter((page) => !page.private).flatMap(addressesOf);
    expect(sorted(listed)).toEqual(sorted(publicAddresses));
    // A guard on the guard: the table has private pages, and the sign-in pages are not in it.
    expect(PAGES.some((page) => page.private)).toBe(true);
    for (const path of APP_ONLY_PATHS) {
      expect(listed).not.toContain(path);
      expect(robotsTxt(SITE_URL)).toContain(`Disallow: ${path}\n`);
    }
  });

  it("names in the sitemap each language of a page translated into others, and none of a private page", () => {
    const sitemap = sitemapXml(SITE_URL);
    for (const page of PAGES.filter((entry) => entry.translatedInto.length > 0)) {
      for (const address of addressesOf(page)) {
        const alternate = `hreflang="[^"]+" href="${SITE_URL}${address}"`;
        expect(new RegExp(alternate).test(sitemap), address).toBe(!page.private);
      }
    }
  });
});
