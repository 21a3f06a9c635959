import type { LanguageCode } from "~/shared/language-codes";

// The reply templates a desk starts with (docs/decisions/0061), in English and in Hindi, each
// pair under one title. Each says only what the site already says with its source: the first
// hours' advice and the places to report (the Learning Corner's "If you have lost money: the
// first hour" and "Where to report"), section 173 of the BNSS with its Zero FIR and the refusal
// rule (bnss-173-refusal), the case page's letter to the Superintendent of Police and its
// transactions, and the sextortion advice (the Learning Corner's "Sextortion and loan app
// harassment"). The rest is practical help, never a rule. The Hindi follows the Hindi pages'
// words (docs/hindi-glossary.md: यूटीआर, केस पेज, पुलिस अधीक्षक).
//
// Versioned and frozen: migration 0034 inserts exactly this list, on every database it runs on,
// so a desk set up next year starts from the same texts as one set up today. Never edit it: a
// better wording is a new list (STARTER_REPLY_TEMPLATES_V2) inserted by a new migration, and a
// test pins this one's checksum. The desk's own changes to its templates are the desk's. It sits
// with the migrations, the only code that reads it: the desk reads its templates from the table.

interface StarterReplyTemplate {
  readonly language: LanguageCode;
  readonly title: string;
  readonly body: string;
}

const FIRST_REPLY = "First reply: money lost today";
const ASKING_FOR_UTR = "Asking for the UTR";
const POLICE_REFUSED = "Police refused the FIR";
const SEXTORTION = "Sextortion";

export const STARTER_REPLY_TEMPLATES_V1: readonly StarterReplyTemplate[] = Object.freeze([
  {
    language: "en",
    title: FIRST_REPLY,
    body: [
      "Dear {name},",
      "",
      "Thank you for writing to us. We have your case {reference}, and we are working on it now.",
      "",
      "If you have not done so yet, please call 1930, the National Cyber Crime Helpline, straight away, and complete your complaint on https://cybercrime.gov.in. Money sent to a fraudster is usually moved on quickly; reported while it is still in the first accounts, the banks involved can be asked to hold it. Keep ready the amount, date and time and UTR (transaction ID) of each payment, your bank, and the UPI ID or account the money went to. Note the acknowledgement number you are given.",
      "",
      "Call your bank on the number printed on your card or shown in its official app, report the transactions as fraud and ask for a complaint number. Do not delete chats, call logs or messages: they are your evidence.",
      "",
      "Your next step on your case page: {next_deadline}.",
      "",
      "We will never ask you for an OTP, PIN, password or any fee. If anything is unclear, reply here.",
    ].join("\n"),
  },
  {
    language: "hi",
    title: FIRST_REPLY,
    body: [
      "नमस्ते {name},",
      "",
      "हमें लिखने के लिए धन्यवाद। आपका केस {reference} हमें मिल गया है और हम अभी इस पर काम कर रहे हैं।",
      "",
      "अगर आपने अभी तक नहीं किया है, तो तुरंत 1930, राष्ट्रीय साइबर अपराध हेल्पलाइन, पर कॉल करें और https://cybercrime.gov.in पर अपनी शिकायत पूरी करें। धोखेबाज़ को भेजा गया पैसा आम तौर पर जल्दी ही आगे भेज दिया जाता है; अगर आप तब शिकायत करते हैं जब पैसा अभी शुरुआती खातों में ही है, तो संबंधित बैंकों से उसे रोकने (होल्ड लगाने) के लिए कहा जा सकता है। हर भुगतान की राशि, तारीख और समय और यूटीआर (लेन-देन आईडी), अपना बैंक, और वह यूपीआई आईडी या खाता जिसमें पैसा गया, तैयार रखें। जो पावती संख्या मिले, उसे लिख लें।",
      "",
      "अपने कार्ड पर छपे या बैंक के आधिकारिक ऐप में दिए गए नंबर पर अपने बैंक को कॉल करें, लेन-देन को धोखाधड़ी बताएँ और शिकायत संख्या माँगें। चैट, कॉल लॉग या संदेश डिलीट न करें: यही आपके सबूत हैं।",
      "",
      "आपके केस पेज पर आपका अगला कदम: {next_deadline}।",
      "",
      "हम आपसे कभी ओटीपी, पिन, पासवर्ड या कोई शुल्क नहीं माँगेंगे। कोई बात साफ़ न हो, तो यहीं जवाब दें।",
    ].join("\n"),
  },
  {
    language: "en",
    title: ASKING_FOR_UTR,
    body: [
      "Dear {name},",
      "",
      "To take your case {reference} forward with your bank and on cybercrime.gov.in, we need the UTR (transaction ID) of each payment the fraud took. It is usually 12 digits, in your bank's SMS or in your UPI app's payment details.",
      "",
      "Please add each payment under “Your transactions” on your case page, with its date and time, amount and UTR, or reply here with them. A screenshot of the bank's SMS or of the payment in your app helps too: you can upload it under “Your evidence” on your case page.",
      "",
      "The UTR is all we need: we will never ask you for an OTP, PIN or password.",
    ].join("\n"),
  },
  {
    language: "hi",
    title: ASKING_FOR_UTR,
    body: [
      "नमस्ते {name},",
      "",
      "आपके केस {reference} को आपके बैंक के पास और cybercrime.gov.in पर आगे बढ़ाने के लिए हमें धोखाधड़ी में गए हर भुगतान का यूटीआर (लेन-देन आईडी) चाहिए। यह आम तौर पर 12 अंकों का होता है और आपके बैंक के एसएमएस में या आपके यूपीआई ऐप में भुगतान के विवरण में मिलता है।",
      "",
      "कृपया अपने केस पेज पर “आपके लेन-देन” में हर भुगतान उसकी तारीख और समय, राशि और यूटीआर के साथ जोड़ें, या यहीं जवाब में लिख भेजें। बैंक के एसएमएस या ऐप में भुगतान का स्क्रीनशॉट भी काम आता है: उसे अपने केस पेज पर “आपके सबूत” में अपलोड कर सकते हैं।",
      "",
      "हमें सिर्फ़ यूटीआर चाहिए: हम आपसे कभी ओटीपी, पिन या पासवर्ड नहीं माँगेंगे।",
    ].join("\n"),
  },
  {
    language: "en",
    title: POLICE_REFUSED,
    body: [
      "Dear {name},",
      "",
      "We are sorry the police station would not register your complaint. Here is what you can do now, for your case {reference}:",
      "",
      "1. Make sure your complaint is also on https://cybercrime.gov.in: the state police act on complaints made there. If money was taken, call 1930 too.",
      "2. Under section 173 of the Bharatiya Nagarik Suraksha Sanhita, 2023, the police must take down information about a cognizable offence even if it happened outside their area (a 'Zero FIR'), and you are entitled to a free copy of the FIR.",
      "3. If a police station refuses to record your complaint, you can write it down and send it by post to the Superintendent of Police of the area, who must investigate it, or have a police officer investigate it, if it shows a cognizable offence. Your case page has this letter, drafted from your case: open “Letter to the Superintendent of Police”, read it through, sign it and send it by post. Keep the postal receipt.",
      "",
      "Note the name of the police station, the day and time you went and whom you spoke to. Reply here and we will help you with the next step.",
    ].join("\n"),
  },
  {
    language: "hi",
    title: POLICE_REFUSED,
    body: [
      "नमस्ते {name},",
      "",
      "हमें खेद है कि पुलिस थाने ने आपकी शिकायत दर्ज नहीं की। आपके केस {reference} के लिए अब आप यह कर सकते हैं:",
      "",
      "1. पक्का करें कि आपकी शिकायत https://cybercrime.gov.in पर भी दर्ज हो: वहाँ की गई शिकायतों पर राज्य पुलिस कार्रवाई करती है। अगर पैसे गए हैं, तो 1930 पर भी कॉल करें।",
      "2. भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173 के तहत पुलिस को संज्ञेय अपराध की सूचना दर्ज करनी होती है, भले ही अपराध उसके इलाके से बाहर हुआ हो ('ज़ीरो एफ़आईआर'), और आपको एफ़आईआर की एक प्रति निःशुल्क पाने का अधिकार है।",
      "3. अगर पुलिस थाना आपकी शिकायत दर्ज करने से मना कर दे, तो आप उसे लिखकर डाक से इलाके के पुलिस अधीक्षक (एसपी) को भेज सकते हैं; अगर उससे संज्ञेय अपराध बनता है, तो पुलिस अधीक्षक को खुद उसका अन्वेषण करना होता है या किसी पुलिस अधिकारी से करवाना होता है। आपके केस पेज पर यह पत्र आपके केस से तैयार है: “पुलिस अधीक्षक के लिए पत्र” खोलें, उसे ध्यान से पढ़ें, उस पर हस्ताक्षर करें और डाक से भेजें। डाक की रसीद सँभालकर रखें।",
      "",
      "पुलिस थाने का नाम, आप किस दिन और किस समय गए थे और किससे बात हुई, यह लिख लें। यहीं जवाब दें, अगले कदम में हम आपकी मदद करेंगे।",
    ].join("\n"),
  },
  {
    language: "en",
    title: SEXTORTION,
    body: [
      "Dear {name},",
      "",
      "Thank you for telling us. You were right to ask for help, and this is not your fault. For your case {reference}, here is what to do now:",
      "",
      "- Do not pay. Paying almost always leads to bigger demands.",
      "- Do not delete the chats or the account; take screenshots of the profile, messages and payment demands, then block and report the profile on the platform.",
      "- Report it at https://cybercrime.gov.in or to the police. Demanding money by threats is extortion under section 308 of the Bharatiya Nyaya Sanhita, 2023.",
      "- If you have already paid, call 1930 at once.",
      "- Calls from 'police officers' who want money to close a 'case' are part of the same fraud: do not pay them either.",
      "- If you wish, warn close contacts that they may receive fake messages about you.",
      "",
      "You can upload the screenshots under “Your evidence” on your case page, so they stay with your case. If they contact you again, reply here.",
    ].join("\n"),
  },
  {
    language: "hi",
    title: SEXTORTION,
    body: [
      "नमस्ते {name},",
      "",
      "हमें बताने के लिए धन्यवाद। आपने मदद माँगकर सही किया, और इसमें आपकी कोई गलती नहीं है। आपके केस {reference} के लिए अभी यह करें:",
      "",
      "- पैसे न दें। पैसे देने पर लगभग हमेशा माँग और बढ़ जाती है।",
      "- चैट या खाता डिलीट न करें; प्रोफ़ाइल, संदेशों और पैसों की माँग के स्क्रीनशॉट लें, फिर उस प्लेटफ़ॉर्म पर प्रोफ़ाइल को ब्लॉक करें और उसकी शिकायत करें।",
      "- https://cybercrime.gov.in पर या पुलिस से शिकायत करें। धमकी देकर पैसे माँगना भारतीय न्याय संहिता, 2023 की धारा 308 के तहत उद्दापन है।",
      "- अगर आप पैसे दे चुके हैं, तो तुरंत 1930 पर कॉल करें।",
      "- 'केस' बंद करने के लिए पैसे माँगने वाले 'पुलिस अधिकारियों' की कॉल भी इसी ठगी का हिस्सा हैं: उन्हें भी पैसे न दें।",
      "- चाहें तो अपने करीबी लोगों को पहले ही बता दें कि उन्हें आपके बारे में फ़र्ज़ी संदेश मिल सकते हैं।",
      "",
      "स्क्रीनशॉट अपने केस पेज पर “आपके सबूत” में अपलोड कर सकते हैं, ताकि वे आपके केस के साथ रहें। अगर वे आपसे फिर संपर्क करें, तो यहीं जवाब दें।",
    ].join("\n"),
  },
]);
