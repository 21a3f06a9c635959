import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import type { NumberedSection, PageMeta } from "./types";

// Privacy Policy (/privacy-policy). docs/product.md fixes the eight section titles and their order.
// It is also the notice India's Digital Personal Data Protection Act, 2023 asks a data
// fiduciary to give: what we collect and why, how to use your rights, how to complain.

export const privacyMeta: PageMeta = {
  title: "Privacy Policy",
  description: `What personal data ${siteConfig.brand} collects, why, who sees it, and how you can see, correct or erase it or withdraw your consent.`,
};

export const privacyLastUpdated = "21 November 2026";

export const privacyIntro =
  `${siteConfig.brand} gives legal support to people and businesses in India hit by cyber fraud. ` +
  "When you ask us for help, you share personal details with us, and often a painful story. " +
  "This policy explains, in plain words, what we collect, why we collect it, who can see it and what rights you have. " +
  `For your personal data we are the “Data Fiduciary” under the Digital Personal Data Protection Act, 2023, and you are the “Data Principal”. ` +
  "We follow that Act and the rules made under it.";

/** The grievance contact, shown in its own box on the Privacy Policy page. */
export const privacyGrievance = {
  heading: "Grievance Officer",
  text: "For any question or complaint about your personal data, or to use any of your rights, write to our Grievance Officer. Please write from the e-mail address you used with us and say which form you sent, so we can find your request.",
  emailLabel: "E-mail",
  email: siteConfig.grievanceEmail,
  addressLabel: "Postal address",
  addressLines: siteConfig.addressLines,
  boardNote:
    "If you are not satisfied with how we handle your complaint, you may complain to the Data Protection Board of India. The Act asks you to raise the matter with us first.",
};

export const privacySections: NumberedSection[] = [
  {
    heading: "Information Collection",
    paragraphs: [
      "We collect only what you type into our forms and a little technical information needed to run the site safely. You do not need an account to read the site or ask for help.",
      "The details we collect depend on the form you use:",
    ],
    bullets: [
      "Request Help, the query form and the forms on our scam pages: your name, e-mail address and your query.",
      "Post Query: your name, e-mail address, phone number (optional), state, city (optional), a subject and your message.",
      "Contact Us: your name, e-mail address, a subject and your message.",
      "Get in Touch on the home page: your name, e-mail address, phone number (optional) and your message.",
      "With most forms: the page of this site you sent it from, so we know which kind of fraud you are asking about. With every form: the date and time you sent it.",
      "The IP address of your device, which our server uses for a short time to stop spam and repeated automated sending. We do not use it to track you.",
      "For our own staff only: the name, e-mail address and password (stored only in a scrambled, one-way form) they use to sign in.",
    ],
  },
  {
    heading: "Data Usage",
    paragraphs: [
      "We use your personal data for one purpose: to respond to your request and to assist you with the problem you have told us about.",
      "The legal basis is your consent. You give it when, after seeing the notice next to the form, you choose to send the form. You can withdraw it at any time (see User Rights).",
      "We keep your data only as long as we need it to deal with your request and any matter that follows from it, or for longer only where a law requires us to. After that we delete it.",
      ...(siteConfig.retentionDays === null
        ? []
        : [
            `Once our desk has closed your request as resolved, or it was closed as not sent by you, we erase it, with its messages and files, ${siteConfig.retentionDays} days after its last change. For a resolved request we write to you 30 days before, with the link to your case page, so that you can keep what you need or ask us to keep it open (a court case may still need it). What stays is only its reference number, its dates and the fact that it was erased.`,
          ]),
    ],
    bullets: [
      "To read your request and contact you by e-mail or phone about it.",
      "If you choose it on your case page, to remind you by e-mail of your case's dates. We start only after you confirm from a link we mail you, the reminders name only a step and its date, and one click in any of them stops them.",
      "If you choose it on your case page, to remind you of your case's dates as notifications in your browser. Your browser asks you first; once you allow it, it gives us an address at its push service (Google's for Chrome, Mozilla's for Firefox, Apple's for Safari, Microsoft's for Edge) and the keys to encrypt to, which we keep with your case. A notification says only that a date on your case is today or tomorrow, or that you can do something now; the push service carries it encrypted and cannot read it. The button \u201cStop browser notifications\u201d on your case page stops them in one tap and deletes those addresses; taking back the site's permission in your browser stops them too.",
      "If you choose it on your case page, to remind you of your case's dates on WhatsApp, at the mobile number sent with your request. We first send one WhatsApp message asking you to confirm, and start only when you tap its button \u201cYes, remind me\u201d from that number. Every message is one of our templates, approved beforehand by WhatsApp: it says only that a date on your case is today or tomorrow, with the date, or what you can do now, never your name, your case or anything you wrote. The button \u201cStop reminders\u201d in any of them, or \u201cStop WhatsApp reminders\u201d on your case page, stops them.",
      "To explain your options, and, if you ask us to, to help you file a complaint or take legal action.",
      "To keep track of your request so that anyone in our team who helps you knows what has already been done.",
      "To count requests by state and type of fraud, so we can plan our work. These counts do not name anyone.",
      "To protect the site and our forms from spam and misuse.",
    ],
  },
  {
    heading: "Cookies & Tracking",
    paragraphs: [
      'Visitors to our public pages do not need any cookie. We set only essential cookies, none of which scripts on the page can read: a sign-in cookie for our own staff when they use the staff dashboard; when you open your case page, a cookie that keeps it open in that browser for two hours, and one that keeps it for 180 days only if you choose "Remember my case on this phone"; and, when a form is sent from a browser without scripts, a cookie that shows its confirmation once, for five minutes.',
      "We do not use advertising cookies and we do not let advertisers or other third parties track you on our site.",
      "If you start filling in a form and have not sent it yet, your browser keeps a draft in its session storage so that a reload does not lose what you typed. The draft stays only on your own device. It is never sent to us until you press the button to send it, it is removed once the form is sent, and your browser discards it when you close the tab.",
      "Our links to WhatsApp, Facebook and Instagram take you to those services. What they collect is covered by their own privacy policies.",
    ],
  },
  {
    heading: "Sharing of Information",
    paragraphs: [
      "We do not sell your personal data, and we do not share it for advertising or marketing.",
      "Inside our organisation, only the team members who handle requests can see what you send. We share your data outside our organisation only in these cases:",
    ],
    bullets: [
      "With your agreement: for example with an advocate who takes up your case, or with the police, your bank or another authority when you ask us to help you report or complain.",
      "With companies that provide our hosting and other technical services. They act only on our instructions and may not use your data for anything else.",
      "If you turn on browser notifications: with your browser's push service (Google, Mozilla, Apple or Microsoft), which delivers them to your browser. It receives only the encrypted notification and when to deliver it, not your name, your address or anything about your case.",
      "If you turn on WhatsApp reminders: with WhatsApp (Meta Platforms), which delivers them. It receives your mobile number and each message (our template and its date), and tells us whether a message was delivered and when you tap its buttons; what WhatsApp does with them is covered by its own privacy policy.",
      "When the law requires it, such as a court order or a lawful request from a government authority.",
    ],
  },
  {
    heading: "Data Security",
    paragraphs: [
      "We take reasonable security measures to protect your personal data from loss, misuse and unauthorised access.",
      "If a breach of personal data ever happens, we will inform the Data Protection Board of India and each person affected, as the Act requires, and tell you what we are doing about it.",
      "No website can be completely secure. Please do not put passwords, OTPs, PINs, full card numbers or copies of identity documents in a form. If we need a document for your case, we will tell you how to send it safely.",
    ],
    bullets: [
      "Our pages and forms are sent over an encrypted connection (HTTPS).",
      "Only signed-in staff can see submissions. Staff passwords are stored only in a scrambled, one-way form.",
      "Actions taken in the staff dashboard, such as changing or deleting a record, are recorded in a log.",
      "Our forms check what is sent and reject anything that does not fit.",
    ],
  },
  {
    heading: "User Rights",
    paragraphs: [
      "Under the Digital Personal Data Protection Act, 2023 you have these rights over the personal data you have given us:",
      `To use any of them, write to our Grievance Officer at ${siteConfig.grievanceEmail}, preferably from the e-mail address you used with us, or by post to ${siteConfig.addressLines.join(", ")}. We may ask you to confirm who you are before we act, so that no one else can see or change your data. Giving us true information and not using another person's identity is also your duty under the Act.`,
      "If you are under 18, please ask a parent or guardian to contact us for you.",
    ],
    bullets: [
      "Access: you can ask for a summary of the personal data we hold about you and what we do with it, and whom we have shared it with.",
      "Correction, completion and updating: you can ask us to correct wrong details, complete missing ones or bring them up to date.",
      "Erasure: you can ask us to delete your personal data. We will delete it unless a law requires us to keep it.",
      "Withdrawing consent: you can withdraw your consent at any time, as easily as you gave it, by writing to us. We will then stop using your data and delete it, unless a law requires us to keep it. This does not affect what we did before you withdrew. Please note that we may not be able to go on helping with your request.",
      "Nomination: you can name another person who may use these rights for you if you die or become unable to act yourself.",
      "Grievance redressal: you can complain to our Grievance Officer about how we handle your data.",
      "Complaint to the Data Protection Board of India: if you are not satisfied with how we handled your grievance, you can complain to the Board. The Act asks you to raise it with us first.",
    ],
  },
  {
    heading: "Awareness & Education",
    paragraphs: [
      "Fraudsters often pretend to be banks, government offices and even legal help services. Knowing how we work helps you spot someone misusing our name.",
      "Our Learning Corner has free guides on staying safe online and on what to do after a fraud.",
    ],
    bullets: [
      "We will never ask for your OTP, UPI PIN, card PIN, CVV or any password.",
      "We will never ask you to pay money to “release” a refund or to recover money you have lost.",
      "We will never ask you to install a screen-sharing or remote-access app.",
      `If someone using our name asks for any of these, stop, call ${HELPLINE}, report at cybercrime.gov.in and let us know at ${siteConfig.supportEmail}.`,
    ],
  },
  {
    heading: "Changes to This Policy",
    paragraphs: [
      "We may update this policy when our service or the law changes. The date at the top of this page shows when it last changed.",
      "If we ever want to use your personal data for a new purpose, we will ask for your consent first. If a change is significant, we will say so clearly on the site.",
      `For any question about this policy, write to ${siteConfig.grievanceEmail}.`,
    ],
  },
];
