import type { LanguageCode } from "~/shared/languages";
import { en, type SiteText } from "./en";
import { hi } from "./hi";
import { bn } from "./bn";
import { ta } from "./ta";
import { mr } from "./mr";
import { te } from "./te";

// Every language's words, by its code in shared/languages.ts: a language added there without
// its folder here fails the typecheck. Read at build time by the pages and their shell; an
// island is given its words as props, so the browser loads only the page's own language.

export const siteTexts: Record<LanguageCode, SiteText> = { en, hi, bn, ta, mr, te };

export type { SiteText };
