import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The index of docs/decisions/README.md is how people find a record: each record is listed there
// once, under its area, and every link leads to a record that exists.

const DECISIONS = fileURLToPath(new URL("../docs/decisions", import.meta.url));
const RECORD_FILE = /^\d{4}-[a-z0-9-]+\.md$/;

function recordFiles(): string[] {
  return readdirSync(DECISIONS).filter((name) => RECORD_FILE.test(name));
}

function indexLinks(): string[] {
  const index = readFileSync(join(DECISIONS, "README.md"), "utf8");
  return [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1]!);
}

describe("the decision records' index", () => {
  it("lists every record exactly once", () => {
    const links = indexLinks();
    const counts = new Map<string, number>();
    for (const link of links) counts.set(link, (counts.get(link) ?? 0) + 1);
    const notOnce = recordFiles().filter((file) => counts.get(file) !== 1);
    expect(notOnce).toEqual([]);
    expect(links).toHaveLength(recordFiles().length);
  });

  it("links only to records that exist", () => {
    const missing = indexLinks().filter((link) => !existsSync(join(DECISIONS, link)));
    expect(missing).toEqual([]);
  });

  it("gives each row a date and a status", () => {
    const index = readFileSync(join(DECISIONS, "README.md"), "utf8");
    const rows = index.split("\n").filter((line) => /^\| \[\d{4}\]/.test(line));
    const incomplete = rows.filter((row) => {
      const [, , , date, status] = row.split("|").map((cell) => cell.trim());
      return !/^\d{4}-\d{2}-\d{2}$/.test(date ?? "") || !status;
    });
    expect(incomplete).toEqual([]);
  });
});
