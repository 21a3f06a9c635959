import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seedSubmissions } from "~/server/testing/store-test-database";
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
  server = await startTestApp({ clientDir: CLIENT_DIR, clock });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  baseURL = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A case lost on 2 January 2027 from a bank account, opened by its link in a browser on 3 January. */
async function openCase2027(
  amountLost: number,
  progress: { bankToldAt?: Date; bankReference?: string } = {},
): Promise<Page> {
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
  if (progress.bankToldAt) {
    // As the case page's form would have saved it: the form refuses a day after the real one.
    await server.db
      .insertInto("case_progress")
      .values({
        submission_id: id,
        helpline_called_at: null,
        bank_told_at: progress.bankToldAt.toISOString(),
        bank_reference: progress.bankReference ?? "",
        updated_at: NOW.toISOString(),
      })
      .execute();
  }
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

  it("once the bank is told, dates its 45-day decision and the RBI Ombudsman, and says how held money comes back", async () => {
    const page = await openCase2027(25_000, {
      bankToldAt: new Date("2027-01-02T12:00:00+05:30"),
      bankReference: "UPI/2027/0042",
    });
    const decision = await stepText(page, "Your bank decides on your complaint and replies");
    // 2 January + 45 calendar days.
    expect(decision).toContain("By Tue, 16 Feb 2027, 11:59 pm IST");
    const ombudsman = await stepText(
      page,
      "If the bank refuses or does not put it right, complain to the RBI Ombudsman",
    );
    // The bank's 30 days end on 1 February; 90 days later is 2 May.
    expect(ombudsman).toContain("By Sun, 2 May 2027, 11:59 pm IST");
    expect(ombudsman).toContain("the bank has up to 45 calendar days to decide your complaint");
    const held = await stepText(page, "If you get an SMS that money was held, ask for it back");
    expect(held).toContain("mrm-ncrp.mha.gov.in");
    expect(held).toContain("Never deal with middlemen or agents");
    await page.context().close();
  });

  it("drafts the complaint to the RBI Ombudsman with the bank complaint's number and day, and the 45 days the bank has for 2027 fraud", async () => {
    const page = await openCase2027(25_000, {
      bankToldAt: new Date("2027-01-02T12:00:00+05:30"),
      bankReference: "UPI/2027/0042",
    });
    await page
      .getByRole("region", { name: "Letters you must send" })
      .getByRole("link", { name: "Complaint to the RBI Ombudsman" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Complaint to the RBI Ombudsman" }).waitFor();
    const letter = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    expect(letter).toContain(
      "I first complained to the bank in writing on Sat, 2 Jan 2027, complaint number UPI/2027/0042.",
    );
    expect(letter).toContain("The bank has not replied to my complaint within 45 days of receiving it.");
    expect(letter).toContain("Reserve Bank – Integrated Ombudsman Scheme, 2026");
    expect(letter).toContain("Third Amendment Directions, 2026");
    await page.context().close();
  });

  it("drafts the letter to the Superintendent of Police under BNSS section 173(4)", async () => {
    const page = await openCase2027(25_000);
    await page
      .getByRole("region", { name: "Letters you must send" })
      .getByRole("link", { name: "Letter to the Superintendent of Police" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Letter to the Superintendent of Police" }).waitFor();
    const letter = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    expect(letter).toContain("The Superintendent of Police");
    expect(letter).toContain("under section 173(4) of the Bharatiya Nagarik Suraksha Sanhita, 2023");
    expect(letter).toContain("A caller said my account would be blocked and money left it by UPI.");
    await page.context().close();
  });
});
