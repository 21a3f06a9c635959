import type { LanguageCode } from "~/shared/languages";
import { confirmationText } from "./en/confirmation";
import * as en from "./en/forms";
import * as hi from "./hi/forms";
import * as bn from "./bn/forms";
import * as ta from "./ta/forms";
import * as mr from "./mr/forms";
import * as te from "./te/forms";
import type { FormTexts } from "./island-words";

// The words the form islands are given as props (docs/decisions/0040), apart from the page
// words of ./index.ts: only the build-time loaders read them (./form-language.ts), so no page's
// script imports them, nor the messages they are gathered from.

export const formTexts: Record<LanguageCode, FormTexts> = {
  // English's confirmation is in ./en/confirmation.ts, apart (see ./folders.test.ts).
  en: formTextsOf({ ...en, confirmation: confirmationText }),
  hi: formTextsOf(hi),
  bn: formTextsOf(bn),
  ta: formTextsOf(ta),
  mr: formTextsOf(mr),
  te: formTextsOf(te),
};

/** A language's forms.ts, its forms' words under the same names in every language. */
function formTextsOf(words: FormTexts): FormTexts {
  const { helpForm, confirmation, firstReplyWithin, contactForm, postQueryForm } = words;
  return { helpForm, confirmation, firstReplyWithin, contactForm, postQueryForm };
}
