import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { ADMIN, dashboardAnswer, inboxItem, inboxPage } from "~/app/testing/admin-answers";
import { renderAdminApp } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// The inbox's tabs (docs/decisions/0029) are a tab list: the arrow keys, Home and End move along
// them, each showing its cases in the address, the focus on the tab chosen.

function answerTheInbox() {
  return installFakeFetch()
    .answer("GET", adminApiPaths.dashboard, json(200, dashboardAnswer(ADMIN)))
    .answer("GET", adminApiPaths.inbox, json(200, inboxPage([inboxItem("CH-AAAAA2", "Person One")])))
    .answer("GET", adminApiPaths.team, json(200, []));
}

describe("the inbox's tabs", () => {
  it("move with the arrow keys, Home and End, the tab chosen in the address and focused", async () => {
    answerTheInbox();
    const user = setupUser();
    const desk = renderAdminApp("/admin/inbox");
    const fresh = await screen.findByRole("tab", { name: /^New/ });
    expect(fresh.getAttribute("aria-selected")).toBe("true");

    fresh.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(desk.location().search).toBe("?tab=in_progress"));
    const inProgress = screen.getByRole("tab", { name: /^In progress/ });
    expect(document.activeElement).toBe(inProgress);
    expect(inProgress.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{End}");
    await waitFor(() => expect(desk.location().search).toBe("?tab=spam"));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: /^Spam/ }));

    await user.keyboard("{Home}");
    await waitFor(() => expect(desk.location().search).toBe(""));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: /^New/ }));
  });
});
