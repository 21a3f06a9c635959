import { HELPLINE } from "~/shared/constants";
import { currentRule } from "~/shared/legal-rules";
import type { LearningSlug } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { rbiByDate } from "~/app/content/rbi-by-date";
import { reportingRules } from "./reporting-rules";
import type { LearningContent } from "~/app/content/types";

// The four Learning Corner pages (/learning/<slug>) and their cards.
// Facts rest on the sources listed in docs/content-sources.md.

const brand = siteConfig.brand;

/** The legal rules these pages state, as in force on the day the pages are built (shared/legal-rules). */
const rule = {
  ombudsman: currentRule("rbi-ombudsman-scheme"),
  portal: currentRule("i4c-portal-complaint"),
  /** The police: a preliminary enquiry, a station that refuses to record a complaint, and arrest. */
  enquiry: currentRule("bnss-173-preliminary-enquiry"),
  refusal: currentRule("bnss-173-refusal"),
  magistrate: currentRule("bnss-175-magistrate"),
  arrestGrounds: currentRule("bnss-47-grounds-of-arrest"),
  arrestCustody: currentRule("bnss-58-arrest-24-hours"),
};

/**
 * RBI's liability rules by date (shared/legal-rules, in the words the topic pages use): the 2017
 * circular for payments before RBI's directions of 24 June 2026 begin, and the directions from then.
 */
const { before, from, wallets } = rbiByDate;

export const learningPages: Record<LearningSlug, LearningContent> = {
  manual: {
    slug: "manual",
    icon: "book",
    title: "Citizen Manual",
    description:
      "A practical guide for citizens: how cyber fraud works, how to report it, what evidence to keep and the rights you have.",
    gradient: "linear-gradient(135deg, #1e3a8a, #2563eb)",
    meta: {
      title: "Citizen Manual on Cyber Fraud",
      description: `How cyber fraud works in India, how to report it on ${HELPLINE} and cybercrime.gov.in, what evidence to keep, and your rights as a victim.`,
    },
    intro:
      "A plain guide to cyber fraud in India: how criminals work, what to do the moment something goes wrong, and the rights the law gives you.",
    whatYouWillLearn: [
      "How most online frauds work, and the pressure tricks behind them",
      "What to do in the first hour after losing money",
      `How to report on the ${HELPLINE} helpline, the national portal and at a police station`,
      "Which evidence to keep, and how to keep it safe",
      "Your rights with your bank under the Reserve Bank of India's rules",
      "The laws that apply: the IT Act, 2000 and the Bharatiya Nyaya Sanhita, 2023",
    ],
    sections: [
      {
        heading: "How cyber fraud works",
        paragraphs: [
          "Almost every online fraud needs you to do one thing: share a code, click a link, install an app or send money. To get you to do it, criminals pretend to be someone you trust (your bank, the police, a courier company, a government office, an employer or a relative) and create fear, hurry or greed so that you act before you think.",
          "Knowing the common tricks is the best protection. If a call or message asks for any of the following, stop and check through an official number before doing anything.",
        ],
        bullets: [
          "Asking for an OTP, UPI PIN, card PIN, CVV or net-banking password. No genuine bank, police officer or company needs them.",
          "Sending a link to 'update KYC', pay a small fee, claim a refund or avoid a penalty.",
          "Asking you to install a screen-sharing or remote-access app, or an APK file sent on WhatsApp.",
          "Sending a QR code or a UPI 'collect' request and telling you it will put money into your account.",
          "Promising high returns, an easy part-time job, a prize or a loan, if you first pay a fee.",
          "Threatening arrest, a blocked account, a cut electricity connection or leaked photos unless you pay now.",
        ],
      },
      {
        heading: "If you have lost money: the first hour",
        paragraphs: [
          "Money sent to a fraudster is usually moved on quickly through several accounts. If you report while it is still in the first accounts, the banks involved can be asked to put a hold on it. That is why the first hours matter more than anything else.",
        ],
        bullets: [
          `Call ${HELPLINE}, the National Cyber Crime Helpline, at once. Keep ready the amount, date and time, the transaction ID or UTR number, your bank, and the UPI ID, account or wallet the money went to.`,
          `Complete the complaint on the National Cyber Crime Reporting Portal, https://cybercrime.gov.in. ${rule.portal.says} If you could not get through to ${HELPLINE}, file it on the portal yourself. Note the acknowledgement number.`,
          "Call your bank on the number printed on your card or shown on its official website or app. Report the transactions as fraud and block your card, UPI and net banking. Ask for a complaint or reference number.",
          "Change your UPI PIN and the passwords of your net banking and e-mail, and uninstall any app the caller asked you to install.",
          "Do not delete chats, call logs or messages. They are your evidence.",
          "Do not pay anyone who calls offering to recover your money for a fee. That is a second fraud aimed at victims.",
        ],
      },
      {
        heading: "Where to report",
        bullets: [
          `The ${HELPLINE} helpline: the fastest route for money lost to online fraud.`,
          "The National Cyber Crime Reporting Portal, https://cybercrime.gov.in, run by the Indian Cyber Crime Coordination Centre (I4C) of the Ministry of Home Affairs: for all kinds of cybercrime. Crimes against women and children can also be reported there, including anonymously.",
          `Your local police station or the district cyber cell. Under section 173 of the Bharatiya Nagarik Suraksha Sanhita, 2023, the police must take down information about a cognizable offence even if it happened outside their area (a 'Zero FIR'), and you are entitled to a free copy of the FIR. ${rule.refusal.says} ${rule.magistrate.says}`,
          `Your bank's grievance team. If the bank does not put things right, you can complain to the RBI Ombudsman. ${rule.ombudsman.says}`,
          `Sanchar Saathi, https://sancharsaathi.gov.in, of the Department of Telecommunications: report suspected fraud calls, SMS and WhatsApp messages through Chakshu (${reportingRules.chakshuWithin}), block a lost or stolen phone through CEIR, and check which mobile numbers are issued in your name.`,
        ],
      },
      {
        heading: "If your money is held",
        paragraphs: [reportingRules.moneyRestoration],
      },
      {
        heading: "Evidence to keep",
        paragraphs: [
          "Good evidence makes a complaint quick to register and easier to investigate. Keep the originals on your phone, take screenshots that show the date, time and the other person's number or ID, and save a copy somewhere else, such as your e-mail or a pen drive.",
        ],
        bullets: [
          "Transaction IDs or UTR numbers, bank SMS alerts and your bank statement for the period",
          "The fraudster's phone numbers, UPI IDs, bank account details, website links, app names and social media profiles",
          "Screenshots of chats, messages, e-mails and call logs",
          "Acknowledgement numbers from the helpline and the portal, bank complaint numbers and a copy of the FIR",
          "A short written timeline of what happened, made while you still remember the details",
          "Your ID proof, to attach to the complaint",
        ],
      },
      {
        heading: "Your rights and the law",
        paragraphs: [
          `${rbiByDate.beforeChange}, the Reserve Bank of India's circular of ${rbiByDate.circularDay} on unauthorised electronic banking transactions protects bank customers. ${before.bankFault.says} ${before.thirdParty.says} That means within ${rbiByDate.windowBefore}. ${before.limited.says} ${rbiByDate.creditBefore} ${before.negligence.says}`,
          `${from.directions.says} ${from.bankFault.says} ${from.thirdParty.says} ${from.negligence.says} ${rbiByDate.bankDutiesFrom}`,
          rbiByDate.compensation,
          `${rbiByDate.trickedPayment} ${rbiByDate.actNow} The helpline and the portal can still ask the receiving bank to hold the money.`,
          `${wallets.liability.says} ${rbiByDate.walletsUnchanged}`,
        ],
        bullets: [
          "Section 66C, IT Act, 2000: identity theft, meaning fraudulent use of someone else's password, electronic signature or other unique identification feature.",
          "Section 66D, IT Act, 2000: cheating by impersonation using a computer resource, such as fake calls, fake websites and fake profiles.",
          "Section 318, Bharatiya Nyaya Sanhita, 2023: cheating. The BNS replaced the Indian Penal Code from 1 July 2024.",
          "Section 319, Bharatiya Nyaya Sanhita, 2023: cheating by pretending to be someone else.",
          "Section 308, Bharatiya Nyaya Sanhita, 2023: extortion, such as demanding money by threatening to leak photos.",
          `Section 173(3), Bharatiya Nagarik Suraksha Sanhita, 2023: ${rule.enquiry.says}`,
        ],
      },
    ],
    closingNote: `${brand} can help you file your complaint correctly: we tell you what to report where, help you draft the complaint and keep your evidence in order, and follow up with the police and your bank.`,
    faqs: [
      {
        question: "Is there a time limit for reporting cyber fraud?",
        answer: `For getting money back, hours matter: call ${HELPLINE} as soon as you notice. For your bank, the RBI's rules give the most protection when you report quickly. ${rbiByDate.timeLimits} You can still go to the police later, but the longer you wait, the harder it is to trace the money and the people behind it.`,
      },
      {
        question: "Do I have to go to the police station in person?",
        answer: `No, not to start. You can call ${HELPLINE} and file the complaint online at cybercrime.gov.in. Under the Bharatiya Nagarik Suraksha Sanhita, 2023, information can also be given to the police by electronic communication, but you will be asked to sign it within three days. The police may contact you and ask you to visit to verify details. ${reportingRules.eZeroFir}`,
      },
      {
        question: "Will my bank refund the money?",
        answer: `It depends on when and how the fraud happened, and how quickly you reported it. ${rbiByDate.beforeChange}, under RBI's circular of ${rbiByDate.circularDay}: ${before.bankFault.says} For a breach elsewhere in the system, you bear no loss if you report within ${rbiByDate.windowBefore}. If you shared your OTP or PIN, or made the payment yourself, the bank may refuse. ${rbiByDate.fromChange}, under RBI's directions: ${from.bankFault.says} For a breach elsewhere in the system, you bear no loss if you report within ${rbiByDate.windowFrom}. A payment you approved because you were threatened or forced is covered too. ${rbiByDate.compensationShort} Whatever the date, quick reporting can still get the money held in the receiving account.`,
      },
    ],
  },

  "cyber-safety-tips": {
    slug: "cyber-safety-tips",
    icon: "shield",
    title: "Cyber Safety Tips",
    description:
      "Simple habits that protect your bank account, phone, passwords and identity documents from everyday online fraud.",
    gradient: "linear-gradient(135deg, #065f46, #059669)",
    meta: {
      title: "Cyber Safety Tips",
      description:
        "Practical cyber safety tips for Indians: protect your UPI and bank account, phone and SIM, passwords, Aadhaar and PAN, and your family.",
    },
    intro:
      "Most fraud can be stopped with a few simple habits. These tips take minutes to set up and protect your money, your phone and your identity.",
    whatYouWillLearn: [
      "The codes and details you should never share with anyone",
      "How to use UPI and cards safely",
      "How to secure your phone, SIM and apps",
      "How to make your passwords and accounts hard to break into",
      "How to check a call, link or message before you trust it",
      "How to protect your Aadhaar, PAN and your family",
    ],
    sections: [
      {
        heading: "Protect your bank account and UPI",
        bullets: [
          "Never share an OTP, UPI PIN, card PIN, CVV or net-banking password with anyone, whoever they say they are. Your bank will never ask for them.",
          "You never need to enter your UPI PIN or scan a QR code to receive money. A PIN is only for paying.",
          "Before you pay, check the name shown on the UPI screen. If it is not the person or shop you expect, stop.",
          "Set daily limits on your cards and UPI, and switch off online or international card use in your banking app when you do not need it.",
          "Keep your current mobile number registered with your bank and read every transaction alert. Report anything you do not recognise at once.",
          "Use only your bank's official app and website. Do not search for your bank's customer care number; take it from your card, passbook or the official website.",
        ],
      },
      {
        heading: "Secure your phone and SIM",
        bullets: [
          "Install apps only from the official app store, and never from a link or an APK file sent on SMS or WhatsApp.",
          "Never install a screen-sharing or remote-access app because a caller asks you to.",
          "Use a screen lock, keep your phone's software updated, and do not give apps permissions they do not need, such as access to your contacts or SMS.",
          "If your SIM suddenly loses network for a long time without reason, call your mobile operator from another phone at once. It can be a sign of a SIM swap.",
          "Check the mobile numbers issued in your name on Sanchar Saathi, https://sancharsaathi.gov.in, and report any you did not take.",
          "If your phone is lost or stolen, block it through CEIR on Sanchar Saathi, and ask your operator to block the SIM.",
        ],
      },
      {
        heading: "Make your passwords and accounts strong",
        bullets: [
          "Use a long, different password for each important account, especially e-mail and banking. A short sentence that only you know is easier to remember and harder to guess.",
          "Turn on two-step verification for your e-mail, social media and WhatsApp, so a stolen password alone is not enough.",
          "Protect your e-mail above all: whoever controls it can reset your other passwords.",
          "Do not save passwords or stay logged in on shared or public computers.",
          "Avoid banking on public Wi-Fi; use your mobile data instead.",
        ],
      },
      {
        heading: "Check before you trust a call, link or message",
        bullets: [
          "Caller ID and sender names can be faked. If someone calls from 'the bank' or 'the police', hang up and call back on the official number.",
          "Be suspicious of any message that creates panic or hurry: a blocked account, an unpaid electricity bill, a parcel with drugs, a traffic challan, a prize.",
          "Before tapping a link, look at the web address carefully. Fake sites often change one letter or add extra words to a real name.",
          "Never pay a fee to get a job, a loan, a prize or a refund.",
          `Report suspected fraud calls, SMS and WhatsApp messages on Chakshu at https://sancharsaathi.gov.in, even if you lost nothing. It takes reports ${reportingRules.chakshuWithin}.`,
          "A suspicious website, phone or WhatsApp number, Telegram handle, e-mail ID, SMS header or social media link can also be reported as a suspect on the National Cyber Crime Reporting Portal, https://cybercrime.gov.in. If you have lost money, call 1930 instead.",
        ],
      },
      {
        heading: "Protect your Aadhaar, PAN and family",
        bullets: [
          "Where a copy of Aadhaar is needed, share the masked Aadhaar from UIDAI, which shows only the last four digits.",
          "Lock your Aadhaar biometrics through the myAadhaar portal or the mAadhaar app, and unlock them only when you need to use them.",
          "When you give a photocopy of an ID, write on it what it is for and the date.",
          "Check your credit report from time to time for loans or cards you never applied for.",
          "Talk to elderly parents and children about these tricks. Agree on a family code word to check that an urgent call for money really comes from a relative.",
        ],
      },
    ],
    closingNote: `If something has already gone wrong, ${brand} can help you file a complaint quickly and correctly, and guide you on what to do next.`,
    faqs: [
      {
        question: "I clicked a suspicious link. What should I do now?",
        answer: `If you did not enter any details, close the page and delete the message. If you entered a password, card number or OTP, change the password at once, call your bank to block the card or account, and uninstall any app the link installed. If money has left your account, call ${HELPLINE} immediately and report at cybercrime.gov.in.`,
      },
      {
        question: "How do I know whether a loan or investment app is genuine?",
        answer:
          "Download apps only from the official app store and check who the lender or broker really is. A lending app must name the bank or NBFC behind it, and the RBI publishes the list of registered NBFCs on its website. For trading and investment, check that the broker or adviser is registered with SEBI. Apps that promise guaranteed high returns, or ask for access to your contacts and photos, are warning signs.",
      },
      {
        question: "Is it safe to share my Aadhaar number?",
        answer:
          "Share it only where it is really needed, and prefer the masked Aadhaar, which hides all but the last four digits. Locking your biometrics on the myAadhaar portal or mAadhaar app stops anyone from using your fingerprints for authentication while the lock is on.",
      },
    ],
  },

  "cyber-awareness": {
    slug: "cyber-awareness",
    icon: "lightbulb",
    title: "Cyber Awareness",
    description:
      "The scams most often used against people in India today, how each one works, and the warning signs to look for.",
    gradient: "linear-gradient(135deg, #9a3412, #ea580c)",
    meta: {
      title: "Cyber Awareness: Current Scams in India",
      description:
        "How today's scams work in India: digital arrest, fake trading apps, task jobs, KYC, fake customer care, loan apps, sextortion, SIM swap and QR codes.",
    },
    intro:
      "Fraudsters keep changing their stories, but the patterns repeat. Learn how today's most common scams work so you can recognise one before it costs you.",
    whatYouWillLearn: [
      "How 'digital arrest' calls work, and why no agency arrests anyone by video call",
      "The signs of fake investment and trading apps",
      "How part-time job and task scams draw people in",
      "KYC update messages and fake customer care numbers",
      "QR code and SIM swap frauds",
      "What to do about sextortion and loan app harassment",
    ],
    sections: [
      {
        heading: "Digital arrest",
        paragraphs: [
          "A caller claims to be from the police, CBI, customs, the Enforcement Directorate, a court or a courier company. They say a parcel in your name holds drugs, or your Aadhaar or bank account has been used for money laundering. They move the call to video, show uniforms or an 'office', forbid you to tell anyone or hang up, and keep you 'under digital arrest' for hours until you transfer money to 'verify' it or to get 'bail'.",
          "The Indian Cyber Crime Coordination Centre (I4C) has said it plainly: the CBI, police, customs, ED and judges do not arrest people on video calls. There is no such thing as a digital arrest, and no agency asks you to move money to a 'safe' or 'verification' account.",
        ],
        bullets: [
          `Hang up. Do not share documents or bank details. Tell a family member.`,
          `If you have paid, call ${HELPLINE} at once and report at cybercrime.gov.in.`,
        ],
      },
      {
        heading: "Fake investment, trading and job scams",
        paragraphs: [
          "Investment scams usually start with an advertisement or an invitation to a WhatsApp or Telegram group where 'experts' share stock, IPO or crypto tips and other members post big profits. You are asked to install an app or open a website that shows your money growing fast. When you try to withdraw, you are told to pay a 'tax', 'fee' or 'margin' first, and the money never comes out.",
          "Part-time job or task scams begin with a message offering easy money for liking videos, rating hotels or writing reviews. The first few tasks pay small amounts to win your trust. Then come 'prepaid' or 'merchant' tasks where you must deposit money to earn a bigger commission, and each deposit is followed by a demand for more.",
        ],
        bullets: [
          "Guaranteed or very high returns are a warning sign in themselves.",
          "Check that any broker or adviser is registered with SEBI, and use only apps of registered brokers from the official app store.",
          "No genuine job asks you to pay to work or to get paid.",
          "Being asked to pay before you can withdraw your own money means it is a scam. Stop paying.",
        ],
      },
      {
        heading: "KYC update scams and fake customer care numbers",
        paragraphs: [
          "A message says your bank account, SIM, electricity connection or wallet will be blocked today unless you update your KYC or pay a small amount. The link leads to a fake page that collects your details and OTP, or asks you to install an app that reads your messages.",
          "In fake customer care scams, criminals publish phone numbers on search results, maps and social media as the helpline of a bank, airline, delivery app or e-commerce site. When you call about a refund or a complaint, they ask you to install an app, share an OTP or make a 'small payment' to process the refund.",
        ],
        bullets: [
          "Do KYC only at your branch or through your bank's official app or website, never through a link in a message.",
          "Take customer care numbers only from the company's official website or app.",
          "A refund never needs your UPI PIN, an OTP or a screen-sharing app.",
        ],
      },
      {
        heading: "QR code and SIM swap fraud",
        paragraphs: [
          "In QR code fraud, a 'buyer' for something you are selling online, or someone offering a refund or prize, sends you a QR code and says scanning it will send you money. Scanning and entering your PIN actually pays them. Scanning a QR code is only ever for paying.",
          "In a SIM swap, a fraudster gets a duplicate of your SIM, using forged documents or by tricking you into sharing details, and then receives your OTPs. The warning sign is your phone losing network suddenly and for a long time.",
        ],
        bullets: [
          "Never scan a QR code or enter your UPI PIN to receive money.",
          "If your SIM stops working without reason, contact your mobile operator from another phone and ask your bank to block online transactions until it is sorted out.",
        ],
      },
      {
        heading: "Sextortion and loan app harassment",
        paragraphs: [
          "In sextortion, a stranger, often a friendly new contact on social media, makes a video call, records it or morphs it into an obscene video, and then demands money to keep it private. Some follow up with calls from fake 'police officers' who demand more money to close the 'case'.",
          "Illegal loan apps offer quick loans with little checking, take access to your contacts and photos, and then demand far more than the loan. If you do not pay, they threaten you, message your contacts and share morphed pictures.",
        ],
        bullets: [
          "Do not pay. Paying almost always leads to bigger demands.",
          "Do not delete the chats or the account; take screenshots of the profile, messages and payment demands, then block and report the profile on the platform.",
          "Report at cybercrime.gov.in or to the police. Demanding money by threats is extortion under section 308 of the Bharatiya Nyaya Sanhita, 2023.",
          "Report an unregistered or illegal lending app on the RBI's Sachet portal, https://sachet.rbi.org.in.",
          "If you wish, warn close contacts that they may receive fake messages about you.",
        ],
      },
    ],
    closingNote: `If you have been caught by any of these scams, ${brand} can help you file a complaint, preserve your evidence and take the next legal steps.`,
    faqs: [
      {
        question: "Can the police or CBI really arrest me over a video call?",
        answer: `No. The Indian Cyber Crime Coordination Centre has warned that the CBI, police, customs, ED and judges do not arrest people on video calls. A real arrest happens in person. ${rule.arrestGrounds.says} ${rule.arrestCustody.says} A real investigation never asks you to transfer money to clear your name. Hang up, and if you have paid, call ${HELPLINE} at once.`,
      },
      {
        question: "My trading app shows big profits but will not let me withdraw. What should I do?",
        answer: `Stop paying immediately: a demand for fees or tax before a withdrawal is the clearest sign of a fake app. Take screenshots of the app, the group chats and every payment, note the UPI IDs and accounts you paid, and report on ${HELPLINE} and cybercrime.gov.in.`,
      },
      {
        question: "A loan app is threatening to send my photos to my contacts. What can I do?",
        answer:
          "Do not give in to threats. Keep screenshots of every message and call, report the app on cybercrime.gov.in and the RBI's Sachet portal, and file a police complaint for extortion and intimidation. If you took a loan from a genuine RBI-regulated lender, you can also complain to the lender and, if needed, to the RBI Ombudsman.",
      },
    ],
  },

  "daily-digest": {
    slug: "daily-digest",
    icon: "news",
    title: "Daily Digest",
    description:
      "What the daily cyber alerts from the national cybercrime coordination centre are, where to follow the official ones and how to act on them.",
    gradient: "linear-gradient(135deg, #5b21b6, #7c3aed)",
    meta: {
      title: "Daily Digest: Official Cyber Alerts",
      description:
        "Where to follow the official cyber alerts of I4C, Ministry of Home Affairs (CyberDost, cybercrime.gov.in), the scams they warn about and how to act.",
    },
    intro:
      "The Indian Cyber Crime Coordination Centre (I4C) of the Ministry of Home Affairs regularly publishes cyber safety alerts. Here is what they cover, where to find the official ones, and what to do when you see one.",
    whatYouWillLearn: [
      "Who publishes India's official cyber safety alerts",
      "Where to follow them, including CyberDost",
      "The kinds of alerts that come up again and again",
      "How to check that an 'alert' you received is genuine",
      "What to do when an alert matches something that happened to you",
    ],
    sections: [
      {
        heading: "Who publishes the official alerts",
        paragraphs: [
          `The Indian Cyber Crime Coordination Centre (I4C) was set up by the Ministry of Home Affairs to coordinate the fight against cybercrime across the country. It runs the National Cyber Crime Reporting Portal, https://cybercrime.gov.in, and the ${HELPLINE} helpline, and it publishes regular cyber safety tips and warnings about new frauds under the name CyberDost.`,
          "We do not republish a live feed, because an alert is only useful if you read it from the source. Forwarded screenshots of 'government alerts' can themselves be fake, so always check the official channels below.",
        ],
      },
      {
        heading: "Where to follow the official updates",
        bullets: [
          "The National Cyber Crime Reporting Portal, https://cybercrime.gov.in, for reporting and for awareness material.",
          "CyberDost, the Ministry of Home Affairs' cyber safety handle, for example @CyberDost on X (formerly Twitter). Follow only the verified official account.",
          "Sanchar Saathi, https://sancharsaathi.gov.in, of the Department of Telecommunications, for awareness on telecom fraud and for reporting suspicious calls and messages.",
          "Your bank's official app and website, for warnings about frauds that target its customers.",
        ],
      },
      {
        heading: "Alerts that come up again and again",
        paragraphs: ["The details change, but most official alerts warn about one of these patterns:"],
        bullets: [
          "Callers posing as police, CBI, customs or court officials, including 'digital arrest' video calls",
          "Calls about a parcel in your name containing drugs or fake passports",
          "Investment and trading tips in WhatsApp or Telegram groups, with fake apps that block withdrawals",
          "Part-time jobs paying for likes, reviews or 'tasks' that later demand deposits",
          "Messages about KYC updates, blocked accounts or electricity disconnection, with a link or an APK file",
          "Fake traffic challan, courier, wedding invitation or government scheme links that install malicious apps",
          "Fake customer care numbers on search results and social media",
          "Sextortion video calls and illegal loan apps that threaten borrowers",
          "SIM swap, and QR codes sent to 'receive' money",
          "Fraudsters offering to recover money already lost, for a fee",
        ],
      },
      {
        heading: "How to act on an alert",
        bullets: [
          "Check that the alert comes from an official source before you believe or forward it.",
          "Compare it with any recent call or message you have had. If it matches, do not reply, click or pay.",
          `Report the number or message on Chakshu at https://sancharsaathi.gov.in (${reportingRules.chakshuWithin}), even if you lost nothing.`,
          `If you have already paid or shared bank details, call ${HELPLINE} immediately and report at cybercrime.gov.in.`,
          "Tell your family, especially elderly relatives, in your own words. A short conversation protects them better than a forwarded message.",
        ],
      },
    ],
    closingNote: `If an alert describes something that has already happened to you, ${brand} can help you file a complaint straight away and guide you through the next steps.`,
    faqs: [
      {
        question: `Does ${brand} publish the official daily alerts?`,
        answer:
          "No. The official alerts come from the Indian Cyber Crime Coordination Centre of the Ministry of Home Affairs, through cybercrime.gov.in and its CyberDost accounts. This page explains what the alerts cover and how to act on them, and points you to the official sources.",
      },
      {
        question: "How can I tell whether a forwarded 'government alert' is genuine?",
        answer:
          "Look for the same alert on the official website or the verified CyberDost account. Be suspicious of any 'alert' that asks you to click a link, install an app, call a number or pay money: genuine awareness alerts only tell you what to watch for and where to report.",
      },
      {
        question: "I got exactly the call described in an alert but did not lose money. Should I report it?",
        answer: `Yes. Report the number or message on Chakshu on the Sanchar Saathi portal (${reportingRules.chakshuWithin}), so it can be checked and acted upon. If you shared any bank details or made a payment, call ${HELPLINE} and report at cybercrime.gov.in as well.`,
      },
    ],
  },
};

// Fixed words of the Learning Corner pages.
export const learningPageText = {
  whatYouWillLearn: "What You'll Learn",
  needHelp: "Need help with a complaint?",
  cornerHeading: "Learning Corner",
  cornerIntro:
    "Short, practical guides to staying safe online and to what you can do if you have been cheated. Free to read and share.",
  whatsappLine: "Questions? Chat with us on WhatsApp:",
  cornerMetaDescription:
    "Free guides on cyber safety and cyber fraud in India: a citizen manual, safety tips, awareness of current scams and a daily digest.",
};
