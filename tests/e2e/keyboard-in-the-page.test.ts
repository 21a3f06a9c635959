import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { paths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { openPage, SETTLE } from "./support/form-page";
import { expectFocused, pressUntilFocused } from "./support/keyboard";

// A person who uses only the keyboard (keyboard.test.ts), where nothing is sent: the header's
// Services menu, the Request Help dialog opened and closed, and the FAQ's questions. The database
// cannot change what they see, so these run on SQLite only (DATABASE_INDEPENDENT in
// vitest.e2e.config.ts).

const browser = useBrowser();

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
});
