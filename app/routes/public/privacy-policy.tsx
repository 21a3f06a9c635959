import type { Route } from "./+types/privacy-policy";
import { NumberedDocument } from "~/app/components/numbered-document";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import {
  privacyGrievance,
  privacyIntro,
  privacyLastUpdated,
  privacyMeta,
  privacySections,
} from "~/app/content/privacy";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";
import { OfficialText } from "~/app/components/official-text";

export function loader() {
  return {
    intro: privacyIntro,
    lastUpdated: privacyLastUpdated,
    sections: privacySections,
    grievance: privacyGrievance,
  };
}

export function meta() {
  return pageMeta({ ...privacyMeta, path: paths.privacy });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { grievance, ...document } = loaderData;
  return (
    <>
      <PageBanner title={privacyMeta.title} crumbs={crumbsTo(privacyMeta.title)} />
      <NumberedDocument {...document}>
        <section className="summary-card" aria-labelledby="grievance-officer">
          <h2 id="grievance-officer">{grievance.heading}</h2>
          <p>
            <OfficialText text={grievance.text} />
          </p>
          <p>
            <strong>{grievance.emailLabel}:</strong> <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          </p>
          <p>
            <strong>{grievance.addressLabel}:</strong> {grievance.addressLines.join(", ")}
          </p>
          <p>
            <OfficialText text={grievance.boardNote} />
          </p>
        </section>
      </NumberedDocument>
    </>
  );
}
