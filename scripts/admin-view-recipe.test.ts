import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// "Add an admin view" in docs/architecture.md (decisions 0043, 0090) is what an engineer follows
// to add a view: every file it names must still be there, or the recipe leads nowhere.

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The "Add an admin view" section of the architecture map. */
function recipe(): string {
  const map = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");
  const start = map.indexOf("### Add an admin view");
  const end = map.indexOf("\n### ", start + 1);
  return map.slice(start, end);
}

/** The files and folders the recipe names, as `path/to/file.ts` or `path/to/folder/`. */
function namedPaths(): string[] {
  return [...recipe().matchAll(/`((?:app|server|shared|scripts|tests)\/[^`\s]*)`/g)].map((match) => match[1]!);
}

describe('"Add an admin view" in docs/architecture.md', () => {
  it("names only files and folders that exist", () => {
    expect(namedPaths().filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("names the table of views and the route that draws them, so the check above checks something", () => {
    expect(namedPaths()).toEqual(
      expect.arrayContaining([
        "app/features/admin/admin-views.tsx",
        "app/routes/admin/view.tsx",
        "shared/admin-links.ts",
      ]),
    );
  });
});
