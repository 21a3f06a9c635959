import { fillIn } from "~/app/lib/fill-in";
import { siteConfig } from "~/shared/site-config";
import { DEFAULT_LANGUAGE, linkIn, type LanguageCode } from "~/shared/languages";
import { translateMessage } from "~/shared/translations/translate";
import { paths } from "~/shared/routes";
import { messagesFor } from "~/shared/translations";
import { formTexts } from "./form-texts";
import { siteTexts } from "./index";
import type {
  ConfirmationWords,
  ContactFormLanguage,
  FieldWords,
  FormLanguage,
  PostQueryFormLanguage,
} from "./island-words";
import { INVALID_EMAIL_MESSAGE, BROWSER_REQUIRED_MESSAGE } from "~/shared/messages/form-fields";

/** A page's form language, built at build time for the form's island (its shape: ./island-words.ts). */
export function formLanguage(code: LanguageCode): FormLanguage {
  const { helpForm } = formTexts[code];
  const messages = messagesFor(code);
  return {
    code,
    words: helpForm,
    goldenHour: siteTexts[code].goldenHour,
    messages,
    formPageHref: linkIn(code, paths.queryForm),
    fieldWords: fieldWords(code),
  };
}

/** The words every form's shared parts say (app/components/form-fields.tsx), in a language. */
function fieldWords(code: LanguageCode): FieldWords {
  const { fields, privacy, toasts } = formTexts[code].helpForm;
  const messages = messagesFor(code);
  return {
    optional: fields.optional,
    sending: fields.sending,
    honeypotLabel: fields.honeypotLabel,
    privacy,
    privacyHref: linkIn(code, paths.privacy),
    offlineNote: toasts.offlineNote,
    // The browser's own checks in the page's language; in English, the browser's wording.
    ...(code === DEFAULT_LANGUAGE
      ? {}
      : {
          browserMessages: {
            required: translateMessage(BROWSER_REQUIRED_MESSAGE, messages),
            invalidEmail: translateMessage(INVALID_EMAIL_MESSAGE, messages),
          },
        }),
  };
}

/** Contact Us's and Get in Touch's language, built at build time for their islands. */
export function contactFormLanguage(code: LanguageCode): ContactFormLanguage {
  return { code, words: formTexts[code].contactForm, messages: messagesFor(code), fieldWords: fieldWords(code) };
}

/** Post Query's language, built at build time for its island. */
export function postQueryFormLanguage(code: LanguageCode): PostQueryFormLanguage {
  return { code, words: formTexts[code].postQueryForm, messages: messagesFor(code), fieldWords: fieldWords(code) };
}

/** The confirmation's words in a language, the desk's first-reply promise said in it. */
export function confirmationWords(code: LanguageCode): ConfirmationWords {
  const words = formTexts[code];
  const firstReplyWithin = words.firstReplyWithin(siteConfig.firstReplyWithin);
  return {
    ...words.confirmation,
    nextSteps: fillIn(words.confirmation.nextSteps, { firstReplyWithin }),
    // For the case's own response target, said in this language (../../components/confirmation-panel.tsx).
    nextStepsWithin: words.confirmation.nextSteps,
  };
}
