import { stepTitlesBengali } from "~/shared/case-timeline/step-titles-bengali";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { TranslatedCaseSteps } from "../case-steps";
import { harmStepsBengali } from "./harm-steps";
import { ruleVersionBn } from "./legal-rules";

// The case page's next steps in Bengali (../case-steps.ts): titles, sentences, the steps by kind of
// harm and the rules' words, each by its id (shared/case-timeline/step-texts.ts). A missing id fails
// the typecheck. A test builds the steps of many cases and checks that every rule's words are here
// (../case-words.test.ts).

const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const bengaliCaseSteps: TranslatedCaseSteps = {
  /** The titles, shared with the server's one-page summary (docs/decisions/0071). */
  titles: stepTitlesBengali,
  sentences: {
    "no-rule-for-date":
      "এই তারিখের লেনদেনের জন্য আমরা ভারতীয় রিজার্ভ ব্যাংকের দায়ের নিয়ম জানাতে পারছি না। তবুও এখনই ব্যাংককে জানান এবং জিজ্ঞেস করুন এতে কোন নিয়ম প্রযোজ্য; 1930-এ ফোন করুন এবং cybercrime.gov.in-এ আপনার অভিযোগ সম্পূর্ণ করুন।",
    "paid-after-trick":
      "ভারতীয় রিজার্ভ ব্যাংকের দায়ের নিয়ম সেই লেনদেনের জন্য, যার অনুমতি আপনি দেননি, তাই প্রতারিত হয়ে আপনি নিজে যে পেমেন্ট করেছেন, তাতে হয়তো এগুলো প্রযোজ্য নয়। তবুও এখনই ব্যাংককে জানান: আপনার 1930-এ করা অভিযোগের ভিত্তিতে ব্যাংক এখনও টাকা আটকানোর চেষ্টা করতে পারে।",
    "tell-bank-at-once": "এখনই ব্যাংককে জানান এবং অভিযোগ নম্বর নিন: ব্যাংক যত তাড়াতাড়ি জানবে, তত বেশি কিছু করতে পারবে।",
    "not-covered-2027":
      "আপনি জানিয়েছেন যে পেমেন্টটি আপনি নিজেই করেছেন, হুমকি বা জোরজবরদস্তির কারণে নয়, তাই আমরা এর জন্য ভারতীয় রিজার্ভ ব্যাংকের কোনো সময়সীমা জানাচ্ছি না। তবুও এখনই ব্যাংককে জানান এবং 1930-এ ফোন করুন: ব্যাংক আর 1930 মিলে এখনও টাকা আটকানোর চেষ্টা করতে পারে। যদি আপনাকে হুমকি দিয়ে বা জোর করে পেমেন্ট করানো হয়ে থাকে, তাহলে নিচে তা জানান: তখন আপনার তারিখগুলো দেখানো হবে।",
    "compensation-when":
      "আপনার নিজের গাফিলতির কারণে, যেমন OTP বলে দেওয়ার জন্য, আপনার ব্যাংক যদি আপনাকে দায়ী করে, তাহলে ছোট প্রতারণার জন্য ভারতীয় রিজার্ভ ব্যাংকের ক্ষতিপূরণ আপনার ক্ষতির একটা অংশ দিতে পারে। এই সুযোগ খোলা রাখতে দেখানো তারিখের মধ্যে 1930-এ বা cybercrime.gov.in-এ এবং আপনার ব্যাংককে প্রতারণার কথা জানান। ব্যাংক যদি সন্তুষ্ট হয় যে আপনার অভিযোগ সত্যি, তাহলে তাদের কাছে আবেদনপত্র চান।",
    "compensation-loss-unknown": `এটি ${COMPENSATION_LOSS_UP_TO} পর্যন্ত মোট ক্ষতির জন্য।`,
    "compensation-asked": "এটি সবার জন্য নয়। দয়া করে নিচে উত্তর দিন:",
    "compensation-organisation":
      "অ্যাকাউন্টটি কি কোনো কোম্পানি, ফার্ম, ট্রাস্ট বা সোসাইটির নামে (আপনার বা আপনার একক মালিকানার ব্যবসার নামে নয়)?",
    "compensation-claimed-before": "আপনি, বা এই অ্যাকাউন্টের কোনো যৌথ মালিক, আগে কখনও এটি দাবি করেছেন কি?",
    "compensation-no-fee": "এই টাকা শুধু আপনার ব্যাংকই দেয়। এটি দাবি করার জন্য কেউ আপনার কাছ থেকে কোনো ফি নিতে পারে না।",
    "ombudsman-date-from-complaint":
      "দেখানো তারিখে ব্যাংকের 30 দিন গোনা হয়েছে সেই দিন থেকে, যেদিন আপনি ব্যাংককে জানিয়েছেন। ব্যাংক উত্তর দিলে নিচে তার শেষ উত্তরের দিনটি যোগ করুন: তার সঙ্গে আপনার তারিখও বদলে যাবে।",
    "ombudsman-date-from-reply":
      "দেখানো তারিখ গোনা হয়েছে ব্যাংকের 30 দিন শেষ হওয়া আর নিচে আপনার দেওয়া তার শেষ উত্তরের দিন, এই দুটির মধ্যে যেটি পরে, সেখান থেকে।",
  },
  harmSteps: harmStepsBengali,
  ruleVersion: ruleVersionBn,
  /** How a date was counted: "{within}" is the rule's window and what starts it ("... থেকে 3 কর্মদিবসের মধ্যে"). */
  counting: {
    plain: "{within}",
    notSundays: "{within}, রবিবার বাদ দিয়ে; ব্যাংকের ছুটি থাকলে তারিখ পিছিয়ে যেতে পারে",
    calendar: "{within}, যা এখানে লেনদেন থেকে {days} ক্যালেন্ডার দিন হিসেবে গোনা হয়েছে, যাতে তারিখটি যতটা সম্ভব আগের হয়",
    firstDay: "{within}, যেখানে সেই দিনটিকেই প্রথম দিন ধরা হয়েছে, যাতে তারিখটি যতটা সম্ভব আগের হয়",
    within: "{from} থেকে {window} মধ্যে",
  },
};
