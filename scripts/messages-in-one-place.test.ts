import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What the server says lives in shared/messages/, one file per area (docs/decisions/0078): a
// newcomer changing a message finds it there, and nowhere else. Each file is imported on its own
// and imports nothing heavier than constants, so a public page that shows a message loads only
// that file.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MESSAGES = "shared/messages";
/** This file, whose probes below declare what the scan looks for. */
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url)).replaceAll("\\", "/");

/** Where a *Messages object may be declared by mistake: every folder of code. */
const CODE_FOLDERS = ["app", "server", "shared", "scripts", "tests"];
/** Where an exported message constant (FOO_MESSAGE) is one the site shows; scripts/ prints its own. */
const SITE_FOLDERS = ["app", "server", "shared"];

/** A `fooMessages = {` object declared, typed or not. */
const MESSAGES_OBJECT = /\b(?:const|let|var)\s+(\w+Messages)\s*(?::[^=]*)?=\s*\{/g;
/** An exported `FOO_MESSAGE` constant. */
const MESSAGE_CONSTANT = /\bexport\s+const\s+([A-Z][A-Z0-9_]*_MESSAGE)\b/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !path.split(/[\\/]/).includes("node_modules"))
    .map((path) => relative(ROOT, join(ROOT, folder, path)).replaceAll("\\", "/"));
}

function declared(pattern: RegExp, source: string): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** "path: name" for each declaration of `pattern` in `folders`. */
function declarations(pattern: RegExp, folders: readonly string[]): string[] {
  return folders
    .flatMap(sourceFiles)
    .flatMap((path) => declared(pattern, readFileSync(join(ROOT, path), "utf8")).map((name) => `${path}: ${name}`));
}

const outsideMessages = (declaration: string) =>
  !declaration.startsWith(`${MESSAGES}/`) && !declaration.startsWith(`${THIS_FILE}:`);

describe("the messages the server sends", () => {
  it("are declared under shared/messages/ only, every *Messages object", () => {
    expect(declarations(MESSAGES_OBJECT, CODE_FOLDERS).filter(outsideMessages)).toEqual([]);
  });

  it("are declared under shared/messages/ only, every exported *_MESSAGE constant", () => {
    expect(declarations(MESSAGE_CONSTANT, SITE_FOLDERS).filter(outsideMessages)).toEqual([]);
  });

  it("are found by the scan where they are: a guard on the two checks above", () => {
    expect(declarations(MESSAGES_OBJECT, [MESSAGES])).toEqual(
      expect.arrayContaining([
        "shared/messages/api.ts: apiMessages",
        "shared/messages/case.ts: caseMessages",
        "shared/messages/admin.ts: duplicateMessages",
      ]),
    );
    expect(declarations(MESSAGE_CONSTANT, [MESSAGES])).toContain(
      "shared/messages/form-fields.ts: BROWSER_REQUIRED_MESSAGE",
    );
    const probe = [
      "export const fooMessages = { a: 'b' } as const;",
      "const barMessages: Record<string, string> = {",
      "const browserMessages = useBrowserMessages();",
      "export const NO_SUCH_MESSAGE = 'x';",
    ].join("\n");
    expect(declared(MESSAGES_OBJECT, probe)).toEqual(["fooMessages", "barMessages"]);
    expect(declared(MESSAGE_CONSTANT, probe)).toEqual(["NO_SUCH_MESSAGE"]);
  });

  it("are each imported from their own file, which imports only other messages and constants", () => {
    const files = sourceFiles(MESSAGES);
    expect(files).not.toContain(`${MESSAGES}/index.ts`);
    const imports = files.flatMap((path) =>
      [...readFileSync(join(ROOT, path), "utf8").matchAll(/\bfrom\s+"([^"]+)"/g)].map(
        (match) => `${path}: ${match[1]!}`,
      ),
    );
    const heavier = imports.filter((line) => !/: (?:\.\/[\w-]+|\.\.\/constants|\.\.\/size-text)$/.test(line));
    expect(heavier).toEqual([]);
  });
});
