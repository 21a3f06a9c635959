import type { StepTitleId } from "./step-texts";

/**
 * The steps' titles in Bengali, by id (./step-texts.ts): the Bengali case page's own
 * (app/content/languages/bn/case-steps.ts), kept here so the server writes them the same way.
 */
export const stepTitlesBengali: Record<StepTitleId, string> = {
  "call-1930": "1930-এ ফোন করুন",
  "finish-portal-complaint": "cybercrime.gov.in-এ আপনার অভিযোগ সম্পূর্ণ করুন",
  "report-on-portal": "cybercrime.gov.in-এ এর অভিযোগ করুন",
  "tell-bank": "আপনার ব্যাংক, ওয়ালেট বা কার্ড কোম্পানিকে লিখিতভাবে জানান",
  "tell-cooperative-bank": "আপনার সমবায় ব্যাংককে লিখিতভাবে জানান",
  "tell-wallet": "আপনার ওয়ালেট কোম্পানিকে লিখিতভাবে জানান",
  "bank-credit": "খতিয়ে দেখার সময় আপনার ব্যাংক টাকাটা আপনার অ্যাকাউন্টে ফেরত জমা করে",
  "wallet-credit": "খতিয়ে দেখার সময় আপনার ওয়ালেট কোম্পানি টাকাটা ফেরত জমা করে",
  "credit-card-credit": "ক্রেডিট কার্ড হলে, খতিয়ে দেখার সময় আপনার ব্যাংক টাকাটা কার্ডে ফেরত জমা করে",
  "bank-decision": "আপনার ব্যাংক আপনার অভিযোগে সিদ্ধান্ত নিয়ে উত্তর দেয়",
  "held-money": "টাকা আটকে রাখার SMS এলে, তা ফেরত চান",
  ombudsman: "ব্যাংক রাজি না হলে বা সমস্যার সমাধান না করলে, RBI-এর ন্যায়পালের কাছে অভিযোগ করুন",
  "claim-compensation": "আপনি হয়তো {amount} পর্যন্ত দাবি করতে পারেন",
};
