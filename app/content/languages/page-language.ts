import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, languageOfPath, linkIn, type LanguageCode } from "~/shared/languages";
import { paths } from "~/shared/routes";
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

/**
 * What every page's loader starts from (docs/decisions/0037): the language its address is in,
 * the path without the language's prefix, its words, and the breadcrumb home in that language.
 */
export function pageWordsFor(request: Request) {
  const { code, path } = languageOfPath(new URL(request.url).pathname);
  const words = siteTexts[code];
  return { code, path, words, home: { label: words.breadcrumb.home, to: linkIn(code, paths.home) } };
}
