import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import { ADMIN, dashboardAnswer, inboxPage, submissionDetail } from "~/app/testing/admin-answers";
import { renderAdminApp } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// One case in its dialog over the Inbox (docs/decisions/0043, 0062): its status changed and
// saved, and its erasure, which asks first and then leaves the case's address for good.

const REFERENCE = "CH-AAAAA3";

function answerTheCase(): FakeFetch {
  return installFakeFetch()
    .answer("GET", adminApiPaths.dashboard, json(200, dashboardAnswer(ADMIN)))
    .answer("GET", adminApiPaths.inbox, json(200, inboxPage([])))
    .answer("GET", adminApiPaths.team, json(200, []))
    .answer("GET", adminApiPaths.submission(REFERENCE), json(200, submissionDetail(REFERENCE, { name: "Person Two" })))
    .answer(
      "GET",
      adminApiPaths.submissionDuplicates(REFERENCE),
      json(200, { primary: null, markedAsOne: [], possible: [], differentPeople: [] }),
    );
}

/** The case's dialog, once its record has been read. */
async function openTheCase() {
  const desk = renderAdminApp(`/admin/cases/${REFERENCE}`);
  const dialog = await screen.findByRole("dialog", { name: `Submission ${REFERENCE}` });
  await within(dialog).findByRole("button", { name: "Save status" });
  return { desk, dialog };
}

describe("a case's dialog", () => {
  it("saves the status chosen, says so, and offers Save again only for another status", async () => {
    const server = answerTheCase().answer(
      "PATCH",
      adminApiPaths.submission(REFERENCE),
      json(200, submissionDetail(REFERENCE, { status: "in_progress" })),
    );
    const user = setupUser();
    const { dialog } = await openTheCase();
    const save = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Save status" });
    expect(save.disabled).toBe(true);

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Change status" }), "In progress");
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect(server.sent("PATCH", adminApiPaths.submission(REFERENCE)).map((request) => request.body)).toEqual([
      { status: "in_progress" },
    ]);
    expect(await within(dialog).findByText("Status saved: In progress.")).toBeTruthy();
  });

  it("asks before erasing a case, keeps it on No, and on Yes erases it, closes it and leaves its address", async () => {
    const server = answerTheCase().answer(
      "DELETE",
      adminApiPaths.submission(REFERENCE),
      json(200, { status: "success", message: "Deleted." }),
    );
    const user = setupUser();
    const { desk, dialog } = await openTheCase();

    await user.click(within(dialog).getByRole("button", { name: "Delete submission" }));
    const question = within(dialog).getByRole("group", {
      name: `Delete ${REFERENCE} and its notes for good? This cannot be undone.`,
    });
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Cancel" }));
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Delete submission" }));
    expect(server.sent("DELETE", adminApiPaths.submission(REFERENCE))).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Delete submission" }));
    await user.click(within(dialog).getByRole("button", { name: `Yes, delete ${REFERENCE}` }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent("DELETE", adminApiPaths.submission(REFERENCE))).toHaveLength(1);
    expect(desk.location().pathname).toBe("/admin/inbox");
  });
});
