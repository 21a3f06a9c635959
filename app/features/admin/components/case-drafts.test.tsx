import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmissionMessages } from "./submission-messages";
import { SubmissionNotes } from "./submission-notes";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// An unsent reply or note is kept per case in the tab (docs/decisions/0046): closing the case
// (which unmounts its detail) or reloading does not lose it; sending it forgets it.

function Notes({ reference }: { reference: string }) {
  return <SubmissionNotes reference={reference} notes={[]} onAdded={() => undefined} />;
}

function Reply({ reference }: { reference: string }) {
  return (
    <SubmissionMessages
      reference={reference}
      email="meera@example.in"
      caseLanguage="en"
      replyValues={{ reference, name: "Meera Shah", nextDeadline: "no dated step is due" }}
      messages={[]}
      replyBoxId="reply-box"
      onSent={() => undefined}
    />
  );
}

const NOTE_KEPT = /Draft kept from before: not added yet\./;
const REPLY_KEPT = /Draft kept from before: not sent yet\./;

describe("a case's kept note", () => {
  it("is in the box again, marked as kept, when the case is opened again", async () => {
    installFakeFetch();
    const user = setupUser();
    const firstVisit = renderInAdmin(<Notes reference="CH-7K3Q9M" />);
    await user.fill(screen.getByRole("textbox", { name: "Add a note" }), "Called the bank; hold placed.");
    expect(screen.queryByText(NOTE_KEPT)).toBeNull();
    firstVisit.unmount();

    renderInAdmin(<Notes reference="CH-7K3Q9M" />);

    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Add a note", description: NOTE_KEPT });
    expect(box.value).toBe("Called the bank; hold placed.");
  });

  it("belongs to its case only: another case's box opens empty", async () => {
    installFakeFetch();
    const user = setupUser();
    const firstVisit = renderInAdmin(<Notes reference="CH-7K3Q9M" />);
    await user.fill(screen.getByRole("textbox", { name: "Add a note" }), "Called the bank.");
    firstVisit.unmount();

    renderInAdmin(<Notes reference="CH-AAAAA2" />);

    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Add a note" }).value).toBe("");
    expect(screen.queryByText(NOTE_KEPT)).toBeNull();
  });

  it("is forgotten once the note is added", async () => {
    const server = installFakeFetch().answer(
      "POST",
      adminApiPaths.submissionNotes("CH-7K3Q9M"),
      json(201, { id: 1, authorName: "Asha Admin", body: "Called the bank.", createdAt: new Date().toISOString() }),
    );
    const user = setupUser();
    const firstVisit = renderInAdmin(<Notes reference="CH-7K3Q9M" />);
    await user.fill(screen.getByRole("textbox", { name: "Add a note" }), "Called the bank.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note added.")).toBeTruthy();
    expect(server.sent("POST", adminApiPaths.submissionNotes("CH-7K3Q9M"))[0]?.body).toEqual({
      body: "Called the bank.",
    });
    firstVisit.unmount();

    renderInAdmin(<Notes reference="CH-7K3Q9M" />);

    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Add a note" }).value).toBe("");
  });
});

describe("a case's kept reply to the person", () => {
  it("is in the box again when the case is opened again, also after a send that failed", async () => {
    installFakeFetch()
      .answer("GET", adminApiPaths.replyTemplates, json(200, []))
      .answer(
        "POST",
        adminApiPaths.submissionMessages("CH-7K3Q9M"),
        json(500, { status: "error", message: "HTTP 500" }),
      );
    const user = setupUser();
    const firstVisit = renderInAdmin(<Reply reference="CH-7K3Q9M" />);
    await user.fill(screen.getByRole("textbox", { name: "Write to the person" }), "Dear Meera, call 1930 now.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("That did not work. Please try again.")).toBeTruthy();
    firstVisit.unmount();

    renderInAdmin(<Reply reference="CH-7K3Q9M" />);

    const box = screen.getByRole<HTMLTextAreaElement>("textbox", {
      name: "Write to the person",
      description: REPLY_KEPT,
    });
    expect(box.value).toBe("Dear Meera, call 1930 now.");
  });

  it("is forgotten once sent, and the outcome says who was told", async () => {
    const server = installFakeFetch()
      .answer("GET", adminApiPaths.replyTemplates, json(200, []))
      .answer(
        "POST",
        adminApiPaths.submissionMessages("CH-7K3Q9M"),
        json(201, {
          message: {
            id: 9,
            from: "desk",
            authorName: "Asha Admin",
            body: "Dear Meera, call 1930 now.",
            sentAt: new Date().toISOString(),
            readAt: null,
          },
          notice: "queued",
        }),
      );
    const user = setupUser();
    const firstVisit = renderInAdmin(<Reply reference="CH-7K3Q9M" />);
    await user.fill(screen.getByRole("textbox", { name: "Write to the person" }), "Dear Meera, call 1930 now.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const told =
      "Message sent. An e-mail telling meera@example.in that there is a message on their case page is in the outbox.";
    await waitFor(() => expect(screen.getAllByText(told).length).toBeGreaterThan(0));
    expect(server.sent("POST", adminApiPaths.submissionMessages("CH-7K3Q9M"))[0]?.body).toEqual({
      body: "Dear Meera, call 1930 now.",
    });
    firstVisit.unmount();

    renderInAdmin(<Reply reference="CH-7K3Q9M" />);

    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Write to the person" }).value).toBe("");
    expect(screen.queryByText(REPLY_KEPT)).toBeNull();
  });
});
