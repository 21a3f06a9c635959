import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiPaths, paths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { expectSuccessToast, openPage, SETTLE, waitForHydration } from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { apiMessages } from "~/shared/messages/api";
import { formMessages } from "~/shared/messages/forms";

// A person who uses only the keyboard: from the top of a page, Tab and Shift+Tab to move,
// Enter and Space to press, Escape to close. Nothing here clicks, hovers or moves focus by
// script; each step checks what that person would see.

const browser = useBrowser();

/** Tab presses that may separate the top of a page from what a test looks for. */
const MAX_TABS = 80;

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** What has focus, as a person hears it: its role-ish tag and its accessible text. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nothing";
    const label =
      active.getAttribute("aria-label") ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      "";
    return `<${active.tagName.toLowerCase()}> ${label.replace(/\s+/g, " ").trim()}`;
  });
}

/** Presses `key` until `target` has focus; fails if it never does within MAX_TABS presses. */
async function pressUntilFocused(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
    path.push(await focusedDescription(page));
  }
  throw new Error(`${MAX_TABS} × ${key} never reached the element; focus went: ${path.slice(0, 30).join(" → ")} …`);
}

async function expectFocused(target: Locator, what: string): Promise<void> {
  await expect.poll(() => isFocused(target), { ...SETTLE, message: `${what} has focus` }).toBe(true);
}

function servicesToggle(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "Show Services menu", exact: true });
}

function servicesLink(page: Page, name: string): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
}

describe("Keyboard only", () => {
  // The Services menu is in the header's row from 1200 px; narrower, it is behind the Menu button
  // (docs/decisions/0081), which navigation.test.ts walks.
  it("Keyboard: Tab reaches the Services menu, Enter opens it, Tab walks its links and Enter follows Money Scam", async () => {
    const page = await browser.newPage({ viewport: viewports.wide });
    await openPage(page, paths.home);
    const toggle = servicesToggle(page);

    await pressUntilFocused(page, toggle);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await servicesLink(page, "Money Scam").isVisible()).toBe(false);

    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), SETTLE).toBe("true");
    expect(await servicesLink(page, "Money Scam").isVisible()).toBe(true);

    // The menu's links come next in the tab order, in the order they are shown.
    await page.keyboard.press("Tab");
    await expectFocused(servicesLink(page, "Our Services"), "Our Services");
    await page.keyboard.press("Tab");
    await expectFocused(servicesLink(page, "Money Scam"), "Money Scam");
    await page.keyboard.press("Enter");

    await page.waitForURL((url) => url.pathname === paths.topic("money-scam"));
    await page.getByRole("heading", { level: 1, name: /money scam/i }).waitFor();
    // The new page closed the menu.
    await expect.poll(() => servicesToggle(page).getAttribute("aria-expanded"), SETTLE).toBe("false");
  });

  it("Keyboard: Space opens the Services menu, Escape from one of its links closes it and puts focus back on its button, Tab past its last link closes it", async () => {
    const page = await browser.newPage({ viewport: viewports.wide });
    await openPage(page, paths.home);
    const toggle = servicesToggle(page);
    await pressUntilFocused(page, toggle);

    await page.keyboard.press("Space");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), SETTLE).toBe("true");
    await page.keyboard.press("Tab");
    await expectFocused(servicesLink(page, "Our Services"), "Our Services");
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), SETTLE).toBe("false");
    expect(await servicesLink(page, "Money Scam").isVisible()).toBe(false);
    await expectFocused(toggle, "the Services menu button");

    // Opened again and walked through: leaving its last link closes it.
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), SETTLE).toBe("true");
    await pressUntilFocused(page, servicesLink(page, "Theft"));
    await page.keyboard.press("Tab");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), SETTLE).toBe("false");
    expect(await servicesLink(page, "Theft").isVisible()).toBe(false);
  });

  it("Keyboard: Enter on Request Help opens the modal with focus on Name; Escape closes it and focus returns to the button", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await openPage(page, paths.home);
    const opener = page.getByRole("banner").getByRole("link", { name: "Request Help", exact: true });
    const dialog = page.getByRole("dialog", { name: "Request Help - Query Form" });

    await pressUntilFocused(page, opener);
    expect(await dialog.isVisible()).toBe(false);
    await page.keyboard.press("Enter");

    await dialog.waitFor();
    await expectFocused(dialog.getByRole("textbox", { name: "Name" }), "the dialog's Name field");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expectFocused(opener, "the Request Help button");
  });

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

  it("Keyboard: on /faq, Enter opens a question and Space closes it; opening another closes the first", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await openPage(page, paths.faq);
    const questions = page.getByRole("main").getByRole("heading").getByRole("button");
    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstQuestion = ((await first.textContent()) ?? "").trim();
    const firstAnswer = page.getByRole("region", { name: firstQuestion, exact: true });

    await pressUntilFocused(page, first);
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await firstAnswer.isVisible()).toBe(false);

    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded"), SETTLE).toBe("true");
    expect(await firstAnswer.isVisible()).toBe(true);
    expect(((await firstAnswer.textContent()) ?? "").trim()).not.toBe("");

    await page.keyboard.press("Space");
    await expect.poll(() => first.getAttribute("aria-expanded"), SETTLE).toBe("false");
    expect(await firstAnswer.isVisible()).toBe(false);
    await expectFocused(first, "the first question");

    // Open the first again, then the second: one answer open at a time.
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded"), SETTLE).toBe("true");
    await pressUntilFocused(page, second);
    await page.keyboard.press("Space");
    await expect.poll(() => second.getAttribute("aria-expanded"), SETTLE).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await firstAnswer.isVisible()).toBe(false);
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
