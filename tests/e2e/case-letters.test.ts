import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { openLetterCase, screenshotSha256 } from "./support/letter-case";
import { caseLetterPath } from "~/shared/routes";
import { currentRule } from "~/shared/legal-rules";

// The documents drafted from a case (docs/decisions/0028, 0052), at a phone's width: opened from
// the case page, prefilled with the case's transactions and evidence by SHA-256, editable, printed
// without the site around them on A4, and the portal's text counted and copied. A letter's page
// with no case open is in case-pages-without-a-case.test.ts.

const browser = useBrowser();

/** The case the letters are drafted from, opened on a phone. */
async function caseWithTransactionAndEvidence(label: string): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.phone });
  return openLetterCase(page, { label, amount: "12,500" });
}

function letterOf(page: Page) {
  return page.getByRole("main").getByRole("textbox", { name: /You can change any of it before printing/ });
}

describe("Letters drafted from the case, at 375 px", () => {
  it("the bank letter opens from the case page with the transaction, the RBI rule of the transaction's day and the evidence by SHA-256, and prints alone on A4", async () => {
    // The transaction was an hour ago: the rule it falls under is the one in force then.
    const cited = currentRule("rbi-liability-bank-fault", new Date(Date.now() - 60 * 60_000));
    const page = await caseWithTransactionAndEvidence("letter-bank");
    await page.reload();
    const step = page.getByRole("listitem").filter({ hasText: "Tell your bank" });
    expect(await step.getByRole("link", { name: "Letter to your bank" }).getAttribute("href")).toBe(
      caseLetterPath("bank"),
    );
    await page
      .getByRole("region", { name: "Letters you must send" })
      .getByRole("link", { name: "Letter to your bank" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Letter to your bank" }).waitFor();
    await waitForHydration(page);

    const letter = letterOf(page);
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("Kavya Nair");
    expect(text).toContain("₹12,500.00");
    expect(text).toContain("512345678901");
    expect(text).toContain("refund.desk@okaxis");
    expect(text).toContain("made from my account without my authorisation");
    expect(text).toContain(cited.instrument);
    expect(text).toContain("I am reporting it within that time.");
    expect(text).toContain(screenshotSha256);
    expect(await page.getByRole("link", { name: cited.instrument }).getAttribute("href")).toBe(cited.source);

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print or save as PDF" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "How to use it" }).isVisible()).toBe(false);
    expect(await letter.isVisible()).toBe(true);
    expect(await letter.getByText("512345678901").isVisible()).toBe(true);
    // The page's own size, A4 (210 × 297 mm = 595 × 842 points), not the printer's default.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const [, width, height] = /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Math.round(Number(width))).toBe(595);
    expect(Math.round(Number(height))).toBe(842);
  });

  it("the police complaint asks for an FIR under BNSS section 173(1) and lists the evidence; an edit survives a reload until Start again", async () => {
    const page = await caseWithTransactionAndEvidence("letter-police");
    await page.goto(caseLetterPath("police"));
    await waitForHydration(page);
    const letter = letterOf(page);
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("I, Kavya Nair, report a cognizable offence of cyber fraud committed against me on ");
    expect(text).toContain("section 173(1) of the Bharatiya Nagarik Suraksha Sanhita, 2023");
    expect(text).toContain("512345678901");
    expect(text).toContain(screenshotSha256);
    expect(await page.getByText("If the police will not register your complaint").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("link", { name: "Your letter to the Superintendent of Police, drafted from your case" })
        .getAttribute("href"),
    ).toBe(caseLetterPath("superintendent"));
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const blank = letter.getByText("[Name of the police station or cyber cell]");
    await blank.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Kochi City Cyber Police Station");
    await page.reload();
    await waitForHydration(page);
    expect(await letterOf(page).textContent()).toContain("Kochi City Cyber Police Station");
    expect(await page.getByText("Your changes are kept in this tab until you close it.").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Start again from your case" }).click();
    expect(await letterOf(page).textContent()).not.toContain("Kochi City Cyber Police Station");
    await page.reload();
    await waitForHydration(page);
    expect(await letterOf(page).textContent()).not.toContain("Kochi City Cyber Police Station");
  });

  it("the complaint to the RBI Ombudsman opens from the case page, addressed to the Ombudsman, with the bank complaint to fill in, no other forum, no advocate and the scheme cited", async () => {
    const scheme = currentRule("rbi-ombudsman-scheme");
    const page = await caseWithTransactionAndEvidence("letter-ombudsman");
    await page.reload();
    const link = page
      .getByRole("region", { name: "Letters you must send" })
      .getByRole("link", { name: "Complaint to the RBI Ombudsman" });
    expect(await link.getAttribute("href")).toBe(caseLetterPath("ombudsman"));
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Complaint to the RBI Ombudsman" }).waitFor();
    await waitForHydration(page);

    const letter = letterOf(page);
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("The RBI Ombudsman");
    expect(text).toContain("Chandigarh – 160017");
    expect(text).toContain(`I, Kavya Nair, complain under the ${scheme.instrument}, against [Name of your bank]`);
    expect(text).toContain("512345678901");
    expect(text).toContain("complaint number [Your complaint number]");
    expect(text).toContain("[If the bank has not replied:]");
    expect(text).toContain("[If the bank replied:]");
    expect(text).toContain(
      "No court, tribunal, arbitrator or other forum has decided or is considering the same grievance.",
    );
    expect(text).toContain("I make this complaint myself, not through an advocate.");
    expect(text).toContain(screenshotSha256);
    expect(await page.getByRole("link", { name: scheme.instrument }).getAttribute("href")).toBe(scheme.source);
    expect(await page.getByText("crpc@rbi.org.in").isVisible()).toBe(true);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("the letter to the Superintendent of Police sends the police complaint's facts by post under BNSS section 173(4), and says on the page what a Magistrate can do next", async () => {
    const refusal = currentRule("bnss-173-refusal");
    const page = await caseWithTransactionAndEvidence("letter-superintendent");
    await page.goto(caseLetterPath("superintendent"));
    await page.getByRole("heading", { level: 1, name: "Letter to the Superintendent of Police" }).waitFor();
    await waitForHydration(page);

    const letter = letterOf(page);
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("The Superintendent of Police");
    expect(text).toContain("[Name of your district]");
    expect(text).toContain(
      "in writing and by post, under section 173(4) of the Bharatiya Nagarik Suraksha Sanhita, 2023",
    );
    expect(text).toContain(
      "On [Date you went to the police station], I went to [Name of the police station or cyber cell] to give this information, and the officer in charge of the police station refused to record it.",
    );
    expect(text).toContain("512345678901");
    expect(text).toContain(screenshotSha256);
    expect(text).not.toContain("Magistrate");
    expect(await page.getByText(currentRule("bnss-175-magistrate").says).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: refusal.instrument }).getAttribute("href")).toBe(refusal.source);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("the portal's text has the transaction in order, a live character count and a Copy button", async () => {
    const page = await caseWithTransactionAndEvidence("letter-portal");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.goto(caseLetterPath("portal"));
    await waitForHydration(page);
    const field = page.getByRole("textbox", { name: "What happened, for your complaint on cybercrime.gov.in" });
    const value = await field.inputValue();
    expect(value.indexOf("When:")).toBeLessThan(value.indexOf("What happened:"));
    expect(value.indexOf("What happened:")).toBeLessThan(value.indexOf("512345678901"));
    expect(value).toContain("The money went to: refund.desk@okaxis.");
    expect(await page.getByText(`${value.length.toLocaleString("en-IN")} characters`).isVisible()).toBe(true);

    await field.press("Control+End");
    await field.pressSequentially(" More.");
    expect(await page.getByText(`${(value.length + 6).toLocaleString("en-IN")} characters`).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Copy the text" }).click();
    await page.getByRole("status").filter({ hasText: "Copied." }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${value} More.`);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("with JavaScript off, the bank letter is drafted by the server, editable, and says to print with the browser", async () => {
    const sender = await caseWithTransactionAndEvidence("letter-no-js");
    // The same browser's case cookie, in a browser that runs no scripts.
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.context().addCookies(await sender.context().cookies());
    await page.goto(caseLetterPath("bank"));
    const letter = letterOf(page);
    expect(await letter.getAttribute("contenteditable")).toBe("true");
    expect(await letter.textContent()).toContain("512345678901");
    expect(await page.getByText("To print it or save it as PDF, use your browser's Print.").isVisible()).toBe(true);
  });
});
