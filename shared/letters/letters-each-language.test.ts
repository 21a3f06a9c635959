import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../language-codes";
import { legalRules, type LegalRule } from "../legal-rules";
import { bankLetter } from "./bank-letter";
import { bengaliRuleWords } from "./bn";
import type { CaseLetter, LetterFacts } from "./case-letter";
import { hindiRuleWords } from "./hi";
import { caseDocument, letterWords } from "./index";
import { ist, letterFacts, transaction } from "./letter-facts.fixture";
import { marathiRuleWords } from "./mr";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";
import { tamilRuleWords } from "./ta";
import { teluguRuleWords } from "./te";

// The letters in each language beside English (decision 0042): every part the English letter has,
// in the language's script apart from names, numbers, references, addresses and the abbreviations
// a bank or the police write in Latin letters, with the same dates, amounts and rules, and with
// Latin digits only. One row a language: a new language adds its row, and every test runs for it.

/** What the tests need of one language, and the sentences its letters must say. */
interface LetterLanguage {
  code: Exclude<LanguageCode, "en">;
  name: string;
  /** The language's name for a rule version (shared/legal-rules/names-*.ts), as its letters cite it. */
  ruleWords: (rule: LegalRule) => { instrument: string; from?: string };
  /** A letter of the language's script: every letter must hold its words in it. */
  script: RegExp;
  /** The script's own digits, which a letter never uses: its digits stay Latin, as the authorities write them. */
  digits: RegExp;
  /**
   * Whether the letter keeps abbreviations (OTP, UPI, RBI…) and a rule's English name in brackets in
   * Latin letters. Hindi writes them in Devanagari; the later languages as a phone or a bank shows them.
   */
  keepsLatinAbbreviations: boolean;
  /** What the victim typed, in the language. */
  account: string;
  /** The line that opens a letter's address, before the recipient ("प्रति,"). */
  addressOpens: string;
  salutation: string;
  /** The heading of what happened, in the portal's text. */
  portalWhatHappened: string;
  ombudsman: string;
  superintendent: string;
  /** The lines after the Ombudsman's name: RBI's receiving centre in Chandigarh. */
  receivingCentre: [string, string, string];
  /** The placeholder for the district, in the letter to the Superintendent. */
  district: string;
  /** The bank letter's sentences for a 2026 transaction reported on Thu 26 Nov 2026 (10 working days, 90 days). */
  bankLetter: (nameOf: NameOf) => string[];
  /** The same window when the rule says 12 working days. */
  twelveWorkingDays: string;
  ombudsmanLetter: {
    bankComplaintKnown: string;
    bankComplaintUnknown: string;
    noOtherForum: string[];
    noAnswerIn45Days: string;
  };
  /** The Superintendent letter's first request: an investigation under section 173(4). */
  section173Of4: string;
}

type NameOf = (id: string, from: string) => string;

const LANGUAGES: LetterLanguage[] = [
  {
    code: "hi",
    name: "Hindi",
    ruleWords: hindiRuleWords,
    script: /[\u0900-\u097F]/,
    digits: /[\u0966-\u096F]/,
    keepsLatinAbbreviations: false,
    account: "एक कॉलर ने खुद को बैंक का कर्मचारी बताया और मेरे खाते से पैसे निकल गए।",
    addressOpens: "सेवा में,",
    salutation: "महोदय/महोदया,",
    portalWhatHappened: "क्या हुआ:",
    ombudsman: "रिज़र्व बैंक का लोकपाल",
    superintendent: "पुलिस अधीक्षक",
    receivingCentre: [
      "द्वारा: केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिज़र्व बैंक, सेंट्रल विस्टा, सेक्टर 17",
      "चंडीगढ़ – 160017",
    ],
    district: "[अपने ज़िले का नाम]",
    bankLetter: () => [
      "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन में ग्राहकों की देयता सीमित करना",
      "3 कार्य दिवसों के भीतर",
      "इसकी सूचना इसी अवधि के भीतर दी जा रही है।",
      "दिनांक गुरुवार, 26 नवंबर 2026 की मेरी सूचना से 10 कार्य दिवसों के भीतर, अर्थात मंगलवार, 8 दिसंबर 2026 तक",
      "90 दिनों के भीतर, अर्थात बुधवार, 24 फ़रवरी 2027 तक",
    ],
    twelveWorkingDays: "12 कार्य दिवसों के भीतर",
    ombudsmanLetter: {
      bankComplaintKnown:
        "मैंने सबसे पहले दिनांक बुधवार, 25 नवंबर 2026 को बैंक को लिखित में शिकायत दी थी (शिकायत संख्या SBI/2026/778)।",
      bankComplaintUnknown:
        "मैंने सबसे पहले दिनांक [शिकायत का दिनांक] को बैंक को लिखित में शिकायत दी थी (शिकायत संख्या [शिकायत संख्या])।",
      noOtherForum: [
        "इसी शिकायत पर किसी न्यायालय, अधिकरण (ट्रिब्यूनल), मध्यस्थ (आर्बिट्रेटर) या अन्य मंच ने न तो निर्णय दिया है",
        "पुलिस में की गई शिकायत या पुलिस का अन्वेषण ऐसी कार्यवाही नहीं है",
        "यह शिकायत प्रार्थी द्वारा स्वयं प्रस्तुत की जा रही है, किसी अधिवक्ता के माध्यम से नहीं।",
      ],
      noAnswerIn45Days: "मेरी शिकायत मिलने के 45 दिनों के भीतर उसका कोई जवाब नहीं दिया है।",
    },
    section173Of4: "भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(4) के प्रावधान के अनुसार",
  },
  {
    code: "bn",
    name: "Bengali",
    ruleWords: bengaliRuleWords,
    script: /[\u0980-\u09FF]/,
    digits: /[\u09E6-\u09EF]/,
    keepsLatinAbbreviations: true,
    account: "একজন কলার নিজেকে ব্যাংকের কর্মী বলে পরিচয় দেয়, আর আমার অ্যাকাউন্ট থেকে টাকা কেটে যায়।",
    addressOpens: "প্রতি,",
    salutation: "মহাশয়/মহাশয়া,",
    portalWhatHappened: "কী হয়েছে:",
    ombudsman: "RBI-এর ন্যায়পাল",
    superintendent: "পুলিশ সুপার",
    receivingCentre: [
      "মারফত: কেন্দ্রীভূত প্রাপ্তি ও প্রক্রিয়াকরণ কেন্দ্র (Centralised Receipt and Processing Centre)",
      "ভারতীয় রিজার্ভ ব্যাংক, সেন্ট্রাল ভিস্তা, সেক্টর 17",
      "চণ্ডীগড় – 160017",
    ],
    district: "[আপনার জেলার নাম]",
    bankLetter: (nameOf) => [
      `ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" অনুযায়ী`,
      "লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়ার 3 কর্মদিবসের মধ্যে",
      "এই সময়সীমার মধ্যেই এটি জানানো হচ্ছে।",
      "বৃহস্পতিবার, 26 নভেম্বর 2026 তারিখে আমার জানানোর 10 কর্মদিবসের মধ্যে, অর্থাৎ মঙ্গলবার, 8 ডিসেম্বর 2026 তারিখের মধ্যে",
      "90 দিনের মধ্যে, অর্থাৎ বুধবার, 24 ফেব্রুয়ারি 2027 তারিখের মধ্যে",
    ],
    twelveWorkingDays: "12 কর্মদিবসের মধ্যে",
    ombudsmanLetter: {
      bankComplaintKnown:
        "আমি প্রথমে বুধবার, 25 নভেম্বর 2026 তারিখে ব্যাংককে লিখিতভাবে অভিযোগ জানিয়েছিলাম (অভিযোগ নম্বর SBI/2026/778)।",
      bankComplaintUnknown:
        "আমি প্রথমে [অভিযোগের তারিখ] তারিখে ব্যাংককে লিখিতভাবে অভিযোগ জানিয়েছিলাম (অভিযোগ নম্বর [অভিযোগ নম্বর])।",
      noOtherForum: [
        "এই একই অভিযোগের বিষয়ে কোনো আদালত, ট্রাইব্যুনাল, সালিশকারী (আর্বিট্রেটর) বা অন্য কোনো ফোরাম কোনো সিদ্ধান্ত দেয়নি",
        "এই প্রতারণা নিয়ে পুলিশে করা অভিযোগ বা পুলিশের তদন্ত এমন কোনো কার্যধারা নয়",
        "এই অভিযোগ আমি নিজে দাখিল করছি, কোনো আইনজীবীর মাধ্যমে নয়।",
      ],
      noAnswerIn45Days: "ব্যাংক আমার অভিযোগ পাওয়ার 45 দিনের মধ্যে তার কোনো উত্তর দেয়নি।",
    },
    section173Of4: "ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023-এর ধারা 173(4)-এর বিধান অনুযায়ী",
  },
  {
    code: "ta",
    name: "Tamil",
    ruleWords: tamilRuleWords,
    script: /[\u0B80-\u0BFF]/,
    digits: /[\u0BE6-\u0BEF]/,
    keepsLatinAbbreviations: true,
    account: "ஒருவர் தன்னை வங்கி ஊழியர் என்று சொல்லி அழைத்தார்; பிறகு என் கணக்கிலிருந்து பணம் எடுக்கப்பட்டது.",
    addressOpens: "பெறுநர்,",
    salutation: "மதிப்பிற்குரிய ஐயா/அம்மா,",
    portalWhatHappened: "என்ன நடந்தது:",
    ombudsman: "RBI குறைதீர்ப்பாளர்",
    superintendent: "காவல் கண்காணிப்பாளர்",
    receivingCentre: [
      "மத்திய பெறுதல் மற்றும் செயலாக்க மையம் (Centralised Receipt and Processing Centre) வழியாக",
      "இந்திய ரிசர்வ் வங்கி, சென்ட்ரல் விஸ்டா, செக்டர் 17",
      "சண்டிகர் – 160017",
    ],
    district: "[உங்கள் மாவட்டத்தின் பெயர்]",
    bankLetter: (nameOf) => [
      `இந்திய ரிசர்வ் வங்கியின் "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" என்ற சுற்றறிக்கையின்படி`,
      "பரிவர்த்தனை குறித்து வங்கியின் SMS அல்லது மின்னஞ்சல் எனக்குக் கிடைத்த நாள் முதல் 3 வேலை நாட்களுக்குள் தெரிவிக்கப்பட்டிருந்தால்",
      "அந்தக் காலத்துக்குள்ளேயே இதைத் தெரிவிக்கிறேன்.",
      "நான் வியாழன், 26 நவம்பர் 2026 அன்று தெரிவித்ததிலிருந்து 10 வேலை நாட்களுக்குள், அதாவது செவ்வாய், 8 டிசம்பர் 2026 அன்று அல்லது அதற்கு முன்",
      "90 நாட்களுக்குள், அதாவது புதன், 24 பிப்ரவரி 2027 அன்று அல்லது அதற்கு முன்",
    ],
    twelveWorkingDays: "12 வேலை நாட்களுக்குள்",
    ombudsmanLetter: {
      bankComplaintKnown:
        "நான் முதலில் புதன், 25 நவம்பர் 2026 அன்று வங்கிக்கு எழுத்து மூலம் புகார் அளித்தேன் (புகார் எண்: SBI/2026/778).",
      bankComplaintUnknown: "நான் முதலில் [புகாரின் தேதி] அன்று வங்கிக்கு எழுத்து மூலம் புகார் அளித்தேன் (புகார் எண்: [புகார் எண்]).",
      noOtherForum: [
        "இதே குறை குறித்து எந்த நீதிமன்றமும், தீர்ப்பாயமும், நடுவரும் (ஆர்பிட்ரேட்டர்) அல்லது வேறு எந்த அமைப்பும் முடிவு எதுவும் அளிக்கவில்லை",
        "இந்த மோசடி குறித்த காவல்துறைப் புகாரோ காவல்துறை விசாரணையோ அத்தகைய நடவடிக்கை அல்ல",
        "இந்தப் புகாரை நானே நேரடியாக அளிக்கிறேன்; எந்த வழக்கறிஞர் மூலமும் அல்ல.",
      ],
      noAnswerIn45Days: "என் புகார் கிடைத்த நாள் முதல் 45 நாட்களுக்குள் வங்கி எந்தப் பதிலும் அளிக்கவில்லை.",
    },
    section173Of4: "பாரதிய நாகரிக் சுரக்ஷா சன்ஹிதா, 2023 பிரிவு 173(4)-இல் கூறியுள்ளபடி",
  },
  {
    code: "mr",
    name: "Marathi",
    ruleWords: marathiRuleWords,
    script: /[\u0900-\u097F]/,
    digits: /[\u0966-\u096F]/,
    keepsLatinAbbreviations: true,
    account: "एका कॉल करणाऱ्याने स्वतःला बँकेचा कर्मचारी सांगितले, आणि माझ्या खात्यातून पैसे कापले गेले.",
    addressOpens: "प्रति,",
    salutation: "महोदय/महोदया,",
    portalWhatHappened: "काय घडले:",
    ombudsman: "मा. RBI लोकपाल",
    superintendent: "मा. पोलीस अधीक्षक",
    receivingCentre: [
      "द्वारा: केंद्रीकृत स्वीकृती व प्रक्रिया केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिझर्व्ह बँक, सेंट्रल व्हिस्टा, सेक्टर 17",
      "चंदीगड – 160017",
    ],
    district: "[तुमच्या जिल्ह्याचे नाव]",
    bankLetter: (nameOf) => [
      `भारतीय रिझर्व्ह बँकेच्या "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" या परिपत्रकानुसार`,
      "व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाल्यापासून 3 कामकाजाच्या दिवसांत",
      "या व्यवहाराची सूचना याच मुदतीत दिली जात आहे.",
      "दिनांक गुरुवार, 26 नोव्हेंबर 2026 रोजी दिलेल्या माझ्या सूचनेपासून 10 कामकाजाच्या दिवसांत, म्हणजेच मंगळवार, 8 डिसेंबर 2026 पर्यंत",
      "90 दिवसांत, म्हणजेच बुधवार, 24 फेब्रुवारी 2027 पर्यंत",
    ],
    twelveWorkingDays: "12 कामकाजाच्या दिवसांत",
    ombudsmanLetter: {
      bankComplaintKnown: "मी सर्वप्रथम बुधवार, 25 नोव्हेंबर 2026 रोजी बँकेला लेखी तक्रार दिली होती (तक्रार क्रमांक SBI/2026/778).",
      bankComplaintUnknown: "मी सर्वप्रथम [तक्रारीचा दिनांक] रोजी बँकेला लेखी तक्रार दिली होती (तक्रार क्रमांक [तक्रार क्रमांक]).",
      noOtherForum: [
        "याच तक्रारीबाबत कोणत्याही न्यायालयाने, न्यायाधिकरणाने (ट्रिब्युनल), लवादाने (आर्बिट्रेटर) किंवा इतर कोणत्याही मंचाने निर्णय दिलेला नाही",
        "या फसवणुकीबाबत पोलिसांकडे केलेली तक्रार किंवा पोलिसांचा तपास ही अशी कार्यवाही नाही",
        "ही तक्रार मी स्वतः सादर करत आहे, कोणत्याही वकिलामार्फत नाही.",
      ],
      noAnswerIn45Days: "बँकेने माझी तक्रार मिळाल्यापासून 45 दिवसांत तिला कोणतेही उत्तर दिलेले नाही.",
    },
    section173Of4: "भारतीय नागरिक सुरक्षा संहिता, 2023 च्या कलम 173(4) मधील तरतुदीनुसार",
  },
  {
    code: "te",
    name: "Telugu",
    ruleWords: teluguRuleWords,
    script: /[\u0C00-\u0C7F]/,
    digits: /[\u0C66-\u0C6F]/,
    keepsLatinAbbreviations: true,
    account: "బ్యాంకు ఉద్యోగినని చెప్పి ఒకరు ఫోన్ చేశారు; తర్వాత నా ఖాతా నుండి డబ్బు పోయింది.",
    addressOpens: "గౌరవనీయులైన",
    salutation: "అయ్యా/అమ్మా,",
    portalWhatHappened: "ఏమి జరిగింది:",
    ombudsman: "RBI అంబుడ్స్‌మన్ గారికి,",
    superintendent: "పోలీస్ సూపరింటెండెంట్ (SP) గారికి,",
    receivingCentre: [
      "కేంద్రీకృత ఫిర్యాదుల స్వీకరణ మరియు ప్రాసెసింగ్ కేంద్రం (Centralised Receipt and Processing Centre) ద్వారా",
      "భారతీయ రిజర్వ్ బ్యాంక్, సెంట్రల్ విస్టా, సెక్టార్ 17",
      "చండీగఢ్ – 160017",
    ],
    district: "[మీ జిల్లా పేరు]",
    bankLetter: (nameOf) => [
      `భారతీయ రిజర్వ్ బ్యాంక్ జారీ చేసిన "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" అనే సర్క్యులర్ ప్రకారం`,
      "లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ నాకు అందిన రోజు నుండి 3 పని దినాలలోపు తెలియజేస్తే",
      "ఆ గడువులోపే నేను దీన్ని తెలియజేస్తున్నాను.",
      "నేను గురువారం, 26 నవంబర్ 2026 నాడు తెలియజేసిన నాటి నుండి 10 పని దినాలలోపు, అంటే మంగళవారం, 8 డిసెంబర్ 2026 నాటికి",
      "90 రోజులలోపు, అంటే బుధవారం, 24 ఫిబ్రవరి 2027 నాటికి",
    ],
    twelveWorkingDays: "12 పని దినాలలోపు",
    ombudsmanLetter: {
      bankComplaintKnown: "నేను మొదట బుధవారం, 25 నవంబర్ 2026 నాడు బ్యాంకుకు లిఖితపూర్వకంగా ఫిర్యాదు చేశాను (ఫిర్యాదు నంబర్: SBI/2026/778).",
      bankComplaintUnknown: "నేను మొదట [ఫిర్యాదు చేసిన తేదీ] నాడు బ్యాంకుకు లిఖితపూర్వకంగా ఫిర్యాదు చేశాను (ఫిర్యాదు నంబర్: [ఫిర్యాదు నంబర్]).",
      noOtherForum: [
        "ఇదే సమస్యపై ఏ న్యాయస్థానం, ట్రిబ్యునల్, మధ్యవర్తి (ఆర్బిట్రేటర్) లేదా ఇతర ఏ వేదిక కూడా నిర్ణయం ఇవ్వలేదు",
        "ఈ మోసంపై పోలీసు ఫిర్యాదు గానీ పోలీసు దర్యాప్తు గానీ అటువంటి విచారణ కాదు",
        "ఈ ఫిర్యాదును నేనే స్వయంగా చేస్తున్నాను; ఏ న్యాయవాది ద్వారా కాదు.",
      ],
      noAnswerIn45Days: "నా ఫిర్యాదు అందిన రోజు నుండి 45 రోజులలోపు బ్యాంకు ఎలాంటి సమాధానం ఇవ్వలేదు.",
    },
    section173Of4: "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 సెక్షన్ 173(4) లో చెప్పినట్లు",
  },
];

const cases = (language: LetterLanguage) => {
  const facts = factsIn(language);
  return [
    { name: "an unauthorised bank transaction in 2026", facts: facts(), now: ist("2026-11-26T09:00:00") },
    {
      name: "one reported to the bank after the zero-liability window",
      facts: facts({ bankToldAt: ist("2026-11-30T11:00:00"), bankReference: "SBI/2026/778" }),
      now: ist("2026-11-30T12:00:00"),
    },
    {
      name: "a payment the victim made",
      facts: facts({ paymentApproval: "paid_myself" }),
      now: ist("2026-11-26T09:00:00"),
    },
    { name: "a non-bank wallet", facts: facts({ paidFrom: "wallet" }), now: ist("2026-11-26T09:00:00") },
    { name: "a co-operative bank", facts: facts({ paidFrom: "cooperative_bank" }), now: ist("2026-11-26T09:00:00") },
    {
      name: "transactions straddling 1 January 2027",
      facts: facts({
        transactions: [
          transaction("2026-12-31T23:00:00", "₹2,000.00"),
          transaction("2027-01-01T09:00:00", "₹3,000.00", { toAccount: "" }),
        ],
        transactionsTotalText: "₹5,000.00",
      }),
      now: ist("2027-01-02T09:00:00"),
    },
    {
      name: "no listed transactions and nothing reported yet",
      facts: facts({
        transactions: [],
        transactionsTotalText: "₹0.00",
        helplineCalledAt: null,
        helplineAcknowledgement: "",
        portalComplaintFinished: false,
        evidence: [],
        paymentApproval: "not_sure",
        timeUnknown: true,
      }),
      now: ist("2026-11-26T09:00:00"),
    },
    { name: "no money lost", facts: facts({ paymentApproval: "no_money_lost" }), now: ist("2026-11-26T09:00:00") },
    { name: "a case before the BNSS", facts: facts(), now: ist("2024-06-30T09:00:00") },
  ];
};

/** A case's facts as the victim gave them in the language. */
function factsIn(language: LetterLanguage) {
  return (more: Partial<LetterFacts> = {}): LetterFacts =>
    letterFacts({
      account: language.account,
      amountLostText: "₹1,50,000",
      helplineCalledAt: ist("2026-11-25T10:20:00"),
      helplineAcknowledgement: "31511250012345",
      portalComplaintFinished: true,
      transactions: [transaction("2026-11-25T10:05:00", "₹1,50,000.00")],
      transactionsTotalText: "₹1,50,000.00",
      evidence: [
        {
          id: "7",
          name: "bank-sms.png",
          bytes: 4000,
          sizeText: "4 KB",
          sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
          receivedAt: ist("2026-11-25T12:00:00").toISOString(),
          receivedText: "Wed, 25 Nov 2026, 12:00 pm IST",
          removable: true,
        },
      ],
      ...more,
    });
}

/** Every line of a letter, as printed. */
function linesOf(letter: CaseLetter, language: LetterLanguage): string[] {
  return [
    ...letter.sender,
    letter.date,
    ...letter.recipient,
    letter.subject,
    letter.salutation,
    ...letter.blocks.flatMap((block) =>
      block.kind === "paragraph" ? [block.text] : block.kind === "requests" ? block.items : [],
    ),
    ...letter.closing,
    ...letter.transactions.map((item) => item.occurredAtText),
    ...letter.evidence.map((file) => file.receivedText),
    ...letter.citations.map((citation) => citation.instrument),
    ...Object.values(letterWords[language.code].labels),
  ];
}

/** A letter's paragraphs and requests, as one text. */
const bodyOf = (letter: CaseLetter) =>
  letter.blocks
    .map((block) => (block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : ""))
    .join("\n");

/** The abbreviations the later languages keep in Latin letters, as a phone, a bank or the police write them (SHO, SP). */
const LATIN_ABBREVIATIONS = /\b(OTP|PIN|UPI|ATM|KYC|UTR|SMS|PDF|QR|IMEI|FIR|RBI|CERT-In|I4C|BNSS|BNS|IT|PPI|SHO|SP)\b/g;

/**
 * What a letter may keep in Latin letters: the case's own names, addresses, numbers and references;
 * in a language that keeps them, the abbreviations above and a rule's English name in brackets beside
 * its own (each language's glossary in docs/ keeps some official names so).
 */
function withoutNamesAndReferences(text: string, from: LetterFacts, language: LetterLanguage): string {
  const own = [
    from.name,
    from.email,
    from.city,
    from.state,
    from.account,
    from.bankReference,
    ...from.transactions.flatMap((item) => [item.fromAccount, item.toAccount, item.utr]),
    ...from.evidence.flatMap((file) => [file.name, file.sizeText, file.sha256]),
  ].filter((part) => part !== "");
  let left = text;
  for (const part of own) left = left.replaceAll(part, "");
  if (language.keepsLatinAbbreviations) {
    for (const rule of legalRules) left = left.replaceAll(`(${rule.instrument})`, "");
  }
  left = left
    .replaceAll("cybercrime.gov.in", "")
    .replaceAll("CyberHelp", "")
    .replaceAll("SHA-256", "")
    // RBI's receiving centre in Chandigarh, named in English beside its own name for the post.
    .replaceAll("(Centralised Receipt and Processing Centre)", "")
    .replace(/RBI\/\d{4}-\d{2}\/\d+/g, "")
    // Paragraph numbers of RBI's directions: 76L, 76T(4).
    .replace(/\b\d+[A-Z](\(\d+\))?/g, "");
  return language.keepsLatinAbbreviations ? left.replace(LATIN_ABBREVIATIONS, "") : left;
}

/** "25 Nov 2026" in an English letter, as the language writes that day: "25 नवंबर 2026". */
function dayIn(language: LetterLanguage, english: string): string {
  const day = new Date(`${english} 12:00 UTC`);
  const month = new Intl.DateTimeFormat(`${language.code}-IN`, { month: "long", timeZone: "UTC" }).format(day);
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const amountsOf = (text: string) => (text.match(/₹[\d,.]+\d/g) ?? []).sort();
const daysOf = (text: string) =>
  text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g) ?? [];

/** A rule version by its id and first day in force, as the letters cite it. */
function ruleVersion(id: string, from: string) {
  const rule = legalRules.find((each) => each.id === id && each.from === from);
  if (!rule) throw new Error(`No legal rule "${id}@${from}"`);
  return rule;
}

/** Every rule a document can cite: each has a name in every language. */
const CITED_RULES = [
  "rbi-liability-bank-fault",
  "rbi-liability-third-party",
  "rbi-liability-limited",
  "rbi-liability-shadow-credit",
  "rbi-liability-cooperative-banks",
  "rbi-liability-non-bank-wallets",
  "rbi-fraud-directions-2027",
  "bnss-173-information",
  "bnss-173-refusal",
  "rbi-ombudsman-scheme",
  "i4c-portal-complaint",
];

const builders = [bankLetter, policeLetter, ombudsmanLetter, superintendentLetter];

describe.each(LANGUAGES)("the letters in $name", (language) => {
  const words = letterWords[language.code];
  const facts = factsIn(language);
  const nameOf: NameOf = (id, from) => language.ruleWords(ruleVersion(id, from)).instrument;
  const inScript = (text: string, from: LetterFacts) => {
    const left = withoutNamesAndReferences(text, from, language);
    expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
    expect(left).toMatch(language.script);
    expect(left).not.toMatch(language.digits);
  };

  describe.each(cases(language))("for $name", ({ facts: from, now }) => {
    it.each(builders.map((build) => [build.name, build] as const))(
      "the %s has every part of the English one, in the same order",
      (_, build) => {
        const english = build(from, now);
        const translated = build(from, now, legalRules, words);
        expect(translated.blocks.map((block) => block.kind)).toEqual(english.blocks.map((block) => block.kind));
        expect(translated.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0))).toEqual(
          english.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0)),
        );
        expect(translated.sender.length).toBe(english.sender.length);
        // The address opens with a line of its own ("सेवा में,"), as Indian letters do.
        expect(translated.recipient[0]).toBe(language.addressOpens);
        expect(translated.recipient.slice(1)).toHaveLength(english.recipient.length);
        expect(translated.closing).toHaveLength(english.closing.length);
        expect(translated.transactions.map((item) => [item.amountText, item.utr, item.toAccount])).toEqual(
          english.transactions.map((item) => [item.amountText, item.utr, item.toAccount]),
        );
        expect(translated.evidence.map((file) => file.sha256)).toEqual(english.evidence.map((file) => file.sha256));
        expect(translated.citations.map((citation) => citation.source)).toEqual(
          english.citations.map((citation) => citation.source),
        );
      },
    );

    it.each(builders.map((build) => [build.name, build] as const))(
      "the %s is in the language's script apart from names, numbers, references, addresses and abbreviations",
      (_, build) => {
        inScript(linesOf(build(from, now, legalRules, words), language).join("\n"), from);
      },
    );

    it.each(builders.map((build) => [build.name, build] as const))(
      "the %s gives the same amounts and the same days, day first",
      (_, build) => {
        const english = linesOf(build(from, now), language).join("\n");
        const translated = linesOf(build(from, now, legalRules, words), language).join("\n");
        expect(amountsOf(translated)).toEqual(amountsOf(english));
        for (const day of daysOf(english)) expect(translated).toContain(dayIn(language, day));
        expect(daysOf(translated)).toEqual([]);
      },
    );

    it("the portal's text has the same facts, in the language", () => {
      const english = portalText(from, now);
      const translated = portalText(from, now, legalRules, words);
      expect(translated.text.split("\n")).toHaveLength(english.text.split("\n").length);
      expect(amountsOf(translated.text)).toEqual(amountsOf(english.text));
      for (const day of daysOf(english.text)) expect(translated.text).toContain(dayIn(language, day));
      inScript(translated.text, from);
    });
  });

  describe("the bank letter's rules", () => {
    it("states the 2017 circular's windows from the rules module, and the dates they give", () => {
      const body = bodyOf(bankLetter(facts(), ist("2026-11-26T09:00:00"), legalRules, words));
      // Reported on Thu 26 Nov 2026: 10 working days, Sundays not counted, as the English letter says.
      for (const sentence of language.bankLetter(nameOf)) expect(body).toContain(sentence);
    });

    it("changes its windows with the rule: a rule's day count is read, never written here", () => {
      const longer = legalRules.map((rule) =>
        rule.id === "rbi-liability-shadow-credit" && rule.window
          ? { ...rule, window: { ...rule.window, days: 12 } }
          : rule,
      );
      expect(bodyOf(bankLetter(facts(), ist("2026-11-26T09:00:00"), longer, words))).toContain(
        language.twelveWorkingDays,
      );
    });

    it("refuses to draft a letter citing a rule version it has no name for in the language", () => {
      const revised = legalRules.map((rule) =>
        rule.id === "rbi-liability-bank-fault" ? { ...rule, from: "2017-07-07" as const } : rule,
      );
      expect(() => bankLetter(facts(), ist("2026-11-26T09:00:00"), revised, words)).toThrow(
        `No ${language.name} name for legal rule "rbi-liability-bank-fault@2017-07-07"`,
      );
    });

    it("has a name in the language for every version of every rule a document can cite", () => {
      for (const rule of legalRules.filter((each) => CITED_RULES.includes(each.id))) {
        expect(language.ruleWords(rule).instrument).toMatch(language.script);
        if (rule.window) expect(language.ruleWords(rule).from).toMatch(language.script);
      }
    });
  });

  it("drafts each kind in the language asked for, English by default", () => {
    const english = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"));
    const translated = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"), language.code);
    expect(english.kind === "bank" && english.salutation).toBe("Dear Sir or Madam,");
    expect(translated.kind === "bank" && translated.salutation).toBe(language.salutation);
    const portal = caseDocument("portal", facts(), ist("2026-11-26T09:00:00"), language.code);
    expect(portal.kind === "portal" && portal.text).toContain(language.portalWhatHappened);
    const ombudsman = caseDocument("ombudsman", facts(), ist("2026-12-28T09:00:00"), language.code);
    const superintendent = caseDocument("superintendent", facts(), ist("2026-12-28T09:00:00"), language.code);
    expect(ombudsman.kind === "ombudsman" && ombudsman.recipient[1]).toBe(language.ombudsman);
    expect(superintendent.kind === "superintendent" && superintendent.recipient[1]).toBe(language.superintendent);
  });

  describe("the complaint to the RBI Ombudsman", () => {
    it("is addressed to the Ombudsman at RBI's receiving centre in Chandigarh", () => {
      const letter = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, words);
      expect(letter.recipient).toEqual([language.addressOpens, language.ombudsman, ...language.receivingCentre]);
    });

    it("gives the bank complaint's number and day when known, and blanks when not", () => {
      const known = ombudsmanLetter(
        facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
        ist("2026-12-28T09:00:00"),
        legalRules,
        words,
      );
      expect(bodyOf(known)).toContain(language.ombudsmanLetter.bankComplaintKnown);
      const unknown = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, words);
      expect(bodyOf(unknown)).toContain(language.ombudsmanLetter.bankComplaintUnknown);
    });

    it("says that no court or other forum has the grievance, that a police complaint is no such proceeding, and that no advocate files it", () => {
      const text = bodyOf(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, words));
      for (const sentence of language.ombudsmanLetter.noOtherForum) expect(text).toContain(sentence);
    });

    it("cites the 2026 scheme, then the 2017 circular for a 2026 transaction or the 2026 directions for a 2027 one", () => {
      const of2026 = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, words);
      expect(of2026.citations.map((citation) => citation.instrument)).toEqual([
        nameOf("rbi-ombudsman-scheme", "2026-07-01"),
        nameOf("rbi-liability-bank-fault", "2017-07-06"),
      ]);
      expect(of2026.citations.every((citation) => language.script.test(citation.instrument))).toBe(true);
      const of2027 = ombudsmanLetter(
        facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
        ist("2027-02-20T09:00:00"),
        legalRules,
        words,
      );
      // RBI's directions of 24 June 2026, in force from 1 January 2027, under their name in the language.
      const directions = ["rbi-fraud-directions-2027", "rbi-liability-bank-fault", "rbi-liability-third-party"].map(
        (id) => nameOf(id, "2027-01-01"),
      );
      expect(directions).toContain(of2027.citations[1]?.instrument);
      expect(bodyOf(of2027)).toContain(language.ombudsmanLetter.noAnswerIn45Days);
    });
  });

  it("the letter to the Superintendent of Police asks for an investigation under section 173(4), and cites 173(4) and 173(1)", () => {
    const letter = superintendentLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, words);
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toContain(language.section173Of4);
    expect(letter.recipient).toEqual([
      language.addressOpens,
      language.superintendent,
      language.district,
      "Maharashtra",
    ]);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("bnss-173-refusal", "2024-07-01"),
      nameOf("bnss-173-information", "2024-07-01"),
    ]);
    expect(letter.citations.every((citation) => language.script.test(citation.instrument))).toBe(true);
  });
});
