import { data } from "react-router";
import type { Route } from "./+types/case-letter";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { PageBanner } from "~/app/components/page-banner";
import { CaseLetterIsland } from "~/app/islands/modules/case-letter";
import type { LetterPageWords } from "~/app/lib/letter-page-words";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, LANGUAGES, datesIn, language, linkIn, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, LETTER_KINDS, caseLetterPath, type LetterKind } from "~/shared/routes";

// One template for the documents drafted from a case (docs/decisions/0028), in each language the
// page exists in (/case/letters/bank, /hi/case/letters/bank; decision 0042). Prerendered, the page
// says to open the case first; the server renders it with the document when the request carries
// the case cookie (server/routes/case-page/letters.ts). The page's words come from the loader in
// the page's language; the letter's come with the letter, in the language chosen for it.

function kindOf(path: string): LetterKind | undefined {
  return LETTER_KINDS.find((kind) => caseLetterPath(kind) === path.replace(/\/$/, ""));
}

export function loader({ request }: Route.LoaderArgs) {
  const { code, path, words: site, home } = pageWordsFor(request);
  const kind = kindOf(path);
  if (!kind) throw data(null, { status: 404 });
  const text = site.caseLetters;
  const page = text.pages[kind];
  const words: LetterPageWords = {
    ...text.page,
    lang: language(code).lang,
    dates: datesIn(code),
    casePath: linkIn(code, CASE_PAGE_PATH),
    superintendentHref: linkIn(code, caseLetterPath("superintendent")),
    howTo: page.howTo,
    documentLabel: page.documentLabel,
    languages: LANGUAGES.map((entry) => ({ code: entry.code, name: entry.name, lang: entry.lang })),
  };
  return {
    code,
    kind,
    title: page.title,
    intro: page.intro,
    metaDescription: page.metaDescription,
    crumbs: [home, { label: text.caseCrumb, to: words.casePath }, { label: page.title }],
    words,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { code = DEFAULT_LANGUAGE, kind, title, metaDescription } = loaderData;
  return [
    ...pageMeta({ title, description: metaDescription, path: localizedPath(code, caseLetterPath(kind)) }),
    // Private, like the case page: never in a search engine, never named in another site's Referer.
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function CaseLetterRoute({ loaderData }: Route.ComponentProps) {
  const { kind, title, intro, crumbs, words } = loaderData;
  return (
    <>
      <PageBanner title={title} text={intro} crumbs={crumbs} />
      <div className="container section narrow">
        <CaseLetterIsland kind={kind} words={words} />
      </div>
    </>
  );
}
