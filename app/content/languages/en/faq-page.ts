import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { rbiByDate } from "~/app/content/rbi-by-date";
import { reportingRules } from "./reporting-rules";
import type { FaqItem } from "~/app/content/types";

// The ten questions of the FAQ page (/faq), in the order docs/product.md lists their topics.
// Facts rest on the sources listed in docs/content-sources.md.

const brand = siteConfig.brand;

/**
 * RBI's liability rules by date (shared/legal-rules, in the words the topic pages use): the 2017
 * circular for payments before RBI's directions of 24 June 2026 begin, and the directions from then.
 */
const { before, from } = rbiByDate;

// A tuple, so a question added here and not in another language fails the typecheck
// (./index.ts).
export const faqPageItems = [
  {
    question: `What kinds of cyber fraud does ${brand} help with?`,
    answer: `We help individuals and businesses anywhere in India with money lost through UPI, card, ATM and net-banking fraud; fake calls and 'digital arrest' threats; phishing links and fake websites; identity theft, including misuse of Aadhaar and PAN; spam and fraudulent e-mails; data theft and hacked accounts; malware and other digital fraud; fake investment, trading, job and loan apps; sextortion and online harassment; and stolen phones. If you are not sure whether your problem fits, ask us anyway.`,
  },
  {
    question: "I invested money through a link or app that now looks fake. What should I do?",
    answer: `Stop paying at once, even if the app asks for a 'tax' or 'fee' before you can withdraw: that demand is the clearest sign of a fake platform. Take screenshots of the app, the website address, the group chats and every payment, and note the UPI IDs and bank accounts you paid. Call ${HELPLINE} and report at cybercrime.gov.in as soon as possible, then contact us. We help you draft the complaint and follow it up with the police and the banks involved. Before investing in future, check that the broker or adviser is registered with SEBI.`,
  },
  {
    question: `What legal support does ${brand} give?`,
    answer: `We support you from the first complaint to the end of the case. FIR filing: we tell you which offences apply and help you get your complaint registered with the police or cyber cell. Complaint drafting: we write clear complaints, with the right evidence attached, for the police, the national cybercrime portal, your bank, the RBI Ombudsman and other authorities. Case representation: we follow up with the police and banks and, where your matter needs to go to court, an advocate represents you. Before the RBI Ombudsman you complain yourself, as its scheme allows no advocate to represent you, and we help you prepare the complaint. Any such work is agreed with you first.`,
  },
  {
    question: "I am receiving threatening calls. What should I do?",
    answer: `Do not argue, pay or share any details. Real police and government officers do not demand money over the phone or arrest anyone by video call. Note the numbers, dates and times, save any messages and recordings, then block the numbers and report them on Chakshu at sancharsaathi.gov.in (${reportingRules.chakshuWithin}). Threats and demands for money are crimes (criminal intimidation and extortion under the Bharatiya Nyaya Sanhita, 2023), so file a complaint at cybercrime.gov.in or with the police; we can help you write it. If you are in immediate danger, call 112.`,
  },
  {
    question: "Money left my account through UPI or my ATM card without my consent. What now?",
    answer: `Act within minutes. Call ${HELPLINE} and report at cybercrime.gov.in with the transaction IDs. Call your bank on its official number to report the fraud and block your card and UPI, and follow up in writing. ${rbiByDate.beforeChange}, RBI's circular of ${rbiByDate.circularDay} applies: ${before.bankFault.says} For a breach elsewhere in the system, you bear no loss if you report within ${rbiByDate.windowBefore}. ${rbiByDate.creditBefore} ${rbiByDate.fromChange}, RBI's directions apply: ${from.bankFault.says} For a breach elsewhere in the system, you bear no loss if you report within ${rbiByDate.windowFrom}. ${rbiByDate.bankDutiesFrom} ${rbiByDate.compensationShort} ${rbiByDate.walletsNote} Keep your bank statement and every complaint number.`,
  },
  {
    question: "Can I get help 24/7?",
    answer: `Yes. Our support team is available 24/7, by phone and on WhatsApp, as well as through our online forms and e-mail. If you have just lost money, first call the National Cyber Crime Helpline, ${HELPLINE}, so the money can be traced and held as quickly as possible, and then contact us for help with your complaint.`,
  },
  {
    question: "Someone is misusing my Aadhaar or PAN. How do I stop it?",
    answer: `Lock your Aadhaar biometrics and check your Aadhaar authentication history on UIDAI's myAadhaar portal or the mAadhaar app. Check which mobile numbers are issued in your name on Sanchar Saathi and report any you did not take. Check your credit report for loans or cards you never applied for, and dispute them with the lender and the credit bureau. Report the misuse at cybercrime.gov.in: using someone else's identity information is an offence under section 66C of the IT Act, 2000. If money was taken, call ${HELPLINE} first. We can help you prepare the complaints.`,
  },
  {
    question: "What is phishing, and what should I do if I fell for it?",
    answer: `Phishing is a fake message, e-mail, call or website made to look like it comes from your bank, a company or a government office, to trick you into giving your password, card details or OTP, or into installing a harmful app. If you entered any details, change the passwords at once, call your bank to block your card and net banking, and uninstall any app you were asked to install. If money was taken, call ${HELPLINE} and report at cybercrime.gov.in. Keep the message or e-mail as evidence.`,
  },
  {
    question: "Can I get my lost money back?",
    answer: `Sometimes, but no one can honestly guarantee it. The best chance is reporting quickly: if you call ${HELPLINE} or report at cybercrime.gov.in while the money is still in the accounts it first went to, the banks can be asked to put a hold on it. ${reportingRules.moneyRestoration} ${reportingRules.eZeroFir} For unauthorised banking transactions, the RBI's rules may also make the bank responsible. Once money has been moved on or withdrawn, recovery becomes much harder. Be careful of anyone who promises guaranteed recovery for an advance fee: that is a common second fraud.`,
  },
  {
    question: `How do I file a complaint with ${brand}?`,
    answer:
      "Open the Post Query page (Post Queries in the menu). Fill in your name, e-mail, state and a short subject, and describe what happened; your phone number and city are optional but help us reach you sooner. Press Submit Your Query and you will see a reference number. Our team reads every query and will contact you shortly, and what you tell us stays confidential. You can also use the Request Help button on any page.",
  },
] as const satisfies readonly FaqItem[];

export const faqPageText = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about cyber fraud in India: the 1930 helpline, UPI and ATM fraud, identity theft, phishing and recovering money.",
  },
  heading: "Frequently Asked Questions",
  intro: "Plain answers to what victims of cyber fraud ask us most.",
  moreHeading: "Still have a question?",
  moreText: "Ask us directly. Our team answers 24/7.",
};
