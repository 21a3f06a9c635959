import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { caseWords } from "~/app/content/languages/case-words";
import { freshCase } from "~/app/testing/case-view";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { setupUser } from "~/app/testing/user";
import { caseApiPaths } from "~/shared/routes";
import { CasePage } from "./case-page";

// The reply form of the case page checks a reply with the server's own rule before sending it,
// and reads every answer with the shared schemas, which the page fetches on first use
// (docs/decisions/0084): a refusal's message under the field, an answer that is not the case the
// generic error, what was typed kept in both.

const NOT_SAVED = "Our server could not save this. What you typed is still here: please try again.";

function openCase() {
  render(<CasePage answer={{ outcome: "case", shown: freshCase }} words={caseWords("en")} />);
  return within(screen.getByRole("region", { name: "Messages" }));
}

async function write(thread: ReturnType<typeof openCase>, text: string) {
  const user = setupUser();
  if (text !== "") await user.fill(thread.getByRole("textbox", { name: "Write to our desk" }), text);
  await user.click(thread.getByRole("button", { name: "Send message" }));
}

function typedReply(thread: ReturnType<typeof openCase>): string {
  return thread.getByRole<HTMLTextAreaElement>("textbox", { name: "Write to our desk" }).value;
}

describe("the case page's reply form", () => {
  it("sends the reply trimmed, then says it was sent, lists it, and empties the form", async () => {
    const server = installFakeFetch().answer("POST", caseApiPaths.messages, (request) => {
      const { body } = request.body as { body: string };
      return json(200, {
        status: "success",
        case: {
          ...freshCase,
          messages: [{ id: 1, from: "victim", body, sentAt: "2026-11-25T05:00:00.000Z", sentText: "Wed, 25 Nov" }],
        },
      });
    });
    const thread = openCase();

    await write(thread, "  My bank has not replied.  ");

    expect(await thread.findByText("Sent. Our desk will read it and answer here.")).toBeTruthy();
    expect(server.sent("POST", caseApiPaths.messages).map((sent) => sent.body)).toEqual([
      { body: "My bank has not replied." },
    ]);
    expect(thread.getByRole("list").textContent).toContain("My bank has not replied.");
    expect(typedReply(thread)).toBe("");
  });

  it("refuses an empty reply with the server's own message under the field, and sends nothing", async () => {
    const server = installFakeFetch();
    const thread = openCase();

    await write(thread, "");

    expect(
      await thread.findByRole("textbox", { name: "Write to our desk", description: /Please write a message\./ }),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    installFakeFetch().answer(
      "POST",
      caseApiPaths.messages,
      json(422, {
        status: "error",
        message: "Please correct the highlighted fields.",
        errors: { body: "You have sent 20 messages today, the most a case can send in a day." },
      }),
    );
    const thread = openCase();

    await write(thread, "The caller rang again.");

    const field = await thread.findByRole("textbox", {
      name: "Write to our desk",
      description: /You have sent 20 messages today/,
    });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(typedReply(thread)).toBe("The caller rang again.");
  });

  it("shows the generic error for an answer that is not the case, and keeps what was typed", async () => {
    installFakeFetch().answer("POST", caseApiPaths.messages, json(200, { status: "success", case: { reference: 1 } }));
    const thread = openCase();

    await write(thread, "The caller rang again.");

    expect((await thread.findByRole("alert")).textContent).toBe(NOT_SAVED);
    expect(thread.queryByText("Sent. Our desk will read it and answer here.")).toBeNull();
    expect(typedReply(thread)).toBe("The caller rang again.");
  });
});
