import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FILES_WITH_MODULES_OF_THEIR_OWN } from "~/tests/unit-isolation";

// The unit projects share each worker's modules between files (docs/decisions/0097). A file
// that replaces a module or empties the registry would change what the files after it import,
// or find the real module already loaded and test nothing: such a file runs with modules of its
// own, in the projects that run it, and these tests fail when one is not listed.

const ROOT = join(import.meta.dirname, "..");
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The unit projects that run a file, as vitest.config.ts's includes say. */
function projectsRunning(file: string): string[] {
  if (file.endsWith(".tsx")) return ["components"];
  return file.startsWith("server/") ? ["sqlite", "postgres"] : ["sqlite"];
}

const unitTestFiles = ["shared", "server", "app", "scripts"].flatMap(testFiles);
const replacing = unitTestFiles.filter((file) => REPLACES_MODULES.test(readFileSync(join(ROOT, file), "utf8")));

describe("unit test files that replace modules", () => {
  it("finds the unit tests, and among them the files that replace a module", () => {
    expect(unitTestFiles.length).toBeGreaterThan(200);
    expect(replacing).toContain("app/content/rbi-rules-by-date.test.ts");
  });

  it("runs each of them with modules of its own in every project that runs it", () => {
    const unlisted = replacing.flatMap((file) =>
      projectsRunning(file)
        .filter((project) => !FILES_WITH_MODULES_OF_THEIR_OWN[project]?.includes(file))
        .map((project) => `${file} (project ${project})`),
    );
    expect(unlisted, "list these in tests/unit-isolation.ts").toEqual([]);
  });

  it("lists only files that exist and replace a module, so the list stays short", () => {
    const listed = Object.values(FILES_WITH_MODULES_OF_THEIR_OWN).flat();
    expect(listed.filter((file) => !replacing.includes(file))).toEqual([]);
  });
});
