import { formatDayIn, formatMonthYear, type IsoDate } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import type { LegalRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleNameBn } from "~/shared/legal-rules/names-bn";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import { rupees, ruleFigure as figure, ruleWindow as window, sameEdition } from "~/shared/legal-rules/rule-values";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import { rulesIn } from "../rules-in";

// The legal rules' sentences in Bengali. The rules, their dates, day counts and amounts come from
// shared/legal-rules, where the English page reads them; only the words around them are here
// (docs/decisions/0019, 0037). Each rule's Bengali is tied to the day it came into force: when a
// new version of a rule arrives, the build fails until its Bengali sentence is added, so the
// Bengali page does not state an old rule.
//
// A window's length is genitive, so it reads before "মধ্যে" ("within"); what starts it is a plain
// noun phrase, so it reads before "থেকে" ("from"): `${from} থেকে ${window} মধ্যে` is "লেনদেন থেকে 5
// দিনের মধ্যে", "within 5 days of the transaction".

/** A rule version's Bengali words; its instrument's name is shared/legal-rules/names-bn.ts's, as the letters' is. */
interface RuleWords {
  /** What the rule says, built from the rule's own values. */
  says: (rule: LegalRule) => string;
  /**
   * What starts the rule's window, a noun phrase that reads before "থেকে" ("লেনদেন সম্পর্কে ব্যাংকের
   * SMS বা ই-মেল পাওয়া": getting the bank's SMS or e-mail about the transaction), for a rule that
   * counts one.
   */
  from?: string;
}

/** A rule's first month in Bengali, international digits: "মার্চ 2026". */
function monthYear(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatMonthYear(datesIn("bn"), isoDate);
}

/** A rule's first day in Bengali, international digits: "19 মে 2025". */
function dayBn(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatDayIn(datesIn("bn").locale, isoDate);
}

/** A window of one day, said as "the day after" (T+1), genitive: "পরের দিনের". */
function dayAfter(rule: LegalRule): string {
  if (window(rule).days !== 1) throw new Error(`Legal rule "${rule.id}" counts ${window(rule).days} days, not one`);
  return "পরের দিনের";
}

/** "3 কর্মদিবসের", "90 দিনের": a window's length as it reads before "মধ্যে". */
function windowBn(rule: LegalRule): string {
  const { days, count } = window(rule);
  return `${days} ${count === "working days" ? "কর্মদিবসের" : "দিনের"}`;
}

/** "5 ক্যালেন্ডার দিনের": a calendar-day window, said so, as the 2027 directions count. */
function calendarDaysBn(rule: LegalRule): string {
  const { days, count } = window(rule);
  if (count !== "calendar days") throw new Error(`Legal rule "${rule.id}" counts ${count}, not calendar days`);
  return `${days} ক্যালেন্ডার দিনের`;
}

/** The Bengali words of each rule, by its id and first day in force. */
const ruleWords: Record<string, RuleWords> = {
  "rbi-liability-bank-fault@2017-07-06": {
    says: () =>
      "আপনার অনুমতি ছাড়া হওয়া লেনদেন যদি ব্যাংকের নিজের প্রতারণা, গাফিলতি বা ত্রুটির কারণে হয়ে থাকে, তাহলে আপনাকে কোনো ক্ষতি বহন করতে হবে না, আপনি যখনই জানান না কেন।",
  },
  "rbi-liability-third-party@2017-07-06": {
    from: "লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়া",
    says: () =>
      "আপনার অনুমতি ছাড়া হওয়া লেনদেন যদি এমন কোনো নিরাপত্তা লঙ্ঘন থেকে হয়ে থাকে, যাতে আপনারও দোষ নেই, ব্যাংকেরও নেই, তাহলে সময়মতো ব্যাংককে জানালে আপনাকে কোনো ক্ষতি বহন করতে হবে না।",
  },
  "rbi-liability-limited@2017-07-06": {
    from: "লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়া",
    says: (rule) => {
      const [low, middle, high] = (["lowCapRupees", "middleCapRupees", "highCapRupees"] as const).map((name) =>
        rupees(figure(rule, name)),
      );
      return `তার পরে, কিন্তু ${windowBn(rule)} মধ্যে জানালে, এমন ক্ষতিতে আপনার ভাগ আপনার অ্যাকাউন্ট বা কার্ড অনুযায়ী সর্বোচ্চ ${low}, ${middle} বা ${high} (অথবা লেনদেনের অঙ্ক, যদি তা কম হয়)। এর চেয়েও দেরিতে জানালে আপনার ভাগ কত হবে, তা ব্যাংকের বোর্ডের অনুমোদিত নীতি ঠিক করে।`;
    },
  },
  "rbi-liability-customer-negligence@2017-07-06": {
    says: () =>
      "ক্ষতি যদি আপনার নিজের গাফিলতিতে হয়, যেমন কাউকে OTP, PIN বা পাসওয়ার্ড বলে দিলে, তাহলে জানানো পর্যন্ত ক্ষতি আপনাকেই বহন করতে হবে; আপনি জানানোর পরে যত টাকা নেওয়া হবে, সেই ক্ষতি ব্যাংক বহন করবে।",
  },
  "rbi-liability-shadow-credit@2017-07-06": {
    from: "ব্যাংককে আপনার জানানো",
    says: (rule) =>
      `অনুমতি ছাড়া হওয়া লেনদেনের কথা জানানোর পরে ব্যাংক বিষয়টি খতিয়ে দেখার সময় সেই টাকা আপনার অ্যাকাউন্টে জমা করে দেয়, এবং ${windowBn(sameEdition(rule, "rbi-liability-resolution"))} মধ্যে ব্যাংককে আপনার অভিযোগের নিষ্পত্তি করতে হয়।`,
  },
  "rbi-liability-under-review@2026-03-06": {
    says: (rule) =>
      `ভারতীয় রিজার্ভ ব্যাংক এই নিয়মগুলো বদলাচ্ছে: ${monthYear(rule.from)}-এ তারা ব্যাংকগুলোর জন্য নির্দেশাবলির একটি খসড়া প্রকাশ করেছে, যা এই নিয়মগুলোকে অন্য ধরনের প্রতারণামূলক ইলেকট্রনিক ব্যাংকিং লেনদেনেও প্রযোজ্য করে এবং অল্প টাকার প্রতারণায় ক্ষতিপূরণ যোগ করে। আপনার লেনদেনের তারিখে কোন নিয়ম প্রযোজ্য, তা আপনার ব্যাংকের কাছে জেনে নিন।`,
  },
  // For the case page's steps on co-operative banks, wallets and the 2027 directions (docs/decisions/0041).
  "rbi-liability-cooperative-banks@2017-12-14": {
    says: () =>
      "সমবায় ব্যাংক (শহুরে, রাজ্য ও জেলা কেন্দ্রীয় সমবায় ব্যাংক) অনুমতি ছাড়া হওয়া লেনদেনের ক্ষেত্রে ভারতীয় রিজার্ভ ব্যাংকের 14 ডিসেম্বর 2017-এর নিজস্ব সার্কুলার মেনে চলে, অন্য ব্যাংকগুলোর সার্কুলার নয়। এই সার্কুলার অনুযায়ী ব্যাংককে ইলেকট্রনিক ব্যাংকিং লেনদেনের জন্য আপনাকে SMS অ্যালার্ট পাঠাতে হয়, আর আপনাকে বলতে হয় যে অনুমতি ছাড়া কোনো লেনদেন হলে যত তাড়াতাড়ি সম্ভব জানান। আমরা এর সময়সীমা রিজার্ভ ব্যাংকের নিজস্ব পেজে যাচাই করতে পারিনি, তাই কোনো তারিখ দিচ্ছি না: এখনই ব্যাংককে লিখিতভাবে জানান এবং তাদের দেওয়া অভিযোগ নম্বর রেখে দিন।",
  },
  "rbi-liability-non-bank-wallets@2019-03-01": {
    says: () =>
      "যে ওয়ালেট আর প্রিপেইড কার্ড কোনো ব্যাংক নয়, অন্য কোম্পানি জারি করে, সেগুলোর জন্য ভারতীয় রিজার্ভ ব্যাংকের আলাদা নিয়ম আছে। অনুমতি ছাড়া হওয়া লেনদেন যদি ওয়ালেট কোম্পানির প্রতারণা, গাফিলতি বা ত্রুটির কারণে হয়, তাহলে আপনাকে কোনো ক্ষতি বহন করতে হবে না। যদি তা আপনার পেমেন্টের বিবরণ কাউকে বলে দেওয়ার কারণে হয়, তাহলে জানানো পর্যন্ত ক্ষতি আপনাকে বহন করতে হবে, আর জানানোর পরে যত টাকা নেওয়া হবে, সেই ক্ষতি ওয়ালেট কোম্পানি বহন করবে। কোনো ব্যাংকের জারি করা ওয়ালেট সেই ব্যাংকের নিয়মই মেনে চলে।",
  },
  "rbi-liability-non-bank-wallets-credit@2019-03-01": {
    from: "ওয়ালেট কোম্পানিকে আপনার জানানো",
    says: () =>
      "অনুমতি ছাড়া হওয়া লেনদেনের কথা জানানোর পরে ওয়ালেট কোম্পানি বিষয়টি খতিয়ে দেখার সময় সেই টাকা আপনার ওয়ালেটে ফেরত জমা করে, ওয়ালেটের সাধারণ সীমা ছাড়িয়ে গেলেও, লেনদেনের তারিখ থেকেই।",
  },
  // RBI's directions of 24 June 2026, for transactions at banks from 1 January 2027.
  "rbi-fraud-directions-2027@2027-01-01": {
    says: () =>
      "1 জানুয়ারি 2027 থেকে কোনো ব্যাংকে (বাণিজ্যিক, স্মল ফাইন্যান্স, পেমেন্টস, লোকাল এরিয়া, আঞ্চলিক গ্রামীণ, শহুরে সমবায় বা গ্রামীণ সমবায় ব্যাংক) হওয়া ইলেকট্রনিক ব্যাংকিং লেনদেনে 2017-এর নিয়মের বদলে ভারতীয় রিজার্ভ ব্যাংকের 24 জুন 2026-এর নির্দেশাবলি প্রযোজ্য। এগুলো প্রযোজ্য সেই লেনদেনে, যা অন্য কেউ প্রতারণা করে পাওয়া আপনার বিবরণ দিয়ে করেছে; সেই পেমেন্টে, যা আপনি হুমকি বা জোরজবরদস্তির মুখে অনুমোদন করেছেন; এবং এমন প্রতিটি লেনদেনে, যার অনুমতি আপনি দেননি। প্রতারিত হয়ে নিজের ইচ্ছায় করা পেমেন্ট, যেমন কোনো ভুয়ো বিনিয়োগে বা কোনো ভুয়ো ক্রেতাকে, হয়তো এর আওতায় পড়বে না।",
  },
  "rbi-liability-bank-fault@2027-01-01": {
    says: () =>
      "প্রতারণামূলক লেনদেন যদি ব্যাংকের গাফিলতি বা ত্রুটির কারণে হয়, তাহলে আপনাকে কোনো ক্ষতি বহন করতে হবে না এবং ব্যাংককে লেনদেনটি উল্টে দিয়ে টাকা ফেরত দিতে হবে, আপনি জানান বা না জানান।",
  },
  "rbi-liability-third-party@2027-01-01": {
    from: "লেনদেন",
    says: (rule) =>
      `প্রতারণামূলক লেনদেন যদি এমন কোনো নিরাপত্তা লঙ্ঘন থেকে হয়, যাতে আপনারও দোষ নেই, ব্যাংকেরও নেই, যেমন কোনো পেমেন্ট অ্যাপ, পেমেন্ট গেটওয়ে বা টেলিকম কোম্পানিতে, তাহলে লেনদেনের ${calendarDaysBn(rule)} মধ্যে ব্যাংককে জানালে আপনাকে কোনো ক্ষতি বহন করতে হবে না এবং ব্যাংককে লেনদেনটি উল্টে দিয়ে টাকা ফেরত দিতে হবে। পরে জানালে ক্ষতির কতটা আপনাকে বহন করতে হবে, তা ব্যাংকের নিজস্ব নীতি ঠিক করবে।`,
  },
  "rbi-liability-customer-negligence@2027-01-01": {
    says: () =>
      "ক্ষতি যদি আপনার নিজের গাফিলতিতে হয়, যেমন কাউকে OTP, PIN বা পাসওয়ার্ড বলে দিলে, তাহলে ব্যাংককে জানানো পর্যন্ত ক্ষতি আপনাকেই বহন করতে হবে, তবে ছোট প্রতারণার জন্য ভারতীয় রিজার্ভ ব্যাংকের ক্ষতিপূরণ যতটা দেয়, ততটা বাদে; আপনি জানানোর পরে যত টাকা নেওয়া হবে, সেই ক্ষতি ব্যাংক বহন করবে।",
  },
  "rbi-complaint-acknowledgement@2027-01-01": {
    says: () =>
      "আপনি কোনো প্রতারণামূলক লেনদেনের কথা জানালে ব্যাংককে সঙ্গে সঙ্গে প্রাপ্তিস্বীকার দিতে হবে, যাতে অভিযোগ নম্বর এবং অভিযোগ পাওয়ার তারিখ ও সময় থাকবে, আর আপনার অ্যাকাউন্টগুলোতে আরও প্রতারণামূলক লেনদেন আটকাতে দ্রুত ব্যবস্থা নিতে হবে।",
  },
  "rbi-liability-resolution@2027-01-01": {
    from: "ব্যাংকের কাছে আপনার অভিযোগ পৌঁছানো",
    says: (rule) => {
      const crossBorder = figure(rule, "crossBorderDays");
      return `ব্যাংকের কাছে আপনার অভিযোগ পৌঁছানোর ${calendarDaysBn(rule)} মধ্যে ব্যাংককে তা খতিয়ে দেখতে হবে, দায় কার তা ঠিক করতে হবে, এবং আপনাকে উত্তর দিতে হবে (আন্তঃসীমান্ত, অর্থাৎ দেশের বাইরের সঙ্গে জড়িত প্রতারণায় ${crossBorder} ক্যালেন্ডার দিন)।`;
    },
  },
  "rbi-bank-burden-of-proof@2027-01-01": {
    says: () =>
      "দায় যে আপনার, তা প্রমাণ করার দায়িত্ব ব্যাংকের। ব্যাংক আপনার অভিযোগ খারিজ করলে তাকে কারণ জানাতে হবে, সঙ্গে তার সমর্থনে বিবরণ দিতে হবে।",
  },
  "rbi-shadow-reversal-credit-card@2027-01-01": {
    from: "ব্যাংককে আপনার জানানো",
    says: (rule) =>
      `ক্রেডিট কার্ডে প্রতারণামূলক লেনদেন হলে, আপনি জানানোর ${calendarDaysBn(rule)} মধ্যে, বিষয়টি খতিয়ে দেখার সময়েই, ব্যাংককে সেই টাকা কার্ডে ফেরত জমা করতে হবে (শ্যাডো রিভার্সাল)। আপনি সেই টাকা খরচ করতে পারবেন না, আর তার উপর আপনাকে কোনো বাড়তি সুদ বা চার্জ দিতে হবে না।`,
  },
  "rbi-small-fraud-compensation@2027-01-01": {
    from: "লেনদেন",
    says: (rule) => {
      const [lossUpTo, cap] = [rupees(figure(rule, "lossUpToRupees")), rupees(figure(rule, "capRupees"))];
      return `ক্ষতি যদি আপনার নিজের গাফিলতিতে হয় (যেমন আপনি OTP বলে দিয়েছিলেন), আপনি একজন ব্যক্তি হন (একক মালিকানার ব্যবসাও এর মধ্যে পড়ে) এবং মোট ক্ষতি ${lossUpTo} পর্যন্ত হয়, তাহলে ব্যাংক আপনাকে নিট ক্ষতির ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% বা ${cap}, যেটি কম, জীবনে একবার দিতে পারে। এর জন্য লেনদেনের ${calendarDaysBn(rule)} মধ্যে আপনাকে 1930-এ বা cybercrime.gov.in-এ, এবং ব্যাংককেও, জানিয়ে থাকতে হবে। ব্যাংক যদি সন্তুষ্ট হয় যে আপনার অভিযোগ সত্যি, তাহলে আপনাকে আবেদনপত্র দেবে, এবং তা পাওয়ার 5 ক্যালেন্ডার দিনের মধ্যে টাকা দেবে। এটি নির্দেশাবলির প্রথম বছরের প্রতারণার ক্ষেত্রে প্রযোজ্য।`;
    },
  },
  "rbi-failed-atm-withdrawal@2019-10-15": {
    from: "লেনদেন",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `ATM যদি আপনার অ্যাকাউন্ট থেকে টাকা কেটে নেয় কিন্তু নগদ টাকা না দেয়, তাহলে সেটা ব্যর্থ লেনদেন, প্রতারণা নয়। লেনদেনের ${windowBn(rule)} মধ্যে ব্যাংককে টাকা আপনার অ্যাকাউন্টে ফেরত দিতে হবে (T+${window(rule).days}, যেখানে T হল লেনদেনের দিন)। এর চেয়ে দেরি হলে দেরির প্রতিটি দিনের জন্য ব্যাংককে আপনার অ্যাকাউন্টে ${perDay} করে দিতে হবে।`;
    },
  },
  "rbi-failed-upi-imps-transfer@2019-10-15": {
    from: "লেনদেন",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `UPI বা IMPS-এ পাঠানো টাকা যদি আপনার অ্যাকাউন্ট থেকে কেটে যায়, কিন্তু যে অ্যাকাউন্টে পাঠিয়েছিলেন সেখানে না পৌঁছায়, তাহলে সেটা ব্যর্থ লেনদেন, প্রতারণা নয়। টাকা যদি সেই অ্যাকাউন্টে জমা না হতে পারে, তাহলে লেনদেনের ${dayAfter(rule)} মধ্যে তা আপনার অ্যাকাউন্টে ফেরত আসতে হবে (T+${window(rule).days}, যেখানে T হল লেনদেনের দিন)। এর চেয়ে দেরিতে ফেরত এলে দেরির প্রতিটি দিনের জন্য আপনার ${perDay} করে পাওয়ার কথা।`;
    },
  },
  "rbi-ombudsman-scheme@2021-11-12": {
    says: () =>
      "কোনো ব্যাংক বা অন্য নিয়ন্ত্রিত প্রতিষ্ঠান তাদের পরিষেবার ত্রুটি ঠিক না করলে RBI-এর ন্যায়পালের (RBI Ombudsman) কাছে বিনা খরচে অভিযোগ করুন।",
  },
  "rbi-ombudsman-scheme@2026-07-01": {
    from: `ব্যাংকের ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} দিন শেষ হওয়া বা তার শেষ উত্তর (যেটি পরে হয়)`,
    says: (rule) => {
      const { bankReplyDays } = OMBUDSMAN_2026_WINDOWS;
      const wait = OMBUDSMAN_FRAUD_WAIT.days;
      return `কোনো ব্যাংক বা এই প্রকল্পের আওতায় থাকা অন্য কোনো নিয়ন্ত্রিত প্রতিষ্ঠান তাদের পরিষেবার ত্রুটি ঠিক না করলে RBI-এর ন্যায়পালের (RBI Ombudsman) কাছে বিনা খরচে অভিযোগ করুন। আগে নিজে ব্যাংকের কাছে অভিযোগ করুন, লিখিতভাবে বা এমন কোনো উপায়ে যার প্রমাণ থাকে, এবং সেই প্রমাণ যত্ন করে রেখে দিন। ব্যাংক ${bankReplyDays} দিনের মধ্যে উত্তর না দিলে, বা তার উত্তরে আপনি সন্তুষ্ট না হলে, আপনি ন্যায়পালের কাছে যেতে পারেন। ন্যায়পালের কাছে যান ${window(rule).days} দিনের মধ্যে, যা গোনা হয় ওই ${bankReplyDays} দিন শেষ হওয়া থেকে বা ব্যাংকের শেষ উত্তর থেকে, যেটি পরে হয়। ${formatDayIn("bn-IN", OMBUDSMAN_FRAUD_WAIT.from)} থেকে হওয়া লেনদেনে প্রতারণার অভিযোগে সিদ্ধান্ত নিতে ব্যাংকের হাতে ${wait} ক্যালেন্ডার দিন পর্যন্ত সময় আছে, তাই ন্যায়পালের কাছে যাওয়ার আগে ব্যাংকের সিদ্ধান্তের জন্য, বা এই ${wait} দিন পেরিয়ে যাওয়ার জন্য, অপেক্ষা করুন। অভিযোগ করুন cms.rbi.org.in-এ, ই-মেল করুন crpc@rbi.org.in-এ, বা ডাকে পাঠান এই ঠিকানায়: কেন্দ্রীভূত প্রাপ্তি ও প্রক্রিয়াকরণ কেন্দ্র, ভারতীয় রিজার্ভ ব্যাংক, সেন্ট্রাল ভিস্তা, সেক্টর 17, চণ্ডীগড় – 160017 (Centralised Receipt and Processing Centre, Reserve Bank of India, Central Vista, Sector 17, Chandigarh – 160017)। সাহায্যের জন্য রিজার্ভ ব্যাংকের যোগাযোগ কেন্দ্রে 14448 নম্বরে ফোন করুন। একই বিষয়ে পুলিশে অভিযোগ করা থাকলেও আপনি ন্যায়পালের কাছে যেতে পারেন। কোনো আইনজীবী আপনার হয়ে অভিযোগ করতে পারবেন না, যদি না সেই আইনজীবী নিজেই ক্ষতিগ্রস্ত ব্যক্তি হন।`;
    },
  },
  "i4c-helpline-1930@always": {
    says: () =>
      "1930 হল সাইবার প্রতারণায় খোয়া যাওয়া টাকার জন্য বিনামূল্যের জাতীয় হেল্পলাইন। তাড়াতাড়ি জানালে, যে ব্যাংক ও ওয়ালেটে টাকা গেছে, তাদের বলা যায় টাকা আরও সরিয়ে ফেলার আগেই আটকে রাখতে।",
  },
  "i4c-portal-complaint@always": {
    says: () =>
      "1930-এ ফোন করলে আপনার অভিযোগ শুধু শুরু হয়। ফোনে যে অভিযোগের প্রাপ্তি নম্বর (acknowledgement number) পাবেন, তা দিয়ে যত তাড়াতাড়ি সম্ভব cybercrime.gov.in-এ অভিযোগটি সম্পূর্ণ করুন: পোর্টালে করা অভিযোগের ভিত্তিতে রাজ্য পুলিশ ব্যবস্থা নেয়, FIR নথিভুক্ত করা সহ, আর অসম্পূর্ণ রেখে দেওয়া অভিযোগ হয়তো আর এগোবে না।",
  },
  // Asking for money back once it is held (the Money Restoration Portal), the e-Zero FIR and Chakshu.
  "i4c-portal-women-child@always": {
    says: () =>
      'cybercrime.gov.in-এ "Report Cyber Crime Related to Women/Child" (মহিলা/শিশু সংক্রান্ত সাইবার অপরাধের অভিযোগ) অংশে শিশুদের যৌন ছবি বা ভিডিও এবং অন্যান্য অশ্লীল যৌন বিষয়বস্তুর অভিযোগ নেওয়া হয়, আর সেখানে আপনি নিজের নাম না জানিয়েও অভিযোগ করতে পারেন: নাম গোপন রাখা অভিযোগে কোনো ব্যক্তিগত তথ্য দিতে হয় না, শুধু কী ঘটেছে তার বিবরণ দিতে হয়।',
  },
  "mha-money-restoration@always": {
    from: "তদন্তকারী অফিসারের আদেশ",
    says: (rule) => {
      const { portal, acknowledgementDigits, noFirBelow, firAbove } = MONEY_RESTORATION;
      return `আপনার অভিযোগের ফলে যদি আপনার টাকা, যে অ্যাকাউন্টগুলোতে গিয়েছিল সেখানেই আটকে রাখা হয়, তাহলে আপনি একটি SMS পাবেন যে আপনার অভিযোগের ভিত্তিতে কিছু টাকা অস্থায়ীভাবে আটকে (হোল্ড করে) রাখা হয়েছে। সেই SMS-এ দেওয়া তারিখের পরে আপনি কেন্দ্রীয় স্বরাষ্ট্র মন্ত্রকের মানি রেস্টোরেশন পোর্টালে, ${portal}, টাকা ফেরত চাইতে পারেন: 'Raise Refund Request' বেছে নিন, অভিযোগ দায়েরের সময় পাওয়া ${acknowledgementDigits} সংখ্যার প্রাপ্তি নম্বর দিন এবং OTP দিয়ে যাচাই করুন। যে ব্যাংক অ্যাকাউন্টে টাকা আসবে, তার সঠিক বিবরণ দিন, একটি ক্ষতিপূরণ বন্ডে (ইনডেমনিটি বন্ড) সই করুন, অর্থাৎ এই অঙ্গীকার যে চাওয়া হলে আপনি সেই টাকা আদালতের সামনে হাজির করবেন এবং আদালতের আদেশ মানবেন, আর আপনার প্যান কার্ডের একটি কপি দিন। কোনো একটি ব্যাংকে ${rupees(noFirBelow)}-এর কম টাকা আটকে থাকলে পুলিশ সরকারি স্ট্যান্ডার্ড অপারেটিং প্রসিডিওরের (এসওপি) শর্ত মেনে FIR ছাড়াই তা ফেরত দেওয়াতে পারে; কোনো একটি ব্যাংক অ্যাকাউন্টে ${rupees(firAbove)}-এর বেশি টাকা আটকে থাকলে FIR লাগবেই। আপনার মামলার তদন্তকারী পুলিশ অফিসার ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023 (BNSS)-এর ধারা 106(3) অনুযায়ী টাকা ছেড়ে দেওয়ার আদেশ দেওয়ার পরে ব্যাংক ${calendarDaysBn(rule)} মধ্যে টাকা আপনাকে দিয়ে দেয়। যে দালাল বা এজেন্ট টাকা ফিরিয়ে দেওয়ার প্রস্তাব দেয়, তাদের খপ্পরে পড়বেন না: শুধু সরকারি পোর্টাল ব্যবহার করুন, আর সাহায্যের জন্য আপনার থানায় যোগাযোগ করুন।`;
    },
  },
  "mha-e-zero-fir@2025-05-19": {
    says: (rule) =>
      `${dayBn(rule.from)} তারিখে কেন্দ্রীয় স্বরাষ্ট্র মন্ত্রক দিল্লিতে পরীক্ষামূলকভাবে (পাইলট হিসেবে) ই-জিরো FIR চালু করে: 1930-এ বা cybercrime.gov.in-এ ₹${figure(rule, "lossOverLakh")} লাখের বেশি আর্থিক ক্ষতির অভিযোগ আপনা থেকেই দিল্লির ই-ক্রাইম থানায় জিরো FIR হিসেবে নথিভুক্ত হয় এবং সঙ্গে সঙ্গে সেই এলাকার সাইবার থানায় পাঠিয়ে দেওয়া হয়। যিনি অভিযোগ করেছেন, তিনি তিন দিনের মধ্যে সেই থানায় গিয়ে সেটিকে নিয়মিত FIR-এ বদলে নিতে পারেন। মন্ত্রক বলেছিল, এই ব্যবস্থা পরে সারা দেশে চালু হবে, তাই 1930-এ বা আপনার সাইবার থানায় জেনে নিন আপনার অভিযোগ FIR হিসেবে নথিভুক্ত হয়েছে কি না।`,
  },
  "dot-chakshu@always": {
    from: "কল বা মেসেজ আসা",
    says: (rule) =>
      `টেলিযোগাযোগ দপ্তরের (DoT) সঞ্চার সাথী (Sanchar Saathi) পোর্টালে (sancharsaathi.gov.in) চক্ষু (Chakshu) অংশে আপনি গত ${windowBn(rule)} মধ্যে আসা সন্দেহজনক প্রতারণামূলক কল, SMS ও হোয়াটসঅ্যাপ মেসেজের কথা জানাতে পারেন।`,
  },
  "it-rules-intimate-content-24-hours@always": {
    says: () =>
      "আপনি, বা আপনার হয়ে অন্য কেউ, কোনো প্ল্যাটফর্মের কাছে এমন বিষয়বস্তু নিয়ে অভিযোগ করলে, যাতে আপনার গোপন অঙ্গ বা নগ্নতা দেখা যায়, আপনাকে কোনো যৌন ক্রিয়ায় দেখানো হয়েছে, বা যা আপনার পরিচয় নকল করে বানানো, আপনার বিকৃত করা (মর্ফ করা) ছবি সহ, প্ল্যাটফর্মকে অভিযোগ পাওয়ার 24 ঘণ্টার মধ্যে তা সরিয়ে ফেলতে বা তা দেখার পথ বন্ধ করতে সব যুক্তিসঙ্গত পদক্ষেপ নিতে হবে।",
  },
  // The sections of the Bharatiya Nagarik Suraksha Sanhita the pages state: what to do when no FIR is
  // registered, and rights on arrest.
  "bnss-173-preliminary-enquiry@2024-07-01": {
    says: (rule) =>
      `যে অপরাধের শাস্তি তিন বছর বা তার বেশি, কিন্তু সাত বছরের কম কারাদণ্ড, তাতে পুলিশ অন্তত ডেপুটি পুলিশ সুপার (ডিএসপি) পদমর্যাদার অফিসারের অনুমতি নিয়ে আগে ${figure(rule, "enquiryDays")} দিন পর্যন্ত প্রাথমিক অনুসন্ধান করতে পারে যে মামলা দাঁড়ায় কি না, অথবা সরাসরি তদন্ত শুরু করতে পারে।`,
  },
  "bnss-173-refusal@2024-07-01": {
    says: () =>
      "থানা যদি আপনার অভিযোগ নথিভুক্ত করতে রাজি না হয়, তাহলে আপনি তা লিখে ডাকযোগে এলাকার পুলিশ সুপারকে (Superintendent of Police) পাঠাতে পারেন; তা থেকে যদি কোনো আমলযোগ্য অপরাধ (cognizable offence) বোঝা যায়, তাহলে পুলিশ সুপারকে নিজে তার তদন্ত করতে হবে বা কোনো পুলিশ অফিসারকে দিয়ে তদন্ত করাতে হবে।",
  },
  "bnss-175-magistrate@2024-07-01": {
    says: () =>
      "পুলিশ সুপারকে লেখার পরে আপনি ম্যাজিস্ট্রেটের কাছে আবেদন করতে পারেন, সঙ্গে আপনার হলফনামা (শপথ করে দেওয়া বিবৃতি) দিয়ে। ম্যাজিস্ট্রেট যেমন প্রয়োজন মনে করেন তেমন অনুসন্ধান করে এবং পুলিশ অফিসারের বক্তব্য শুনে পুলিশকে তদন্ত করার আদেশ দিতে পারেন।",
  },
  "bnss-47-grounds-of-arrest@2024-07-01": {
    says: () =>
      "যে পুলিশ অফিসার আপনাকে ওয়ারেন্ট ছাড়া গ্রেপ্তার করেন, তাঁকে সঙ্গে সঙ্গে আপনাকে জানাতে হবে কোন অপরাধে গ্রেপ্তার করা হচ্ছে তার পুরো বিবরণ, বা গ্রেপ্তারের অন্য কারণ। অপরাধ জামিনযোগ্য হলে তাঁকে এটাও জানাতে হবে যে আপনি জামিনে মুক্তি পাওয়ার অধিকারী।",
  },
  "bnss-58-arrest-24-hours@2024-07-01": {
    says: (rule) =>
      `ওয়ারেন্ট ছাড়া গ্রেপ্তারের পরে পুলিশ ম্যাজিস্ট্রেটের আদেশ ছাড়া আপনাকে ${figure(rule, "hours")} ঘণ্টার বেশি আটকে রাখতে পারে না; ম্যাজিস্ট্রেটের আদালতে নিয়ে যেতে যে সময় লাগে, তা এর মধ্যে ধরা হয় না।`,
  },
};

const rules = rulesIn({
  englishName: "Bengali",
  code: "bn",
  words: ruleWords,
  nameOf: ruleNameBn,
  windowOf: windowBn,
});

/** A rule in force on `day` (today by default), in Bengali: its instrument, its sentence and, if it counts one, its window. */
export const ruleBn = rules.rule;

/**
 * One version of a rule in Bengali, the version a case's step rests on (its words, sentence and
 * window), or undefined when it has no Bengali words yet (the case page then shows its English).
 */
export const ruleVersionBn = rules.ruleVersion;

/** One version of a rule in Bengali, for a page that cannot do without it: an error names what is missing. */
export const requiredVersionBn = rules.requiredVersion;
