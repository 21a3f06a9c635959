import { FacebookGlyph, InstagramGlyph, WhatsAppGlyph } from "./brand-glyphs";
import { siteConfig } from "~/shared/site-config";

/** The links' names in the page's language. */
export interface SocialLinkLabels {
  facebook: string;
  instagram: string;
  whatsapp: string;
  opensInNewTab: string;
}

/** The three outbound links (social pages and chat), each opening in a new tab. */
export function SocialLinks({
  className,
  iconSize = 18,
  labels,
}: {
  className: string;
  iconSize?: number;
  labels: SocialLinkLabels;
}) {
  const socialLinks = [
    { href: siteConfig.facebookUrl, label: labels.facebook, Glyph: FacebookGlyph },
    { href: siteConfig.instagramUrl, label: labels.instagram, Glyph: InstagramGlyph },
    { href: siteConfig.whatsappUrl, label: labels.whatsapp, Glyph: WhatsAppGlyph },
  ];
  return (
    <ul className={className}>
      {socialLinks.map(({ href, label, Glyph }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${labels.opensInNewTab}`}>
            <Glyph size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
