import { requestHelpText } from "~/app/content/site-chrome";
import type { Route } from "./+types/faq";
import { AccordionIsland } from "~/app/islands/modules/accordion";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { faqPageItems } from "~/app/content/faq";
import { faqPageText } from "~/app/content/faq-page-text";
import { RequestHelpLinkIsland } from "~/app/islands/modules/request-help-link";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

export function loader() {
  return { items: faqPageItems };
}

export function meta() {
  return pageMeta({ ...faqPageText.meta, path: paths.faq });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={faqPageText.heading} text={faqPageText.intro} crumbs={crumbsTo(faqPageText.heading)} />
      <div className="container section narrow">
        <AccordionIsland id="faq" items={loaderData.items} headingLevel={2} />
        <aside className="closing-note">
          <h2>{faqPageText.moreHeading}</h2>
          <p>
            <OfficialText text={faqPageText.moreText} />
          </p>
          <RequestHelpLinkIsland className="button button--accent" label={requestHelpText.openButton} />
        </aside>
      </div>
    </>
  );
}
