// Headings of the topic page template's legal-information block.
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
};
