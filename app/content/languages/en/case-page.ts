import { STEP_SENTENCES } from "~/shared/case-timeline/step-texts";
import { PAYMENT_METHOD_LABELS } from "~/shared/labels";
import type { EvidenceLimits } from "~/shared/schemas/evidence";
import { sizeText } from "~/shared/size-text";
import { caseLetterPages, caseLettersText } from "./case-letters";
import { firstHourText } from "./confirmation";

// The victim's private case page (/case; docs/decisions/0024 and 0025).

export const casePageText = {
  metaTitle: "Your Case",
  metaDescription: "Your private case page: where your request stands and what to do next, with dates.",
  heading: "Your Case",
  intro: "Where your request stands and what to do next, with dates. This page is private: keep its link to yourself.",
  opening: "Opening your case…",
  loading: "Loading your case…",
  caseHeading: (reference: string) => `Case ${reference}`,
  received: "Received",
  status: "Status",
  /** While the desk's first answer is awaited: the case's own response target (docs/decisions/0059). */
  replyBy: "We aim to answer you by {time}.",
  /** Said to a screen reader after a link that opens in a new tab. */
  opensInNewTab: "(opens in a new tab)",
  firstHour: firstHourText,
  /** Above the summary: the earliest date by which the victim must do a step, and the step. */
  nextDate: "Next date to act",
  nextHeading: "What to do next",
  nextIntro:
    "Each date is the last moment to act, in India time. Where a rule gives you working days, we count calendar days, so your date is the earliest it can be: acting by then is always in time.",
  by: "By",
  /** "Add the dates to my calendar" (docs/decisions/0067): a file, so the dates come to the person. */
  calendarLink: "Add the dates to my calendar",
  calendarNote:
    "A file for your phone's calendar: one entry on each date above, with a reminder at 9 am the day before. The entries say only \u201cCyberHelp: a date on your case\u201d. The file does not update itself: download it again when your dates change.",
  /** The case on one page (docs/decisions/0071): printed, or shown on the phone at a counter. */
  summaryLink: "A one-page summary of your case",
  summaryNote:
    "To print, or to show on your phone at the bank or the police station: what happened, your transactions, the 1930 and bank numbers, your next dates and your files' SHA-256.",
  /**
   * "Remind me before each date" (docs/decisions/0069): by e-mail, off until chosen and only once
   * the mailed link is followed; or as this browser's notifications (docs/decisions/0074), once
   * the browser's own prompt allowed them.
   */
  reminders: {
    heading: "Remind me before each date",
    intro:
      "We can remind you at 18:00 India time the day before each of your dates and at 09:00 on the day, never at night, in any of the ways below: e-mail, WhatsApp where we offer it, or this browser's notifications. Off until you choose one.",
    emailButton: "Remind me by e-mail",
    emailNote:
      "We will first send a mail to {address}: the reminders start only when you open the link in it and press its button. It names the step and its date, nothing you wrote. We never ask for an OTP.",
    asked:
      "Almost done: we sent a mail to {address}. Open the link in it and press its button to start the reminders. Look in your spam folder too; the link works for 7 days.",
    alreadyAsked: "We sent that mail a few minutes ago: please look for it, in your spam folder too.",
    sendAgain: "Send the mail again",
    on: "On, by e-mail to {address}.",
    stopped: "E-mail reminders stopped: no more will be sent.",
    stop: "Stop e-mail reminders",
    /** The reminders still to come, as the facts stand (docs/decisions/0069). */
    plannedHeading: "Reminders to come",
    plannedOnceConfirmed: "Once you confirm, these will go:",
    plannedNone:
      "None yet: a reminder is planned as soon as a date on your case has one due. This list follows your steps: a step marked done takes its reminders away.",
    pushButton: "This browser's notifications",
    pushNote:
      "Your browser asks you first. A notification says only that a date on your case is today or tomorrow, or that you can do something now, never the step or anything you wrote, and comes through your browser's push service (Google, Mozilla, Apple or Microsoft). One tap here stops them. On an iPhone or iPad, notifications come only from a site added to the Home Screen: in Safari tap Share, then Add to Home Screen, and open your case from there.",
    pushOn: "On, as notifications in {count} of at most 5 browsers.",
    pushStop: "Stop browser notifications",
    pushStopped: "Browser notifications stopped: no more will be sent to any browser.",
    pushDenied:
      "Notifications are blocked for this site in this browser. Allow them in the browser's settings for this site, then press the button again.",
    pushUnsupported:
      "This browser cannot show our notifications. On an iPhone or iPad, first add this site to the Home Screen and open your case from there; or choose e-mail reminders.",
    pushFailed: "This browser could not turn notifications on. Please try again, or choose e-mail reminders.",
    /** On WhatsApp (docs/decisions/0076): confirmed by a tap in one message to the case's number. */
    whatsApp: {
      button: "Remind me on WhatsApp",
      note: 'We will first send one WhatsApp message to {number}: the reminders start only when you tap its button "Yes, remind me". A reminder says only that a date on your case is today or tomorrow, or what you can do now, never anything you wrote, and comes through WhatsApp (Meta). "Stop reminders" in any of them stops them.',
      asked: 'Almost done: we sent a WhatsApp message to {number}. Tap "Yes, remind me" in it to start the reminders.',
      alreadyAsked: "We sent that WhatsApp message a few minutes ago: please look for it.",
      sendAgain: "Send the WhatsApp message again",
      on: "On, on WhatsApp to {number}.",
      stop: "Stop WhatsApp reminders",
      stopped: "WhatsApp reminders stopped: no more will be sent.",
    },
  },
  noDate: "As soon as you can",
  counted: "How this date is counted:",
  source: "The rule:",
  stepStates: {
    "to do": "To do",
    done: "Done",
    waiting: "Bank's turn",
    overdue: "Bank is late",
  },
  timeLeft: (ms: number) => {
    if (ms <= 0) return "This date has passed";
    const hours = Math.floor(ms / 3_600_000);
    if (hours >= 48) return `${Math.floor(hours / 24)} days left`;
    if (hours >= 1) return `${hours} ${hours === 1 ? "hour" : "hours"} left`;
    const minutes = Math.max(1, Math.floor(ms / 60_000));
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"} left`;
  },
  /** Help by kind of harm (docs/decisions/0070): asked above the steps, which follow the answer. */
  harm: "What is this about?",
  harmOptions: {
    money: "Money lost or taken",
    sextortion: "Someone threatens to share intimate pictures or videos of me (sextortion)",
    digital_arrest: 'A caller says I am under "digital arrest"',
    identity_theft: "Someone is using my name, Aadhaar, PAN, SIM or photos",
    frozen_account: "My own bank account has been frozen or put on hold",
    unsure: "Not sure",
  },
  personIsMinor: "Is the person being threatened under 18?",
  personIsMinorHint: "Someone under 18 has their own way to report, without giving their name.",
  harmSave: "Show my steps",
  harmChange: "Change what this is about",
  sentHeading: "What you sent",
  /**
   * Over what was typed on a case not yet opened from its mail (docs/decisions/0075): a form takes
   * any address, so the person reading may not be the one who typed it.
   */
  typedByWhoever: "Typed by whoever filled the form; we never ask for an OTP, PIN, fees or remote-access apps",
  progressHeading: "What you have done",
  progressIntro: "Tell us what you have done so far: your next steps and their dates follow.",
  helplineCalledAt: "When did you call 1930?",
  helplineAcknowledgement: "1930 acknowledgement number",
  portalComplaintFinished: "I have finished my complaint on cybercrime.gov.in",
  /** Who they told: the bank letter is addressed to it (docs/decisions/0066). */
  bankName: "Bank, wallet or card company",
  bankToldAt: "When did you tell your bank, wallet or card company?",
  bankReference: "The bank's complaint number",
  bankRepliedOn: "When did the bank last reply?",
  bankRepliedOnHint: "Leave it empty if the bank has not replied yet.",
  questionsHeading: "What your dates depend on",
  questionsIntro: 'RBI\'s rules depend on a few things only you know. Answer what you can; "Not sure" is fine.',
  walletIssuer: "Who issued the wallet the money went from?",
  walletIssuerOptions: { bank: "A bank", non_bank: "A company that is not a bank", unsure: "Not sure" },
  coerced: "Were you threatened or forced to pay?",
  coercedHint:
    'For example, a caller posing as the police, a court or an officer who said you were under "digital arrest".',
  accountOfOrganisation: STEP_SENTENCES["compensation-organisation"],
  claimedCompensationBefore: STEP_SENTENCES["compensation-claimed-before"],
  yesNoOptions: { yes: "Yes", no: "No", unsure: "Not sure" },
  dateTimeHint: "Date and time, India time.",
  save: "Save",
  transactionsHeading: "Your transactions",
  transactionsIntro:
    "When you call 1930 or write to your bank, these are the details they ask for first: the date and time, the amount and the UTR of each payment. Keep them here, in one place, to read out or copy.",
  transactionsEmpty:
    "No transactions yet. Add each payment the fraud took: when it happened, the amount, and the UTR or transaction ID from your bank's SMS or your UPI app.",
  transactionsList: "Transactions you have added",
  transactionsTotal: (count: number) => `Total of ${count} ${count === 1 ? "transaction" : "transactions"}`,
  transactionWhen: "When",
  transactionAmount: "Amount",
  transactionUtr: "UTR / transaction ID",
  transactionFrom: "Paid from",
  transactionTo: "Paid to",
  transactionNotGiven: "Not added",
  /** How it was paid, in the help form's words for it. */
  transactionMethod: "Paid by",
  paymentMethods: PAYMENT_METHOD_LABELS,
  /** The transaction made from what the help request said (docs/decisions/0066). */
  transactionFromRequest: "From your request",
  /** The first screen, while the request's payment has no UTR (docs/decisions/0066). */
  requestUtrHeading: (amount: string) => `Add the UTR of your ${amount} payment`,
  requestUtrIntro:
    "You told us about this payment when you asked for help. Its UTR is what 1930 and your bank look for first.",
  requestUtrSave: "Save the UTR",
  removeTransaction: "Remove",
  removeTransactionLabel: (amount: string, when: string) => `Remove the transaction of ${amount} on ${when}`,
  addTransactionHeading: "Add a transaction",
  occurredAtLabel: "Date and time",
  occurredAtHint: "India time, as in your bank's SMS or your UPI app.",
  amountLabel: "Amount in rupees",
  amountHint: "For example 12,500 or 499.50.",
  utrLabel: "UTR / transaction ID",
  utrHint: "Usually 12 digits, in your bank's SMS or your UPI app's payment details.",
  fromAccountLabel: "Paid from: your bank or UPI ID",
  fromAccountHint: "For example SBI account ending 4321, or yourname@oksbi.",
  toAccountLabel: "Paid to: the receiving UPI ID or account",
  toAccountHint: "Where the money went, as your SMS or app shows it.",
  addTransaction: "Add transaction",
  privacyHeading: "Keep this page private",
  privacyText:
    "Anyone with your case link can open this page. If your link may have reached someone else, stop every link: we can send you a new one.",
  /** What a shared phone keeps, and how to end it (docs/decisions/0055): the buttons under it. */
  sharedPhone:
    "A shared phone keeps this page's link in its history, where it opens your case for up to 30 days: if others use this phone, close your case on this browser when you are done, and stop every link to this case.",
  rememberHeading: "On this phone",
  rememberText:
    "Besides that link, this phone keeps nothing about your case by default. On a phone only you use, it can open your case without the link.",
  remember: "Remember my case on this phone",
  forget: "Forget this phone",
  close: "Close my case on this browser",
  closed: "Your case page is closed on this browser. Open your case link again to see it.",
  revoke: "Stop every link to this case",
  revokeConfirm: "Every link to this case will stop working, including the one in your e-mail. Stop them?",
  revokeYes: "Yes, stop every link",
  revokeNo: "Keep them",
  notMeHeading: "Did you send this request?",
  notMeText:
    "If someone else sent it using your e-mail address, we will close it and stop every link to it. Nothing else happens, and nothing is sent to anyone.",
  notMeConfirm: "No, I did not send it",
  notMeOpen: "Yes, I sent it",
  notMeWasMe:
    "Then nothing changes. This link only answers that question: open your case with the case link in the same e-mail, or ask for a new one below.",
  codeHeading: "Open your case",
  codeIntro: "Open the case link we gave you after you sent your request, or paste its case code here.",
  codeLabel: "Case code",
  codeHint: "The long code after the # in your case link.",
  codeSubmit: "Open my case",
  unreachable: "We could not reach our server. Please check your connection and try again.",
  /** A transaction or a message sent offline: it waits in this tab and goes once connected (docs/decisions/0065). */
  offlineKept: "You are offline. What you typed is kept on this phone and will be sent when you are connected.",
  /** The server answered with a failure: nothing was saved, and nothing goes by itself. */
  notSaved: "Our server could not save this. What you typed is still here: please try again.",
  /** A waiting transaction or message, when the case is no longer open on this browser. */
  waitingForCase:
    "Your case is no longer open on this browser. What you typed is kept on this phone: open your case again with your case link or its code, and it will be sent.",
  retry: "Try again",
  lostLinkHeading: "Lost your link?",
  lostLinkIntro:
    "Enter your reference and the e-mail address you sent your request with. We will mail a new case link to that address, the one we have on file.",
  lostLinkReference: "Your reference",
  lostLinkReferenceHint: "It starts with CH-, e.g. CH-7K3Q9M. It is in our acknowledgement e-mail.",
  lostLinkEmail: "Your e-mail address",
  lostLinkSubmit: "Send me a new link",
  lostLinkNoEmail:
    "No e-mail address, or no access to it any more? Call or write to us with your reference and we will help you.",
} as const;

// The case page's messages with the desk (docs/decisions/0026).

const caseMessagesText = {
  heading: "Messages",
  intro:
    "Messages between you and our desk. When the desk writes, we e-mail you to say so, but never the message itself: you read it here.",
  none: "No messages yet. If there is something our desk should know, write to us here.",
  fromDesk: "CyberHelp desk",
  fromYou: "You",
  label: "Write to our desk",
  hint: (max: number) =>
    `Up to ${max.toLocaleString("en-IN")} characters. Never write an OTP, PIN, password or card number: we will never ask for one.`,
  send: "Send message",
  sent: "Sent. Our desk will read it and answer here.",
} as const;

// The case page's evidence section (server/evidence/): what the victim reads around the upload.

export const caseEvidenceText = {
  heading: "Your evidence",
  intro:
    "Send us screenshots, photos, bank SMS, call recordings, short videos, PDFs and WhatsApp chat exports. We keep each file exactly as we receive it, with its SHA-256 fingerprint, so anyone can check later that it was never changed.",
  keepOriginals:
    "Keep your originals on your phone or computer. Our copy helps us act for you, but it does not replace the certificate a court asks for when electronic evidence is used: that comes from the person who holds the original device.",
  limits: (limits: EvidenceLimits) =>
    `Up to ${sizeText(limits.fileMaxBytes)} a file (${sizeText(limits.videoMaxBytes)} for a video), ${limits.filesPerCase} files and ${sizeText(limits.caseMaxBytes)} in all.`,
  intimateWarning:
    "Do not upload intimate or sexual images, even of yourself. If someone is sharing or threatening to share such images, report it on cybercrime.gov.in, which has its own route for crimes against women and children, and tell us in a message what happened.",
  choose: "Choose files to send",
  chooseHint: "JPEG, PNG, WebP, HEIC, PDF, MP3, M4A, AMR, OGG, WAV, MP4, plain text or a WhatsApp export (.zip).",
  chooseOne: "Choose a file to send",
  sendOne: "Send this file",
  noScriptsHash: "One file at a time; we compute its SHA-256 when it arrives.",
  closed: "This case is closed and takes no more files.",
  none: "No files yet.",
  listLabel: "Files you have sent",
  /** One zip for the police (docs/decisions/0068). */
  downloadAll: "Download all my files (zip)",
  downloadAllNote:
    "One file to give the police or your bank: every file above exactly as we received it, and a list of their names, sizes and SHA-256 fingerprints.",
  size: "Size",
  received: "Received",
  fingerprint: "SHA-256",
  remove: (name: string) => `Remove ${name}`,
  removeShort: "Remove",
  removed: (name: string) => `${name} was removed.`,
  onlyDeskRemoves: "The desk has this file; write to the desk to remove it.",
  checking: "Checking the file…",
  sending: (percent: number) => `Sending… ${percent}%`,
  sent: "Sent and checked.",
  retry: "Try again",
  dismiss: (name: string) => `Dismiss ${name}`,
  dismissShort: "Dismiss",
  failed: "Not sent.",
  unreachable: "We could not reach our server. Check your connection and try again.",
};

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

/**
 * The case page's words as its island is given them (docs/decisions/0041): JSON-safe strings,
 * "{marks}" where a value goes (app/lib/fill-in.ts), made from the words above. Their shape is
 * the one each language's case-page.ts fills in (`CasePageWords`, ../island-words.ts). Made by a
 * call marked pure, so that a script importing this module for the words above does not carry it:
 * only the build-time loaders read it (../case-words.ts).
 */
export const casePage = /* @__PURE__ */ (() => ({
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
    /** The server's evidenceMessages.tooLarge, said before sending (../case-words.test.ts holds them alike). */
    tooLarge: "This file is larger than {size}, the most one file may be.",
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
}))();
