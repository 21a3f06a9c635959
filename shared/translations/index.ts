import { limits } from "../constants";
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from "../languages";
import { en } from "./en";
import { hi } from "./hi";
import { bn } from "./bn";
import { ta } from "./ta";
import { mr } from "./mr";
import { te } from "./te";
import { PUBLIC_MESSAGES, type PublicMessageId } from "./public-messages";
import type { Translation } from "./types";

// What the server and the forms say to a visitor, in each language of shared/languages.ts
// (docs/decisions/0040). Each language gives its words for every message by id (docs/decisions/0095);
// the schemas and the API's answers carry the English sentence (shared/messages/), so one schema
// serves every language, and a page's table (messagesFor) says each sentence in the page's
// language: the browser carries only the page's own words (given to each form island as `messages`).

export const translations: Record<LanguageCode, Translation> = { en, hi, bn, ta, mr, te };

export type { Translation };

/** A language code sent by a page or stored with a case; anything else is the default language. */
export function languageCode(value: unknown): LanguageCode {
  return LANGUAGES.find((entry) => entry.code === value)?.code ?? DEFAULT_LANGUAGE;
}

/** A public message in a language, by its id: every language has words for every id. */
export function messageIn(code: LanguageCode, id: PublicMessageId): string {
  return translations[code].messages[id];
}

const MESSAGE_IDS = Object.keys(PUBLIC_MESSAGES) as PublicMessageId[];

/**
 * English sentence to this language's words, for every message a public form can show: the
 * fixed ones, by id, and "at most N characters" for each limit. Only the sentences the language
 * words otherwise are listed, so English's is empty and an English page carries nothing extra.
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
  const translation = translations[code];
  const tooLong = Object.values(limits)
    .filter((value): value is number => typeof value === "number")
    .map((max) => [en.tooLong(max), translation.tooLong(max)]);
  const fixed = MESSAGE_IDS.map((id) => [PUBLIC_MESSAGES[id], translation.messages[id]]);
  return Object.fromEntries([...tooLong, ...fixed].filter(([sentence, words]) => words !== sentence));
}
