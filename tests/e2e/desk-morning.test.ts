import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addCalendarDays, dayInIndia } from "~/shared/india-time";
import { adminApiPaths, apiPaths, paths } from "~/shared/routes";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, waitForHydration } from "./support/form-page";
import { createAdmin, type Account } from "./support/admin";
import { startServer, type ServerProcess } from "./support/server-process";
import { uniqueEmail } from "./support/submissions-db";

// A caseworker's morning, start to finish, on a desktop and on a phone: log in, open the inbox,
// open the most urgent case, take it, answer it with a saved reply, resolve it and go on to the
// next. Each run has a server and a database of its own, so "the most urgent" is known.

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
  const soonName = `Soon Deadline ${randomUUID().slice(0, 4)}`;
  const soon = { name: soonName, reference: await sendMoneyTaken(server.baseURL, soonName, 0) };
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

for (const [label, viewport] of [
  ["a desktop", viewports.desktop],
  ["a phone", viewports.phone],
] as const) {
  describe(`The desk's morning on ${label} (${viewport.width} px)`, () => {
    it("Desk: log in, open the most urgent case from the inbox, take it, answer it with a template, resolve it and go on to the next", async () => {
      const desk = await freshDesk();
      const page = await browser.newPage({ viewport, baseURL: desk.baseURL });
      await logIn(page, desk.admin);
      const template = await page.request.post(adminApiPaths.replyTemplates, {
        data: {
          title: "First answer",
          body: "Dear {name}, we have your case {reference}. Your next step: {next_deadline}.",
        },
      });
      expect(template.status(), await template.text()).toBe(201);

      if (viewport.width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("button", { name: /^Inbox/ })
        .click();
      const list = page.getByRole("list", { name: /cases, most urgent first$/ });
      await expect
        .poll(() => list.getByRole("heading", { level: 2 }).allTextContents(), SETTLE)
        .toEqual([desk.urgent.name, desk.soon.name]);
      const first = list.getByRole("listitem", { name: desk.urgent.name });
      expect(await first.getByText("missed", { exact: true }).isVisible()).toBe(true);

      await first.getByRole("button", { name: desk.urgent.name }).click();
      const dialog = page.getByRole("dialog", { name: `Submission ${desk.urgent.reference}` });
      const actions = dialog.getByRole("group", { name: "Quick actions" });
      await actions.getByRole("button", { name: "Assign to me" }).click();
      await actions.getByText("Assigned to you", { exact: true }).waitFor();
      await actions.getByRole("button", { name: "Start: mark In progress" }).click();
      await actions.getByRole("button", { name: "Resolve: mark Resolved" }).waitFor();

      await actions.getByRole("button", { name: "Write a reply" }).click();
      await dialog.getByLabel("Start from a template").selectOption({ label: "First answer" });
      await dialog.getByRole("button", { name: "Insert template" }).click();
      const box = dialog.getByRole("textbox", { name: "Write to the person" });
      const reply = await box.inputValue();
      expect(reply).toContain(`Dear ${desk.urgent.name}, we have your case ${desk.urgent.reference}.`);
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
        .filter({ hasText: `we have your case ${desk.urgent.reference}` })
        .waitFor();

      await actions.getByRole("button", { name: "Resolve: mark Resolved" }).click();
      await actions.getByRole("button", { name: "Reopen: mark In progress" }).waitFor();
      await dialog.getByRole("button", { name: `Next case: ${desk.soon.reference}` }).click();
      await page.getByRole("dialog", { name: `Submission ${desk.soon.reference}` }).waitFor();

      // Behind the dialog, the inbox no longer lists the resolved case.
      await page.keyboard.press("Escape");
      await expect
        .poll(() => list.getByRole("heading", { level: 2 }).allTextContents(), SETTLE)
        .toEqual([desk.soon.name]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
