import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// "Add a language" in docs/architecture.md (decisions 0037, 0086) is the list a translator follows.
// Every module that keeps something for each language (a `Record<LanguageCode, …>`, which the
// typecheck makes a new language fill in) must be on it, so that the list and the typecheck agree.

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The "Add a language" section of the architecture map. */
function recipe(): string {
  const map = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");
  const start = map.indexOf("### Add a language");
  const end = map.indexOf("\n### ", start + 1);
  return map.slice(start, end);
}

/** The source files under `folder`, tests and one language's own folder aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/^app\/content\/languages\/[a-z]{2}\//.test(file));
}

/** The modules that hold something for each language, by their type. */
function modulesKeyedByLanguage(): string[] {
  return ["app", "server", "shared"]
    .flatMap(sourceFiles)
    .filter((file) => /Record<(?:LanguageCode|TranslationCode),/.test(readFileSync(join(ROOT, file), "utf8")))
    .map((file) => relative(ROOT, join(ROOT, file)));
}

describe('"Add a language" in docs/architecture.md', () => {
  it("names every module that keeps something for each language", () => {
    const steps = recipe();
    const unnamed = modulesKeyedByLanguage().filter((file) => !steps.includes(`\`${file}\``));
    expect(unnamed).toEqual([]);
  });

  it("finds the modules keyed by language, so the check above checks something", () => {
    expect(modulesKeyedByLanguage()).toEqual(
      expect.arrayContaining(["shared/translations/index.ts", "app/content/languages/case-words.ts"]),
    );
  });
});
