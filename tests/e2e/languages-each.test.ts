import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES, TRANSLATED_PATHS, isPrivatePath, localizedPath, type LanguageCode } from "~/shared/languages";
import type { TranslationCode } from "~/shared/pages";
import { CASE_PAGE_PATH, apiPaths, caseLetterPath, paths } from "~/shared/routes";
import { dayInIndia } from "~/shared/india-time";
import { siteConfig } from "~/shared/site-config";
import { translations } from "~/shared/translations";
import { siteTexts } from "~/app/content/languages";
import { formTexts } from "~/app/content/languages/form-texts";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { expectFieldError, field, fillFields, waitForHydration } from "./support/form-page";
import { openLetterCase } from "./support/letter-case";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// Each language after Hindi (docs/decisions/0098, 0099), each page type and form once, as the
// Hindi site is proven in full by the other languages-*.test.ts files: every public page in the
// language with its `lang`, hreflang among every language and no English left in what it says;
// the language switch on a phone's first screen; a help request asked in it, stored with its
// language and answered in it; the case page and a letter in it. A language's words that a
// person sees are in its row of SITES, written out as they read.

const browser = useBrowser();

/**
 * Latin-letter words a page in another script may hold: what phones, banks and the authorities themselves
 * write in Latin letters (each language's glossary's writing rules), the brand, names of facilities
 * written as their owners write them, the file types a victim is warned of, and the language
 * switch's "English".
 */
const LATIN_ALLOWED = new Set([
  ...[siteConfig.brand, "English", "WhatsApp", "RICWIN", "Google", "Apple"],
  ...["OTP", "PIN", "UPI", "ATM", "KYC", "UTR", "SMS", "PDF", "QR", "IMEI", "FIR", "RBI", "CERT-In", "I4C"],
  ...["BNSS", "BNS", "IT", "CVV", "IMPS", "NEFT", "RTGS", "CEIR", "HTTPS", "IP", "ID", "PAN"],
  ...["APK", "apk", "exe", "zip"],
]);

/** Apps' and features' names as the phone shows them, kept in English in every language. */
const PRODUCT_NAMES = ["Google Play", "App Store", "Find My Device", "Find My", "mAadhaar", "myAadhaar"];

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
 * The Latin-letter words a page says that are neither allowed nor deliberately kept. Kept
 * on purpose: web and e-mail addresses and handles, the postal address as configured, an official
 * or product name in brackets beside its own words ("(Jan Vishwas … Act, 2023)"), and a quoted
 * label of an outside app or site as the victim will see it ('Raise Refund Request').
 */
function englishLeft(text: string, alsoAllowed: readonly string[] = []): string[] {
  let kept = text;
  // The names a phone shows in English whatever its language.
  for (const name of PRODUCT_NAMES) kept = kept.replaceAll(name, " ");
  for (const line of siteConfig.addressLines) kept = kept.replaceAll(line, " ");
  kept = kept
    .replace(/\S+@\S+|@\w+/g, " ")
    .replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+(?:in|com|org|net|gov|io)\b\S*/g, " ")
    .replace(/['‘"“][^'’"”]*['’"”]/g, (quoted) => (/[^\p{Script=Latin}\p{P}\p{Z}\p{N}]/u.test(quoted) ? quoted : " "));
  // Innermost brackets first, until none is left: "(Jan Vishwas (Amendment of Provisions) Act, 2023)".
  while (/\([^()]*\)/.test(kept)) kept = kept.replace(/\([^()]*\)/g, " ");
  // A word of its own: "66C" is a section, and "RBI-এর" is RBI with an ending of the language.
  const words = (kept.match(/(?<![\w-])[A-Za-z][A-Za-z0-9-]*/g) ?? []).map((word) => word.replace(/-$/, ""));
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word) && !alsoAllowed.includes(word)))];
}

/** The share of a text's letters that are in `script` (vowel signs are marks, not letters). */
function scriptShare(text: string, script: RegExp): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const inScript = letters.filter((letter) => script.test(letter));
  return letters.length === 0 ? 0 : inScript.length / letters.length;
}

/** What a person sees in a language, written out as it reads, for the checks below. */
interface SiteWords {
  /** One letter of its script. */
  script: RegExp;
  /** Abbreviations its glossary keeps in Latin letters besides the common ones (LATIN_ALLOWED). */
  latin?: readonly string[];
  /** The Terms' and Privacy Policy's sentence that the English text prevails. */
  englishPrevails: string;
  /** "Read this page in" before a language's name, for a screen reader. */
  switchLabel: string;
  requestHelp: string;
  dialog: string;
  send: string;
  fields: { name: string; email: string; query: string };
  required: { name: string; email: string; query: string };
  typed: { name: string; query: string };
  toastRegion: string;
  sent: string;
  /** The reference line, up to the reference. */
  referenceLine: string;
  confirmation: string;
  whatNext: string;
  accepted: string;
  /** The case's heading, before its reference. */
  caseHeading: string;
  callStep: string;
  bankLetterHeading: string;
  bankLetterLabel: string;
}

const SITES: Partial<Record<LanguageCode, SiteWords>> = {
  bn: {
    script: /[\u0980-\u09FF]/u,
    englishPrevails: "ইংরেজি পাঠটিই মান্য হবে",
    switchLabel: "এই পেজটি পড়ুন",
    requestHelp: "সাহায্য চান",
    dialog: "সাহায্য চান - প্রশ্নের ফর্ম",
    send: "পাঠান",
    fields: { name: "নাম", email: "ই-মেল", query: "আপনার সমস্যা" },
    required: { name: "দয়া করে নাম লিখুন।", email: "দয়া করে ই-মেল লিখুন।", query: "দয়া করে জানান কী হয়েছে।" },
    typed: { name: "মিতালি দাস", query: "আমার অনুমতি ছাড়াই UPI দিয়ে ₹20,000 কেটে নেওয়া হয়েছে।" },
    toastRegion: "বিজ্ঞপ্তি",
    sent: "✅ ফর্ম পাঠানো হয়েছে! আমাদের সহায়তা দল 24×7 আছে এবং শিগগিরই আপনার সঙ্গে যোগাযোগ করবে।",
    referenceLine: "আপনার রেফারেন্স নম্বর: ",
    confirmation: "আপনার অনুরোধ আমরা পেয়েছি",
    whatNext: "এরপর কী হবে",
    accepted: "ধন্যবাদ। আপনার অনুরোধ আমরা পেয়েছি, আমাদের দল শিগগিরই আপনার সঙ্গে যোগাযোগ করবে।",
    caseHeading: "কেস",
    callStep: "1930-এ ফোন করুন",
    bankLetterHeading: "আপনার ব্যাংকের জন্য চিঠি",
    bankLetterLabel: "ব্যাংকের জন্য আপনার চিঠি। প্রিন্ট করার আগে আপনি এর যেকোনো অংশ বদলাতে পারেন।",
  },
  ta: {
    script: /[\u0B80-\u0BFF]/u,
    // Official bodies' and registrations' abbreviations, as Tamil writing often keeps them (docs/tamil-glossary.md).
    latin: [
      "GST",
      "GSTIN",
      "FSSAI",
      "ISO",
      "MSME",
      "NSIC",
      "RERA",
      "IEC",
      "IS",
      "BIS",
      "ISI",
      "LLP",
      "UIDAI",
      "NBFC",
    ].concat(["TRAI", "DND", "SCORES", "X"]),
    englishPrevails: "ஆங்கிலப் பதிப்பே செல்லுபடியாகும்",
    switchLabel: "இந்தப் பக்கத்தைப் படிக்க",
    requestHelp: "உதவி கேளுங்கள்",
    dialog: "உதவி கேளுங்கள் - கேள்விப் படிவம்",
    send: "அனுப்புங்கள்",
    fields: { name: "பெயர்", email: "மின்னஞ்சல்", query: "உங்கள் பிரச்சினை" },
    required: {
      name: "தயவுசெய்து பெயரை நிரப்புங்கள்.",
      email: "தயவுசெய்து மின்னஞ்சலை நிரப்புங்கள்.",
      query: "என்ன நடந்தது என்று தயவுசெய்து சொல்லுங்கள்.",
    },
    typed: { name: "கவிதா ராஜன்", query: "என் அனுமதி இல்லாமல் UPI மூலம் ₹20,000 எடுக்கப்பட்டது." },
    toastRegion: "அறிவிப்புகள்",
    sent: "✅ படிவம் அனுப்பப்பட்டது! எங்கள் உதவிக் குழு 24×7 செயல்படுகிறது, விரைவில் உங்களைத் தொடர்புகொள்ளும்.",
    referenceLine: "உங்கள் குறிப்பு எண்: ",
    confirmation: "உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்தது",
    whatNext: "அடுத்து என்ன நடக்கும்",
    accepted: "நன்றி. உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்தது; எங்கள் குழு விரைவில் உங்களைத் தொடர்புகொள்ளும்.",
    caseHeading: "கேஸ்",
    callStep: "1930 எண்ணை அழையுங்கள்",
    bankLetterHeading: "உங்கள் வங்கிக்குக் கடிதம்",
    bankLetterLabel: "வங்கிக்கு உங்கள் கடிதம். அச்சிடும் முன் இதில் எதையும் மாற்றலாம்.",
  },
  mr: {
    script: /[\u0900-\u097F]/u,
    // Abbreviations some Marathi pages keep in Latin letters as their owners write them (docs/marathi-glossary.md).
    latin: ["DND", "DPDP", "SEBI", "SCORES", "NBFC", "UIDAI"],
    englishPrevails: "इंग्रजी मजकूरच ग्राह्य धरला जाईल",
    switchLabel: "हे पान वाचा",
    requestHelp: "मदत मागा",
    dialog: "मदत मागा - प्रश्नाचा फॉर्म",
    send: "पाठवा",
    fields: { name: "नाव", email: "ई-मेल", query: "तुमची समस्या" },
    required: { name: "कृपया नाव भरा.", email: "कृपया ई-मेल भरा.", query: "कृपया काय झाले ते सांगा." },
    typed: { name: "सुनीता पाटील", query: "माझ्या परवानगीशिवाय UPI ने ₹20,000 काढले गेले." },
    toastRegion: "सूचना",
    sent: "✅ फॉर्म पाठवला! आमची मदत टीम 24×7 उपलब्ध आहे आणि लवकरच तुमच्याशी संपर्क करेल.",
    referenceLine: "तुमचा संदर्भ क्रमांक: ",
    confirmation: "तुमची विनंती आम्हाला मिळाली आहे",
    whatNext: "पुढे काय होईल",
    accepted: "धन्यवाद. तुमची विनंती आम्हाला मिळाली आहे, आमची टीम लवकरच तुमच्याशी संपर्क करेल.",
    caseHeading: "केस",
    callStep: "1930 वर कॉल करा",
    bankLetterHeading: "तुमच्या बँकेसाठी पत्र",
    bankLetterLabel: "बँकेसाठी तुमचे पत्र. प्रिंट करण्यापूर्वी तुम्ही यात काहीही बदलू शकता.",
  },
  te: {
    script: /[\u0C00-\u0C7F]/u,
    // Official bodies', registrations' and schemes' abbreviations, kept in Latin letters as their
    // owners write them, as in Tamil (docs/telugu-glossary.md).
    latin: [
      "GST",
      "GSTIN",
      "FSSAI",
      "ISO",
      "MSME",
      "NSIC",
      "RERA",
      "IEC",
      "IS",
      "BIS",
      "ISI",
      "LLP",
      "UIDAI",
      "NBFC",
      "CBI",
      "ED",
    ].concat(["TRAI", "DND", "SCORES", "X", "SEBI", "DPDP"]),
    englishPrevails: "ఇంగ్లీష్ పాఠమే చెల్లుతుంది",
    switchLabel: "ఈ పేజీని ఈ భాషలో చదవండి:",
    requestHelp: "సహాయం కోరండి",
    dialog: "సహాయం కోరండి - ప్రశ్న ఫారం",
    send: "పంపండి",
    fields: { name: "పేరు", email: "ఈమెయిల్", query: "మీ సమస్య" },
    required: {
      name: "దయచేసి పేరు నింపండి.",
      email: "దయచేసి ఈమెయిల్ నింపండి.",
      query: "ఏం జరిగిందో దయచేసి చెప్పండి.",
    },
    typed: { name: "లక్ష్మి రెడ్డి", query: "నా అనుమతి లేకుండా UPI ద్వారా ₹20,000 తీసుకున్నారు." },
    toastRegion: "నోటిఫికేషన్లు",
    sent: "✅ ఫారం పంపబడింది! మా సహాయ బృందం 24×7 అందుబాటులో ఉంటుంది, త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.",
    referenceLine: "మీ రిఫరెన్స్ నంబర్: ",
    confirmation: "మీ అభ్యర్థన మాకు అందింది",
    whatNext: "తర్వాత ఏమి జరుగుతుంది",
    accepted: "ధన్యవాదాలు. మీ అభ్యర్థన మాకు అందింది; మా బృందం త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.",
    caseHeading: "కేసు",
    callStep: "1930 నంబర్‌కు ఫోన్ చేయండి",
    bankLetterHeading: "మీ బ్యాంకుకు లేఖ",
    bankLetterLabel: "బ్యాంకుకు మీ లేఖ. ప్రింట్ చేసే ముందు దీనిలో ఏదైనా మార్చవచ్చు.",
  },
};

describe("the language switch", () => {
  it("lists every other language in its own script on a 360 px phone's first screen, each leading to the same page", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(paths.faq);
    const banner = page.getByRole("banner");
    for (const entry of LANGUAGES.filter((each) => each.code !== "en")) {
      const link = banner.getByRole("link", { name: `Read this page in ${entry.name}` });
      const box = await link.boundingBox();
      expect(box, `${entry.name} is laid out`).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(740);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(await link.getAttribute("href")).toBe(localizedPath(entry.code, paths.faq));
    }
    await page.close();
  });
});

for (const [code, words] of Object.entries(SITES) as [LanguageCode, SiteWords][]) {
  const { englishName, name } = LANGUAGES.find((entry) => entry.code === code)!;
  const local = (path: string) => localizedPath(code, path);
  const share = (text: string) => scriptShare(text, words.script);

  describe(`the ${englishName} pages`, () => {
    // One test a page, each one request: none walks the site.
    for (const path of TRANSLATED_PATHS[code as TranslationCode].filter((each) => !isPrivatePath(each))) {
      const address = local(path);
      it(`${address} answers 200 in ${englishName}, with lang=${code}, hreflang links to every language, and no English left`, async () => {
        const response = await fetch(`${baseURL()}${address}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
        expect(html).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${address}"/>`);
        for (const entry of LANGUAGES) {
          const href = `${siteConfig.siteUrl}${localizedPath(entry.code, path)}`;
          expect(html).toContain(`<link rel="alternate" hrefLang="${entry.lang}" href="${href}"/>`);
        }
        const text = visibleText(html);
        expect(englishLeft(text, words.latin), address).toEqual([]);
        expect(share(text), address).toBeGreaterThan(0.8);
      });
    }

    it(`say, in ${englishName}, that the English text of the Terms and the Privacy Policy prevails`, async () => {
      for (const path of [paths.terms, paths.privacy]) {
        const text = visibleText(await (await fetch(`${baseURL()}${local(path)}`)).text());
        expect(text, path).toContain(words.englishPrevails);
      }
    });

    it(`lead back to English and to every other language from the switch, named in their own scripts`, async () => {
      const html = await (await fetch(`${baseURL()}${local(paths.faq)}`)).text();
      for (const entry of LANGUAGES.filter((each) => each.code !== code)) {
        expect(html).toContain(`href="${localizedPath(entry.code, paths.faq)}" hrefLang="${entry.lang}"`);
        expect(visibleText(html)).toContain(`${words.switchLabel} ${entry.name}`);
      }
    });
  });

  describe(`a help request from a ${englishName} page`, () => {
    it(`in the dialog, refuses empty fields in ${englishName}, then is stored with its language and confirmed in it`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      await page.goto(local(paths.home));
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: words.requestHelp }).click();
      const dialog = page.getByRole("dialog", { name: words.dialog });
      await dialog.waitFor();

      await dialog.getByRole("button", { name: words.send, exact: true }).click();
      await expectFieldError(field(dialog, words.fields.name), words.required.name);
      await expectFieldError(field(dialog, words.fields.email), words.required.email);
      await expectFieldError(field(dialog, words.fields.query), words.required.query);
      const axe = await new AxeBuilder({ page }).include("dialog").analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      const email = uniqueEmail(`${code}-dialog`);
      await fillFields(dialog, {
        [words.fields.name]: words.typed.name,
        [words.fields.email]: email,
        [words.fields.query]: words.typed.query,
      });
      await dialog.getByRole("button", { name: words.send, exact: true }).click();
      const toasts = page.getByRole("region", { name: words.toastRegion });
      await toasts.getByRole("status").getByText(words.sent, { exact: true }).waitFor();
      const line = (await toasts.getByText(words.referenceLine).textContent()) ?? "";
      const reference = new RegExp(`^${words.referenceLine}(CH-[A-Z0-9]{6})$`).exec(line)?.[1];
      expect(reference, line).toBeDefined();
      const panel = page.getByRole("main").getByRole("status", { name: words.confirmation });
      await panel.getByRole("heading", { name: words.whatNext }).waitFor();

      const [stored] = await submissionsByEmail(email);
      expect(stored?.reference).toBe(reference);
      expect(stored?.language).toBe(code);
      await page.close();
    });

    // The two page forms, with the words their pages are built from (the pages' text is checked
    // for English above): each refuses a wrong e-mail with the language's message, then stores
    // what was sent with the language and says so in it.
    const { messages } = translations[code];
    const toasts = (page: Page) => page.getByRole("region", { name: words.toastRegion });

    it(`Contact Us refuses a wrong e-mail in ${englishName}, then stores the message with its language and says so in ${englishName}`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      await page.goto(local(paths.contact));
      await waitForHydration(page);
      const form = page.getByRole("region", { name: siteTexts[code].contactPage.text.formHeading });
      const labels = formTexts[code].contactForm.fields;
      const wrong = `${code}-contact@example`;
      await fillFields(form, {
        [labels.name]: words.typed.name,
        [labels.email]: wrong,
        [labels.subject]: "UPI",
        [labels.message]: words.typed.query,
      });
      await form.getByRole("button", { name: labels.sendMessage, exact: true }).click();
      await expectFieldError(field(form, labels.email), messages["help.emailInvalid"]);
      expect(await submissionsByEmail(wrong)).toEqual([]);

      const email = uniqueEmail(`${code}-contact`);
      await field(form, labels.email).fill(email);
      await form.getByRole("button", { name: labels.sendMessage, exact: true }).click();
      await toasts(page).getByRole("status").getByText(messages["form.contactSuccess"], { exact: true }).waitFor();
      const [stored] = await submissionsByEmail(email);
      expect(stored?.language).toBe(code);
      await page.close();
    });

    it(`Post Query lists the states in ${englishName}, refuses a wrong e-mail in it, then stores the query with its language and the state's English name`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      await page.goto(local(paths.postQuery));
      await waitForHydration(page);
      const form = page.getByRole("region", { name: siteTexts[code].postQueryPage.text.formHeading });
      const { fields: labels, stateNames } = formTexts[code].postQueryForm;
      const email = uniqueEmail(`${code}-post-query`);
      await fillFields(form, {
        [labels.fullName]: words.typed.name,
        [labels.email]: `${code}.example.in`,
        [labels.subject]: "UPI",
      });
      await field(form, labels.state).selectOption({ label: stateNames.Telangana });
      await form.getByRole("button", { name: labels.submit, exact: true }).click();
      await expectFieldError(field(form, labels.email), messages["postQuery.emailInvalid"]);

      await field(form, labels.email).fill(email);
      await form.getByRole("button", { name: labels.submit, exact: true }).click();
      await toasts(page).getByRole("status").getByText(messages["form.postQuerySuccess"], { exact: true }).waitFor();
      const [stored] = await submissionsByEmail(email);
      expect(stored?.language).toBe(code);
      expect(stored?.state).toBe("Telangana");
      await page.close();
    });

    it(`through the API is answered in ${englishName}, with its case link on the ${englishName} case page`, async () => {
      const response = await fetch(`${baseURL()}${apiPaths.helpRequests}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...words.typed, email: uniqueEmail(`${code}-api`), language: code }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { message: string; caseUrl: string };
      expect(body.message).toBe(words.accepted);
      expect(body.caseUrl.startsWith(`${local(CASE_PAGE_PATH)}#`), body.caseUrl).toBe(true);
    });
  });

  describe(`a case asked for in ${englishName}`, () => {
    it(`opens from its link on the ${englishName} case page, its words and dated steps in ${englishName}`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
        data: {
          ...words.typed,
          email: uniqueEmail(`${code}-case`),
          paymentApproval: "taken_without_approval",
          incidentDate: dayInIndia(new Date()),
          language: code,
        },
      });
      expect(response.status()).toBe(201);
      const { reference, caseUrl } = (await response.json()) as { reference: string; caseUrl: string };
      await page.goto(caseUrl);
      await waitForHydration(page);
      const article = page.getByRole("main").getByRole("article");
      await article.getByRole("heading", { name: `${words.caseHeading} ${reference}` }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(code);
      await article.getByText(words.callStep).first().waitFor();
      expect(share((await article.textContent()) ?? "")).toBeGreaterThan(0.8);
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await page.close();
    });

    it(`drafts its letter to the bank in ${englishName} (${name}), with the case's facts`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      await openLetterCase(page, { label: `${code}-letter`, language: code, amount: "1,50,000" });
      const response = await page.goto(local(caseLetterPath("bank")));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(code);
      await page.getByRole("heading", { level: 1, name: words.bankLetterHeading }).waitFor();
      const letter = page.getByRole("main").getByRole("textbox", { name: words.bankLetterLabel });
      expect(await letter.getAttribute("lang")).toBe(code);
      const text = (await letter.textContent()) ?? "";
      expect(text).toContain("₹1,50,000.00");
      expect(text).toContain("512345678901");
      expect(text).toContain("refund.desk@okaxis");
      expect(share(text)).toBeGreaterThan(0.6);
      await page.close();
    });
  });
}
