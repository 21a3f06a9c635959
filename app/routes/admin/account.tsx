import { accountText, adminShellText } from "~/app/content/admin";
import { siteConfig } from "~/shared/site-config";

// The member's own account (/admin/account: shared/admin-links.ts ADMIN_ACCOUNT_PATH). The frame
// (routes/admin/layout.tsx) draws the page; this route names it in the tab's title.

export function meta() {
  return [
    { title: `${accountText.heading} | ${adminShellText.metaTitle} | ${siteConfig.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAccountRoute() {
  return null;
}
