import { Outlet, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/app/components/site-footer";
import { formatReviewDate, pageReviewDates } from "~/app/content/page-reviews";
import { siteTexts } from "~/app/content/languages";
import { PageLanguageContext } from "~/app/content/languages/page-language";
import { ConfirmationSlotIsland } from "~/app/islands/modules/confirmation-slot";
import { PageRequestHelpLink } from "~/app/islands/page-request-help-link";
import { RequestHelpDialogIsland } from "~/app/islands/modules/request-help-dialog";
import { SiteHeaderIsland } from "~/app/islands/modules/site-header";
import { ToastRegionIsland } from "~/app/islands/modules/toast-region";
import { EmergencyBar } from "~/app/shell/emergency-bar";
import { siteHeaderWords } from "~/app/shell/header-words";
import { confirmationWords, formLanguage } from "~/app/content/languages/form-language";
import { DEFAULT_LANGUAGE, languageOfPath } from "~/shared/languages";

/** Public pages hydrate as islands, not as one React Router app (see root.tsx). */
export const handle = { hydration: "islands" };

/**
 * The words the shell's form islands are given, in the page's language (docs/decisions/0040).
 * Read at build time only, so no page's script carries them, or the messages they gather.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { code } = languageOfPath(new URL(request.url).pathname);
  return {
    formLanguage: formLanguage(code),
    confirmation: code === DEFAULT_LANGUAGE ? null : confirmationWords(code),
  };
}

/** The public site's shell: header, the page, footer, the phones' emergency bar, and the Request Help modal. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const { code } = languageOfPath(pathname);
  // The confirmation's English is in its own script, fetched once a form is accepted.
  const forms = useLoaderData<typeof loader>();
  return (
    <PageLanguageContext.Provider value={code}>
      <a href="#main" className="skip-link">
        {siteTexts[code].common.skipToContent}
      </a>
      <SiteHeaderIsland pathname={pathname} words={siteHeaderWords(pathname)} />
      <EmergencyBar
        requestHelp={
          <PageRequestHelpLink
            className="emergency-bar__action"
            label={siteTexts[code].emergencyBar.getHelp}
            showIcon
          />
        }
      />
      <main id="main" tabIndex={-1}>
        {/* Empty until a form is accepted; then the confirmation stays here (docs/decisions/0022). */}
        <ConfirmationSlotIsland {...(forms.confirmation ? { words: forms.confirmation } : {})} />
        <Outlet />
        <LastReviewed pathname={pathname} />
      </main>
      <SiteFooter />
      <RequestHelpDialogIsland language={forms.formLanguage} />
      <ToastRegionIsland label={siteTexts[code].toast.regionLabel} dismissLabel={siteTexts[code].toast.dismiss} />
    </PageLanguageContext.Provider>
  );
}

/**
 * The day this page's facts were last checked, on every content page (app/content/page-reviews.ts);
 * a page in another language shows its English page's date, in its own words.
 */
function LastReviewed({ pathname }: { pathname: string }) {
  const { code, path } = languageOfPath(pathname);
  const reviewed = pageReviewDates[path];
  if (!reviewed) return null;
  return (
    <div className="container">
      <p className="last-reviewed">
        {siteTexts[code].common.lastReviewed} <time dateTime={reviewed}>{formatReviewDate(reviewed, code)}</time>
      </p>
    </div>
  );
}
