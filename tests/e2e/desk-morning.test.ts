import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addCalendarDays, dayInIndia } from "~/shared/india-time";
import { adminApiPaths, apiPaths, paths } from "~/shared/routes";
import { adminCasePath } from "~/shared/admin-links";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, waitForHydration } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { startServer, type ServerProcess } from "./support/server-process";
import { uniqueEmail } from "./support/submissions-db";

// A caseworker's morning, start to finish, on a desktop and on a phone: log in, open the inbox,
// open the most urgent case, take it, answer it with a saved reply, resolve it and go on to the
// next. Each width has a server and a database of its own, so "the most urgent" is known.

const browser = useBrowser();
const started: { server: ServerProcess; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { server, database } of started) {
    await server.stop();
    await database.drop();
  }
});

interface Desk {
  baseURL: string;
  admin: Account;
  /** The case whose bank deadline was missed yesterday: first in the inbox. */
  urgent: { name: string; reference: string };
  /** A case whose bank deadline is three days ahead: second. */
  soon: { name: string; reference: string };
}

/** A help request about money taken without approval `daysAgo` days ago (India's calendar). */
async function sendMoneyTaken(baseURL: string, name: string, daysAgo: number): Promise<string> {
  const response = await fetch(`${baseURL}${apiPaths.helpRequests}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email: uniqueEmail("morning"),
      query: `Money left my account after a fake KYC call (${randomUUID().slice(0, 6)}).`,
      topic: "phishing-scam",
      incidentDate: addCalendarDays(dayInIndia(new Date()), -daysAgo),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
    }),
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(201);
  return (JSON.parse(answer) as { reference: string }).reference;
}

async function freshDesk(): Promise<Desk> {
  const database = await createTestDatabase();
  const server = await startServer(database.env);
  started.push({ server, database });
  const admin = await createAdmin("morning", database.env);
  // Sent oldest first, so the order the inbox shows comes from the deadlines, not the arrival.
  // Both lost more than 72 hours ago, so neither leads as money that can still be held.
  const soonName = `Soon Deadline ${randomUUID().slice(0, 4)}`;
  const soon = { name: soonName, reference: await sendMoneyTaken(server.baseURL, soonName, 3) };
  const urgentName = `Missed Deadline ${randomUUID().slice(0, 4)}`;
  const urgent = { name: urgentName, reference: await sendMoneyTaken(server.baseURL, urgentName, 4) };
  return { baseURL: server.baseURL, admin, urgent, soon };
}

async function logIn(page: Page, admin: Account): Promise<void> {
  await page.goto(paths.login);
  await waitForHydration(page);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
}

/** Signs a new page in through the API, for the steps after the first. */
async function signedInPage(desk: Desk, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport, baseURL: desk.baseURL });
  await signIn(page, desk.admin);
  return page;
}

function inbox(page: Page) {
  return page.getByRole("list", { name: /cases, most urgent first$/ });
}

function caseDialog(page: Page, reference: string) {
  const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
  return { dialog, actions: dialog.getByRole("group", { name: "Quick actions" }) };
}

// The morning in three tests, in order on one desk: logging in to the ordered inbox, working the
// urgent case from the inbox to resolved and on to the next, and answering that one with a
// template (from the case's own address); so no test walks the whole morning.
for (const [label, viewport] of [
  ["a desktop", viewports.desktop],
  ["a phone", viewports.phone],
] as const) {
  describe(`The desk's morning on ${label} (${viewport.width} px)`, () => {
    let desk: Desk;
    beforeAll(async () => {
      desk = await freshDesk();
    });

    it("Desk: logs in with the form and opens the inbox, which lists the missed deadline first, marked missed, then the next", async () => {
      const page = await browser.newPage({ viewport, baseURL: desk.baseURL });
      await logIn(page, desk.admin);
      if (viewport.width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("button", { name: /^Inbox/ })
        .click();
      const list = inbox(page);
      await expect
        .poll(() => list.getByRole("heading", { level: 2 }).allTextContents(), SETTLE)
        .toEqual([desk.urgent.name, desk.soon.name]);
      const first = list.getByRole("listitem", { name: desk.urgent.name });
      expect(await first.getByText("missed", { exact: true }).isVisible()).toBe(true);
    });

    it("Desk: from the inbox takes the most urgent case, starts it, resolves it and goes on to the next, and the inbox behind no longer lists the resolved one", async () => {
      const page = await signedInPage(desk, viewport);
      await openAdmin(page, desk.admin, "/admin/inbox");
      const list = inbox(page);
      await list
        .getByRole("listitem", { name: desk.urgent.name })
        .getByRole("link", { name: desk.urgent.name })
        .click();
      const { dialog, actions } = caseDialog(page, desk.urgent.reference);
      await actions.getByRole("button", { name: "Assign to me" }).click();
      await actions.getByText("Assigned to you", { exact: true }).waitFor();
      await actions.getByRole("button", { name: "Start: mark In progress" }).click();
      await actions.getByRole("button", { name: "Resolve: mark Resolved" }).click();
      await actions.getByRole("button", { name: "Reopen: mark In progress" }).waitFor();
      await dialog.getByRole("button", { name: `Next case: ${desk.soon.reference}` }).click();
      await caseDialog(page, desk.soon.reference).dialog.waitFor();

      await page.keyboard.press("Escape");
      await expect
        .poll(() => list.getByRole("heading", { level: 2 }).allTextContents(), SETTLE)
        .toEqual([desk.soon.name]);
      // The focus is back in the list, on the link of the case that was open.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), SETTLE).toBe(desk.soon.name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
    it("Desk: answers the next case with a saved template, its placeholders filled from the case, and the answer takes it out of New", async () => {
      const page = await signedInPage(desk, viewport);
      const template = await page.request.post(adminApiPaths.replyTemplates, {
        data: {
          language: "en",
          title: `First answer ${label}`,
          body: "Dear {name}, we have your case {reference}. Your next step: {next_deadline}.",
        },
      });
      expect(template.status(), await template.text()).toBe(201);
      await openAdmin(page, desk.admin, adminCasePath(desk.soon.reference));
      const { dialog, actions } = caseDialog(page, desk.soon.reference);
      await actions.getByRole("button", { name: "Write a reply" }).click();
      await dialog.getByLabel("Start from a template").selectOption({ label: `First answer ${label}` });
      await dialog.getByRole("button", { name: "Insert template" }).click();
      const box = dialog.getByRole("textbox", { name: "Write to the person" });
      const reply = await box.inputValue();
      expect(reply).toContain(`Dear ${desk.soon.name}, we have your case ${desk.soon.reference}.`);
      expect(reply).not.toContain("{");
      // The case's next dated step is among its facts, as the template filled it in.
      const nextStep = await dialog
        .getByRole("term")
        .filter({ hasText: "Next dated step" })
        .locator("xpath=following-sibling::*[1]")
        .textContent();
      expect(nextStep).toMatch(/ IST$/);
      expect(reply).toContain(`Your next step: ${nextStep}.`);
      await dialog.getByRole("button", { name: "Send message" }).click();
      await dialog
        .getByRole("listitem")
        .filter({ hasText: `we have your case ${desk.soon.reference}` })
        .waitFor();
      // Answered, the case is being worked (docs/decisions/0062): the New tab behind no longer has it.
      await actions.getByRole("button", { name: "Resolve: mark Resolved" }).waitFor();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/admin/inbox");
      await page.getByText("No cases in New now.", { exact: true }).waitFor();
    });
  });
}
