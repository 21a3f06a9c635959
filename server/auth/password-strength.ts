import { limits } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { authMessages } from "~/shared/messages/auth";

// Whether a new desk password is too easy to guess (docs/decisions/0057): at signup, when a
// member changes theirs, when one is set with a reset link, and at `npm run admin:create`.
// Length alone let "12345678" and eight spaces in. The guessing estimate is zxcvbn's
// (@zxcvbn-ts/core), with the common-password list of @zxcvbn-ts/language-common and the English
// words and names of @zxcvbn-ts/language-en, all shipped in the packages: nothing is fetched,
// and nothing about the password leaves the server.
//
// The library and its lists are loaded on the first check, not at start, like argon2: the public
// site never needs them, and they hold about 25 MB of memory once loaded. Only the server loads
// them; the browser shows the server's message (an ESLint zone keeps them out of app/ and shared/).

/** zxcvbn's scale runs 0 to 4; 3 means about 10^8 guesses or more ("safely unguessable" online). */
const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first 64 characters are scored. zxcvbn's time grows with the length (a 128-character
 * password took most of a second on the 2-core machine, blocking every other request); a longer
 * password is judged by its start, which is already long enough to be strong on its own.
 */
const SCORED_LENGTH = 64;

/** zxcvbn tries at most this many l33t readings ("p4$$w0rd"); its default of 100 costs ten times the time. */
const L33T_SUBSTITUTIONS = 8;

/** A name or address part shorter than this is not searched for inside the password ("Ram" in "program"). */
const OWN_WORD_MIN = 4;

export interface PasswordOwner {
  name: string;
  email: string;
}

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

type Checker = (password: string, userInputs: string[]) => number;

let checker: Promise<Checker> | undefined;

/** Loaded once; a failed load is tried again at the next check. */
function loadedChecker(): Promise<Checker> {
  checker ??= loadChecker().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score;
}

/** Lower-case letters and digits only: "Asha.Rao" and "asha rao" are both "asharao". */
function lettersAndDigits(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The e-mail's part before the @, without a "+tag". */
function localPart(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  return local.split("+")[0] ?? local;
}

/** Each word of the name and of the address's local part, and each of the two whole. */
function ownWords(owner: PasswordOwner): string[] {
  const local = localPart(owner.email);
  const words = [owner.name, local, ...owner.name.split(/[^\p{L}\p{N}]+/u), ...local.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.map(lettersAndDigits).filter((word) => word !== ""))];
}

/**
 * The first reason the password is refused, or ok. In order: only whitespace, too short (the
 * schemas say so first; checked again for callers without one), the person's name or address
 * inside it, then too easy to guess by zxcvbn's estimate, which also counts those words and the
 * site's name as the first an attacker would try.
 */
export async function judgeNewPassword(password: string, owner: PasswordOwner): Promise<PasswordVerdict> {
  if (password.trim() === "") return { ok: false, message: authMessages.passwordOnlySpaces };
  if (password.length < limits.passwordMin) return { ok: false, message: authMessages.passwordTooShort };

  const words = ownWords(owner);
  const flattened = lettersAndDigits(password);
  if (words.some((word) => word.length >= OWN_WORD_MIN && flattened.includes(word))) {
    return { ok: false, message: authMessages.passwordHasOwnName };
  }

  const score = (await loadedChecker())(password, [...words, ...siteConfig.brand.split(/\s+/), siteConfig.brand]);
  if (score < MIN_PASSWORD_SCORE) return { ok: false, message: authMessages.passwordTooEasy };
  return { ok: true };
}
