import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/shared/languages";
import { siteTexts, type SiteText } from "./index";

// The language of the page being prerendered, set by the public layout from its path. Read by
// the parts of the page that are plain HTML (footer, emergency bar, the pages); never by an
// island, whose words come as props so that its script holds no language's words.

export const PageLanguageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE);

export function usePageLanguage(): LanguageCode {
  return useContext(PageLanguageContext);
}

/** The page's words in its language. */
export function usePageWords(): SiteText {
  return siteTexts[usePageLanguage()];
}
