import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleBn } from "./legal-rules";
import { rupees } from "~/shared/legal-rules/rule-values";

// The Bengali sentences on asking for held money back, the e-Zero FIR and Chakshu's 30 days,
// which the topic pages, the FAQ and the Learning Corner share (English:
// app/content/languages/en/reporting-rules.ts). The facts come from shared/legal-rules; only the
// joining words are here.

const chakshuWindow = currentRule("dot-chakshu").window;
if (!chakshuWindow) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: ruleBn("mha-money-restoration").says,
  /** The same, in short. */
  moneyRestorationShort: `আপনার অভিযোগের পরে টাকা আটকে রাখা হলে, আপনি সে কথা জানিয়ে একটি SMS পাবেন। সেই SMS-এ দেওয়া তারিখের পরে কেন্দ্রীয় স্বরাষ্ট্র মন্ত্রকের মানি রেস্টোরেশন পোর্টালে (Money Restoration Portal), ${MONEY_RESTORATION.portal}, টাকা ফেরত চান, আর এই কাজ করে দেওয়ার প্রস্তাব দেয় এমন কোনো দালাল বা এজেন্টকে কখনও টাকা দেবেন না।`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: ruleBn("mha-e-zero-fir").says,
  /** What Chakshu is for, with its window. */
  chakshu: ruleBn("dot-chakshu").says,
  /** "গত 30 দিনের মধ্যে আসা ফোন কল ও বার্তার জন্য" (for calls and messages received in the last 30 days): Chakshu's window, after its name. */
  chakshuWithin: `গত ${chakshuWindow.days} দিনের মধ্যে আসা ফোন কল ও বার্তার জন্য`,
};

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

/**
 * MONEY_RESTORATION_STEPS (shared/legal-rules/mha.ts) in Bengali, one for one and in the same
 * order, for the Bengali case page.
 */
export const moneyRestorationStepsBn = [
  "সেই SMS-এর জন্য অপেক্ষা করুন, যাতে বলা থাকে যে আপনার অভিযোগের ভিত্তিতে কিছু টাকা সাময়িকভাবে আটকে (হোল্ড করে) রাখা হয়েছে।",
  `সেই SMS-এ দেওয়া তারিখের পরে মানি রেস্টোরেশন পোর্টালে (Money Restoration Portal), ${portal}, যান।`,
  `'Raise Refund Request' বেছে নিন, আপনার অভিযোগের ${acknowledgementDigits} অঙ্কের প্রাপ্তি নম্বর (acknowledgement number) দিন এবং OTP দিয়ে যাচাই করুন।`,
  "যে ব্যাংক অ্যাকাউন্টে টাকা আসবে, তার সঠিক বিবরণ দিন।",
  "ক্ষতিপূরণ বন্ডে (indemnity bond) সই করুন, অর্থাৎ এই অঙ্গীকার যে চাওয়া হলে আপনি সেই টাকা আদালতের সামনে হাজির করবেন এবং আদালতের আদেশ মেনে চলবেন, আর আপনার প্যান কার্ডের একটি কপি দিন।",
  `কোনো একটি ব্যাংক অ্যাকাউন্টে ${rupees(firAbove)}-এর বেশি টাকা আটকে থাকলে FIR লাগবেই; কোনো একটি ব্যাংকে ${rupees(noFirBelow)}-এর কম টাকা আটকে থাকলে পুলিশ FIR ছাড়াই তা ফেরত দেওয়াতে পারে।`,
  `আপনার কেসের তদন্তকারী পুলিশ আধিকারিক টাকা ছাড়ার আদেশ দেওয়ার পরে, ব্যাংক ${custodyDays} ক্যালেন্ডার দিনের মধ্যে টাকাটা আপনাকে দিয়ে দেয়।`,
  "যেসব দালাল বা এজেন্ট আপনার টাকা ফেরত পাইয়ে দেওয়ার প্রস্তাব দেয়, তাদের সঙ্গে কোনো কারবার করবেন না: শুধু সরকারি পোর্টাল ব্যবহার করুন, আর সাহায্যের জন্য আপনার থানায় যোগাযোগ করুন।",
] as const;
