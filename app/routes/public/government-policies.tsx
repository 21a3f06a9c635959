import { FileDown } from "lucide-react";
import type { Route } from "./+types/government-policies";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { WhatsAppGlyph } from "~/app/components/brand-glyphs";
import { siteTexts } from "~/app/content/languages";
import { governmentPolicies } from "~/app/content/languages/en/government-policies";
import { pageMeta } from "~/app/lib/page-meta";
import { DEFAULT_LANGUAGE, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { OfficialText } from "~/app/components/official-text";

// In each language the page exists in (/government-policies, /hi/government-policies;
// docs/decisions/0037): the words from that language, each official document's address from the English page.
export function loader({ request }: Route.LoaderArgs) {
  const { code, home, words: site } = pageWordsFor(request);
  const words = site.governmentPolicies;
  const policies = governmentPolicies.map(({ id, pdf }) => {
    const translated = words.policies.find((policy) => policy.id === id);
    if (!translated) throw new Error(`No ${code} words for the policy "${id}"`);
    return {
      id,
      title: translated.title,
      paragraphs: translated.paragraphs,
      pdf: { title: translated.pdfTitle, url: pdf.url },
    };
  });
  return {
    code,
    text: words.text,
    policies,
    summary: words.summary,
    home,
    opensInNewTab: siteTexts[code].common.opensInNewTab,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { text, code } = loaderData;
  return pageMeta({ ...text.meta, path: localizedPath(code, paths.governmentPolicies) });
}

export default function GovernmentPolicies({ loaderData }: Route.ComponentProps) {
  const { text: governmentPoliciesText, home, opensInNewTab, code } = loaderData;
  return (
    <>
      <PageBanner
        title={governmentPoliciesText.heading}
        text={governmentPoliciesText.intro}
        crumbs={crumbsTo(governmentPoliciesText.heading, home)}
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
                  <OfficialText text={paragraph} newTabLabel={opensInNewTab} />
                </p>
              ))}
              <p className="policy__document">
                <span className="policy__document-label">{governmentPoliciesText.documentLabel}</span>{" "}
                {policy.pdf.title}
              </p>
              <a
                className="button button--secondary policy__pdf"
                href={policy.pdf.url}
                hrefLang={code === DEFAULT_LANGUAGE ? undefined : "en"}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FileDown aria-hidden="true" size={18} /> {governmentPoliciesText.pdfButton}
                <span className="visually-hidden">
                  : {policy.pdf.title} {opensInNewTab}
                </span>
              </a>
            </section>
          ))}
        </div>
        <section className="summary-card" aria-labelledby="policies-summary">
          <h2 id="policies-summary">{governmentPoliciesText.summaryHeading}</h2>
          <p>
            <OfficialText text={loaderData.summary} newTabLabel={opensInNewTab} />
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
            <span className="visually-hidden">{opensInNewTab}</span>
          </a>
        </aside>
      </div>
    </>
  );
}
