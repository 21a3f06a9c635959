import type { LanguageCode } from "./language-codes";
import type { PAID_FROM, PAYMENT_APPROVALS } from "./schemas/case-facts";

// The words of a case's one-page summary (docs/decisions/0071), which the person prints or shows
// on their phone at the bank's branch or the police station. Written by the server in the case's
// language; a step's title comes from the case page's own words (shared/case-timeline).

/** The states a dated step is shown in, as the case page names them. */
type ShownStepState = "to do" | "waiting" | "overdue";

export interface CaseSummaryWords {
  /** The page's `lang` attribute. */
  lang: string;
  /** The browser tab's title. */
  title: (reference: string, brand: string) => string;
  heading: string;
  /** When the summary was made: it does not follow later changes. */
  asOf: (date: string) => string;
  /** Said on screen only: the page needs no button to be printed. */
  printHint: string;
  backToCase: string;
  /** The link to the summary in this language, from a summary in another, in this language's words. */
  readInThisLanguage: string;
  personHeading: string;
  name: string;
  phone: string;
  email: string;
  whatHappened: string;
  timeUnknown: string;
  /** How the money went, in the person's own words, as the case page says it. */
  paymentApprovals: Record<(typeof PAYMENT_APPROVALS)[number], string>;
  /** Where the money went from. */
  paidFrom: Record<(typeof PAID_FROM)[number], string>;
  /** The form's amount, when no transaction says the money. */
  amountLost: (amount: string) => string;
  /** The transactions' total, which is what the bank and 1930 work from. */
  amountInTransactions: (total: string, count: number) => string;
  timelineHeading: string;
  /** An event's date the person did not give (an acknowledgement number without the call's time). */
  dateNotGiven: string;
  happened: string;
  reported: (brand: string, reference: string) => string;
  calledHelpline: string;
  acknowledgement: (number: string) => string;
  portalFinished: string;
  /** "Told HDFC Bank", or without a name, "Told the bank, wallet or card company". */
  toldBank: (bankName: string) => string;
  bankComplaint: (number: string) => string;
  bankReplied: string;
  transactionsHeading: string;
  transactionWhen: string;
  transactionAmount: string;
  transactionMethod: string;
  transactionUtr: string;
  transactionTo: string;
  transactionFrom: string;
  paymentMethods: Record<"upi" | "card" | "net_banking" | "other", string>;
  transactionsTotal: (count: number) => string;
  nextHeading: string;
  by: string;
  stepStates: Record<ShownStepState, string>;
  evidenceHeading: string;
  evidenceIntro: string;
  size: string;
  received: string;
  /**
   * Over what was typed on a case not yet opened from its mail (docs/decisions/0075), as the case
   * page says it (app/content/languages/en/case-page.ts, app/content/languages/hi/case-page.ts).
   */
  typedByWhoever: string;
  /** Said where the page is asked for without the case open. */
  closedTitle: string;
  closedText: string;
  closedLink: string;
}

export const caseSummaryWords: Record<LanguageCode, CaseSummaryWords> = {
  en: {
    lang: "en-IN",
    title: (reference, brand) => `Case ${reference}: summary | ${brand}`,
    heading: "Case summary",
    asOf: (date) => `As of ${date}`,
    printHint: "Print this page or show it on your phone.",
    backToCase: "Back to your case",
    readInThisLanguage: "Read in English",
    personHeading: "The person and what happened",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    whatHappened: "What happened",
    timeUnknown: "(time not known)",
    paymentApprovals: {
      paid_myself: "I made the payment myself",
      taken_without_approval: "Money was taken without my approval",
      not_sure: "Not sure how the money went",
      no_money_lost: "No money was lost",
    },
    paidFrom: {
      bank_account: "from a bank account",
      cooperative_bank: "from a co-operative bank",
      card: "by card",
      wallet: "from a wallet",
      other: "paid another way",
    },
    amountLost: (amount) => `${amount} lost`,
    amountInTransactions: (total, count) => `${total} in ${count} ${count === 1 ? "transaction" : "transactions"}`,
    timelineHeading: "Timeline",
    dateNotGiven: "Date not given",
    happened: "It happened",
    reported: (brand, reference) => `Reported to ${brand}, reference ${reference}`,
    calledHelpline: "Called 1930",
    acknowledgement: (number) => `acknowledgement number ${number}`,
    portalFinished: "Complaint finished on cybercrime.gov.in",
    toldBank: (bankName) => (bankName === "" ? "Told the bank, wallet or card company" : `Told ${bankName}`),
    bankComplaint: (number) => `complaint number ${number}`,
    bankReplied: "The bank's last reply",
    transactionsHeading: "Transactions",
    transactionWhen: "When",
    transactionAmount: "Amount",
    transactionMethod: "Paid by",
    transactionUtr: "UTR / transaction ID",
    transactionTo: "Paid to",
    transactionFrom: "Paid from",
    paymentMethods: { upi: "UPI", card: "Card", net_banking: "Net banking", other: "Other" },
    transactionsTotal: (count) => `Total of ${count} ${count === 1 ? "transaction" : "transactions"}`,
    nextHeading: "Next dates",
    by: "By",
    stepStates: { "to do": "To do", waiting: "Bank's turn", overdue: "Bank is late" },
    evidenceHeading: "Evidence",
    evidenceIntro:
      "Each file's SHA-256 was computed when it reached us: anyone can check a copy against it. The case page gives all the files in one zip.",
    size: "Size",
    received: "Received",
    typedByWhoever: "Typed by whoever filled the form; we never ask for an OTP, PIN, fees or remote-access apps",
    closedTitle: "Open your case first",
    closedText: "This summary is made from your case. Open your case from your case link, then come back to it.",
    closedLink: "Go to your case page",
  },
  hi: {
    lang: "hi",
    title: (reference, brand) => `केस ${reference}: सारांश | ${brand}`,
    heading: "केस का सारांश",
    asOf: (date) => `${date} तक की जानकारी`,
    printHint: "इस पेज को प्रिंट करें या अपने फ़ोन पर दिखाएँ।",
    backToCase: "अपने केस पर वापस जाएँ",
    readInThisLanguage: "हिन्दी में पढ़ें",
    personHeading: "व्यक्ति और क्या हुआ",
    name: "नाम",
    phone: "फ़ोन",
    email: "ई-मेल",
    whatHappened: "क्या हुआ",
    timeUnknown: "(समय पता नहीं)",
    paymentApprovals: {
      paid_myself: "भुगतान मैंने खुद किया",
      taken_without_approval: "मेरी अनुमति के बिना पैसे लिए गए",
      not_sure: "पक्का नहीं पता कि पैसा कैसे गया",
      no_money_lost: "कोई पैसा नहीं गया",
    },
    paidFrom: {
      bank_account: "बैंक खाते से",
      cooperative_bank: "सहकारी बैंक से",
      card: "कार्ड से",
      wallet: "वॉलेट से",
      other: "किसी और तरीके से",
    },
    amountLost: (amount) => `${amount} गए`,
    amountInTransactions: (total, count) => `${count} लेन-देन में कुल ${total}`,
    timelineHeading: "घटनाक्रम",
    dateNotGiven: "तारीख़ नहीं बताई गई",
    happened: "घटना हुई",
    reported: (brand, reference) => `${brand} को बताया, संदर्भ संख्या ${reference}`,
    calledHelpline: "1930 पर कॉल किया",
    acknowledgement: (number) => `पावती संख्या ${number}`,
    portalFinished: "cybercrime.gov.in पर शिकायत पूरी की",
    toldBank: (bankName) => (bankName === "" ? "बैंक, वॉलेट या कार्ड कंपनी को बताया" : `${bankName} को बताया`),
    bankComplaint: (number) => `शिकायत संख्या ${number}`,
    bankReplied: "बैंक का आख़िरी जवाब",
    transactionsHeading: "लेन-देन",
    transactionWhen: "कब",
    transactionAmount: "राशि",
    transactionMethod: "भुगतान का तरीका",
    transactionUtr: "यूटीआर / ट्रांज़ैक्शन आईडी",
    transactionTo: "किसे भुगतान",
    transactionFrom: "किस खाते से भुगतान",
    paymentMethods: { upi: "यूपीआई", card: "कार्ड", net_banking: "नेट बैंकिंग", other: "अन्य" },
    transactionsTotal: (count) => `कुल ${count} लेन-देन`,
    nextHeading: "आगे की तारीख़ें",
    by: "अंतिम तारीख़:",
    stepStates: { "to do": "करना है", waiting: "बैंक की बारी", overdue: "बैंक ने देर की" },
    evidenceHeading: "सबूत",
    evidenceIntro:
      "हर फ़ाइल का SHA-256 उसके हम तक पहुँचने पर निकाला गया: कोई भी किसी कॉपी को इससे मिलाकर जाँच सकता है। केस पेज से सारी फ़ाइलें एक zip में मिलती हैं।",
    size: "आकार",
    received: "मिली",
    typedByWhoever: "जिसने भी फ़ॉर्म भरा, उसका लिखा हुआ; हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते",
    closedTitle: "पहले अपना केस खोलें",
    closedText: "यह सारांश आपके केस से बनता है। अपने केस लिंक से अपना केस खोलें, फिर यहाँ लौटें।",
    closedLink: "अपने केस पेज पर जाएँ",
  },
  bn: {
    lang: "bn",
    title: (reference, brand) => `কেস ${reference}: সারাংশ | ${brand}`,
    heading: "কেসের সারাংশ",
    asOf: (date) => `${date} পর্যন্ত তথ্য`,
    printHint: "এই পেজটি প্রিন্ট করুন বা আপনার ফোনে দেখান।",
    backToCase: "আপনার কেসে ফিরে যান",
    readInThisLanguage: "বাংলায় পড়ুন",
    personHeading: "ব্যক্তি ও কী হয়েছিল",
    name: "নাম",
    phone: "ফোন",
    email: "ই-মেল",
    whatHappened: "কী হয়েছিল",
    timeUnknown: "(সময় জানা নেই)",
    paymentApprovals: {
      paid_myself: "পেমেন্ট আমি নিজে করেছি",
      taken_without_approval: "আমার অনুমতি ছাড়া টাকা নেওয়া হয়েছে",
      not_sure: "টাকা কীভাবে গেছে, নিশ্চিত নই",
      no_money_lost: "কোনো টাকা যায়নি",
    },
    paidFrom: {
      bank_account: "ব্যাংক অ্যাকাউন্ট থেকে",
      cooperative_bank: "সমবায় ব্যাংক থেকে",
      card: "কার্ডে",
      wallet: "ওয়ালেট থেকে",
      other: "অন্য কোনো উপায়ে",
    },
    amountLost: (amount) => `${amount} গেছে`,
    amountInTransactions: (total, count) => `${count}টি লেনদেনে মোট ${total}`,
    timelineHeading: "ঘটনাক্রম",
    dateNotGiven: "তারিখ জানানো হয়নি",
    happened: "ঘটনাটি ঘটেছে",
    reported: (brand, reference) => `${brand}-কে জানানো হয়েছে, রেফারেন্স নম্বর ${reference}`,
    calledHelpline: "1930-এ ফোন করা হয়েছে",
    acknowledgement: (number) => `প্রাপ্তি নম্বর ${number}`,
    portalFinished: "cybercrime.gov.in-এ অভিযোগ দায়ের করা শেষ হয়েছে",
    toldBank: (bankName) =>
      bankName === "" ? "ব্যাংক, ওয়ালেট বা কার্ড কোম্পানিকে জানানো হয়েছে" : `${bankName}-কে জানানো হয়েছে`,
    bankComplaint: (number) => `অভিযোগ নম্বর ${number}`,
    bankReplied: "ব্যাংকের শেষ উত্তর",
    transactionsHeading: "লেনদেন",
    transactionWhen: "কখন",
    transactionAmount: "টাকার পরিমাণ",
    transactionMethod: "পেমেন্টের উপায়",
    transactionUtr: "UTR / ট্রানজ্যাকশন আইডি",
    transactionTo: "কাকে পেমেন্ট",
    transactionFrom: "কোন অ্যাকাউন্ট থেকে পেমেন্ট",
    paymentMethods: { upi: "UPI", card: "কার্ড", net_banking: "নেট ব্যাংকিং", other: "অন্যান্য" },
    transactionsTotal: (count) => `মোট ${count}টি লেনদেন`,
    nextHeading: "পরের তারিখগুলো",
    by: "শেষ তারিখ:",
    stepStates: { "to do": "করতে হবে", waiting: "ব্যাংকের পালা", overdue: "ব্যাংক দেরি করেছে" },
    evidenceHeading: "প্রমাণ",
    evidenceIntro:
      "প্রতিটি ফাইলের SHA-256 সেটি আমাদের কাছে পৌঁছানোর সময় বের করা হয়েছিল: যে কেউ কোনো কপি এর সঙ্গে মিলিয়ে যাচাই করতে পারেন। কেস পেজ থেকে সব ফাইল একটি zip-এ পাওয়া যায়।",
    size: "আকার",
    received: "পাওয়া গেছে",
    typedByWhoever: "যিনি ফর্মটি পূরণ করেছেন, তাঁর লেখা; আমরা কখনও OTP, PIN, কোনো ফি বা রিমোট-অ্যাক্সেস অ্যাপ চাই না",
    closedTitle: "আগে আপনার কেস খুলুন",
    closedText: "এই সারাংশ আপনার কেস থেকে তৈরি হয়। আপনার কেসের লিঙ্ক দিয়ে আপনার কেস খুলুন, তারপর এখানে ফিরে আসুন।",
    closedLink: "আপনার কেস পেজে যান",
  },
  ta: {
    lang: "ta",
    title: (reference, brand) => `கேஸ் ${reference}: சுருக்கம் | ${brand}`,
    heading: "கேஸ் சுருக்கம்",
    asOf: (date) => `${date} நிலவரப்படி`,
    printHint: "இந்தப் பக்கத்தை அச்சிடுங்கள், அல்லது உங்கள் ஃபோனில் காட்டுங்கள்.",
    backToCase: "உங்கள் கேஸுக்குத் திரும்பவும்",
    readInThisLanguage: "தமிழில் படிக்கவும்",
    personHeading: "நபரும் நடந்ததும்",
    name: "பெயர்",
    phone: "ஃபோன்",
    email: "மின்னஞ்சல்",
    whatHappened: "என்ன நடந்தது",
    timeUnknown: "(நேரம் தெரியவில்லை)",
    paymentApprovals: {
      paid_myself: "பணத்தை நானே செலுத்தினேன்",
      taken_without_approval: "என் அனுமதி இல்லாமல் பணம் எடுக்கப்பட்டது",
      not_sure: "பணம் எப்படிப் போனது என்று உறுதியாகத் தெரியவில்லை",
      no_money_lost: "பணம் எதுவும் போகவில்லை",
    },
    paidFrom: {
      bank_account: "வங்கிக் கணக்கிலிருந்து",
      cooperative_bank: "கூட்டுறவு வங்கியிலிருந்து",
      card: "கார்டு மூலம்",
      wallet: "வாலட்டிலிருந்து",
      other: "வேறு வழியில் செலுத்தப்பட்டது",
    },
    // The amount and the total stand after a colon, so no Tamil ending attaches to them.
    amountLost: (amount) => `இழந்த தொகை: ${amount}`,
    amountInTransactions: (total, count) =>
      count === 1 ? `1 பரிவர்த்தனையில் மொத்தம்: ${total}` : `${count} பரிவர்த்தனைகளில் மொத்தம்: ${total}`,
    timelineHeading: "காலவரிசை",
    dateNotGiven: "தேதி கொடுக்கப்படவில்லை",
    happened: "சம்பவம் நடந்தது",
    reported: (brand, reference) => `${brand} குழுவிடம் தெரிவிக்கப்பட்டது, குறிப்பு எண் ${reference}`,
    calledHelpline: "1930 எண்ணை அழைத்தது",
    acknowledgement: (number) => `புகார் ஒப்புகை எண் ${number}`,
    portalFinished: "cybercrime.gov.in இணையதளத்தில் புகார் முழுமையாகப் பதிவு செய்யப்பட்டது",
    toldBank: (bankName) =>
      bankName === "" ? "வங்கி, வாலட் அல்லது கார்டு நிறுவனத்திடம் தெரிவிக்கப்பட்டது" : `தெரிவிக்கப்பட்டது: ${bankName}`,
    bankComplaint: (number) => `புகார் எண் ${number}`,
    bankReplied: "வங்கியின் கடைசிப் பதில்",
    transactionsHeading: "பரிவர்த்தனைகள்",
    transactionWhen: "எப்போது",
    transactionAmount: "தொகை",
    transactionMethod: "செலுத்திய முறை",
    transactionUtr: "UTR / பரிவர்த்தனை எண்",
    transactionTo: "பெற்றவர்",
    transactionFrom: "செலுத்திய கணக்கு",
    paymentMethods: { upi: "UPI", card: "கார்டு", net_banking: "நெட் பேங்கிங்", other: "மற்றவை" },
    transactionsTotal: (count) => (count === 1 ? "மொத்தம் 1 பரிவர்த்தனை" : `மொத்தம் ${count} பரிவர்த்தனைகள்`),
    nextHeading: "அடுத்த தேதிகள்",
    by: "கடைசி நாள்:",
    stepStates: { "to do": "செய்ய வேண்டியது", waiting: "வங்கியின் முறை", overdue: "வங்கி தாமதிக்கிறது" },
    evidenceHeading: "ஆதாரங்கள்",
    evidenceIntro:
      "ஒவ்வொரு கோப்பின் SHA-256, அது எங்களிடம் வந்து சேர்ந்தபோது கணக்கிடப்பட்டது: எந்த நகலையும் அதனுடன் ஒப்பிட்டு யார் வேண்டுமானாலும் சரிபார்க்கலாம். கேஸ் பக்கத்தில் எல்லாக் கோப்புகளும் ஒரே zip-ஆகக் கிடைக்கும்.",
    size: "அளவு",
    received: "பெறப்பட்டது",
    typedByWhoever:
      "படிவத்தை நிரப்பியவர் எழுதியது; நாங்கள் ஒருபோதும் OTP, PIN, கட்டணம் அல்லது ரிமோட் அக்சஸ் (remote access) செயலிகளைக் கேட்பதில்லை",
    closedTitle: "முதலில் உங்கள் கேஸைத் திறக்கவும்",
    closedText:
      "இந்தச் சுருக்கம் உங்கள் கேஸிலிருந்து தயாரிக்கப்படுகிறது. உங்கள் கேஸ் இணைப்பைக் கொண்டு உங்கள் கேஸைத் திறந்து, பிறகு இங்கே திரும்புங்கள்.",
    closedLink: "உங்கள் கேஸ் பக்கத்துக்குச் செல்லவும்",
  },
  mr: {
    lang: "mr",
    title: (reference, brand) => `केस ${reference}: सारांश | ${brand}`,
    heading: "केसचा सारांश",
    // The date stands after a colon, so no Marathi ending attaches to it.
    asOf: (date) => `या तारखेपर्यंतची माहिती: ${date}`,
    printHint: "हे पेज प्रिंट करा किंवा तुमच्या फोनवर दाखवा.",
    backToCase: "तुमच्या केसवर परत जा",
    readInThisLanguage: "मराठीत वाचा",
    personHeading: "व्यक्ती आणि काय झाले",
    name: "नाव",
    phone: "फोन",
    email: "ई-मेल",
    whatHappened: "काय झाले",
    timeUnknown: "(वेळ माहीत नाही)",
    paymentApprovals: {
      paid_myself: "पेमेंट मी स्वतः केले",
      taken_without_approval: "माझ्या परवानगीशिवाय पैसे घेतले गेले",
      not_sure: "पैसे कसे गेले ते नक्की माहीत नाही",
      no_money_lost: "कोणतेही पैसे गेले नाहीत",
    },
    paidFrom: {
      bank_account: "बँक खात्यातून",
      cooperative_bank: "सहकारी बँकेतून",
      card: "कार्डने",
      wallet: "वॉलेटमधून",
      other: "दुसऱ्या मार्गाने भरले",
    },
    // The amount and the total stand after a colon, so no Marathi ending attaches to them.
    amountLost: (amount) => `गेलेली रक्कम: ${amount}`,
    amountInTransactions: (total, count) =>
      count === 1 ? `1 व्यवहारात एकूण: ${total}` : `${count} व्यवहारांत मिळून एकूण: ${total}`,
    timelineHeading: "घटनाक्रम",
    dateNotGiven: "तारीख सांगितलेली नाही",
    happened: "घटना घडली",
    reported: (brand, reference) => `${brand} टीमला कळवले, संदर्भ क्रमांक ${reference}`,
    calledHelpline: "1930 वर फोन केला",
    acknowledgement: (number) => `पोच क्रमांक ${number}`,
    portalFinished: "cybercrime.gov.in वर तक्रार पूर्ण केली",
    toldBank: (bankName) => (bankName === "" ? "बँक, वॉलेट किंवा कार्ड कंपनीला कळवले" : `कळवले: ${bankName}`),
    bankComplaint: (number) => `तक्रार क्रमांक ${number}`,
    bankReplied: "बँकेचे शेवटचे उत्तर",
    transactionsHeading: "व्यवहार",
    transactionWhen: "कधी",
    transactionAmount: "रक्कम",
    transactionMethod: "पेमेंटची पद्धत",
    transactionUtr: "UTR / व्यवहार आयडी",
    transactionTo: "कोणाला पेमेंट",
    transactionFrom: "कोणत्या खात्यातून पेमेंट",
    paymentMethods: { upi: "UPI", card: "कार्ड", net_banking: "नेट बँकिंग", other: "इतर" },
    transactionsTotal: (count) => `एकूण ${count} व्यवहार`,
    nextHeading: "पुढच्या तारखा",
    by: "शेवटची तारीख:",
    stepStates: { "to do": "करायचे आहे", waiting: "बँकेची पाळी", overdue: "बँकेने उशीर केला" },
    evidenceHeading: "पुरावे",
    evidenceIntro:
      "प्रत्येक फाइलचा SHA-256 ती आमच्यापर्यंत पोहोचली तेव्हा काढला गेला: कोणीही एखादी प्रत त्याच्याशी जुळवून तपासू शकतो. केस पेजवरून सर्व फाइल्स एकाच zip मध्ये मिळतात.",
    size: "आकार",
    received: "मिळाली",
    typedByWhoever: "ज्यांनी फॉर्म भरला त्यांनी लिहिलेले; आम्ही कधीही OTP, PIN, कोणतेही शुल्क किंवा रिमोट-ॲक्सेस ॲप मागत नाही",
    closedTitle: "आधी तुमची केस उघडा",
    closedText: "हा सारांश तुमच्या केसवरून तयार होतो. तुमच्या केसच्या लिंकने तुमची केस उघडा, मग इथे परत या.",
    closedLink: "तुमच्या केस पेजवर जा",
  },
  te: {
    lang: "te",
    title: (reference, brand) => `కేసు ${reference}: సారాంశం | ${brand}`,
    heading: "కేసు సారాంశం",
    // The date stands after a colon, so no Telugu ending attaches to it.
    asOf: (date) => `ఈ తేదీ నాటి సమాచారం: ${date}`,
    printHint: "ఈ పేజీని ప్రింట్ చేయండి, లేదా మీ ఫోన్‌లో చూపించండి.",
    backToCase: "మీ కేసుకు తిరిగి వెళ్లండి",
    readInThisLanguage: "తెలుగులో చదవండి",
    personHeading: "వ్యక్తి, జరిగిన సంఘటన",
    name: "పేరు",
    phone: "ఫోన్",
    email: "ఈమెయిల్",
    whatHappened: "ఏం జరిగింది",
    timeUnknown: "(సమయం తెలియదు)",
    paymentApprovals: {
      paid_myself: "డబ్బును నేనే చెల్లించాను",
      taken_without_approval: "నా అనుమతి లేకుండా డబ్బు తీసుకున్నారు",
      not_sure: "డబ్బు ఎలా పోయిందో ఖచ్చితంగా తెలియదు",
      no_money_lost: "డబ్బు ఏమీ పోలేదు",
    },
    paidFrom: {
      bank_account: "బ్యాంకు ఖాతా నుండి",
      cooperative_bank: "సహకార బ్యాంకు నుండి",
      card: "కార్డు ద్వారా",
      wallet: "వాలెట్ నుండి",
      other: "వేరే పద్ధతిలో చెల్లించారు",
    },
    // The amount and the total stand after a colon, so no Telugu ending attaches to them.
    amountLost: (amount) => `పోయిన మొత్తం: ${amount}`,
    amountInTransactions: (total, count) =>
      count === 1 ? `1 లావాదేవీలో మొత్తం: ${total}` : `${count} లావాదేవీలలో కలిపి మొత్తం: ${total}`,
    timelineHeading: "జరిగిన క్రమం",
    dateNotGiven: "తేదీ ఇవ్వలేదు",
    happened: "సంఘటన జరిగింది",
    reported: (brand, reference) => `${brand} బృందానికి తెలియజేశారు, రిఫరెన్స్ నంబర్ ${reference}`,
    calledHelpline: "1930 నంబర్‌కు కాల్ చేశారు",
    acknowledgement: (number) => `ఫిర్యాదు రసీదు నంబర్ ${number}`,
    portalFinished: "cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు పూర్తిగా నమోదు చేశారు",
    toldBank: (bankName) => (bankName === "" ? "బ్యాంకు, వాలెట్ లేదా కార్డు కంపెనీకి తెలియజేశారు" : `తెలియజేశారు: ${bankName}`),
    bankComplaint: (number) => `ఫిర్యాదు నంబర్ ${number}`,
    bankReplied: "బ్యాంకు చివరి జవాబు",
    transactionsHeading: "లావాదేవీలు",
    transactionWhen: "ఎప్పుడు",
    transactionAmount: "మొత్తం",
    transactionMethod: "చెల్లించిన పద్ధతి",
    transactionUtr: "UTR / లావాదేవీ నంబర్",
    transactionTo: "అందుకున్నవారు",
    transactionFrom: "చెల్లించిన ఖాతా",
    paymentMethods: { upi: "UPI", card: "కార్డు", net_banking: "నెట్ బ్యాంకింగ్", other: "ఇతర" },
    transactionsTotal: (count) => (count === 1 ? "మొత్తం 1 లావాదేవీ" : `మొత్తం ${count} లావాదేవీలు`),
    nextHeading: "తర్వాతి తేదీలు",
    by: "చివరి తేదీ:",
    stepStates: { "to do": "చేయాల్సింది", waiting: "బ్యాంకు వంతు", overdue: "బ్యాంకు ఆలస్యం చేస్తోంది" },
    evidenceHeading: "ఆధారాలు",
    evidenceIntro:
      "ప్రతి ఫైల్ SHA-256, అది మాకు అందినప్పుడే లెక్కించాం: ఏ కాపీనైనా దానితో పోల్చి ఎవరైనా సరిచూసుకోవచ్చు. కేసు పేజీలో అన్ని ఫైళ్లూ ఒకే zip ఫైల్‌గా దొరుకుతాయి.",
    size: "పరిమాణం",
    received: "అందింది",
    typedByWhoever: "ఫారం నింపిన వ్యక్తి రాసినది; మేము ఎప్పుడూ OTP, PIN, ఫీజు లేదా రిమోట్ యాక్సెస్ (remote access) యాప్‌లు అడగము",
    closedTitle: "ముందుగా మీ కేసును తెరవండి",
    closedText: "ఈ సారాంశం మీ కేసు నుండి తయారవుతుంది. మీ కేసు లింక్‌తో మీ కేసును తెరిచి, తర్వాత ఇక్కడికి తిరిగి రండి.",
    closedLink: "మీ కేసు పేజీకి వెళ్లండి",
  },
};
