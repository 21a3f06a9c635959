import type { LanguageCode } from "~/shared/languages";
import { englishFormTexts, type FormTexts } from "./form-words";
import { confirmation, contactForm, firstReplyWithin, helpForm, postQueryForm } from "./hi/forms";

// The words the form islands are given as props (docs/decisions/0040), apart from the page
// words of ./index.ts: only the build-time loaders read them (./form-language.ts), so no page's
// script imports them, nor the messages they are gathered from.

export const formTexts: Record<LanguageCode, FormTexts> = {
  en: englishFormTexts,
  hi: { helpForm, confirmation, firstReplyWithin, contactForm, postQueryForm },
};
