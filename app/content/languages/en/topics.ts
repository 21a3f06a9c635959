import type { LawReference, TopicContent } from "~/app/content/types";
import { currentRule } from "~/shared/legal-rules";
import { rbiByDate, windowOf } from "~/app/content/rbi-by-date";
import { reportingRules } from "./reporting-rules";
import { topicPageText } from "./topic-page";
import type { TopicSlug } from "~/shared/routes";

// The nine scam topic pages (/services/<slug>). Every legal fact here is listed with its
// source in docs/content-sources.md; change the two together.

/** The legal rules these pages state, as in force on the day the pages are built (shared/legal-rules). */
const rule = {
  failedAtm: currentRule("rbi-failed-atm-withdrawal"),
  failedTransfer: currentRule("rbi-failed-upi-imps-transfer"),
  ombudsman: currentRule("rbi-ombudsman-scheme"),
  helpline: currentRule("i4c-helpline-1930"),
  portal: currentRule("i4c-portal-complaint"),
  /** The police: a preliminary enquiry, a station that refuses to record a complaint, and arrest. */
  enquiry: currentRule("bnss-173-preliminary-enquiry"),
  refusal: currentRule("bnss-173-refusal"),
  magistrate: currentRule("bnss-175-magistrate"),
  arrestGrounds: currentRule("bnss-47-grounds-of-arrest"),
  arrestCustody: currentRule("bnss-58-arrest-24-hours"),
};

/** "within 90 days of the end of the bank's 30 days or its last reply, whichever is later": the Ombudsman's window, in the scheme's own "days". */
const ombudsmanWithin = (() => {
  const { window } = rule.ombudsman;
  if (!window) throw new Error("The Ombudsman scheme in force gives no window");
  return `within ${window.days} days of ${window.from}`;
})();

const { before, from, wallets, beforeChange, fromChange } = rbiByDate;

/** Laws and rules quoted on more than one page, written once so they never disagree. */
const law = {
  bns303: {
    name: "Section 303, Bharatiya Nyaya Sanhita, 2023 (theft)",
    summary:
      "Theft is dishonestly taking movable property, such as a phone, laptop, wallet or card, out of someone's possession without their consent.",
  },
  bns308: {
    name: "Section 308, Bharatiya Nyaya Sanhita, 2023 (extortion)",
    summary:
      "Putting a person in fear of injury to make them hand over money or property is extortion, including threats sent by phone or message. Punishable with up to seven years in prison, a fine, or both.",
  },
  bns318: {
    name: "Section 318, Bharatiya Nyaya Sanhita, 2023 (cheating)",
    summary:
      "Deceiving a person to make them hand over money or property is cheating. When the victim is made to hand over property, the punishment is up to seven years in prison and a fine.",
  },
  bns319: {
    name: "Section 319, Bharatiya Nyaya Sanhita, 2023 (cheating by personation)",
    summary:
      "Cheating by pretending to be someone else, real or imaginary, such as a bank officer, police officer or relative. Punishable with up to five years in prison, a fine, or both.",
  },
  bns336: {
    name: "Section 336, Bharatiya Nyaya Sanhita, 2023 (forgery)",
    summary:
      "Making a false document or false electronic record to cause harm or to cheat, such as fake ID papers or letters in your name, is forgery. Forgery for cheating is punishable with up to seven years in prison and a fine.",
  },
  bns351: {
    name: "Section 351, Bharatiya Nyaya Sanhita, 2023 (criminal intimidation)",
    summary:
      "Threatening a person with harm to their body, reputation or property, to frighten them or force them to act, is a crime. Punishable with up to two years in prison, a fine, or both; up to seven years for threats to kill or cause grievous hurt.",
  },
  bnss173: {
    name: "Section 173, Bharatiya Nagarik Suraksha Sanhita, 2023 (FIR and 'zero FIR')",
    summary:
      "Information about a cognizable offence can be given at any police station, whatever the area where the crime happened, orally or electronically (an electronic report must be signed within three days). You are entitled to a free copy of what is recorded.",
  },
  bnssRefusal: {
    name: "Sections 173(3), 173(4) and 175(3), Bharatiya Nagarik Suraksha Sanhita, 2023 (if the police delay or refuse your FIR)",
    summary: `${rule.enquiry.says} ${rule.refusal.says} ${rule.magistrate.says}`,
  },
  arrest: {
    name: "Sections 47 and 58, Bharatiya Nagarik Suraksha Sanhita, 2023, and Article 22 of the Constitution (your rights on arrest)",
    summary: `A real arrest happens in person. ${rule.arrestGrounds.says} ${rule.arrestCustody.says} Article 22(1) of the Constitution gives the right to be told the grounds of arrest, and Article 22(2) the right to be produced before a Magistrate within 24 hours.`,
  },
  itAct43: {
    name: "Section 43, Information Technology Act, 2000 (compensation)",
    summary:
      "Anyone who, without permission, gets into your computer or phone, copies or downloads your data, plants a virus or damages your data must pay compensation to you.",
  },
  itAct66: {
    name: "Section 66, Information Technology Act, 2000 (computer-related offences)",
    summary:
      "Doing any act listed in Section 43 dishonestly or fraudulently is a crime, punishable with up to three years in prison, a fine of up to ₹5 lakh, or both.",
  },
  itAct66B: {
    name: "Section 66B, Information Technology Act, 2000 (stolen devices)",
    summary:
      "Dishonestly receiving or keeping a stolen computer or communication device, such as a phone, knowing or having reason to believe it is stolen, is a crime.",
  },
  itAct66C: {
    name: "Section 66C, Information Technology Act, 2000 (identity theft)",
    summary:
      "Fraudulently or dishonestly using another person's electronic signature, password or other unique identification feature is punishable with up to three years in prison and a fine of up to ₹1 lakh.",
  },
  itAct66D: {
    name: "Section 66D, Information Technology Act, 2000 (cheating by personation using a computer resource)",
    summary:
      "Cheating by pretending to be someone else using a phone, computer, app or website is punishable with up to three years in prison and a fine of up to ₹1 lakh.",
  },
  itAct66E: {
    name: "Section 66E, Information Technology Act, 2000 (violation of privacy)",
    summary:
      "Capturing, publishing or sending images of a person's private areas without their consent, in circumstances that violate their privacy, is a crime.",
  },
  itAct72A: {
    name: "Section 72A, Information Technology Act, 2000 (disclosure in breach of contract)",
    summary:
      "A person, including a service provider, who gets someone's personal information while providing a service under a contract and discloses it without consent or in breach of the contract, to cause wrongful loss or gain, can be made to pay a penalty. Since the Jan Vishwas (Amendment of Provisions) Act, 2023, this is a money penalty, not a crime punished with prison.",
  },
  itRules3_2b: {
    name: "Rule 3(2)(b), IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021",
    summary:
      "Within 24 hours of a complaint by the person concerned (or someone on their behalf), platforms must take reasonable steps to remove content that shows their private areas or nudity, or impersonates them, including morphed images.",
  },
  rbiLiabilityBefore: {
    name: `RBI, ${beforeChange.replace(/^For/, "for")}: ${before.thirdParty.instrument}`,
    summary: `For transactions you did not authorise. ${before.bankFault.says} ${before.thirdParty.says} That means within ${windowOf(before.thirdParty)}. ${before.limited.says} ${before.negligence.says} ${rbiByDate.creditBefore} These rules do not cover a payment you made yourself after being tricked.`,
  },
  rbiLiabilityFrom: {
    name: `RBI, ${fromChange.replace(/^From/, "from")}: ${from.directions.instrument}`,
    summary: `${from.directions.says} ${from.bankFault.says} ${from.thirdParty.says} ${from.negligence.says} ${rbiByDate.bankDutiesFrom} ${rbiByDate.compensation}`,
  },
  rbiWallets: {
    name: `RBI, for wallets of companies that are not banks: ${wallets.liability.instrument}`,
    summary: `${wallets.liability.says} ${wallets.credit.says} The credit is due within ${windowOf(wallets.credit)}. ${rbiByDate.walletsUnchanged}`,
  },
  rbiFailedTransactions: {
    name: `RBI: ${rule.failedAtm.instrument}`,
    summary: `${rule.failedAtm.says} ${rule.failedTransfer.says} If the money is not put back, complain to your bank in writing, and then to the RBI Ombudsman.`,
  },
  certInDirections: {
    name: "CERT-In Directions under Section 70B(6) of the IT Act (28 April 2022)",
    summary:
      "Service providers, intermediaries, data centres, companies and government bodies must report listed cyber incidents, including data breaches, data leaks, ransomware and unauthorised access, to CERT-In within 6 hours of noticing them.",
  },
  dpdp8_6: {
    name: "Section 8(6), Digital Personal Data Protection Act, 2023",
    summary:
      "An organisation that holds personal data must tell the Data Protection Board of India and each affected person about a personal data breach. This duty, like most of the Act, comes into force in stages after the DPDP Rules, 2025 were notified in November 2025.",
  },
} satisfies Record<string, LawReference>;

/** Where-to-complain lines that read the same on every page that needs them. */
const where = {
  helpline1930: `1930, the National Cyber Crime Helpline. ${rule.helpline.says}`,
  portal:
    "cybercrime.gov.in, the National Cyber Crime Reporting Portal run by the Indian Cyber Crime Coordination Centre (I4C), Ministry of Home Affairs. Track your complaint with its acknowledgement number.",
  police: `Any police station or cyber police station. You can report even if the crime happened somewhere else (a 'zero FIR'); the police transfer it to the right station. ${rule.refusal.says} Use registered or speed post, and keep the receipt.`,
  bank: `Your bank, wallet or card company, through its official helpline, app or branch. Banks must let you report unauthorised transactions at any hour. Get a complaint number. ${rbiByDate.walletsNote}`,
  ombudsman: `The RBI Ombudsman (${rule.ombudsman.instrument}). ${rule.ombudsman.says}`,
  chakshu: `${reportingRules.chakshu} It does not handle money already lost: report that to 1930 and the national portal above.`,
  certIn:
    "CERT-In, the Indian Computer Emergency Response Team: anyone hit by a cyber security incident, such as phishing or hacking, can report it to incident@cert-in.org.in.",
};

/** RBI's reporting clock for unauthorised transactions, shared by the money pages, each rule with its dates. */
const rbiClock = {
  reportBefore: `${beforeChange}: tell your bank within ${rbiByDate.windowBefore}. ${before.bankFault.says} ${before.thirdParty.says} ${before.limited.says}`,
  reportFrom: `${fromChange}: tell your bank within ${rbiByDate.windowFrom}. ${from.bankFault.says} ${from.thirdParty.says}`,
  bankDutiesBefore: `${beforeChange}: ${rbiByDate.creditBefore}`,
  bankDutiesFrom: `${fromChange}: ${rbiByDate.bankDutiesFrom}`,
  /** Money taken without approval, said in one line: keep RBI's protection by reporting in time. */
  inTime: `If money left your account without your approval, tell your bank at once to keep RBI's protection. ${rbiByDate.timeLimits}`,
  trickedPayment: `${rbiByDate.trickedPayment} ${rbiByDate.actNow} The police and banks can still try to hold the money. ${reportingRules.moneyRestorationShort}`,
};

export const topics: Record<TopicSlug, TopicContent> = {
  "money-scam": {
    slug: "money-scam",
    menuLabel: "Money Scam",
    icon: "money",
    cardDescription:
      "Tricked into sending money or lost money from your account? Act in the first hours to give it the best chance.",
    meta: {
      title: "Money Scam Help",
      description:
        "Lost money to an online or phone scam in India? Call 1930, report on cybercrime.gov.in and tell your bank at once. What to do next.",
    },
    heading: "Money Scam: What to Do Now",
    intro: [
      "If someone tricked you into sending money, or took money from your account, you are not alone and it is not your fault. Right now, speed matters more than anything else.",
      "Call 1930, the National Cyber Crime Helpline, as soon as you can. Then tell your bank and keep every piece of proof. The steps are below, or send us your query and we will help you with the complaint.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: true,
    legal: {
      whatItIs: [
        "A money scam is any trick that makes you pay a fraudster, or lets them take money from your account. It can start with a phone call, SMS, WhatsApp message, social media post, e-mail or fake website.",
        "Common forms: fake customer care numbers, prize and lottery messages, part-time 'task' jobs that ask you to pay first, fake investment groups, online sellers who never deliver, 'buyers' who send a UPI collect request instead of money, and a 'friend' or relative who urgently needs money.",
        "Fraudsters move money quickly through many accounts. A fast report lets the police and banks try to hold it before it disappears.",
        `A different problem: ${rule.failedTransfer.says} Keep its UTR number, and if the money is not back, complain to your bank in writing, and then to the RBI Ombudsman.`,
      ],
      warningSigns: [
        "Pressure to act right now, or a threat that something bad will happen if you wait.",
        "A request for your OTP, UPI PIN, card PIN, CVV or net banking password. No genuine bank, company or official asks for these.",
        "You are asked to enter your UPI PIN or scan a QR code to 'receive' money. A UPI PIN is only ever needed to send money.",
        "An offer that is too good: very high returns, easy money for liking videos, a prize you never entered.",
        "A 'processing fee', 'tax' or 'deposit' you must pay before you get a refund, loan, job or prize.",
        "You are asked to install an app, such as a screen-sharing app, or click a link to 'verify' your account.",
        "A new number claiming to be a friend or relative who needs money at once and cannot talk on a call.",
        "The name your UPI app shows for the receiver does not match the person or company you think you are paying.",
      ],
      firstSteps: [
        "Call 1930. Give the date, amount, transaction ID, your bank, and the account or UPI ID the money went to. Write down the acknowledgement number you are given.",
        "Call your bank's official helpline (printed on your card or passbook, or on the bank's own website). Report the transaction as fraud and ask them to block your card, UPI or net banking if needed. Note the complaint number.",
        `${rule.portal.says} If you could not get through to 1930, file directly on the portal.`,
        "Stop all contact with the fraudster. Do not pay anything more, even if they promise a refund or threaten you.",
        "Take screenshots of chats, payment screens, the fraudster's number, profile, UPI ID and website before they disappear. Do not delete anything.",
        "If you shared a password or PIN, change it now. If you installed an app at their request, uninstall it.",
        "Write down what happened, with dates and times, while you remember it clearly.",
      ],
      whenToComplain: [
        "Immediately. The first hours matter most, because the money may still be in the accounts it first went to.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        "If the loss happened because you shared your OTP, PIN or password, you bear the loss until you report it to the bank. Anything taken after you report is the bank's responsibility.",
        rbiByDate.compensation,
        rbiClock.trickedPayment,
        rbiClock.bankDutiesBefore,
        rbiClock.bankDutiesFrom,
      ],
      whereToComplain: [where.helpline1930, where.portal, where.bank, where.police, where.ombudsman, where.chakshu],
      documents: [
        "ID proof (Aadhaar, PAN card, voter ID, passport or driving licence).",
        "Bank statement showing the fraudulent transactions.",
        "Proof of communication: screenshots, chats, call logs, SMS and e-mails with the fraudster.",
        "Income tax statement (returns) for the last 3 years, to show the source of the money. It is asked for only in some cases; you do not need it to report the fraud.",
        "A complaint letter, signed by you, telling what happened in date and time order.",
        "FIR copy, if you have already filed a complaint at a police station (offline).",
        "Family information, such as your father's, mother's or spouse's name, which complaint forms ask for.",
        "UPI / transaction ID (UTR number) of every payment.",
      ],
      law: [
        law.bns318,
        law.bns319,
        law.itAct66D,
        law.itAct66C,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiWallets,
        law.rbiFailedTransactions,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "Never share an OTP, UPI PIN, card PIN, CVV or password with anyone, on any call or chat.",
        "You never need to enter your UPI PIN or scan a QR code to receive money.",
        "Take customer care numbers only from the company's official website or app, never from search ads or social media posts.",
        "Before paying, check the receiver's name that your UPI app shows.",
        "Check any urgent money request from a friend or relative by calling them on the number you already have.",
        "Never pay a fee to get a job, loan, prize or refund.",
        "Set a daily transaction limit and turn on SMS and e-mail alerts in your bank's app.",
        "Save 1930 and your bank's helpline number in your phone today.",
      ],
    },
    faqs: [
      {
        question: "Will I get my money back?",
        answer: `There is no guarantee. Your chances are best if you report within the first hours, while the police and banks can still hold the money in the accounts it reached. ${reportingRules.moneyRestoration} Keep your acknowledgement number and follow up.`,
      },
      {
        question: "The fraudster is in another city or state. Where do I complain?",
        answer: `You can file online at cybercrime.gov.in from anywhere in India, or go to any police station. Under Section 173 of the Bharatiya Nagarik Suraksha Sanhita, 2023, the police can record your complaint wherever the crime happened (a 'zero FIR') and transfer it to the right station. ${reportingRules.eZeroFir}`,
      },
      {
        question: "I shared the OTP myself. Can I still complain?",
        answer: `Yes. Being tricked into sharing an OTP does not stop you from reporting a crime. Under RBI's rules you may bear the loss until you tell your bank, so report at once: anything taken after that is the bank's responsibility. ${rbiByDate.compensationShort} Your 1930 call and police complaint still help trace and hold the money.`,
      },
    ],
  },

  "atm-scam": {
    slug: "atm-scam",
    menuLabel: "ATM Scam",
    icon: "atm",
    cardDescription:
      "Card skimmed, swapped or used without your knowledge? Block it and report fast to limit your loss.",
    meta: {
      title: "ATM Scam Help",
      description: `ATM or debit card fraud in India? Block your card, call 1930 and tell your bank at once. Your rights under RBI's rules, before and from ${rbiByDate.changeDay}.`,
    },
    heading: "ATM and Card Fraud",
    intro: [
      "Money taken from your account with your ATM or debit card, without your permission, is a crime. RBI's rules protect you, especially if you report quickly.",
      "Block your card first. Then call 1930 and your bank. The steps below tell you what to do and what to keep.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: true,
    legal: {
      whatItIs: [
        "ATM scams steal your card details and PIN, or the card itself, and use them to withdraw or spend your money.",
        "Common tricks: a skimming device over the card slot with a hidden camera or fake keypad that records your PIN; a 'helpful' stranger who watches your PIN and swaps your card; a machine that seems to swallow your card, with a fake helpline number stuck nearby; and calls saying your card is blocked, asking for the card number, CVV or OTP.",
        `A different problem: ${rule.failedAtm.says}`,
      ],
      warningSigns: [
        "Anything loose, bulky or oddly fitted on the card slot or keypad.",
        "A stranger who offers help, stands too close, or asks you to enter your PIN again.",
        "The machine keeps your card and a 'helpline' number is stuck on the ATM or the wall.",
        "The card you got back does not have your name on it.",
        "An SMS for a withdrawal or purchase that you did not make.",
        "A call saying your card is blocked or needs KYC, asking for your card number, expiry date, CVV, PIN or OTP.",
      ],
      firstSteps: [
        "Block your card at once through your bank's app, net banking or official helpline (the number on the back of your card or on the bank's website).",
        "Call 1930 and report the fraud. Write down the acknowledgement number.",
        "Report the transactions to your bank in writing (app, e-mail or branch), state that you did not authorise them, and get a complaint number.",
        rule.portal.says,
        "If your card was stuck or swapped, note the ATM's location, its ID (usually shown on the machine) and the time. Tell your bank, and ask it to keep the ATM's CCTV footage.",
        "If you use the same PIN on other cards, change it.",
        "Keep the SMS alerts and a screenshot or printout of your statement showing the transactions.",
      ],
      whenToComplain: [
        `Right away. Blocking the card stops further loss, and a quick 1930 report gives the best chance to hold the money. ${reportingRules.moneyRestorationShort}`,
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        rbiClock.bankDutiesBefore,
        rbiClock.bankDutiesFrom,
        `If the bank rejects your claim, does not reply or does not put things right, you can go to the RBI Ombudsman ${ombudsmanWithin}. How to complain is under "${topicPageText.whereToComplain}".`,
      ],
      whereToComplain: [
        "The bank that issued your card, through its official helpline, app or branch. Banks must let you report unauthorised transactions at any hour.",
        where.helpline1930,
        where.portal,
        where.police,
        where.ombudsman,
      ],
      documents: [
        "Your ID proof, and the card (or its number, if it was taken).",
        "Bank statement showing the disputed transactions.",
        "The SMS and e-mail alerts for those transactions.",
        "ATM location, ATM ID, date and time, and any receipt.",
        "A signed letter to the bank stating you did not authorise the transactions.",
        "Your bank complaint number and the 1930 / portal acknowledgement number.",
        "FIR or police complaint copy, if filed.",
      ],
      law: [
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiFailedTransactions,
        law.itAct66C,
        law.bns318,
        law.bns303,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "Cover the keypad with your other hand when you type your PIN.",
        "Check the card slot and keypad before you use an ATM. Prefer ATMs at bank branches or with a guard.",
        "Never accept help from strangers at an ATM. If your card gets stuck, call the number on your bank's website or card, not one stuck on the machine.",
        "Turn on SMS alerts, and switch off online, international or contactless use in your bank's app when you do not need it.",
        "Never write your PIN on the card or keep it in your wallet.",
        "Change your PIN if you think someone saw it.",
      ],
    },
    faqs: [
      {
        question: "The ATM gave no cash but my account was debited. Is this fraud?",
        answer: `Usually not. ${rule.failedAtm.says} Complain to your bank in writing first, and then to the RBI Ombudsman at cms.rbi.org.in.`,
      },
      {
        question: "My card was with me, but money was withdrawn. How?",
        answer: `Your card was probably copied (skimmed) and your PIN recorded at an ATM or shop. If you did not share your PIN or card details, this points to a third-party fraud. Under RBI's rules you should bear no loss if you report it to your bank in time. ${rbiByDate.timeLimits}`,
      },
      {
        question: "How long will the bank take to decide?",
        answer: `For a transaction you did not authorise, it depends on its date. ${rbiClock.bankDutiesBefore} ${rbiClock.bankDutiesFrom} If the bank does not put things right, you can complain to the RBI Ombudsman at cms.rbi.org.in.`,
      },
    ],
  },

  "fake-calls": {
    slug: "fake-calls",
    menuLabel: "Fake Calls",
    icon: "phone",
    cardDescription:
      "Calls from fake police, bank, courier or customer care? Learn to spot them, hang up and report the number.",
    meta: {
      title: "Fake Call Scam Help",
      description:
        "Fake police, bank, courier or 'digital arrest' calls in India: how to spot them, what to do and where to report. Lost money? Call 1930.",
    },
    heading: "Fake Calls and 'Digital Arrest' Threats",
    intro: [
      "Fraudsters call pretending to be your bank, a courier company, the police, CBI, customs or a relative in trouble. They use fear or hurry to make you pay or share details.",
      "No genuine official will ask you for money, an OTP or a PIN on a phone or video call. If you have already paid, call 1930 now.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: true,
    legal: {
      whatItIs: [
        "A fake call is a phone, WhatsApp or video call from someone pretending to be a person or office you trust. The aim is to frighten or rush you into sending money, sharing an OTP or PIN, or installing an app.",
        "In a 'digital arrest' scam, callers pose as police, CBI, customs or a judge. They say a parcel in your name held drugs, or your Aadhaar was used in a crime, keep you on a video call for hours, and demand money to 'clear' your name. There is no such thing as a digital arrest: real agencies do not arrest anyone or collect money over a video call.",
        "Other common scripts: your SIM will be cut off, your electricity will be disconnected tonight, your KYC has expired, a relative has been arrested or hurt, or you have won a prize.",
      ],
      warningSigns: [
        "The caller threatens arrest, an account freeze or disconnection unless you act immediately.",
        "You are told not to tell anyone, not to hang up, or to stay on a video call.",
        "The caller shows an ID card, uniform, police station background or 'court order' on video.",
        "You are asked to send money to a 'safe', 'verification' or 'RBI' account.",
        "You are asked for an OTP, PIN or card details, or to install a screen-sharing app.",
        "A recorded voice says your number or card will be blocked and asks you to press a key.",
        "A relative's voice sounds odd, or the caller will not let you call back. Voices can be faked.",
      ],
      firstSteps: [
        "Hang up. You are not under arrest and you do not have to stay on the call.",
        "If you sent money, call 1930 at once, then your bank's official helpline.",
        "Check the story yourself: call your bank, courier company or relative on a number you already know, or visit your local police station.",
        "Take screenshots of the number, call log, video call, any 'documents' they sent and payment details. Do not delete the chats.",
        `Report the number on Chakshu at sancharsaathi.gov.in, ${reportingRules.chakshuWithin}.`,
        "If you shared an OTP or installed an app, ask your bank to block cards and UPI, uninstall the app and change your passwords.",
        "File a complaint on cybercrime.gov.in and keep the acknowledgement number to track it.",
      ],
      whenToComplain: [
        "If you lost money, within minutes if you can. The first hours give the best chance to hold it.",
        rbiClock.inTime,
        rbiClock.trickedPayment,
        "If you are being threatened or blackmailed, go to the police at once, even if you have not paid anything.",
        `If you lost nothing, still report the number on Chakshu soon: it takes reports ${reportingRules.chakshuWithin}. It helps the authorities act against numbers used for fraud.`,
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.chakshu,
        "Sanchar Saathi's RICWIN facility, to report an international call that showed an Indian (+91) number.",
        where.police,
        where.bank,
      ],
      documents: [
        "The caller's number, with the date and time of calls (screenshot of your call log).",
        "Screenshots or recordings of video calls and chats, and any fake notices, IDs or 'arrest warrants'.",
        "Bank statement and transaction IDs (UTR) of any payments.",
        "The account numbers or UPI IDs you were told to pay into.",
        "Your ID proof.",
        "Your 1930 acknowledgement number or portal complaint number.",
      ],
      law: [
        law.bns319,
        law.itAct66D,
        law.bns308,
        law.bns351,
        law.bns318,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.bnss173,
        law.bnssRefusal,
        law.arrest,
      ],
      safetyTips: [
        "Police, CBI, customs, courts and RBI never demand money or 'verification' payments on a call.",
        "Do not press keys or call back numbers given in recorded messages.",
        "Agree a family code word to check emergency calls from relatives.",
        "Never install an app because a caller asks you to.",
        "Take helpline numbers from your bank's website or card, never from the caller.",
        "Talk to family or a friend before doing anything a caller asks. Fraudsters want you alone.",
      ],
    },
    faqs: [
      {
        question: "Can the police arrest me on a video call?",
        answer: `No. Indian law has no 'digital arrest'. A real arrest happens in person. ${rule.arrestGrounds.says} ${rule.arrestCustody.says} Police, CBI and other agencies do not arrest people or collect money over video calls. Hang up and report the number.`,
      },
      {
        question: "I answered the call but shared nothing. Am I at risk?",
        answer: `Answering a call alone does not usually cause any loss. If you did not share an OTP or PIN, install an app or pay, your money is generally safe. Report the number on Chakshu (${reportingRules.chakshuWithin}) and be careful with any follow-up calls.`,
      },
      {
        question: "The caller knew my name and Aadhaar number. Does that mean it was real?",
        answer:
          "No. Fraudsters often have personal details from leaks or earlier scams. Knowing your details does not make them genuine. To be safe, lock your Aadhaar biometrics on myAadhaar and never confirm an OTP or PIN.",
      },
    ],
  },

  "phishing-scam": {
    slug: "phishing-scam",
    menuLabel: "Phishing Scam",
    icon: "phishing",
    cardDescription: "Clicked a fake link or typed details into a fake site? Secure your accounts and report it fast.",
    meta: {
      title: "Phishing Scam Help",
      description:
        "Clicked a fake link or entered bank details on a fake website? How to secure your accounts and report phishing in India.",
    },
    heading: "Phishing: Fake Links, Sites and Messages",
    intro: [
      "Phishing is a fake message or website that looks like your bank, a delivery company, a government office or a shop. It is made to steal your passwords, card details or OTP.",
      "If you typed details into a suspicious page, act now: alert your bank, change passwords and, if money has gone, call 1930.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: true,
    legal: {
      whatItIs: [
        "Phishing messages arrive by SMS, e-mail, WhatsApp or social media. They copy the logos and language of real organisations and link to fake pages that record whatever you type.",
        "Common bait: KYC update or account block, an unpaid electricity bill, a parcel held for a small fee, a traffic challan, an income tax refund, expiring reward points, or a job offer. Some send a file (such as an .apk) that installs a harmful app.",
        "With your details, fraudsters log in to your bank or e-mail, add new payees, or approve payments using the OTP you are tricked into sharing.",
      ],
      warningSigns: [
        "A link with a misspelled name, extra words or an odd ending, instead of the organisation's real web address.",
        "Urgency, such as 'your account will be blocked today'.",
        "A page that asks for your card number, CVV, PIN, OTP or net banking password.",
        "A shortened link, or a message from a personal mobile number or free e-mail address.",
        "Spelling mistakes, strange grammar or 'Dear customer' instead of your name.",
        "An OTP arrives for a payment or login you did not start.",
      ],
      firstSteps: [
        "If money has gone, call 1930 and your bank's official helpline at once.",
        "Ask your bank to block your card, net banking or UPI if you typed any of those details.",
        "Change the password you entered on the fake page, from a safe device if you can, and anywhere else you use the same password.",
        "Turn on two-step verification for e-mail and social media, and sign out of all other sessions.",
        "If you downloaded a file or app from the link, uninstall it (see our Digital Fraud page).",
        "Take screenshots of the message, sender, link and fake page. Do not forward the link to anyone.",
        `Report on cybercrime.gov.in, and report the sender on Chakshu if it came by SMS or WhatsApp (${reportingRules.chakshuWithin}), or to your e-mail provider.`,
      ],
      whenToComplain: [
        "At once if any money moved, or if you typed bank details or an OTP into the page.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        "If you shared the OTP or password yourself, you may bear the loss until you report it to your bank, so do not wait.",
        rbiByDate.compensation,
        "Report the fake link or message even if you lost nothing. It can stop others being cheated.",
        "If your e-mail or social media account was taken over, report it to the platform straight away; recovery is usually easier the sooner you act.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.bank,
        where.chakshu,
        where.certIn,
        "The e-mail or social media platform, using its 'report phishing' or 'report account' option.",
      ],
      documents: [
        "Screenshots of the message, the sender's number or e-mail address, and the full link.",
        "Screenshots of the fake website with its address visible.",
        "Bank statement and transaction IDs of any loss.",
        "SMS and e-mail alerts for OTPs, logins or payments you did not make.",
        "Your bank complaint number and 1930 / portal acknowledgement number.",
        "Your ID proof.",
      ],
      law: [
        law.itAct66C,
        law.itAct66D,
        law.itAct43,
        law.itAct66,
        law.bns318,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
      ],
      safetyTips: [
        "Do not click links in unexpected messages. Type your bank's address yourself or use its official app.",
        "Check the full web address before you log in. Indian banks are moving their websites to addresses ending in '.bank.in'.",
        "Update KYC only in your bank's official app or at the branch, never through a link in a message.",
        "Use two-step verification, and different passwords for e-mail, banking and social media.",
        "Install apps only from the official Play Store or App Store, never from a link or an .apk file.",
        "Keep your phone and apps updated.",
      ],
    },
    faqs: [
      {
        question: "I opened the link but typed nothing. What should I do?",
        answer: `The risk is usually low. Close the page and do not enter anything. If a file downloaded, delete it without opening it; if an app installed, uninstall it. Watch your bank and e-mail alerts for a few days and report the message on Chakshu (${reportingRules.chakshuWithin}).`,
      },
      {
        question: "I typed my OTP into the fake page myself. Can I get the money back?",
        answer: `There is no guarantee. Under RBI's rules you may bear the loss until you tell your bank, so report immediately. Call 1930 too: if the money is still in the accounts it reached, the police and banks can try to hold it. ${reportingRules.moneyRestorationShort}`,
      },
      {
        question: "How can I tell a real bank website from a fake one?",
        answer:
          "Get the address from your bank's app, card, passbook or statement, save it as a bookmark and always use that. Indian banks' official sites are moving to addresses ending in '.bank.in', so check the address too. Anything asking for your PIN or OTP to 'verify' you is fake.",
      },
    ],
  },

  "identity-theft": {
    slug: "identity-theft",
    menuLabel: "Identity Theft",
    icon: "identity",
    cardDescription: "Someone using your Aadhaar, PAN, SIM, photos or name? Lock what you can and report the misuse.",
    meta: {
      title: "Identity Theft Help",
      description:
        "Someone misusing your Aadhaar, PAN, SIM or photos in India? Lock your Aadhaar biometrics, check your credit report and report it.",
    },
    heading: "Identity Theft",
    intro: [
      "Identity theft is when someone uses your name, Aadhaar, PAN, photos, SIM or logins to pretend to be you: to take loans, open accounts, get SIM cards or cheat people you know.",
      "You can limit the damage. Lock what you can, check what has been opened in your name, and report it with proof.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: false,
    legal: {
      whatItIs: [
        "Fraudsters collect personal details from lost documents, photocopies, data leaks, fake forms and phishing. They use them to take instant loans, get credit cards or SIM cards, open bank accounts used to move stolen money, or make fake social media profiles in your name.",
        "Many people only find out when a loan recovery agent calls, their credit score drops, a friend asks why they wanted money, or an OTP or letter arrives that they did not expect.",
      ],
      warningSigns: [
        "Calls, SMS or e-mails about loans, credit cards or accounts you never applied for.",
        "Your credit report shows loans, cards or enquiries that are not yours.",
        "Your Aadhaar authentication history shows use you do not recognise.",
        "Friends get messages or money requests from a profile with your name and photo.",
        "Your mobile number suddenly stops working.",
        "Income or transactions you do not know about appear in your Annual Information Statement (AIS) or Form 26AS on the income tax portal.",
        "OTPs you did not ask for.",
      ],
      firstSteps: [
        "If money has been taken, call 1930 and your bank first.",
        "Lock your Aadhaar biometrics on myAadhaar (myaadhaar.uidai.gov.in) or the mAadhaar app, and check your Aadhaar authentication history there.",
        "If your SIM stopped working suddenly, call your mobile operator from another phone and ask them to block it.",
        "Check the SIM cards issued in your name with 'Know Your Mobile Connections' on Sanchar Saathi, and report any that are not yours.",
        "Change the passwords of your e-mail, banking and social media, and turn on two-step verification.",
        "Report fake profiles to the platform, ask friends to report them too, and warn your contacts not to send money.",
        "Get your credit report from the credit bureaus and dispute any loan or card that is not yours with the lender and the bureau.",
        "File a complaint on cybercrime.gov.in and keep the acknowledgement number.",
      ],
      whenToComplain: [
        "As soon as you notice. The longer a fake loan or account runs, the harder it is to undo.",
        "Report a fake profile to the platform at once: under the IT Rules, 2021, within 24 hours of your complaint it must take all reasonable steps to remove content impersonating you or block access to it.",
        "Dispute unknown loans and cards in writing with the lender and the credit bureau as soon as you see them, and keep copies.",
        "Get a police complaint or FIR recorded early. Lenders, banks and bureaus often ask for it.",
      ],
      whereToComplain: [
        where.portal,
        where.police,
        "UIDAI, for Aadhaar misuse: helpline 1947 or help@uidai.gov.in.",
        "Sanchar Saathi (sancharsaathi.gov.in) and your mobile operator, for SIM cards taken in your name.",
        "The lender, and the credit bureaus (TransUnion CIBIL, Experian, Equifax, CRIF High Mark), for loans or cards in your name.",
        "The social media platform's grievance officer, for fake profiles.",
        where.helpline1930,
      ],
      documents: [
        "Your ID proof, to show who you really are.",
        "Proof of misuse: screenshots of fake profiles, loan messages, recovery calls and letters.",
        "Credit report pages showing loans or cards that are not yours.",
        "Aadhaar authentication history, if it shows misuse.",
        "Copies of your complaints to lenders, banks and platforms, and their replies.",
        "FIR copy or portal acknowledgement number.",
      ],
      law: [law.itAct66C, law.itAct66D, law.bns319, law.bns336, law.itRules3_2b, law.itAct43],
      safetyTips: [
        "On photocopies of ID you hand over, write the purpose and date across them, such as 'For SIM KYC only'.",
        "Use a masked Aadhaar or Virtual ID (VID) wherever it is accepted.",
        "Keep your Aadhaar biometrics locked and unlock them only when you need to.",
        "Check your credit report at least once a year. Each credit bureau must give you one free full report every calendar year.",
        "Keep social media profiles private, and never post ID documents, tickets or boarding passes.",
        "Never share an OTP to 'verify your identity' for someone else.",
      ],
    },
    faqs: [
      {
        question: "A loan was taken in my name. Do I have to repay it?",
        answer:
          "You should not have to repay a loan you never took, but you must dispute it. Write to the lender with your police complaint or portal acknowledgement, ask for the application documents, and raise a dispute with the credit bureau. If a bank or NBFC does not resolve it within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.",
      },
      {
        question: "How do I lock my Aadhaar biometrics?",
        answer:
          "Log in to myAadhaar (myaadhaar.uidai.gov.in) or the mAadhaar app with the OTP sent to your Aadhaar-linked mobile number, and choose the option to lock biometrics. Once locked, nobody can use your fingerprints or iris for Aadhaar authentication until you unlock them.",
      },
      {
        question: "Someone made a fake profile with my photos. What can I do?",
        answer:
          "Report it to the platform using its report option or grievance officer. Under the IT Rules, 2021, within 24 hours of your complaint the platform must take all reasonable steps to remove content that impersonates you or block access to it. If the profile is used to cheat or threaten anyone, also file a complaint on cybercrime.gov.in.",
      },
    ],
  },

  "spam-email": {
    slug: "spam-email",
    menuLabel: "Spam Emails",
    icon: "mail",
    cardDescription: "Lottery, job, refund or blackmail e-mails? Know which are dangerous and how to report them.",
    meta: {
      title: "Spam Email Help",
      description:
        "Lottery, job, refund or blackmail e-mails: how to spot dangerous spam, what to do if you replied or paid, and where to report in India.",
    },
    heading: "Spam and Scam E-mails",
    intro: [
      "Most spam is only annoying. Some is dangerous: it tries to make you pay, open an infected file or give away your passwords.",
      "If you only received it, mark it as spam and delete it. If you replied, paid or opened an attachment, follow the steps below.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: false,
    legal: {
      whatItIs: [
        "Spam is unwanted bulk e-mail or SMS. Scam e-mails go further: fake lottery wins, inheritance or 'foreign fund' offers, job offers that ask for a fee, fake invoices, and threats claiming someone hacked your camera and will leak videos unless you pay.",
        "Some carry attachments or links that install harmful software or lead to fake login pages. Scams aimed at businesses pretend to be a supplier or the boss and ask for payment to a 'new' bank account.",
      ],
      warningSigns: [
        "You have 'won' something you never entered.",
        "A fee, tax or charge is needed before you receive money or a job.",
        "The sender's address does not match the company, or replies go to a different address.",
        "An unexpected attachment, especially a zip, .exe or .apk file, or a document asking you to 'enable macros'.",
        "A threat to leak your private videos or data unless you pay, often quoting an old password of yours.",
        "A supplier or your boss suddenly asks you to pay a new bank account, or to keep a payment secret.",
      ],
      firstSteps: [
        "Do not reply, click links or open attachments. Do not pay.",
        "If you paid money, call 1930 and your bank at once.",
        "If you opened an attachment or typed a password, change your passwords from another, safe device and run a security scan.",
        "If it is a blackmail e-mail, do not reply. If it quotes a password you still use, change it everywhere.",
        "Businesses: confirm any change in bank details by phone, on a number you already have, before paying.",
        "Save the e-mail with its full headers ('Show original' or 'View source') as evidence.",
        "Mark it as spam or phishing in your e-mail app, and report scams on cybercrime.gov.in.",
      ],
      whenToComplain: [
        "If you lost money, immediately: call 1930.",
        "If you are threatened or blackmailed, report to the police or on the portal straight away, even if you have not paid.",
        "Plain spam with no loss needs no police complaint. Mark it as spam so your provider can filter similar mail.",
        "For unwanted marketing calls or SMS, complain to 1909 soon after you receive them, from the number that received them.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        "Your e-mail provider, using 'Report spam' or 'Report phishing'.",
        where.certIn,
        `1909 (call or SMS) or TRAI's DND app, for unwanted marketing calls and SMS; Chakshu on Sanchar Saathi for fraud SMS (${reportingRules.chakshuWithin}).`,
        where.police,
      ],
      documents: [
        "The e-mail itself, saved with full headers.",
        "Screenshots of the e-mail, the sender's address and any links.",
        "Payment proof and transaction IDs, if you paid.",
        "Your replies and any chats that followed.",
        "Your ID proof.",
        "Your 1930 acknowledgement number or portal complaint number.",
      ],
      law: [law.itAct66D, law.itAct43, law.itAct66, law.bns318, law.bns308],
      safetyTips: [
        "Keep your e-mail's spam filter on. For suspicious mail, do not click 'unsubscribe'; mark it as spam instead.",
        "Use a separate password for your e-mail and turn on two-step verification.",
        "Never pay a fee to receive a prize, job or loan.",
        "Check the sender's full e-mail address, not just the name shown.",
        "Businesses: confirm bank-detail changes by phone and have two people approve large payments.",
        "Keep your computer, phone and security software updated.",
      ],
    },
    faqs: [
      {
        question: "An e-mail says my webcam was hacked and they have videos of me. Is it true?",
        answer:
          "Almost always not. These e-mails are sent to thousands of people at once, sometimes with an old password from a data leak to look convincing. Do not reply or pay. Change any password it mentions, and report it on cybercrime.gov.in if you feel threatened.",
      },
      {
        question: "Is receiving spam a crime I should report to the police?",
        answer:
          "Ordinary spam is not worth a police complaint: mark it as spam and delete it. Report to the police or cybercrime.gov.in if you lost money, were threatened or blackmailed, or someone is pretending to be you or your company.",
      },
      {
        question: "I opened an attachment. What now?",
        answer:
          "Disconnect the device from the internet, run a full security scan, and change your important passwords from another device. Watch your bank and e-mail for unusual activity. If anything looks wrong, or money is lost, call 1930 and ask us for help.",
      },
    ],
  },

  "data-theft": {
    slug: "data-theft",
    menuLabel: "Data Theft",
    icon: "database",
    cardDescription: "Personal or business data stolen, leaked or misused? Contain it, report it and know your rights.",
    meta: {
      title: "Data Theft Help",
      description:
        "Personal or business data stolen or leaked in India? Steps to contain it, report to police and CERT-In, and what the IT Act says.",
    },
    heading: "Data Theft and Data Leaks",
    intro: [
      "Data theft is when someone copies, takes or leaks your personal or business information without permission: files, photos, contacts, customer lists, passwords or financial records.",
      "Whether you are a person or a small business, first stop further leakage, then keep evidence and report it.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: false,
    legal: {
      whatItIs: [
        "Data can be stolen by hacking an account or device, through harmful software, by an employee or contractor copying files, from a lost or stolen device, or through a leak at a company that held your data.",
        "Stolen data is used for fraud (loans in your name, or convincing scam calls that know your details), blackmail with private photos, selling customer lists, or ransom demands.",
        "Businesses have duties too: certain cyber incidents must be reported to CERT-In within 6 hours of noticing them, and the Digital Personal Data Protection Act, 2023 requires organisations to report personal data breaches to the Data Protection Board and to affected people as its provisions come into force.",
      ],
      warningSigns: [
        "Logins from unknown devices or places, or password-reset e-mails you did not ask for.",
        "Files missing, changed, locked or renamed, or a ransom note.",
        "Your private photos, documents or customer data appear online, or are sent to you with a threat.",
        "Customers or contacts receive fraud messages that use details only you had.",
        "Unusually large downloads, or an employee leaving with copies of client lists or files.",
        "A company tells you your data was part of a breach.",
      ],
      firstSteps: [
        "From a clean device, change the passwords of affected accounts, sign out of all sessions and turn on two-step verification.",
        "Disconnect an infected computer from the internet and network. Do not wipe it yet if you may need it as evidence.",
        "Take screenshots and save links, messages, threats and logs that show the theft or leak, with dates and times.",
        "If bank or card details were taken, tell your bank and block them. If money was lost, call 1930.",
        "If private images are posted online, report them to the platform; within 24 hours of your complaint it must take all reasonable steps to remove them or block access to them.",
        "Businesses: report to CERT-In at incident@cert-in.org.in within 6 hours of noticing a reportable incident, and involve your lawyer or compliance officer.",
        "File a complaint on cybercrime.gov.in or at a cyber police station.",
      ],
      whenToComplain: [
        "Immediately if your data is being used to threaten, blackmail or cheat you.",
        "Businesses: within 6 hours of noticing listed incidents such as data breaches, data leaks, ransomware or unauthorised access (CERT-In directions of 28 April 2022).",
        "Before evidence disappears: posts and server logs can be deleted, so save them first.",
        "If a company leaked your data, ask its grievance officer in writing what was exposed and what it is doing, and keep the reply.",
      ],
      whereToComplain: [
        where.portal,
        where.police,
        where.certIn,
        "The platform where your data or images appear, through its report option or grievance officer.",
        "The company that held your data, through its grievance or data protection officer.",
        where.helpline1930,
      ],
      documents: [
        "Screenshots and links showing where your data appears or how it was misused.",
        "Threat messages and e-mails, with the sender's details.",
        "Login alerts, access logs or system logs (for businesses).",
        "A list of what data was affected and when you noticed.",
        "For employee cases: the employment contract, confidentiality agreement and access records.",
        "ID proof or a company authorisation letter, and your complaint acknowledgement numbers.",
      ],
      law: [law.itAct43, law.itAct66, law.itAct72A, law.itAct66E, law.certInDirections, law.dpdp8_6],
      safetyTips: [
        "Back up important files regularly to a separate drive or account, and check that you can restore them.",
        "Use a different password for every account, a password manager and two-step verification.",
        "Businesses: give staff access only to the data they need, and remove access the day they leave.",
        "Set a screen lock and turn on encryption on laptops and phones.",
        "Do not keep scans of ID documents, passwords or private photos in e-mail or chat apps.",
        "Keep software updated and never use pirated software.",
      ],
    },
    faqs: [
      {
        question: "Someone is threatening to leak my private photos. What should I do?",
        answer:
          "Do not pay and do not delete the messages. Save screenshots, then report on cybercrime.gov.in or at a police station: this can be extortion under Section 308 of the Bharatiya Nyaya Sanhita and a privacy crime under Section 66E of the IT Act. If the images are posted, the platform must, within 24 hours of your complaint, take all reasonable steps to remove them or block access to them.",
      },
      {
        question: "A company leaked my data. Can I claim compensation?",
        answer:
          "Possibly. Section 43 of the IT Act allows compensation from anyone who copies or downloads your data without permission, claimed before the adjudicating officer appointed under the IT Act (or a civil court for very large claims). Whether it applies depends on the facts, so keep the company's breach notice and ask us or a lawyer for advice.",
      },
      {
        question: "We are a small business. Do we have to report to CERT-In?",
        answer:
          "CERT-In's directions of 28 April 2022 apply to service providers, intermediaries, data centres, companies and government bodies, and require listed incidents to be reported within 6 hours of noticing them. If you run a company or firm, it is safest to report: write to incident@cert-in.org.in. CERT-In can also give technical help.",
      },
    ],
  },

  malware: {
    slug: "malware",
    menuLabel: "Digital Fraud",
    icon: "malware",
    cardDescription:
      "Fake apps, screen-sharing tricks, fake trading apps or 'digital arrest'? Stop the damage and report it.",
    meta: {
      title: "Digital Fraud Help",
      description:
        "UPI fraud, fake apps, screen-sharing tricks, fake trading apps and 'digital arrest' in India: what to do first and where to report.",
    },
    heading: "Digital Fraud: Fake Apps, Malware and Online Payment Fraud",
    intro: [
      "Digital fraud covers scams that work through your phone or computer: UPI and online payment fraud, harmful apps that read your SMS and OTPs, screen-sharing tricks, fake investment and trading apps, and 'digital arrest' calls.",
      "If money has left your account, call 1930 now. Then disconnect the device and secure your accounts.",
    ],
    formTitle: "Query Resolve Form",
    goldenHour: true,
    legal: {
      whatItIs: [
        "Malware is a harmful app or file. Once installed, often from a link, an .apk file sent on WhatsApp, or a fake 'customer care' request, it can read your SMS and OTPs, record your screen or let the fraudster control your phone. Screen-sharing apps are genuine tools, but fraudsters use them to watch you type your PIN.",
        "Fake investment and trading apps show big 'profits' on screen, often after you join a WhatsApp or Telegram 'stock tips' group. When you try to withdraw, they ask for 'tax' or 'fees', and the money never comes back. Fake loan apps give small loans, then harass or blackmail borrowers using their contacts and photos.",
        "In 'digital arrest' fraud, callers pose as police, CBI, customs or judges on video calls and demand money to avoid arrest. Real agencies never arrest anyone or collect money over a video call.",
      ],
      warningSigns: [
        "Someone asks you to install a screen-sharing or remote-access app, or an .apk file, to 'help' you or process a refund.",
        "An app asks to read your SMS or notifications, or for accessibility control, without a clear reason.",
        "OTPs you did not ask for, apps you do not recognise, or your phone suddenly slows down or heats up.",
        "Guaranteed or very high returns, or an 'expert' group that shows other members' big profits.",
        "You can deposit easily, but cannot withdraw without paying more.",
        "A loan app that wants access to your contacts and photos, or takes large fees upfront.",
        "A video call from 'officials' who say you are under arrest and must not disconnect.",
      ],
      firstSteps: [
        "Call 1930 if any money has gone, and your bank's official helpline to block cards, UPI and net banking. Use another phone if you can.",
        "Disconnect the affected phone or computer from the internet: flight mode, or Wi-Fi and mobile data off.",
        "Take screenshots of the app's name and screens, then uninstall the suspicious or screen-sharing app.",
        "From a different, safe device, change the passwords for e-mail, banking and UPI apps, and reset your UPI PIN.",
        "Stop paying. Never pay a 'tax', 'fee' or 'penalty' to withdraw profits or close a case.",
        "Save evidence: the app's download link, group chats, payment receipts, and the accounts and UPI IDs you paid into.",
        `${rule.portal.says} Keep the acknowledgement number.`,
      ],
      whenToComplain: [
        "Within minutes if you can. The first hours give the best chance to hold the money.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        rbiClock.trickedPayment,
        "For investment fraud, report even if it began months ago. The same group may be cheating others, and the accounts can still be traced.",
        "For 'digital arrest' threats, report at once, even if you have not paid.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.bank,
        where.police,
        where.chakshu,
        "SEBI (sebi.gov.in), to check whether a broker or adviser is registered. Complaints against SEBI-registered firms go to SEBI's SCORES portal (scores.sebi.gov.in).",
        "Google Play or the App Store, to report the fake app.",
      ],
      documents: [
        "Bank statement and UPI / transaction IDs.",
        "The app's name, download link or file, and screenshots of its screens and 'profits'.",
        "Chats from WhatsApp or Telegram groups, and the fraudsters' numbers.",
        "The accounts and UPI IDs you paid into.",
        "Screenshots or recordings of video calls, and any fake notices (for 'digital arrest').",
        "Your ID proof, 1930 acknowledgement and portal complaint number.",
      ],
      law: [
        law.itAct43,
        law.itAct66,
        law.itAct66D,
        law.bns318,
        law.bns308,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiWallets,
        law.bnss173,
        law.bnssRefusal,
        law.arrest,
      ],
      safetyTips: [
        "Install apps only from the official app stores, and check the developer's name and reviews.",
        "Never install a screen-sharing app because a stranger asks you to.",
        "Before investing, check SEBI registration on sebi.gov.in. No genuine adviser guarantees returns.",
        "Borrow only from a bank or a lender you can confirm is regulated by RBI.",
        "Check app permissions, and do not let unknown apps read SMS or use accessibility.",
        "Keep your phone's software updated.",
        "Remember: no agency arrests anyone by video call. Hang up and call your local police.",
      ],
    },
    faqs: [
      {
        question: "I gave screen-sharing access to a 'customer care' person. What now?",
        answer:
          "Disconnect the phone from the internet and uninstall the app. Call your bank to block cards, UPI and net banking, and change your passwords and UPI PIN from another device. If any money has gone, call 1930 at once.",
      },
      {
        question: "The trading app shows big profits but will not let me withdraw. Should I pay the fee?",
        answer:
          "No. This is how fake trading apps work: the profits on screen are not real, and each fee is followed by another. Stop paying, save all chats and payment details, and report on 1930 and cybercrime.gov.in.",
      },
      {
        question: "A loan app is threatening to send my photos to my contacts. What can I do?",
        answer:
          "Do not pay under threat. Threatening you to get money is extortion and criminal intimidation under the Bharatiya Nyaya Sanhita. Save the threats, uninstall the app, warn your contacts, and report on cybercrime.gov.in or at a police station.",
      },
    ],
  },

  theft: {
    slug: "theft",
    menuLabel: "Theft",
    icon: "theft",
    cardDescription: "Phone or laptop stolen or lost? Block the SIM and the device, and protect the accounts on it.",
    meta: {
      title: "Stolen Phone or Device Help",
      description:
        "Phone or laptop lost or stolen in India? Block your SIM, block the phone on CEIR, protect your bank and UPI, and file a police report.",
    },
    heading: "Stolen or Lost Phone, Laptop or Device",
    intro: [
      "A stolen phone is not just a lost device. It holds your SIM, UPI and banking apps, e-mail, photos and contacts, and a thief can try to use them within minutes.",
      "Act in this order: block the SIM and your money apps, lock or erase the device remotely, then report to the police and block the phone by its IMEI number.",
    ],
    formTitle: "Report a Theft",
    goldenHour: false,
    legal: {
      whatItIs: [
        "Device theft includes phone snatching, pickpocketing, theft from a house, car or office, and a lost device that someone keeps. The bigger risk is what is inside: OTPs come to your SIM, and open apps may give access to money and accounts.",
        "Thieves may try to get into UPI or banking apps, reset your passwords using OTPs on your SIM, message your contacts asking for money, or misuse your photos and documents.",
        "The Department of Telecommunications' CEIR system, on the Sanchar Saathi portal, lets you block a lost or stolen phone by its IMEI number on all mobile networks in India, and unblock it when it is found.",
      ],
      warningSigns: [
        "OTP, login or password-reset alerts for things you did not do.",
        "Transactions you did not make on your bank or UPI statements.",
        "Friends get messages from your number or accounts asking for money.",
        "Your e-mail or social media sign you out, or your password stops working.",
        "Someone claiming to have 'found' your phone asks for your passcode or an OTP, or sends a link to 'locate' it.",
      ],
      firstSteps: [
        "From another phone, call your mobile operator to block your SIM. Ask for a replacement SIM with the same number.",
        "Call your bank(s) to block UPI, mobile banking and cards linked to the phone. If money has gone, call 1930.",
        "From another device, use Find My Device (Android) or Find My (Apple) to lock the phone and show a message. Erase it if you cannot get it back.",
        "Change the passwords of your e-mail, social media and banking from another device, and sign out of all sessions.",
        "Report the theft at the nearest police station or through your state police's online service, and keep a copy. You can report wherever you are, even if the theft happened elsewhere.",
        "Block the phone on CEIR at sancharsaathi.gov.in, using its IMEI number and your police complaint details.",
        "Tell family and friends not to act on money requests from your number or accounts.",
      ],
      whenToComplain: [
        "Immediately. The first hour is when thieves try to use open apps and your SIM.",
        rbiClock.inTime,
        "File the police report as soon as you can. You need its details to block the phone on CEIR, and usually for insurance claims.",
        "If the phone is recovered, unblock it on CEIR before using it again.",
      ],
      whereToComplain: [
        "Your mobile operator's store or customer care, to block and replace your SIM.",
        "Your bank and your UPI apps' official helplines.",
        where.police,
        "CEIR on Sanchar Saathi (sancharsaathi.gov.in), to block the phone by its IMEI number.",
        "1930 and cybercrime.gov.in, if money or accounts were misused.",
        "Your employer's IT team, if it was a work device.",
      ],
      documents: [
        "The purchase invoice or box showing the IMEI number(s), or the laptop's serial number.",
        "Police complaint or FIR copy, or its number.",
        "Your ID proof.",
        "The mobile number(s) that were in the phone.",
        "Bank statement and transaction IDs of any misuse.",
        "Screenshots of alerts, misuse messages or the device's last location.",
      ],
      law: [
        law.bns303,
        law.itAct66B,
        law.itAct66C,
        law.itAct43,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "Note your IMEI now: dial *#06# and keep it with your purchase invoice.",
        "Use a strong screen lock, not a simple pattern, and set a SIM PIN.",
        "Turn on Find My Device or Find My, and automatic backup.",
        "Lock your UPI, banking and e-mail apps with a PIN or fingerprint, and hide message contents on the lock screen.",
        "Do not keep passwords, PINs or ID scans in your notes or photo gallery.",
        "Encrypt your laptop, and never leave devices in sight in a parked car.",
      ],
    },
    faqs: [
      {
        question: "Will blocking on CEIR help me get my phone back?",
        answer:
          "It can help. Once blocked, the phone cannot be used on any mobile network in India, and if someone puts a SIM in it, a trace is generated for the police. Many phones have been recovered this way, but recovery is not guaranteed.",
      },
      {
        question: "Where do I find my phone's IMEI number if the phone is gone?",
        answer:
          "It is printed on the phone's box and on the purchase invoice. A dual-SIM phone has two IMEI numbers; give both. In future, dial *#06# on your phone and save the numbers somewhere safe.",
      },
      {
        question: "Someone says they found my phone and asks for my passcode. Is that safe?",
        answer:
          "No. Never share your passcode, an OTP, or your Google or Apple account password, and do not open links that claim to 'locate' your phone. A genuine finder can hand the phone to the police. Tell the police about the contact.",
      },
    ],
  },
};
