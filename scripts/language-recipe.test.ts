import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// "Add a language" in docs/architecture.md (decisions 0037, 0086) is the list a translator follows.
// Every module that keeps something for each language (a `Record<LanguageCode, …>`, which the
// typecheck makes a new language fill in) must be on it, so that the list and the typecheck agree.

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A section of a Markdown file: from its heading to the next heading of its level or above. */
function section(file: string, heading: string): string {
  const text = readFileSync(join(ROOT, file), "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "${heading}"`);
  const level = heading.split(" ")[0]!;
  const next = [...text.slice(start + heading.length + 2).matchAll(/^(#+) /gm)].find(
    (match) => match[1]!.length <= level.length,
  );
  return text.slice(start, next ? start + heading.length + 2 + next.index : undefined);
}

/** The "Add a language" section of the architecture map. */
function recipe(): string {
  return section("docs/architecture.md", "### Add a language");
}

/** Decision 0037's own recipe, "Adding Tamil", and the note at the record's top. */
const RECORD_0037 = "docs/decisions/0037-languages-and-hindi.md";

/** The repository paths a text names in backticks (a bare file name too: `form-texts.ts`). */
function pathsIn(text: string): string[] {
  const path =
    /^(?:(?:app|server|shared|scripts|tests|docs|deploy|public|\.ci)\/[\w./-]*|[\w.-]+\.(?:json|js|ts|md|css))$/;
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => path.test(span)))];
}

/** Whether the map's recipe leads to `path`: by name, by a bare name's full path, or by its folder for a new language's own file ("ta.ts"). */
function leadsTo(steps: string, path: string): boolean {
  const named = pathsIn(steps);
  if (named.includes(path)) return true;
  if (!path.includes("/")) return named.some((full) => full.endsWith(`/${path}`));
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const isNewLanguagesFile = /^[a-z]{2}\.ts$/.test(path.slice(folder.length));
  return isNewLanguagesFile && named.some((full) => full.startsWith(folder));
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

describe("decision 0037's recipe and the one in docs/architecture.md", () => {
  it("sends the reader of 0037 to the map's recipe as the current one", () => {
    const note = readFileSync(join(ROOT, RECORD_0037), "utf8").split("\n## ")[0]!;
    expect(note.replace(/^> ?/gm, "").replace(/\s+/g, " ")).toContain(
      'The current list is "Add a language" in [../architecture.md]',
    );
  });

  it("leads to no file that the map's recipe leaves out", () => {
    const steps = recipe();
    const unnamed = pathsIn(section(RECORD_0037, "## Adding Tamil")).filter((path) => !leadsTo(steps, path));
    expect(unnamed).toEqual([]);
  });

  it("finds the files 0037's recipe names, so the check above checks something", () => {
    expect(pathsIn(section(RECORD_0037, "## Adding Tamil"))).toEqual(
      expect.arrayContaining([
        "shared/languages.ts",
        "app/content/languages/index.ts",
        "app/styles/base.css",
        ".ci/run",
      ]),
    );
  });

  it("counts a file only where the map's recipe names it, or its folder for a new language's own file", () => {
    const steps = "Its words in `shared/translations/index.ts` and `app/content/languages/form-texts.ts`.";
    expect(
      ["shared/translations/ta.ts", "form-texts.ts", ".ci/run", "shared/letters/ta.ts"].filter((path) =>
        leadsTo(steps, path),
      ),
    ).toEqual(["shared/translations/ta.ts", "form-texts.ts"]);
  });
});
