import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { queryFormPageText, requestHelpText } from "~/app/content/site-chrome";
import { HelpRequestFormIsland } from "~/app/islands/modules/help-request-form";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";

export function meta() {
  return pageMeta({
    title: queryFormPageText.metaTitle,
    description: queryFormPageText.metaDescription,
    path: paths.queryForm,
  });
}

/** The Request Help form on a page of its own, for links from chat apps and ads. */
export default function QueryFormPage() {
  return (
    <>
      <PageBanner
        title={queryFormPageText.heading}
        text={queryFormPageText.intro}
        crumbs={crumbsTo(queryFormPageText.heading)}
      />
      <div className="container section narrow">
        <section className="form-card" aria-labelledby="query-form-heading">
          <h2 id="query-form-heading" className="form-card__title">
            {requestHelpText.dialogTitle}
          </h2>
          <GoldenHourCallout compact />
          <HelpRequestFormIsland variant="request-help" draftKey="query-form" />
        </section>
      </div>
    </>
  );
}
