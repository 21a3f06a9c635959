import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReportView } from "./report-view";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";
import type { ReportData } from "~/shared/schemas/admin-replies";

// The Report (docs/product.md §10, docs/decisions/0034): each count in the screen's words, a
// category with no value named so, the median first response as a desk reads it, and the
// period chosen.

const REPORT: ReportData = {
  days: 30,
  from: "2026-11-08",
  to: "2026-12-07",
  perDay: [],
  byState: [
    { state: "Kerala", count: 3 },
    { state: "", count: 1 },
  ],
  byTopic: [{ topic: "", count: 2 }],
  byStatus: [{ status: "in_progress", count: 4 }],
  responseTimes: { answered: 5, medianFirstResponseMinutes: 190, overdueNow: 1 },
  byAssignee: [
    { assignee: "Ravi Kumar", count: 2 },
    { assignee: null, count: 1 },
  ],
};

/** A count section's rows as the table says them: the row's header and its count. */
function rowsOf(heading: string): string[][] {
  const table = screen.getByRole("table", { name: heading });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent ?? "",
      within(row).getByRole("cell").textContent ?? "",
    ]);
}

describe("the report", () => {
  it("says each count in the screen's words, and the median first response in hours and minutes", async () => {
    installFakeFetch().answer("GET", adminApiPaths.report, json(200, REPORT));
    renderInAdmin(<ReportView days={30} onDays={vi.fn()} />, { at: "/admin/report" });

    await screen.findByRole("table", { name: "By state" });
    expect(rowsOf("By state")).toEqual([
      ["Kerala", "3"],
      ["No state given", "1"],
    ]);
    expect(rowsOf("By topic")).toEqual([["No topic (sent from a general form)", "2"]]);
    expect(rowsOf("By status")).toEqual([["In progress", "4"]]);
    expect(within(screen.getByRole("table", { name: "Response times" })).getByText("3 h 10 min")).toBeTruthy();
    expect(rowsOf("Open cases by assignee")).toEqual([
      ["Ravi Kumar", "2"],
      ["Unassigned", "1"],
    ]);
  });

  it("asks for the period chosen", async () => {
    installFakeFetch().answer("GET", adminApiPaths.report, json(200, REPORT));
    const onDays = vi.fn();
    const user = setupUser();
    renderInAdmin(<ReportView days={30} onDays={onDays} />, { at: "/admin/report" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "Last 90 days");

    expect(onDays).toHaveBeenCalledWith(90);
  });
});
