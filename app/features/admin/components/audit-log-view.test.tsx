import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuditLogView } from "./audit-log-view";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { adminUser } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";
import type { AuditEntry } from "~/shared/schemas/admin-replies";

// The audit log (docs/decisions/0048): its entries in the screen's words, and its filters, which
// live in the address; a mistyped case reference is said beside its box and never sent.

const ENTRY: AuditEntry = {
  id: 4,
  actorName: "Asha Admin",
  actorEmail: "asha@example.in",
  action: "submission.status_changed",
  targetType: "submission",
  targetId: "CH-7K3Q9M",
  targetName: null,
  targetEmail: null,
  detail: { from: "new", to: "in_progress" },
  createdAt: "2026-12-07T10:00:00.000Z",
};

function answerTheLog() {
  return installFakeFetch()
    .answer(
      "GET",
      adminApiPaths.auditLog,
      json(200, { items: [ENTRY], page: 1, pageSize: 25, total: 1, totalIsCapped: false }),
    )
    .answer("GET", adminApiPaths.users, json(200, [adminUser(1, "Asha Admin", { role: "admin", status: "active" })]));
}

describe("the audit log", () => {
  it("shows an entry's target and facts in the screen's words", async () => {
    answerTheLog();
    renderInAdmin(<AuditLogView query={{ page: 1 }} onFilter={vi.fn()} onPage={vi.fn()} />, { at: "/admin/audit-log" });

    const row = (await screen.findByText("asha@example.in")).closest("tr")!;
    expect(within(row).getByText(/CH-7K3Q9M/)).toBeTruthy();
    expect(within(row).getByText(/New.*In progress/)).toBeTruthy();
  });

  it("filters by a case reference typed in lower case, and says a mistyped one beside the box without filtering", async () => {
    answerTheLog();
    const onFilter = vi.fn();
    const user = setupUser();
    renderInAdmin(<AuditLogView query={{ page: 1 }} onFilter={onFilter} onPage={vi.fn()} />, {
      at: "/admin/audit-log",
    });
    const filters = await screen.findByRole("search", { name: "Filter the audit log" });
    const box = within(filters).getByRole("searchbox", { name: "Case reference" });

    await user.fill(box, "CH-123");
    await user.click(within(filters).getByRole("button", { name: "Show" }));
    expect(
      within(filters).getByRole("searchbox", { name: "Case reference", description: /such as CH-7K3Q9M/ }),
    ).toBeTruthy();
    expect(onFilter).not.toHaveBeenCalled();

    await user.clear(box);
    await user.fill(box, "ch-7k3q9m");
    await user.click(within(filters).getByRole("button", { name: "Show" }));
    expect(onFilter).toHaveBeenCalledWith({ reference: "CH-7K3Q9M" });
    expect(box.getAttribute("aria-invalid")).toBeNull();
  });
});
