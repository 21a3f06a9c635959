import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { openLetterCase, screenshotSha256 } from "./support/letter-case";
import { localizedPath } from "~/shared/languages";
import { caseLetterPath } from "~/shared/routes";
import { currentRule } from "~/shared/legal-rules";

// The documents drafted from a case in Hindi (decision 0042): the Hindi letter pages under /hi,
// the letter's language chosen apart from the page's by a plain link, remembered in the address
// alone; by default the language the person asked for help in.

const browser = useBrowser();

/** A case asked for in `language`, drafted from, opened on a phone unless told otherwise. */
async function openCase(
  label: string,
  language: "en" | "hi",
  width: { width: number; height: number } = viewports.phone,
): Promise<Page> {
  const page = await browser.newPage({ viewport: width });
  return openLetterCase(page, { label, language, amount: "1,50,000" });
}

/** The letter, named in Hindi or in English by the page's language. */
function letterOf(page: Page) {
  return page
    .getByRole("main")
    .getByRole("textbox", { name: /प्रिंट करने से पहले आप इसमें कुछ भी बदल सकते हैं|You can change any of it before printing/ });
}

/** The share of the page's letters that are Devanagari, outside the letter itself. */
async function devanagariShareOutsideLetter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll(".letter, textarea, [lang='en-IN'], .letter-page__language")
      .forEach((node) => node.remove());
    const text = clone.textContent ?? "";
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    const devanagari = text.match(/[\u0900-\u097F]/gu)?.length ?? 0;
    return letters === 0 ? 0 : devanagari / letters;
  });
}

const hindiBank = localizedPath("hi", caseLetterPath("bank"));

describe("Letters in Hindi, at 375 px", () => {
  it("a case asked for in Hindi: its Hindi letter page shows the Hindi letter, with the same facts and the rule's windows", async () => {
    const page = await openCase("hi-letter-bank", "hi");
    const response = await page.goto(hindiBank);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await page.getByRole("heading", { level: 1, name: "आपके बैंक के लिए पत्र" }).waitFor();
    expect(await devanagariShareOutsideLetter(page)).toBeGreaterThan(0.75);

    const letter = letterOf(page);
    expect(await letter.getAttribute("lang")).toBe("hi");
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("सविनय निवेदन है कि नीचे दिया गया लेन-देन मेरी अनुमति के बिना मेरे खाते से किया गया है।");
    expect(text).toContain("₹1,50,000.00");
    expect(text).toContain("512345678901");
    expect(text).toContain("refund.desk@okaxis");
    // The window of the rules in force on the transaction's day (an hour ago), as the Hindi letter counts it.
    const window = currentRule("rbi-liability-third-party").window!;
    expect(text).toContain(`${window.days} ${window.count === "working days" ? "कार्य दिवसों" : "दिनों"} के भीतर`);
    expect(text).toContain("इसकी सूचना इसी अवधि के भीतर दी जा रही है।");
    expect(text).toContain(screenshotSha256);
    expect(text).toContain("दिनांक:");
    expect(text).toContain("विषय:");
    expect(text).not.toContain("Dear Sir or Madam");
    expect(await letter.getByRole("columnheader", { name: "राशि" }).isVisible()).toBe(true);
    // The page's own words in Hindi: the tools, the steps, the sources.
    expect(await page.getByRole("button", { name: "प्रिंट करें या पीडीएफ़ के रूप में सहेजें" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "इसका उपयोग कैसे करें" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "यह किन नियमों का हवाला देता है" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग/ }).getAttribute("href")).toBe(
      "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=11040&Mode=0",
    );
    // The choice, with Hindi marked as the letter's language.
    const choice = page.getByText("पत्र की भाषा:").locator("..");
    expect(await choice.locator("[aria-current='true']").textContent()).toBe("हिन्दी");
  });

  it("switching the letter to English keeps the page in Hindi, and the choice lives in the address", async () => {
    const page = await openCase("hi-letter-switch", "hi");
    await page.goto(hindiBank);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\?letter=en$/);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(hindiBank);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await page.getByRole("heading", { level: 1, name: "आपके बैंक के लिए पत्र" }).waitFor();
    const letter = letterOf(page);
    expect(await letter.getAttribute("lang")).toBe("en-IN");
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("Dear Sir or Madam,");
    expect(text).toContain("made from my account without my authorisation");
    expect(text).toContain("Date:");
    expect(text).toContain("₹1,50,000.00");
    expect(await page.getByRole("button", { name: "प्रिंट करें या पीडीएफ़ के रूप में सहेजें" }).isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: "हिन्दी" }).getAttribute("href")).toBe("?letter=hi");
    // Nothing remembered it: the page without the query is the case's language again.
    await page.goto(hindiBank);
    expect(await letterOf(page).getAttribute("lang")).toBe("hi");
  });

  it("an English page can show the Hindi letter, and an English case's letter is English by default", async () => {
    const page = await openCase("en-letter-police", "en");
    await page.goto(caseLetterPath("police"));
    await waitForHydration(page);
    expect(await letterOf(page).getAttribute("lang")).toBe("en-IN");
    await page.getByRole("main").getByRole("link", { name: "हिन्दी" }).click();
    await page.waitForURL(/\?letter=hi$/);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    await page.getByRole("heading", { level: 1, name: "Complaint to the police" }).waitFor();
    const letter = letterOf(page);
    expect(await letter.getAttribute("lang")).toBe("hi");
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("थाना प्रभारी");
    expect(text).toContain("भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(1)");
    expect(text).toContain("512345678901");
    expect(await page.getByRole("heading", { name: "How to use it" }).isVisible()).toBe(true);
    expect(await page.getByText("Letter in:").isVisible()).toBe(true);
    // The header's switch changes the page's language, to the same letter page in Hindi.
    expect(await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).getAttribute("href")).toBe(
      localizedPath("hi", caseLetterPath("police")),
    );
  });

  it("the portal's text in Hindi on the Hindi page, counted in Hindi, with a Hindi Copy button", async () => {
    const page = await openCase("hi-letter-portal", "hi");
    // What a person's browser allows a page they click in; the headless shell asks for it (docs/decisions/0091).
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.goto(localizedPath("hi", caseLetterPath("portal")));
    await waitForHydration(page);
    const field = page.getByRole("textbox", { name: "cybercrime.gov.in पर आपकी शिकायत के लिए घटना का विवरण" });
    const value = await field.inputValue();
    expect(value.indexOf("कब:")).toBeLessThan(value.indexOf("क्या हुआ:"));
    expect(value).toContain("पैसा इन खातों में गया: refund.desk@okaxis।");
    expect(await page.getByText(`${value.length.toLocaleString("en-IN")} अक्षर`).isVisible()).toBe(true);
    await page.getByRole("button", { name: "टेक्स्ट कॉपी करें" }).click();
    await page.getByRole("status").filter({ hasText: "कॉपी हो गया।" }).waitFor();
    expect(await page.getByText("टेक्स्ट की भाषा:").isVisible()).toBe(true);
  });

  it("works without scripts: the server drafts the Hindi letter, and the link switches it to English", async () => {
    const sender = await openCase("hi-letter-no-js", "hi");
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.context().addCookies(await sender.context().cookies());
    await page.goto(hindiBank);
    const letter = letterOf(page);
    expect(await letter.getAttribute("contenteditable")).toBe("true");
    expect(await letter.textContent()).toContain("सविनय निवेदन है कि");
    expect(
      await page.getByText("इसे प्रिंट करने या पीडीएफ़ के रूप में सहेजने के लिए अपने ब्राउज़र का प्रिंट विकल्प इस्तेमाल करें।").isVisible(),
    ).toBe(true);
    await page.getByRole("main").getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\?letter=en$/);
    expect(await letterOf(page).textContent()).toContain("Dear Sir or Madam,");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
  });

  it("without a case, the Hindi page says in Hindi to open the case first, and its switch leads to its English page", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const response = await page.goto(hindiBank);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.getByText("इस ब्राउज़र में अभी कोई केस नहीं खुला है").isVisible()).toBe(true);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    // A private page is in no search engine, so it names no alternates (docs/decisions/0041);
    // the header's switch still leads a person to the same page in English.
    expect(alternates).toEqual([]);
    const switchLink = page
      .getByRole("banner")
      .getByRole("link", { name: /English/ })
      .first();
    expect(await switchLink.getAttribute("href")).toBe(caseLetterPath("bank"));
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/case/letters/");
  });
});

describe("accessibility of the letters in Hindi (axe, WCAG 2.2 AA)", () => {
  // One test a page and width: each opens its own case, so none walks every combination.
  const letterPages = {
    "the Hindi page with the Hindi letter": hindiBank,
    "the English page with the Hindi letter": `${caseLetterPath("bank")}?letter=hi`,
    "the Hindi page with the English letter": `${hindiBank}?letter=en`,
  };
  for (const [label, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    for (const [name, path] of Object.entries(letterPages)) {
      it(`${name} has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await openCase(`hi-letter-axe-${label}`, "hi", viewport);
        await page.goto(path);
        await waitForHydration(page);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(
          axe.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  }
});
