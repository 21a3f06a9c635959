import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAdminLocation } from "../admin-location";
import { InboxView } from "./inbox-view";
import { installFakeFetch, json, UNREACHABLE, type FakeFetch } from "~/app/testing/fake-fetch";
import { inboxItem, inboxPage } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths, authApiPaths } from "~/shared/routes";

// The inbox's bulk actions (docs/decisions/0035): ticking cases shows a bar that moves or assigns
// all of them in one call, and says what became of it.

function InboxAtTheAddress() {
  const { search, update } = useAdminLocation();
  return <InboxView search={search} onChange={update} onListed={() => undefined} onChanged={() => undefined} />;
}

const CASES = [
  inboxItem("CH-AAAAA2", "Person One"),
  inboxItem("CH-AAAAA3", "Person Two"),
  inboxItem("CH-AAAAA4", "Person Three"),
];

function answerTheInbox(): FakeFetch {
  return installFakeFetch()
    .answer("GET", adminApiPaths.inbox, json(200, inboxPage(CASES)))
    .answer(
      "GET",
      adminApiPaths.team,
      json(200, [
        { id: 1, name: "Asha Admin", role: "admin" },
        { id: 3, name: "Kiran Rao", role: "caseworker" },
      ]),
    );
}

/** The inbox on screen with its first two cases ticked; the bar they brought up. */
async function tickTwoCases() {
  const user = setupUser();
  renderInAdmin(<InboxAtTheAddress />, { at: "/admin/inbox" });
  await user.click(await screen.findByRole("checkbox", { name: "Select CH-AAAAA2, Person One" }));
  await user.click(screen.getByRole("checkbox", { name: "Select CH-AAAAA3, Person Two" }));
  return { user, bar: screen.getByRole("region", { name: "Bulk actions" }) };
}

describe("the inbox's bulk bar", () => {
  it("appears with the count of ticked cases, and goes with Clear selection", async () => {
    answerTheInbox();
    const user = setupUser();
    renderInAdmin(<InboxAtTheAddress />, { at: "/admin/inbox" });
    await screen.findByRole("checkbox", { name: "Select CH-AAAAA2, Person One" });
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "Select CH-AAAAA2, Person One" }));
    expect(within(screen.getByRole("region", { name: "Bulk actions" })).getByText("1 selected")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    expect(within(screen.getByRole("region", { name: "Bulk actions" })).getByText("3 selected")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Select CH-AAAAA2, Person One" }).checked).toBe(
      false,
    );
  });

  it("moves the ticked cases with one call and says how many moved", async () => {
    const server = answerTheInbox().answer(
      "POST",
      adminApiPaths.submissionsBulk,
      json(200, { references: ["CH-AAAAA2", "CH-AAAAA3"], changed: 2 }),
    );
    const { user, bar } = await tickTwoCases();

    await user.click(within(bar).getByRole("button", { name: "Start selected" }));

    expect(server.sent("POST", adminApiPaths.submissionsBulk).map((request) => request.body)).toEqual([
      { references: ["CH-AAAAA2", "CH-AAAAA3"], action: { status: "in_progress" } },
    ]);
    expect(await screen.findByText("2 cases moved to In progress.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
  });

  it("assigns the ticked cases to the member chosen, by their id", async () => {
    const server = answerTheInbox().answer(
      "POST",
      adminApiPaths.submissionsBulk,
      json(200, { references: ["CH-AAAAA2", "CH-AAAAA3"], changed: 2 }),
    );
    const { user, bar } = await tickTwoCases();

    const assignTo = within(bar).getByRole("combobox", { name: "Assign to" });
    await within(assignTo).findByRole("option", { name: "Kiran Rao (Caseworker)" });
    await user.selectOptions(assignTo, "Kiran Rao (Caseworker)");
    await user.click(within(bar).getByRole("button", { name: "Assign" }));

    expect(server.sent("POST", adminApiPaths.submissionsBulk).at(-1)?.body).toEqual({
      references: ["CH-AAAAA2", "CH-AAAAA3"],
      action: { assignee: 3 },
    });
    expect(await screen.findByText("2 cases assigned to Kiran Rao.")).toBeTruthy();
  });

  it("shows the server's refusal of the ticked cases in the bar, which keeps them ticked", async () => {
    answerTheInbox().answer(
      "POST",
      adminApiPaths.submissionsBulk,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { references: "Each case may be named only once." },
      }),
    );
    const { user, bar } = await tickTwoCases();

    await user.click(within(bar).getByRole("button", { name: "Mark as spam" }));

    expect((await within(bar).findByRole("alert")).textContent).toBe("Each case may be named only once.");
    expect(within(bar).getByText("2 selected")).toBeTruthy();
  });

  it("says to try again when no answer came", async () => {
    answerTheInbox().answer("POST", adminApiPaths.submissionsBulk, UNREACHABLE);
    const { user, bar } = await tickTwoCases();

    await user.click(within(bar).getByRole("button", { name: "Start selected" }));

    expect((await within(bar).findByRole("alert")).textContent).toBe("That did not work. Please try again.");
  });

  it("ends a refused session: says it expired and logs out, with nothing left in the bar", async () => {
    const server = answerTheInbox()
      .answer(
        "POST",
        adminApiPaths.submissionsBulk,
        json(401, { status: "error", message: "Session expired.", reason: "session_expired" }),
      )
      .answer("POST", authApiPaths.logout, json(200, { status: "success", message: "Logged out." }));
    const { user, bar } = await tickTwoCases();

    await user.click(within(bar).getByRole("button", { name: "Start selected" }));

    expect(await screen.findByText("Session expired. Please login again.")).toBeTruthy();
    await waitFor(() => expect(server.sent("POST", authApiPaths.logout)).toHaveLength(1));
    expect(within(bar).queryByRole("alert")).toBeNull();
  });
});
