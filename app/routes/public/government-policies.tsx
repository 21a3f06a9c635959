import { FileDown } from "lucide-react";
import type { Route } from "./+types/government-policies";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { WhatsAppGlyph } from "~/app/components/brand-glyphs";
import { commonText } from "~/app/content/site-chrome";
import { governmentPolicies, governmentPoliciesSummary } from "~/app/content/government-policies";
import { governmentPoliciesText } from "~/app/content/government-policies-text";
import { pageMeta } from "~/app/lib/page-meta";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { OfficialText } from "~/app/components/official-text";

export function loader() {
  return { policies: governmentPolicies, summary: governmentPoliciesSummary };
}

export function meta() {
  return pageMeta({ ...governmentPoliciesText.meta, path: paths.governmentPolicies });
}

export default function GovernmentPolicies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title={governmentPoliciesText.heading}
        text={governmentPoliciesText.intro}
        crumbs={crumbsTo(governmentPoliciesText.heading)}
        className="page-banner--policies"
      />
      <div className="container section policies">
        <nav aria-label={governmentPoliciesText.tocLabel} className="toc">
          <ul>
            {loaderData.policies.map((policy) => (
              <li key={policy.id}>
                <a href={`#${policy.id}`}>{policy.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="policy-list">
          {loaderData.policies.map((policy) => (
            <section key={policy.id} id={policy.id} className="policy" aria-labelledby={`${policy.id}-title`}>
              <h2 id={`${policy.id}-title`}>{policy.title}</h2>
              {policy.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <OfficialText text={paragraph} />
                </p>
              ))}
              <p className="policy__document">
                <span className="policy__document-label">{governmentPoliciesText.documentLabel}</span>{" "}
                {policy.pdf.title}
              </p>
              <a
                className="button button--secondary policy__pdf"
                href={policy.pdf.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FileDown aria-hidden="true" size={18} /> {governmentPoliciesText.pdfButton}
                <span className="visually-hidden">
                  : {policy.pdf.title} {commonText.opensInNewTab}
                </span>
              </a>
            </section>
          ))}
        </div>
        <section className="summary-card" aria-labelledby="policies-summary">
          <h2 id="policies-summary">{governmentPoliciesText.summaryHeading}</h2>
          <p>
            <OfficialText text={loaderData.summary} />
          </p>
        </section>
        <aside className="whatsapp-banner" aria-labelledby="policies-whatsapp">
          <h2 id="policies-whatsapp">{governmentPoliciesText.whatsappHeading}</h2>
          <p>{governmentPoliciesText.whatsappText}</p>
          <a
            className="button button--whatsapp"
            href={siteConfig.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppGlyph /> {governmentPoliciesText.whatsappButton}{" "}
            <span className="visually-hidden">{commonText.opensInNewTab}</span>
          </a>
        </aside>
      </div>
    </>
  );
}
