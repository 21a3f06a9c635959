import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seedSubmissions } from "~/server/admin/store-test-database";
import { mintCaseSecret } from "~/server/cases/case-secrets";
import { createTestClock } from "~/server/testing/test-clock";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { launchBrowser, viewports } from "./support/browser";

// A case from the first days of RBI's directions of 24 June 2026, on a server whose clock the
// test gives it (the app's `now`, in-process, on the built site): no setting a deployment could
// use moves its time. The browser's clock is set to the same instant, so "days left" agrees.

const CLIENT_DIR = "build/client";
const NOW = new Date("2027-01-03T10:00:00+05:30");

let server: TestApp;
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  const clock = createTestClock(NOW);
  server = await startTestApp({ clientDir: CLIENT_DIR, auth: { now: clock.now } });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  baseURL = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A case lost on 2 January 2027 from a bank account, opened by its link in a browser on 3 January. */
async function openCase2027(amountLost: number): Promise<Page> {
  const [reference] = await seedSubmissions(server.db, [
    {
      created_at: NOW.toISOString(),
      message: "A caller said my account would be blocked and money left it by UPI.",
      incident_at: new Date("2027-01-02T09:30:00+05:30").toISOString(),
      payment_approval: "taken_without_approval",
      paid_from: "bank_account",
      amount_lost: amountLost,
    },
  ]);
  const { id } = await server.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(server.db, id, "link", NOW, { channel: "form_answer" });
  const context = await browser.newContext({ baseURL, viewport: viewports.phone, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  await page.goto(`${CASE_PAGE_PATH}#${secret}`);
  await page.getByRole("heading", { name: "What to do next" }).waitFor();
  return page;
}

/** The text of the next step whose heading is `title`. */
async function stepText(page: Page, title: string | RegExp): Promise<string> {
  const step = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await step.waitFor();
  return (await step.innerText()).replace(/\s+/g, " ");
}

describe("a case from January 2027, under RBI's directions of 24 June 2026", () => {
  it("shows the 5-day date to tell the bank, the transaction's own day counted as the first", async () => {
    const page = await openCase2027(25_000);
    const bank = await stepText(page, "Tell your bank, wallet or card company in writing");
    // 2, 3, 4, 5, 6 January.
    expect(bank).toContain("By Wed, 6 Jan 2027, 11:59 pm IST");
    expect(bank).toContain("5 calendar days from the transaction, its own day counted as the first");
    expect(bank).toContain("Third Amendment Directions, 2026");
    await page.context().close();
  });

  it("shows what the victim may claim for a ₹25,000 loss, by the same date, and that nobody may charge a fee", async () => {
    const page = await openCase2027(25_000);
    const claim = await stepText(page, "You may be able to claim up to ₹21,250");
    expect(claim).toContain("By Wed, 6 Jan 2027, 11:59 pm IST");
    expect(claim).toContain("Only your bank pays this. Nobody can charge you a fee to claim it.");
    await page.context().close();
  });

  it("drops the claim once the victim answers that the account is a company's, and keeps the answer", async () => {
    const page = await openCase2027(25_000);
    const question = page.getByRole("group", {
      name: "Is the account in the name of a company, firm, trust or society (not you or your sole proprietorship)?",
    });
    await question.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: /saved/i }).waitFor();
    await expect.poll(() => page.getByRole("heading", { name: /You may be able to claim/ }).count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "What to do next" }).waitFor();
    expect(await question.getByRole("radio", { name: "Yes" }).isChecked()).toBe(true);
    expect(await page.getByRole("heading", { name: /You may be able to claim/ }).count()).toBe(0);
    await page.context().close();
  });

  it("offers no claim for a loss over ₹50,000", async () => {
    const page = await openCase2027(50_001);
    await stepText(page, "Tell your bank, wallet or card company in writing");
    expect(await page.getByRole("heading", { name: /You may be able to claim/ }).count()).toBe(0);
    await page.context().close();
  });
});
