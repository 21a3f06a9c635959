import type { Route } from "./+types/privacy-policy";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { NumberedDocument } from "~/app/components/numbered-document";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { privacyGrievance } from "~/app/content/languages/en/legal-documents";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

// In each language the page exists in (/privacy-policy, /hi/privacy-policy; docs/decisions/0037).
// A translation links to the English page, which prevails. The grievance e-mail and postal
// address are the same in every language.
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  const { privacy, common } = words;
  return {
    code,
    meta: privacy.meta,
    home,
    opensInNewTab: common.opensInNewTab,
    document: {
      intro: privacy.intro,
      lastUpdated: privacy.lastUpdated,
      sections: privacy.sections,
      englishPath: code === DEFAULT_LANGUAGE ? undefined : paths.privacy,
    },
    grievance: {
      ...privacy.grievance,
      email: privacyGrievance.email,
      addressLines: privacyGrievance.addressLines,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.meta, path: localizedPath(loaderData.code, paths.privacy) });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { meta, home, document, grievance, opensInNewTab: newTab } = loaderData;
  return (
    <>
      <PageBanner title={meta.title} crumbs={crumbsTo(meta.title, home)} />
      <NumberedDocument {...document}>
        <section className="summary-card" aria-labelledby="grievance-officer">
          <h2 id="grievance-officer">{grievance.heading}</h2>
          <p>
            <OfficialText text={grievance.text} newTabLabel={newTab} />
          </p>
          <p>
            <strong>{grievance.emailLabel}:</strong> <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          </p>
          <p>
            <strong>{grievance.addressLabel}:</strong> {grievance.addressLines.join(", ")}
          </p>
          <p>
            <OfficialText text={grievance.boardNote} newTabLabel={newTab} />
          </p>
        </section>
      </NumberedDocument>
    </>
  );
}
