import { data } from "react-router";
import type { Route } from "./+types/case-letter";
import { PageBanner } from "~/app/components/page-banner";
import { breadcrumbText } from "~/app/content/site-chrome";
import { casePageText } from "~/app/content/case-page";
import { caseLetterPages } from "~/app/content/case-letters";
import { CaseLetterIsland } from "~/app/islands/modules/case-letter";
import { pageMeta } from "~/app/lib/page-meta";
import { CASE_PAGE_PATH, LETTER_KINDS, caseLetterPath, paths, type LetterKind } from "~/shared/routes";

// One template for the documents drafted from a case (docs/decisions/0028). Prerendered, the page
// says to open the case first; the server renders it with the document when the request carries
// the case cookie (server/routes/case-page.ts).

function kindOf(pathname: string): LetterKind | undefined {
  return LETTER_KINDS.find((kind) => caseLetterPath(kind) === pathname.replace(/\/$/, ""));
}

export function loader({ request }: Route.LoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return { kind };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = caseLetterPages[loaderData.kind];
  return [
    ...pageMeta({ title: page.title, description: page.metaDescription, path: caseLetterPath(loaderData.kind) }),
    // Private, like the case page: never in a search engine, never named in another site's Referer.
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function CaseLetterRoute({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const page = caseLetterPages[kind];
  return (
    <>
      <PageBanner
        title={page.title}
        text={page.intro}
        crumbs={[
          { label: breadcrumbText.home, to: paths.home },
          { label: casePageText.heading, to: CASE_PAGE_PATH },
          { label: page.title },
        ]}
      />
      <div className="container section narrow">
        <CaseLetterIsland kind={kind} />
      </div>
    </>
  );
}
