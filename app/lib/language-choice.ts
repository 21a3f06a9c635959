import type { LanguageCode } from "~/shared/languages";

// The language a visitor chose with the header's switch, remembered in this browser
// (docs/decisions/0037-languages-and-hindi.md). Nothing is redirected by it: it only decides
// whether the home page suggests another language.

const KEY = "cyberhelp-language";

export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Storage refused (a private window, a full quota): the choice is simply not remembered.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
