import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES, TRANSLATED_PATHS, isPrivatePath, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, apiPaths, caseLetterPath, paths } from "~/shared/routes";
import { dayInIndia } from "~/shared/india-time";
import { siteConfig } from "~/shared/site-config";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { expectFieldError, field, fillFields, waitForHydration } from "./support/form-page";
import { openLetterCase } from "./support/letter-case";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// The Bengali site (docs/decisions/0098), each page type and form once, as the Hindi site is
// proven in full by the other languages-*.test.ts files: every public page in Bengali with its
// `lang`, hreflang among every language and no English left in what it says; the language switch
// on a phone's first screen; a help request asked in Bengali, stored with its language and
// answered in it; the case page and a letter in Bengali.

const browser = useBrowser();

const bengali = (path: string) => localizedPath("bn", path);

/** The public Bengali pages; the private case page and letters are proven below. */
const bengaliPaths = TRANSLATED_PATHS.bn.filter((path) => !isPrivatePath(path));

/**
 * Latin-letter words a Bengali page may hold: what phones, banks and the authorities themselves
 * write in Latin letters (docs/bengali-glossary.md's writing rules), the brand, names of facilities
 * written as their owners write them, the file types a victim is warned of, and the language
 * switch's "English".
 */
const LATIN_ALLOWED = new Set([
  ...[siteConfig.brand, "English", "WhatsApp", "RICWIN"],
  ...["OTP", "PIN", "UPI", "ATM", "KYC", "UTR", "SMS", "PDF", "QR", "IMEI", "FIR", "RBI", "CERT-In", "I4C"],
  ...["BNSS", "BNS", "IT", "CVV", "IMPS", "NEFT", "RTGS", "CEIR", "HTTPS", "IP", "ID", "PAN", "myAadhaar"],
  ...["APK", "apk", "exe", "zip"],
]);

/** A page's visible words, from its HTML: no scripts, styles or island props, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/**
 * The Latin-letter words a Bengali page says that are neither allowed nor deliberately kept. Kept
 * on purpose: web and e-mail addresses and handles, the postal address as configured, an official
 * or product name in brackets beside its Bengali words ("(Jan Vishwas … Act, 2023)"), and a quoted
 * label of an outside app or site as the victim will see it ('Raise Refund Request').
 */
function englishLeft(text: string): string[] {
  let kept = text;
  for (const line of siteConfig.addressLines) kept = kept.replaceAll(line, " ");
  kept = kept
    .replace(/\S+@\S+|@\w+/g, " ")
    .replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+(?:in|com|org|net|gov|io)\b\S*/g, " ")
    .replace(/['‘"“][^'’"”]*['’"”]/g, (quoted) => (/[\u0980-\u09FF]/.test(quoted) ? quoted : " "));
  // Innermost brackets first, until none is left: "(Jan Vishwas (Amendment of Provisions) Act, 2023)".
  while (/\([^()]*\)/.test(kept)) kept = kept.replace(/\([^()]*\)/g, " ");
  // A word of its own: "66C" is a section, and "RBI-এর" is RBI with a Bengali ending.
  const words = (kept.match(/(?<![\w-])[A-Za-z][A-Za-z0-9-]*/g) ?? []).map((word) => word.replace(/-$/, ""));
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word)))];
}

/** The share of a text's letters that are Bengali (its vowel signs are marks, not letters). */
function bengaliShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const bengaliLetters = text.match(/(?=\p{L})[\u0980-\u09FF]/gu) ?? [];
  return letters.length === 0 ? 0 : bengaliLetters.length / letters.length;
}

describe("the Bengali pages", () => {
  // One test a page, each one request: none walks the site.
  for (const path of bengaliPaths) {
    const address = bengali(path);
    it(`${address} answers 200 in Bengali, with lang=bn, hreflang links to every language, and no English left`, async () => {
      const response = await fetch(`${baseURL()}${address}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html[^>]* lang="bn"/);
      expect(html).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${address}"/>`);
      for (const entry of LANGUAGES) {
        const href = `${siteConfig.siteUrl}${localizedPath(entry.code, path)}`;
        expect(html).toContain(`<link rel="alternate" hrefLang="${entry.lang}" href="${href}"/>`);
      }
      const text = visibleText(html);
      expect(englishLeft(text), address).toEqual([]);
      expect(bengaliShare(text), address).toBeGreaterThan(0.8);
    });
  }

  it("say, in Bengali, that the English text of the Terms and the Privacy Policy prevails", async () => {
    for (const path of [paths.terms, paths.privacy]) {
      const text = visibleText(await (await fetch(`${baseURL()}${bengali(path)}`)).text());
      expect(text, path).toContain("ইংরেজি পাঠটিই মান্য হবে");
    }
  });
});

describe("the language switch", () => {
  it("lists every other language in its own script on a 360 px phone's first screen, each leading to the same page", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(paths.faq);
    const toBengali = page.getByRole("banner").getByRole("link", { name: "Read this page in বাংলা" });
    const toHindi = page.getByRole("banner").getByRole("link", { name: "Read this page in हिन्दी" });
    for (const link of [toBengali, toHindi]) {
      const box = await link.boundingBox();
      expect(box, "the link is laid out").not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(740);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await toHindi.getAttribute("href")).toBe(localizedPath("hi", paths.faq));

    await toBengali.click();
    await page.waitForURL(`**${bengali(paths.faq)}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "এই পেজটি পড়ুন English" });
    expect(await toEnglish.getAttribute("href")).toBe(paths.faq);
    expect(await page.getByRole("banner").getByRole("link", { name: "এই পেজটি পড়ুন हिन्दी" }).getAttribute("href")).toBe(
      localizedPath("hi", paths.faq),
    );
    await page.close();
  });
});

describe("a help request from a Bengali page", () => {
  it("in the dialog, refuses empty fields in Bengali, then is stored with its language and confirmed in Bengali", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(bengali(paths.home));
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "সাহায্য চান" }).click();
    const dialog = page.getByRole("dialog", { name: "সাহায্য চান - প্রশ্নের ফর্ম" });
    await dialog.waitFor();

    await dialog.getByRole("button", { name: "পাঠান", exact: true }).click();
    await expectFieldError(field(dialog, "নাম"), "দয়া করে নাম লিখুন।");
    await expectFieldError(field(dialog, "ই-মেল"), "দয়া করে ই-মেল লিখুন।");
    await expectFieldError(field(dialog, "আপনার সমস্যা"), "দয়া করে জানান কী হয়েছে।");
    const axe = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const email = uniqueEmail("bengali-dialog");
    await fillFields(dialog, {
      নাম: "মিতালি দাস",
      "ই-মেল": email,
      "আপনার সমস্যা": "UPI দিয়ে ₹20,000 কেটে নেওয়া হয়েছে।",
    });
    await dialog.getByRole("button", { name: "পাঠান", exact: true }).click();
    const toasts = page.getByRole("region", { name: "বিজ্ঞপ্তি" });
    await toasts
      .getByRole("status")
      .getByText("✅ ফর্ম পাঠানো হয়েছে! আমাদের সহায়তা দল 24×7 আছে এবং শিগগিরই আপনার সঙ্গে যোগাযোগ করবে।", { exact: true })
      .waitFor();
    const line = (await toasts.getByText(/^আপনার রেফারেন্স নম্বর: /).textContent()) ?? "";
    const reference = /^আপনার রেফারেন্স নম্বর: (CH-[A-Z0-9]{6})$/.exec(line)?.[1];
    expect(reference, line).toBeDefined();
    const panel = page.getByRole("main").getByRole("status", { name: "আপনার অনুরোধ আমরা পেয়েছি" });
    await panel.getByRole("heading", { name: "এরপর কী হবে" }).waitFor();

    const [stored] = await submissionsByEmail(email);
    expect(stored?.reference).toBe(reference);
    expect(stored?.language).toBe("bn");
    await page.close();
  });

  it("through the API is answered in Bengali, with its case link on the Bengali case page", async () => {
    const response = await fetch(`${baseURL()}${apiPaths.helpRequests}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "মিতালি দাস",
        email: uniqueEmail("bengali-api"),
        query: "টাকা কেটে গেছে।",
        language: "bn",
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; caseUrl: string };
    expect(body.message).toBe("ধন্যবাদ। আপনার অনুরোধ আমরা পেয়েছি, আমাদের দল শিগগিরই আপনার সঙ্গে যোগাযোগ করবে।");
    expect(body.caseUrl.startsWith(`${bengali(CASE_PAGE_PATH)}#`), body.caseUrl).toBe(true);
  });
});

describe("a case asked for in Bengali", () => {
  async function sendFromBengaliPage(page: Page): Promise<{ reference: string; caseUrl: string }> {
    const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
      data: {
        name: "মিতালি দাস",
        email: uniqueEmail("bengali-case"),
        query: "আমার অনুমতি ছাড়াই UPI দিয়ে টাকা কেটে নেওয়া হয়েছে।",
        paymentApproval: "taken_without_approval",
        incidentDate: dayInIndia(new Date()),
        language: "bn",
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { reference: string; caseUrl: string };
  }

  it("opens from its link on the Bengali case page, its words and dated steps in Bengali", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const { reference, caseUrl } = await sendFromBengaliPage(page);
    await page.goto(caseUrl);
    await waitForHydration(page);
    const article = page.getByRole("main").getByRole("article");
    await article.getByRole("heading", { name: `কেস ${reference}` }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    await article.getByText("1930-এ ফোন করুন").first().waitFor();
    const text = (await article.textContent()) ?? "";
    expect(bengaliShare(text)).toBeGreaterThan(0.8);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.close();
  });

  it("drafts its letter to the bank in Bengali, with the case's facts", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openLetterCase(page, { label: "bengali-letter", language: "bn", amount: "1,50,000" });
    const response = await page.goto(bengali(caseLetterPath("bank")));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    await page.getByRole("heading", { level: 1, name: "আপনার ব্যাংকের জন্য চিঠি" }).waitFor();
    const letter = page
      .getByRole("main")
      .getByRole("textbox", { name: "ব্যাংকের জন্য আপনার চিঠি। প্রিন্ট করার আগে আপনি এর যেকোনো অংশ বদলাতে পারেন।" });
    expect(await letter.getAttribute("lang")).toBe("bn");
    const text = (await letter.textContent()) ?? "";
    expect(text).toContain("₹1,50,000.00");
    expect(text).toContain("512345678901");
    expect(text).toContain("refund.desk@okaxis");
    expect(bengaliShare(text)).toBeGreaterThan(0.6);
    await page.close();
  });
});
