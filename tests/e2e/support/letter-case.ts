import type { LanguageCode } from "~/shared/language-codes";
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { baseURL } from "./browser";
import { uniqueEmail } from "./submissions-db";
import { indiaDateTimeLocal } from "~/shared/india-time";
import { apiPaths, caseApiPaths } from "~/shared/routes";

// The case the letters' tests draft from (docs/decisions/0028, 0042): a help request with one
// unauthorised transaction an hour ago and one screenshot as evidence, opened on its case page.

/** A PNG's signature and header, then filler: enough for the server to read its type. */
const screenshot = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(4000, 0x5a),
]);
/** The evidence's SHA-256, which the letters list it by. */
export const screenshotSha256 = createHash("sha256").update(screenshot).digest("hex");

const queries = {
  en: (label: string) => `A caller posing as my bank took an OTP and money left my account (${label}).`,
  hi: (label: string) => `बैंक के नाम पर कॉल करने वाले ने ओटीपी लिया और मेरे खाते से पैसे निकल गए (${label})।`,
  bn: (label: string) => `ব্যাংকের নাম করে একজন ফোন করে OTP নিল, আর আমার অ্যাকাউন্ট থেকে টাকা চলে গেল (${label})।`,
  ta: (label: string) => `வங்கியின் பெயரில் ஒருவர் அழைத்து OTP வாங்கினார், என் கணக்கிலிருந்து பணம் போய்விட்டது (${label}).`,
  mr: (label: string) => `बँकेच्या नावाने एकाने फोन करून OTP घेतला आणि माझ्या खात्यातून पैसे गेले (${label}).`,
  te: (label: string) => `బ్యాంకు పేరుతో ఒకరు ఫోన్ చేసి OTP తీసుకున్నారు, నా ఖాతా నుండి డబ్బు పోయింది (${label}).`,
} satisfies Record<LanguageCode, (label: string) => string>;

/**
 * Sends the request in `language` from `page`, opens its case page (in the case's language,
 * docs/decisions/0041), and adds the transaction of `amount` rupees (as typed: "12,500") and
 * the screenshot.
 */
export async function openLetterCase(
  page: Page,
  { label, language = "en", amount }: { label: string; language?: LanguageCode; amount: string },
): Promise<Page> {
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  const [date, time] = indiaDateTimeLocal(hourAgo).split("T");
  const sent = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Kavya Nair",
      email: uniqueEmail(label),
      phone: "9876543210",
      query: queries[language](label),
      incidentDate: date,
      incidentTime: time,
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      amountLost: amount.replaceAll(",", ""),
      language,
    },
  });
  expect(sent.status()).toBe(201);
  await page.goto(((await sent.json()) as { caseUrl: string }).caseUrl);
  // The case's heading, in any language: its word for "Case", then the reference.
  await page.getByRole("heading", { name: / CH-[A-Z0-9]{6}$/ }).waitFor();
  // The request's payment is the case's first transaction (docs/decisions/0066): its UTR and
  // where the money went are added as the case page's first screen asks them.
  const added = await page.request.post(`${baseURL()}${caseApiPaths.requestUtr}`, {
    data: { utr: "512345678901", toAccount: "refund.desk@okaxis" },
  });
  expect(added.status()).toBe(200);
  const uploaded = await page.request.post(`${baseURL()}${caseApiPaths.evidence}`, {
    headers: {
      "content-type": "application/octet-stream",
      "x-evidence-name": "bank-sms.png",
      "x-evidence-sha256": screenshotSha256,
    },
    data: screenshot,
  });
  expect(uploaded.status()).toBe(201);
  return page;
}
