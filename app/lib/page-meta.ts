import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isPrivatePath, languageOfPath, languagesOf, localizedPath } from "~/shared/languages";
import { siteConfig } from "~/shared/site-config";

/** Title, description and the social-card basics every public page carries. */
export function pageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  const fullTitle = `${title} | ${siteConfig.brand}`;
  const url = `${siteConfig.siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(path),
  ];
}

/**
 * A page that exists in more than one language names each (itself too) and English as the
 * default, in every language's copy, so the links go both ways (docs/decisions/0037).
 */
function alternates(path: string): MetaDescriptor[] {
  // A private page is in no search engine: it names no other version of itself.
  if (isPrivatePath(languageOfPath(path).path)) return [];
  const languages = languagesOf(languageOfPath(path).path);
  if (languages.length < 2) return [];
  const base = languageOfPath(path).path;
  const href = (code: (typeof languages)[number]["code"]) => `${siteConfig.siteUrl}${localizedPath(code, base)}`;
  return [
    ...languages.map((entry) => ({ tagName: "link", rel: "alternate", hrefLang: entry.lang, href: href(entry.code) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(DEFAULT_LANGUAGE) },
  ];
}
