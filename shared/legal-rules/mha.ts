import type { LegalRule } from "./rule";

// Rules for reporting cybercrime run by the Ministry of Home Affairs' Indian Cyber Crime
// Coordination Centre (I4C): the 1930 helpline and the national portal, getting back money held
// after a complaint (the Money Restoration Portal), and the e-Zero FIR.
//
// The Money Restoration Portal and the press release on the e-Zero FIR could not be opened from
// where the site is built. Their rules were read in verbatim copies (grade B; `npm run rules --
// --unverified` lists them with the page to open). What was read only in summaries or the press
// (the standard operating procedure itself, a time after which banks lift holds, a lower amount
// for the e-Zero FIR) is not stated: docs/content-sources.md, "Left out".

const CHECKED = "2026-11-25";
const PIB_MHA_2024 = "https://pib.gov.in/PressReleasePage.aspx?PRID=2003158";

/** Read in the legal dossier of December 2026. */
const READ_2026_12 = "2026-12-05";

/** Read for the case page's help by kind of harm. */
const READ_2026_12_06 = "2026-12-06";

/** The portal's page for complaints about crimes against women and children, with its FAQ. */
const PORTAL_FAQ = "https://cybercrime.gov.in/Accept.aspx";

/** The Money Restoration Portal's FAQ: the official page the held-money rule cites. */
const MRM_FAQ = "https://mrm-ncrp.mha.gov.in/public-info?tab=faq";

/** The Home Ministry's press release of 19 May 2025 on the e-Zero FIR (PIB release ID 2129715). */
const PIB_E_ZERO_FIR = "https://pib.gov.in/PressReleasePage.aspx?PRID=2129715";

/** "₹50,000": an amount in rupees, grouped the Indian way. */
const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`;

/**
 * Getting back money held after a complaint, through the Money Restoration Portal, as values the
 * case page can show. The rule's sentence (`mha-money-restoration`) states the same values; a
 * unit test keeps them in step.
 */
export const MONEY_RESTORATION = {
  /** The portal's address, as the pages print it. */
  portal: "mrm-ncrp.mha.gov.in",
  /** The digits of the complaint's acknowledgement number the portal asks for. */
  acknowledgementDigits: 14,
  /** Held in one bank below this (₹): the police can have it returned without an FIR (FAQ question 4). */
  noFirBelow: 50_000,
  /** Held in one bank account above this (₹): an FIR is required (FAQ question 4). */
  firAbove: 50_000,
  /** The bank gives the money within this many calendar days of the investigating officer's order (FAQ question 8). */
  custodyDays: 15,
} as const;

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

/**
 * What a victim does when money is held, one short sentence a step, in order, for the case
 * page's step "If you get an SMS that money was held". Each repeats part of the rule's sentence.
 */
export const MONEY_RESTORATION_STEPS = [
  "Wait for the SMS that says an amount has been provisionally held against your complaint.",
  `After the date given in that SMS, go to the Money Restoration Portal, ${portal}.`,
  `Choose "Raise Refund Request", enter your complaint's ${acknowledgementDigits}-digit acknowledgement number and verify the OTP.`,
  "Give the correct details of the bank account the money should be paid into.",
  "Sign the indemnity bond (a promise to produce the amount before a court when asked and to obey its orders) and give a copy of your PAN card.",
  `If more than ${rupees(firAbove)} is held in one bank account, an FIR is required; if less than ${rupees(noFirBelow)} is held in one bank, the police can have it returned without one.`,
  `Once the police officer investigating your case orders the release, the bank gives you the money within ${custodyDays} calendar days.`,
  "Never deal with middlemen or agents who offer to get your money back: use only the official portal, and ask your police station for help.",
] as const;

export const mhaRules = [
  {
    id: "i4c-helpline-1930",
    authority: "MHA",
    instrument: "Citizen Financial Cyber Fraud Reporting and Management System, I4C",
    says: "1930 is the free national helpline for money lost to cyber fraud. Reporting quickly lets the banks and wallets the money went to be asked to hold it before it is moved on.",
    window: null,
    from: null,
    until: null,
    source: PIB_MHA_2024,
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: PIB_MHA_2024,
    checked: CHECKED,
    evidence:
      "MHA's reply of 6 February 2024 (PIB): the system is for immediate reporting of financial frauds, to stop fraudsters siphoning off the money; the toll-free number 1930 helps people lodge online cyber complaints.",
  },
  {
    id: "i4c-portal-complaint",
    authority: "MHA",
    instrument: "National Cyber Crime Reporting Portal, I4C",
    says: "The call to 1930 only starts your complaint. Finish it on cybercrime.gov.in with the acknowledgement number you are given, as soon as you can: the state police act on complaints made on the portal, including registering an FIR, and a complaint left unfinished may go no further.",
    window: null,
    from: null,
    until: null,
    source: PIB_MHA_2024,
    reference: null,
    paragraph: null,
    grade: "A",
    readAt: PIB_MHA_2024,
    checked: CHECKED,
    evidence:
      "MHA's reply of 6 February 2024 (PIB): 1930 gives assistance in lodging online cyber complaints; complaints on cybercrime.gov.in, their conversion into FIRs and further action are handled by the State/UT police. A fixed deadline for completing the complaint after a 1930 call could not be found on an official page on 2026-11-25, so the site states none.",
  },
  {
    id: "i4c-portal-women-child",
    authority: "MHA",
    instrument: "National Cyber Crime Reporting Portal, I4C: its section for cybercrime related to women and children",
    says: 'On cybercrime.gov.in, "Report Cyber Crime Related to Women/Child" takes complaints of sexual pictures or videos of children and other sexually explicit content, and lets you report without giving your name: an anonymous complaint needs no personal details, only the details of what happened.',
    window: null,
    from: null,
    until: null,
    source: PORTAL_FAQ,
    reference: null,
    paragraph:
      'Frequently Asked Questions: "What is the purpose of Cyber Crime portal?" and "What kind of information, will I have to provide for reporting my complaint?"',
    grade: "A",
    readAt: PORTAL_FAQ,
    checked: READ_2026_12_06,
    evidence:
      'The portal\'s own page, under its menu item "Report Cyber Crime Related to Women/Child": "At present this portal caters to complaints pertaining to online Child Pornography (CP)-Child Sexual Abuse Material (CSAM) or sexually explicit content such as Rape/Gang Rape (CP/RGR) content. The portal also provides an option of reporting an anonymous complaint, where complainants are not required to disclose their identity." and "In case of anonymous complaints you do not need to provide any personal information. However, information related to the incident / complaint should be complete for the police authorities to take necessary action." The page states no time limit, and the site states none.',
  },
  {
    id: "mha-money-restoration",
    authority: "MHA",
    instrument:
      "Money Restoration Portal (the Money Restoration Module of the National Cyber Crime Reporting Portal), I4C, Ministry of Home Affairs",
    says: `If money from your complaint is held in the accounts it went to, you get an SMS saying that an amount has been provisionally held against your complaint. After the date given in that SMS, you can ask for it back on the Home Ministry's Money Restoration Portal, ${portal}: choose "Raise Refund Request", enter the ${acknowledgementDigits}-digit acknowledgement number your complaint was given and verify the OTP. Give the correct details of the bank account the money should be paid into, sign an indemnity bond (a promise to produce the amount before a court when asked and to obey the court's orders) and give a copy of your PAN card. Where less than ${rupees(noFirBelow)} is held in one bank, the police can have it returned without an FIR, on the conditions of the official standard operating procedure; where more than ${rupees(firAbove)} is held in one bank account, an FIR is required. Once the police officer investigating your case orders the release under section 106(3) of the Bharatiya Nagarik Suraksha Sanhita, 2023, the bank gives you the money within ${custodyDays} calendar days. Never deal with middlemen or agents who offer to get your money back: use only the official portal, and ask your police station for help.`,
    window: { days: custodyDays, count: "calendar days", from: "the investigating officer's order" },
    from: null,
    until: null,
    source: MRM_FAQ,
    reference: "Money Restoration Portal (mrm-ncrp.mha.gov.in): its FAQ, How to Apply and Raise Refund Request pages",
    paragraph:
      "FAQ questions 2, 4, 6 and 8; How to Apply, steps 1 and 2; the Public Advisory on the Raise Refund Request page",
    grade: "B",
    readAt:
      "A public legal-facts registry quoting the portal word for word, by question and step, from the copies of its FAQ (SHA-256 e57f5bdf2cd8073a03e7be66e3e5a12b79bf63cd1be50e40b56073e6003eb3a0), How to Apply (https://mrm-ncrp.mha.gov.in/public-info?tab=apply) and Raise Refund Request (https://mrm-ncrp.mha.gov.in/raise-request) pages it saved on 30 September 2026; the portal itself could not be opened",
    reading:
      'The FAQ counts the amount below ₹50,000 "in a given bank" and the amount above ₹50,000 "in a given bank account", and says nothing of exactly ₹50,000: the site repeats both as written and says nothing more. The 15 days are the FAQ\'s description of what the bank does, stated as it is, not as a deadline the site computes.',
    checked: READ_2026_12,
    evidence:
      'The portal\'s words as quoted. FAQ question 2: "The victim logs in to the Money Restoration Portal (MRM) https://mrm-ncrp.mha.gov.in, after the date mentioned in the SMS, which confirms an amount has been provisionally held against their complaint". How to Apply, step 1: "Click on “Raise Refund Request” tab, enter the 14 digit NCRP Acknowledgement ID received at the time of complaint registration and verify the OTP." Step 2: "The victim must enter the correct account details of the respective banks, where the refunded amount will be credited." FAQ question 6: "The victim executes an indemnity bond — an undertaking to produce the amount before the court when required and to comply with the court\'s further orders, and a PAN card copy on MRM." FAQ question 4: "In a given complaint, where the amount put on hold in a given bank is below ₹50,000, restoration through the police instructions may proceed without FIR requirements, subject to the conditions prescribed in the SOP" and "where the amount put on hold in a given bank account exceeds ₹50,000, FIR requirements become mandatory for undertaking restoration." FAQ question 8: "On the IO\'s order under S.106(3) BNSS, the bank gives custody of the disputed amount to the victim — ascertaining the victim\'s account from CFCFRMS — within 15 calendar days, and updates the release on NCRP." Public Advisory: "Citizens are advised not to engage with any middlemen or agents (dalals). Please use the official portal to track application status. For assistance, contact your concerned Police Station." The standard operating procedure the FAQ refers to was not found published; what the press reports of it (when holds are lifted, its date) is not stated.',
  },
  {
    id: "mha-e-zero-fir",
    authority: "MHA",
    instrument: "e-Zero FIR, I4C and Delhi Police: the Ministry of Home Affairs' press release of 19 May 2025",
    says: "On 19 May 2025 the Home Ministry started the e-Zero FIR in Delhi, as a pilot: a complaint to 1930 or cybercrime.gov.in about a financial loss of more than ₹10 lakh is registered automatically as a Zero FIR at Delhi's e-Crime police station and sent at once to the cyber police station for the area. The person who complained can visit that police station within three days to have it made a regular FIR. The Ministry said the system would later be extended to the rest of India, so ask 1930 or your cyber police station whether your complaint has been registered as an FIR.",
    window: null,
    figures: { lossOverLakh: 10 },
    from: "2025-05-19",
    until: null,
    source: PIB_E_ZERO_FIR,
    reference: "PIB release ID 2129715 (Ministry of Home Affairs, 19 May 2025)",
    paragraph:
      'The paragraph beginning "Now complaints related to financial losses above the threshold limit of ₹10 lakh", with its sentence on visiting the cybercrime police station within three days',
    grade: "B",
    readAt:
      "The release reprinted word for word under its own title on themainstream.co.in (https://themainstream.co.in/amit-shah-mhas-indian-i4c-introduced-e-zero) and on bureaucratsindia.in, with press reports that repeat its sentences in the same words; the release's number (2129715) as a public legal-facts registry lists it among its sources; pib.gov.in could not be opened",
    checked: READ_2026_12,
    evidence:
      'The release as reprinted, giving the Home Minister\'s words: "launched as a pilot project for Delhi, the new system will automatically convert cyber financial crimes filed at NCRP or 1930 to FIRs, initially above the threshold limit of ₹10 lakh. The new system, which will drive investigations swiftly cracking down on cybercriminals, will soon be extended to the entire nation." "Now complaints related to financial losses above the threshold limit of ₹10 lakh made to NCRP and 1930 will automatically lead to registration of a Zero FIR with the e-Crime Police Station of Delhi. This will be immediately routed to the territorial Cybercrime Police Stations." Its next sentence, in the same words in the reports that repeat it (The Times of India, Swarajya): complainants "can visit the cybercrime police station within three days and get the zero FIR converted into a regular FIR". The process rests on section 173(1) and (1)(ii) of the Bharatiya Nagarik Suraksha Sanhita, 2023. Press reports (grade C) say Delhi Police later lowered the amount and that other states have taken the system up; neither is stated, and the sentence is worded to stay true if the amount was lowered: it names the losses the release covers and does not say that smaller losses are left out.',
  },
] as const satisfies readonly LegalRule[];
