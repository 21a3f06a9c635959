import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { fillFields, openPage } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { paths } from "~/shared/routes";

// A door back to the case (docs/decisions/0063): "Your case" in the header and the footer of
// every public page, always, and "Remember my case on this phone" in the confirmation, after
// which that link opens the case with no case link in hand.

const browser = useBrowser();

const SESSION_COOKIE = "cyberhelp_case";

function confirmationPanel(page: Page): Locator {
  return page.getByRole("main").getByRole("status", { name: "We have received your request" });
}

/** Sends the help form at /query-form with scripts; returns the reference its confirmation shows. */
async function sendHelpForm(page: Page, label: string): Promise<string> {
  await openPage(page, paths.queryForm);
  const form = page.getByRole("main").locator("form").first();
  await fillFields(form, { Name: "Meera Iyer", Email: uniqueEmail(label), Query: "A UPI debit I never made." });
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  const panel = confirmationPanel(page);
  await panel.waitFor();
  return (await panel.getByText(/^CH-[A-Z0-9]{6}$/).textContent()) ?? "";
}

/** Ends this browser's case session, as two hours or a closed browser would: only a remembered phone is left. */
async function endCaseSession(page: Page): Promise<void> {
  const context = page.context();
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== SESSION_COOKIE);
  await context.clearCookies();
  await context.addCookies(kept);
}

describe("Your case, on every page", () => {
  it.each([
    { path: "/", to: "/case", name: "Your case" },
    { path: "/about", to: "/case", name: "Your case" },
    { path: paths.topic("money-scam"), to: "/case", name: "Your case" },
    { path: "/hi", to: "/hi/case", name: "आपका केस" },
    { path: "/hi/contact", to: "/hi/case", name: "आपका केस" },
  ])("$path has $name in its header and its footer, leading to $to", async ({ path, to, name }) => {
    const page = await browser.sharedPage(viewports.desktop);
    await page.goto(path);
    const headerLink = page.getByRole("banner").getByRole("link", { name, exact: true });
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
    expect(await headerLink.getAttribute("href")).toBe(to);
    expect(await footerLink.getAttribute("href")).toBe(to);
    expect(await headerLink.isVisible()).toBe(true);
  });

  it.each([320, 360])("at %i px the social links leave the top bar for the foot of the open Menu", async (width) => {
    const page = await browser.sharedPage({ width, height: 640 });
    await page.goto("/");
    const banner = page.getByRole("banner");
    const whatsApp = banner.getByRole("link", { name: /^WhatsApp/ });
    expect(await whatsApp.isVisible()).toBe(false);
    await banner.getByRole("button", { name: "Menu", exact: true }).click();
    await expect.poll(() => whatsApp.isVisible()).toBe(true);
    await banner.getByRole("button", { name: "Menu", exact: true }).click();
  });

  it("with no case on this phone, Your case offers to open a case and Lost your link?", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Your case", exact: true }).click();
    await page.getByRole("main").getByRole("heading", { name: "Open your case" }).waitFor();
    await page.getByRole("main").getByRole("region", { name: "Lost your link?" }).waitFor();
  });
});

describe("Remember my case on this phone, in the confirmation", () => {
  it("with scripts: after Remember, Your case opens the case on this phone once its session has ended", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const reference = await sendHelpForm(page, "door-back");
    const panel = confirmationPanel(page);
    await panel.getByRole("button", { name: "Remember my case on this phone" }).click();
    await panel
      .getByText("This phone remembers your case: \u201cYour case\u201d, at the top of every page, opens it.")
      .waitFor();

    await endCaseSession(page);
    await openPage(page, paths.about);
    await page.getByRole("banner").getByRole("link", { name: "Your case", exact: true }).click();
    await page
      .getByRole("main")
      .getByRole("heading", { name: `Case ${reference}` })
      .waitFor();
  });

  it("with scripts: not asked, the phone does not remember, and Your case asks for the case's code", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await sendHelpForm(page, "door-back-not-asked");
    await confirmationPanel(page).getByRole("link", { name: "Open your case page" }).click();
    await page
      .getByRole("main")
      .getByRole("heading", { name: /^Case CH-/ })
      .waitFor();

    await endCaseSession(page);
    await openPage(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Your case", exact: true }).click();
    await page.getByRole("main").getByRole("heading", { name: "Open your case" }).waitFor();
  });

  it("without scripts: the box ticked beside Open your case page remembers the phone", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(paths.queryForm);
    const form = page.getByRole("main").locator("form").first();
    await fillFields(form, { Name: "Ritu Sen", Email: uniqueEmail("door-back-no-scripts"), Query: "UPI fraud today." });
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    const panel = confirmationPanel(page);
    const reference = (await panel.getByText(/^CH-[A-Z0-9]{6}$/).textContent()) ?? "";
    await panel.getByRole("checkbox", { name: /^Remember my case on this phone/ }).check();
    await panel.getByRole("button", { name: "Open your case page" }).click();
    await page.getByRole("heading", { name: `Case ${reference}` }).waitFor();

    await endCaseSession(page);
    await page.goto("/case");
    await page.getByRole("heading", { name: `Case ${reference}` }).waitFor();
  });
});
