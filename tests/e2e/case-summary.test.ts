import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser } from "./support/browser";
import { uniqueEmail } from "./support/submissions-db";
import { unfoldTypedText } from "./support/typed-text";
import { indiaDateTimeLocal } from "~/shared/india-time";
import { apiPaths, caseApiPaths } from "~/shared/routes";

// The case on one page (docs/decisions/0071): opened from the case page by a plain link, read on
// a phone at 360 px and a desktop at 1280 px without an axe violation, and printed on one A4
// sheet for a typical case (three transactions, three files, the 1930 and bank numbers).

const browser = useBrowser();

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const HOUR = 60 * 60_000;
const at = (hoursAgo: number) => indiaDateTimeLocal(new Date(Date.now() - hoursAgo * HOUR));

function png(marker: string): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return Buffer.concat([head, Buffer.from(marker), Buffer.alloc(30_000, 0x5a)]);
}

/** A typical case of money taken by a fake bank call, sent in `language` and opened on `page`. */
async function typicalCase(page: Page, language: "en" | "hi"): Promise<{ reference: string; hashes: string[] }> {
  const [date, time] = at(5).split("T");
  const sent = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Kavya Nair",
      email: uniqueEmail(`case-summary-${language}`),
      phone: "9876543210",
      query: "A caller posing as my bank took an OTP and money left my account three times.",
      incidentDate: date,
      incidentTime: time,
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      amountLost: "25000",
      language,
    },
  });
  expect(sent.status()).toBe(201);
  const { caseUrl, reference } = (await sent.json()) as { caseUrl: string; reference: string };
  await page.goto(caseUrl);
  await page.getByRole("heading", { name: /^(Case|केस) CH-/ }).waitFor();
  const post = async (url: string, data: unknown) => {
    const answer = await page.request.post(`${baseURL()}${url}`, { data });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await post(caseApiPaths.requestUtr, { utr: "512345678901", toAccount: "refund.desk@okaxis" });
  for (const [hoursAgo, amount, utr] of [
    [4.8, "15000", "512345678902"],
    [4.6, "9999.50", "512345678903"],
  ] as const) {
    await post(caseApiPaths.transactions, {
      occurredAt: at(hoursAgo),
      amount,
      utr,
      fromAccount: "SBI account ending 4321",
      toAccount: "refund.desk@okaxis",
    });
  }
  await post(caseApiPaths.progress, {
    helplineCalledAt: at(4),
    helplineAcknowledgement: "31412260012345",
    bankName: "State Bank of India",
    bankToldAt: at(3),
    bankReference: "SBI/CMP/2026/778899",
  });
  const hashes: string[] = [];
  for (const name of ["bank-sms-debit-alerts.png", "upi-app-payment-details.png", "caller-number-screenshot.png"]) {
    const bytes = png(name);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const uploaded = await page.request.post(`${baseURL()}${caseApiPaths.evidence}`, {
      headers: { "content-type": "application/octet-stream", "x-evidence-name": name, "x-evidence-sha256": sha256 },
      data: bytes,
    });
    expect(uploaded.status()).toBe(201);
    hashes.push(sha256);
  }
  return { reference, hashes };
}

/** The pages of a PDF Chromium printed: its page objects, which its page tree also counts. */
function pdfPages(pdf: Buffer): number {
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const [, count] = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(text) ?? /\/Count\s+(\d+)/.exec(text) ?? [];
  expect(Number(count), "the page tree's count").toBe(pages);
  return pages;
}

describe("the case's one-page summary", () => {
  it("opens from the case page, shows every number and hash at 360 px and 1280 px without an axe violation, and prints on one A4 page", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { reference, hashes } = await typicalCase(page, "en");
    await page.reload();
    await page.getByRole("main").getByRole("link", { name: "A one-page summary of your case" }).click();
    await page.getByRole("heading", { level: 1, name: `Case summary ${reference}` }).waitFor();
    // Folded under who typed it until the case is opened from its mail (docs/decisions/0075).
    await unfoldTypedText(page);

    expect(await page.getByText("Print this page or show it on your phone.").isVisible()).toBe(true);
    const transactions = page.getByRole("table");
    for (const utr of ["512345678901", "512345678902", "512345678903"]) {
      expect(await transactions.getByText(utr).isVisible(), utr).toBe(true);
    }
    expect(await transactions.getByText("₹49,999.50").isVisible()).toBe(true);
    expect(await page.getByText("Called 1930, acknowledgement number 31412260012345").isVisible()).toBe(true);
    expect(await page.getByText("Told State Bank of India, complaint number SBI/CMP/2026/778899").isVisible()).toBe(
      true,
    );
    for (const hash of hashes) expect(await page.getByText(hash).isVisible(), hash).toBe(true);
    // Nothing wider than the phone: the hashes and the table wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize(DESKTOP);
    expect(await transactions.getByRole("columnheader", { name: "UTR / transaction ID" }).isVisible()).toBe(true);
    const headings = await transactions.getByRole("columnheader").count();
    for (const row of await transactions.locator("tbody").getByRole("row").all()) {
      expect(await row.getByRole("cell").count()).toBe(headings);
    }
    expect(await violations(page)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    expect(await page.getByText("Print this page or show it on your phone.").isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Back to your case" }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
  });

  it("in Hindi, a typical case also prints on one A4 page", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { reference } = await typicalCase(page, "hi");
    await page.goto("/case/summary");
    await page.getByRole("heading", { level: 1, name: `केस का सारांश ${reference}` }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.emulateMedia({ media: "print" });
    expect(pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true }))).toBe(1);
  });
});
