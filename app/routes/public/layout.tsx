import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/app/components/site-footer";
import { formatReviewDate, pageReviewDates } from "~/app/content/page-reviews";
import { commonText } from "~/app/content/site-chrome";
import { ConfirmationSlotIsland } from "~/app/islands/modules/confirmation-slot";
import { RequestHelpDialogIsland } from "~/app/islands/modules/request-help-dialog";
import { SiteHeaderIsland } from "~/app/islands/modules/site-header";
import { EmergencyBar } from "~/app/shell/emergency-bar";

/** Public pages hydrate as islands, not as one React Router app (see root.tsx). */
export const handle = { hydration: "islands" };

/** The public site's shell: header, the page, footer, the phones' emergency bar, and the Request Help modal. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        {commonText.skipToContent}
      </a>
      <SiteHeaderIsland pathname={pathname} />
      <EmergencyBar />
      <main id="main" tabIndex={-1}>
        {/* Empty until a form is accepted; then the confirmation stays here (docs/decisions/0022). */}
        <ConfirmationSlotIsland />
        <Outlet />
        <LastReviewed pathname={pathname} />
      </main>
      <SiteFooter />
      <RequestHelpDialogIsland />
    </>
  );
}

/** The day this page's facts were last checked, on every content page (app/content/page-reviews.ts). */
function LastReviewed({ pathname }: { pathname: string }) {
  const reviewed = pageReviewDates[pathname];
  if (!reviewed) return null;
  return (
    <div className="container">
      <p className="last-reviewed">
        {commonText.lastReviewed} <time dateTime={reviewed}>{formatReviewDate(reviewed)}</time>
      </p>
    </div>
  );
}
