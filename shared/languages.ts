// Only the type: the codes' own module goes with the form schemas into the browser, and a page
// without a form should not fetch it for this list (shared/language-codes.ts; a test keeps both in step).
import type { LanguageCode } from "./language-codes";
import { ENGLISH_DATES, type DateFormat } from "./india-time";
import { PAGES, PRIVATE_PAGE_PATHS, PUBLIC_PATHS, type TranslationCode } from "./pages";
import { CASE_PAGE_PATH, NOT_FOUND_PRERENDER_PATH } from "./routes";

export type { LanguageCode };

// The languages of the public site (docs/decisions/0037-languages-and-hindi.md). English is the
// site as it was, at the root; each other language lives under its prefix with the same paths
// after it. A new language is one entry here and one content folder (app/content/languages/).

export const LANGUAGES = [
  { code: "en", lang: "en-IN", name: "English", englishName: "English", prefix: "", dates: ENGLISH_DATES },
  {
    code: "hi",
    lang: "hi",
    name: "हिन्दी",
    englishName: "Hindi",
    prefix: "/hi",
    // "शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)"; letters: "बुधवार, 25 नवंबर 2026, …"; the case
    // page's script: "29 नवंबर 2026 को 00:15 बजे".
    dates: {
      locale: "hi-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} बजे (भारतीय समय)",
      inBrowser: {
        locale: "hi-IN",
        options: {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          numberingSystem: "latn",
        },
      },
      dayAlone: "without weekday",
    },
  },
  {
    code: "bn",
    lang: "bn",
    name: "বাংলা",
    englishName: "Bengali",
    prefix: "/bn",
    // "শনি, 28 নভেম্বর 2026, 23:59 (ভারতীয় সময়)"; letters: "বুধবার, 25 নভেম্বর 2026, …"; the case
    // page's script: "29 নভেম্বর, 2026 এ 00:15". Digits stay Latin, as the authorities write them.
    dates: {
      locale: "bn-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} (ভারতীয় সময়)",
      inBrowser: {
        locale: "bn-IN",
        options: {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          numberingSystem: "latn",
        },
      },
      dayAlone: "without weekday",
    },
  },
  {
    code: "ta",
    lang: "ta",
    name: "தமிழ்",
    englishName: "Tamil",
    prefix: "/ta",
    // "சனி, 28 நவம்பர் 2026, 23:59 (இந்திய நேரம்)"; letters: "புதன், 25 நவம்பர் 2026, …"; the case
    // page's script: "29 நவம்பர், 2026, 00:15". Digits stay Latin, as the authorities write them.
    dates: {
      locale: "ta-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} (இந்திய நேரம்)",
      inBrowser: {
        locale: "ta-IN",
        options: {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          numberingSystem: "latn",
        },
      },
      dayAlone: "without weekday",
    },
  },
  {
    code: "mr",
    lang: "mr",
    name: "मराठी",
    englishName: "Marathi",
    prefix: "/mr",
    // "शनि, 28 नोव्हेंबर 2026, 23:59 (भारतीय वेळ)"; letters: "बुधवार, 25 नोव्हेंबर 2026, …". Marathi's
    // own digits are Devanagari's; ours stay Latin, as the authorities write 1930 and amounts.
    dates: {
      locale: "mr-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} (भारतीय वेळ)",
      inBrowser: {
        locale: "mr-IN",
        options: {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          numberingSystem: "latn",
        },
      },
      dayAlone: "without weekday",
    },
  },
  {
    code: "te",
    lang: "te",
    name: "తెలుగు",
    englishName: "Telugu",
    prefix: "/te",
    // "శని, 28 నవంబర్ 2026, 23:59 (భారత కాలమానం)"; letters: "బుధవారం, 25 నవంబర్ 2026, …"; the case
    // page's script: "29 నవంబర్, 2026 00:15కి". Digits stay Latin, as the authorities write them.
    dates: {
      locale: "te-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} (భారత కాలమానం)",
      inBrowser: {
        locale: "te-IN",
        options: {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          numberingSystem: "latn",
        },
      },
      dayAlone: "without weekday",
    },
  },
] as const satisfies readonly LanguageEntry[];

/**
 * A language's entry: its code, its `lang` attribute, its name in its own script and in English,
 * the path prefix of its pages, and how it writes dates (shared/india-time.ts: formatDate,
 * formatDateTime, formatMonthYear take `dates`).
 */
interface LanguageEntry {
  code: LanguageCode;
  lang: string;
  name: string;
  englishName: string;
  prefix: string;
  dates: DateFormat;
}

export type Language = (typeof LANGUAGES)[number];

/** How a language writes dates: its entry's `dates`. */
export function datesIn(code: LanguageCode): DateFormat {
  return language(code).dates;
}

/** The site's own language: its pages are at the root, and it is the hreflang x-default. */
export const DEFAULT_LANGUAGE = "en" satisfies LanguageCode;

/**
 * The English pages that exist in each other language (the path after the prefix), as the table
 * of pages says (PAGES, shared/pages.ts). English has every page. A page listed here is
 * prerendered under the language's prefix and, unless private, listed in the sitemap and linked
 * with hreflang both ways.
 */
export const TRANSLATED_PATHS: Record<TranslationCode, readonly string[]> = {
  hi: pathsTranslatedInto("hi"),
  bn: pathsTranslatedInto("bn"),
  ta: pathsTranslatedInto("ta"),
  mr: pathsTranslatedInto("mr"),
  te: pathsTranslatedInto("te"),
};

function pathsTranslatedInto(code: TranslationCode): readonly string[] {
  return PAGES.filter((page) => page.translatedInto.includes(code)).map((page) => page.path);
}

export function language(code: LanguageCode): Language {
  return LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
}

/**
 * A language as the desk reads it (docs/decisions/0040): "English", "Hindi (हिन्दी)", its English
 * name with its own name in its own script. The case's detail shows it so, and the CSV export writes it.
 */
export function languageLabel(code: LanguageCode): string {
  const { englishName, name } = language(code);
  return name === englishName ? name : `${englishName} (${name})`;
}

/** The paths (after the prefix) that exist in a language, its private pages (the case page's) included. */
export function pathsIn(code: LanguageCode): readonly string[] {
  return code === DEFAULT_LANGUAGE ? ENGLISH_PATHS : TRANSLATED_PATHS[code];
}

const ENGLISH_PATHS: readonly string[] = [...PUBLIC_PATHS, ...PRIVATE_PAGE_PATHS];

/** The case page in a language ("/case", "/hi/case"), where the case's links lead (docs/decisions/0041). */
export function casePagePath(code: LanguageCode): string {
  return localizedPath(code, CASE_PAGE_PATH);
}

/** Whether a path (after the prefix) is a private page: prerendered, but in no sitemap and named by no hreflang. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PAGE_PATHS.includes(path);
}

/** A page's address in a language: "/" in Hindi is "/hi", "/faq" is "/hi/faq". */
export function localizedPath(code: LanguageCode, path: string): string {
  const { prefix } = language(code);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * A link from a page in `code` to `path` (an English path, with an optional #fragment): to that
 * page in the same language when it exists there, else to the English page.
 */
export function linkIn(code: LanguageCode, path: string): string {
  const [pathname = path, fragment] = path.split("#", 2);
  const target = pathsIn(code).includes(pathname) ? localizedPath(code, pathname) : pathname;
  return fragment === undefined ? target : `${target}#${fragment}`;
}

/** The language of a page's address, and the path after its prefix ("/hi/faq" -> hi, "/faq"). */
export function languageOfPath(pathname: string): { code: LanguageCode; path: string } {
  for (const entry of LANGUAGES) {
    if (!entry.prefix) continue;
    if (pathname === entry.prefix || pathname === `${entry.prefix}/`) return { code: entry.code, path: "/" };
    if (pathname.startsWith(`${entry.prefix}/`)) return { code: entry.code, path: pathname.slice(entry.prefix.length) };
  }
  return { code: DEFAULT_LANGUAGE, path: pathname };
}

/** The languages a page (its path after the prefix) exists in, in the list's order. */
export function languagesOf(path: string): Language[] {
  return LANGUAGES.filter((entry) => pathsIn(entry.code).includes(path));
}

/** Every prerendered page of the languages other than English, prefixed ("/hi", ...), private ones aside. */
export const TRANSLATED_PUBLIC_PATHS: readonly string[] = LANGUAGES.flatMap((entry) =>
  entry.code === DEFAULT_LANGUAGE
    ? []
    : TRANSLATED_PATHS[entry.code]
        .filter((path) => !isPrivatePath(path))
        .map((path) => localizedPath(entry.code, path)),
);

/** The private pages of the languages other than English ("/hi/case"): prerendered like PRIVATE_PAGE_PATHS. */
export const TRANSLATED_PRIVATE_PATHS: readonly string[] = LANGUAGES.flatMap((entry) =>
  entry.code === DEFAULT_LANGUAGE
    ? []
    : TRANSLATED_PATHS[entry.code].filter(isPrivatePath).map((path) => localizedPath(entry.code, path)),
);

/** Each language's 404 page, prerendered once: "/404", "/hi/404". */
export const NOT_FOUND_PRERENDER_PATHS: readonly string[] = LANGUAGES.map((entry) =>
  localizedPath(entry.code, NOT_FOUND_PRERENDER_PATH),
);

/** Every public page in every language: the sitemap's list. */
export const ALL_PUBLIC_PATHS: readonly string[] = [...PUBLIC_PATHS, ...TRANSLATED_PUBLIC_PATHS];
