import { ruleVersionKey, type LegalRule } from "./rule";

// Each rule version's name in Tamil, by the rule's id and first day in force: one name, which the
// Tamil case page, the Tamil pages and the Tamil letters all cite (docs/decisions/0086), so the
// same RBI circular reads the same wherever it is named. No official Tamil name was found for any
// of them (docs/tamil-glossary.md): each is our translation, with the English name beside it
// where a reader may need to find it.

const LIABILITY_2017 =
  "வாடிக்கையாளர் பாதுகாப்பு – அங்கீகரிக்கப்படாத மின்னணு வங்கிப் பரிவர்த்தனைகளில் வாடிக்கையாளர்களின் பொறுப்பைக் கட்டுப்படுத்துதல் (6 ஜூலை 2017)";

const PPI_2019 =
  "வாடிக்கையாளர் பாதுகாப்பு – அங்கீகரிக்கப்பட்ட வங்கி அல்லாத நிறுவனங்கள் வழங்கும் ப்ரீபெய்டு கட்டணக் கருவிகளில் (PPI) அங்கீகரிக்கப்படாத மின்னணுக் கட்டணப் பரிவர்த்தனைகளில் வாடிக்கையாளர்களின் பொறுப்பைக் கட்டுப்படுத்துதல் (RBI/2018-19/101, 4 ஜனவரி 2019)";

const FAILED_TRANSACTIONS =
  "அங்கீகரிக்கப்பட்ட கட்டண அமைப்புகளில் தோல்வியடைந்த பரிவர்த்தனைகளுக்கான தீர்வுக் கால அவகாசம் (TAT) மற்றும் வாடிக்கையாளர் இழப்பீட்டை ஒத்திசைத்தல் (RBI/2019-20/67, 20 செப்டம்பர் 2019)";

const BNSS = "பாரதிய நாகரிக் சுரக்ஷா சன்ஹிதா, 2023 (BNSS), பிரிவு";

const DIRECTIONS_2026 =
  "இந்திய ரிசர்வ் வங்கி (வணிக வங்கிகள் – பொறுப்பான வணிக நடத்தை) மூன்றாம் திருத்த வழிகாட்டுதல்கள், 2026 (24 ஜூன் 2026), மற்றும் அதே நாளில் வெளியான சிறு நிதி வங்கிகள், பேமெண்ட்ஸ் வங்கிகள், உள்ளூர்ப் பகுதி வங்கிகள், மண்டல ஊரக வங்கிகள், நகர்ப்புறக் கூட்டுறவு வங்கிகள் மற்றும் ஊரகக் கூட்டுறவு வங்கிகளுக்கான திருத்த வழிகாட்டுதல்கள்";

const ruleNamesTa: Record<string, string> = {
  "rbi-liability-bank-fault@2017-07-06": LIABILITY_2017,
  "rbi-liability-third-party@2017-07-06": LIABILITY_2017,
  "rbi-liability-limited@2017-07-06": LIABILITY_2017,
  "rbi-liability-customer-negligence@2017-07-06": LIABILITY_2017,
  "rbi-liability-shadow-credit@2017-07-06": LIABILITY_2017,
  "rbi-liability-resolution@2017-07-06": LIABILITY_2017,
  "rbi-liability-under-review@2026-03-06":
    "டிஜிட்டல் பரிவர்த்தனைகளில் வாடிக்கையாளர் பொறுப்பைக் கட்டுப்படுத்தும் கட்டமைப்பின் மறுஆய்வு குறித்த திருத்த வழிகாட்டுதல்களின் வரைவு",
  "rbi-liability-cooperative-banks@2017-12-14":
    "வாடிக்கையாளர் பாதுகாப்பு – அங்கீகரிக்கப்படாத மின்னணு வங்கிப் பரிவர்த்தனைகளில் கூட்டுறவு வங்கி வாடிக்கையாளர்களின் பொறுப்பைக் கட்டுப்படுத்துதல் (RBI/2017-18/109, 14 டிசம்பர் 2017)",
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
    "ரிசர்வ் வங்கி – ஒருங்கிணைந்த குறைதீர்ப்பாளர் திட்டம், 2021 (Reserve Bank – Integrated Ombudsman Scheme, 2021)",
  "rbi-ombudsman-scheme@2026-07-01":
    "ரிசர்வ் வங்கி – ஒருங்கிணைந்த குறைதீர்ப்பாளர் திட்டம், 2026 (Reserve Bank – Integrated Ombudsman Scheme, 2026)",
  "i4c-helpline-1930@always":
    "குடிமக்கள் நிதி சைபர் மோசடி புகார் மற்றும் மேலாண்மை அமைப்பு, இந்திய சைபர் குற்ற ஒருங்கிணைப்பு மையம் (I4C)",
  "i4c-portal-complaint@always": "தேசிய சைபர் குற்றப் புகார் இணையதளம், இந்திய சைபர் குற்ற ஒருங்கிணைப்பு மையம் (I4C)",
  "i4c-portal-women-child@always":
    "தேசிய சைபர் குற்றப் புகார் இணையதளம், இந்திய சைபர் குற்ற ஒருங்கிணைப்பு மையம் (I4C): பெண்கள் மற்றும் குழந்தைகள் தொடர்பான சைபர் குற்றங்களுக்கான பகுதி",
  "mha-money-restoration@always":
    "பணம் திருப்பி வழங்கும் இணையதளம் (Money Restoration Portal; தேசிய சைபர் குற்றப் புகார் இணையதளத்தின் பணம் திருப்பி வழங்கும் பகுதி), இந்திய சைபர் குற்ற ஒருங்கிணைப்பு மையம் (I4C), மத்திய உள்துறை அமைச்சகம்",
  "mha-e-zero-fir@2025-05-19":
    "இ-ஜீரோ FIR, இந்திய சைபர் குற்ற ஒருங்கிணைப்பு மையம் (I4C) மற்றும் டெல்லி காவல்துறை: மத்திய உள்துறை அமைச்சகத்தின் 19 மே 2025 செய்திக் குறிப்பு",
  "dot-chakshu@always":
    "சக்ஷு (Chakshu; சந்தேகத்துக்குரிய மோசடித் தொடர்புகள் பற்றிய புகார்), சஞ்சார் சாத்தி (Sanchar Saathi) இணையதளம், தொலைத்தொடர்புத் துறை (DoT)",
  "it-rules-intimate-content-24-hours@always":
    "தகவல் தொழில்நுட்ப (இடைநிலை நிறுவனங்களுக்கான வழிகாட்டுதல்கள் மற்றும் டிஜிட்டல் ஊடக நன்னடத்தை நெறிமுறை) விதிகள், 2021 (Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021), விதி 3(2)(b)",
  "bnss-173-information@2024-07-01": `${BNSS} 173(1)`,
  "bnss-173-preliminary-enquiry@2024-07-01": `${BNSS} 173(3)`,
  "bnss-173-refusal@2024-07-01": `${BNSS} 173(4)`,
  "bnss-175-magistrate@2024-07-01": `${BNSS} 175(3)`,
  "bnss-47-grounds-of-arrest@2024-07-01": `${BNSS} 47`,
  "bnss-58-arrest-24-hours@2024-07-01": `${BNSS} 58`,
};

/** A rule version's name in Tamil, or undefined when it has none yet. */
export function ruleNameTa(rule: LegalRule): string | undefined {
  return ruleNamesTa[ruleVersionKey(rule)];
}
