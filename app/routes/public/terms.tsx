import type { Route } from "./+types/terms";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { NumberedDocument } from "~/app/components/numbered-document";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";

// In each language the page exists in (/terms, /hi/terms; docs/decisions/0037). A translation
// links to the English page, which prevails.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  const { terms } = words;
  return {
    code,
    meta: terms.meta,
    home,
    document: {
      intro: terms.intro,
      lastUpdated: terms.lastUpdated,
      sections: terms.sections,
      englishPath: code === DEFAULT_LANGUAGE ? undefined : paths.terms,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.meta, path: localizedPath(loaderData.code, paths.terms) });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { meta, home, document } = loaderData;
  return (
    <>
      <PageBanner title={meta.title} crumbs={crumbsTo(meta.title, home)} />
      <NumberedDocument {...document} />
    </>
  );
}
