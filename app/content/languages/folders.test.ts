import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "~/shared/language-codes";
import { caseWords } from "./case-words";
import { formTexts } from "./form-texts";

// One folder per language, English's included, laid out alike (docs/decisions/0093): the same
// file holds the same page's words in every language, so a translator opens en/home.ts beside
// hi/home.ts, and a new language's folder is a copy of Hindi's. Where English's folder and a
// translation's differ, the reason is written here.

const HERE = fileURLToPath(new URL(".", import.meta.url));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** A folder's source files, tests aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
}

/** English's files whose words a translation keeps in another of its files: that file. */
const ENGLISH_APART: Record<string, string> = {
  // The browser's scripts import English's confirmation and first-hour words themselves, so they
  // sit apart from the rest of the forms' words and the scripts carry no more than them.
  "confirmation.ts": "forms.ts",
  // English's menu labels are read at build time only: apart from ./en/chrome.ts, which the
  // public shell's script carries.
  "navigation.ts": "chrome.ts",
};

/** A translation's files whose English is not in ./en/, and where English's is. */
const TRANSLATION_ONLY: Record<string, string> = {
  "harm-steps.ts": "shared/case-timeline/harm-steps.ts",
  "legal-rules.ts": "shared/legal-rules/",
  "reply-values.ts": "app/features/admin/reply-values.ts",
};

/** The files of a translation's folder, as English's folder says they should be. */
function translationLayout(): string[] {
  const english = sourceFiles(join(HERE, "en")).filter((file) => !(file in ENGLISH_APART));
  return [...english, ...Object.keys(TRANSLATION_ONLY)].sort();
}

describe("each language's folder", () => {
  it("exists for every language in the list, English's included", () => {
    expect(LANGUAGE_CODES.filter((code) => !existsSync(join(HERE, code, "index.ts")))).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))("%s: holds the same files as English's", (code) => {
    expect(sourceFiles(join(HERE, code))).toEqual(translationLayout());
  });

  it("names, for each file only English or only a translation has, a file that exists", () => {
    const hindi = sourceFiles(join(HERE, "hi"));
    expect(Object.values(ENGLISH_APART).filter((file) => !hindi.includes(file))).toEqual([]);
    expect(Object.values(TRANSLATION_ONLY).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)(
    "%s: gives its forms' and case page's words from its own forms.ts and case-page.ts",
    async (code) => {
      const forms = (await import(`./${code}/forms.ts`)) as Record<string, unknown>;
      const { casePage } = (await import(`./${code}/case-page.ts`)) as { casePage: Record<string, unknown> };
      // English's confirmation is apart, in en/confirmation.ts (ENGLISH_APART above).
      const confirmation = code === "en" ? (await import("./en/confirmation")).confirmationText : forms.confirmation;
      const own: Record<string, unknown> = { ...forms, confirmation };
      for (const [part, words] of Object.entries(formTexts[code])) expect(words, part).toBe(own[part]);
      const shown = caseWords(code) as unknown as Record<string, unknown>;
      for (const part of Object.keys(casePage)) expect(shown[part], part).toBe(casePage[part]);
    },
  );
});

describe("app/content/ beside the language folders", () => {
  it("keeps only the desk's English words and what every language shares", () => {
    // A page's English words belong in ./en/, where the next language's translator finds them.
    expect(sourceFiles(join(HERE, ".."))).toEqual([
      "admin.ts", // the desk's words: the desk is English only
      "auth.ts", // the desk's sign-in pages
      "desk-case-record.ts", // what the desk reads of a case's own entries
      "navigation.ts", // the menus, built from any language's words
      "page-reviews.ts", // when each page's facts were last checked
      "rbi-by-date.ts", // RBI's rules by date: data every language's pages read
      "types.ts", // the shapes of a page's words
    ]);
  });
});
