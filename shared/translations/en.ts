import { NEVER_ASK_NOTICE } from "../constants";
import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { submissionKindLabels } from "../schemas/admin";
import { CASE_PAGE_TEXTS } from "./case-page-texts";
import { PUBLIC_MESSAGES } from "./public-messages";
import type { Translation } from "./types";
import { evidenceMessages } from "../messages/evidence";
import { tooLongMessage } from "../messages/form-fields";

// English, a language like the others: its words for each message and case page text are the
// sentences the schemas, the API and the server write (./public-messages.ts, ./case-page-texts.ts).

export const en: Translation = {
  locale: datesIn("en").locale,
  messages: PUBLIC_MESSAGES,
  tooLong: tooLongMessage,
  retentionNotice: ({ days, date }) =>
    `Our desk closed this case, and we erase closed cases ${days} days after their last change. ` +
    `We will erase this one, with its messages and files, on ${date}. ` +
    "If you still need it, for example for a court case, reply here before then and we will keep it. " +
    "Before that day, save or print the letters on this page and the list of your evidence.",
  mail: {
    hello: "Hello,",
    kindLabels: submissionKindLabels,
    signature: (brand, phone, email) => `${brand}, ${phone}, ${email}`,
    neverAsk: NEVER_ASK_NOTICE,
    linkLasts:
      'The link works for 30 days. After that, ask for a new one on the case page, under "Lost your link?": we will send it to this e-mail address.',
    acknowledgement: {
      subject: (reference) => `We have received your request (${reference})`,
      received: ({ brand, kind, date, reference }) =>
        `Thank you for contacting ${brand}. We have received your ${kind} submission on ${date}. Your reference is ${reference}; please quote it whenever you contact us.`,
      next: "What happens next: a member of our team will read what you sent and contact you by email or phone. We are available 24/7. You do not need to send it again.",
      casePage: ({ link, caseUrl, code }) =>
        `Your private case page shows where your request stands and what to do next, with dates: ${link} (if the link does not open, paste this case code on ${caseUrl}: ${code}). Anyone with this link can open your case, so keep this mail to yourself.`,
      notMe: (link) =>
        `Did not send this request? Someone may have typed your e-mail address. Open ${link} and we will close it and stop every link to it.`,
      lostMoney: ({ helpline, portal }) =>
        `If you lost money in the last 24 hours, call ${helpline} now and report it on the national cybercrime portal, ${portal}. Reporting quickly gives the best chance of having the money frozen. Also call your bank to block your card or account.`,
    },
    caseLink: {
      subject: (reference) => `Your new case link (${reference})`,
      link: (reference, link) => `You asked for a new link to your private case page for ${reference}: ${link}`,
      code: (caseUrl, code) => `If the link does not open, paste this case code on ${caseUrl}: ${code}`,
      keepPrivate:
        "Anyone with this link can open your case, so keep this mail to yourself. Links you had before keep working until their own 30 days are up; you can stop them all from your case page.",
      notAsked:
        "Did not ask for a new link? Someone typed your reference and e-mail address. Only the person who reads this mailbox can use the link, so you need do nothing; or open your case page and stop every link to it.",
    },
    caseNotice: {
      subject: (reference) => `A new message about your request (${reference})`,
      written: (reference, link) =>
        `Our desk has written to you about your request ${reference}. For your safety we do not put messages in e-mail: read it, and reply if you wish, on your private case page: ${link}`,
      code: (caseUrl, code) =>
        `If the link does not open, paste this case code on ${caseUrl}: ${code}. Anyone with this link can open your case, so keep this mail to yourself.`,
    },
  },
  casePage: {
    dateTime: (instant) => formatDateTime(datesIn("en"), instant),
    date: (instant) => formatDate(datesIn("en"), instant),
    texts: CASE_PAGE_TEXTS,
    evidence: {
      tooManyFiles: evidenceMessages.tooManyFiles,
      caseFull: evidenceMessages.caseFull,
      tooLarge: evidenceMessages.tooLarge,
    },
  },
};
