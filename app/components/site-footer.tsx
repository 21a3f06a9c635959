import { Link } from "react-router";
import { Mail, MapPin, PhoneCall } from "lucide-react";
import { navigationMenus, type NavLink } from "../content/navigation";
import { usePageLanguage, usePageWords } from "../content/languages/page-language";
import { SocialLinks } from "./social-links";
import { COPYRIGHT_YEAR } from "~/shared/constants";
import { linkIn } from "~/shared/languages";
import { CASE_PAGE_PATH, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { OfficialText } from "./official-text";

/** The footer of every public page, in the page's language; its links lead to pages in it where they exist. */
export function SiteFooter() {
  const code = usePageLanguage();
  const words = usePageWords();
  const { header: headerText, footer: footerText } = words;
  const link = (path: string) => linkIn(code, path);
  const quickLinks = [
    { label: headerText.home, to: paths.home },
    { label: headerText.about, to: paths.about },
    { label: headerText.allServices, to: paths.services },
    { label: headerText.learningCorner, to: paths.learningCorner },
    { label: headerText.governmentPolicies, to: paths.governmentPolicies },
    { label: headerText.postQueries, to: paths.postQuery },
    { label: headerText.contact, to: paths.contact },
    { label: headerText.yourCase, to: CASE_PAGE_PATH },
  ].map((item) => ({ ...item, to: link(item.to) }));
  const { servicesMenu } = navigationMenus(words, link);
  const socialLabels = { ...headerText, opensInNewTab: words.common.opensInNewTab };
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <p id="footer-brand" className="site-footer__brand">
            <img src="/logo.svg" alt="" width="32" height="32" /> {siteConfig.brand}
          </p>
          <p>{footerText.about}</p>
          <p className="site-footer__helpline">
            <OfficialText text={footerText.helplineNote} newTabLabel={words.common.opensInNewTab} />
          </p>
        </section>
        <FooterLinks id="footer-quick-links" heading={footerText.quickLinks} links={quickLinks} />
        <FooterLinks id="footer-services" heading={footerText.servicesHeading} links={servicesMenu.items.slice(1)} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {footerText.contactHeading}
          </h2>
          <address className="site-footer__contact">
            <p>
              <MapPin aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{footerText.addressLabel}: </span>
                {siteConfig.addressLines.join(", ")}
              </span>
            </p>
            <p>
              <PhoneCall aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{footerText.phoneLabel}: </span>
                <a href={siteConfig.telUrl}>{siteConfig.supportPhone}</a>
              </span>
            </p>
            <p>
              <Mail aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">{footerText.emailLabel}: </span>
                <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
              </span>
            </p>
          </address>
          <p className="site-footer__follow">{footerText.followUs}</p>
          <SocialLinks className="site-footer__social" iconSize={20} labels={socialLabels} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{footerText.copyright(COPYRIGHT_YEAR)}</p>
          <nav aria-label={footerText.legalNavLabel}>
            <ul className="site-footer__legal">
              <li>
                <Link to={link(paths.privacy)}>{footerText.privacy}</Link>
              </li>
              <li>
                <Link to={link(paths.terms)}>{footerText.terms}</Link>
              </li>
              <li>
                <Link to={link(paths.faq)}>{footerText.faq}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
