import type { Route } from "./+types/query-form";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { GoldenHourCallout } from "~/app/components/golden-hour-callout";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { formLanguage } from "~/app/content/languages/form-language";
import { formTexts } from "~/app/content/languages/form-texts";
import { HelpRequestFormIsland } from "~/app/islands/modules/help-request-form";
import { pageMeta } from "~/app/lib/page-meta";
import { localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";

// The Request Help form on a page of its own, for links from chat apps and ads, and where
// Request Help leads without scripts: /query-form, and /hi/query-form in Hindi. The loader runs
// at build time only.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    text: words.queryFormPage,
    title: formTexts[code].helpForm.dialog.title,
    home,
    goldenHour: words.goldenHour,
    opensInNewTab: words.common.opensInNewTab,
    // The form's words travel as its props, so its script holds no language's words.
    formLanguage: formLanguage(code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { text, code } = loaderData;
  return pageMeta({
    title: text.metaTitle,
    description: text.metaDescription,
    path: localizedPath(code, paths.queryForm),
  });
}

export default function QueryFormPage({ loaderData }: Route.ComponentProps) {
  const { text, title, home, goldenHour, opensInNewTab, formLanguage: formWords } = loaderData;
  return (
    <>
      <PageBanner title={text.heading} text={text.intro} crumbs={crumbsTo(text.heading, home)} />
      <div className="container section narrow">
        <section className="form-card" aria-labelledby="query-form-heading">
          <h2 id="query-form-heading" className="form-card__title">
            {title}
          </h2>
          <GoldenHourCallout compact words={goldenHour} newTabLabel={opensInNewTab} />
          <HelpRequestFormIsland variant="request-help" draftKey="query-form" language={formWords} />
        </section>
      </div>
    </>
  );
}
