import { stepTitlesTamil } from "~/shared/case-timeline/step-titles-tamil";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { TranslatedCaseSteps } from "../case-steps";
import { harmStepsTamil } from "./harm-steps";
import { ruleVersionTa } from "./legal-rules";

// The case page's next steps in Tamil (../case-steps.ts): titles, sentences, the steps by kind of
// harm and the rules' words, each by its id (shared/case-timeline/step-texts.ts). A missing id fails
// the typecheck. A test builds the steps of many cases and checks that every rule's words are here
// (../case-words.test.ts).

const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const tamilCaseSteps: TranslatedCaseSteps = {
  /** The titles, shared with the server's one-page summary (docs/decisions/0071). */
  titles: stepTitlesTamil,
  sentences: {
    "no-rule-for-date":
      "இந்தத் தேதியில் நடந்த பரிவர்த்தனைக்கு, இந்திய ரிசர்வ் வங்கியின் பொறுப்பு விதியை எங்களால் சொல்ல முடியவில்லை. ஆனாலும் உடனே வங்கிக்குத் தெரிவித்து, அதற்கு எந்த விதிகள் பொருந்தும் என்று கேளுங்கள்; 1930 எண்ணை அழைத்து, cybercrime.gov.in இணையதளத்தில் உங்கள் புகாரைப் பூர்த்தி செய்யுங்கள்.",
    "paid-after-trick":
      "இந்திய ரிசர்வ் வங்கியின் பொறுப்பு விதிகள், நீங்கள் அனுமதிக்காத பரிவர்த்தனைகளுக்கானவை. எனவே ஏமாற்றப்பட்டு நீங்களே செய்த கட்டணத்துக்கு அவை பொருந்தாமல் போகலாம். ஆனாலும் உடனே வங்கிக்குத் தெரிவியுங்கள்: உங்கள் 1930 புகாருடன் சேர்ந்து, வங்கி இப்போதும் அந்தப் பணத்தை நிறுத்தி வைக்க முயற்சி செய்ய முடியும்.",
    "tell-bank-at-once":
      "உடனே வங்கிக்குத் தெரிவித்து, புகார் எண்ணைப் பெறுங்கள்: வங்கிக்கு எவ்வளவு சீக்கிரம் தெரிகிறதோ, அவ்வளவு அதிகமாக அது செய்ய முடியும்.",
    "not-covered-2027":
      "கட்டணத்தை நீங்களே செய்ததாகவும், மிரட்டல் அல்லது கட்டாயத்தால் அல்ல என்றும் எங்களிடம் சொன்னீர்கள். எனவே இதற்கு இந்திய ரிசர்வ் வங்கியின் எந்தக் கால வரம்பையும் நாங்கள் கூறவில்லை. ஆனாலும் உடனே வங்கிக்குத் தெரிவித்து, 1930 எண்ணை அழையுங்கள்: வங்கியும் 1930-உம் சேர்ந்து இப்போதும் பணத்தை நிறுத்தி வைக்க முயற்சி செய்ய முடியும். நீங்கள் மிரட்டப்பட்டோ கட்டாயப்படுத்தப்பட்டோ பணம் செலுத்தியிருந்தால், அதைக் கீழே சொல்லுங்கள்: அப்போது உங்கள் தேதிகள் காட்டப்படும்.",
    "compensation-when":
      "OTP எண்ணைச் சொன்னது போன்ற உங்கள் சொந்த அலட்சியத்தால் உங்கள் வங்கி உங்களைப் பொறுப்பாளியாகக் கருதினால், சிறிய மோசடிகளுக்கான இந்திய ரிசர்வ் வங்கியின் இழப்பீடு உங்கள் இழப்பில் ஒரு பகுதியைத் தரக்கூடும். அந்த வாய்ப்பை இழக்காமல் இருக்க, காட்டப்பட்டுள்ள தேதிக்குள் 1930 அல்லது cybercrime.gov.in மூலமும், உங்கள் வங்கிக்கும் மோசடியைத் தெரிவியுங்கள். உங்கள் புகார் உண்மையானது என்று வங்கி திருப்தி அடைந்தால், விண்ணப்பப் படிவத்தை வங்கியிடம் கேளுங்கள்.",
    "compensation-loss-unknown": `மொத்த இழப்பு ${COMPENSATION_LOSS_UP_TO} வரை இருந்தால் மட்டுமே இது பொருந்தும்.`,
    "compensation-asked": "இது எல்லோருக்கும் அல்ல. தயவுசெய்து கீழே பதில் சொல்லுங்கள்:",
    "compensation-organisation":
      "இந்தக் கணக்கு ஒரு நிறுவனம், கூட்டாண்மை நிறுவனம், அறக்கட்டளை அல்லது சங்கத்தின் பெயரில் உள்ளதா (உங்கள் பெயரிலோ, நீங்கள் தனி உரிமையாளராக நடத்தும் தொழிலின் பெயரிலோ அல்லாமல்)?",
    "compensation-claimed-before": "நீங்களோ, இந்தக் கணக்கின் கூட்டு உரிமையாளர் யாராவதோ, இதற்கு முன் இதைக் கோரியிருக்கிறீர்களா?",
    "compensation-no-fee": "இந்தத் தொகையை உங்கள் வங்கி மட்டுமே தரும். இதைக் கோர யாரும் உங்களிடம் கட்டணம் வசூலிக்க முடியாது.",
    "ombudsman-date-from-complaint":
      "காட்டப்பட்டுள்ள தேதி, நீங்கள் வங்கிக்குத் தெரிவித்த நாளிலிருந்து வங்கியின் 30 நாட்களைக் கணக்கிடுகிறது. வங்கி பதில் தந்தால், அதன் கடைசிப் பதில் வந்த நாளைக் கீழே சேருங்கள்: உங்கள் தேதியும் அதற்கேற்ப மாறும்.",
    "ombudsman-date-from-reply":
      "காட்டப்பட்டுள்ள தேதி, வங்கியின் 30 நாட்கள் முடியும் நாள், நீங்கள் கீழே கொடுத்த அதன் கடைசிப் பதில் வந்த நாள், இவற்றில் பிந்தைய நாளிலிருந்து கணக்கிடப்படுகிறது.",
  },
  harmSteps: harmStepsTamil,
  ruleVersion: ruleVersionTa,
  /**
   * How a date was counted: "{within}" is the rule's window and what starts it ("... நாள் முதல் 3
   * வேலை நாட்களுக்குள்"): `from` is a plain noun phrase before "முதல்", `window` the whole "within"
   * phrase (./legal-rules.ts).
   */
  counting: {
    plain: "{within}",
    notSundays: "{within}, ஞாயிற்றுக்கிழமைகளைக் கணக்கில் சேர்க்காமல்; வங்கி விடுமுறை இருந்தால் தேதி பின்னால் தள்ளிப்போகலாம்",
    calendar:
      "{within}; தேதி கூடிய அளவு முன்னதாக இருக்க, இங்கே இது பரிவர்த்தனை நடந்த நாள் முதல் {days} நாட்காட்டி நாட்களாகக் கணக்கிடப்பட்டுள்ளது",
    firstDay: "{within}; தேதி கூடிய அளவு முன்னதாக இருக்க, தொடங்கும் நாளையே முதல் நாளாகக் கணக்கிட்டுள்ளோம்",
    within: "{from} முதல் {window}",
  },
};
