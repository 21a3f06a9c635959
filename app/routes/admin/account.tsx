import { accountText, adminShellText } from "~/app/content/admin";
import { AccountView } from "~/app/features/admin/components/account-view";
import { siteConfig } from "~/shared/site-config";

// The member's own account (/admin/account: shared/admin-links.ts ADMIN_ACCOUNT_PATH), a page
// of the desk's frame that is no view of the sidebar (docs/decisions/0057).

export function meta() {
  return [
    { title: `${accountText.heading} | ${adminShellText.metaTitle} | ${siteConfig.brand}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAccountRoute() {
  return <AccountView />;
}
