// The codes of the site's languages, on their own: a form's schema checks the language a page
// sends without carrying shared/languages.ts (its paths and prefixes) into the browser.
// shared/languages.ts lists each language in full, and its test keeps the two lists in step.

export const LANGUAGE_CODES = ["en", "hi", "bn", "ta", "mr", "te"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** English, the site's own language (DEFAULT_LANGUAGE in shared/languages.ts). */
export const DEFAULT_LANGUAGE = "en" satisfies LanguageCode;
