import type { SubmissionKind } from "../schemas/admin";
import type { CasePageTextId } from "./case-page-texts";
import type { PublicMessageId } from "./public-messages";

/** What the server and the forms say to a visitor in one language (docs/decisions/0040). */
export interface Translation {
  /** `Intl` locale for dates in mails: international digits, day first. */
  locale: string;
  /** This language's words for each public message, by its id (./public-messages.ts): English's are the sentences themselves. */
  messages: Record<PublicMessageId, string>;
  /** "Please use at most {max} characters." */
  tooLong: (max: number) => string;
  mail: MailWords;
  /** The case page's own words the server writes (docs/decisions/0041). */
  casePage: CasePageServerWords;
  /**
   * What the desk writes on a closed case's page 30 days before erasing it (server/ops/retention.ts),
   * `date` already in this language.
   */
  retentionNotice: (args: { days: number; date: string }) => string;
}

/** What the server says on a victim's case page besides the messages: dates, statuses, what was sent. */
interface CasePageServerWords {
  /** An instant as a person in India reads it, with its time ("Wed, 25 Nov 2026, 10:30 am IST"). */
  dateTime: (instant: Date) => string;
  /** The day alone ("Wed, 25 Nov 2026"). */
  date: (instant: Date) => string;
  /** The server's own words on the case page (statuses, what was sent), by id (./case-page-texts.ts). */
  texts: Record<CasePageTextId, string>;
  /** Evidence's messages that name a size or a count (shared/schemas/evidence.ts). */
  evidence: {
    tooManyFiles: (files: number) => string;
    caseFull: (bytes: number) => string;
    tooLarge: (bytes: number) => string;
  };
}

/** The words of every mail to a visitor; the desk's alert stays English (the admin is English). */
interface MailWords {
  hello: string;
  /** The forms as a person knows them, for "your … submission". */
  kindLabels: Record<SubmissionKind, string>;
  /** Brand, phone and e-mail, the last line of every mail. */
  signature: (brand: string, phone: string, email: string) => string;
  neverAsk: string;
  /** How long the case link in a mail opens the case, and how to get a new one after (docs/decisions/0055). */
  linkLasts: string;
  acknowledgement: {
    subject: (reference: string) => string;
    received: (args: { brand: string; kind: string; date: string; reference: string }) => string;
    next: string;
    casePage: (args: { link: string; caseUrl: string; code: string }) => string;
    notMe: (link: string) => string;
    lostMoney: (args: { helpline: string; portal: string }) => string;
  };
  caseLink: {
    subject: (reference: string) => string;
    link: (reference: string, link: string) => string;
    code: (caseUrl: string, code: string) => string;
    keepPrivate: string;
    notAsked: string;
  };
  caseNotice: {
    subject: (reference: string) => string;
    written: (reference: string, link: string) => string;
    code: (caseUrl: string, code: string) => string;
  };
}
