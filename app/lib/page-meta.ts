import type { MetaDescriptor } from "react-router";
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
  ];
}
