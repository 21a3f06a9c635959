// The table of pages: every page the build prerenders is one entry, its path, its template and
// the languages it is translated into. The routes (app/routes.ts), the prerender list
// (react-router.config.ts), each language's pages (shared/languages.ts) and so the sitemap and
// hreflang links (server/site/crawler-files.ts) are all made from it.
//
// A module of its own rather than part of shared/routes.ts: the islands every public page loads
// import routes.ts, and need none of this; here it goes only to the code that reads it.

// Only the type: the codes' own module goes with the form schemas into the browser (shared/languages.ts).
import type { LanguageCode } from "./language-codes";
import { CASE_PAGE_PATH, LEARNING_SLUGS, LETTER_KINDS, TOPIC_SLUGS, caseLetterPath, paths } from "./routes";

/** A language a page may be translated into: any but English, which has every page at the root. */
export type TranslationCode = Exclude<LanguageCode, "en">;

/** A page the build prerenders. */
export interface Page {
  /** Its English address; in another language it is under that language's prefix ("/hi/faq"). */
  readonly path: string;
  /** Its route module, as app/routes.ts names it; one template may draw several pages. */
  readonly template: string;
  /** The languages it exists in besides English, each with its words in app/content/languages/. */
  readonly translatedInto: readonly TranslationCode[];
  /** A victim's own page: prerendered, but kept out of the sitemap and search engines, and named by no hreflang. */
  readonly private?: true;
}

// Every page is in Hindi, Bengali, Tamil, Marathi and Telugu so far; a page not yet translated says `translatedInto: []`.
const EVERY_TRANSLATION: readonly TranslationCode[] = ["hi", "bn", "ta", "mr", "te"];

/**
 * Every prerendered page, in the site's order (the sitemap's, each language's). The desk's and
 * sign-in pages are not here: they are a client app, never prerendered (APP_ONLY_PATHS), and
 * app/routes.ts lists them itself, as it does the 404 pages.
 */
export const PAGES: readonly Page[] = [
  { path: paths.home, template: "routes/public/home.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.about, template: "routes/public/about.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.contact, template: "routes/public/contact.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.services, template: "routes/public/services.tsx", translatedInto: EVERY_TRANSLATION },
  // One template, one page per known topic: an unknown slug is the 404 page.
  ...TOPIC_SLUGS.map((slug) => ({
    path: paths.topic(slug),
    template: "routes/public/topic.tsx",
    translatedInto: EVERY_TRANSLATION,
  })),
  { path: paths.learningCorner, template: "routes/public/learning-corner.tsx", translatedInto: EVERY_TRANSLATION },
  ...LEARNING_SLUGS.map((slug) => ({
    path: paths.learning(slug),
    template: "routes/public/learning.tsx",
    translatedInto: EVERY_TRANSLATION,
  })),
  {
    path: paths.governmentPolicies,
    template: "routes/public/government-policies.tsx",
    translatedInto: EVERY_TRANSLATION,
  },
  { path: paths.postQuery, template: "routes/public/post-query.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.queryForm, template: "routes/public/query-form.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.terms, template: "routes/public/terms.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.privacy, template: "routes/public/privacy-policy.tsx", translatedInto: EVERY_TRANSLATION },
  { path: paths.faq, template: "routes/public/faq.tsx", translatedInto: EVERY_TRANSLATION },
  // The case page in the case's language (docs/decisions/0041), and the documents drafted from
  // a case in theirs (decision 0042): private.
  { path: CASE_PAGE_PATH, template: "routes/public/case.tsx", translatedInto: EVERY_TRANSLATION, private: true },
  ...LETTER_KINDS.map((kind) => ({
    path: caseLetterPath(kind),
    template: "routes/public/case-letter.tsx",
    translatedInto: EVERY_TRANSLATION,
    private: true as const,
  })),
];

/** Every public page, prerendered at build time and listed in the sitemap. */
export const PUBLIC_PATHS: readonly string[] = PAGES.filter((page) => !page.private).map((page) => page.path);

/** Prerendered pages that are private: kept out of the sitemap and search engines. */
export const PRIVATE_PAGE_PATHS: readonly string[] = PAGES.filter((page) => page.private).map((page) => page.path);
