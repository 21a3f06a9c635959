import type { Institution } from "../case-timeline/liability-regime";
import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { windowText, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import type { EvidenceFile } from "../schemas/evidence";
import type { CaseView } from "../schemas/case";

// Every word of the documents drafted from a case (decisions 0028, 0052), in one language: the
// letters' builders (bank-letter.ts, police-letter.ts, portal-text.ts, ombudsman-letter.ts,
// superintendent-letter.ts) take the facts and the rules, and
// these words put them into sentences. A language's words are one `LetterWords` object
// (./hi.ts for Hindi), so a part the English letter has and another language lacks fails the
// typecheck. The day counts, dates and rules come from the rules module, never from here.

type ListedTransaction = CaseView["case"]["transactions"][number];

/** Whether a sentence speaks of one transaction or of several. */
type Count = { single: boolean };

/** The rule's window and what starts it, in the letter's language. */
type WindowWords = { window: string; from: string };

export interface LetterWords {
  /** The `lang` of the letter's text. */
  lang: string;
  date: (instant: Date) => string;
  dateTime: (instant: Date) => string;
  /** A listed transaction's date and time, as the letter prints it. */
  transactionWhen: (item: ListedTransaction) => string;
  /** An evidence file's time of receipt, as the letter prints it. */
  evidenceReceived: (file: EvidenceFile) => string;
  /** "3 working days": a rule's window. */
  window: (window: RuleWindow) => string;
  /** What starts a rule's window, as the sentence after "within ... from" reads it. */
  windowFrom: (rule: LegalRule & { window: RuleWindow }) => string;
  /** The instrument a rule is, as the letter names it and the sources list it. */
  instrument: (rule: LegalRule) => string;

  /** The words the page prints around the letter's own text: its labels and its tables' headings. */
  labels: LetterLabels;

  blanks: {
    address: string;
    date: string;
    amount: string;
    eachTransaction: string;
    policeStation: string;
    /** The complaint to the bank that the Ombudsman's letter names, when the case does not know it. */
    bankComplaintNumber: string;
    bankComplaintDate: string;
    /** The day of the bank's reply, which the case does not hold. */
    bankReplyDate: string;
    /** The day the victim went to the police station that refused to record their information. */
    refusedOn: string;
    district: string;
  };
  /** What the victim has done already, in the first person. */
  reports: {
    helpline: (at: string | null, acknowledgement: string) => string;
    portal: string;
    bank: (at: string, reference: string) => string;
  };

  bank: {
    recipient: Record<Institution, string[]>;
    /** The addressee with the name the victim gave on the case page in place of the blank (decision 0066). */
    recipientNamed: (institution: Institution, name: string) => string[];
    account: Record<Institution, string>;
    opening: (
      approval: "taken_without_approval" | "paid_myself" | "coerced" | "other",
      count: number,
      account: string,
    ) => string;
    notAuthorised: (count: Count) => string;
    bankFault: (count: Count & { instrument: string } & WindowWords) => string;
    inTime: (count: Count) => string;
    inLimitedTime: (count: Count & WindowWords) => string;
    credit: (what: WindowWords & { reportDate: string; end: string; workingDays: boolean }) => string;
    resolution: (what: { window: string; end: string }) => string;
    wallet: (count: Count & { instrument: string }) => string;
    walletCredit: (what: { window: string; reportDate: string; end: string }) => string;
    cooperative: (count: Count & { instrument: string }) => string;
    /** RBI's 2027 directions: what they call fraudulent, and zero liability claimed first (paragraphs 76L and 76M). */
    directions2027: (
      what: Count & WindowWords & { instrument: string; bankFaultParagraph: string; thirdPartyParagraph: string },
    ) => string;
    /** The bank's burden of proof, its decision by a date and a reason for any rejection. */
    decision2027: (what: { window: string; end: string; paragraphs: string }) => string;
    /** For a card: the shadow reversal a credit card gets. */
    creditCardReversal2027: (what: { window: string; reportDate: string; end: string; paragraph: string }) => string;
    /** The one line on compensation: it asks for the form and admits nothing. */
    compensationForm2027: string;
    forTransactionsOf: (days: string[], paragraph: string) => string;
    amountLost: (amount: string, on: string | null, blank: string) => string;
    reportingNow: string;
    requests: (account: string) => string[];
    evidence: string;
    subject: (account: string) => string;
    salutation: string;
    closing: string;
  };

  police: {
    /** The lines above the station's name. */
    recipient: string[];
    opening: (name: string, place: string, happened: string | null) => string;
    /**
     * What happened: an instruction to write it in their own words, then what they wrote to us,
     * quoted, for them to rewrite rather than send as it stands (decision 0066).
     */
    ownWords: (account: string) => string;
    transactions: string;
    lost: (amount: string, blank: string) => string;
    evidence: string;
    registerFir: (underSection: boolean) => string;
    firCopy: (underSection: boolean) => string;
    holdMoney: string;
    request: string;
    subject: string;
    salutation: string;
    closing: string;
  };

  /** The complaint to the RBI Ombudsman, after the bank has not put the fraud right (decision 0052). */
  ombudsman: {
    /** The Ombudsman, through RBI's centre that receives complaints, as the address prints it. */
    recipient: string[];
    /** A blank for the name of the bank or wallet company complained against. */
    name: Record<Institution, string>;
    /** "the bank", "the wallet company": the one complained against, named again in a sentence. */
    institution: Record<Institution, string>;
    opening: (what: {
      name: string;
      place: string;
      /** The scheme in force, named; null where none is. */
      scheme: string | null;
      against: string;
      institution: string;
      account: string;
      count: number;
    }) => string;
    /** The written complaint to the bank first, with its date and number (or blanks). */
    complainedFirst: (what: { institution: string; date: string; reference: string }) => string;
    /** One of the two sentences about the bank's reply, for the victim to keep or delete; `days` null where the scheme in force states none. */
    noReply: (what: { institution: string; days: number | null }) => string;
    /** With `known`, the victim told us the reply's day, so the sentence is theirs and not an alternative to choose. */
    replied: (what: { institution: string; date: string; known: boolean }) => string;
    /** A co-operative bank's circular, named, with no window claimed. */
    cooperative: (count: Count & { instrument: string }) => string;
    evidence: string;
    request: string;
    requests: (what: { institution: string; account: string; count: number; amount: string }) => string[];
    /** That no court or other forum has the same grievance, and that a police complaint is not such a proceeding. */
    noOtherForum: string;
    /** That the victim complains in person, not through an advocate. */
    inPerson: string;
    subject: (what: { institution: string; account: string }) => string;
    salutation: string;
    closing: string;
  };

  /** The letter to the Superintendent of Police when a police station refused to record the information (decision 0052). */
  superintendent: {
    /** The lines above the district's name. */
    recipient: string[];
    /** After the police letter's opening: that its substance is sent in writing and by post. */
    byPost: (underSection: boolean) => string;
    refused: (what: { date: string; station: string; anyStation: boolean }) => string;
    substance: string;
    investigate: (underSection: boolean) => string;
    tellMe: string;
    subject: (underSection: boolean) => string;
  };

  portal: {
    when: (at: string, timeUnknown: boolean) => string;
    /** As the police letter's ownWords: an instruction, then what they wrote to us, quoted. */
    whatHappened: (account: string) => string;
    transactions: string;
    transaction: (
      index: number,
      item: { when: string; amount: string; from: string; to: string; utr: string },
    ) => string;
    total: (total: string) => string;
    wentTo: (receivers: string[]) => string;
    amountLost: (amount: string) => string;
    evidence: (names: string[]) => string;
  };
}

/** The words around a letter's text on its page, in the letter's language (they are part of what is printed). */
export interface LetterLabels {
  date: string;
  subject: string;
  transactionsCaption: string;
  evidenceCaption: string;
  when: string;
  amount: string;
  utr: string;
  from: string;
  to: string;
  total: string;
  fileName: string;
  fileSize: string;
  fileReceived: string;
  fileSha256: string;
  notGiven: string;
}

/** A blank for the victim to fill in, as the letters print it. */
export const blank = (what: string) => `[${what}]`;

const them = ({ single }: Count) => (single ? "it" : "them");
/** "The bank": a sentence's first word, capitalised. */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const BNSS = "the Bharatiya Nagarik Suraksha Sanhita, 2023";
/** Instead of pasting the victim's question as it stands: they rewrite it, with it beside them (decision 0066). */
const OWN_WORDS = "Tell what happened in your own words: when, how they contacted you, what you paid, and to whom.";
const WROTE_TO_US = "What you wrote to us:";

const ENGLISH_DATES = datesIn("en");

export const englishLetterWords: LetterWords = {
  lang: "en-IN",
  date: (instant) => formatDate(ENGLISH_DATES, instant, ENGLISH_DATES.letterWeekday),
  dateTime: (instant) => formatDateTime(ENGLISH_DATES, instant, ENGLISH_DATES.letterWeekday),
  transactionWhen: (item) => item.occurredAtText,
  evidenceReceived: (file) => file.receivedText,
  window: windowText,
  windowFrom: (rule) => rule.window.from,
  instrument: (rule) => rule.instrument,
  labels: {
    date: "Date:",
    subject: "Subject:",
    transactionsCaption: "The transactions",
    evidenceCaption: "The evidence, each file with its SHA-256 fingerprint",
    when: "Date and time",
    amount: "Amount",
    utr: "UTR / transaction ID",
    from: "Paid from",
    to: "Paid to",
    total: "Total",
    fileName: "File",
    fileSize: "Size",
    fileReceived: "Received by CyberHelp",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "Your address",
    date: "date",
    amount: "amount",
    eachTransaction:
      "For each transaction: date and time, amount, UTR or transaction ID, and the account or UPI ID the money went to",
    policeStation: "Name of the police station or cyber cell",
    bankComplaintNumber: "Your complaint number",
    bankComplaintDate: "Date of your complaint",
    bankReplyDate: "Date of the reply",
    refusedOn: "Date you went to the police station",
    district: "Name of your district",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `I reported the fraud on the National Cyber Crime Helpline 1930${at === null ? "" : ` on ${at}`}${acknowledgement === "" ? "" : `, acknowledgement number ${acknowledgement}`}.`,
    portal: "I have completed my complaint on the National Cyber Crime Reporting Portal, cybercrime.gov.in.",
    bank: (at, reference) =>
      `I reported the transactions to my bank on ${at}${reference === "" ? "" : `, complaint reference ${reference}`}.`,
  },
  bank: {
    recipient: {
      bank: ["The Branch Manager", blank("Name of your bank and branch")],
      "cooperative bank": ["The Branch Manager", blank("Name of your co-operative bank and branch")],
      wallet: ["The Grievance Officer", blank("Name of your wallet company")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet" ? ["The Grievance Officer", name] : ["The Branch Manager", name, blank("Branch")],
    account: { bank: "account", "cooperative bank": "account", wallet: "wallet" },
    opening: (approval, count, account) => {
      const what =
        count === 0
          ? "the transactions described below"
          : count === 1
            ? "the transaction listed below"
            : `the ${count} transactions listed below`;
      if (approval === "taken_without_approval")
        return `I am writing to report ${what}, made from my ${account} without my authorisation.`;
      if (approval === "paid_myself")
        return `I am writing to report ${what}: payments from my ${account} that I was deceived into making by fraudsters.`;
      if (approval === "coerced")
        return `I am writing to report ${what}: payments from my ${account} that fraudsters forced me to make under threat.`;
      return `I am writing to report ${what}, made from my ${account} in a cyber fraud against me.`;
    },
    notAuthorised: ({ single }) =>
      single ? "This transaction was not authorised by me." : "These transactions were not authorised by me.",
    bankFault: ({ single, instrument, window, from }) =>
      `${englishLetterWords.bank.notAuthorised({ single })} Under RBI's circular "${instrument}", a customer bears no loss from an unauthorised electronic banking transaction caused by the bank's own fraud, negligence or deficiency, whenever it is reported, or by a third-party breach reported within ${window} from ${from}.`,
    inTime: (count) => `I am reporting ${them(count)} within that time.`,
    inLimitedTime: ({ window, from, ...count }) =>
      `I am reporting ${them(count)} within ${window} from ${from}, within which the circular caps a customer's liability for such a breach.`,
    credit: ({ window, reportDate, end, workingDays }) =>
      `The circular requires the bank to credit the amount involved to my account within ${window} from my report of ${reportDate}: by ${end}${workingDays ? ", or later only by the bank holidays in between" : ""}.`,
    resolution: ({ window, end }) =>
      `It also requires the bank to resolve my complaint within ${window} of receiving it: by ${end}.`,
    wallet: ({ single, instrument }) =>
      `${englishLetterWords.bank.notAuthorised({ single })} Under RBI's circular "${instrument}", a customer bears no loss where the wallet company's own fraud, negligence or deficiency caused an unauthorised transaction.`,
    walletCredit: ({ window, reportDate, end }) =>
      `The circular requires the company to credit the amount involved to my wallet within ${window} from my report of ${reportDate}: by ${end}.`,
    cooperative: ({ single, instrument }) =>
      `${englishLetterWords.bank.notAuthorised({ single })} Please deal with this report under RBI's circular "${instrument}", and tell me in writing what you decide and by when.`,
    directions2027: ({ single, instrument, window, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `Under RBI's "${instrument}", a fraudulent electronic banking transaction includes one executed with credentials obtained from the customer through fraudulent means, one the customer approved under coercion or duress, and any unauthorised transaction. The customer is entitled to zero liability and reversal of the transaction where it occurred through the bank's negligence or deficiency, whether reported or not (${bankFaultParagraph}), and where it came from a third-party breach reported to the bank within ${window} from ${from} (${thirdPartyParagraph}). I ask for zero liability and the reversal of ${single ? "this transaction" : "these transactions"}.`,
    decision2027: ({ window, end, paragraphs }) =>
      `The burden of proving any liability of mine lies on the bank. Please decide on my complaint within ${window} of receiving it, by ${end}, and give me the reason and the supporting details for any rejection (${paragraphs}).`,
    creditCardReversal2027: ({ window, reportDate, end, paragraph }) =>
      `If the card is a credit card, please give the shadow reversal of the amount within ${window} from my report of ${reportDate}, by ${end} (${paragraph}).`,
    compensationForm2027:
      "If you hold me liable under paragraph 76N, please give me the application form under paragraph 76T(4).",
    forTransactionsOf: (days, paragraph) => `For the transactions of ${days.join("; ")}: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `Amount lost: ${amount}, ${on === null ? blank("date") : `on ${on}`}. ${blankText}`,
    reportingNow: "I am also reporting the fraud on the National Cyber Crime Helpline 1930 and on cybercrime.gov.in.",
    requests: (account) => [
      `Block further debits through the card, UPI, net banking or ${account} access used in these transactions, and confirm in writing when it is done.`,
      "Raise a dispute for each transaction, and ask the banks or wallets that received the money to hold it.",
      `Reverse the amounts to my ${account}.`,
      "Give me a written acknowledgement of this report, with its date and time and a complaint reference number.",
      `Send me a statement of my ${account} for the period of these transactions.`,
    ],
    evidence: "I keep the evidence listed below, each file with its SHA-256 fingerprint, and can give you copies.",
    subject: (account) => `Report of cyber fraud on my ${account}: request to block, hold and reverse the transactions`,
    salutation: "Dear Sir or Madam,",
    closing: "Yours faithfully,",
  },
  police: {
    recipient: ["The Station House Officer"],
    opening: (name, place, happened) =>
      `I, ${name}${place === "" ? "" : `, of ${place}`}, report a cognizable offence of cyber fraud committed against me${happened ? ` on ${happened}` : ""}.`,
    ownWords: (account) => `What happened, in my own words: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "The money was taken in these transactions:",
    lost: (amount, blankText) => `I lost ${amount}. ${blankText}`,
    evidence:
      "I attach copies of the evidence listed below. Each file's SHA-256 fingerprint shows that the copy is unchanged; I keep the original files and the phone or computer they came from, and will produce them when asked.",
    registerFir: (underSection) =>
      underSection
        ? "Register an FIR on this information. Under section 173(1) of the Bharatiya Nagarik Suraksha Sanhita, 2023, information about a cognizable offence may be given at any police station, whatever the area where the offence was committed."
        : "Register an FIR on this information.",
    firCopy: (underSection) =>
      underSection ? "Give me a copy of the FIR free of cost, as section 173 provides." : "Give me a copy of the FIR.",
    holdMoney: "Ask the banks and wallets that received the money to hold it, and trace the accounts it went to.",
    request: "I request you to:",
    subject: "Complaint of cyber fraud and request to register an FIR",
    salutation: "Sir or Madam,",
    closing: "Yours faithfully,",
  },
  ombudsman: {
    recipient: [
      "The RBI Ombudsman",
      "Through the Centralised Receipt and Processing Centre",
      "Reserve Bank of India, Central Vista, Sector 17",
      "Chandigarh – 160017",
    ],
    name: {
      bank: "Name of your bank",
      "cooperative bank": "Name of your co-operative bank",
      wallet: "Name of your wallet company",
    },
    institution: { bank: "the bank", "cooperative bank": "the bank", wallet: "the wallet company" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const what =
        count === 0
          ? "the transactions described below"
          : count === 1
            ? "the transaction listed below"
            : `the ${count} transactions listed below`;
      return `I, ${name}${place === "" ? "" : `, of ${place}`}, complain${scheme === null ? "" : ` under the ${scheme},`} against ${against}, about ${what}, made from my ${account} in a cyber fraud against me, which ${institution} has not put right.`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `I first complained to ${institution} in writing on ${date}, complaint number ${reference}. I attach a copy of that complaint.`,
    noReply: ({ institution, days }) =>
      `${blank(`If ${institution} has not replied:`)} ${capital(institution)} has not replied to my complaint${days === null ? "" : ` within ${days} days of receiving it`}.`,
    replied: ({ institution, date, known }) =>
      `${known ? "" : `${blank(`If ${institution} replied:`)} `}${capital(institution)} replied on ${date}, and its reply does not resolve my complaint. I attach a copy of its reply.`,
    cooperative: ({ single, instrument }) =>
      `${englishLetterWords.bank.notAuthorised({ single })} My bank is a co-operative bank, bound by RBI's circular "${instrument}". I ask that my complaint be decided under it.`,
    evidence:
      "I attach copies of the evidence listed below. Each file's SHA-256 fingerprint shows that the copy is unchanged.",
    request: "I request you to:",
    requests: ({ institution, account, count, amount }) => [
      `Direct ${institution} to reverse ${count === 1 ? "the transaction" : "the transactions"} and refund ${amount} to my ${account}.`,
      "Give me any other relief that is fair under the scheme.",
    ],
    noOtherForum:
      "No court, tribunal, arbitrator or other forum has decided or is considering the same grievance. A police complaint or police investigation about this fraud is not such a proceeding under the scheme.",
    inPerson: "I make this complaint myself, not through an advocate.",
    subject: ({ institution, account }) =>
      `Complaint about cyber fraud on my ${account} that ${institution} has not put right`,
    salutation: "Sir or Madam,",
    closing: "Yours faithfully,",
  },
  superintendent: {
    recipient: ["The Superintendent of Police"],
    byPost: (underSection) =>
      `A police station refused to record this information, so I send you its substance in writing and by post${underSection ? `, under section 173(4) of ${BNSS}` : ""}.`,
    refused: ({ date, station, anyStation }) =>
      `On ${date}, I went to ${station} to give this information, and the officer in charge of the police station refused to record it.${anyStation ? ` Under section 173(1) of ${BNSS}, information about a cognizable offence may be given at any police station, whatever the area where the offence was committed.` : ""}`,
    substance: "The substance of the information:",
    investigate: (underSection) =>
      `Investigate the case yourself, or direct a police officer under you to investigate it${underSection ? `, as section 173(4) of ${BNSS} provides` : ""}.`,
    tellMe: "Tell me in writing what is done on this information.",
    subject: (underSection) =>
      `Information of a cognizable offence that a police station refused to record${underSection ? `, sent under section 173(4) of ${BNSS}` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `When: ${at}${timeUnknown ? " (time not known)" : ""}.`,
    whatHappened: (account) => `What happened: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "Transactions:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`from ${item.from}`);
      if (item.to !== "") parts.push(`to ${item.to}`);
      if (item.utr !== "") parts.push(`UTR / transaction ID ${item.utr}`);
      return `${parts.join(", ")}.`;
    },
    total: (total) => `Total: ${total}.`,
    wentTo: (receivers) => `The money went to: ${receivers.join("; ")}.`,
    amountLost: (amount) => `Amount lost: ${amount}.`,
    evidence: (names) => `Evidence I can upload: ${names.join("; ")}.`,
  },
};
