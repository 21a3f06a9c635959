import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { apiPaths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, isOnTop, successToast } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// The inbox's bulk actions and a case's possible duplicates (docs/decisions/0035), at 1280 px
// and on a 375 px phone. Other files' cases share the server, so counts are compared as they
// move, and rows are found by their own names.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("bulk");
});

/**
 * A help request about ₹10 lakh taken two minutes ago: money lost in the current hour, ranked by
 * the largest amount the inbox counts and then as the newest (docs/decisions/0059), so it leads the
 * New tab's first page however many cases other files send about earlier hours or smaller sums.
 */
async function sendRequest(
  request: APIRequestContext,
  name: string,
  email = uniqueEmail("bulk"),
  phone?: string,
): Promise<string> {
  const response = await request.post(apiPaths.helpRequests, {
    data: {
      name,
      email,
      ...(phone ? { phone } : {}),
      query: `A caller took money through a fake refund link (${randomUUID().slice(0, 6)}).`,
      ...indiaDateAndTime(new Date(Date.now() - 2 * 60_000)),
      paymentApproval: "taken_without_approval",
      amountLost: "10,00,000",
      paidFrom: "bank_account",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The form's date and time fields for an instant, on India's clock. */
function indiaDateAndTime(instant: Date): { incidentDate: string; incidentTime: string } {
  const shifted = new Date(instant.getTime() + 5.5 * 60 * 60_000).toISOString();
  return { incidentDate: shifted.slice(0, 10), incidentTime: shifted.slice(11, 16) };
}

function caseRow(page: Page, name: string): Locator {
  return page.getByRole("list", { name: /cases, most urgent first$/ }).getByRole("listitem", { name });
}

async function tabCount(page: Page, tab: RegExp): Promise<number> {
  // On a phone the tabs are folded away behind the Filters button, but still there.
  const text = (await page.getByRole("tab", { name: tab, includeHidden: true }).textContent()) ?? "";
  return Number(/[\d,]+$/.exec(text)?.[0]?.replace(/,/g, "") ?? "0");
}

describe.each([
  ["1280 px", viewports.desktop],
  ["375 px", viewports.phone],
])("Inbox bulk actions and possible duplicates at %s", (_width, viewport) => {
  it("Inbox: two ticked cases move to In progress in one go, the result is announced and the counts change", async () => {
    const page = await browser.newPage({ viewport });
    await signIn(page, admin);
    const suffix = randomUUID().slice(0, 4);
    const first = `Bulk First ${suffix}`;
    const second = `Bulk Second ${suffix}`;
    const firstReference = await sendRequest(page.request, first);
    const secondReference = await sendRequest(page.request, second);
    await openAdmin(page, admin, "/admin/inbox");
    await caseRow(page, second).waitFor();
    const inProgressBefore = await tabCount(page, /^In progress/);
    expect(await page.getByRole("region", { name: "Bulk actions" }).count()).toBe(0);

    await page.getByRole("checkbox", { name: `Select ${firstReference}, ${first}` }).check();
    await page.getByRole("checkbox", { name: `Select ${secondReference}, ${second}` }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("2 selected").waitFor();
    await bar.getByRole("button", { name: "Start selected" }).click();

    await page.getByRole("status").filter({ hasText: "2 cases moved to In progress." }).waitFor();
    await expect.poll(() => caseRow(page, first).count(), SETTLE).toBe(0);
    expect(await caseRow(page, second).count()).toBe(0);
    await expect.poll(() => tabCount(page, /^In progress/), SETTLE).toBeGreaterThanOrEqual(inProgressBefore + 2);
    expect(await bar.count()).toBe(0);

    // On a phone the tabs are behind the Filters button.
    if (viewport === viewports.phone) await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("tab", { name: /^In progress/ }).click();
    await caseRow(page, first).waitFor();
    expect(await caseRow(page, first).textContent()).toContain("Unassigned");
  });

  it("Inbox: a case sent twice from one address shows 1 possible duplicate, and its detail lists the other, marks them as one case and separates them again", async () => {
    const page = await browser.newPage({ viewport });
    await signIn(page, admin);
    const suffix = randomUUID().slice(0, 4);
    const email = uniqueEmail("twice");
    const older = `Twice Older ${suffix}`;
    const newer = `Twice Newer ${suffix}`;
    const olderReference = await sendRequest(page.request, older, email);
    const newerReference = await sendRequest(page.request, newer, email.toUpperCase());
    await openAdmin(page, admin, "/admin/inbox");
    await caseRow(page, newer).waitFor();
    expect(await caseRow(page, newer).getByText("1 possible duplicate", { exact: true }).isVisible()).toBe(true);
    expect(await caseRow(page, older).getByText("1 possible duplicate", { exact: true }).isVisible()).toBe(true);

    await caseRow(page, newer).getByRole("link", { name: newer }).click();
    const dialog = page.getByRole("dialog", { name: `Submission ${newerReference}` });
    const possible = dialog.getByRole("list", { name: "Possible duplicates" });
    await possible.waitFor();
    expect(await possible.getByRole("link", { name: `Open ${olderReference}, ${older}` }).isVisible()).toBe(true);
    await possible.getByRole("button", { name: `Mark ${olderReference} as one case with this one` }).click();

    await successToast(page, `${newerReference} is now one case with ${olderReference}, and resolved.`).waitFor();
    const marked = dialog.getByRole("list", { name: "Marked as one case" });
    await marked.waitFor();
    expect(await marked.textContent()).toContain(`${older} (primary)`);
    await dialog.getByText("No other request with this e-mail or phone within 30 days.").waitFor();

    // The link opens the primary, which lists the newer one as one case with it.
    await marked.getByRole("link", { name: `Open ${olderReference}, ${older}` }).click();
    const primary = page.getByRole("dialog", { name: `Submission ${olderReference}` });
    const ofPrimary = primary.getByRole("list", { name: "Marked as one case" });
    await ofPrimary.getByText(newerReference).waitFor();

    // A slip: separated again, from the primary, they are possible duplicates once more.
    await ofPrimary.getByRole("button", { name: `Separate ${newerReference} from this case` }).click();
    await successToast(
      page,
      `${newerReference} is separated from ${olderReference}: it is its own case again, and in progress.`,
    ).waitFor();
    await primary
      .getByRole("list", { name: "Possible duplicates" })
      .getByRole("link", { name: `Open ${newerReference}, ${newer}` })
      .waitFor();
    expect(await primary.getByRole("list", { name: "Marked as one case" }).count()).toBe(0);
    // The pressed button is gone; the focus stays in the section, on its heading.
    const heading = primary.getByRole("heading", { name: "Possible duplicates", level: 3 });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement), SETTLE).toBe(true);
  });

  it("Case detail: two people sharing one phone are marked as not the same person, neither lists the other again, and Undo lists them again", async () => {
    const page = await browser.newPage({ viewport });
    await signIn(page, admin);
    const suffix = randomUUID().slice(0, 4);
    const mother = `Shared Phone Mother ${suffix}`;
    const son = `Shared Phone Son ${suffix}`;
    const phone = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
    const motherReference = await sendRequest(page.request, mother, uniqueEmail("mother"), phone);
    const sonReference = await sendRequest(page.request, son, uniqueEmail("son"), `+91 ${phone}`);
    await openAdmin(page, admin, "/admin/inbox");
    await caseRow(page, son).getByText("1 possible duplicate", { exact: true }).waitFor();

    await caseRow(page, son).getByRole("link", { name: son }).click();
    const dialog = page.getByRole("dialog", { name: `Submission ${sonReference}` });
    const possible = dialog.getByRole("list", { name: "Possible duplicates" });
    expect(await possible.textContent()).toContain("same phone");
    await possible.getByRole("button", { name: `${motherReference} is not the same person as this case` }).click();
    await successToast(
      page,
      `${sonReference} and ${motherReference} are marked as different people: neither lists the other as a possible duplicate.`,
    ).waitFor();
    await dialog.getByText("No other request with this e-mail or phone within 30 days.").waitFor();

    await page.keyboard.press("Escape");
    await expect
      .poll(
        () =>
          caseRow(page, mother)
            .getByText(/possible duplicate/)
            .count(),
        SETTLE,
      )
      .toBe(0);
    expect(
      await caseRow(page, son)
        .getByText(/possible duplicate/)
        .count(),
    ).toBe(0);

    // A slip: the mark is listed under the case, and Undo takes it back.
    await caseRow(page, son).getByRole("link", { name: son }).click();
    const marked = dialog.getByRole("list", { name: "Not the same person" });
    // The detail reads the case's duplicates once it opens: wait for them rather than look at once.
    await marked.getByRole("link", { name: `Open ${motherReference}, ${mother}` }).waitFor();
    await marked.getByRole("button", { name: `Undo: ${motherReference} may be the same person after all` }).click();
    await successToast(
      page,
      `${sonReference} and ${motherReference} are no longer marked as different people: each may list the other as a possible duplicate again.`,
    ).waitFor();
    await possible.getByRole("link", { name: `Open ${motherReference}, ${mother}` }).waitFor();
    expect(await dialog.getByRole("list", { name: "Not the same person" }).count()).toBe(0);

    await page.keyboard.press("Escape");
    await caseRow(page, mother).getByText("1 possible duplicate", { exact: true }).waitFor();
  });
});

describe("Inbox bulk actions on a 375 px phone", () => {
  /** Whether the whole of `element` is inside the window, as it is scrolled now. */
  async function inViewport(element: Locator): Promise<boolean> {
    return element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    });
  }

  it("Inbox at 375 px: after ticking a case low in the list the bulk actions are on screen, and at the end of the list they cover none of the last case's buttons", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await signIn(page, admin);
    const suffix = randomUUID().slice(0, 4);
    for (const index of [1, 2, 3]) await sendRequest(page.request, `Low ${index} ${suffix}`);
    await openAdmin(page, admin, "/admin/inbox");
    const list = page.getByRole("list", { name: /cases, most urgent first$/ });
    await list.getByRole("listitem").first().waitFor();
    const rows = list.getByRole("listitem");
    const last = rows.nth((await rows.count()) - 1);

    await last.getByRole("checkbox").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("1 selected").waitFor();
    for (const name of ["Start selected", "Mark as spam", "Assign"]) {
      const button = bar.getByRole("button", { name, exact: true });
      expect(await inViewport(button), name).toBe(true);
      expect(await isOnTop(button), name).toBe(true);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // At the end of the page the bar sits below the last case, covering none of it.
    await expect
      .poll(async () => {
        const [card, actions] = [await last.boundingBox(), await bar.boundingBox()];
        return card !== null && actions !== null && card.y + card.height <= actions.y + 0.5;
      }, SETTLE)
      .toBe(true);
    expect(await inViewport(bar.getByRole("button", { name: "Start selected" }))).toBe(true);
    await page.close();
  });
});
