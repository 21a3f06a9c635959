import { commonText, headerText } from "../content/site-chrome";
import { FacebookGlyph, InstagramGlyph, WhatsAppGlyph } from "./brand-glyphs";
import { siteConfig } from "~/shared/site-config";

const socialLinks = [
  { href: siteConfig.facebookUrl, label: headerText.facebook, Glyph: FacebookGlyph },
  { href: siteConfig.instagramUrl, label: headerText.instagram, Glyph: InstagramGlyph },
  { href: siteConfig.whatsappUrl, label: headerText.whatsapp, Glyph: WhatsAppGlyph },
];

/** The three outbound links (social pages and chat), each opening in a new tab. */
export function SocialLinks({ className, iconSize = 18 }: { className: string; iconSize?: number }) {
  return (
    <ul className={className}>
      {socialLinks.map(({ href, label, Glyph }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${commonText.opensInNewTab}`}>
            <Glyph size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
