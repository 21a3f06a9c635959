import { HELPLINE } from "~/shared/constants";

// Headings and fixed words of the topic page template.
export const topicPageText = {
  legalHeading: "Legal information",
  whatItIs: "What it is",
  warningSigns: "Warning signs",
  firstSteps: "What to do in the first hour",
  whenToComplain: "When to complain",
  whereToComplain: "Where to complain",
  documents: "Documents required",
  law: "What the law says",
  safetyTips: "Safety tips",
  formIntro: "Tell us what happened. We reply by e-mail and phone, 24/7.",
  contentsLabel: "On this page",
  ctaHeading: "Need help with this?",
  ctaText:
    "Tell us what happened and our team will help you with the complaint, the bank and the police, 24/7. If money left your account in the last few hours, call the national helpline first.",
  ctaCall: `Call ${HELPLINE}`,
};
