import type { Route } from "./+types/view";
import { adminShellText, viewLabels } from "~/app/content/admin";
import { adminViewAt } from "~/shared/admin-links";
import { siteConfig } from "~/shared/site-config";

// One admin view's address (/admin, /admin/inbox, /admin/post-query, ...: shared/admin-links.ts).
// The frame (routes/admin/layout.tsx) draws the view; this route names it in the tab's title,
// so a desk with several tabs open can tell them apart.

export function meta({ location }: Route.MetaArgs) {
  const view = adminViewAt(location.pathname) ?? "dashboard";
  return [
    { title: `${viewLabels[view]} | ${adminShellText.metaTitle} | ${siteConfig.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminViewRoute() {
  return null;
}
