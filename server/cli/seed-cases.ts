import type { LanguageCode } from "~/shared/language-codes";
import { localizedPath } from "~/shared/languages";
import { paths, type TopicSlug } from "~/shared/routes";
import type { SubmissionStatus } from "~/shared/schemas/admin";
import type { SubmissionKind } from "../db/schema";

// The cases `npm run seed` sends (server/cli/seed-command.ts): what people write to a cyber fraud
// desk in India, in English and Hindi, as each form sends it. The phone numbers are the forms' own
// example (98765 43210) and its neighbours, and the addresses are at example.com, a domain kept
// for examples (RFC 2606) that takes no mail: even a server started with SMTP_URL after seeding
// reaches no one.

export interface SeedCase {
  kind: SubmissionKind;
  /** When the form was sent, in minutes before the seed runs. */
  sentMinutesAgo: number;
  /** For a help request: when the money went or the threat began, in minutes before it was sent. */
  incidentMinutesBefore?: number;
  /** The date alone, the time of day not known. */
  incidentTimeUnknown?: boolean;
  /** The form's fields as the page posts them; the incident's date and time are filled in from the above. */
  body: Record<string, string | boolean | null>;
  /** Where the desk has taken it; new when not given. */
  status?: SubmissionStatus;
  /** A desk note, as a caseworker would write it. */
  note?: string;
}

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let phoneIndex = 0;
/** The next example number: 98765 43210, 98765 43211, ... */
function examplePhone(): string {
  const last = String(43210 + phoneIndex++);
  return `98765 ${last}`;
}

function help(
  sentMinutesAgo: number,
  incidentMinutesBefore: number | undefined,
  fields: {
    name: string;
    email: string;
    query: string;
    language?: LanguageCode;
    topic?: TopicSlug;
    contactPreference?: "email" | "phone" | "whatsapp";
    threatenedNow?: boolean;
    paymentApproval?: string;
    paidFrom?: string;
    paymentMethod?: string;
    amountLost?: string;
  },
  desk: Pick<SeedCase, "status" | "note" | "incidentTimeUnknown"> = {},
): SeedCase {
  const language = fields.language ?? "en";
  const phone = fields.contactPreference && fields.contactPreference !== "email" ? examplePhone() : "";
  return {
    kind: "help_request",
    sentMinutesAgo,
    incidentMinutesBefore,
    ...desk,
    body: {
      ...fields,
      phone,
      contactPreference: fields.contactPreference ?? "email",
      threatenedNow: fields.threatenedNow ?? false,
      language,
      page: localizedPath(language, fields.topic ? paths.topic(fields.topic) : paths.queryForm),
    },
  };
}

function contact(
  sentMinutesAgo: number,
  fields: {
    name: string;
    email: string;
    subject?: string;
    message: string;
    language?: LanguageCode;
    withPhone?: boolean;
  },
  desk: Pick<SeedCase, "status" | "note"> = {},
): SeedCase {
  const language = fields.language ?? "en";
  return {
    kind: "contact_message",
    sentMinutesAgo,
    ...desk,
    body: {
      name: fields.name,
      email: fields.email,
      subject: fields.subject ?? "",
      message: fields.message,
      phone: fields.withPhone ? examplePhone() : "",
      language,
      // The Contact Us page asks a subject; Get in Touch on the home page does not.
      page: localizedPath(language, fields.subject ? paths.contact : "/"),
    },
  };
}

function postQuery(
  sentMinutesAgo: number,
  fields: {
    name: string;
    email: string;
    state: string;
    city: string;
    subject: string;
    message: string;
    language?: LanguageCode;
  },
  desk: Pick<SeedCase, "status" | "note"> = {},
): SeedCase {
  return {
    kind: "post_query",
    sentMinutesAgo,
    ...desk,
    body: { ...fields, phone: examplePhone(), language: fields.language ?? "en" },
  };
}

export const SEED_CASES: SeedCase[] = [
  // The first hours: money gone minutes or hours ago, and threats now.
  help(12 * MINUTE, 25 * MINUTE, {
    name: "Ramesh Iyer",
    email: "ramesh.iyer@example.com",
    query:
      "I was selling my sofa on OLX. The buyer said he is in the army and sent a UPI request to 'receive' ₹45,000. I entered my PIN and the money went out of my account instead. He is still messaging me to scan another QR code.",
    topic: "money-scam",
    contactPreference: "whatsapp",
    paymentApproval: "paid_myself",
    paidFrom: "bank_account",
    paymentMethod: "upi",
    amountLost: "45,000",
  }),
  help(8 * MINUTE, 3 * HOUR, {
    name: "Arjun Mehta",
    email: "arjun.mehta@example.com",
    query:
      "A woman video called me on Instagram late last night. Now a man is sending me a recording and says he will send it to my family and office contacts unless I pay ₹25,000 by this evening. I have not paid anything. Please tell me what to do.",
    contactPreference: "phone",
    threatenedNow: true,
    paymentApproval: "no_money_lost",
  }),
  help(1 * HOUR + 50 * MINUTE, 40 * MINUTE, {
    name: "Sunita Deshmukh",
    email: "sunita.deshmukh@example.com",
    query:
      "Someone called saying he was from SBI and my KYC would expire today and my account would be blocked. He sent a link, I filled my details and told him the OTP. Three amounts went out through net banking, ₹1,20,000 in all. I did not approve them.",
    topic: "fake-calls",
    contactPreference: "phone",
    paymentApproval: "taken_without_approval",
    paidFrom: "bank_account",
    paymentMethod: "net_banking",
    amountLost: "1,20,000",
  }),
  help(3 * HOUR, 2 * HOUR, {
    name: "Fatima Shaikh",
    email: "fatima.shaikh@example.com",
    query:
      "I took a loan of ₹5,000 from an app. They cut ₹1,800 as fees and now demand ₹18,000. I have paid ₹12,000 already from Paytm. Today they sent my photo, changed to look obscene, to my brother and say they will send it to all my contacts.",
    contactPreference: "whatsapp",
    threatenedNow: true,
    paymentApproval: "paid_myself",
    paidFrom: "wallet",
    paymentMethod: "upi",
    amountLost: "12000",
  }),
  help(5 * HOUR, 70 * MINUTE, {
    language: "ta",
    name: "லட்சுமி நாராயணன்",
    email: "lakshmi.narayanan@example.com",
    query:
      "கட்டணம் செலுத்தாததால் இன்றிரவு மின்சாரம் துண்டிக்கப்படும் என்று SMS வந்தது. அந்த எண்ணில் பேசியவர் ₹10 செலுத்த ஒரு செயலியை நிறுவச் சொன்னார். அதன் பிறகு என் கிரெடிட் கார்டிலிருந்து நான்கு பரிவர்த்தனைகளில் ₹78,500 எடுக்கப்பட்டது.",
    topic: "phishing-scam",
    paymentApproval: "taken_without_approval",
    paidFrom: "card",
    paymentMethod: "card",
    amountLost: "₹78,500",
  }),
  help(45 * MINUTE, 30 * MINUTE, {
    language: "te",
    name: "కావ్య రెడ్డి",
    email: "kavya.reddy@example.com",
    query:
      "నా ఫుడ్ ఆర్డర్ రాలేదు. అందుకే యాప్ కస్టమర్ కేర్ నంబర్ కోసం గూగుల్‌లో వెతికాను. రీఫండ్ వస్తుందని చెప్పి, ఆ వ్యక్తి నా UPI యాప్ తెరిచి PIN వేయమన్నాడు. నా ఖాతా నుండి ₹9,999 కట్ అయ్యాయి.",
    topic: "fake-calls",
    paymentApproval: "paid_myself",
    paidFrom: "bank_account",
    paymentMethod: "upi",
    amountLost: "9,999",
  }),
  help(2 * HOUR + 15 * MINUTE, 45 * MINUTE, {
    language: "bn",
    name: "সুব্রত ঘোষ",
    email: "subrata.ghosh@example.com",
    query:
      "আমার বাবার বয়স 74। একজন ফোন করে বলল, লাইফ সার্টিফিকেট আপডেট না করলে পেনশন বন্ধ হয়ে যাবে, আর ফোনে আসা নম্বরটা চাইল। বাবার পেনশন অ্যাকাউন্ট থেকে ₹95,000 চলে গেছে। আমি বাবার হয়ে লিখছি।",
    contactPreference: "phone",
    paymentApproval: "taken_without_approval",
    paidFrom: "bank_account",
    paymentMethod: "net_banking",
    amountLost: "95000",
  }),
  help(20 * MINUTE, 15 * MINUTE, {
    language: "hi",
    name: "मनोज तिवारी",
    email: "manoj.tiwari@example.com",
    query:
      "लोन ऐप वाले रोज़ फ़ोन करके गालियाँ दे रहे हैं। ₹3,000 का लोन लिया था, अब ₹15,000 माँग रहे हैं और कह रहे हैं कि मेरी फ़ोटो बदलकर सभी रिश्तेदारों को भेज देंगे। अभी भी धमकी भरे मैसेज आ रहे हैं।",
    contactPreference: "whatsapp",
    threatenedNow: true,
    paymentApproval: "no_money_lost",
  }),
  help(1 * HOUR, 35 * MINUTE, {
    language: "hi",
    name: "रमेश चौहान",
    email: "ramesh.chauhan@example.com",
    query:
      "एक आदमी ने फ़ोन करके कहा कि उसने गलती से मेरे खाते में ₹30,000 भेज दिए हैं और वापस करने के लिए QR कोड भेजा। स्कैन करके PIN डालते ही मेरे खाते से ₹30,000 कट गए।",
    topic: "money-scam",
    contactPreference: "phone",
    paymentApproval: "paid_myself",
    paidFrom: "bank_account",
    paymentMethod: "upi",
    amountLost: "30,000",
  }),
  help(4 * HOUR, 90 * MINUTE, {
    language: "hi",
    name: "सीमा वर्मा",
    email: "seema.verma@example.com",
    query:
      "बैंक के नाम से फ़ोन आया कि KYC अपडेट नहीं हुआ तो खाता बंद हो जाएगा। मैंने OTP बता दिया और मेरे खाते से ₹65,000 निकल गए। मैंने कोई भुगतान मंज़ूर नहीं किया।",
    topic: "fake-calls",
    paymentApproval: "taken_without_approval",
    paidFrom: "cooperative_bank",
    paymentMethod: "net_banking",
    amountLost: "65,000",
  }),
  help(2 * HOUR, 1 * DAY, {
    language: "hi",
    name: "प्रिया गुप्ता",
    email: "priya.gupta@example.com",
    query:
      "वीडियो कॉल के बाद एक आदमी मुझे मेरा वीडियो भेजकर पैसे माँग रहा है। डर के मारे ₹10,000 दे चुकी हूँ, अब वह ₹50,000 और माँग रहा है और कल तक का समय दिया है।",
    contactPreference: "whatsapp",
    threatenedNow: true,
    paymentApproval: "paid_myself",
    paidFrom: "wallet",
    paymentMethod: "upi",
    amountLost: "10,000",
  }),
  // Yesterday and the last few days: still inside the first 72 hours, or with a legal date running.
  help(26 * HOUR, 7 * HOUR, {
    name: "Rajesh Kumar Yadav",
    email: "rajesh.yadav@example.com",
    query:
      "A man in police uniform on a video call said a parcel in my name had drugs and I was under 'digital arrest'. I was kept on the call for six hours and told to move my savings to an 'RBI verification account'. I sent ₹8,00,000 by RTGS.",
    contactPreference: "phone",
    paymentApproval: "paid_myself",
    paidFrom: "bank_account",
    paymentMethod: "net_banking",
    amountLost: "8,00,000",
  }),
  help(30 * HOUR, 5 * HOUR, {
    name: "Suresh Patil",
    email: "suresh.patil@example.com",
    query:
      "My phone suddenly showed no network yesterday evening. When I got a new SIM from the store this morning I saw ₹2,35,000 transferred from my account at the cooperative bank. I never shared any OTP.",
    topic: "identity-theft",
    contactPreference: "phone",
    paymentApproval: "taken_without_approval",
    paidFrom: "cooperative_bank",
    paymentMethod: "net_banking",
    amountLost: "2,35,000",
  }),
  help(
    2 * DAY,
    4 * HOUR,
    {
      name: "Harpreet Kaur",
      email: "harpreet.kaur@example.com",
      query:
        "At the ATM a young man offered to help when my card got stuck. I later found he had given me a different card. ₹40,000 was withdrawn from my account in two places the same night.",
      topic: "atm-scam",
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      paymentMethod: "card",
      amountLost: "40,000",
    },
    {
      status: "in_progress",
      note: "Card blocked by the bank on the phone. She has the ATM slip; asked her for the bank's complaint number.",
    },
  ),
  help(2 * DAY + 3 * HOUR, 6 * HOUR, {
    language: "hi",
    name: "अनीता यादव",
    email: "anita.yadav@example.com",
    query: "बिजली बिल बकाया होने का SMS आया, लिंक खोलकर ₹10 भरे। उसके बाद मेरे कार्ड से ₹48,000 कट गए। बैंक को फ़ोन कर दिया है।",
    topic: "phishing-scam",
    paymentApproval: "taken_without_approval",
    paidFrom: "card",
    paymentMethod: "card",
    amountLost: "48,000",
  }),
  help(
    3 * DAY,
    5 * HOUR,
    {
      name: "Amit Chatterjee",
      email: "amit.chatterjee@example.com",
      query:
        "My WhatsApp was taken over after I read out a six-digit code to someone who said he was from the courier. Friends got messages from my number asking for urgent money. One of them sent ₹20,000. I am not sure whose loss this is.",
      topic: "identity-theft",
      contactPreference: "email",
      paymentApproval: "not_sure",
      amountLost: "20,000",
    },
    {
      status: "in_progress",
      note: "WhatsApp recovered. Helping the friend file on cybercrime.gov.in as the one who paid.",
    },
  ),
  help(4 * DAY, 3 * HOUR, {
    name: "Ananya Bose",
    email: "ananya.bose@example.com",
    query:
      "I got an SMS from 'India Post' saying my parcel was held for a wrong address and I had to pay ₹25 to redeliver. I paid on the link with my debit card and ₹15,999 was taken an hour later.",
    topic: "phishing-scam",
    paymentApproval: "taken_without_approval",
    paidFrom: "card",
    paymentMethod: "card",
    amountLost: "15,999",
  }),
  help(
    5 * DAY,
    1 * DAY,
    {
      language: "hi",
      name: "कविता जोशी",
      email: "kavita.joshi@example.com",
      query:
        "नौकरी की वेबसाइट से फ़ोन आया कि एयरपोर्ट पर नौकरी पक्की है, बस रजिस्ट्रेशन और ड्रेस की फ़ीस ₹7,500 भरनी है। पैसे भेजने के बाद उनका नंबर बंद है।",
      paymentApproval: "paid_myself",
      paidFrom: "wallet",
      paymentMethod: "upi",
      amountLost: "7,500",
    },
    { incidentTimeUnknown: true },
  ),
  help(
    7 * DAY,
    2 * DAY,
    {
      language: "hi",
      name: "संजय मिश्रा",
      email: "sanjay.mishra@example.com",
      query:
        "ATM में मदद के बहाने एक आदमी ने मेरा कार्ड बदल दिया और PIN देख लिया। उसी रात ₹20,000 निकाले गए। थाने गया तो कहा ऑनलाइन शिकायत करो।",
      topic: "atm-scam",
      contactPreference: "phone",
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      paymentMethod: "card",
      amountLost: "20,000",
    },
    { status: "in_progress", note: "Complaint filed on 1930; acknowledgement number noted on his bank letter." },
  ),
  // Older cases the desk is working or has closed.
  help(
    9 * DAY,
    14 * DAY,
    {
      name: "Vikram Singh Rathore",
      email: "vikram.rathore@example.com",
      query:
        "I joined a Telegram group giving 'stock market tips'. They showed profits on an app and I kept investing over two weeks, ₹3,50,000 in all, from my HDFC account. When I tried to withdraw they asked for 20% 'tax' first.",
      topic: "money-scam",
      contactPreference: "email",
      paymentApproval: "paid_myself",
      paidFrom: "bank_account",
      paymentMethod: "upi",
      amountLost: "3,50,000",
    },
    { status: "in_progress", note: "Listed all eleven UTRs with him. Bank letter drafted; he sends it tomorrow." },
  ),
  help(
    15 * DAY,
    20 * DAY,
    {
      language: "hi",
      name: "राजेंद्र प्रसाद",
      email: "rajendra.prasad@example.com",
      query:
        "एक व्हाट्सऐप ग्रुप में शेयर बाज़ार में निवेश पर तीन गुना मुनाफ़े का वादा किया गया। मैंने कई बार में ₹2,00,000 भेजे। अब ग्रुप बंद है और पैसे नहीं निकल रहे।",
      topic: "money-scam",
      contactPreference: "phone",
      paymentApproval: "paid_myself",
      paidFrom: "bank_account",
      paymentMethod: "upi",
      amountLost: "2,00,000",
    },
    { status: "in_progress" },
  ),
  help(
    20 * DAY,
    25 * DAY,
    {
      name: "Mohammed Irfan",
      email: "mohammed.irfan@example.com",
      query:
        "A part-time job on WhatsApp paid me ₹150 for liking YouTube videos, then moved me to 'prepaid tasks'. I paid ₹2,10,000 over a week to unlock my earnings and got nothing back.",
      contactPreference: "whatsapp",
      paymentApproval: "paid_myself",
      paidFrom: "bank_account",
      paymentMethod: "upi",
      amountLost: "2,10,000",
    },
    { status: "in_progress", note: "Police complaint registered at the cyber cell; waiting for the FIR copy." },
  ),
  help(
    40 * DAY,
    45 * DAY,
    {
      name: "Neha Agarwal",
      email: "neha.agarwal@example.com",
      query:
        "A 'crypto trading mentor' I met on LinkedIn made me deposit ₹5,60,000 into an exchange app that showed huge profits. The app has now disappeared from the Play Store.",
      topic: "money-scam",
      paymentApproval: "paid_myself",
      paidFrom: "bank_account",
      paymentMethod: "net_banking",
      amountLost: "5,60,000",
    },
    { status: "in_progress" },
  ),
  help(
    12 * DAY,
    30 * DAY,
    {
      name: "Deepa Menon",
      email: "deepa.menon@example.com",
      query:
        "A recovery agent called about a loan I never took. Someone used my PAN and an old Aadhaar photocopy to take ₹60,000 from a lending app in my name. I have lost no money yet, but my credit score has dropped.",
      topic: "identity-theft",
      paymentApproval: "no_money_lost",
    },
    {
      status: "resolved",
      note: "Lender closed the loan as fraud after our letter; credit bureau correction confirmed.",
    },
  ),
  help(
    35 * DAY,
    36 * DAY,
    {
      name: "Pooja Sharma",
      email: "pooja.sharma@example.com",
      query: "I paid ₹3,200 on an Instagram shop for shoes that never came. The page has blocked me.",
      paymentApproval: "paid_myself",
      paidFrom: "wallet",
      paymentMethod: "upi",
      amountLost: "3,200",
    },
    { status: "resolved", note: "Wallet refunded the amount after her complaint." },
  ),
  help(
    6 * DAY,
    undefined,
    {
      name: "Gaurav Bhatia",
      email: "gaurav.bhatia@example.com",
      query:
        "I keep getting e-mails that I won ₹25 lakh in a KBC lucky draw and must pay a processing fee. I have not paid. Is this real, and how do I report the sender?",
      topic: "spam-email",
      paymentApproval: "no_money_lost",
    },
    { status: "resolved" },
  ),

  // Contact messages: Get in Touch on the home page and the Contact Us page.
  contact(35 * MINUTE, {
    name: "Nandini Rao",
    email: "nandini.rao@example.com",
    message:
      "Is the 1930 helpline open at night? My mother got a call about her 'blocked' card an hour ago and shared the card number.",
    withPhone: true,
  }),
  contact(6 * HOUR, {
    name: "Adv. Sameer Kulkarni",
    email: "sameer.kulkarni@example.com",
    subject: "Volunteering as a lawyer",
    message:
      "I practise in the Pune district court and would like to help victims with police complaints pro bono two days a week. Whom should I speak to?",
  }),
  contact(
    1 * DAY + 2 * HOUR,
    {
      name: "Rohit Saxena",
      email: "rohit.saxena@example.com",
      subject: "Bank will not freeze the fraudster's account",
      message:
        "I lost ₹60,000 in a UPI fraud last week and reported on 1930. The receiving bank says it cannot put a hold without a police request. Is that right?",
      withPhone: true,
    },
    { status: "in_progress" },
  ),
  contact(
    3 * DAY,
    {
      name: "Ishita Banerjee",
      email: "ishita.banerjee@example.com",
      subject: "A talk for our college",
      message:
        "Could someone from your team speak to our first-year students about loan apps and sextortion? We are in Kolkata and any date in January works.",
    },
    { status: "resolved", note: "Passed to outreach; date fixed for 14 January." },
  ),
  contact(
    2 * DAY,
    {
      name: "Digital Growth Solutions",
      email: "offers@example.com",
      subject: "Rank #1 on Google in 7 days",
      message: "Get 10,000 backlinks and guaranteed first page ranking. Reply for our best price today!!!",
    },
    { status: "spam" },
  ),
  contact(10 * DAY, {
    name: "Farhan Qureshi",
    email: "farhan.qureshi@example.com",
    message: "How long do I have to report a fraudulent debit to my bank to get the money back?",
  }),
  contact(3 * HOUR, {
    language: "hi",
    name: "सुनील पांडे",
    email: "sunil.pandey@example.com",
    subject: "शिकायत की स्थिति",
    message: "मैंने दो हफ़्ते पहले साइबर पोर्टल पर शिकायत दर्ज की थी, अब तक कोई जवाब नहीं आया। आगे क्या करूँ?",
    withPhone: true,
  }),
  contact(
    8 * DAY,
    {
      language: "hi",
      name: "गीता शर्मा",
      email: "geeta.sharma@example.com",
      message: "क्या आप हिंदी में फ़ोन पर बात कर सकते हैं? मेरे पिताजी को अंग्रेज़ी नहीं आती।",
    },
    { status: "resolved" },
  ),

  // Post queries.
  postQuery(50 * MINUTE, {
    name: "Abhishek Tripathi",
    email: "abhishek.tripathi@example.com",
    state: "Uttar Pradesh",
    city: "Lucknow",
    subject: "Police refuse to register FIR for online fraud",
    message:
      "I lost ₹1,10,000 to a fake investment app. The local police station says to go to the cyber cell, and the cyber cell says to go to the station. What can I do?",
  }),
  postQuery(
    2 * DAY,
    {
      name: "Meenakshi Sundaram",
      email: "meenakshi.sundaram@example.com",
      state: "Tamil Nadu",
      city: "Chennai",
      subject: "Money held by the bank after my complaint",
      message:
        "Part of my money (₹22,000) is shown as held in the fraudster's account. How do I get it released to me?",
    },
    { status: "in_progress" },
  ),
  postQuery(4 * DAY, {
    name: "Rahul Deshpande",
    email: "rahul.deshpande@example.com",
    state: "Maharashtra",
    city: "Nagpur",
    subject: "Someone opened a bank account with my Aadhaar",
    message:
      "I received a debit card by post for an account I never opened. I fear it is being used to receive fraud money. Whom should I inform?",
  }),
  postQuery(
    18 * DAY,
    {
      name: "Simran Kaur Gill",
      email: "simran.gill@example.com",
      state: "Punjab",
      city: "Ludhiana",
      subject: "Fake profile using my photos",
      message: "Someone made an Instagram profile with my photos and is asking my friends for money.",
    },
    {
      status: "resolved",
      note: "Profile taken down after the impersonation report; advised a complaint on the portal.",
    },
  ),
  postQuery(5 * HOUR, {
    language: "hi",
    name: "विनोद कुमार",
    email: "vinod.kumar@example.com",
    state: "Bihar",
    city: "Patna",
    subject: "बैंक ने पैसे लौटाने से मना किया",
    message: "मेरे कार्ड से बिना OTP के ₹35,000 कटे। बैंक कहता है कि गलती मेरी है। क्या मुझे पैसे वापस मिल सकते हैं?",
  }),
  postQuery(
    9 * DAY,
    {
      language: "hi",
      name: "पूनम सिंह",
      email: "poonam.singh@example.com",
      state: "Madhya Pradesh",
      city: "Bhopal",
      subject: "बेटे को ऑनलाइन गेम में ठगा गया",
      message: "मेरे बेटे ने ऑनलाइन गेम में 'हथियार' खरीदने के नाम पर मेरे खाते से ₹18,000 भेज दिए। क्या कुछ हो सकता है?",
    },
    { status: "in_progress" },
  ),
];
