import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/architecture.md is a map a newcomer follows file by file; a path that was moved or renamed
// sends them nowhere. Every repository path it names in backticks must exist.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAP = join(ROOT, "docs", "architecture.md");

/** The top folders and root files a path in the map starts with. */
const REPOSITORY_PATH =
  /^(?:(?:app|server|shared|scripts|tests|docs|deploy|public)\/[\w./-]*|[\w.-]+\.(?:json|js|ts|md))$/;

/** Every backticked span of the map that names a file or folder of the repository. */
function repositoryPathsIn(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => REPOSITORY_PATH.test(span)))];
}

describe("docs/architecture.md", () => {
  it("names only paths that exist in the repository", () => {
    const missing = repositoryPathsIn(readFileSync(MAP, "utf8")).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it("is read as a map: it names the files of each flow and recipe", () => {
    // A guard on the guard: were the pattern to match nothing, the test above would pass on anything.
    const paths = repositoryPathsIn(readFileSync(MAP, "utf8"));
    expect(paths).toEqual(
      expect.arrayContaining([
        "server/submissions/accept-submission.ts",
        "server/db/group-commit.ts",
        "server/cases/case-secrets.ts",
        "scripts/build-server.ts",
      ]),
    );
  });

  it("finds a repository path in backticks, and leaves URLs, commands and words alone", () => {
    const markdown =
      "See `server/app.ts`, `app/islands/`, `package.json`, `/case#<secret>`, `npm run build` and `ssr: false`.";
    expect(repositoryPathsIn(markdown)).toEqual(["server/app.ts", "app/islands/", "package.json"]);
  });
});
