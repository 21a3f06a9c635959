import { formatDayIn } from "~/shared/india-time";
import { currentRule } from "~/shared/legal-rules";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import type { LetterKind } from "~/shared/routes";

// The documents drafted from a victim's case (/case/letters/<kind>; docs/decisions/0028, 0052):
// the words around each document. The documents' own words are drafted in shared/letters.

const { bankReplyDays, fileWithinDays } = OMBUDSMAN_2026_WINDOWS;

interface LetterPageText {
  title: string;
  metaDescription: string;
  /** One line under the title. */
  intro: string;
  /** What to do with it, in order, shown on screen only. */
  howTo: string[];
  /** The document's accessible name. */
  documentLabel: string;
  /** Its link on the case page, and the line beside it. */
  linkText: string;
  linkNote: string;
}

export const caseLetterPages: Record<LetterKind, LetterPageText> = {
  bank: {
    title: "Letter to your bank",
    metaDescription: "A letter to your bank or wallet company, drafted from your case.",
    intro: "Drafted from your case: your transactions, what you have done, and the RBI rule for their date.",
    howTo: [
      "Read it through and change anything that is not right: click or tap in the letter to edit it.",
      "Fill in the parts in [square brackets], such as your bank's branch and your address.",
      "Print it, or save it as PDF with your browser's Print, and give it to the bank or e-mail it to their complaints address. Ask for a complaint number and keep it.",
    ],
    documentLabel: "Your letter to the bank. You can change any of it before printing.",
    linkText: "Letter to your bank",
    linkNote: "To block, hold and reverse the transactions, citing the RBI rule for their date.",
  },
  police: {
    title: "Complaint to the police",
    metaDescription: "A complaint to the police asking them to register an FIR, drafted from your case.",
    intro: "Drafted from your case: the facts in order, the money, your evidence, and the request to register an FIR.",
    howTo: [
      "Read it through and change anything that is not right: click or tap in the letter to edit it.",
      "Fill in the parts in [square brackets], such as the police station and your address.",
      "Print two copies and sign them. Give one to the police station or your district's cyber cell, and ask them to stamp the other as received.",
      "Take your phone and copies of your evidence with you.",
    ],
    documentLabel: "Your complaint to the police. You can change any of it before printing.",
    linkText: "Complaint to the police",
    linkNote: "Asking them to register an FIR, with your transactions and evidence.",
  },
  portal: {
    title: "Text for your cybercrime.gov.in complaint",
    metaDescription:
      "The description of what happened, for your complaint on cybercrime.gov.in, drafted from your case.",
    intro: "The portal's complaint asks you to describe what happened. Here it is, from your case, to copy.",
    howTo: [
      "Read it through and change anything that is not right.",
      "Copy it, then paste it where the complaint on cybercrime.gov.in asks you to describe the incident.",
      "If the portal says the text is too long, shorten what happened first: keep every transaction.",
    ],
    documentLabel: "What happened, for your complaint on cybercrime.gov.in",
    linkText: "Text for your cybercrime.gov.in complaint",
    linkNote: "What happened and each transaction, in order, to copy into the portal.",
  },
  ombudsman: {
    title: "Complaint to the RBI Ombudsman",
    metaDescription:
      "A complaint to the RBI Ombudsman about a bank or wallet company that has not put right a cyber fraud, drafted from your case.",
    intro:
      "For when your bank has not put the fraud right: a free complaint to the Reserve Bank's Ombudsman, drafted from your case.",
    howTo: [
      "Read it through and change anything that is not right: click or tap in the letter to edit it.",
      "Fill in the parts in [square brackets], such as your bank's name and your address, and your complaint to the bank's number and date if they are not there yet. If you only phoned the bank, first send it the letter to your bank, and use that complaint's number and date.",
      "Two sentences are about the bank's reply. Keep the one that is true, and delete the other with its words in [square brackets].",
      `Send it only once the bank has had ${bankReplyDays} days to reply, or has replied and the reply does not satisfy you. For fraud on a transaction from ${formatDayIn("en-IN", OMBUDSMAN_FRAUD_WAIT.from)}, the bank has up to ${OMBUDSMAN_FRAUD_WAIT.days} calendar days to decide, so wait for its decision or for those days to pass. Do not wait longer than ${fileWithinDays} days after the end of the bank's ${bankReplyDays} days or after its last reply, whichever is later.`,
      "Complain at cms.rbi.org.in, where you can paste it into the complaint form; or e-mail it to crpc@rbi.org.in; or print it, sign it and post it to the address at the top. Add a copy of your complaint to the bank, its reply if it sent one, and your evidence.",
      "Make the complaint yourself: it is free, and an advocate cannot make it for you unless the advocate is the person wronged. A police complaint about the same fraud does not stop you. For help, call RBI's contact centre on 14448.",
    ],
    documentLabel: "Your complaint to the RBI Ombudsman. You can change any of it before printing.",
    linkText: "Complaint to the RBI Ombudsman",
    linkNote: `Only if the bank has not replied within ${bankReplyDays} days, or its reply does not satisfy you.`,
  },
  superintendent: {
    title: "Letter to the Superintendent of Police",
    metaDescription:
      "A letter to your district's Superintendent of Police when a police station refused to register your complaint, drafted from your case.",
    intro:
      "For when a police station refused to record your complaint: the law lets you send it in writing, by post, to the Superintendent of Police.",
    howTo: [
      "Read it through and change anything that is not right: click or tap in the letter to edit it.",
      "Fill in the parts in [square brackets]: your district, the police station you went to, the day you went, and your address.",
      "Print it and sign it. Send it by post to the Superintendent of Police of your district: Speed Post or Registered Post gives you a receipt. Keep the receipt and a copy of the letter.",
      "Keep your phone and your original evidence: the police may ask to see them.",
      `If the Superintendent of Police does not act on it: ${currentRule("bnss-175-magistrate").says} Write to our desk from your case page, and we will help you with it.`,
    ],
    documentLabel: "Your letter to the Superintendent of Police. You can change any of it before printing.",
    linkText: "Letter to the Superintendent of Police",
    linkNote: "Only if a police station refused to register your complaint.",
  },
};

export const caseLettersText = {
  /** The case page's section that lists the documents. */
  sectionHeading: "Letters you must send",
  sectionIntro: "Drafted from your case. Add your transactions and evidence above first: each letter lists them.",
  backToCase: "Back to your case",
  noCase:
    "This page drafts letters from your case, and this browser has not opened one. Open your case from the link we sent you, then come back here.",
  openCase: "Open your case page",
  howToHeading: "How to use it",
  print: "Print or save as PDF",
  printWithoutScripts: "To print it or save it as PDF, use your browser's Print.",
  startAgain: "Start again from your case",
  keptEdits: "Your changes are kept in this tab until you close it.",
  sourcesHeading: "The law this cites",
  checked: (date: string) => `checked ${date}`,
  noSources: "This document cites no rule.",
  caseReference: (reference: string) => `Case ${reference}`,
  copy: "Copy the text",
  copied: "Copied. Paste it into your complaint on cybercrime.gov.in.",
  copyFailed: "Your browser did not let us copy. Select the text and copy it yourself.",
  policeRefuses: `If the police will not register your complaint, make sure it is also on cybercrime.gov.in: the state police act on complaints made there. The law gives you two more steps. ${currentRule("bnss-173-refusal").says} ${currentRule("bnss-175-magistrate").says} Write to our desk from your case page, and we will help you with them.`,
  /** After policeRefuses: the link to the letter to the Superintendent of Police. */
  superintendentLink: "Your letter to the Superintendent of Police, drafted from your case",
} as const;

/**
 * The letter pages' own words as their island takes them: JSON, with "{marks}" where a value goes
 * (decision 0042). The same English as above; the letter's own labels are drafted with it (shared/letters).
 */
export const caseLetterPageText = {
  backToCase: caseLettersText.backToCase,
  noCase: caseLettersText.noCase,
  openCase: caseLettersText.openCase,
  howToHeading: caseLettersText.howToHeading,
  print: caseLettersText.print,
  printWithoutScripts: caseLettersText.printWithoutScripts,
  startAgain: caseLettersText.startAgain,
  keptEdits: caseLettersText.keptEdits,
  sourcesHeading: caseLettersText.sourcesHeading,
  checked: caseLettersText.checked("{date}"),
  noSources: caseLettersText.noSources,
  caseReference: caseLettersText.caseReference("{reference}"),
  characterOne: "{count} character",
  characterMany: "{count} characters",
  copy: caseLettersText.copy,
  copied: caseLettersText.copied,
  copyFailed: caseLettersText.copyFailed,
  policeRefuses: caseLettersText.policeRefuses,
  superintendentLink: caseLettersText.superintendentLink,
  letterIn: "Letter in:",
  textIn: "Text in:",
};
