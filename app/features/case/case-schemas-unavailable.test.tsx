import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { caseWords } from "~/app/content/languages/case-words";
import { freshCase } from "~/app/testing/case-view";
import { installFakeFetch, json } from "~/app/testing/fake-fetch";
import { setupUser } from "~/app/testing/user";
import { caseApiPaths } from "~/shared/routes";
import { CasePage } from "./case-page";

// The case page's schemas come in a file of their own, fetched on first use (docs/decisions/0084).
// Here that file never comes, as offline before it ever arrived, or gone after a new release
// while the page was open: nothing the victim typed may be lost for it.

vi.mock("./case-schemas", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const OFFLINE_KEPT = "You are offline. What you typed is kept on this phone and will be sent when you are connected.";

describe("the case page when its schemas cannot be fetched", () => {
  it("sends a reply as typed for the server to check, and, its answer unread, keeps it in the form and on this phone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = installFakeFetch().answer(
      "POST",
      caseApiPaths.messages,
      json(200, { status: "success", case: freshCase }),
    );
    render(<CasePage answer={{ outcome: "case", shown: freshCase }} words={caseWords("en")} />);
    const thread = within(screen.getByRole("region", { name: "Messages" }));
    const user = setupUser();
    const reply = thread.getByRole<HTMLTextAreaElement>("textbox", { name: "Write to our desk" });

    await user.fill(reply, "I called 1930 at 10 am. ");
    await user.click(thread.getByRole("button", { name: "Send message" }));

    expect((await thread.findByRole("status")).textContent).toBe(OFFLINE_KEPT);
    expect(server.sent("POST", caseApiPaths.messages).map((sent) => sent.body)).toEqual([
      { body: "I called 1930 at 10 am. " },
    ]);
    expect(reply.value).toBe("I called 1930 at 10 am. ");
    expect(JSON.stringify(Object.entries(window.sessionStorage))).toContain("I called 1930 at 10 am.");
  });
});
