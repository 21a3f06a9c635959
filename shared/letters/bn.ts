import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { ruleNameBn } from "../legal-rules/names-bn";
import { ruleVersionKey, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { blank, type LetterWords } from "./words";

// Bengali: the words of the letters and of the portal's text drafted from a case, in the formal
// register a Bengali letter to an authority uses. The rules, their dates and their day counts come
// from shared/legal-rules; only the words around them are here (docs/decisions/0019, 0028, 0042).
// Each rule's Bengali name is tied to the day it came into force: a new version of a rule stops
// the letter until its Bengali name is added, so that a letter never cites a lapsed rule. Bengali
// verbs carry no gender, so the sentences suit whoever writes the letter.

/**
 * What starts each cited rule's window, in the letter's voice ("ব্যাংককে আমার জানানোর"), by the
 * rule's id and first day in force. Each is in the genitive, as it reads before the window's
 * length and "মধ্যে" ("ব্যাংককে আমার জানানোর 10 কর্মদিবসের মধ্যে"). The rule's name is
 * shared/legal-rules/names-bn.ts's, the one the Bengali case page shows (docs/decisions/0086).
 */
const windowStarts: Record<string, string> = {
  "rbi-liability-third-party@2017-07-06": "লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়ার",
  "rbi-liability-limited@2017-07-06": "লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়ার",
  "rbi-liability-shadow-credit@2017-07-06": "ব্যাংককে আমার জানানোর",
  "rbi-liability-resolution@2017-07-06": "ব্যাংকের কাছে আমার অভিযোগ পৌঁছানোর",
  "rbi-liability-non-bank-wallets-credit@2019-03-01": "ওয়ালেট কোম্পানিকে আমার জানানোর",
  "rbi-liability-third-party@2027-01-01": "লেনদেনের",
  "rbi-liability-resolution@2027-01-01": "ব্যাংকের কাছে আমার অভিযোগ পৌঁছানোর",
  "rbi-shadow-reversal-credit-card@2027-01-01": "ব্যাংককে আমার জানানোর",
  "rbi-ombudsman-scheme@2026-07-01": `ব্যাংকের ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} দিন শেষ হওয়ার বা তার শেষ উত্তরের (যেটি পরে হয়)`,
};

/** The Bengali words of a rule version; a version without a Bengali name stops the letter rather than cite a lapsed rule. */
export function bengaliRuleWords(rule: LegalRule): { instrument: string; from?: string } {
  const key = ruleVersionKey(rule);
  const instrument = ruleNameBn(rule);
  if (!instrument) throw new Error(`No Bengali name for legal rule "${key}": add it to shared/legal-rules/names-bn.ts`);
  const from = windowStarts[key];
  return from === undefined ? { instrument } : { instrument, from };
}

/** "paragraph 76L", "paragraphs 76K and 76S" (the rules' own words) as a Bengali letter cites them. */
function paragraphBn(paragraph: string): string {
  return paragraph.replace(/^paragraphs? /, "অনুচ্ছেদ ").replace(/ and /g, " ও ");
}

/** "3 কর্মদিবসের", "90 দিনের": a window's length as it reads before "মধ্যে". */
function window({ days, count }: RuleWindow): string {
  return `${days} ${count === "working days" ? "কর্মদিবসের" : "দিনের"}`;
}

/** Whether a Bengali word ends in a vowel (its case endings are then "র", "তে", not "ের", "ে"). */
const endsInVowel = (word: string): boolean => {
  // Compared by code point: a vowel sign is a combining mark, which a regular expression's
  // character class would not hold on its own.
  const last = word.codePointAt(word.length - 1) ?? 0;
  return (last >= 0x0985 && last <= 0x0994) || (last >= 0x09be && last <= 0x09cc);
};
/** "অ্যাকাউন্টের", "কোম্পানির": a word with its genitive ending. */
const possessive = (word: string) => (endsInVowel(word) ? `${word}র` : `${word}ের`);
/** "অ্যাকাউন্টে", "কোম্পানিতে": a word with its locative ending. */
const locative = (word: string) => (endsInVowel(word) ? `${word}তে` : `${word}ে`);

const notAuthorised = ({ single }: { single: boolean }) =>
  single ? "এই লেনদেনটি আমি অনুমোদন করিনি।" : "এই লেনদেনগুলি আমি অনুমোদন করিনি।";
const its = ({ single }: { single: boolean }) => (single ? "এটি" : "এগুলি");
const HELPLINE = "জাতীয় সাইবার অপরাধ হেল্পলাইন 1930";
const CLOSING = "বিনীত,";
const BNSS = "ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023";
const SALUTATION = "মহাশয়/মহাশয়া,";
/** Not the victim's question as it stands: they rewrite it in their own words, with it beside them (decision 0066). */
const OWN_WORDS =
  "নিজের ভাষায় লিখুন কী হয়েছিল: কখন, তারা কীভাবে আপনার সঙ্গে যোগাযোগ করেছিল, আপনি কী পেমেন্ট করেছিলেন, আর কাকে।";
const WROTE_TO_US = "আপনি আমাদের যা লিখেছিলেন:";

const BENGALI_DATES = datesIn("bn");
/** "বুধবার, 25 নভেম্বর 2026, 11:00 (ভারতীয় সময়)": a letter's weekday is written in full. */
const letterDateTime = (instant: Date) => formatDateTime(BENGALI_DATES, instant, BENGALI_DATES.letterWeekday);

export const bengaliLetterWords: LetterWords = {
  lang: "bn",
  date: (instant) => formatDate(BENGALI_DATES, instant, BENGALI_DATES.letterWeekday),
  dateTime: letterDateTime,
  transactionWhen: (item) => letterDateTime(new Date(item.occurredAt)),
  evidenceReceived: (file) => letterDateTime(new Date(file.receivedAt)),
  window,
  windowFrom: (rule) => {
    const from = bengaliRuleWords(rule).from;
    if (!from)
      throw new Error(`No Bengali words for what starts the window of "${rule.id}": add them to shared/letters/bn.ts`);
    return from;
  },
  instrument: (rule) => bengaliRuleWords(rule).instrument,
  labels: {
    date: "তারিখ:",
    subject: "বিষয়:",
    transactionsCaption: "লেনদেনের বিবরণ",
    evidenceCaption: "প্রমাণ, প্রতিটি ফাইল তার SHA-256 ফিঙ্গারপ্রিন্ট সহ",
    when: "তারিখ ও সময়",
    amount: "টাকার পরিমাণ",
    utr: "UTR / লেনদেন আইডি",
    from: "কোন অ্যাকাউন্ট থেকে",
    to: "কোন অ্যাকাউন্টে",
    total: "মোট",
    fileName: "ফাইল",
    fileSize: "আকার",
    fileReceived: "CyberHelp-এ পৌঁছেছে",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "আপনার ঠিকানা",
    date: "তারিখ",
    amount: "টাকার পরিমাণ",
    eachTransaction:
      "প্রতিটি লেনদেনের জন্য: তারিখ ও সময়, টাকার পরিমাণ, UTR বা লেনদেন আইডি, এবং যে অ্যাকাউন্ট বা UPI আইডিতে টাকা গেছে",
    policeStation: "থানা বা সাইবার সেলের নাম",
    bankComplaintNumber: "অভিযোগ নম্বর",
    bankComplaintDate: "অভিযোগের তারিখ",
    bankReplyDate: "উত্তরের তারিখ",
    refusedOn: "থানায় যাওয়ার তারিখ",
    district: "আপনার জেলার নাম",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `আমি ${HELPLINE}-এ এই প্রতারণার কথা জানিয়েছি${at === null ? "" : `; জানানোর সময়: ${at}`}${acknowledgement === "" ? "" : `; প্রাপ্তি নম্বর: ${acknowledgement}`}।`,
    portal: "আমি জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টাল, cybercrime.gov.in-এ আমার অভিযোগ সম্পূর্ণ করেছি।",
    bank: (at, reference) =>
      `আমি আমার ব্যাংককে এই লেনদেনের কথা জানিয়েছি; জানানোর সময়: ${at}${reference === "" ? "" : `; অভিযোগের রেফারেন্স নম্বর: ${reference}`}।`,
  },
  bank: {
    recipient: {
      bank: ["প্রতি,", "শাখা প্রবন্ধক", blank("আপনার ব্যাংক ও শাখার নাম")],
      "cooperative bank": ["প্রতি,", "শাখা প্রবন্ধক", blank("আপনার সমবায় ব্যাংক ও শাখার নাম")],
      wallet: ["প্রতি,", "অভিযোগ নিষ্পত্তি আধিকারিক", blank("আপনার ওয়ালেট কোম্পানির নাম")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet"
        ? ["প্রতি,", "অভিযোগ নিষ্পত্তি আধিকারিক", name]
        : ["প্রতি,", "শাখা প্রবন্ধক", name, blank("শাখার নাম")],
    account: { bank: "অ্যাকাউন্ট", "cooperative bank": "অ্যাকাউন্ট", wallet: "ওয়ালেট" },
    opening: (approval, count, account) => {
      const single = count === 1;
      const what =
        count === 0 ? "নিচে বর্ণিত লেনদেনগুলি" : single ? "নিচে দেওয়া লেনদেনটি" : `নিচে দেওয়া ${count}টি লেনদেন`;
      if (approval === "taken_without_approval")
        return `সবিনয় নিবেদন এই যে, ${what} আমার অনুমতি ছাড়াই আমার ${account} থেকে করা হয়েছে।`;
      if (approval === "coerced")
        return single
          ? `সবিনয় নিবেদন এই যে, ${what} আমার ${account} থেকে এমন একটি পেমেন্ট, যা প্রতারকরা হুমকি দিয়ে জোর করে আমাকে দিয়ে করিয়েছে।`
          : `সবিনয় নিবেদন এই যে, ${what} আমার ${account} থেকে এমন কয়েকটি পেমেন্ট, যা প্রতারকরা হুমকি দিয়ে জোর করে আমাকে দিয়ে করিয়েছে।`;
      if (approval === "paid_myself")
        return single
          ? `সবিনয় নিবেদন এই যে, ${what} আমার ${account} থেকে এমন একটি পেমেন্ট, যা প্রতারকরা ধোঁকা দিয়ে আমাকে দিয়ে করিয়েছে।`
          : `সবিনয় নিবেদন এই যে, ${what} আমার ${account} থেকে এমন কয়েকটি পেমেন্ট, যা প্রতারকরা ধোঁকা দিয়ে আমাকে দিয়ে করিয়েছে।`;
      return `সবিনয় নিবেদন এই যে, আমার সঙ্গে ঘটা একটি সাইবার প্রতারণায় ${what} আমার ${account} থেকে করা হয়েছে।`;
    },
    notAuthorised,
    bankFault: ({ single, instrument, window: within, from }) =>
      `${notAuthorised({ single })} ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${instrument}" অনুযায়ী, অননুমোদিত ইলেকট্রনিক ব্যাংকিং লেনদেনে গ্রাহককে কোনো ক্ষতি বহন করতে হয় না, যদি তা ব্যাংকের নিজের প্রতারণা, অবহেলা বা ত্রুটির কারণে ঘটে (তা যখনই জানানো হোক না কেন), অথবা কোনো তৃতীয় পক্ষের নিরাপত্তা লঙ্ঘনের কারণে ঘটে এবং তা ${from} ${within} মধ্যে জানানো হয়।`,
    inTime: (count) => `এই সময়সীমার মধ্যেই ${its(count)} জানানো হচ্ছে।`,
    inLimitedTime: ({ window: within, from, ...count }) =>
      `${its(count)} ${from} ${within} মধ্যে জানানো হচ্ছে, যে সময়সীমার মধ্যে সার্কুলার এমন নিরাপত্তা লঙ্ঘনের ক্ষেত্রে গ্রাহকের দায় সীমিত রাখে।`,
    credit: ({ window: within, reportDate, end, workingDays }) =>
      `সার্কুলার অনুযায়ী, ${reportDate} তারিখে আমার জানানোর ${within} মধ্যে, অর্থাৎ ${end} তারিখের মধ্যে, ব্যাংককে সংশ্লিষ্ট টাকা আমার অ্যাকাউন্টে জমা করতে হবে${workingDays ? "; এর চেয়ে দেরি হতে পারে কেবল মাঝখানে পড়া ব্যাংক ছুটির দিনগুলির জন্য" : ""}।`,
    resolution: ({ window: within, end }) =>
      `সার্কুলার অনুযায়ী ব্যাংককে আমার অভিযোগ পাওয়ার ${within} মধ্যে, অর্থাৎ ${end} তারিখের মধ্যে, তার নিষ্পত্তিও করতে হবে।`,
    wallet: ({ single, instrument }) =>
      `${notAuthorised({ single })} ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${instrument}" অনুযায়ী, কোনো অননুমোদিত লেনদেন যদি ওয়ালেট কোম্পানির নিজের প্রতারণা, অবহেলা বা ত্রুটির কারণে ঘটে, তবে গ্রাহককে কোনো ক্ষতি বহন করতে হয় না।`,
    walletCredit: ({ window: within, reportDate, end }) =>
      `সার্কুলার অনুযায়ী, ${reportDate} তারিখে আমার জানানোর ${within} মধ্যে, অর্থাৎ ${end} তারিখের মধ্যে, কোম্পানিকে সংশ্লিষ্ট টাকা আমার ওয়ালেটে জমা করতে হবে।`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} অনুগ্রহ করে ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${instrument}" অনুযায়ী এই অভিযোগের বিষয়ে ব্যবস্থা নিন, এবং আপনি কী সিদ্ধান্ত নিচ্ছেন ও কবে নাগাদ, তা আমাকে লিখিতভাবে জানান।`,
    directions2027: ({ single, instrument, window: within, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `ভারতীয় রিজার্ভ ব্যাংকের "${instrument}" অনুযায়ী, প্রতারণামূলক ইলেকট্রনিক ব্যাংকিং লেনদেনের মধ্যে পড়ে: প্রতারণার মাধ্যমে গ্রাহকের কাছ থেকে হাতিয়ে নেওয়া ক্রেডেনশিয়াল দিয়ে করা লেনদেন, গ্রাহক চাপ বা হুমকির মুখে যে লেনদেন অনুমোদন করেছেন, এবং যেকোনো অননুমোদিত লেনদেন। এমন লেনদেন যদি ব্যাংকের অবহেলা বা ত্রুটির কারণে ঘটে, তবে তা জানানো হোক বা না হোক, গ্রাহক শূন্য দায়ের এবং লেনদেনটি উল্টে দেওয়ার (রিভার্সাল) অধিকারী (${paragraphBn(bankFaultParagraph)}); এবং লেনদেনটি যদি কোনো তৃতীয় পক্ষের নিরাপত্তা লঙ্ঘন থেকে ঘটে এবং ${from} ${within} মধ্যে ব্যাংককে জানানো হয়, তখনও (${paragraphBn(thirdPartyParagraph)})। আমার অনুরোধ, ${single ? "এই লেনদেনটিতে" : "এই লেনদেনগুলিতে"} আমার দায় শূন্য ধরা হোক এবং ${single ? "লেনদেনটি" : "লেনদেনগুলি"} উল্টে দেওয়া হোক।`,
    decision2027: ({ window: within, end, paragraphs }) =>
      `আমার কোনো দায় থাকলে তা প্রমাণ করার দায়িত্ব ব্যাংকের। অনুগ্রহ করে আমার অভিযোগ পাওয়ার ${within} মধ্যে, অর্থাৎ ${end} তারিখের মধ্যে, সে বিষয়ে সিদ্ধান্ত নিন, এবং অভিযোগ প্রত্যাখ্যান করলে তার কারণ ও তার সমর্থনে বিস্তারিত তথ্য দিন (${paragraphBn(paragraphs)})।`,
    creditCardReversal2027: ({ window: within, reportDate, end, paragraph }) =>
      `কার্ডটি যদি ক্রেডিট কার্ড হয়, তবে অনুগ্রহ করে ${reportDate} তারিখে আমার জানানোর ${within} মধ্যে, অর্থাৎ ${end} তারিখের মধ্যে, টাকার শ্যাডো রিভার্সাল দিন (${paragraphBn(paragraph)})।`,
    compensationForm2027:
      "আপনি যদি আমাকে অনুচ্ছেদ 76N অনুযায়ী দায়ী মনে করেন, তবে অনুগ্রহ করে আমাকে অনুচ্ছেদ 76T(4) অনুযায়ী আবেদনপত্র দিন।",
    forTransactionsOf: (days, paragraph) => `${days.join("; ")} তারিখের লেনদেনগুলির ক্ষেত্রে: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `ক্ষতির পরিমাণ: ${amount}, ${on === null ? blank("তারিখ") : `${on} তারিখে`}। ${blankText}`,
    reportingNow: `এই প্রতারণার কথা ${HELPLINE}-এ এবং cybercrime.gov.in-এও জানানো হচ্ছে।`,
    requests: (account) => [
      `এই লেনদেনে ব্যবহৃত কার্ড, UPI, নেট ব্যাংকিং বা ${account} অ্যাক্সেসের মাধ্যমে যাতে আর কোনো টাকা কাটা না যায়, সেজন্য সেগুলি বন্ধ (ব্লক) করুন, এবং তা হয়ে গেলে আমাকে লিখিতভাবে নিশ্চিত করুন।`,
      "প্রতিটি লেনদেনের জন্য বিরোধ (ডিসপিউট) নথিভুক্ত করুন, এবং যে ব্যাংক বা ওয়ালেটে টাকা গেছে, তাদের সেই টাকা আটকে (হোল্ড করে) রাখতে বলুন।",
      `টাকা আমার ${locative(account)} ফেরত জমা করুন।`,
      "এই অভিযোগের লিখিত প্রাপ্তিস্বীকার দিন, যাতে তার তারিখ, সময় ও অভিযোগের রেফারেন্স নম্বর থাকে।",
      `এই লেনদেনের সময়কালের আমার ${possessive(account)} বিবরণী (স্টেটমেন্ট) দিন।`,
    ],
    evidence:
      "নিচে তালিকাভুক্ত প্রমাণগুলি, প্রতিটি ফাইল তার SHA-256 ফিঙ্গারপ্রিন্ট সহ, আমার কাছে সুরক্ষিত আছে, এবং চাওয়া হলে সেগুলির প্রতিলিপি দেওয়া যাবে।",
    subject: (account) =>
      `আমার ${locative(account)} সাইবার প্রতারণার অভিযোগ এবং লেনদেন ব্লক করা, টাকা আটকে রাখা ও ফেরত দেওয়ার অনুরোধ`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  police: {
    recipient: ["প্রতি,", "ভারপ্রাপ্ত আধিকারিক"],
    opening: (name, place, happened) =>
      `সবিনয় নিবেদন এই যে, আমি, ${name}${place === "" ? "" : `, নিবাসী ${place}`}, আমার বিরুদ্ধে সংঘটিত সাইবার প্রতারণার একটি আমলযোগ্য অপরাধের বিষয়ে জানাচ্ছি${happened ? `; ঘটনার সময়: ${happened}` : ""}।`,
    ownWords: (account) => `ঘটনার বিবরণ, আমার নিজের ভাষায়: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "এই টাকা নিচের লেনদেনগুলির মাধ্যমে নেওয়া হয়েছে:",
    lost: (amount, blankText) => `আমার ${amount} ক্ষতি হয়েছে। ${blankText}`,
    evidence:
      "নিচে তালিকাভুক্ত প্রমাণগুলির প্রতিলিপি সংযুক্ত করা হলো। প্রতিটি ফাইলের SHA-256 ফিঙ্গারপ্রিন্ট দেখায় যে প্রতিলিপিতে কোনো পরিবর্তন হয়নি; মূল ফাইলগুলি এবং যে ফোন বা কম্পিউটার থেকে সেগুলি নেওয়া হয়েছে, তা আমার কাছে সুরক্ষিত আছে, এবং চাওয়া হলে পেশ করা হবে।",
    registerFir: (underSection) =>
      underSection
        ? "এই তথ্যের ভিত্তিতে প্রথম তথ্য রিপোর্ট (FIR) নথিভুক্ত করুন। ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023-এর ধারা 173(1) অনুযায়ী, আমলযোগ্য অপরাধের তথ্য যেকোনো থানায় দেওয়া যায়, অপরাধটি যে এলাকাতেই সংঘটিত হোক না কেন।"
        : "এই তথ্যের ভিত্তিতে প্রথম তথ্য রিপোর্ট (FIR) নথিভুক্ত করুন।",
    firCopy: (underSection) =>
      underSection
        ? "ধারা 173-এর বিধান অনুযায়ী আমাকে FIR-এর একটি প্রতিলিপি বিনামূল্যে দিন।"
        : "আমাকে FIR-এর একটি প্রতিলিপি দিন।",
    holdMoney:
      "যে ব্যাংক ও ওয়ালেটে টাকা গেছে, তাদের সেই টাকা আটকে (হোল্ড করে) রাখতে বলুন, এবং যে অ্যাকাউন্টগুলিতে টাকা গেছে, সেগুলি খুঁজে বের করুন।",
    request: "অতএব, আপনার কাছে অনুরোধ:",
    subject: "সাইবার প্রতারণার অভিযোগ এবং FIR নথিভুক্ত করার অনুরোধ",
    salutation: SALUTATION,
    closing: CLOSING,
  },
  ombudsman: {
    recipient: [
      "প্রতি,",
      "RBI-এর ন্যায়পাল",
      "মারফত: কেন্দ্রীভূত প্রাপ্তি ও প্রক্রিয়াকরণ কেন্দ্র (Centralised Receipt and Processing Centre)",
      "ভারতীয় রিজার্ভ ব্যাংক, সেন্ট্রাল ভিস্তা, সেক্টর 17",
      "চণ্ডীগড় – 160017",
    ],
    name: {
      bank: "আপনার ব্যাংকের নাম",
      "cooperative bank": "আপনার সমবায় ব্যাংকের নাম",
      wallet: "আপনার ওয়ালেট কোম্পানির নাম",
    },
    institution: { bank: "ব্যাংক", "cooperative bank": "ব্যাংক", wallet: "ওয়ালেট কোম্পানি" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const single = count === 1;
      const what =
        count === 0 ? "নিচে বর্ণিত লেনদেনগুলি" : single ? "নিচে দেওয়া লেনদেনটি" : `নিচে দেওয়া ${count}টি লেনদেন`;
      return `সবিনয় নিবেদন এই যে, ${scheme === null ? "" : `${scheme} অনুযায়ী `}${against}-এর বিরুদ্ধে এই অভিযোগ দাখিল করছি আমি, ${name}${place === "" ? "" : `, নিবাসী ${place}`}। আমার সঙ্গে ঘটা সাইবার প্রতারণায় ${what} আমার ${account} থেকে করা হয়েছে, এবং ${institution} এখনও পর্যন্ত এর প্রতিকার করেনি।`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `আমি প্রথমে ${date} তারিখে ${institution}কে লিখিতভাবে অভিযোগ জানিয়েছিলাম (অভিযোগ নম্বর ${reference})। সেই অভিযোগের প্রতিলিপি সংযুক্ত করা হলো।`,
    noReply: ({ institution, days }) =>
      `${blank(`যদি ${institution} উত্তর না দিয়ে থাকে:`)} ${institution} ${days === null ? "আমার অভিযোগের" : `আমার অভিযোগ পাওয়ার ${days} দিনের মধ্যে তার`} কোনো উত্তর দেয়নি।`,
    replied: ({ institution, date, known }) =>
      `${known ? "" : `${blank(`যদি ${institution} উত্তর দিয়ে থাকে:`)} `}${institution} ${date} তারিখে উত্তর দিয়েছে, কিন্তু সেই উত্তরে আমার অভিযোগের প্রতিকার হয়নি। সেই উত্তরের প্রতিলিপি সংযুক্ত করা হলো।`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} আমার ব্যাংক একটি সমবায় ব্যাংক, যার ক্ষেত্রে ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${instrument}" প্রযোজ্য। অনুরোধ, আমার অভিযোগের সিদ্ধান্ত সেই অনুযায়ী নেওয়া হোক।`,
    evidence:
      "নিচে তালিকাভুক্ত প্রমাণগুলির প্রতিলিপি সংযুক্ত করা হলো। প্রতিটি ফাইলের SHA-256 ফিঙ্গারপ্রিন্ট দেখায় যে প্রতিলিপিতে কোনো পরিবর্তন হয়নি।",
    request: "অতএব, আপনার কাছে অনুরোধ:",
    requests: ({ institution, account, count, amount }) => [
      `${institution}কে নির্দেশ দিন, যাতে তারা ${count === 1 ? "লেনদেনটি" : "লেনদেনগুলি"} উল্টে দিয়ে ${amount} আমার ${locative(account)} ফেরত জমা করে।`,
      "প্রকল্প অনুযায়ী অন্য যে প্রতিকার ন্যায্য, তা দিন।",
    ],
    noOtherForum:
      "এই একই অভিযোগের বিষয়ে কোনো আদালত, ট্রাইব্যুনাল, সালিশকারী (আর্বিট্রেটর) বা অন্য কোনো ফোরাম কোনো সিদ্ধান্ত দেয়নি, এবং বিষয়টি তাদের বিবেচনাধীনও নেই। প্রকল্প অনুযায়ী, এই প্রতারণা নিয়ে পুলিশে করা অভিযোগ বা পুলিশের তদন্ত এমন কোনো কার্যধারা নয়।",
    inPerson: "এই অভিযোগ আমি নিজে দাখিল করছি, কোনো আইনজীবীর মাধ্যমে নয়।",
    subject: ({ institution, account }) =>
      `আমার ${locative(account)} ঘটা সাইবার প্রতারণার প্রতিকার ${institution} না করায় অভিযোগ`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  superintendent: {
    recipient: ["প্রতি,", "পুলিশ সুপার"],
    byPost: (underSection) =>
      `থানা এই তথ্য নথিভুক্ত করতে অস্বীকার করেছে, তাই এর সারাংশ${underSection ? ` ${BNSS}-এর ধারা 173(4) অনুযায়ী` : ""} লিখিতভাবে এবং ডাকযোগে আপনার কাছে পাঠানো হচ্ছে।`,
    refused: ({ date, station, anyStation }) =>
      `আমি ${date} তারিখে ${station}-এ গিয়ে এই তথ্য দিয়েছিলাম, কিন্তু থানার ভারপ্রাপ্ত আধিকারিক তা নথিভুক্ত করতে অস্বীকার করেন।${anyStation ? ` ${BNSS}-এর ধারা 173(1) অনুযায়ী, আমলযোগ্য অপরাধের তথ্য যেকোনো থানায় দেওয়া যায়, অপরাধটি যে এলাকাতেই সংঘটিত হোক না কেন।` : ""}`,
    substance: "তথ্যের সারাংশ নিম্নরূপ:",
    investigate: (underSection) =>
      `${underSection ? `${BNSS}-এর ধারা 173(4)-এর বিধান অনুযায়ী, ` : ""}এই বিষয়ে নিজে তদন্ত করুন, অথবা আপনার অধীনস্থ কোনো পুলিশ আধিকারিককে তদন্ত করার নির্দেশ দিন।`,
    tellMe: "এই তথ্যের ভিত্তিতে কী ব্যবস্থা নেওয়া হলো, তা আমাকে লিখিতভাবে জানান।",
    subject: (underSection) =>
      `থানা নথিভুক্ত করতে অস্বীকার করেছে এমন একটি আমলযোগ্য অপরাধের তথ্য${underSection ? `, ${BNSS}-এর ধারা 173(4) অনুযায়ী প্রেরিত` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `কখন: ${at}${timeUnknown ? " (সময় জানা নেই)" : ""}।`,
    whatHappened: (account) => `কী হয়েছে: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "লেনদেন:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`${item.from} থেকে`);
      if (item.to !== "") parts.push(`প্রাপক ${item.to}`);
      if (item.utr !== "") parts.push(`UTR / লেনদেন আইডি ${item.utr}`);
      return `${parts.join(", ")}।`;
    },
    total: (total) => `মোট: ${total}।`,
    wentTo: (receivers) => `টাকা এই অ্যাকাউন্টগুলিতে গেছে: ${receivers.join("; ")}।`,
    amountLost: (amount) => `ক্ষতির পরিমাণ: ${amount}।`,
    evidence: (names) => `পোর্টালে আপলোড করার জন্য আমার কাছে এই প্রমাণগুলি আছে: ${names.join("; ")}।`,
  },
};
