import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { holdRequests, waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { unfoldTypedText } from "./support/typed-text";
import { apiPaths, CASE_PAGE_PATH, caseApiPaths } from "~/shared/routes";
import { evidenceMessages } from "~/shared/messages/evidence";

// Evidence on the case page (server/evidence/), at a phone's width: a file goes up with its
// progress shown, is listed with the SHA-256 of exactly its bytes, and can be removed; a web
// page renamed .txt is refused with its message.

const browser = useBrowser();

async function openCase(label: string): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.phone });
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name: "Meera Iyer", email: uniqueEmail(label), query: `Screenshots of the fake KYC SMS (${label}).` },
  });
  expect(response.status()).toBe(201);
  await page.goto(((await response.json()) as { caseUrl: string }).caseUrl);
  await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();
  await waitForHydration(page);
  return page;
}

function evidenceOf(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Your evidence" });
}

/** A PNG's signature and header, then filler: enough for the server to read its type. */
function png(size: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x5a)]);
}

describe("Evidence on the case page, at 375 px", () => {
  it("a screenshot goes up with its progress shown, is listed with the SHA-256 of its bytes, and can be removed", async () => {
    const page = await openCase("evidence-upload");
    const section = evidenceOf(page);
    expect(await section.textContent()).toContain(
      "Up to 10 MB a file (25 MB for a video), 20 files and 100 MB in all.",
    );
    expect(await section.textContent()).toContain("Do not upload intimate or sexual images");

    const bytes = png(300 * 1024);
    const release = await holdRequests(page, `**${caseApiPaths.evidence}`);
    await section
      .getByLabel("Choose files to send")
      .setInputFiles({ name: "bank-sms.png", mimeType: "image/png", buffer: bytes });
    await section.getByRole("progressbar", { name: "bank-sms.png" }).waitFor();
    release();

    const files = section.getByRole("list", { name: "Files you have sent" });
    const listed = files.getByRole("listitem").filter({ hasText: "bank-sms.png" });
    // Folded under who typed its name until the case is opened from its mail (docs/decisions/0075).
    await unfoldTypedText(section);
    await listed.waitFor();
    expect(await listed.textContent()).toContain(createHash("sha256").update(bytes).digest("hex"));
    expect(await listed.textContent()).toContain("300 KB");
    expect(await section.getByRole("progressbar").count()).toBe(0);

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await listed.getByRole("button", { name: "Remove bank-sms.png" }).click();
    await section.getByRole("status").filter({ hasText: "bank-sms.png was removed." }).waitFor();
    expect(await section.getByText("No files yet.").isVisible()).toBe(true);
  });

  it("a web page renamed .txt is refused with its message, dismissed rather than tried again, and nothing is listed", async () => {
    const page = await openCase("evidence-refused");
    const section = evidenceOf(page);
    await section.getByLabel("Choose files to send").setInputFiles({
      name: "chat.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
    });
    const refusal = section.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(evidenceMessages.markupRefused);
    expect(await section.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(await section.getByRole("list", { name: "Files you have sent" }).count()).toBe(0);
    await section.getByRole("button", { name: "Dismiss chat.txt" }).click();
    expect(await section.getByRole("alert").count()).toBe(0);
  });

  it("with JavaScript off, a file is sent by the page's own form and listed with its SHA-256; a web page is refused with its message", async () => {
    const sender = await browser.newPage({ viewport: viewports.phone });
    const response = await sender.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
      data: { name: "Meera Iyer", email: uniqueEmail("evidence-no-js"), query: "A photo of the fake bank SMS." },
    });
    const { caseUrl } = (await response.json()) as { caseUrl: string };
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();

    const bytes = png(120 * 1024);
    await evidenceOf(page)
      .getByLabel("Choose a file to send")
      .setInputFiles({ name: "sms.png", mimeType: "image/png", buffer: bytes });
    await evidenceOf(page).getByRole("button", { name: "Send this file" }).click();
    const listed = evidenceOf(page).getByRole("list", { name: "Files you have sent" }).getByRole("listitem");
    await unfoldTypedText(evidenceOf(page));
    await listed.filter({ hasText: "sms.png" }).waitFor();
    expect(await listed.textContent()).toContain(createHash("sha256").update(bytes).digest("hex"));

    await evidenceOf(page)
      .getByLabel("Choose a file to send")
      .setInputFiles({
        name: "chat.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("<html><body><script>alert(1)</script></body></html>"),
      });
    await evidenceOf(page).getByRole("button", { name: "Send this file" }).click();
    await evidenceOf(page).getByText(evidenceMessages.markupRefused).waitFor();
    await unfoldTypedText(evidenceOf(page));
    expect(await listed.count()).toBe(1);
  });
});
