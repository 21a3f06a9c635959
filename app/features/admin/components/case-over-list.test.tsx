import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { ADMIN, dashboardAnswer, inboxItem, inboxPage } from "~/app/testing/admin-answers";
import { renderAdminApp } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// A case opens over the list it came from (docs/decisions/0043, 0090): the list is the same
// elements underneath while the case is open, moves on, and closes, so what the desk did in it
// (a ticked row) is still there and the focus comes back to the case's own row.

const CASES = [
  inboxItem("CH-AAAAA2", "Person One"),
  inboxItem("CH-AAAAA3", "Person Two"),
  inboxItem("CH-AAAAA4", "Person Three"),
];

function answerTheDesk() {
  // The cases' own details are not answered: their dialog says the case is not found, which is
  // dialog enough for what the list behind does.
  installFakeFetch()
    .answer("GET", adminApiPaths.dashboard, json(200, dashboardAnswer(ADMIN)))
    .answer("GET", adminApiPaths.inbox, json(200, inboxPage(CASES)))
    .answer("GET", adminApiPaths.team, json(200, []));
}

describe("a case over its list", () => {
  it("keeps the list's ticked row through opening a case, moving to the next and closing it, and gives the focus back to the row", async () => {
    answerTheDesk();
    const user = setupUser();
    const desk = renderAdminApp("/admin/inbox");
    const tick = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Select CH-AAAAA2, Person One" });
    await user.click(tick);

    await user.click(screen.getByRole("link", { name: "Person Two" }));
    const dialog = await screen.findByRole("dialog");
    expect(desk.location().pathname).toBe("/admin/cases/CH-AAAAA3");
    await user.click(await within(dialog).findByRole("button", { name: "Next case: CH-AAAAA4" }));
    await waitFor(() => expect(desk.location().pathname).toBe("/admin/cases/CH-AAAAA4"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(desk.location().pathname).toBe("/admin/inbox");
    // The same checkbox, not one drawn anew: the list was never unmounted.
    const tickAfter = screen.getByRole<HTMLInputElement>("checkbox", { name: "Select CH-AAAAA2, Person One" });
    expect(tickAfter).toBe(tick);
    expect(tickAfter.checked).toBe(true);
    expect(screen.getByRole("region", { name: "Bulk actions" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "Person Three" })));
  });

  it("opens a case from outside (a mail's link) over the Inbox", async () => {
    answerTheDesk();
    renderAdminApp("/admin/cases/CH-AAAAA3");

    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Inbox", level: 1, hidden: true })).toBeTruthy();
  });
});
