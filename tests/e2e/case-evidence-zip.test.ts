import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { unfoldTypedText } from "./support/typed-text";
import { apiPaths } from "~/shared/routes";

// "Download all my files (zip)" on the case page (docs/decisions/0068), at a phone's width: once
// the case holds a file, one link gives a zip of them all with its manifest.

const browser = useBrowser();

function png(size: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x5a)]);
}

function entryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, (error, file) => {
      if (error || !file) return reject(error ?? new Error("no zip"));
      const names: string[] = [];
      file.on("entry", (entry: yauzl.Entry) => names.push(entry.fileName));
      file.on("end", () => resolve(names));
    });
  });
}

describe("Download all my files", () => {
  it("appears once a file is sent, and gives a zip of every file with its manifest", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
      data: { name: "Meera Iyer", email: uniqueEmail("evidence-zip"), query: "Screenshots of the fake KYC SMS." },
    });
    const { caseUrl, reference } = (await response.json()) as { caseUrl: string; reference: string };
    await page.goto(caseUrl);
    await page.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    await waitForHydration(page);
    const section = page.getByRole("main").getByRole("region", { name: "Your evidence" });
    const downloadAll = section.getByRole("link", { name: "Download all my files (zip)" });
    expect(await downloadAll.count()).toBe(0);

    await section
      .getByLabel("Choose files to send")
      .setInputFiles({ name: "bank-sms.png", mimeType: "image/png", buffer: png(40 * 1024) });
    await unfoldTypedText(section);
    await section.getByRole("list", { name: "Files you have sent" }).getByText("bank-sms.png").waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), downloadAll.click()]);
    expect(download.suggestedFilename()).toBe(`${reference}-evidence.zip`);
    const names = await entryNames(await readFile((await download.path())!));
    expect(names).toEqual(["manifest.txt", "evidence/1-bank-sms.png"]);
  });
});
