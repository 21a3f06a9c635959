import type { Route } from "./+types/case";
import { adminShellText } from "~/app/content/admin";
import { siteConfig } from "~/shared/site-config";

// A case's address for the desk (/admin/cases/CH-XXXXXX: shared/admin-links.ts adminCasePath),
// the link in the desk's alert mails. The frame (routes/admin/layout.tsx) draws the case over
// the list it was opened from, or over the Inbox when it comes from outside; this route names
// the case in the tab's title.

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.reference.toUpperCase()} | ${adminShellText.metaTitle} | ${siteConfig.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCaseRoute() {
  return null;
}
