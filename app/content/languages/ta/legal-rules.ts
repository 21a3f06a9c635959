import { formatDayIn, formatMonthYear, type IsoDate } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, type LegalRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleNameTa } from "~/shared/legal-rules/names-ta";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import { ruleVersionKey } from "~/shared/legal-rules/rule";
import { rupees, ruleFigure as figure, ruleWindow as window, sameEdition } from "~/shared/legal-rules/rule-values";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";

// The legal rules' sentences in Tamil. The rules, their dates, day counts and amounts come from
// shared/legal-rules, where the English page reads them; only the words around them are here
// (docs/decisions/0019, 0037). Each rule's Tamil is tied to the day it came into force: when a
// new version of a rule arrives, the build fails until its Tamil sentence is added, so the Tamil
// page does not state an old rule.
//
// How the phrases join a sentence (agreed by every Tamil file): Tamil attaches endings to words,
// so no sentence puts an ending on a phrase computed here. `window` is the whole "within" phrase
// ("3 வேலை நாட்களுக்குள்", "90 நாட்களுக்குள்", "5 நாட்காட்டி நாட்களுக்குள்"); `from` is a plain noun
// phrase with no ending ("பரிவர்த்தனை நடந்த நாள்"), which a sentence follows with "முதல்" ("from"):
// `${from} முதல் ${window}` is "பரிவர்த்தனை நடந்த நாள் முதல் 5 நாட்காட்டி நாட்களுக்குள்", "within 5
// calendar days of the transaction". `instrument` and `says` stand alone (after a colon, or as a
// whole sentence).

type RuleId = Parameters<typeof currentRule>[0];

/** A rule version's Tamil words; its instrument's name is shared/legal-rules/names-ta.ts's, as the letters' is. */
interface RuleWords {
  /** What the rule says, built from the rule's own values. */
  says: (rule: LegalRule) => string;
  /**
   * What starts the rule's window, a plain noun phrase with no ending, which reads before "முதல்"
   * ("பரிவர்த்தனை பற்றி வங்கியின் SMS அல்லது மின்னஞ்சல் வந்த நாள்": the day the bank's SMS or e-mail
   * about the transaction came), for a rule that counts one.
   */
  from?: string;
  /**
   * Whether the window says "calendar days" ("5 நாட்காட்டி நாட்களுக்குள்"), as the rule's own
   * sentence does (RBI's 2026 directions, the Money Restoration Portal); otherwise a calendar-day
   * window reads "90 நாட்களுக்குள்", as the instrument counts it.
   */
  calendarDays?: true;
}

/** A rule's first month in Tamil, international digits: "மார்ச் 2026". */
function monthYear(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatMonthYear(datesIn("ta"), isoDate);
}

/** A rule's first day in Tamil, international digits: "19 மே 2025". */
function dayTa(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatDayIn(datesIn("ta").locale, isoDate);
}

/** A window of one day, said as "by the day after" (T+1), the whole phrase: "அடுத்த நாளுக்குள்". */
function dayAfter(rule: LegalRule): string {
  if (window(rule).days !== 1) throw new Error(`Legal rule "${rule.id}" counts ${window(rule).days} days, not one`);
  return "அடுத்த நாளுக்குள்";
}

/** "நாட்களுக்குள்", or "நாளுக்குள்" for one day: "within ... days". */
const withinDays = (days: number): string => (days === 1 ? "நாளுக்குள்" : "நாட்களுக்குள்");

/** "3 வேலை நாட்களுக்குள்", "90 நாட்களுக்குள்": a window's whole "within" phrase. */
function windowTa(rule: LegalRule): string {
  const { days, count } = window(rule);
  return `${days} ${count === "working days" ? "வேலை " : ""}${withinDays(days)}`;
}

/** "5 நாட்காட்டி நாட்களுக்குள்": a calendar-day window's whole "within" phrase, said so, as the 2027 directions count. */
function calendarDaysTa(rule: LegalRule): string {
  const { days, count } = window(rule);
  if (count !== "calendar days") throw new Error(`Legal rule "${rule.id}" counts ${count}, not calendar days`);
  return `${days} நாட்காட்டி ${withinDays(days)}`;
}

/** The Tamil words of each rule, by its id and first day in force. */
const ruleWords: Record<string, RuleWords> = {
  "rbi-liability-bank-fault@2017-07-06": {
    says: () =>
      "உங்கள் அனுமதி இல்லாமல் நடந்த பரிவர்த்தனை, வங்கியின் சொந்த மோசடி, அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால், அந்த இழப்பில் எதையும் நீங்கள் ஏற்க வேண்டியதில்லை. நீங்கள் எப்போது தெரிவித்தாலும் இது பொருந்தும்.",
  },
  "rbi-liability-third-party@2017-07-06": {
    from: "பரிவர்த்தனை பற்றி வங்கியின் SMS அல்லது மின்னஞ்சல் வந்த நாள்",
    says: () =>
      "உங்கள் அனுமதி இல்லாமல் நடந்த பரிவர்த்தனை, உங்கள் தவறும் இல்லாத, வங்கியின் தவறும் இல்லாத ஒரு பாதுகாப்பு மீறலால் நடந்திருந்தால், உரிய நேரத்தில் வங்கிக்குத் தெரிவித்தால் அந்த இழப்பில் எதையும் நீங்கள் ஏற்க வேண்டியதில்லை.",
  },
  "rbi-liability-limited@2017-07-06": {
    from: "பரிவர்த்தனை பற்றி வங்கியின் SMS அல்லது மின்னஞ்சல் வந்த நாள்",
    says: (rule) => {
      const [low, middle, high] = (["lowCapRupees", "middleCapRupees", "highCapRupees"] as const).map((name) =>
        rupees(figure(rule, name)),
      );
      return `அதற்குப் பிறகு, ஆனால் ${windowTa(rule)} நீங்கள் தெரிவித்தால், அத்தகைய இழப்பில் உங்கள் பங்கு, உங்கள் கணக்கு அல்லது கார்டைப் பொறுத்து, அதிகபட்சம் ${low}, ${middle} அல்லது ${high} மட்டுமே (பரிவர்த்தனைத் தொகை இதைவிடக் குறைவு என்றால், அந்தத் தொகை). இதைவிடத் தாமதமாகத் தெரிவித்தால், வங்கியின் இயக்குநர் குழு ஒப்புதல் அளித்த கொள்கையே முடிவு செய்யும்.`;
    },
  },
  "rbi-liability-customer-negligence@2017-07-06": {
    says: () =>
      "OTP, PIN அல்லது கடவுச்சொல்லை யாரிடமாவது சொன்னது போன்ற உங்கள் சொந்த அலட்சியத்தால் இழப்பு ஏற்பட்டிருந்தால், நீங்கள் தெரிவிக்கும் வரை ஏற்படும் இழப்பை நீங்களே ஏற்க வேண்டும்; நீங்கள் தெரிவித்த பிறகு எடுக்கப்படும் பணத்தின் இழப்பை வங்கி ஏற்கும்.",
  },
  "rbi-liability-shadow-credit@2017-07-06": {
    from: "நீங்கள் வங்கிக்குத் தெரிவித்த நாள்",
    says: (rule) =>
      `அனுமதி இல்லாத பரிவர்த்தனை பற்றி நீங்கள் தெரிவித்த பிறகு, வங்கி அதை ஆய்வு செய்யும்போதே அந்தத் தொகையை உங்கள் கணக்கில் வரவு வைக்கிறது. உங்கள் புகாருக்கு வங்கி ${windowTa(sameEdition(rule, "rbi-liability-resolution"))} தீர்வு காண வேண்டும்.`,
  },
  "rbi-liability-under-review@2026-03-06": {
    says: (rule) =>
      `இந்திய ரிசர்வ் வங்கி இந்த விதிகளை மாற்றி வருகிறது: ${monthYear(rule.from)}-இல் அது வங்கிகளுக்கான வரைவு வழிகாட்டுதல்களை வெளியிட்டது. அவை இந்த விதிகளை வேறு வகையான மோசடி மின்னணு வங்கிப் பரிவர்த்தனைகளுக்கும் நீட்டிக்கின்றன; சிறிய தொகை மோசடிகளுக்கு இழப்பீட்டையும் சேர்க்கின்றன. உங்கள் பரிவர்த்தனை நடந்த தேதியில் எந்த விதிகள் பொருந்தும் என்று உங்கள் வங்கியிடம் கேளுங்கள்.`,
  },
  // For the case page's steps on co-operative banks, wallets and the 2027 directions (docs/decisions/0041).
  "rbi-liability-cooperative-banks@2017-12-14": {
    says: () =>
      "கூட்டுறவு வங்கிகள் (நகர்ப்புற, மாநில மற்றும் மாவட்ட மத்திய கூட்டுறவு வங்கிகள்), உங்கள் அனுமதி இல்லாத பரிவர்த்தனைகள் விஷயத்தில், இந்திய ரிசர்வ் வங்கி அவற்றுக்கென 14 டிசம்பர் 2017 அன்று வெளியிட்ட சுற்றறிக்கையைப் பின்பற்றுகின்றன; மற்ற வங்கிகளுக்கான சுற்றறிக்கையை அல்ல. அதன்படி, மின்னணு வங்கிப் பரிவர்த்தனைகளுக்கு வங்கி உங்களுக்கு SMS எச்சரிக்கைகளை அனுப்ப வேண்டும்; நீங்கள் அனுமதிக்காத எந்தப் பரிவர்த்தனையையும் கூடிய விரைவில் தெரிவிக்குமாறு உங்களிடம் சொல்ல வேண்டும். இதன் கால வரம்புகளை ரிசர்வ் வங்கியின் சொந்தப் பக்கங்களில் எங்களால் சரிபார்க்க முடியவில்லை, எனவே நாங்கள் எந்தத் தேதியையும் கூறவில்லை: உடனே வங்கிக்கு எழுத்துமூலம் தெரிவித்து, வங்கி தரும் புகார் எண்ணை வைத்துக்கொள்ளுங்கள்.",
  },
  "rbi-liability-non-bank-wallets@2019-03-01": {
    says: () =>
      "வங்கிகள் அல்லாத நிறுவனங்கள் வழங்கும் வாலட்டுகளுக்கும் ப்ரீபெய்டு கார்டுகளுக்கும் இந்திய ரிசர்வ் வங்கியின் தனி விதிகள் உள்ளன. உங்கள் அனுமதி இல்லாத பரிவர்த்தனை, வாலட் நிறுவனத்தின் மோசடி, அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால், அந்த இழப்பில் எதையும் நீங்கள் ஏற்க வேண்டியதில்லை. உங்கள் கட்டண விவரங்களை யாரிடமாவது சொன்னதால் அது நடந்திருந்தால், நீங்கள் தெரிவிக்கும் வரை ஏற்படும் இழப்பை நீங்களே ஏற்க வேண்டும்; நீங்கள் தெரிவித்த பிறகு எடுக்கப்படும் பணத்தின் இழப்பை வாலட் நிறுவனம் ஏற்கும். ஒரு வங்கி வழங்கிய வாலட், அந்த வங்கியின் விதிகளையே பின்பற்றும்.",
  },
  "rbi-liability-non-bank-wallets-credit@2019-03-01": {
    from: "வாலட் நிறுவனத்துக்கு நீங்கள் தெரிவித்த நாள்",
    says: () =>
      "அனுமதி இல்லாத பரிவர்த்தனை பற்றி நீங்கள் தெரிவித்த பிறகு, வாலட் நிறுவனம் அதை ஆய்வு செய்யும்போதே அந்தத் தொகையை உங்கள் வாலட்டில் திரும்ப வரவு வைக்கிறது. வாலட்டின் வழக்கமான வரம்பைத் தாண்டினாலும் இது செய்யப்படும்; அந்த வரவு, பரிவர்த்தனை நடந்த தேதியிட்டே வைக்கப்படும்.",
  },
  // RBI's directions of 24 June 2026, for transactions at banks from 1 January 2027.
  "rbi-fraud-directions-2027@2027-01-01": {
    says: () =>
      "1 ஜனவரி 2027 முதல் ஒரு வங்கியில் (வணிக வங்கி, சிறு நிதி வங்கி, பேமெண்ட்ஸ் வங்கி, உள்ளூர்ப் பகுதி வங்கி, மண்டல ஊரக வங்கி, நகர்ப்புறக் கூட்டுறவு வங்கி அல்லது ஊரகக் கூட்டுறவு வங்கி) நடக்கும் மின்னணு வங்கிப் பரிவர்த்தனைகளுக்கு, 2017 விதிகளுக்குப் பதிலாக இந்திய ரிசர்வ் வங்கியின் 24 ஜூன் 2026 வழிகாட்டுதல்கள் பொருந்தும். மோசடியாகப் பெறப்பட்ட உங்கள் விவரங்களைக் கொண்டு வேறொருவர் செய்த பரிவர்த்தனை, மிரட்டல் அல்லது கட்டாயத்தின் பேரில் நீங்கள் ஒப்புதல் அளித்த கட்டணம், நீங்கள் அனுமதிக்காத எந்தப் பரிவர்த்தனையும் இவற்றில் அடங்கும். ஏமாற்றப்பட்டு நீங்களே விரும்பிச் செய்த கட்டணம், உதாரணமாகப் போலி முதலீட்டில் போட்ட பணம் அல்லது போலி வாங்குபவருக்கு அனுப்பிய பணம், இவற்றில் அடங்காமல் போகலாம்.",
  },
  "rbi-liability-bank-fault@2027-01-01": {
    says: () =>
      "மோசடிப் பரிவர்த்தனை வங்கியின் அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால், அந்த இழப்பில் எதையும் நீங்கள் ஏற்க வேண்டியதில்லை; வங்கி அந்தப் பரிவர்த்தனையை ரத்து செய்து பணத்தைத் திருப்பித் தர வேண்டும். நீங்கள் தெரிவித்தாலும் தெரிவிக்காவிட்டாலும் இது பொருந்தும்.",
  },
  "rbi-liability-third-party@2027-01-01": {
    from: "பரிவர்த்தனை நடந்த நாள்",
    calendarDays: true,
    says: (rule) =>
      `உங்கள் தவறும் இல்லாத, வங்கியின் தவறும் இல்லாத ஒரு பாதுகாப்பு மீறலால் (உதாரணமாக, ஒரு பேமெண்ட் செயலி, பேமெண்ட் கேட்வே அல்லது தொலைத்தொடர்பு நிறுவனத்தில் நடந்த மீறலால்) மோசடிப் பரிவர்த்தனை நடந்திருந்தால், பரிவர்த்தனை நடந்த நாள் முதல் ${calendarDaysTa(rule)} வங்கிக்குத் தெரிவித்தால், அந்த இழப்பில் எதையும் நீங்கள் ஏற்க வேண்டியதில்லை; வங்கி அந்தப் பரிவர்த்தனையை ரத்து செய்து பணத்தைத் திருப்பித் தர வேண்டும். இதைவிடத் தாமதமாகத் தெரிவித்தால், இழப்பில் உங்கள் பங்கு எவ்வளவு என்பதை வங்கியின் சொந்தக் கொள்கை முடிவு செய்யும்.`,
  },
  "rbi-liability-customer-negligence@2027-01-01": {
    says: () =>
      "OTP, PIN அல்லது கடவுச்சொல்லை யாரிடமாவது சொன்னது போன்ற உங்கள் சொந்த அலட்சியத்தால் இழப்பு ஏற்பட்டிருந்தால், வங்கிக்குத் தெரிவிக்கும் வரை ஏற்படும் இழப்பை நீங்களே ஏற்க வேண்டும்; ஆனால் சிறிய மோசடிகளுக்கான இந்திய ரிசர்வ் வங்கியின் இழப்பீடு தரும் தொகை இதில் சேராது. நீங்கள் தெரிவித்த பிறகு எடுக்கப்படும் பணத்தின் இழப்பை வங்கி ஏற்கும்.",
  },
  "rbi-complaint-acknowledgement@2027-01-01": {
    says: () =>
      "நீங்கள் ஒரு மோசடிப் பரிவர்த்தனையைத் தெரிவிக்கும்போது, வங்கி உடனே ஒப்புகை தர வேண்டும்; அதில் புகார் எண்ணும், புகார் கிடைத்த தேதியும் நேரமும் இருக்க வேண்டும். உங்கள் கணக்குகளில் மேலும் மோசடிப் பரிவர்த்தனைகள் நடக்காமல் தடுக்க வங்கி உடனடியாக நடவடிக்கை எடுக்க வேண்டும்.",
  },
  "rbi-liability-resolution@2027-01-01": {
    from: "உங்கள் புகார் வங்கிக்குக் கிடைத்த நாள்",
    calendarDays: true,
    says: (rule) => {
      const crossBorder = figure(rule, "crossBorderDays");
      return `உங்கள் புகார் வங்கிக்குக் கிடைத்த நாள் முதல் ${calendarDaysTa(rule)}, வங்கி அதை ஆய்வு செய்து, பொறுப்பு யாருடையது என்று முடிவு செய்து, உங்களுக்குப் பதில் தர வேண்டும் (வெளிநாட்டுடன் தொடர்புடைய மோசடி என்றால், ${crossBorder} நாட்காட்டி நாட்களுக்குள்).`;
    },
  },
  "rbi-bank-burden-of-proof@2027-01-01": {
    says: () =>
      "பொறுப்பு உங்களுடையது என்று நிரூபிக்க வேண்டியது வங்கியின் வேலை. வங்கி உங்கள் புகாரை நிராகரித்தால், அதற்கான காரணத்தையும், அதை ஆதரிக்கும் விவரங்களையும் உங்களுக்குத் தர வேண்டும்.",
  },
  "rbi-shadow-reversal-credit-card@2027-01-01": {
    from: "நீங்கள் வங்கிக்குத் தெரிவித்த நாள்",
    calendarDays: true,
    says: (rule) =>
      `கிரெடிட் கார்டில் மோசடிப் பரிவர்த்தனை நடந்தால், நீங்கள் வங்கிக்குத் தெரிவித்த நாள் முதல் ${calendarDaysTa(rule)}, வங்கி அதை ஆய்வு செய்யும்போதே அந்தத் தொகையை கார்டில் திரும்ப வரவு வைக்க வேண்டும் (ஷேடோ ரிவர்சல்). அந்தத் தொகையை நீங்கள் செலவு செய்ய முடியாது; அதற்காக நீங்கள் கூடுதல் வட்டியோ கட்டணமோ செலுத்த வேண்டியதில்லை.`,
  },
  "rbi-small-fraud-compensation@2027-01-01": {
    from: "பரிவர்த்தனை நடந்த நாள்",
    calendarDays: true,
    says: (rule) => {
      const [lossUpTo, cap] = [rupees(figure(rule, "lossUpToRupees")), rupees(figure(rule, "capRupees"))];
      return `உங்கள் சொந்த அலட்சியத்தால் இழப்பு ஏற்பட்டிருந்தால் (உதாரணமாக, நீங்கள் OTP எண்ணைச் சொல்லியிருந்தால்), நீங்கள் ஒரு தனிநபர் என்றால் (தனி உரிமையாளர் நடத்தும் தொழிலும் இதில் அடங்கும்), மொத்த இழப்பு ${lossUpTo} வரை என்றால், நிகர இழப்பில் ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% அல்லது ${cap}, இவற்றில் எது குறைவோ அதை வங்கி உங்களுக்கு வாழ்நாளில் ஒரு முறை வழங்கலாம். இதற்கு, பரிவர்த்தனை நடந்த நாள் முதல் ${calendarDaysTa(rule)} நீங்கள் 1930 அல்லது cybercrime.gov.in மூலமும், வங்கிக்கும் தெரிவித்திருக்க வேண்டும். உங்கள் புகார் உண்மையானது என்று வங்கி திருப்தி அடைந்தால், உங்களுக்கு விண்ணப்பப் படிவம் தரும்; அந்தப் படிவம் வங்கிக்குக் கிடைத்த 5 நாட்காட்டி நாட்களுக்குள் பணத்தைச் செலுத்தும். வழிகாட்டுதல்களின் முதல் ஆண்டில் நடக்கும் மோசடிகளுக்கு இது பொருந்தும்.`;
    },
  },
  "rbi-failed-atm-withdrawal@2019-10-15": {
    from: "பரிவர்த்தனை நடந்த நாள்",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `ATM உங்கள் கணக்கிலிருந்து பணத்தைக் கழித்தும் கையில் பணம் தரவில்லை என்றால், அது தோல்வியடைந்த பரிவர்த்தனை, மோசடி அல்ல. பரிவர்த்தனை நடந்த நாள் முதல் ${windowTa(rule)} வங்கி அந்தப் பணத்தை உங்கள் கணக்கில் திரும்பச் செலுத்த வேண்டும் (T+${window(rule).days}; T என்பது பரிவர்த்தனை நடந்த நாள்). இதைவிடத் தாமதமானால், தாமதமான ஒவ்வொரு நாளுக்கும் வங்கி உங்கள் கணக்கில் ${perDay} செலுத்த வேண்டும்.`;
    },
  },
  "rbi-failed-upi-imps-transfer@2019-10-15": {
    from: "பரிவர்த்தனை நடந்த நாள்",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `UPI அல்லது IMPS மூலம் அனுப்பிய பணம் உங்கள் கணக்கிலிருந்து கழிக்கப்பட்டு, நீங்கள் அனுப்பிய கணக்கைச் சென்றடையவில்லை என்றால், அது தோல்வியடைந்த பரிவர்த்தனை, மோசடி அல்ல. அந்தப் பணத்தை அந்தக் கணக்கில் வரவு வைக்க முடியாவிட்டால், பரிவர்த்தனை நடந்த நாளுக்கு ${dayAfter(rule)} அது உங்கள் கணக்குக்குத் திரும்ப வர வேண்டும் (T+${window(rule).days}; T என்பது பரிவர்த்தனை நடந்த நாள்). இதைவிடத் தாமதமாகத் திரும்ப வந்தால், தாமதமான ஒவ்வொரு நாளுக்கும் உங்களுக்கு ${perDay} கிடைக்க வேண்டும்.`;
    },
  },
  "rbi-ombudsman-scheme@2021-11-12": {
    says: () =>
      "ஒரு வங்கி, அல்லது ரிசர்வ் வங்கியின் ஒழுங்குமுறைக்கு உட்பட்ட வேறு நிறுவனம், தன் சேவைக் குறைபாட்டைச் சரிசெய்யவில்லை என்றால், RBI குறைதீர்ப்பாளரிடம் (RBI Ombudsman) கட்டணம் இல்லாமல் புகார் செய்யுங்கள்.",
  },
  "rbi-ombudsman-scheme@2026-07-01": {
    from: `வங்கியின் ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} நாட்கள் முடியும் நாள், அல்லது வங்கியின் கடைசிப் பதில் வந்த நாள், இவற்றில் பிந்தைய நாள்`,
    says: (rule) => {
      const { bankReplyDays } = OMBUDSMAN_2026_WINDOWS;
      const wait = OMBUDSMAN_FRAUD_WAIT.days;
      return `ஒரு வங்கி, அல்லது இந்தத் திட்டத்தின் கீழ் வரும் ரிசர்வ் வங்கியின் ஒழுங்குமுறைக்கு உட்பட்ட வேறு நிறுவனம், தன் சேவைக் குறைபாட்டைச் சரிசெய்யவில்லை என்றால், RBI குறைதீர்ப்பாளரிடம் (RBI Ombudsman) கட்டணம் இல்லாமல் புகார் செய்யுங்கள். முதலில் வங்கியிடமே புகார் செய்யுங்கள்: எழுத்துமூலம், அல்லது புகார் செய்ததற்கு ஆதாரம் இருக்கும் வேறு வழியில். அந்த ஆதாரத்தைப் பத்திரமாக வைத்திருங்கள். வங்கி ${bankReplyDays} நாட்களுக்குள் பதில் தரவில்லை என்றால், அல்லது அதன் பதில் உங்களுக்குத் திருப்தி தரவில்லை என்றால், நீங்கள் குறைதீர்ப்பாளரிடம் செல்லலாம். அந்த ${bankReplyDays} நாட்கள் முடியும் நாள், அல்லது வங்கியின் கடைசிப் பதில் வந்த நாள், இவற்றில் பிந்தைய நாள் முதல் ${window(rule).days} நாட்களுக்குள் குறைதீர்ப்பாளரிடம் செல்லுங்கள். ${formatDayIn("ta-IN", OMBUDSMAN_FRAUD_WAIT.from)} முதல் நடந்த பரிவர்த்தனையில் மோசடி பற்றிய புகார் என்றால், அதில் முடிவெடுக்க வங்கிக்கு ${wait} நாட்காட்டி நாட்கள் வரை அவகாசம் உண்டு. எனவே குறைதீர்ப்பாளரிடம் செல்லும் முன், வங்கியின் முடிவுக்காக, அல்லது அந்த ${wait} நாட்கள் முடியும் வரை, காத்திருங்கள். cms.rbi.org.in இணையதளத்தில் புகார் செய்யலாம், crpc@rbi.org.in என்ற முகவரிக்கு மின்னஞ்சல் அனுப்பலாம், அல்லது இந்த முகவரிக்குத் தபாலில் அனுப்பலாம்: மையப்படுத்தப்பட்ட புகார் பெறுதல் மற்றும் செயலாக்க மையம், இந்திய ரிசர்வ் வங்கி, சென்ட்ரல் விஸ்டா, செக்டர் 17, சண்டிகர் – 160017 (Centralised Receipt and Processing Centre, Reserve Bank of India, Central Vista, Sector 17, Chandigarh – 160017). உதவிக்கு, ரிசர்வ் வங்கியின் தொடர்பு மையத்தை 14448 என்ற எண்ணில் அழையுங்கள். இதே விஷயத்தில் காவல் துறையிடம் புகார் கொடுத்திருந்தாலும், நீங்கள் குறைதீர்ப்பாளரிடம் செல்லலாம். ஒரு வழக்கறிஞர் உங்கள் சார்பில் புகார் செய்ய முடியாது; அந்த வழக்கறிஞரே பாதிக்கப்பட்டவர் என்றால் மட்டுமே முடியும்.`;
    },
  },
  "i4c-helpline-1930@always": {
    says: () =>
      "1930 என்பது சைபர் மோசடியில் இழந்த பணத்துக்கான இலவச தேசிய உதவி எண். விரைவாகத் தெரிவித்தால், பணம் சென்ற வங்கிகளிடமும் வாலட்டுகளிடமும், அந்தப் பணம் வேறு இடத்துக்கு மாற்றப்படும் முன்பே அதை நிறுத்தி வைக்குமாறு கேட்க முடியும்.",
  },
  "i4c-portal-complaint@always": {
    says: () =>
      "1930 எண்ணை அழைப்பது உங்கள் புகாரைத் தொடங்கி வைக்க மட்டுமே. அழைப்பில் கிடைக்கும் புகார் ஒப்புகை எண்ணுடன் (acknowledgement number), கூடிய விரைவில் cybercrime.gov.in இணையதளத்தில் உங்கள் புகாரைப் பூர்த்தி செய்யுங்கள்: அந்த இணையதளத்தில் செய்யப்படும் புகார்கள் மீது மாநிலக் காவல்துறை நடவடிக்கை எடுக்கிறது, FIR பதிவு செய்வது உட்பட. பாதியில் விடப்பட்ட புகார் அதற்கு மேல் நகராமல் போகலாம்.",
  },
  // Asking for money back once it is held (the Money Restoration Portal), the e-Zero FIR and Chakshu.
  "i4c-portal-women-child@always": {
    says: () =>
      'cybercrime.gov.in இணையதளத்தில் உள்ள "Report Cyber Crime Related to Women/Child" (பெண்கள்/குழந்தைகள் தொடர்பான சைபர் குற்றப் புகார்) பகுதியில், குழந்தைகளின் பாலியல் படங்கள் அல்லது வீடியோக்கள் பற்றியும், வெளிப்படையான பிற பாலியல் உள்ளடக்கம் பற்றியும் புகார் செய்யலாம். அங்கே உங்கள் பெயரைச் சொல்லாமலும் புகார் செய்யலாம்: பெயர் இல்லாத புகாரில் தனிப்பட்ட விவரங்கள் எதுவும் தேவையில்லை, என்ன நடந்தது என்ற விவரங்கள் மட்டும் போதும்.',
  },
  "mha-money-restoration@always": {
    from: "விசாரணை அதிகாரி பணத்தை விடுவிக்க உத்தரவிட்ட நாள்",
    calendarDays: true,
    says: (rule) => {
      const { portal, acknowledgementDigits, noFirBelow, firAbove } = MONEY_RESTORATION;
      return `உங்கள் புகாரின் பேரில், பணம் சென்ற கணக்குகளிலேயே உங்கள் பணம் நிறுத்தி வைக்கப்பட்டால், உங்கள் புகார் தொடர்பாக ஒரு தொகை தற்காலிகமாக நிறுத்தி வைக்கப்பட்டுள்ளது (ஹோல்ட் செய்யப்பட்டுள்ளது) என்று உங்களுக்கு ஒரு SMS வரும். அந்த SMS-இல் உள்ள தேதிக்குப் பிறகு, மத்திய உள்துறை அமைச்சகத்தின் பணம் திருப்பி வழங்கும் இணையதளத்தில் (Money Restoration Portal), ${portal}, அந்தப் பணத்தைத் திரும்பக் கேட்கலாம்: 'Raise Refund Request' என்பதைத் தேர்ந்தெடுத்து, புகார் பதிவு செய்தபோது கிடைத்த ${acknowledgementDigits} இலக்கப் புகார் ஒப்புகை எண்ணை உள்ளிட்டு, OTP மூலம் உறுதிசெய்யுங்கள். பணம் வர வேண்டிய வங்கிக் கணக்கின் சரியான விவரங்களைக் கொடுங்கள். ஒரு இழப்பீட்டுப் பத்திரத்தில் (indemnity bond) கையெழுத்திடுங்கள்: கேட்கும்போது அந்தத் தொகையை நீதிமன்றத்தின் முன் ஒப்படைப்பதாகவும், நீதிமன்றத்தின் உத்தரவுகளுக்குக் கட்டுப்படுவதாகவும் நீங்கள் தரும் உறுதிமொழி அது. உங்கள் PAN கார்டின் நகலையும் கொடுங்கள். ஒரு வங்கியில் நிறுத்தி வைக்கப்பட்ட தொகை ${rupees(noFirBelow)}-க்குக் குறைவு என்றால், அதிகாரபூர்வ நிலையான செயல்பாட்டு நடைமுறையின் (SOP) நிபந்தனைகளின்படி, FIR இல்லாமலேயே காவல்துறை அதைத் திருப்பித் தரச் செய்யலாம்; ஒரு வங்கிக் கணக்கில் நிறுத்தி வைக்கப்பட்ட தொகை ${rupees(firAbove)}-க்கு மேல் என்றால், FIR கட்டாயம். உங்கள் வழக்கை விசாரிக்கும் காவல் அதிகாரி, பாரதிய நாகரிக் சுரக்ஷா சன்ஹிதா, 2023 (BNSS) பிரிவு 106(3)-இன் கீழ் பணத்தை விடுவிக்க உத்தரவிட்டால், அந்த உத்தரவு நாள் முதல் ${calendarDaysTa(rule)} வங்கி அந்தப் பணத்தை உங்களிடம் ஒப்படைக்கும். பணத்தைத் திரும்பப் பெற்றுத் தருவதாகச் சொல்லும் இடைத்தரகர்கள் அல்லது ஏஜெண்டுகளிடம் (புரோக்கர்கள்) சிக்காதீர்கள்: அதிகாரபூர்வ இணையதளத்தை மட்டுமே பயன்படுத்துங்கள்; உதவிக்கு உங்கள் காவல் நிலையத்தைத் தொடர்புகொள்ளுங்கள்.`;
    },
  },
  "mha-e-zero-fir@2025-05-19": {
    says: (rule) =>
      `${dayTa(rule.from)} அன்று, மத்திய உள்துறை அமைச்சகம் டெல்லியில் சோதனை முறையில் (பைலட் திட்டமாக) இ-ஜீரோ FIR முறையைத் தொடங்கியது: 1930 அல்லது cybercrime.gov.in மூலம் ₹${figure(rule, "lossOverLakh")} லட்சத்துக்கு மேற்பட்ட நிதி இழப்பு பற்றிச் செய்யப்படும் புகார், தானாகவே டெல்லியின் இ-க்ரைம் காவல் நிலையத்தில் ஜீரோ FIR ஆகப் பதிவு செய்யப்பட்டு, உடனே அந்தப் பகுதியின் சைபர் காவல் நிலையத்துக்கு அனுப்பப்படுகிறது. புகார் கொடுத்தவர் மூன்று நாட்களுக்குள் அந்தக் காவல் நிலையத்துக்குச் சென்று, அதை வழக்கமான FIR ஆக மாற்றிக்கொள்ளலாம். இந்த முறை பின்னர் நாடு முழுவதும் விரிவுபடுத்தப்படும் என்று அமைச்சகம் கூறியிருந்தது. எனவே உங்கள் புகார் FIR ஆகப் பதிவாகியுள்ளதா என்று 1930 எண்ணிலோ உங்கள் சைபர் காவல் நிலையத்திலோ கேட்டுத் தெரிந்துகொள்ளுங்கள்.`,
  },
  "dot-chakshu@always": {
    from: "அழைப்பு அல்லது செய்தி வந்த நாள்",
    says: (rule) =>
      `தொலைத்தொடர்புத் துறையின் (DoT) சஞ்சார் சாத்தி (Sanchar Saathi) இணையதளத்தில் (sancharsaathi.gov.in) உள்ள சக்ஷு (Chakshu) பகுதியில், கடந்த ${windowTa(rule)} உங்களுக்கு வந்த சந்தேகத்துக்குரிய மோசடி அழைப்புகள், SMS மற்றும் வாட்ஸ்அப் செய்திகள் பற்றிப் புகார் செய்யலாம்.`,
  },
  "it-rules-intimate-content-24-hours@always": {
    says: () =>
      "உங்கள் அந்தரங்க உறுப்புகளை அல்லது நிர்வாணத்தைக் காட்டும், உங்களைப் பாலியல் செயலில் காட்டும், அல்லது உங்களைப் போல் ஆள்மாறாட்டம் செய்யும் உள்ளடக்கம் பற்றி, மாற்றியமைக்கப்பட்ட (மார்ஃபிங் செய்யப்பட்ட) உங்கள் படங்கள் உட்பட, நீங்களோ உங்கள் சார்பில் வேறொருவரோ ஒரு தளத்திடம் (பிளாட்ஃபார்ம்) புகார் செய்தால், புகார் கிடைத்த 24 மணி நேரத்துக்குள் அதை நீக்க, அல்லது அதைப் பார்க்க முடியாமல் தடுக்க, தேவையான எல்லா நியாயமான நடவடிக்கைகளையும் அந்தத் தளம் எடுக்க வேண்டும்.",
  },
  // The sections of the Bharatiya Nagarik Suraksha Sanhita the pages state: what to do when no FIR is
  // registered, and rights on arrest.
  "bnss-173-preliminary-enquiry@2024-07-01": {
    says: (rule) =>
      `மூன்று ஆண்டுகள் அல்லது அதற்கு மேல், ஆனால் ஏழு ஆண்டுகளுக்குக் குறைவான சிறைத் தண்டனை விதிக்கக்கூடிய குற்றத்தில், குறைந்தது காவல் துணைக் கண்காணிப்பாளர் (DSP) நிலையிலான அதிகாரியின் அனுமதியுடன், வழக்கு உள்ளதா என்று பார்க்கக் காவல்துறை முதலில் ${figure(rule, "enquiryDays")} நாட்கள் வரை முதற்கட்ட விசாரணை நடத்தலாம்; அல்லது நேரடியாகப் புலன் விசாரணையைத் தொடங்கலாம்.`,
  },
  "bnss-173-refusal@2024-07-01": {
    says: () =>
      "காவல் நிலையம் உங்கள் புகாரைப் பதிவு செய்ய மறுத்தால், அதை எழுதி, அந்தப் பகுதியின் காவல் கண்காணிப்பாளருக்கு (Superintendent of Police) தபாலில் அனுப்பலாம். அதில் வாரண்ட் இல்லாமல் கைது செய்யக்கூடிய குற்றம் (cognizable offence) தெரிந்தால், காவல் கண்காணிப்பாளர் தாமே அதைப் புலன் விசாரணை செய்ய வேண்டும், அல்லது ஒரு காவல் அதிகாரி மூலம் புலன் விசாரணை செய்யச் செய்ய வேண்டும்.",
  },
  "bnss-175-magistrate@2024-07-01": {
    says: () =>
      "காவல் கண்காணிப்பாளருக்கு எழுதிய பிறகு, நீங்கள் நீதித்துறை நடுவரிடம் (Magistrate) மனு செய்யலாம்; மனுவுடன் உங்கள் பிரமாணப் பத்திரத்தையும் (affidavit: சத்தியம் செய்து அளிக்கும் வாக்குமூலம்) இணைக்க வேண்டும். நீதித்துறை நடுவர், தேவை எனக் கருதும் விசாரணையை நடத்தி, காவல் அதிகாரியின் தரப்பைக் கேட்ட பிறகு, புலன் விசாரணை செய்யுமாறு காவல்துறைக்கு உத்தரவிடலாம்.",
  },
  "bnss-47-grounds-of-arrest@2024-07-01": {
    says: () =>
      "வாரண்ட் இல்லாமல் உங்களைக் கைது செய்யும் காவல் அதிகாரி, நீங்கள் எந்தக் குற்றத்துக்காகக் கைது செய்யப்படுகிறீர்கள் என்ற முழு விவரங்களை, அல்லது கைதுக்கான பிற காரணங்களை, உடனே உங்களிடம் சொல்ல வேண்டும். அது ஜாமீனில் விடக்கூடிய குற்றம் என்றால், ஜாமீனில் விடுவிக்கப்பட உங்களுக்கு உரிமை உண்டு என்பதையும் அவர் சொல்ல வேண்டும்.",
  },
  "bnss-58-arrest-24-hours@2024-07-01": {
    says: (rule) =>
      `வாரண்ட் இல்லாமல் கைது செய்த பிறகு, நீதித்துறை நடுவரின் உத்தரவு இல்லாமல் காவல்துறை உங்களை ${figure(rule, "hours")} மணி நேரத்துக்கு மேல் தன் பிடியில் வைத்திருக்க முடியாது; நீதித்துறை நடுவரின் நீதிமன்றத்துக்கு அழைத்துச் செல்லும் பயண நேரம் இதில் கணக்கில் சேராது.`,
  },
};

/** The whole "within" phrase a rule's words give its window, or "" for a rule that counts none. */
function windowOf(rule: LegalRule, words: RuleWords): string {
  if (!rule.window) return "";
  return words.calendarDays ? calendarDaysTa(rule) : windowTa(rule);
}

/** The name of the instrument a rule version rests on, the one the letters cite too. */
function instrumentTa(rule: LegalRule): string {
  const name = ruleNameTa(rule);
  if (!name)
    throw new Error(`No Tamil name for legal rule "${ruleVersionKey(rule)}": add it to shared/legal-rules/names-ta.ts`);
  return name;
}

/**
 * A rule in force on `day` (today by default), in Tamil: its instrument, its sentence and, if it
 * counts one, its window. `window` is the whole "within" phrase ("3 வேலை நாட்களுக்குள்"); `from` is a
 * plain noun phrase ("பரிவர்த்தனை நடந்த நாள்") that reads before "முதல்": `${from} முதல் ${window}`.
 */
export function ruleTa(
  id: RuleId,
  day: Date = new Date(),
): { instrument: string; says: string; window: string; from: string } {
  const rule = currentRule(id, day);
  const words = ruleWords[ruleVersionKey(rule)];
  if (!words) {
    throw new Error(
      `No Tamil words for legal rule "${rule.id}" in force from ${rule.from}: add them to app/content/languages/ta/legal-rules.ts`,
    );
  }
  return {
    instrument: instrumentTa(rule),
    says: words.says(rule),
    window: windowOf(rule, words),
    from: words.from ?? "",
  };
}

/**
 * One version of a rule in Tamil, the version a case's step rests on (its words, sentence and
 * window, in the forms ruleTa returns), or undefined when it has no Tamil words yet (the case page
 * then shows its English).
 */
export function ruleVersionTa(
  rule: LegalRule,
): { instrument: string; says: string; window: string; from: string } | undefined {
  const words = ruleWords[ruleVersionKey(rule)];
  if (!words) return undefined;
  return {
    instrument: instrumentTa(rule),
    says: words.says(rule),
    window: windowOf(rule, words),
    from: words.from ?? "",
  };
}
