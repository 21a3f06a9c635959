import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { casePageText } from "~/app/content/case-page";
import { CasePageIsland } from "~/app/islands/modules/case-page";
import { pageMeta } from "~/app/lib/page-meta";
import { CASE_PAGE_PATH } from "~/shared/routes";

export function meta() {
  return [
    ...pageMeta({ title: casePageText.metaTitle, description: casePageText.metaDescription, path: CASE_PAGE_PATH }),
    // A private page: never in a search engine, and never named in another site's Referer.
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/** A victim's private case page (docs/decisions/0025): filled in the browser from the case cookie. */
export default function CasePageRoute() {
  return (
    <>
      <PageBanner title={casePageText.heading} text={casePageText.intro} crumbs={crumbsTo(casePageText.heading)} />
      <div className="container section narrow">
        <CasePageIsland />
      </div>
    </>
  );
}
