import { limits } from "../constants";
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from "../languages";
import { en } from "./en";
import { hi } from "./hi";
import type { Translation } from "./types";

// What the server and the forms say to a visitor, in each language of shared/languages.ts
// (docs/decisions/0040). The messages stay in docs/product.md's English (shared/messages/); a
// message is translated by its English text, so one schema serves every language and the browser
// carries only the page's own words (given to each form island as `messages`, see messagesFor).

export const translations: Record<LanguageCode, Translation> = { en, hi };

export type { Translation };

/** A language code sent by a page or stored with a case; anything else is the default language. */
export function languageCode(value: unknown): LanguageCode {
  return LANGUAGES.find((entry) => entry.code === value)?.code ?? DEFAULT_LANGUAGE;
}

/**
 * English message to this language's words, for every message a public form can show: the
 * fixed ones and "at most N characters" for each limit. Empty for English, whose words are the
 * messages themselves, so an English page carries nothing extra.
 */
export function messagesFor(code: LanguageCode): Readonly<Record<string, string>> {
  // The same for every call: built once per language, not on each request that answers in it.
  let messages = messagesByLanguage.get(code);
  if (messages === undefined) {
    messages = Object.freeze(buildMessages(code));
    messagesByLanguage.set(code, messages);
  }
  return messages;
}

const messagesByLanguage = new Map<LanguageCode, Readonly<Record<string, string>>>();

function buildMessages(code: LanguageCode): Record<string, string> {
  if (code === DEFAULT_LANGUAGE) return {};
  const translation = translations[code];
  const tooLong = Object.values(limits)
    .filter((value): value is number => typeof value === "number")
    .map((max) => [en.tooLong(max), translation.tooLong(max)]);
  return { ...Object.fromEntries(tooLong), ...translation.messages };
}
