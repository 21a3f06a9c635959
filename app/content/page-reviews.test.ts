import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatReviewDate, pageReviewDates, pagesDueForReview } from "./page-reviews";
import { PUBLIC_PATHS } from "~/shared/pages";
import { paths } from "~/shared/routes";

/** The rows of the "Last reviewed" table in docs/content-sources.md, as path -> date (cells padded or not, as Prettier lays them out). */
function reviewTableInContentSources(): Record<string, string> {
  const markdown = readFileSync(new URL("../../docs/content-sources.md", import.meta.url), "utf8");
  const section = markdown.split(/^## Last reviewed$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = [...section.matchAll(/^\|\s*(\/[^\s|]*)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|$/gm)];
  return Object.fromEntries(rows.map(([, path, date]) => [path, date]));
}

describe("page review dates", () => {
  it("agree with the Last reviewed table of docs/content-sources.md, page for page", () => {
    expect(reviewTableInContentSources()).toEqual({ ...pageReviewDates });
  });

  it("cover every public page except the three form pages", () => {
    const formPages = [paths.contact, paths.postQuery, paths.queryForm];
    const contentPages = PUBLIC_PATHS.filter((path) => !formPages.includes(path as (typeof formPages)[number]));
    expect(Object.keys(pageReviewDates).sort()).toEqual([...contentPages].sort());
  });

  it("are real calendar days, none of them in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [path, date] of Object.entries(pageReviewDates)) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(date);
      expect(date <= today, `${path} reviewed ${date}, after today`).toBe(true);
    }
  });

  it("are shown the way Indian official pages write dates", () => {
    expect(formatReviewDate("2026-11-25")).toBe("25 November 2026");
    expect(formatReviewDate("2027-01-01")).toBe("1 January 2027");
  });

  it("are shown day first in Hindi, with the Hindi month and international digits", () => {
    expect(formatReviewDate("2026-11-25", "hi")).toBe("25 नवंबर 2026");
    expect(formatReviewDate("2027-01-01", "hi")).toBe("1 जनवरी 2027");
  });
});

describe("pages due for review", () => {
  const dates = { "/a": "2026-01-01", "/b": "2026-06-01", "/c": "2025-12-01" };

  it("are those reviewed more than 180 days before today, oldest first", () => {
    expect(pagesDueForReview("2026-07-01", dates)).toEqual([
      { path: "/c", reviewed: "2025-12-01", ageDays: 212 },
      { path: "/a", reviewed: "2026-01-01", ageDays: 181 },
    ]);
  });

  it("do not include a page reviewed exactly 180 days ago", () => {
    expect(pagesDueForReview("2026-06-30", dates)).toEqual([{ path: "/c", reviewed: "2025-12-01", ageDays: 211 }]);
  });
});
