import { ruleVersionKey, type LegalRule } from "./rule";

// Each rule version's name in Hindi, by the rule's id and first day in force: one name, which the
// Hindi case page, the Hindi pages and the Hindi letters all cite (docs/decisions/0086), so the
// same RBI circular reads the same wherever it is named. Official Hindi names where an official
// page gives one (docs/hindi-glossary.md).

const LIABILITY_2017 = "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन में ग्राहकों की देयता सीमित करना (6 जुलाई 2017)";

const PPI_2019 =
  "ग्राहक संरक्षण – गैर-बैंक कंपनियों के जारी किए प्रीपेड भुगतान साधनों (पीपीआई) में अनधिकृत इलेक्ट्रॉनिक भुगतान लेन-देन में ग्राहकों की देयता सीमित करना (RBI/2018-19/101, 4 जनवरी 2019)";

const FAILED_TRANSACTIONS =
  "अधिकृत भुगतान प्रणालियों से असफल लेन-देन के लिए समय-सीमा (टीएटी) और ग्राहक मुआवज़े का सामंजस्य (RBI/2019-20/67, 20 सितंबर 2019)";

const BNSS = "भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा";

const DIRECTIONS_2026 =
  "भारतीय रिज़र्व बैंक (वाणिज्यिक बैंक – जिम्मेदार व्यावसायिक आचरण) तीसरा संशोधन निर्देश, 2026 (24 जून 2026), और उसी दिन के लघु वित्त, भुगतान, स्थानीय क्षेत्र, क्षेत्रीय ग्रामीण, शहरी सहकारी और ग्रामीण सहकारी बैंकों के संशोधन निर्देश";

const ruleNamesHi: Record<string, string> = {
  "rbi-liability-bank-fault@2017-07-06": LIABILITY_2017,
  "rbi-liability-third-party@2017-07-06": LIABILITY_2017,
  "rbi-liability-limited@2017-07-06": LIABILITY_2017,
  "rbi-liability-customer-negligence@2017-07-06": LIABILITY_2017,
  "rbi-liability-shadow-credit@2017-07-06": LIABILITY_2017,
  "rbi-liability-resolution@2017-07-06": LIABILITY_2017,
  "rbi-liability-under-review@2026-03-06":
    "डिजिटल लेन-देन में ग्राहक की देयता सीमित करने के ढाँचे की समीक्षा पर संशोधन निर्देशों का मसौदा",
  "rbi-liability-cooperative-banks@2017-12-14":
    "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन में सहकारी बैंकों के ग्राहकों की देयता सीमित करना (RBI/2017-18/109, 14 दिसंबर 2017)",
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
  "rbi-ombudsman-scheme@2021-11-12": "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021",
  "rbi-ombudsman-scheme@2026-07-01": "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026",
  "i4c-helpline-1930@always": "नागरिक वित्तीय साइबर धोखाधड़ी रिपोर्टिंग और प्रबंधन प्रणाली, भारतीय साइबर अपराध समन्वय केंद्र",
  "i4c-portal-complaint@always": "राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल, भारतीय साइबर अपराध समन्वय केंद्र",
  "i4c-portal-women-child@always":
    "राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल, भारतीय साइबर अपराध समन्वय केंद्र: महिलाओं और बच्चों से जुड़े साइबर अपराध का हिस्सा",
  "mha-money-restoration@always":
    "मनी रेस्टोरेशन पोर्टल (राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल का मनी रेस्टोरेशन मॉड्यूल), भारतीय साइबर अपराध समन्वय केंद्र, गृह मंत्रालय",
  "mha-e-zero-fir@2025-05-19":
    "ई-ज़ीरो एफ़आईआर, भारतीय साइबर अपराध समन्वय केंद्र और दिल्ली पुलिस: गृह मंत्रालय की 19 मई 2025 की प्रेस विज्ञप्ति",
  "dot-chakshu@always": "चक्षु (संदिग्ध धोखाधड़ी संचार की सूचना), संचार साथी पोर्टल, दूरसंचार विभाग",
  "it-rules-intimate-content-24-hours@always":
    "सूचना प्रौद्योगिकी (मध्यवर्ती दिशानिर्देश और डिजिटल मीडिया आचार संहिता) नियम, 2021, नियम 3(2)(b)",
  "bnss-173-information@2024-07-01": `${BNSS} 173(1)`,
  "bnss-173-preliminary-enquiry@2024-07-01": `${BNSS} 173(3)`,
  "bnss-173-refusal@2024-07-01": `${BNSS} 173(4)`,
  "bnss-175-magistrate@2024-07-01": `${BNSS} 175(3)`,
  "bnss-47-grounds-of-arrest@2024-07-01": `${BNSS} 47`,
  "bnss-58-arrest-24-hours@2024-07-01": `${BNSS} 58`,
};

/** A rule version's name in Hindi, or undefined when it has none yet. */
export function ruleNameHi(rule: LegalRule): string | undefined {
  return ruleNamesHi[ruleVersionKey(rule)];
}
