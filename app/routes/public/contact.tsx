import { Mail, MapPin, PhoneCall } from "lucide-react";
import type { Route } from "./+types/contact";
import { pageWordsFor } from "~/app/content/languages/page-language";
import { FacebookGlyph } from "~/app/components/brand-glyphs";
import { PageBanner, crumbsTo } from "~/app/components/page-banner";
import { contactFormLanguage } from "~/app/content/languages/form-language";
import { ContactFormIsland } from "~/app/islands/modules/contact-form";
import { pageMeta } from "~/app/lib/page-meta";
import { localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";

// In each language the page exists in (/contact, /hi/contact; docs/decisions/0037). The loader
// runs at build time only; the form's words travel as its props (docs/decisions/0040).
export function loader({ request }: Route.LoaderArgs) {
  const { code, words, home } = pageWordsFor(request);
  return {
    code,
    meta: words.contactPage.meta,
    contactText: words.contactPage.text,
    pageName: words.header.contact,
    home,
    opensInNewTab: words.common.opensInNewTab,
    formLanguage: contactFormLanguage(code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.meta, path: localizedPath(loaderData.code, paths.contact) });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { contactText, pageName, home, formLanguage } = loaderData;
  return (
    <>
      <PageBanner title={contactText.heading} text={contactText.intro} crumbs={crumbsTo(pageName, home)} />
      <div className="container section two-columns">
        <section className="form-card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="form-card__title">
            {contactText.formHeading}
          </h2>
          <p className="form-card__intro">{contactText.formIntro}</p>
          <ContactFormIsland language={formLanguage} />
        </section>
        <section aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading" className="visually-hidden">
            {contactText.infoHeading}
          </h2>
          <ul className="info-boxes">
            <li className="info-box">
              <MapPin aria-hidden="true" />
              <div>
                <h3>{contactText.address}</h3>
                <address>
                  {siteConfig.addressLines.map((line) => (
                    <span key={line} className="address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </li>
            <li className="info-box">
              <FacebookGlyph size={24} />
              <div>
                <h3>{contactText.social}</h3>
                <a href={siteConfig.facebookUrl} target="_blank" rel="noopener noreferrer">
                  {contactText.socialLinkText}
                </a>
              </div>
            </li>
            <li className="info-box">
              <Mail aria-hidden="true" />
              <div>
                <h3>{contactText.email}</h3>
                <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
              </div>
            </li>
            <li className="info-box">
              <PhoneCall aria-hidden="true" />
              <div>
                <h3>{contactText.phone}</h3>
                <a href={siteConfig.telUrl}>{siteConfig.supportPhone}</a>
              </div>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
