import type { LegalRule } from "./rule";

// Rules of the Department of Telecommunications (DoT) the pages state: Chakshu, the facility on
// the Sanchar Saathi portal for reporting suspected fraud calls and messages.
//
// sancharsaathi.gov.in could not be opened from where the site is built. The portal has no
// number and no paragraphs: the rule cites the portal, names the menu the option is under as its
// reference and the option itself as its paragraph, and was read in a page that gives the
// option's own words (grade B; `npm run rules -- --unverified` lists it with the page to open).
// TRAI's window for complaints to 1909 was read only in summaries and is not stated
// (docs/content-sources.md, "Left out").

/** Read in the legal dossier of December 2026. */
const READ_2026_12 = "2026-12-05";

const SANCHAR_SAATHI = "https://sancharsaathi.gov.in";

export const dotRules = [
  {
    id: "dot-chakshu",
    authority: "DoT",
    instrument:
      "Chakshu (Report Suspected Fraud Communication), Sanchar Saathi portal, Department of Telecommunications",
    says: "Chakshu, on the Department of Telecommunications' Sanchar Saathi portal (sancharsaathi.gov.in), is where you report suspected fraud calls, SMS and WhatsApp messages received in the last 30 days.",
    window: { days: 30, count: "calendar days", from: "the day the call or message came", startDayCounts: true },
    from: null,
    until: null,
    source: SANCHAR_SAATHI,
    reference:
      'Sanchar Saathi, Citizen Centric Services: "Chakshu - Report Suspected Fraud & Unsolicited Commercial Communication/SPAM"',
    paragraph: 'The option "Report Suspected Fraud Communication (for communication received within last 30 days)"',
    grade: "B",
    readAt:
      "HDFC Bank's page on reporting suspicious or fraudulent communication (https://hdfcbank.com/personal/useful-links/important-messages/reporting-of-suspicious-fraudulent-communication), which gives the portal's menu and the option's own words; sancharsaathi.gov.in could not be opened",
    reading:
      'The option says "within last 30 days" without saying how the days are counted: the site reads them as calendar days, the day the call or message came being the first, the reading that ends earliest (decision 0024).',
    checked: READ_2026_12,
    evidence:
      'The bank\'s page gives the way to the option as the portal names it: "Click Citizen Centric Services and then click on \'Chakshu - Report Suspected Fraud & Unsolicited Commercial Communication/SPAM\'", then "Click on Report Suspected Fraud Communication ( for communication received within last 30 days)", for suspected fraudulent "Calls, SMS & WhatsApp communication". Press reports (The Sentinel, Republic World, Business Standard) say the same 30 days in their own words and back nothing here. The pages add, as they said before, that Chakshu does not handle money already lost, which goes to 1930 and cybercrime.gov.in (docs/content-sources.md); this rule does not state it.',
  },
] as const satisfies readonly LegalRule[];
