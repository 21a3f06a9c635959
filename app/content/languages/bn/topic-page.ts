import { HELPLINE } from "~/shared/constants";
import type { SiteText } from "../en";

// Headings and fixed words of the topic page template.

export const topicPage = {
  legalHeading: "আইনি তথ্য",
  whatItIs: "এটা কী",
  warningSigns: "সতর্কতার লক্ষণ",
  firstSteps: "প্রথম এক ঘণ্টায় কী করবেন",
  whenToComplain: "কখন অভিযোগ করবেন",
  whereToComplain: "কোথায় অভিযোগ করবেন",
  documents: "যে নথি লাগবে",
  law: "আইন কী বলে",
  safetyTips: "নিরাপত্তার পরামর্শ",
  formIntro: "কী হয়েছে আমাদের জানান। আমরা ই-মেল ও ফোনে 24×7 উত্তর দিই।",
  contentsLabel: "এই পেজে",
  ctaHeading: "এ নিয়ে সাহায্য দরকার?",
  ctaText:
    "কী হয়েছে আমাদের জানান, আমাদের দল অভিযোগ, ব্যাংক আর পুলিশের কাজে 24×7 আপনাকে সাহায্য করবে। গত কয়েক ঘণ্টার মধ্যে আপনার অ্যাকাউন্ট থেকে টাকা গিয়ে থাকলে, আগে জাতীয় হেল্পলাইনে ফোন করুন।",
  ctaCall: `${HELPLINE} নম্বরে ফোন করুন`,
  faqHeading: "প্রায়ই জিজ্ঞাসা করা প্রশ্ন",
} satisfies SiteText["topicPage"];
