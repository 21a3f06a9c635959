import { Outlet } from "react-router";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";
import { commonText } from "../../content/site-chrome";
import { RequestHelpProvider } from "../../features/request-help/request-help-dialog";

/** The public site's shell: header, the page, footer, and the Request Help modal. */
export default function PublicLayout() {
  return (
    <RequestHelpProvider>
      <a href="#main" className="skip-link">
        {commonText.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </RequestHelpProvider>
  );
}
