import { casePageText } from "./en/case-page";
import { caseMessagesText } from "./en/case-page";
import { caseEvidenceText } from "./en/case-page";
import { caseLetterPages, caseLettersText } from "./en/case-letters";
import { evidenceMessages } from "~/shared/messages/evidence";

// The case page's English words as its islands are given them (docs/decisions/0041): JSON-safe
// strings, "{marks}" where a value goes (app/lib/fill-in.ts). Gathered from the modules that hold
// them, which stay as they are; read only by build-time loaders (./case-words.ts).

/** A template from what an English function said: each sample value replaced by its mark. */
function withMarks(text: string, marks: Record<string, string>): string {
  return Object.entries(marks).reduce((template, [sample, mark]) => {
    if (!template.includes(sample)) throw new Error(`"${text}" does not say "${sample}"`);
    return template.replace(sample, mark);
  }, text);
}

/** A template from what an English function said: its sample value replaced by the mark `{name}`. */
function marked(text: string, sample: string, name: string): string {
  return withMarks(text, { [sample]: `{${name}}` });
}

const t = casePageText;
const HOUR = 3_600_000;

export const englishCasePageWords = {
  page: {
    ...t,
    caseHeading: t.caseHeading("{reference}"),
    timeLeft: {
      passed: t.timeLeft(0),
      days: marked(t.timeLeft(72 * HOUR), "3", "count"),
      hour: marked(t.timeLeft(HOUR), "1", "count"),
      hours: marked(t.timeLeft(2 * HOUR), "2", "count"),
      minute: marked(t.timeLeft(60_000), "1", "count"),
      minutes: marked(t.timeLeft(120_000), "2", "count"),
    },
    transactionsTotal: {
      one: marked(t.transactionsTotal(1), "1", "count"),
      other: marked(t.transactionsTotal(2), "2", "count"),
    },
    removeTransactionLabel: t.removeTransactionLabel("{amount}", "{when}"),
    requestUtrHeading: t.requestUtrHeading("{amount}"),
    /** Said after the time the request was received. */
    timeZone: "IST",
    /** Ends a sentence the page puts together. */
    fullStop: ".",
  },
  thread: { ...caseMessagesText, hint: marked(caseMessagesText.hint(4000), "4,000", "max") },
  evidence: {
    ...caseEvidenceText,
    limits: withMarks(
      caseEvidenceText.limits({ fileMaxBytes: 1, videoMaxBytes: 2, filesPerCase: 3, caseMaxBytes: 4 }),
      { "1 bytes": "{fileMax}", "2 bytes": "{videoMax}", "3 files": "{files} files", "4 bytes": "{caseMax}" },
    ),
    remove: caseEvidenceText.remove("{name}"),
    removed: caseEvidenceText.removed("{name}"),
    dismiss: caseEvidenceText.dismiss("{name}"),
    sending: marked(caseEvidenceText.sending(7), "7", "percent"),
    tooLarge: marked(evidenceMessages.tooLarge(1), "1 bytes", "size"),
  },
  letters: {
    sectionHeading: caseLettersText.sectionHeading,
    sectionIntro: caseLettersText.sectionIntro,
    bank: { linkText: caseLetterPages.bank.linkText, linkNote: caseLetterPages.bank.linkNote },
    police: { linkText: caseLetterPages.police.linkText, linkNote: caseLetterPages.police.linkNote },
    portal: { linkText: caseLetterPages.portal.linkText, linkNote: caseLetterPages.portal.linkNote },
    ombudsman: { linkText: caseLetterPages.ombudsman.linkText, linkNote: caseLetterPages.ombudsman.linkNote },
    superintendent: {
      linkText: caseLetterPages.superintendent.linkText,
      linkNote: caseLetterPages.superintendent.linkNote,
    },
  },
};
