import { ruleVersionKey, type LegalRule } from "./rule";

// Each rule version's name in Marathi, by the rule's id and first day in force: one name, which the
// Marathi case page, the Marathi pages and the Marathi letters all cite (docs/decisions/0086), so the
// same RBI circular reads the same wherever it is named. No official Marathi name was found for any
// of them (docs/marathi-glossary.md): each is our translation, with the English name beside it
// where a reader may need to find it.

const LIABILITY_2017 = "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बँकिंग व्यवहारांमध्ये ग्राहकांचे दायित्व मर्यादित करणे (6 जुलै 2017)";

const PPI_2019 =
  "ग्राहक संरक्षण – अधिकृत बिगर-बँक संस्थांनी जारी केलेल्या प्रीपेड पेमेंट साधनांमधील (PPI) अनधिकृत इलेक्ट्रॉनिक पेमेंट व्यवहारांमध्ये ग्राहकांचे दायित्व मर्यादित करणे (RBI/2018-19/101, 4 जानेवारी 2019)";

const FAILED_TRANSACTIONS =
  "अधिकृत पेमेंट प्रणालींमधील अयशस्वी व्यवहारांसाठी निपटाऱ्याची कालमर्यादा (टीएटी) आणि ग्राहक भरपाई यांचे सुसूत्रीकरण (RBI/2019-20/67, 20 सप्टेंबर 2019)";

const BNSS = "भारतीय नागरिक सुरक्षा संहिता, 2023 (BNSS), कलम";

const DIRECTIONS_2026 =
  "भारतीय रिझर्व्ह बँक (वाणिज्यिक बँका – जबाबदार व्यावसायिक आचरण) तिसरे सुधारणा निर्देश, 2026 (24 जून 2026), आणि त्याच दिवशीचे स्मॉल फायनान्स, पेमेंट्स, लोकल एरिया, प्रादेशिक ग्रामीण, नागरी सहकारी व ग्रामीण सहकारी बँकांसाठीचे सुधारणा निर्देश";

const ruleNamesMr: Record<string, string> = {
  "rbi-liability-bank-fault@2017-07-06": LIABILITY_2017,
  "rbi-liability-third-party@2017-07-06": LIABILITY_2017,
  "rbi-liability-limited@2017-07-06": LIABILITY_2017,
  "rbi-liability-customer-negligence@2017-07-06": LIABILITY_2017,
  "rbi-liability-shadow-credit@2017-07-06": LIABILITY_2017,
  "rbi-liability-resolution@2017-07-06": LIABILITY_2017,
  "rbi-liability-under-review@2026-03-06":
    "डिजिटल व्यवहारांमधील ग्राहकांचे दायित्व मर्यादित करण्याच्या चौकटीच्या आढाव्याबाबत सुधारणा निर्देशांचा मसुदा",
  "rbi-liability-cooperative-banks@2017-12-14":
    "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बँकिंग व्यवहारांमध्ये सहकारी बँकांच्या ग्राहकांचे दायित्व मर्यादित करणे (RBI/2017-18/109, 14 डिसेंबर 2017)",
  "rbi-liability-non-bank-wallets@2019-03-01": PPI_2019,
  "rbi-liability-non-bank-wallets-credit@2019-03-01": PPI_2019,
  "rbi-fraud-directions-2027@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-bank-fault@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-third-party@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-customer-negligence@2027-01-01": DIRECTIONS_2026,
  "rbi-complaint-acknowledgement@2027-01-01": DIRECTIONS_2026,
  "rbi-liability-resolution@2027-01-01": DIRECTIONS_2026,
  "rbi-bank-burden-of-proof@2027-01-01": DIRECTIONS_2026,
  "rbi-shadow-reversal-credit-card@2027-01-01": DIRECTIONS_2026,
  "rbi-small-fraud-compensation@2027-01-01": DIRECTIONS_2026,
  "rbi-failed-atm-withdrawal@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-failed-upi-imps-transfer@2019-10-15": FAILED_TRANSACTIONS,
  "rbi-ombudsman-scheme@2021-11-12":
    "रिझर्व्ह बँक – एकात्मिक लोकपाल योजना, 2021 (Reserve Bank – Integrated Ombudsman Scheme, 2021)",
  "rbi-ombudsman-scheme@2026-07-01":
    "रिझर्व्ह बँक – एकात्मिक लोकपाल योजना, 2026 (Reserve Bank – Integrated Ombudsman Scheme, 2026)",
  "i4c-helpline-1930@always": "नागरिक आर्थिक सायबर फसवणूक तक्रार व व्यवस्थापन प्रणाली, भारतीय सायबर गुन्हे समन्वय केंद्र (I4C)",
  "i4c-portal-complaint@always": "राष्ट्रीय सायबर गुन्हे तक्रार पोर्टल, भारतीय सायबर गुन्हे समन्वय केंद्र (I4C)",
  "i4c-portal-women-child@always":
    "राष्ट्रीय सायबर गुन्हे तक्रार पोर्टल, भारतीय सायबर गुन्हे समन्वय केंद्र (I4C): महिला व मुलांशी संबंधित सायबर गुन्ह्यांचा विभाग",
  "mha-money-restoration@always":
    "मनी रेस्टोरेशन पोर्टल (राष्ट्रीय सायबर गुन्हे तक्रार पोर्टलचे मनी रेस्टोरेशन मॉड्यूल), भारतीय सायबर गुन्हे समन्वय केंद्र (I4C), केंद्रीय गृह मंत्रालय",
  "mha-e-zero-fir@2025-05-19":
    "ई-झिरो FIR, भारतीय सायबर गुन्हे समन्वय केंद्र (I4C) व दिल्ली पोलीस: केंद्रीय गृह मंत्रालयाचे 19 मे 2025 रोजीचे प्रसिद्धीपत्रक",
  "dot-chakshu@always":
    "चक्षू (Chakshu; संशयित फसवणुकीच्या संदेशांची व कॉलची तक्रार), संचार साथी (Sanchar Saathi) पोर्टल, दूरसंचार विभाग (DoT)",
  "it-rules-intimate-content-24-hours@always":
    "माहिती तंत्रज्ञान (मध्यस्थ मार्गदर्शक तत्त्वे आणि डिजिटल मीडिया आचारसंहिता) नियम, 2021 (Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021), नियम 3(2)(b)",
  "bnss-173-information@2024-07-01": `${BNSS} 173(1)`,
  "bnss-173-preliminary-enquiry@2024-07-01": `${BNSS} 173(3)`,
  "bnss-173-refusal@2024-07-01": `${BNSS} 173(4)`,
  "bnss-175-magistrate@2024-07-01": `${BNSS} 175(3)`,
  "bnss-47-grounds-of-arrest@2024-07-01": `${BNSS} 47`,
  "bnss-58-arrest-24-hours@2024-07-01": `${BNSS} 58`,
};

/** A rule version's name in Marathi, or undefined when it has none yet. */
export function ruleNameMr(rule: LegalRule): string | undefined {
  return ruleNamesMr[ruleVersionKey(rule)];
}
