import { describe, expect, it } from "vitest";
import { apiPaths, paths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { expectSuccessToast, openPage, SETTLE, waitForHydration } from "./support/form-page";
import { expectFocused, pressUntilFocused } from "./support/keyboard";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { apiMessages } from "~/shared/messages/api";
import { formMessages } from "~/shared/messages/forms";

// A person who uses only the keyboard: from the top of a page, Tab and Shift+Tab to move,
// Enter and Space to press, Escape to close. Nothing here clicks, hovers or moves focus by
// script; each step checks what that person would see. What the keys do that sends nothing (the
// header's menus, the Request Help dialog opened and closed, the FAQ) is in
// keyboard-in-the-page.test.ts.

const browser = useBrowser();

describe("Keyboard only", () => {
  it("Keyboard: Enter on the modal's Submit sends the request; focus stays on Submit in the dialog, then moves to the confirmation when the dialog closes", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await openPage(page, paths.home);
    const opener = page.getByRole("banner").getByRole("link", { name: "Request Help", exact: true });
    const dialog = page.getByRole("dialog", { name: "Request Help - Query Form" });
    await pressUntilFocused(page, opener);
    await page.keyboard.press("Enter");
    await expectFocused(dialog.getByRole("textbox", { name: "Name" }), "the dialog's Name field");
    await page.keyboard.type("Asha Verma");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard-modal"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("A caller took my OTP and Rs 20,000 left my account.");
    const submit = dialog.getByRole("button", { name: "Submit", exact: true });
    await pressUntilFocused(page, submit);
    await page.keyboard.press("Enter");

    await expectSuccessToast(page, formMessages.helpModal.success);
    await expectFocused(submit, "the dialog's Submit button, once the request is sent");
    await dialog.waitFor({ state: "hidden" });
    await expectFocused(
      page.getByRole("main").getByRole("status", { name: "We have received your request" }),
      "the confirmation",
    );
  });

  it("Keyboard: on the case page, Enter on Send message sends it and leaves focus on the button", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const sent = await page.request.post(apiPaths.helpRequests, {
      data: { name: "Asha Verma", email: uniqueEmail("keyboard-case"), query: "A UPI debit I never made." },
    });
    expect(sent.status()).toBe(201);
    await page.goto(((await sent.json()) as { caseUrl: string }).caseUrl);
    await waitForHydration(page);
    const reply = page.getByRole("main").getByRole("textbox", { name: "Write to our desk" });
    await pressUntilFocused(page, reply);
    await page.keyboard.type("The bank has not blocked the account yet.");
    const send = page.getByRole("main").getByRole("button", { name: "Send message" });
    await pressUntilFocused(page, send);
    await page.keyboard.press("Enter");

    await page
      .getByRole("main")
      .getByRole("status")
      .getByText("Sent. Our desk will read it and answer here.")
      .waitFor();
    await expectFocused(send, "Send message");
  });

  it("Keyboard: the money scam page's Query Resolve Form is filled field by field and sent with Enter on Submit, showing the success message and its reference", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const path = paths.topic("money-scam");
    await openPage(page, path);
    const form = page.getByRole("region", { name: "Query Resolve Form" });
    const name = form.getByRole("textbox", { name: "Name" });
    const email = form.getByRole("textbox", { name: "Email" });
    const query = form.getByRole("textbox", { name: "Query" });
    const submit = form.getByRole("button", { name: "Submit", exact: true });
    const address = uniqueEmail("keyboard");

    await pressUntilFocused(page, name);
    await page.keyboard.type("Asha Verma");
    await page.keyboard.press("Tab");
    await expectFocused(email, "Email");
    await page.keyboard.type(address);
    await page.keyboard.press("Tab");
    await expectFocused(query, "Query");
    await page.keyboard.type("Rs 20,000 went from my account by UPI after a call from 'the bank'.");
    expect([await name.inputValue(), await email.inputValue(), await query.inputValue()]).toEqual([
      "Asha Verma",
      address,
      "Rs 20,000 went from my account by UPI after a call from 'the bank'.",
    ]);

    await pressUntilFocused(page, submit);
    await page.keyboard.press("Enter");

    const reference = await expectSuccessToast(page, apiMessages.helpRequestAccepted);
    expect(await submissionsByEmail(address)).toMatchObject([
      { reference, name: "Asha Verma", topic: "money-scam", page: path },
    ]);
    await expect.poll(() => name.inputValue(), SETTLE).toBe("");
  });
});
