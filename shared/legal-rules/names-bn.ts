import { ruleVersionKey, type LegalRule } from "./rule";

// Each rule version's name in Bengali, by the rule's id and first day in force: one name, which the
// Bengali case page, the Bengali pages and the Bengali letters all cite (docs/decisions/0086), so the
// same RBI circular reads the same wherever it is named. No official Bengali name was found for any
// of them (docs/bengali-glossary.md): each is our translation, with the English name beside it
// where a reader may need to find it.

const LIABILITY_2017 = "গ্রাহক সুরক্ষা – অননুমোদিত ইলেকট্রনিক ব্যাংকিং লেনদেনে গ্রাহকের দায় সীমিত করা (6 জুলাই 2017)";

const PPI_2019 =
  "গ্রাহক সুরক্ষা – অনুমোদিত অ-ব্যাংক সংস্থার জারি করা প্রিপেইড পেমেন্ট ইনস্ট্রুমেন্টে (পিপিআই) অননুমোদিত ইলেকট্রনিক পেমেন্ট লেনদেনে গ্রাহকের দায় সীমিত করা (RBI/2018-19/101, 4 জানুয়ারি 2019)";

const FAILED_TRANSACTIONS =
  "অনুমোদিত পেমেন্ট সিস্টেমে ব্যর্থ লেনদেনের নিষ্পত্তির সময়সীমা (টিএটি) ও গ্রাহকের ক্ষতিপূরণে সামঞ্জস্য আনা (RBI/2019-20/67, 20 সেপ্টেম্বর 2019)";

const BNSS = "ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023 (BNSS), ধারা";

const DIRECTIONS_2026 =
  "ভারতীয় রিজার্ভ ব্যাংক (বাণিজ্যিক ব্যাংক – দায়িত্বশীল ব্যবসায়িক আচরণ) তৃতীয় সংশোধনী নির্দেশাবলি, 2026 (24 জুন 2026), এবং একই দিনের স্মল ফাইন্যান্স, পেমেন্টস, লোকাল এরিয়া, আঞ্চলিক গ্রামীণ, শহুরে সমবায় ও গ্রামীণ সমবায় ব্যাংকের সংশোধনী নির্দেশাবলি";

const ruleNamesBn: Record<string, string> = {
  "rbi-liability-bank-fault@2017-07-06": LIABILITY_2017,
  "rbi-liability-third-party@2017-07-06": LIABILITY_2017,
  "rbi-liability-limited@2017-07-06": LIABILITY_2017,
  "rbi-liability-customer-negligence@2017-07-06": LIABILITY_2017,
  "rbi-liability-shadow-credit@2017-07-06": LIABILITY_2017,
  "rbi-liability-resolution@2017-07-06": LIABILITY_2017,
  "rbi-liability-under-review@2026-03-06":
    "ডিজিটাল লেনদেনে গ্রাহকের দায় সীমিত করার কাঠামোর পর্যালোচনা নিয়ে সংশোধনী নির্দেশাবলির খসড়া",
  "rbi-liability-cooperative-banks@2017-12-14":
    "গ্রাহক সুরক্ষা – অননুমোদিত ইলেকট্রনিক ব্যাংকিং লেনদেনে সমবায় ব্যাংকের গ্রাহকদের দায় সীমিত করা (RBI/2017-18/109, 14 ডিসেম্বর 2017)",
  "rbi-liability-non-bank-wallets@2019-03-01": PPI_2019,
  "rbi-liability-non-bank-wallets-credit@2019-03-01": PPI_2019,
  "rbi-fraud-directions-2027@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-bank-fault@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-third-party@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-customer-negligence@2027-01-01": DIRECTIONS_2026,
  "rbi-complaint-acknowledgement@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-resolution@2027-01-01": DIRECTIONS_2026,
  "rbi-bank-burden-of-proof@2027-01-01": DIRECTIONS_2026,
  "rbi-shadow-reversal-credit-card@2027-01-01": DIRECTIONS_2026,
  "rbi-small-fraud-compensation@2027-01-01": DIRECTIONS_2026,
  "rbi-failed-atm-withdrawal@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-failed-upi-imps-transfer@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-ombudsman-scheme@2021-11-12":
    "রিজার্ভ ব্যাংক – সমন্বিত ন্যায়পাল প্রকল্প, 2021 (Reserve Bank – Integrated Ombudsman Scheme, 2021)",
  "rbi-ombudsman-scheme@2026-07-01":
    "রিজার্ভ ব্যাংক – সমন্বিত ন্যায়পাল প্রকল্প, 2026 (Reserve Bank – Integrated Ombudsman Scheme, 2026)",
  "i4c-helpline-1930@always":
    "নাগরিক আর্থিক সাইবার প্রতারণা রিপোর্টিং ও ব্যবস্থাপনা ব্যবস্থা, ভারতীয় সাইবার অপরাধ সমন্বয় কেন্দ্র (I4C)",
  "i4c-portal-complaint@always": "জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টাল, ভারতীয় সাইবার অপরাধ সমন্বয় কেন্দ্র (I4C)",
  "i4c-portal-women-child@always":
    "জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টাল, ভারতীয় সাইবার অপরাধ সমন্বয় কেন্দ্র (I4C): মহিলা ও শিশু সংক্রান্ত সাইবার অপরাধের অংশ",
  "mha-money-restoration@always":
    "মানি রেস্টোরেশন পোর্টাল (জাতীয় সাইবার অপরাধ রিপোর্টিং পোর্টালের মানি রেস্টোরেশন মডিউল), ভারতীয় সাইবার অপরাধ সমন্বয় কেন্দ্র (I4C), কেন্দ্রীয় স্বরাষ্ট্র মন্ত্রক",
  "mha-e-zero-fir@2025-05-19":
    "ই-জিরো FIR, ভারতীয় সাইবার অপরাধ সমন্বয় কেন্দ্র (I4C) ও দিল্লি পুলিশ: কেন্দ্রীয় স্বরাষ্ট্র মন্ত্রকের 19 মে 2025-এর প্রেস বিজ্ঞপ্তি",
  "dot-chakshu@always":
    "চক্ষু (Chakshu; সন্দেহজনক প্রতারণামূলক যোগাযোগের রিপোর্ট), সঞ্চার সাথী (Sanchar Saathi) পোর্টাল, টেলিযোগাযোগ দপ্তর (DoT)",
  "it-rules-intimate-content-24-hours@always":
    "তথ্যপ্রযুক্তি (মধ্যস্থতাকারী নির্দেশিকা ও ডিজিটাল মিডিয়া নৈতিক আচরণবিধি) নিয়ম, 2021 (Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021), নিয়ম 3(2)(b)",
  "bnss-173-information@2024-07-01": `${BNSS} 173(1)`,
  "bnss-173-preliminary-enquiry@2024-07-01": `${BNSS} 173(3)`,
  "bnss-173-refusal@2024-07-01": `${BNSS} 173(4)`,
  "bnss-175-magistrate@2024-07-01": `${BNSS} 175(3)`,
  "bnss-47-grounds-of-arrest@2024-07-01": `${BNSS} 47`,
  "bnss-58-arrest-24-hours@2024-07-01": `${BNSS} 58`,
};

/** A rule version's name in Bengali, or undefined when it has none yet. */
export function ruleNameBn(rule: LegalRule): string | undefined {
  return ruleNamesBn[ruleVersionKey(rule)];
}
