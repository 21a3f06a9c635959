import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { ruleNameMr } from "../legal-rules/names-mr";
import { ruleVersionKey, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { blank, type LetterWords } from "./words";

// Marathi: the words of the letters and of the portal's text drafted from a case, in the formal,
// respectful register of a Marathi letter to an authority ("प्रति, मा. ...", "सविनय निवेदन आहे की",
// "आपला/आपली विश्वासू"). The rules, their dates and their day counts come from shared/legal-rules;
// only the words around them are here (docs/decisions/0019, 0028, 0042). Each rule's Marathi name
// is tied to the day it came into force: a new version of a rule stops the letter until its Marathi
// name is added, so that a letter never cites a lapsed rule. The sentences avoid gendered
// first-person verbs (they use ergative or impersonal forms), as the letter may be anyone's.
//
// Joining words: Marathi glues postpositions to words, so no sentence here glues an ending to a
// phrase computed in another file (a date, an amount, a name, a bank's name, a rule's name). Dates
// are followed by the separate word "रोजी" or "पर्यंत"; a rule's name is quoted and followed by
// "या परिपत्रकानुसार" or "अंतर्गत". The phrases this file itself computes carry their own endings:
// `window` returns the whole "within" phrase ("3 कामकाजाच्या दिवसांत", "90 दिवसांत"), and
// `windowFrom` the whole "from" phrase, ending in "-पासून" ("बँकेला माझी तक्रार मिळाल्यापासून"),
// so a sentence reads "{from} {window}". The account ("खाते", "वॉलेट") and the institution
// ("बँक", "वॉलेट कंपनी") are this file's own words too; their case forms are below.

/**
 * What starts each cited rule's window, in the letter's voice, as the whole "from" phrase (ending
 * in "-पासून"), by the rule's id and first day in force. The rule's name is
 * shared/legal-rules/names-mr.ts's, the one the Marathi case page shows (docs/decisions/0086).
 */
const windowStarts: Record<string, string> = {
  "rbi-liability-third-party@2017-07-06": "व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाल्यापासून",
  "rbi-liability-limited@2017-07-06": "व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाल्यापासून",
  "rbi-liability-shadow-credit@2017-07-06": "बँकेला माझी सूचना दिल्यापासून",
  "rbi-liability-resolution@2017-07-06": "बँकेला माझी तक्रार मिळाल्यापासून",
  "rbi-liability-non-bank-wallets-credit@2019-03-01": "वॉलेट कंपनीला माझी सूचना दिल्यापासून",
  "rbi-liability-third-party@2027-01-01": "व्यवहार झाल्यापासून",
  "rbi-liability-resolution@2027-01-01": "बँकेला माझी तक्रार मिळाल्यापासून",
  "rbi-shadow-reversal-credit-card@2027-01-01": "बँकेला माझी सूचना दिल्यापासून",
  "rbi-ombudsman-scheme@2026-07-01": `बँकेचे ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} दिवस पूर्ण झाल्यापासून किंवा तिचे अंतिम उत्तर आल्यापासून (जे नंतर घडेल तेव्हापासून)`,
};

/** The Marathi words of a rule version; a version without a Marathi name stops the letter rather than cite a lapsed rule. */
export function marathiRuleWords(rule: LegalRule): { instrument: string; from?: string } {
  const key = ruleVersionKey(rule);
  const instrument = ruleNameMr(rule);
  if (!instrument) throw new Error(`No Marathi name for legal rule "${key}": add it to shared/legal-rules/names-mr.ts`);
  const from = windowStarts[key];
  return from === undefined ? { instrument } : { instrument, from };
}

/** "paragraph 76L", "paragraphs 76K and 76S" (the rules' own words) as a Marathi letter cites them. */
function paragraphMr(paragraph: string): string {
  return paragraph.replace(/^paragraphs? /, "परिच्छेद ").replace(/ and /g, " आणि ");
}

/** "3 कामकाजाच्या दिवसांत", "90 दिवसांत": a window's length as the whole "within" phrase. */
function window({ days, count }: RuleWindow): string {
  const one = days === 1;
  return `${days} ${count === "working days" ? "कामकाजाच्या " : ""}${one ? "दिवसात" : "दिवसांत"}`;
}

/** The case forms of this file's own words for the account ("खाते", "वॉलेट"). */
function accountForms(account: string) {
  if (account === "वॉलेट") return { from: "वॉलेटमधून", into: "वॉलेटमध्ये", on: "वॉलेटवर", access: "वॉलेटचा ॲक्सेस", of: "वॉलेटचे" };
  return { from: "खात्यातून", into: "खात्यात", on: "खात्यावर", access: "खात्याचा ॲक्सेस", of: "खात्याचे" };
}

/** The case forms of this file's own words for the institution ("बँक", "वॉलेट कंपनी"). */
function institutionForms(institution: string) {
  if (institution === "वॉलेट कंपनी") return { by: "वॉलेट कंपनीने", to: "वॉलेट कंपनीला", against: "वॉलेट कंपनीविरुद्ध" };
  return { by: "बँकेने", to: "बँकेला", against: "बँकेविरुद्ध" };
}

const notAuthorised = ({ single }: { single: boolean }) =>
  single ? "हा व्यवहार मी अधिकृत केलेला नाही." : "हे व्यवहार मी अधिकृत केलेले नाहीत.";
const its = ({ single }: { single: boolean }) => (single ? "या व्यवहाराची" : "या व्यवहारांची");
const HELPLINE = "राष्ट्रीय सायबर गुन्हे हेल्पलाइन 1930";
const CLOSING = "आपला/आपली विश्वासू,";
const BNSS = "भारतीय नागरिक सुरक्षा संहिता, 2023";
const SALUTATION = "महोदय/महोदया,";
/** Not the victim's question as it stands: they rewrite it in their own words, with it beside them (decision 0066). */
const OWN_WORDS =
  "काय घडले ते तुमच्या स्वतःच्या शब्दांत लिहा: केव्हा, त्यांनी तुमच्याशी कसा संपर्क साधला, तुम्ही काय पेमेंट केले, आणि कोणाला.";
const WROTE_TO_US = "तुम्ही आम्हाला जे लिहिले होते:";

const MARATHI_DATES = datesIn("mr");
/** "बुधवार, 25 नोव्हेंबर 2026, 11:00 (भारतीय वेळ)": a letter's weekday is written in full. */
const letterDateTime = (instant: Date) => formatDateTime(MARATHI_DATES, instant, MARATHI_DATES.letterWeekday);

export const marathiLetterWords: LetterWords = {
  lang: "mr",
  date: (instant) => formatDate(MARATHI_DATES, instant, MARATHI_DATES.letterWeekday),
  dateTime: letterDateTime,
  transactionWhen: (item) => letterDateTime(new Date(item.occurredAt)),
  evidenceReceived: (file) => letterDateTime(new Date(file.receivedAt)),
  window,
  windowFrom: (rule) => {
    const from = marathiRuleWords(rule).from;
    if (!from)
      throw new Error(`No Marathi words for what starts the window of "${rule.id}": add them to shared/letters/mr.ts`);
    return from;
  },
  instrument: (rule) => marathiRuleWords(rule).instrument,
  labels: {
    date: "दिनांक:",
    subject: "विषय:",
    transactionsCaption: "व्यवहारांचा तपशील",
    evidenceCaption: "पुरावे, प्रत्येक फाइल तिच्या SHA-256 फिंगरप्रिंटसह",
    when: "दिनांक आणि वेळ",
    amount: "रक्कम",
    utr: "UTR / व्यवहार आयडी",
    from: "कोणत्या खात्यातून",
    to: "कोणत्या खात्यात",
    total: "एकूण",
    fileName: "फाइल",
    fileSize: "आकार",
    fileReceived: "CyberHelp कडे मिळाल्याची वेळ",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "तुमचा पत्ता",
    date: "दिनांक",
    amount: "रक्कम",
    eachTransaction:
      "प्रत्येक व्यवहारासाठी: दिनांक आणि वेळ, रक्कम, UTR किंवा व्यवहार आयडी, आणि ज्या खात्यात किंवा UPI आयडीवर पैसे गेले ते",
    policeStation: "पोलीस ठाण्याचे किंवा सायबर सेलचे नाव",
    bankComplaintNumber: "तक्रार क्रमांक",
    bankComplaintDate: "तक्रारीचा दिनांक",
    bankReplyDate: "उत्तराचा दिनांक",
    refusedOn: "पोलीस ठाण्यात गेल्याचा दिनांक",
    district: "तुमच्या जिल्ह्याचे नाव",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `मी ${at === null ? "" : `दिनांक ${at} रोजी `}${HELPLINE} वर या फसवणुकीची सूचना दिली${acknowledgement === "" ? "" : ` (पोच क्रमांक ${acknowledgement})`}.`,
    portal: "मी राष्ट्रीय सायबर गुन्हे तक्रार पोर्टल, cybercrime.gov.in वर माझी तक्रार पूर्ण केली आहे.",
    bank: (at, reference) =>
      `मी दिनांक ${at} रोजी माझ्या बँकेला या व्यवहारांची सूचना दिली${reference === "" ? "" : ` (तक्रार संदर्भ क्रमांक ${reference})`}.`,
  },
  bank: {
    recipient: {
      bank: ["प्रति,", "मा. शाखा व्यवस्थापक", blank("तुमच्या बँकेचे आणि शाखेचे नाव")],
      "cooperative bank": ["प्रति,", "मा. शाखा व्यवस्थापक", blank("तुमच्या सहकारी बँकेचे आणि शाखेचे नाव")],
      wallet: ["प्रति,", "मा. तक्रार निवारण अधिकारी", blank("तुमच्या वॉलेट कंपनीचे नाव")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet"
        ? ["प्रति,", "मा. तक्रार निवारण अधिकारी", name]
        : ["प्रति,", "मा. शाखा व्यवस्थापक", name, blank("शाखेचे नाव")],
    account: { bank: "खाते", "cooperative bank": "खाते", wallet: "वॉलेट" },
    opening: (approval, count, account) => {
      const single = count === 1;
      const what = count === 0 ? "खाली वर्णन केलेले व्यवहार" : single ? "खाली दिलेला व्यवहार" : `खाली दिलेले ${count} व्यवहार`;
      const made = single ? "करण्यात आला आहे" : "करण्यात आले आहेत";
      const { from } = accountForms(account);
      if (approval === "taken_without_approval")
        return `सविनय निवेदन आहे की, ${what} माझ्या परवानगीशिवाय माझ्या ${from} ${made}.`;
      if (approval === "coerced")
        return single
          ? `सविनय निवेदन आहे की, ${what} हे माझ्या ${from} झालेले असे पेमेंट आहे, जे फसवणूक करणाऱ्यांनी धमकी देऊन माझ्याकडून जबरदस्तीने करून घेतले.`
          : `सविनय निवेदन आहे की, ${what} ही माझ्या ${from} झालेली अशी पेमेंट्स आहेत, जी फसवणूक करणाऱ्यांनी धमकी देऊन माझ्याकडून जबरदस्तीने करून घेतली.`;
      if (approval === "paid_myself")
        return single
          ? `सविनय निवेदन आहे की, ${what} हे माझ्या ${from} झालेले असे पेमेंट आहे, जे फसवणूक करणाऱ्यांनी मला फसवून माझ्याकडून करून घेतले.`
          : `सविनय निवेदन आहे की, ${what} ही माझ्या ${from} झालेली अशी पेमेंट्स आहेत, जी फसवणूक करणाऱ्यांनी मला फसवून माझ्याकडून करून घेतली.`;
      return `सविनय निवेदन आहे की, माझ्यासोबत झालेल्या सायबर फसवणुकीत ${what} माझ्या ${from} ${made}.`;
    },
    notAuthorised,
    bankFault: ({ single, instrument, window: within, from }) =>
      `${notAuthorised({ single })} भारतीय रिझर्व्ह बँकेच्या "${instrument}" या परिपत्रकानुसार, अनधिकृत इलेक्ट्रॉनिक बँकिंग व्यवहारामुळे ग्राहकाला कोणतेही नुकसान सोसावे लागत नाही, जर तो व्यवहार बँकेच्याच फसवणुकीमुळे, निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल (त्याची सूचना केव्हाही दिली असली तरी), किंवा त्रयस्थ पक्षाकडून झालेल्या सुरक्षाभंगामुळे झाला असेल आणि त्याची सूचना ${from} ${within} दिली गेली असेल.`,
    inTime: (count) => `${its(count)} सूचना याच मुदतीत दिली जात आहे.`,
    inLimitedTime: ({ window: within, from, ...count }) =>
      `${its(count)} सूचना ${from} ${within} दिली जात आहे; या मुदतीत दिलेल्या सूचनेसाठी परिपत्रक अशा सुरक्षाभंगातील ग्राहकाचे दायित्व मर्यादित ठेवते.`,
    credit: ({ window: within, reportDate, end, workingDays }) =>
      `परिपत्रकानुसार, बँकेने संबंधित रक्कम दिनांक ${reportDate} रोजी दिलेल्या माझ्या सूचनेपासून ${within}, म्हणजेच ${end} पर्यंत, माझ्या खात्यात जमा करणे आवश्यक आहे${workingDays ? "; यापेक्षा उशीर फक्त मधल्या काळातील बँक सुट्ट्यांइतकाच होऊ शकतो" : ""}.`,
    resolution: ({ window: within, end }) =>
      `परिपत्रकानुसार, बँकेने माझी तक्रार मिळाल्यापासून ${within}, म्हणजेच ${end} पर्यंत, तिचे निवारण करणेही आवश्यक आहे.`,
    wallet: ({ single, instrument }) =>
      `${notAuthorised({ single })} भारतीय रिझर्व्ह बँकेच्या "${instrument}" या परिपत्रकानुसार, एखादा अनधिकृत व्यवहार वॉलेट कंपनीच्याच फसवणुकीमुळे, निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल, तर ग्राहकाला कोणतेही नुकसान सोसावे लागत नाही.`,
    walletCredit: ({ window: within, reportDate, end }) =>
      `परिपत्रकानुसार, कंपनीने संबंधित रक्कम दिनांक ${reportDate} रोजी दिलेल्या माझ्या सूचनेपासून ${within}, म्हणजेच ${end} पर्यंत, माझ्या वॉलेटमध्ये जमा करणे आवश्यक आहे.`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} कृपया भारतीय रिझर्व्ह बँकेच्या "${instrument}" या परिपत्रकानुसार या सूचनेवर कारवाई करावी, आणि आपण काय निर्णय घेता आणि कधीपर्यंत, हे मला लेखी कळवावे.`,
    directions2027: ({ single, instrument, window: within, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `भारतीय रिझर्व्ह बँकेच्या "${instrument}" या निर्देशांनुसार, फसवणुकीच्या इलेक्ट्रॉनिक बँकिंग व्यवहारात पुढील व्यवहारांचा समावेश होतो: ग्राहकाकडून फसवणुकीने मिळवलेली ओळख-माहिती (क्रेडेन्शियल्स) वापरून केलेला व्यवहार, ग्राहकाने दबावाखाली किंवा धमकीमुळे मंजूर केलेला व्यवहार, आणि प्रत्येक अनधिकृत व्यवहार. असा व्यवहार बँकेच्या निष्काळजीपणामुळे किंवा त्रुटीमुळे झाला असेल, तर त्याची सूचना दिलेली असो वा नसो, ग्राहक शून्य दायित्वास आणि तो व्यवहार उलटवला जाण्यास (रिव्हर्सल) पात्र आहे (${paragraphMr(bankFaultParagraph)}); तसेच तो त्रयस्थ पक्षाकडून झालेल्या सुरक्षाभंगामुळे झाला असेल आणि त्याची सूचना बँकेला ${from} ${within} दिली गेली असेल, तेव्हाही (${paragraphMr(thirdPartyParagraph)}). माझी विनंती आहे की ${single ? "या व्यवहारावर" : "या व्यवहारांवर"} माझे दायित्व शून्य मानावे आणि ${single ? "तो व्यवहार उलटवावा" : "ते व्यवहार उलटवावेत"}.`,
    decision2027: ({ window: within, end, paragraphs }) =>
      `माझे कोणतेही दायित्व सिद्ध करण्याची जबाबदारी बँकेची आहे. कृपया माझी तक्रार मिळाल्यापासून ${within}, म्हणजेच ${end} पर्यंत, तिच्यावर निर्णय घ्यावा, आणि तक्रार नाकारल्यास त्याचे कारण आणि त्याच्या समर्थनार्थ तपशील द्यावा (${paragraphMr(paragraphs)}).`,
    creditCardReversal2027: ({ window: within, reportDate, end, paragraph }) =>
      `कार्ड क्रेडिट कार्ड असल्यास, कृपया दिनांक ${reportDate} रोजी दिलेल्या माझ्या सूचनेपासून ${within}, म्हणजेच ${end} पर्यंत, रकमेचे शॅडो रिव्हर्सल द्यावे (${paragraphMr(paragraph)}).`,
    compensationForm2027:
      "आपण मला परिच्छेद 76N अंतर्गत जबाबदार धरत असल्यास, कृपया मला परिच्छेद 76T(4) अंतर्गत अर्जाचा नमुना द्यावा.",
    forTransactionsOf: (days, paragraph) => `दिनांक ${days.join("; ")} रोजीच्या व्यवहारांबाबत: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `नुकसानीची रक्कम: ${amount}, ${on === null ? blank("दिनांक") : `दिनांक ${on} रोजी`}. ${blankText}`,
    reportingNow: `या फसवणुकीची सूचना ${HELPLINE} वर आणि cybercrime.gov.in वरही दिली जात आहे.`,
    requests: (account) => {
      const forms = accountForms(account);
      return [
        `या व्यवहारांसाठी वापरलेले कार्ड, UPI, नेट बँकिंग किंवा ${forms.access} यांद्वारे आणखी रक्कम काढली जाऊ नये म्हणून ते बंद (ब्लॉक) करावेत, आणि ते झाल्यावर मला लेखी पुष्टी द्यावी.`,
        "प्रत्येक व्यवहारावर विवाद (डिस्प्यूट) नोंदवावा, आणि ज्या बँकांमध्ये किंवा वॉलेटमध्ये पैसे गेले आहेत, त्यांना ती रक्कम रोखून (होल्ड) ठेवण्यास सांगावे.",
        `रक्कम माझ्या ${forms.into} परत जमा करावी.`,
        "या सूचनेची लेखी पोच द्यावी, ज्यात तिचा दिनांक, वेळ आणि तक्रार संदर्भ क्रमांक असेल.",
        `या व्यवहारांच्या कालावधीचे माझ्या ${forms.of} विवरणपत्र (स्टेटमेंट) द्यावे.`,
      ];
    },
    evidence:
      "खाली सूचीबद्ध केलेले पुरावे, प्रत्येक फाइल तिच्या SHA-256 फिंगरप्रिंटसह, माझ्याकडे सुरक्षित आहेत, आणि मागितल्यास त्यांच्या प्रती देता येतील.",
    subject: (account) =>
      `माझ्या ${accountForms(account).on} झालेल्या सायबर फसवणुकीची सूचना आणि व्यवहार ब्लॉक करणे, रक्कम रोखून ठेवणे व परत करणे यासाठी विनंती`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  police: {
    recipient: ["प्रति,", "मा. प्रभारी अधिकारी (ठाणे अंमलदार / पोलीस निरीक्षक)"],
    opening: (name, place, happened) =>
      `सविनय निवेदन आहे की, मी, ${name}${place === "" ? "" : `, राहणार ${place}`}, माझ्याविरुद्ध ${happened ? `दिनांक ${happened} रोजी ` : ""}घडलेल्या सायबर फसवणुकीच्या दखलपात्र गुन्ह्याची माहिती देत आहे.`,
    ownWords: (account) => `घटनेचा तपशील, माझ्या स्वतःच्या शब्दांत: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "हे पैसे पुढील व्यवहारांद्वारे घेतले गेले:",
    lost: (amount, blankText) => `माझे ${amount} इतके नुकसान झाले आहे. ${blankText}`,
    evidence:
      "खाली सूचीबद्ध केलेल्या पुराव्यांच्या प्रती सोबत जोडल्या आहेत. प्रत्येक फाइलचा SHA-256 फिंगरप्रिंट दाखवतो की प्रतीत कोणताही बदल झालेला नाही; मूळ फाइल्स आणि त्या ज्या फोनमधून किंवा संगणकातून घेतल्या तो फोन किंवा संगणक माझ्याकडे सुरक्षित आहेत, आणि मागितल्यास सादर केले जातील.",
    registerFir: (underSection) =>
      underSection
        ? "या माहितीवरून प्रथम खबरी अहवाल (FIR) नोंदवावा. भारतीय नागरिक सुरक्षा संहिता, 2023 च्या कलम 173(1) नुसार, दखलपात्र गुन्ह्याची माहिती कोणत्याही पोलीस ठाण्यात देता येते, गुन्हा कोणत्याही क्षेत्रात घडलेला असो."
        : "या माहितीवरून प्रथम खबरी अहवाल (FIR) नोंदवावा.",
    firCopy: (underSection) =>
      underSection ? "कलम 173 मधील तरतुदीनुसार मला FIR ची प्रत निःशुल्क द्यावी." : "मला FIR ची प्रत द्यावी.",
    holdMoney:
      "ज्या बँकांमध्ये आणि वॉलेटमध्ये पैसे गेले आहेत, त्यांना ती रक्कम रोखून (होल्ड) ठेवण्यास सांगावे, आणि ज्या खात्यांमध्ये ते पैसे गेले, त्यांचा शोध घ्यावा.",
    request: "तरी आपणास विनंती आहे की:",
    subject: "सायबर फसवणुकीची तक्रार आणि FIR नोंदवण्याबाबत विनंती",
    salutation: SALUTATION,
    closing: CLOSING,
  },
  ombudsman: {
    recipient: [
      "प्रति,",
      "मा. RBI लोकपाल",
      "द्वारा: केंद्रीकृत स्वीकृती व प्रक्रिया केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिझर्व्ह बँक, सेंट्रल व्हिस्टा, सेक्टर 17",
      "चंदीगड – 160017",
    ],
    name: {
      bank: "तुमच्या बँकेचे नाव",
      "cooperative bank": "तुमच्या सहकारी बँकेचे नाव",
      wallet: "तुमच्या वॉलेट कंपनीचे नाव",
    },
    institution: { bank: "बँक", "cooperative bank": "बँक", wallet: "वॉलेट कंपनी" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const single = count === 1;
      const what = count === 0 ? "खाली वर्णन केलेले व्यवहार" : single ? "खाली दिलेला व्यवहार" : `खाली दिलेले ${count} व्यवहार`;
      const made = single ? "करण्यात आला" : "करण्यात आले";
      return `सविनय निवेदन आहे की, मी, ${name}${place === "" ? "" : `, राहणार ${place}`}, ${scheme === null ? "" : `${scheme} अंतर्गत `}${against} यांच्याविरुद्ध ही तक्रार सादर करत आहे. माझ्यासोबत झालेल्या सायबर फसवणुकीत ${what} माझ्या ${accountForms(account).from} ${made}, आणि ${institutionForms(institution).by} अद्याप त्याचे निवारण केलेले नाही.`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `मी सर्वप्रथम ${date} रोजी ${institutionForms(institution).to} लेखी तक्रार दिली होती (तक्रार क्रमांक ${reference}). त्या तक्रारीची प्रत सोबत जोडली आहे.`,
    noReply: ({ institution, days }) => {
      const by = institutionForms(institution).by;
      return `${blank(`${by} उत्तर दिले नसल्यास:`)} ${by} ${days === null ? "माझ्या तक्रारीला" : `माझी तक्रार मिळाल्यापासून ${days} दिवसांत तिला`} कोणतेही उत्तर दिलेले नाही.`;
    },
    replied: ({ institution, date, known }) => {
      const by = institutionForms(institution).by;
      return `${known ? "" : `${blank(`${by} उत्तर दिले असल्यास:`)} `}${by} ${date} रोजी उत्तर दिले, परंतु त्या उत्तराने माझ्या तक्रारीचे निवारण होत नाही. त्या उत्तराची प्रत सोबत जोडली आहे.`;
    },
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} माझी बँक ही सहकारी बँक आहे, आणि तिला भारतीय रिझर्व्ह बँकेचे "${instrument}" हे परिपत्रक लागू होते. माझ्या तक्रारीवर त्यानुसार निर्णय घेण्यात यावा, ही विनंती.`,
    evidence:
      "खाली सूचीबद्ध केलेल्या पुराव्यांच्या प्रती सोबत जोडल्या आहेत. प्रत्येक फाइलचा SHA-256 फिंगरप्रिंट दाखवतो की प्रतीत कोणताही बदल झालेला नाही.",
    request: "तरी आपणास विनंती आहे की:",
    requests: ({ institution, account, count, amount }) => [
      `${institutionForms(institution).to} ${count === 1 ? "हा व्यवहार" : "हे व्यवहार"} उलटवून ${amount} इतकी रक्कम माझ्या ${accountForms(account).into} परत जमा करण्याचे निर्देश द्यावेत.`,
      "योजनेनुसार योग्य असेल तो इतर दिलासा द्यावा.",
    ],
    noOtherForum:
      "याच तक्रारीबाबत कोणत्याही न्यायालयाने, न्यायाधिकरणाने (ट्रिब्युनल), लवादाने (आर्बिट्रेटर) किंवा इतर कोणत्याही मंचाने निर्णय दिलेला नाही, आणि ती त्यांच्यासमोर विचाराधीनही नाही. योजनेनुसार, या फसवणुकीबाबत पोलिसांकडे केलेली तक्रार किंवा पोलिसांचा तपास ही अशी कार्यवाही नाही.",
    inPerson: "ही तक्रार मी स्वतः सादर करत आहे, कोणत्याही वकिलामार्फत नाही.",
    subject: ({ institution, account }) =>
      `माझ्या ${accountForms(account).on} झालेल्या सायबर फसवणुकीचे ${institutionForms(institution).by} निवारण न केल्याबाबत तक्रार`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  superintendent: {
    recipient: ["प्रति,", "मा. पोलीस अधीक्षक"],
    byPost: (underSection) =>
      `पोलीस ठाण्याने ही माहिती नोंदवण्यास नकार दिला, म्हणून तिचा सारांश${underSection ? ` ${BNSS} च्या कलम 173(4) अंतर्गत` : ""} आपणाकडे लेखी स्वरूपात आणि टपालाने पाठवण्यात येत आहे.`,
    refused: ({ date, station, anyStation }) =>
      `${date} रोजी ${station} येथे जाऊन ही माहिती देण्यात आली, परंतु पोलीस ठाण्याच्या प्रभारी अधिकाऱ्यांनी ती नोंदवण्यास नकार दिला.${anyStation ? ` ${BNSS} च्या कलम 173(1) नुसार, दखलपात्र गुन्ह्याची माहिती कोणत्याही पोलीस ठाण्यात देता येते, गुन्हा कोणत्याही क्षेत्रात घडलेला असो.` : ""}`,
    substance: "माहितीचा सारांश पुढीलप्रमाणे:",
    investigate: (underSection) =>
      `${underSection ? `${BNSS} च्या कलम 173(4) मधील तरतुदीनुसार, ` : ""}या प्रकरणाचा स्वतः तपास करावा, किंवा आपल्या अधिपत्याखालील एखाद्या पोलीस अधिकाऱ्याला त्याचा तपास करण्याचे निर्देश द्यावेत.`,
    tellMe: "या माहितीवर केलेल्या कारवाईची माहिती मला लेखी कळवावी.",
    subject: (underSection) =>
      `पोलीस ठाण्याने नोंदवण्यास नकार दिलेल्या दखलपात्र गुन्ह्याची माहिती${underSection ? `, ${BNSS} च्या कलम 173(4) अंतर्गत` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `केव्हा: ${at}${timeUnknown ? " (वेळ माहीत नाही)" : ""}.`,
    whatHappened: (account) => `काय घडले: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "व्यवहार:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`पाठवणारे खाते ${item.from}`);
      if (item.to !== "") parts.push(`प्राप्तकर्ता खाते ${item.to}`);
      if (item.utr !== "") parts.push(`UTR / व्यवहार आयडी ${item.utr}`);
      return `${parts.join(", ")}.`;
    },
    total: (total) => `एकूण: ${total}.`,
    wentTo: (receivers) => `पैसे या खात्यांमध्ये गेले: ${receivers.join("; ")}.`,
    amountLost: (amount) => `नुकसानीची रक्कम: ${amount}.`,
    evidence: (names) => `पोर्टलवर अपलोड करण्यासाठी माझ्याकडे हे पुरावे आहेत: ${names.join("; ")}.`,
  },
};
