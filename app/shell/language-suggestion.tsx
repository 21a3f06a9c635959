import { useEffect, useState } from "react";
import { rememberLanguage, rememberedLanguage } from "~/app/lib/language-choice";
import type { LanguageCode } from "~/shared/languages";

export interface LanguageSuggestionOffer {
  code: LanguageCode;
  lang: string;
  /** That language's home page. */
  href: string;
  /** The offer, in that language's words. */
  text: string;
  link: string;
  dismiss: string;
}

/** The language this browser's reader put first among those we offer, if any ("hi-IN" -> "hi"). */
function preferredOffer(offers: LanguageSuggestionOffer[]): LanguageSuggestionOffer | undefined {
  const remembered = rememberedLanguage();
  // A choice made with the header's switch (or a dismissed suggestion) wins over the browser's settings.
  if (remembered !== null) return offers.find((offer) => offer.code === remembered);
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return undefined;
    const offer = offers.find((candidate) => candidate.code === primary);
    if (offer) return offer;
  }
  return undefined;
}

/**
 * On the English home page, a visible offer to read in the language the browser prefers
 * (docs/decisions/0037): never a redirect. Shown once the page is live, and only to a browser
 * that asks for that language first or whose reader chose it before; "No, thanks" remembers English.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: LanguageSuggestionOffer[] }) {
  const [offer, setOffer] = useState<LanguageSuggestionOffer | undefined>(undefined);
  useEffect(() => setOffer(preferredOffer(suggestions)), [suggestions]);
  if (!offer) return null;
  return (
    <aside className="language-suggestion" lang={offer.lang} aria-label={offer.link}>
      <div className="container language-suggestion__inner">
        <p>
          {offer.text}{" "}
          <a href={offer.href} hrefLang={offer.lang} onClick={() => rememberLanguage(offer.code)}>
            {offer.link}
          </a>
        </p>
        <button
          type="button"
          className="button button--secondary language-suggestion__dismiss"
          onClick={() => {
            rememberLanguage("en");
            setOffer(undefined);
          }}
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
