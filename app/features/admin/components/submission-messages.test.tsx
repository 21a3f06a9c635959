import { useState } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmissionMessages } from "./submission-messages";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { replyTemplate } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";
import type { DeskThreadMessage } from "~/shared/schemas/admin-replies";
import type { LanguageCode } from "~/shared/language-codes";

// Writing to the person from a case (docs/decisions/0026, 0033): a template put into the
// message filled in from the case, the message checked before it is sent, and once sent, what
// became of it said and the focus on the message in the thread.

const REFERENCE = "CH-7K3Q9M";

const SENT: DeskThreadMessage = {
  id: 31,
  from: "desk",
  authorName: "Asha Admin",
  body: "Dear Meera Shah, we have your case CH-7K3Q9M.",
  sentAt: "2026-12-07T10:00:00.000Z",
  readAt: null,
};

/** The thread as the case's detail holds it: read again after a message is sent. */
function Thread({ caseLanguage = "en" }: { caseLanguage?: LanguageCode }) {
  const [messages, setMessages] = useState<DeskThreadMessage[]>([]);
  return (
    <SubmissionMessages
      reference={REFERENCE}
      email="meera@example.in"
      caseLanguage={caseLanguage}
      replyValues={{ reference: REFERENCE, name: "Meera Shah", nextDeadline: "no dated step is due" }}
      messages={messages}
      replyBoxId="reply-box"
      onSent={() => setMessages([SENT])}
    />
  );
}

describe("a case's messages with the person", () => {
  it("inserts a template filled in from the case, sends it, says what became of it and puts the focus on it", async () => {
    const server = installFakeFetch()
      .answer("GET", adminApiPaths.replyTemplates, json(200, [replyTemplate()]))
      .answer("POST", adminApiPaths.submissionMessages(REFERENCE), json(200, { message: SENT, notice: "queued" }));
    const user = setupUser();
    renderInAdmin(<Thread />);

    await user.click(await screen.findByRole("button", { name: "Insert template" }));
    expect(
      screen.getByRole("combobox", { name: "Start from a template", description: /Choose a template first\./ }),
    ).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Start from a template" }), "First reply");
    await user.click(screen.getByRole("button", { name: "Insert template" }));

    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Write to the person" });
    expect(box.value).toBe("Dear Meera Shah, we have your case CH-7K3Q9M.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(server.sent("POST", adminApiPaths.submissionMessages(REFERENCE)).map((request) => request.body)).toEqual([
      { body: "Dear Meera Shah, we have your case CH-7K3Q9M." },
    ]);
    expect(
      await screen.findAllByText(
        "Message sent. An e-mail telling meera@example.in that there is a message on their case page is in the outbox.",
      ),
    ).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.textContent).toContain(SENT.body));
    expect(box.value).toBe("");
  });

  it("says an empty message under the box and sends nothing", async () => {
    const server = installFakeFetch().answer("GET", adminApiPaths.replyTemplates, json(200, []));
    const user = setupUser();
    renderInAdmin(<Thread />);

    await user.click(screen.getByRole("button", { name: "Send message" }));

    const box = await screen.findByRole("textbox", {
      name: "Write to the person",
      description: /Please write a message\./,
    });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box);
    expect(server.sent("POST", adminApiPaths.submissionMessages(REFERENCE))).toEqual([]);
  });

  it("tells the desk to write in English or Hindi to a person who wrote in Bengali, and says nothing of it for Hindi", async () => {
    installFakeFetch().answer("GET", adminApiPaths.replyTemplates, json(200, [replyTemplate()]));
    const notice =
      "This person wrote in Bengali (বাংলা). Saved replies exist in English and Hindi only: write to them in English or Hindi, in plain words.";
    const bengali = renderInAdmin(<Thread caseLanguage="bn" />);
    expect(screen.getByText(notice)).toBeTruthy();
    bengali.unmount();

    renderInAdmin(<Thread caseLanguage="hi" />);
    await screen.findByRole("button", { name: "Insert template" });
    expect(screen.queryByText(notice)).toBeNull();
  });
});
