import type { Route } from "./+types/case";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { caseWords } from "~/app/content/languages/case-words";
import { CasePageIsland } from "~/app/islands/modules/case-page";
import { pageMeta } from "~/app/lib/page-meta";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH } from "~/shared/routes";

// A victim's private case page: /case, and /hi/case in Hindi (docs/decisions/0025, 0041). The
// loader runs at build time only: the island's words travel as its props.
export function loader({ request }: Route.LoaderArgs) {
  const { code, home } = pageWordsFor(request);
  return {
    code,
    home,
    words: caseWords(code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData.words;
  return [
    ...pageMeta({
      title: page.metaTitle,
      description: page.metaDescription,
      path: localizedPath(loaderData.code, CASE_PAGE_PATH),
    }),
    // A private page: never in a search engine, and never named in another site's Referer.
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/** A victim's private case page (docs/decisions/0025): filled in the browser from the case cookie. */
export default function CasePageRoute({ loaderData }: Route.ComponentProps) {
  const { words, home } = loaderData;
  return (
    <>
      <PageBanner
        title={words.page.heading}
        text={words.page.intro}
        crumbs={crumbsTo(words.page.heading, home)}
        className="page-banner--case"
      />
      <div className="container section narrow case-page-section">
        <CasePageIsland words={words} />
      </div>
    </>
  );
}
