import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { ruleNameHi } from "../legal-rules/names-hi";
import { ruleVersionKey, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { blank, type LetterWords } from "./words";

// हिन्दी: मामले से बनने वाले पत्रों और पोर्टल के पाठ के शब्द, जैसे भारत सरकार के पत्र लिखते हैं।
// नियम, उनकी तारीख़ें और दिनों की संख्या shared/legal-rules से आती हैं; यहाँ केवल आसपास के शब्द
// हैं (docs/decisions/0019, 0028, 0042)। हर नियम का हिन्दी नाम उसके लागू होने की तारीख़ से जुड़ा
// है: नियम का नया रूप आने पर उसका हिन्दी नाम जोड़े बिना पत्र नहीं बनता, ताकि पत्र पुराना नियम
// न बताए। वाक्य लिंग-निरपेक्ष हैं ("निवेदन है कि", "सूचना दी जा रही है"), क्योंकि पत्र किसी का भी हो सकता है।

/**
 * What starts each cited rule's window, in the letter's voice ("बैंक को मेरी सूचना"), by the rule's
 * id and first day in force. Its name is shared/legal-rules/names-hi.ts's, the one the Hindi case
 * page shows (docs/decisions/0086).
 */
const windowStarts: Record<string, string> = {
  "rbi-liability-third-party@2017-07-06": "लेन-देन के बारे में बैंक का एसएमएस या ई-मेल मिलने",
  "rbi-liability-limited@2017-07-06": "लेन-देन के बारे में बैंक का एसएमएस या ई-मेल मिलने",
  "rbi-liability-shadow-credit@2017-07-06": "बैंक को मेरी सूचना",
  "rbi-liability-resolution@2017-07-06": "बैंक को मेरी शिकायत मिलने",
  "rbi-liability-non-bank-wallets-credit@2019-03-01": "वॉलेट कंपनी को मेरी सूचना",
  "rbi-liability-third-party@2027-01-01": "लेन-देन",
  "rbi-liability-resolution@2027-01-01": "बैंक को मेरी शिकायत मिलने",
  "rbi-shadow-reversal-credit-card@2027-01-01": "बैंक को मेरी सूचना",
  "rbi-ombudsman-scheme@2026-07-01": `बैंक के ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} दिन पूरे होने या उसके आख़िरी जवाब (जो भी बाद में हो)`,
};

/** The Hindi words of a rule version; a version without a Hindi name stops the letter rather than cite a lapsed rule. */
export function hindiRuleWords(rule: LegalRule): { instrument: string; from?: string } {
  const key = ruleVersionKey(rule);
  const instrument = ruleNameHi(rule);
  if (!instrument) throw new Error(`No Hindi name for legal rule "${key}": add it to shared/legal-rules/names-hi.ts`);
  const from = windowStarts[key];
  return from === undefined ? { instrument } : { instrument, from };
}

/** "paragraph 76L", "paragraphs 76K and 76S" (the rules' own words) as a Hindi letter cites them. */
function paragraphHi(paragraph: string): string {
  return paragraph.replace(/^paragraphs? /, "पैराग्राफ़ ").replace(/ and /g, " और ");
}

/** "3 कार्य दिवसों", "90 दिनों": a window's length as it reads before "के भीतर". */
function window({ days, count }: RuleWindow): string {
  return `${days} ${count === "working days" ? "कार्य दिवसों" : "दिनों"}`;
}

const notAuthorised = ({ single }: { single: boolean }) =>
  single ? "यह लेन-देन मेरे द्वारा अधिकृत नहीं था।" : "ये लेन-देन मेरे द्वारा अधिकृत नहीं थे।";
const its = ({ single }: { single: boolean }) => (single ? "इसकी" : "इनकी");
const HELPLINE = "राष्ट्रीय साइबर अपराध हेल्पलाइन 1930";
const CLOSING = "भवदीय/भवदीया,";
const BNSS = "भारतीय नागरिक सुरक्षा संहिता, 2023";
const SALUTATION = "महोदय/महोदया,";
/** पीड़ित का सवाल जस का तस नहीं: वे उसे सामने रखकर अपने शब्दों में फिर से लिखें (decision 0066)। */
const OWN_WORDS = "अपने शब्दों में बताएँ कि क्या हुआ: कब, उन्होंने आपसे कैसे संपर्क किया, आपने क्या भुगतान किया, और किसे।";
const WROTE_TO_US = "आपने हमें जो लिखा था:";

const HINDI_DATES = datesIn("hi");
/** "बुधवार, 25 नवंबर 2026, 11:00 बजे (भारतीय समय)": a letter's weekday is written in full. */
const letterDateTime = (instant: Date) => formatDateTime(HINDI_DATES, instant, HINDI_DATES.letterWeekday);

export const hindiLetterWords: LetterWords = {
  lang: "hi",
  date: (instant) => formatDate(HINDI_DATES, instant, HINDI_DATES.letterWeekday),
  dateTime: letterDateTime,
  transactionWhen: (item) => letterDateTime(new Date(item.occurredAt)),
  evidenceReceived: (file) => letterDateTime(new Date(file.receivedAt)),
  window,
  windowFrom: (rule) => {
    const from = hindiRuleWords(rule).from;
    if (!from)
      throw new Error(`No Hindi words for what starts the window of "${rule.id}": add them to shared/letters/hi.ts`);
    return from;
  },
  instrument: (rule) => hindiRuleWords(rule).instrument,
  labels: {
    date: "दिनांक:",
    subject: "विषय:",
    transactionsCaption: "लेन-देन का विवरण",
    evidenceCaption: "साक्ष्य, प्रत्येक फ़ाइल अपने SHA-256 फ़िंगरप्रिंट के साथ",
    when: "दिनांक और समय",
    amount: "राशि",
    utr: "यूटीआर / लेन-देन आईडी",
    from: "किस खाते से",
    to: "किस खाते में",
    total: "कुल",
    fileName: "फ़ाइल",
    fileSize: "आकार",
    fileReceived: "CyberHelp को प्राप्त",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "आपका पता",
    date: "दिनांक",
    amount: "राशि",
    eachTransaction:
      "प्रत्येक लेन-देन के लिए: दिनांक और समय, राशि, यूटीआर या लेन-देन आईडी, और वह खाता या यूपीआई आईडी जिसमें पैसा गया",
    policeStation: "थाने या साइबर सेल का नाम",
    bankComplaintNumber: "शिकायत संख्या",
    bankComplaintDate: "शिकायत का दिनांक",
    bankReplyDate: "जवाब का दिनांक",
    refusedOn: "थाने जाने का दिनांक",
    district: "अपने ज़िले का नाम",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `मैंने ${at === null ? "" : `दिनांक ${at} को `}${HELPLINE} पर इस धोखाधड़ी की सूचना दी${acknowledgement === "" ? "" : ` (पावती संख्या ${acknowledgement})`}।`,
    portal: "मैंने राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल, cybercrime.gov.in पर अपनी शिकायत पूरी कर दी है।",
    bank: (at, reference) =>
      `मैंने दिनांक ${at} को अपने बैंक को इन लेन-देन की सूचना दी${reference === "" ? "" : ` (शिकायत संदर्भ संख्या ${reference})`}।`,
  },
  bank: {
    recipient: {
      bank: ["सेवा में,", "शाखा प्रबंधक", blank("अपने बैंक और शाखा का नाम")],
      "cooperative bank": ["सेवा में,", "शाखा प्रबंधक", blank("अपने सहकारी बैंक और शाखा का नाम")],
      wallet: ["सेवा में,", "शिकायत निवारण अधिकारी", blank("अपनी वॉलेट कंपनी का नाम")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet"
        ? ["सेवा में,", "शिकायत निवारण अधिकारी", name]
        : ["सेवा में,", "शाखा प्रबंधक", name, blank("शाखा का नाम")],
    account: { bank: "खाते", "cooperative bank": "खाते", wallet: "वॉलेट" },
    opening: (approval, count, account) => {
      const single = count === 1;
      const what = count === 0 ? "नीचे वर्णित लेन-देन" : single ? "नीचे दिया गया लेन-देन" : `नीचे दिए गए ${count} लेन-देन`;
      const made = single ? "किया गया है" : "किए गए हैं";
      if (approval === "taken_without_approval")
        return `सविनय निवेदन है कि ${what} मेरी अनुमति के बिना मेरे ${account} से ${made}।`;
      if (approval === "coerced")
        return single
          ? `सविनय निवेदन है कि ${what} मेरे ${account} से ऐसा भुगतान है, जो धोखेबाज़ों ने धमकी देकर मुझसे ज़बरदस्ती करवाया।`
          : `सविनय निवेदन है कि ${what} मेरे ${account} से ऐसे भुगतान हैं, जो धोखेबाज़ों ने धमकी देकर मुझसे ज़बरदस्ती करवाए।`;
      if (approval === "paid_myself")
        return single
          ? `सविनय निवेदन है कि ${what} मेरे ${account} से ऐसा भुगतान है, जो धोखेबाज़ों ने छल से मुझसे करवाया।`
          : `सविनय निवेदन है कि ${what} मेरे ${account} से ऐसे भुगतान हैं, जो धोखेबाज़ों ने छल से मुझसे करवाए।`;
      return `सविनय निवेदन है कि मेरे साथ हुई साइबर धोखाधड़ी में ${what} मेरे ${account} से ${made}।`;
    },
    notAuthorised,
    bankFault: ({ single, instrument, window: within, from }) =>
      `${notAuthorised({ single })} भारतीय रिज़र्व बैंक के परिपत्र "${instrument}" के अनुसार, अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन से ग्राहक को कोई हानि नहीं उठानी पड़ती, यदि वह बैंक की अपनी धोखाधड़ी, लापरवाही या कमी से हुआ हो (उसकी सूचना कभी भी दी जाए), या किसी तीसरे पक्ष की सेंध से हुआ हो और उसकी सूचना ${from} के ${within} के भीतर दी गई हो।`,
    inTime: (count) => `${its(count)} सूचना इसी अवधि के भीतर दी जा रही है।`,
    inLimitedTime: ({ window: within, from, ...count }) =>
      `${its(count)} सूचना ${from} के ${within} के भीतर दी जा रही है, जिस अवधि में परिपत्र ऐसी सेंध के लिए ग्राहक की देयता सीमित करता है।`,
    credit: ({ window: within, reportDate, end, workingDays }) =>
      `परिपत्र के अनुसार बैंक को संबंधित राशि दिनांक ${reportDate} की मेरी सूचना से ${within} के भीतर, अर्थात ${end} तक, मेरे खाते में जमा करनी है${workingDays ? "; इसके बाद केवल बीच में पड़ने वाले बैंक अवकाशों जितनी देर हो सकती है" : ""}।`,
    resolution: ({ window: within, end }) =>
      `परिपत्र यह भी अपेक्षा करता है कि बैंक मेरी शिकायत मिलने के ${within} के भीतर, अर्थात ${end} तक, उसका निपटारा करे।`,
    wallet: ({ single, instrument }) =>
      `${notAuthorised({ single })} भारतीय रिज़र्व बैंक के परिपत्र "${instrument}" के अनुसार, यदि कोई अनधिकृत लेन-देन वॉलेट कंपनी की अपनी धोखाधड़ी, लापरवाही या कमी के कारण हुआ हो, तो ग्राहक को कोई हानि नहीं उठानी पड़ती।`,
    walletCredit: ({ window: within, reportDate, end }) =>
      `परिपत्र के अनुसार कंपनी को संबंधित राशि दिनांक ${reportDate} की मेरी सूचना से ${within} के भीतर, अर्थात ${end} तक, मेरे वॉलेट में जमा करनी है।`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} कृपया इस सूचना पर भारतीय रिज़र्व बैंक के परिपत्र "${instrument}" के अंतर्गत कार्रवाई करें, और मुझे लिखित में बताएँ कि आप क्या निर्णय लेते हैं और कब तक।`,
    directions2027: ({ single, instrument, window: within, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `भारतीय रिज़र्व बैंक के "${instrument}" के अनुसार, धोखाधड़ी वाले इलेक्ट्रॉनिक बैंकिंग लेन-देन में वह लेन-देन शामिल है जो ग्राहक से धोखे से प्राप्त क्रेडेंशियल से किया गया हो, वह जिसे ग्राहक ने दबाव या धमकी में स्वीकृति दी हो, और प्रत्येक अनधिकृत लेन-देन। यदि ऐसा लेन-देन बैंक की लापरवाही या कमी से हुआ हो, तो ग्राहक शून्य देयता और लेन-देन को पलटे जाने का हकदार है, चाहे उसकी सूचना दी गई हो या नहीं (${paragraphHi(bankFaultParagraph)}), और तब भी जब वह किसी तीसरे पक्ष की सेंध से हुआ हो और उसकी सूचना बैंक को ${from} के ${within} के भीतर दी गई हो (${paragraphHi(thirdPartyParagraph)})। मेरा निवेदन है कि ${single ? "इस लेन-देन" : "इन लेन-देन"} पर मेरी देयता शून्य मानी जाए और राशि वापस की जाए।`,
    decision2027: ({ window: within, end, paragraphs }) =>
      `मेरी किसी भी देयता को साबित करने का भार बैंक पर है। कृपया मेरी शिकायत मिलने के ${within} के भीतर, अर्थात ${end} तक, उस पर निर्णय लें, और अस्वीकार करने की स्थिति में उसका कारण और समर्थन में विवरण दें (${paragraphHi(paragraphs)})।`,
    creditCardReversal2027: ({ window: within, reportDate, end, paragraph }) =>
      `यदि कार्ड क्रेडिट कार्ड है, तो कृपया दिनांक ${reportDate} की मेरी सूचना से ${within} के भीतर, अर्थात ${end} तक, राशि का शैडो रिवर्सल दें (${paragraphHi(paragraph)})।`,
    compensationForm2027:
      "यदि आप मुझे पैराग्राफ़ 76N के अंतर्गत उत्तरदायी मानते हैं, तो कृपया मुझे पैराग्राफ़ 76T(4) के अंतर्गत आवेदन पत्र दें।",
    forTransactionsOf: (days, paragraph) => `दिनांक ${days.join("; ")} के लेन-देन के संबंध में: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `हानि की राशि: ${amount}, ${on === null ? blank("दिनांक") : `दिनांक ${on} को`}। ${blankText}`,
    reportingNow: `इस धोखाधड़ी की सूचना ${HELPLINE} और cybercrime.gov.in पर भी दी जा रही है।`,
    requests: (account) => [
      `इन लेन-देन में प्रयुक्त कार्ड, यूपीआई, नेट बैंकिंग या ${account} की पहुँच से आगे कोई राशि न निकल सके, इसके लिए उन्हें बंद (ब्लॉक) करें, और ऐसा हो जाने पर मुझे लिखित में पुष्टि दें।`,
      "प्रत्येक लेन-देन पर विवाद (डिस्प्यूट) दर्ज करें, और जिन बैंकों या वॉलेट में पैसा गया है, उनसे वह राशि रोकने (होल्ड करने) को कहें।",
      `राशि मेरे ${account} में वापस जमा करें।`,
      "इस सूचना की लिखित पावती दें, जिसमें उसका दिनांक, समय और शिकायत संदर्भ संख्या हो।",
      `इन लेन-देन की अवधि का मेरे ${account} का विवरण (स्टेटमेंट) दें।`,
    ],
    evidence:
      "नीचे सूचीबद्ध साक्ष्य, प्रत्येक फ़ाइल अपने SHA-256 फ़िंगरप्रिंट के साथ, मेरे पास सुरक्षित हैं, और माँगे जाने पर इनकी प्रतियाँ दी जा सकती हैं।",
    subject: (account) => `मेरे ${account} में साइबर धोखाधड़ी की सूचना तथा लेन-देन ब्लॉक करने, राशि रोकने और वापस करने हेतु अनुरोध`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  police: {
    recipient: ["सेवा में,", "थाना प्रभारी"],
    opening: (name, place, happened) =>
      `सविनय निवेदन है कि प्रार्थी ${name}${place === "" ? "" : `, निवासी ${place},`} के साथ ${happened ? `दिनांक ${happened} को ` : ""}साइबर धोखाधड़ी का संज्ञेय अपराध किया गया है।`,
    ownWords: (account) => `घटना का विवरण, मेरे अपने शब्दों में: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "यह पैसा इन लेन-देन के माध्यम से लिया गया:",
    lost: (amount, blankText) => `मुझे ${amount} की हानि हुई। ${blankText}`,
    evidence:
      "नीचे सूचीबद्ध साक्ष्यों की प्रतियाँ संलग्न हैं। प्रत्येक फ़ाइल का SHA-256 फ़िंगरप्रिंट दर्शाता है कि प्रति में कोई बदलाव नहीं हुआ है; मूल फ़ाइलें और वह फ़ोन या कंप्यूटर, जिससे वे ली गईं, मेरे पास सुरक्षित हैं, और माँगे जाने पर प्रस्तुत की जाएँगी।",
    registerFir: (underSection) =>
      underSection
        ? "इस सूचना पर प्रथम सूचना रिपोर्ट (एफ़आईआर) दर्ज करें। भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(1) के अंतर्गत संज्ञेय अपराध की सूचना किसी भी थाने में दी जा सकती है, चाहे अपराध किसी भी क्षेत्र में हुआ हो।"
        : "इस सूचना पर प्रथम सूचना रिपोर्ट (एफ़आईआर) दर्ज करें।",
    firCopy: (underSection) =>
      underSection ? "धारा 173 के प्रावधान के अनुसार मुझे एफ़आईआर की प्रति निःशुल्क दें।" : "मुझे एफ़आईआर की प्रति दें।",
    holdMoney: "जिन बैंकों और वॉलेट में पैसा गया है, उनसे वह राशि रोकने (होल्ड करने) को कहें, और जिन खातों में वह गया, उनका पता लगाएँ।",
    request: "अतः आपसे अनुरोध है कि:",
    subject: "साइबर धोखाधड़ी की शिकायत तथा एफ़आईआर दर्ज करने हेतु अनुरोध",
    salutation: SALUTATION,
    closing: CLOSING,
  },
  ombudsman: {
    recipient: [
      "सेवा में,",
      "रिज़र्व बैंक का लोकपाल",
      "द्वारा: केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिज़र्व बैंक, सेंट्रल विस्टा, सेक्टर 17",
      "चंडीगढ़ – 160017",
    ],
    name: {
      bank: "अपने बैंक का नाम",
      "cooperative bank": "अपने सहकारी बैंक का नाम",
      wallet: "अपनी वॉलेट कंपनी का नाम",
    },
    institution: { bank: "बैंक", "cooperative bank": "बैंक", wallet: "वॉलेट कंपनी" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const single = count === 1;
      const what = count === 0 ? "नीचे वर्णित लेन-देन" : single ? "नीचे दिया गया लेन-देन" : `नीचे दिए गए ${count} लेन-देन`;
      const made = single ? "किया गया" : "किए गए";
      return `सविनय निवेदन है कि ${scheme === null ? "" : `${scheme} के अंतर्गत `}${against} के विरुद्ध यह शिकायत प्रार्थी ${name}${place === "" ? "" : `, निवासी ${place},`} की ओर से प्रस्तुत की जा रही है। मेरे साथ हुई साइबर धोखाधड़ी में ${what} मेरे ${account} से ${made}, और ${institution} ने अब तक इसका निवारण नहीं किया है।`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `मैंने सबसे पहले दिनांक ${date} को ${institution} को लिखित में शिकायत दी थी (शिकायत संख्या ${reference})। उस शिकायत की प्रति संलग्न है।`,
    noReply: ({ institution, days }) =>
      `${blank(`यदि ${institution} ने जवाब नहीं दिया है:`)} ${institution} ने ${days === null ? "मेरी शिकायत का" : `मेरी शिकायत मिलने के ${days} दिनों के भीतर उसका`} कोई जवाब नहीं दिया है।`,
    replied: ({ institution, date, known }) =>
      `${known ? "" : `${blank(`यदि ${institution} ने जवाब दिया है:`)} `}${institution} ने दिनांक ${date} को जवाब दिया, पर उस जवाब से मेरी शिकायत का निवारण नहीं होता। उस जवाब की प्रति संलग्न है।`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} मेरा बैंक एक सहकारी बैंक है, जिस पर भारतीय रिज़र्व बैंक का परिपत्र "${instrument}" लागू होता है। निवेदन है कि मेरी शिकायत पर उसी के अनुसार निर्णय लिया जाए।`,
    evidence:
      "नीचे सूचीबद्ध साक्ष्यों की प्रतियाँ संलग्न हैं। प्रत्येक फ़ाइल का SHA-256 फ़िंगरप्रिंट दर्शाता है कि प्रति में कोई बदलाव नहीं हुआ है।",
    request: "अतः आपसे अनुरोध है कि:",
    requests: ({ institution, account, count, amount }) => [
      `${institution} को निर्देश दें कि वह ${count === 1 ? "यह लेन-देन" : "ये लेन-देन"} पलटे और ${amount} मेरे ${account} में वापस जमा करे।`,
      "योजना के अंतर्गत जो अन्य राहत उचित हो, वह दें।",
    ],
    noOtherForum:
      "इसी शिकायत पर किसी न्यायालय, अधिकरण (ट्रिब्यूनल), मध्यस्थ (आर्बिट्रेटर) या अन्य मंच ने न तो निर्णय दिया है, न ही वह उसके विचाराधीन है। योजना के अनुसार, इस धोखाधड़ी के बारे में पुलिस में की गई शिकायत या पुलिस का अन्वेषण ऐसी कार्यवाही नहीं है।",
    inPerson: "यह शिकायत प्रार्थी द्वारा स्वयं प्रस्तुत की जा रही है, किसी अधिवक्ता के माध्यम से नहीं।",
    subject: ({ institution, account }) =>
      `मेरे ${account} में हुई साइबर धोखाधड़ी का ${institution} द्वारा निवारण न किए जाने के संबंध में शिकायत`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  superintendent: {
    recipient: ["सेवा में,", "पुलिस अधीक्षक"],
    byPost: (underSection) =>
      `पुलिस थाने ने यह सूचना दर्ज करने से मना कर दिया, इसलिए इसका सार${underSection ? ` ${BNSS} की धारा 173(4) के अंतर्गत` : ""} आपको लिखित में और डाक से भेजा जा रहा है।`,
    refused: ({ date, station, anyStation }) =>
      `दिनांक ${date} को ${station} जाकर यह सूचना दी गई, पर थाने के प्रभारी अधिकारी ने इसे दर्ज करने से मना कर दिया।${anyStation ? ` ${BNSS} की धारा 173(1) के अंतर्गत संज्ञेय अपराध की सूचना किसी भी थाने में दी जा सकती है, चाहे अपराध किसी भी क्षेत्र में हुआ हो।` : ""}`,
    substance: "सूचना का सार इस प्रकार है:",
    investigate: (underSection) =>
      `${underSection ? `${BNSS} की धारा 173(4) के प्रावधान के अनुसार, ` : ""}इस मामले का स्वयं अन्वेषण करें, या अपने अधीनस्थ किसी पुलिस अधिकारी को इसका अन्वेषण करने का निर्देश दें।`,
    tellMe: "इस सूचना पर की गई कार्रवाई की जानकारी मुझे लिखित में दें।",
    subject: (underSection) =>
      `पुलिस थाने द्वारा दर्ज न की गई संज्ञेय अपराध की सूचना${underSection ? `, ${BNSS} की धारा 173(4) के अंतर्गत` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `कब: ${at}${timeUnknown ? " (समय ज्ञात नहीं)" : ""}।`,
    whatHappened: (account) => `क्या हुआ: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "लेन-देन:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`${item.from} से`);
      if (item.to !== "") parts.push(`${item.to} को`);
      if (item.utr !== "") parts.push(`यूटीआर / लेन-देन आईडी ${item.utr}`);
      return `${parts.join(", ")}।`;
    },
    total: (total) => `कुल: ${total}।`,
    wentTo: (receivers) => `पैसा इन खातों में गया: ${receivers.join("; ")}।`,
    amountLost: (amount) => `हानि की राशि: ${amount}।`,
    evidence: (names) => `पोर्टल पर अपलोड करने के लिए मेरे पास ये साक्ष्य हैं: ${names.join("; ")}।`,
  },
};
