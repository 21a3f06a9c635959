import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { InboxItem } from "~/shared/schemas/admin-replies";
import { EvidenceStorageBanner, UrgentCaseRows } from "./dashboard-view";
import { inboxItem } from "~/app/testing/admin-answers";

// The dashboard warns the desk as evidence fills its quota (docs/decisions/0056): from 80%, so
// there is time to act before 90%, from where only cases holding little take more files.

const GB = 1024 * 1024 * 1024;
const render = (usedBytes: number) =>
  renderToStaticMarkup(createElement(EvidenceStorageBanner, { usedBytes, quotaBytes: 20 * GB }));

describe("the dashboard's evidence storage warning", () => {
  it("says nothing below 80% of the quota, and from 80% says how full it is and what follows", () => {
    expect(render(16 * GB - 1)).toBe("");
    const warned = render(16 * GB);
    expect(warned).toContain('role="status"');
    expect(warned).toContain("Evidence storage is 80% full (16384 MB of 20480 MB)");
    expect(warned).toContain("From 90%, only cases holding little take more files");
    expect(render(19 * GB)).toContain("95% full");
  });
});

// The dashboard's first screen leads with the inbox's most urgent new cases (docs/decisions/0062).

const renderRows = (items: InboxItem[]) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ["/admin"] }, createElement(UrgentCaseRows, { items, busy: false })),
  );

describe("the dashboard's most urgent new cases", () => {
  it("shows the inbox's first five cases in its order, each name a link to the case, with the inbox row's facts", () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      inboxItem(`CH-AAAAA${index + 2}`, `Person ${index + 1}`, {
        firstHours: index === 0 ? "recent_loss" : null,
        amountLost: index === 0 ? 32_000 : null,
        lostAt: index === 0 ? new Date(Date.now() - 60 * 60_000).toISOString() : null,
      }),
    );
    const html = renderRows(items);
    const names = [...html.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((match) => match[1]);
    expect(names).toEqual(["Person 1", "Person 2", "Person 3", "Person 4", "Person 5"]);
    expect(html).toContain('href="/admin/cases/CH-AAAAA2"');
    expect(html).toContain("CH-AAAAA2");
    expect(html).toContain("Money can still be held");
    expect(html).toContain("lost ₹32,000 · 1 h ago");
    expect(html).toContain("No deadline");
    // Read-only: no ticks and no status buttons.
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain("<button");
  });

  it("says in a plain sentence that no new case is waiting, with no empty list", () => {
    const html = renderRows([]);
    expect(html).toBe(
      '<p class="dashboard-urgent__none">No new case is waiting. Cases in progress are in the inbox.</p>',
    );
  });
});
