import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { addCalendarDays, dayInIndia, startOfIndiaDay } from "~/shared/india-time";
import { currentRule } from "~/shared/legal-rules";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// The desk's inbox (docs/decisions/0029) as the desk sees it at 1280 px and on a 375 px phone.
// Other files' cases share the server, so orders are checked among this file's own cases.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("inbox");
});

async function signedInPage(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await signIn(page, admin);
  return page;
}

/**
 * How many days ago (India's calendar) money taken without approval makes the deadline to tell the
 * bank yesterday's: read from the rule in force on that day (3 working days counted as calendar
 * days to the end of 2026, 5 calendar days with the transaction's own day from 2027), so the test
 * holds on either side of 1 January 2027.
 */
function daysAgoMissedYesterday(): number {
  const today = dayInIndia(new Date());
  for (let daysAgo = 1; daysAgo <= 15; daysAgo++) {
    const day = addCalendarDays(today, -daysAgo);
    const window = currentRule("rbi-liability-third-party", startOfIndiaDay(day)).window!;
    const due = addCalendarDays(day, window.startDayCounts ? window.days - 1 : window.days);
    if (due === addCalendarDays(today, -1)) return daysAgo;
  }
  throw new Error("No transaction day gives a deadline that was yesterday");
}

const MISSED_YESTERDAY = daysAgoMissedYesterday();

/**
 * A help request about money taken without approval `daysAgo` days ago (India's calendar):
 * MISSED_YESTERDAY days ago is a deadline missed yesterday; today is money that can still be held
 * (docs/decisions/0059); 3 days ago (at the day's start, more than 72 hours) is a deadline ahead.
 */
async function sendMoneyTakenRequest(request: APIRequestContext, name: string, daysAgo: number): Promise<string> {
  const response = await request.post(apiPaths.helpRequests, {
    data: {
      name,
      email: uniqueEmail("inbox"),
      query: `Money left my account through a fake KYC link and the bank's SMS came later (${randomUUID().slice(0, 6)}).`,
      topic: "phishing-scam",
      incidentDate: addCalendarDays(dayInIndia(new Date()), -daysAgo),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * A help request about ₹10 lakh taken two minutes ago: money lost in the current hour at the
 * largest amount the inbox ranks (docs/decisions/0059), so it leads the New tab's first page
 * however many cases other files send about earlier hours or smaller sums.
 */
async function sendLossThisHour(request: APIRequestContext, name: string): Promise<string> {
  const lostAt = new Date(Date.now() - 2 * 60_000 + 5.5 * 60 * 60_000).toISOString();
  const response = await request.post(apiPaths.helpRequests, {
    data: {
      name,
      email: uniqueEmail("inbox"),
      query: `A caller took money by UPI a moment ago and the bank's SMS came later (${randomUUID().slice(0, 6)}).`,
      incidentDate: lostAt.slice(0, 10),
      incidentTime: lostAt.slice(11, 16),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      amountLost: "10,00,000",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

function inboxList(page: Page): Locator {
  return page.getByRole("list", { name: /cases, most urgent first$/ });
}

function caseRow(page: Page, name: string): Locator {
  return inboxList(page).getByRole("listitem", { name });
}

/** The names in the list's order, once the list has finished loading. */
async function rowNames(page: Page): Promise<string[]> {
  await expect.poll(() => inboxList(page).getAttribute("aria-busy"), SETTLE).toBe("false");
  return inboxList(page).getByRole("heading", { level: 2 }).allTextContents();
}

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe("Admin inbox", () => {
  it("Inbox: the sidebar shows it after Dashboard with the count of new cases, and it opens on the New tab with each tab's count", async () => {
    const page = await signedInPage();
    // A new case of this test's own, so the count is there whichever files ran before this one.
    await seedSubmission(page.request, "help_request");
    await openAdmin(page, admin);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    // The count comes with the dashboard's data, after the sidebar is drawn: wait for it.
    await expect
      .poll(async () => (await sidebar.getByRole("listitem").allTextContents()).map((text) => text.trim()).slice(0, 3))
      .toEqual(["Dashboard", expect.stringMatching(/^Inbox[\d,]+\+? new$/), "Post Query"]);

    await sidebar.getByRole("button", { name: /^Inbox/ }).click();
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    // The tabs' counts come with the first page.
    await expect.poll(() => inboxList(page).getAttribute("aria-busy")).toBe("false");
    const newTab = page.getByRole("tab", { name: /^New/ });
    expect(await newTab.getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      expect.stringMatching(/^New[\d,]+\+?$/),
      expect.stringMatching(/^In progress/),
      expect.stringMatching(/^Waiting for the victim/),
      expect.stringMatching(/^Resolved/),
      expect.stringMatching(/^Spam/),
    ]);
  });

  it("Inbox: money lost today leads, marked as money that can still be held; then a missed deadline, marked missed with the case's reference, form, topic, text and wait; then deadlines, then the rest", async () => {
    const page = await signedInPage();
    const suffix = randomUUID().slice(0, 4);
    const lostToday = `Lost Today ${suffix}`;
    const missed = `Missed Deadline ${suffix}`;
    const due = `Due Soon ${suffix}`;
    const plain = `No Deadline ${suffix}`;
    const missedReference = await sendMoneyTakenRequest(page.request, missed, MISSED_YESTERDAY);
    await sendMoneyTakenRequest(page.request, due, 3);
    await sendMoneyTakenRequest(page.request, lostToday, 0);
    await seedSubmission(page.request, "contact_message", { name: plain, subject: "Aadhaar misuse" });

    // Other tests' cases share the inbox, many of them inside a deadline: a long page holds ours.
    await openAdmin(page, admin, "/admin/inbox?pageSize=100");
    await caseRow(page, missed).waitFor();
    const ours = (await rowNames(page)).filter((name) => name.endsWith(suffix));
    expect(ours.slice(0, 3)).toEqual([lostToday, missed, due]);
    const lostText = await caseRow(page, lostToday).textContent();
    expect(lostText).toContain("Money can still be held");
    expect(lostText).toMatch(/money lost · (\d+ (min|h)|under a minute) ago/);
    const missedRow = caseRow(page, missed);
    expect(await missedRow.getByText("missed", { exact: true }).isVisible()).toBe(true);
    const missedText = await missedRow.textContent();
    expect(missedText).toContain(missedReference);
    expect(missedText).toContain("Request Help");
    expect(missedText).toContain("Phishing");
    expect(missedText).toContain("Money left my account through a fake KYC link");
    expect(missedText).toMatch(/waiting (\d+ min|under a minute)/);
    // The deadline is the end of yesterday in India, written as the site writes dates.
    expect(missedText).toMatch(/Deadline was \w{3}, \d{1,2} \w{3} \d{4}, 11:59 pm IST/);
    expect(await caseRow(page, due).textContent()).toMatch(/Deadline \w{3}, \d{1,2} \w{3} \d{4}, 11:59 pm IST/);
    if (await caseRow(page, plain).count()) {
      expect(await caseRow(page, plain).textContent()).toContain("No deadline");
    }
  });

  it("Inbox: its first page has no accessibility violations", async () => {
    const page = await signedInPage();
    await sendMoneyTakenRequest(page.request, `Axe Inbox ${randomUUID().slice(0, MISSED_YESTERDAY)}`, 4);
    // Every row is the same markup: ten of them prove it, and keep axe's walk of the page to a few
    // seconds on a busy machine (25 rows of the other tests' cases took it past 30 s there).
    await openAdmin(page, admin, "/admin/inbox?pageSize=10");
    await expect.poll(() => inboxList(page).getAttribute("aria-busy")).toBe("false");
    await noAxeViolations(page);
  });

  it("Inbox: one click marks a case spam, and the Spam tab then lists it", async () => {
    const page = await signedInPage();
    const name = `Spam Click ${randomUUID().slice(0, 4)}`;
    const reference = await sendMoneyTakenRequest(page.request, name, 0);
    // Other tests' cases share the inbox, many of them inside a deadline: a long page holds this one.
    await openAdmin(page, admin, "/admin/inbox?pageSize=100");
    await caseRow(page, name)
      .getByRole("button", { name: `Spam: ${reference}` })
      .click();
    await page
      .getByRole("status")
      .filter({ hasText: `${reference} is now Spam.` })
      .waitFor();
    await expect.poll(() => caseRow(page, name).count(), SETTLE).toBe(0);

    await page.getByRole("tab", { name: /^Spam/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab"), SETTLE).toBe("spam");
    await caseRow(page, name).waitFor();
    expect(await caseRow(page, name).textContent()).toContain("No deadline");
  });

  it("Inbox: the tabs answer the arrow keys, and the chosen tab stays in the URL", async () => {
    const page = await signedInPage();
    await openAdmin(page, admin, "/admin/inbox");
    await page.getByRole("tab", { name: /^New/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).searchParams.get("tab"), SETTLE).toBe("in_progress");
    expect(
      await page.getByRole("tab", { name: /^In progress/ }).evaluate((tab) => tab === document.activeElement),
    ).toBe(true);
    await page.reload();
    await page.getByRole("tab", { name: /^In progress/, selected: true }).waitFor();
  });

  it("Inbox: Assigned to me lists only the cases the signed-in member has taken, counts only theirs, and stays in the URL", async () => {
    const page = await signedInPage();
    const suffix = randomUUID().slice(0, 4);
    const mine = `Taken By Me ${suffix}`;
    const other = `Not Taken ${suffix}`;
    const mineReference = await sendMoneyTakenRequest(page.request, mine, 0);
    await sendMoneyTakenRequest(page.request, other, 0);
    const dashboard = await page.request.get(adminApiPaths.dashboard);
    const { userId } = (await dashboard.json()) as { userId: number };
    const assigned = await page.request.put(adminApiPaths.submissionAssignee(mineReference), { data: { userId } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await openAdmin(page, admin, "/admin/inbox");
    const whose = page.getByRole("group", { name: "Whose cases" });
    expect(await whose.getByRole("button", { name: "All cases" }).getAttribute("aria-pressed")).toBe("true");
    await whose.getByRole("button", { name: "Assigned to me" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("assigned"), SETTLE).toBe("me");
    await caseRow(page, mine).waitFor();
    await expect.poll(() => caseRow(page, other).count(), SETTLE).toBe(0);
    expect(await rowNames(page)).not.toContain(other);
    expect(await caseRow(page, mine).textContent()).toContain(admin.name);
    // This admin has taken one new case, so the New tab counts one.
    expect(await page.getByRole("tab", { name: /^New/ }).textContent()).toBe("New1");

    await page.reload();
    await page
      .getByRole("group", { name: "Whose cases" })
      .getByRole("button", { name: "Assigned to me", pressed: true })
      .waitFor();
    await caseRow(page, mine).waitFor();
    await noAxeViolations(page);
  });

  it("Inbox on a phone: the tabs sit behind a Filters button, which shows them, and the view passes axe", async () => {
    const page = await signedInPage(viewports.phone);
    await sendMoneyTakenRequest(page.request, `Phone Filters ${randomUUID().slice(0, MISSED_YESTERDAY)}`, 4);
    await openAdmin(page, admin, "/admin/inbox");
    await expect.poll(() => inboxList(page).getAttribute("aria-busy")).toBe("false");
    const filters = page.getByRole("button", { name: /^Filters/ });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("tablist", { name: "Cases by state" }).isVisible()).toBe(false);
    await filters.click();
    await page.getByRole("tablist", { name: "Cases by state" }).waitFor({ state: "visible" });
    expect(await filters.getAttribute("aria-expanded")).toBe("true");
    await noAxeViolations(page);
  });

  it("Inbox on a phone: each case is a card with its name, state, age, deadline and a two-line preview, within the screen's width", async () => {
    const page = await signedInPage(viewports.phone);
    const name = `Phone Card ${randomUUID().slice(0, 4)}`;
    await sendLossThisHour(page.request, name);
    await openAdmin(page, admin, "/admin/inbox");
    const card = caseRow(page, name);
    await card.waitFor();

    expect(await card.getByRole("heading", { name, level: 2 }).isVisible()).toBe(true);
    expect(await card.getByText("New", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/^waiting (\d+ min|under a minute)$/).isVisible()).toBe(true);
    expect(await card.getByText(/^Deadline /).isVisible()).toBe(true);
    expect(await card.getByText("Money can still be held", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/^lost ₹10,00,000 · \d+ min ago$/).isVisible()).toBe(true);
    // The preview is cut to two lines, and the card fits the phone's width.
    const preview = card.locator(".inbox-row__preview");
    const lines = await preview.evaluate((element) => {
      const style = getComputedStyle(element);
      return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  });
});
