import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, openCaseIn, seedSubmission, signIn, type Account } from "./support/admin";

// The case detail's quick actions, previous / next and the keyboard shortcuts (docs/decisions/0036),
// as the desk uses them from the inbox. Other files' cases share the server, so each test reads
// the list's order from the page rather than assuming it.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("quick");
});

async function signedInPage(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await signIn(page, admin);
  return page;
}

function detail(page: Page): Locator {
  return page.getByRole("dialog", { name: /^Submission CH-/ });
}

/** A word only this test's cases carry, so a search lists them and nothing else. */
function uniqueWord(): string {
  return `zk${randomUUID().replaceAll("-", "").slice(0, 10)}`;
}

async function newCase(page: Page, word: string, label: string): Promise<{ name: string; reference: string }> {
  const name = `${label} ${word}`;
  const reference = await seedSubmission(page.request, "contact_message", { name, subject: "UPI refund call" });
  return { name, reference };
}

/** The Contact Us list searched for `word` (newest first), optionally only its New cases. */
async function openList(page: Page, word: string, extra = ""): Promise<void> {
  await openAdmin(page, admin, `/admin/contact-us?q=${word}${extra}`);
  await page.getByRole("table").waitFor();
}

async function openRow(page: Page, name: string): Promise<void> {
  await page.getByRole("table").getByRole("button", { name, exact: true }).click();
  await detail(page).getByRole("group", { name: "Quick actions" }).waitFor();
}

describe("Case detail: quick actions, previous and next", () => {
  it("Case detail: Start and Assign to me are one click each at the top, and Next opens the case after it in the list even once this one has left the list", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const older = await newCase(page, word, "Older");
    const newer = await newCase(page, word, "Newer");
    const oldest = await newCase(page, word, "Third");
    // Newest first: Third, Newer, Older. Only the New ones are listed.
    await openList(page, word, "&status=new");
    await openRow(page, newer.name);
    const dialog = detail(page);
    expect(await dialog.getByRole("button", { name: `Previous case: ${oldest.reference}` }).isEnabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: `Next case: ${older.reference}` }).isEnabled()).toBe(true);

    const actions = dialog.getByRole("group", { name: "Quick actions" });
    await actions.getByRole("button", { name: "Assign to me" }).click();
    await dialog.getByText("Assigned to you", { exact: true }).waitFor();
    await page.getByText(`Assigned to ${admin.name}.`).first().waitFor();

    await actions.getByRole("button", { name: "Start: mark In progress" }).click();
    await page.getByText("Status saved: In progress.").first().waitFor();
    await actions.getByRole("button", { name: "Resolve: mark Resolved" }).waitFor();

    // The case has left the list of New cases behind the dialog; Next still leads on from it.
    await expect.poll(() => page.getByRole("table").getByRole("button", { name: newer.name }).count(), SETTLE).toBe(0);
    await dialog.getByRole("button", { name: `Next case: ${older.reference}` }).click();
    await page.getByRole("dialog", { name: `Submission ${older.reference}` }).waitFor();
    await expect.poll(() => openCaseIn(page), SETTLE).toBe(older.reference);
    // The last of the list has no next.
    expect(await detail(page).getByRole("button", { name: "Next", exact: true }).isDisabled()).toBe(true);
  });

  it("Case detail: Next from the last case of a page opens the first of the next page and turns the list behind to it; Previous comes back", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    // Eleven cases, ten to a page, newest first: the oldest is alone on page 2.
    const first = await newCase(page, word, "Page Two");
    const cases = [first];
    for (let index = 1; index <= 10; index += 1) cases.push(await newCase(page, word, `Page One ${index}`));
    const lastOfPageOne = cases[1]!;
    await openList(page, word, "&pageSize=10");
    await page.getByText("Page 1 of 2", { exact: true }).waitFor();
    await openRow(page, lastOfPageOne.name);

    await detail(page)
      .getByRole("button", { name: `Next case: ${first.reference}` })
      .click();
    await page.getByRole("dialog", { name: `Submission ${first.reference}` }).waitFor();
    await expect.poll(() => openCaseIn(page), SETTLE).toBe(first.reference);
    // The first (and only) case of page 2 has no next, and its previous is page 1's last.
    expect(await detail(page).getByRole("button", { name: "Next", exact: true }).isDisabled()).toBe(true);
    await detail(page)
      .getByRole("button", { name: `Previous case: ${lastOfPageOne.reference}` })
      .waitFor();

    // Closing shows the list at the page the desk has come to.
    await detail(page).getByRole("button", { name: "Close", exact: true }).first().click();
    // The list behind already shows page 2 while the dialog is open, so the address is what proves the close.
    await expect
      .poll(() => {
        const here = new URL(page.url());
        return [here.pathname, here.searchParams.get("page")];
      }, SETTLE)
      .toEqual(["/admin/contact-us", "2"]);
    await page.getByText("Page 2 of 2", { exact: true }).waitFor();
    await page.getByRole("table").getByRole("button", { name: first.name, exact: true }).waitFor();

    // And back across the edge: Previous from page 2's first case opens page 1's last.
    await openRow(page, first.name);
    await detail(page)
      .getByRole("button", { name: `Previous case: ${lastOfPageOne.reference}` })
      .click();
    await page.getByRole("dialog", { name: `Submission ${lastOfPageOne.reference}` }).waitFor();
    await detail(page).getByRole("button", { name: "Close", exact: true }).first().click();
    await page.getByText("Page 1 of 2", { exact: true }).waitFor();
  });

  it("Case detail: Write a reply takes the focus to the message box, and the detail passes axe", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const one = await newCase(page, word, "Reply");
    await openList(page, word);
    await openRow(page, one.name);
    await detail(page).getByRole("button", { name: "Write a reply" }).click();
    const box = detail(page).getByRole("textbox", { name: "Write to the person" });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), SETTLE).toBe(true);

    const results = await new AxeBuilder({ page })
      .include("dialog")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("Case detail on a phone: the quick actions are on the first screen, above the case's facts", async () => {
    const page = await signedInPage(viewports.phone);
    const word = uniqueWord();
    const one = await newCase(page, word, "Phone");
    await newCase(page, word, "Phone Other");
    await openList(page, word);
    await openRow(page, one.name);
    const actions = detail(page).getByRole("group", { name: "Quick actions" });
    const box = await actions.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewports.phone.height);
    const facts = await detail(page).locator(".detail__facts").boundingBox();
    expect(box!.y).toBeLessThan(facts!.y);
    // Previous is an arrow named for its case, beside Close.
    expect(
      await detail(page)
        .getByRole("button", { name: /^Previous case: CH-/ })
        .isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  });
});

describe("Keyboard shortcuts", () => {
  it("Case detail: closed with Escape after Start took the case off the list, the focus lands on the page's content, not on nothing", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const only = await newCase(page, word, "Focus Home");
    await openList(page, word, "&status=new");
    const opener = page.getByRole("table").getByRole("button", { name: only.name, exact: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    const actions = detail(page).getByRole("group", { name: "Quick actions" });
    await actions.getByRole("button", { name: "Start: mark In progress" }).click();
    // Only New cases are listed: the row that opened the case is gone.
    await expect.poll(() => opener.count(), SETTLE).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => detail(page).count(), SETTLE).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SETTLE).toBe("main");
  });

  it("Keyboard shortcuts: single keys do nothing until turned on in the inbox; then j, k and m move through cases and assign, but never while typing", async () => {
    const page = await signedInPage();
    const word = uniqueWord();
    const older = await newCase(page, word, "Keys Older");
    const newer = await newCase(page, word, "Keys Newer");

    // Off: j and m in the detail leave the case as it was.
    await openList(page, word);
    await openRow(page, newer.name);
    await page.keyboard.press("j");
    await page.keyboard.press("m");
    expect(await page.getByRole("dialog", { name: `Submission ${newer.reference}` }).count()).toBe(1);
    expect(await detail(page).getByText("Assigned to you", { exact: true }).count()).toBe(0);

    // Documented in the inbox, with the switch; the choice stays for this browser.
    await openAdmin(page, admin, "/admin/inbox");
    await page.getByText("Keyboard shortcuts", { exact: true }).click();
    expect(await page.getByRole("cell", { name: "j", exact: true }).isVisible()).toBe(true);
    await page.getByRole("checkbox", { name: "Use single-key shortcuts" }).check();
    // In the inbox, j takes the focus to the first case.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("j");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".inbox-row") !== null), SETTLE)
      .toBe(true);

    await openList(page, word);
    await openRow(page, newer.name);
    await page.keyboard.press("m");
    await detail(page).getByText("Assigned to you", { exact: true }).waitFor();
    await page.keyboard.press("j");
    await page.getByRole("dialog", { name: `Submission ${older.reference}` }).waitFor();
    await page.keyboard.press("k");
    await page.getByRole("dialog", { name: `Submission ${newer.reference}` }).waitFor();

    // Typing a reply is never a shortcut.
    await detail(page).getByRole("button", { name: "Write a reply" }).click();
    await page.keyboard.type("jk");
    expect(await detail(page).getByRole("textbox", { name: "Write to the person" }).inputValue()).toBe("jk");
    expect(await page.getByRole("dialog", { name: `Submission ${newer.reference}` }).count()).toBe(1);
  });
});
