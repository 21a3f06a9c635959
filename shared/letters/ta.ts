import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { ruleNameTa } from "../legal-rules/names-ta";
import { ruleVersionKey, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { blank, type LetterWords } from "./words";

// Tamil: the words of the letters and of the portal's text drafted from a case, in the formal,
// respectful register a Tamil letter to an authority uses ("தாங்கள்", "பணிவுடன் கேட்டுக்கொள்கிறேன்").
// The rules, their dates and their day counts come from shared/legal-rules; only the words around
// them are here (docs/decisions/0019, 0028, 0042). Each rule's Tamil name is tied to the day it
// came into force: a new version of a rule stops the letter until its Tamil name is added, so that
// a letter never cites a lapsed rule. Tamil first-person verbs carry no gender, so the sentences
// suit whoever writes the letter.
//
// Tamil attaches its case endings to words, so no sentence here puts an ending on a value computed
// elsewhere (a date, an amount, a name, a rule's name, a blank): a date is followed by the separate
// word "அன்று" ("on"), a rule's name is quoted and followed by "என்ற" and a noun of ours, and a
// name or a blank stands after a colon. Endings go only on this file's own words (the account and
// the institution below, by lookup).

/**
 * What starts each cited rule's window, in the letter's voice, by the rule's id and first day in
 * force: a plain noun phrase ending in "நாள்" ("the day ..."), with no case ending, as it reads
 * before "முதல்" ("from") and the window ("... நாள் முதல் 10 வேலை நாட்களுக்குள்"). The rule's
 * name is shared/legal-rules/names-ta.ts's, the one the Tamil case page shows (docs/decisions/0086).
 */
const windowStarts: Record<string, string> = {
  "rbi-liability-third-party@2017-07-06": "பரிவர்த்தனை குறித்து வங்கியின் SMS அல்லது மின்னஞ்சல் எனக்குக் கிடைத்த நாள்",
  "rbi-liability-limited@2017-07-06": "பரிவர்த்தனை குறித்து வங்கியின் SMS அல்லது மின்னஞ்சல் எனக்குக் கிடைத்த நாள்",
  "rbi-liability-shadow-credit@2017-07-06": "நான் வங்கிக்குத் தெரிவித்த நாள்",
  "rbi-liability-resolution@2017-07-06": "என் புகார் வங்கிக்குக் கிடைத்த நாள்",
  "rbi-liability-non-bank-wallets-credit@2019-03-01": "நான் வாலட் நிறுவனத்துக்குத் தெரிவித்த நாள்",
  "rbi-liability-third-party@2027-01-01": "பரிவர்த்தனை நடந்த நாள்",
  "rbi-liability-resolution@2027-01-01": "என் புகார் வங்கிக்குக் கிடைத்த நாள்",
  "rbi-shadow-reversal-credit-card@2027-01-01": "நான் வங்கிக்குத் தெரிவித்த நாள்",
  "rbi-ombudsman-scheme@2026-07-01": `வங்கியின் ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} நாட்கள் முடிந்த நாள், அல்லது அதன் கடைசிப் பதில் வந்த நாள் (இவற்றில் எது பிந்தையதோ அந்த நாள்)`,
};

/** The Tamil words of a rule version; a version without a Tamil name stops the letter rather than cite a lapsed rule. */
export function tamilRuleWords(rule: LegalRule): { instrument: string; from?: string } {
  const key = ruleVersionKey(rule);
  const instrument = ruleNameTa(rule);
  if (!instrument) throw new Error(`No Tamil name for legal rule "${key}": add it to shared/legal-rules/names-ta.ts`);
  const from = windowStarts[key];
  return from === undefined ? { instrument } : { instrument, from };
}

/** "paragraph 76L", "paragraphs 76K and 76S" (the rules' own words) as a Tamil letter cites them. */
function paragraphTa(paragraph: string): string {
  return paragraph
    .replace(/^paragraphs /, "பத்திகள் ")
    .replace(/^paragraph /, "பத்தி ")
    .replace(/ and /g, " மற்றும் ");
}

/**
 * "3 வேலை நாட்களுக்குள்", "90 நாட்களுக்குள்": a window as the whole "within" phrase, ending and
 * all, so that a sentence puts nothing after it but its verb ("{from} முதல் {window} ...").
 */
function window({ days, count }: RuleWindow): string {
  const one = days === 1;
  const unit = one ? "நாளுக்குள்" : "நாட்களுக்குள்";
  return `${days} ${count === "working days" ? `வேலை ${unit}` : unit}`;
}

/** This file's own words for the account and the institution, with the case endings a sentence puts on them. */
interface Forms {
  /** "கணக்கிலிருந்து": from it. */
  from: string;
  /** "கணக்கில்": in it. */
  in: string;
  /** "வங்கிக்கு": to it. */
  to: string;
  /** "வங்கியை": it, as an object. */
  object: string;
}
const FORMS: Record<string, Forms> = {
  கணக்கு: { from: "கணக்கிலிருந்து", in: "கணக்கில்", to: "கணக்குக்கு", object: "கணக்கை" },
  வாலட்: { from: "வாலட்டிலிருந்து", in: "வாலட்டில்", to: "வாலட்டுக்கு", object: "வாலட்டை" },
  வங்கி: { from: "வங்கியிலிருந்து", in: "வங்கியில்", to: "வங்கிக்கு", object: "வங்கியை" },
  "வாலட் நிறுவனம்": {
    from: "வாலட் நிறுவனத்திலிருந்து",
    in: "வாலட் நிறுவனத்தில்",
    to: "வாலட் நிறுவனத்துக்கு",
    object: "வாலட் நிறுவனத்தை",
  },
};
/** One of the forms above; a word not listed keeps its plain form with the ending as a separate word. */
const form = (word: string, which: keyof Forms): string => {
  const known = FORMS[word];
  if (known) return known[which];
  const separate: Record<keyof Forms, string> = { from: "இலிருந்து", in: "இல்", to: "க்கு", object: "ஐ" };
  return `${word}-${separate[which]}`;
};

/** "கீழே குறிப்பிட்டுள்ள 2 பரிவர்த்தனைகள்": the transactions an opening names, as subject or as object. */
function listed(count: number, asObject: boolean): string {
  const many = asObject ? "பரிவர்த்தனைகளை" : "பரிவர்த்தனைகள்";
  if (count === 0) return `கீழே விவரிக்கப்பட்டுள்ள ${many}`;
  if (count === 1) return `கீழே குறிப்பிட்டுள்ள ${asObject ? "பரிவர்த்தனையை" : "பரிவர்த்தனை"}`;
  return `கீழே குறிப்பிட்டுள்ள ${count} ${many}`;
}

const notAuthorised = ({ single }: { single: boolean }) =>
  single ? "இந்தப் பரிவர்த்தனையை நான் அங்கீகரிக்கவில்லை." : "இந்தப் பரிவர்த்தனைகளை நான் அங்கீகரிக்கவில்லை.";
const its = ({ single }: { single: boolean }) => (single ? "இதை" : "இவற்றை");
const HELPLINE = "தேசிய சைபர் குற்ற உதவி எண் 1930";
const CLOSING = "தங்கள் உண்மையுள்ள,";
const BNSS = "பாரதிய நாகரிக் சுரக்ஷா சன்ஹிதா, 2023";
const SALUTATION = "மதிப்பிற்குரிய ஐயா/அம்மா,";
const REQUEST = "எனவே, தாங்கள் பின்வருமாறு நடவடிக்கை எடுக்குமாறு பணிவுடன் கேட்டுக்கொள்கிறேன்:";
/** "(வசிப்பிடம்: Pune, Maharashtra)": the victim's town, after their name, with no ending on it. */
const livingIn = (place: string) => (place === "" ? "" : ` (வசிப்பிடம்: ${place})`);
/** "before or on {date}": the last day of a window, with no ending on the date. */
const byDay = (day: string) => `அதாவது ${day} அன்று அல்லது அதற்கு முன்`;
/** Not the victim's question as it stands: they rewrite it in their own words, with it beside them (decision 0066). */
const OWN_WORDS =
  "என்ன நடந்தது என்று உங்கள் சொந்த வார்த்தைகளில் எழுதுங்கள்: எப்போது, அவர்கள் உங்களை எப்படித் தொடர்புகொண்டார்கள், நீங்கள் என்ன பணம் செலுத்தினீர்கள், யாருக்கு.";
const WROTE_TO_US = "நீங்கள் எங்களுக்கு எழுதியது:";
const EVIDENCE_COPIES =
  "கீழே பட்டியலிடப்பட்டுள்ள ஆதாரங்களின் நகல்களை இணைத்துள்ளேன். ஒவ்வொரு கோப்பின் SHA-256 டிஜிட்டல் கைரேகையும், நகலில் எந்த மாற்றமும் இல்லை என்பதைக் காட்டுகிறது.";
const COGNIZABLE = "பிடியாணையின்றிக் கைது செய்யக்கூடிய குற்றம்";
const ANY_STATION =
  "பிடியாணையின்றிக் கைது செய்யக்கூடிய குற்றம் பற்றிய தகவலை, குற்றம் எந்தப் பகுதியில் நடந்திருந்தாலும், எந்தக் காவல் நிலையத்திலும் அளிக்கலாம்.";

const TAMIL_DATES = datesIn("ta");
/** "புதன், 25 நவம்பர் 2026, 11:00 (இந்திய நேரம்)": a letter's weekday is written in full. */
const letterDateTime = (instant: Date) => formatDateTime(TAMIL_DATES, instant, TAMIL_DATES.letterWeekday);

export const tamilLetterWords: LetterWords = {
  lang: "ta",
  date: (instant) => formatDate(TAMIL_DATES, instant, TAMIL_DATES.letterWeekday),
  dateTime: letterDateTime,
  transactionWhen: (item) => letterDateTime(new Date(item.occurredAt)),
  evidenceReceived: (file) => letterDateTime(new Date(file.receivedAt)),
  window,
  windowFrom: (rule) => {
    const from = tamilRuleWords(rule).from;
    if (!from)
      throw new Error(`No Tamil words for what starts the window of "${rule.id}": add them to shared/letters/ta.ts`);
    return from;
  },
  instrument: (rule) => tamilRuleWords(rule).instrument,
  labels: {
    date: "தேதி:",
    subject: "பொருள்:",
    transactionsCaption: "பரிவர்த்தனைகளின் விவரம்",
    evidenceCaption: "ஆதாரங்கள், ஒவ்வொரு கோப்பும் அதன் SHA-256 டிஜிட்டல் கைரேகையுடன்",
    when: "தேதியும் நேரமும்",
    amount: "தொகை",
    utr: "UTR / பரிவர்த்தனை அடையாள எண்",
    from: "அனுப்பிய கணக்கு",
    to: "பெற்ற கணக்கு",
    total: "மொத்தம்",
    fileName: "கோப்பு",
    fileSize: "அளவு",
    fileReceived: "CyberHelp பெற்ற நேரம்",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "உங்கள் முகவரி",
    date: "தேதி",
    amount: "தொகை",
    eachTransaction:
      "ஒவ்வொரு பரிவர்த்தனைக்கும்: தேதியும் நேரமும், தொகை, UTR அல்லது பரிவர்த்தனை அடையாள எண், பணம் சென்ற கணக்கு அல்லது UPI முகவரி",
    policeStation: "காவல் நிலையம் அல்லது சைபர் பிரிவின் பெயர்",
    bankComplaintNumber: "புகார் எண்",
    bankComplaintDate: "புகாரின் தேதி",
    bankReplyDate: "பதில் வந்த தேதி",
    refusedOn: "காவல் நிலையத்துக்குச் சென்ற தேதி",
    district: "உங்கள் மாவட்டத்தின் பெயர்",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `இந்த மோசடி குறித்து ${HELPLINE} மூலம் புகார் தெரிவித்தேன்${at === null ? "" : `; தெரிவித்த நேரம்: ${at}`}${acknowledgement === "" ? "" : `; புகார் ஒப்புகை எண்: ${acknowledgement}`}.`,
    portal: "தேசிய சைபர் குற்றப் புகார் இணையதளத்தில் (cybercrime.gov.in) என் புகாரை முழுமையாகப் பதிவு செய்துள்ளேன்.",
    bank: (at, reference) =>
      `இந்தப் பரிவர்த்தனைகள் குறித்து என் வங்கிக்குத் தெரிவித்தேன்; தெரிவித்த நேரம்: ${at}${reference === "" ? "" : `; புகார் குறிப்பு எண்: ${reference}`}.`,
  },
  bank: {
    recipient: {
      bank: ["பெறுநர்,", "கிளை மேலாளர்", blank("உங்கள் வங்கி, கிளையின் பெயர்")],
      "cooperative bank": ["பெறுநர்,", "கிளை மேலாளர்", blank("உங்கள் கூட்டுறவு வங்கி, கிளையின் பெயர்")],
      wallet: ["பெறுநர்,", "குறைதீர்ப்பு அலுவலர்", blank("உங்கள் வாலட் நிறுவனத்தின் பெயர்")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet"
        ? ["பெறுநர்,", "குறைதீர்ப்பு அலுவலர்", name]
        : ["பெறுநர்,", "கிளை மேலாளர்", name, blank("கிளையின் பெயர்")],
    account: { bank: "கணக்கு", "cooperative bank": "கணக்கு", wallet: "வாலட்" },
    opening: (approval, count, account) => {
      const from = form(account, "from");
      if (approval === "taken_without_approval")
        return `வணக்கம். என் அனுமதி இல்லாமல், ${listed(count, false)} என் ${from} மேற்கொள்ளப்பட்டதைத் தங்களுக்குத் தெரிவித்துக்கொள்கிறேன்.`;
      if (approval === "coerced")
        return `வணக்கம். மோசடிக்காரர்கள் என்னை மிரட்டி, கட்டாயப்படுத்தி, ${listed(count, true)} என் ${from} செய்ய வைத்தனர் என்பதைத் தங்களுக்குத் தெரிவித்துக்கொள்கிறேன்.`;
      if (approval === "paid_myself")
        return `வணக்கம். மோசடிக்காரர்கள் என்னை ஏமாற்றி, ${listed(count, true)} என் ${from} செய்ய வைத்தனர் என்பதைத் தங்களுக்குத் தெரிவித்துக்கொள்கிறேன்.`;
      return `வணக்கம். எனக்கு எதிராக நடந்த ஒரு சைபர் மோசடியில், ${listed(count, false)} என் ${from} மேற்கொள்ளப்பட்டதைத் தங்களுக்குத் தெரிவித்துக்கொள்கிறேன்.`;
    },
    notAuthorised,
    bankFault: ({ single, instrument, window: within, from }) =>
      `${notAuthorised({ single })} இந்திய ரிசர்வ் வங்கியின் "${instrument}" என்ற சுற்றறிக்கையின்படி, அங்கீகரிக்கப்படாத மின்னணு வங்கிப் பரிவர்த்தனை வங்கியின் சொந்த மோசடி, அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால் (அது எப்போது தெரிவிக்கப்பட்டாலும்), அல்லது மூன்றாம் தரப்பின் பாதுகாப்பு மீறலால் நடந்து, ${from} முதல் ${within} தெரிவிக்கப்பட்டிருந்தால், வாடிக்கையாளர் எந்த இழப்பையும் ஏற்க வேண்டியதில்லை.`,
    inTime: (count) => `அந்தக் காலத்துக்குள்ளேயே ${its(count)}த் தெரிவிக்கிறேன்.`,
    inLimitedTime: ({ window: within, from, ...count }) =>
      `${from} முதல் ${within} ${its(count)}த் தெரிவிக்கிறேன்; இந்தக் காலத்துக்குள் தெரிவிக்கப்பட்டால், இத்தகைய பாதுகாப்பு மீறலுக்கு வாடிக்கையாளரின் பொறுப்பைச் சுற்றறிக்கை ஒரு வரம்புக்குள் கட்டுப்படுத்துகிறது.`,
    credit: ({ window: within, reportDate, end, workingDays }) =>
      `சுற்றறிக்கையின்படி, நான் ${reportDate} அன்று தெரிவித்ததிலிருந்து ${within}, ${byDay(end)}, தொடர்புடைய தொகையை வங்கி என் கணக்கில் வரவு வைக்க வேண்டும்${workingDays ? "; இடையில் வரும் வங்கி விடுமுறை நாட்களால் மட்டுமே இது அதற்குப் பின் செல்லலாம்" : ""}.`,
    resolution: ({ window: within, end }) =>
      `மேலும், சுற்றறிக்கையின்படி, என் புகார் வங்கிக்குக் கிடைத்த நாள் முதல் ${within}, ${byDay(end)}, வங்கி அதற்குத் தீர்வு காண வேண்டும்.`,
    wallet: ({ single, instrument }) =>
      `${notAuthorised({ single })} இந்திய ரிசர்வ் வங்கியின் "${instrument}" என்ற சுற்றறிக்கையின்படி, அங்கீகரிக்கப்படாத பரிவர்த்தனை வாலட் நிறுவனத்தின் சொந்த மோசடி, அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால், வாடிக்கையாளர் எந்த இழப்பையும் ஏற்க வேண்டியதில்லை.`,
    walletCredit: ({ window: within, reportDate, end }) =>
      `சுற்றறிக்கையின்படி, நான் ${reportDate} அன்று தெரிவித்ததிலிருந்து ${within}, ${byDay(end)}, தொடர்புடைய தொகையை நிறுவனம் என் வாலட்டில் வரவு வைக்க வேண்டும்.`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} இந்திய ரிசர்வ் வங்கியின் "${instrument}" என்ற சுற்றறிக்கையின்படி இந்தப் புகாரின் மீது நடவடிக்கை எடுக்கவும், தாங்கள் என்ன முடிவு எடுக்கிறீர்கள், எப்போதுக்குள் என்பதை எனக்கு எழுத்து மூலம் தெரிவிக்கவும் பணிவுடன் கேட்டுக்கொள்கிறேன்.`,
    directions2027: ({ single, instrument, window: within, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `இந்திய ரிசர்வ் வங்கியின் "${instrument}" என்பதன்படி, மோசடியான மின்னணு வங்கிப் பரிவர்த்தனை என்பதில் அடங்குபவை: மோசடியான வழிகளில் வாடிக்கையாளரிடமிருந்து பெறப்பட்ட ரகசிய அணுகல் விவரங்களைக் கொண்டு செய்யப்பட்ட பரிவர்த்தனை, நிர்ப்பந்தம் அல்லது மிரட்டலின் கீழ் வாடிக்கையாளர் ஒப்புதல் அளித்த பரிவர்த்தனை, மற்றும் அங்கீகரிக்கப்படாத எந்தப் பரிவர்த்தனையும். இத்தகைய பரிவர்த்தனை வங்கியின் அலட்சியம் அல்லது குறைபாட்டால் நடந்திருந்தால், அது தெரிவிக்கப்பட்டிருந்தாலும் இல்லாவிட்டாலும் (${paragraphTa(bankFaultParagraph)}), அல்லது மூன்றாம் தரப்பின் பாதுகாப்பு மீறலால் நடந்து, ${from} முதல் ${within} வங்கிக்குத் தெரிவிக்கப்பட்டிருந்தால் (${paragraphTa(thirdPartyParagraph)}), வாடிக்கையாளருக்குப் பூஜ்ய பொறுப்பும், பரிவர்த்தனைத் தொகையைத் திருப்பி வரவு வைக்கப் பெறும் உரிமையும் உண்டு. ${single ? "இந்தப் பரிவர்த்தனையில்" : "இந்தப் பரிவர்த்தனைகளில்"} என் பொறுப்பைப் பூஜ்யமாகக் கருதி, ${single ? "அதன்" : "அவற்றின்"} தொகையைத் திருப்பி வரவு வைக்குமாறு கேட்டுக்கொள்கிறேன்.`,
    decision2027: ({ window: within, end, paragraphs }) =>
      `என் மீது ஏதேனும் பொறுப்பு உண்டு என்பதை நிரூபிக்கும் கடமை வங்கியுடையது. என் புகார் தங்களுக்குக் கிடைத்த நாள் முதல் ${within}, ${byDay(end)}, அதன் மீது முடிவெடுக்கவும், புகாரை நிராகரித்தால் அதற்கான காரணத்தையும் அதை ஆதரிக்கும் விவரங்களையும் எனக்குத் தரவும் கேட்டுக்கொள்கிறேன் (${paragraphTa(paragraphs)}).`,
    creditCardReversal2027: ({ window: within, reportDate, end, paragraph }) =>
      `அந்த கார்டு கிரெடிட் கார்டு என்றால், நான் ${reportDate} அன்று தெரிவித்ததிலிருந்து ${within}, ${byDay(end)}, அந்தத் தொகையைத் தற்காலிகமாகத் திருப்பி வரவு வைக்குமாறு (ஷேடோ ரிவர்சல்) கேட்டுக்கொள்கிறேன் (${paragraphTa(paragraph)}).`,
    compensationForm2027:
      "பத்தி 76N-இன் கீழ் நான் பொறுப்பு என்று தாங்கள் கருதினால், பத்தி 76T(4)-இன் கீழ் உரிய விண்ணப்பப் படிவத்தை எனக்குத் தரவும்.",
    forTransactionsOf: (days, paragraph) => `${days.join("; ")} அன்று நடந்த பரிவர்த்தனைகள் குறித்து: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `இழந்த தொகை: ${amount}, ${on === null ? blank("தேதி") : `${on} அன்று`}. ${blankText}`,
    reportingNow: `இந்த மோசடியை ${HELPLINE} மூலமும் cybercrime.gov.in தளத்திலும் தெரிவிக்கிறேன்.`,
    requests: (account) => [
      `இந்தப் பரிவர்த்தனைகளில் பயன்படுத்தப்பட்ட கார்டு, UPI, நெட் பேங்கிங் அல்லது ${account} அணுகல் வழியாக மேலும் பணம் எடுக்கப்படாமல் தடுக்கவும் (பிளாக் செய்யவும்), அது முடிந்ததும் எனக்கு எழுத்து மூலம் உறுதிப்படுத்தவும்.`,
      "ஒவ்வொரு பரிவர்த்தனைக்கும் மறுப்பு (டிஸ்ப்யூட்) பதிவு செய்யவும்; பணம் சென்று சேர்ந்த வங்கிகளிடமோ வாலட்டுகளிடமோ அந்தப் பணத்தை நிறுத்தி வைக்கும்படி (ஹோல்ட்) கேட்கவும்.",
      `தொகையை என் ${form(account, "in")} திருப்பி வரவு வைக்கவும்.`,
      "இந்தப் புகாருக்கு, அதன் தேதி, நேரம், புகார் குறிப்பு எண் ஆகியவற்றுடன், எழுத்து மூலமான ஒப்புகை தரவும்.",
      `இந்தப் பரிவர்த்தனைகள் நடந்த காலத்துக்கான என் ${account} அறிக்கையை (ஸ்டேட்மென்ட்) அனுப்பவும்.`,
    ],
    evidence:
      "கீழே பட்டியலிடப்பட்டுள்ள ஆதாரங்களை, ஒவ்வொரு கோப்பையும் அதன் SHA-256 டிஜிட்டல் கைரேகையுடன், பத்திரமாக வைத்திருக்கிறேன்; கேட்டால் அவற்றின் நகல்களைத் தர முடியும்.",
    subject: (account) =>
      `என் ${form(account, "in")} நடந்த சைபர் மோசடி குறித்த புகார் – பரிவர்த்தனைகளைத் தடுக்கவும், பணத்தை நிறுத்தி வைக்கவும், திருப்பித் தரவும் கோரிக்கை`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  police: {
    recipient: ["பெறுநர்,", "காவல் நிலைய ஆய்வாளர்"],
    opening: (name, place, happened) =>
      `வணக்கம். நான், ${name}${livingIn(place)}, எனக்கு எதிராக நடந்த சைபர் மோசடி என்ற, ${COGNIZABLE} பற்றித் தெரிவிக்கிறேன்${happened ? `; நடந்த நேரம்: ${happened}` : ""}.`,
    ownWords: (account) => `நடந்தது, என் சொந்த வார்த்தைகளில்: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "இந்தப் பணம் பின்வரும் பரிவர்த்தனைகள் மூலம் எடுக்கப்பட்டது:",
    lost: (amount, blankText) => `நான் இழந்த தொகை: ${amount}. ${blankText}`,
    evidence: `${EVIDENCE_COPIES} அசல் கோப்புகளையும், அவை எடுக்கப்பட்ட ஃபோன் அல்லது கணினியையும் பத்திரமாக வைத்திருக்கிறேன்; கேட்கும்போது அவற்றைச் சமர்ப்பிப்பேன்.`,
    registerFir: (underSection) =>
      underSection
        ? `இந்தத் தகவலின் அடிப்படையில் முதல் தகவல் அறிக்கை (FIR) பதிவு செய்யவும். ${BNSS} (BNSS) பிரிவு 173(1)-இன்படி, ${ANY_STATION}`
        : "இந்தத் தகவலின் அடிப்படையில் முதல் தகவல் அறிக்கை (FIR) பதிவு செய்யவும்.",
    firCopy: (underSection) =>
      underSection ? "பிரிவு 173-இல் கூறியுள்ளபடி, FIR நகலை எனக்குக் கட்டணமின்றித் தரவும்." : "FIR நகலை எனக்குத் தரவும்.",
    holdMoney:
      "பணம் சென்று சேர்ந்த வங்கிகளிடமும் வாலட்டுகளிடமும் அந்தப் பணத்தை நிறுத்தி வைக்கும்படி கேட்கவும்; பணம் சென்ற கணக்குகளைக் கண்டறியவும்.",
    request: REQUEST,
    subject: "சைபர் மோசடி குறித்த புகார் – முதல் தகவல் அறிக்கை (FIR) பதிவு செய்யக் கோரிக்கை",
    salutation: SALUTATION,
    closing: CLOSING,
  },
  ombudsman: {
    recipient: [
      "பெறுநர்,",
      "RBI குறைதீர்ப்பாளர்",
      "மத்திய பெறுதல் மற்றும் செயலாக்க மையம் (Centralised Receipt and Processing Centre) வழியாக",
      "இந்திய ரிசர்வ் வங்கி, சென்ட்ரல் விஸ்டா, செக்டர் 17",
      "சண்டிகர் – 160017",
    ],
    name: {
      bank: "உங்கள் வங்கியின் பெயர்",
      "cooperative bank": "உங்கள் கூட்டுறவு வங்கியின் பெயர்",
      wallet: "உங்கள் வாலட் நிறுவனத்தின் பெயர்",
    },
    institution: { bank: "வங்கி", "cooperative bank": "வங்கி", wallet: "வாலட் நிறுவனம்" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const made = count === 1 ? "மேற்கொள்ளப்பட்டது" : "மேற்கொள்ளப்பட்டன";
      return `வணக்கம். நான், ${name}${livingIn(place)}, ${scheme === null ? "" : `"${scheme}" என்பதன் கீழ், `}பின்வரும் தரப்பின் மீது இந்தப் புகாரை அளிக்கிறேன்: ${against}. எனக்கு எதிராக நடந்த சைபர் மோசடியில், ${listed(count, false)} என் ${form(account, "from")} ${made}; ${institution} இதுவரை அதைச் சரிசெய்யவில்லை.`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `நான் முதலில் ${date} அன்று ${form(institution, "to")} எழுத்து மூலம் புகார் அளித்தேன் (புகார் எண்: ${reference}). அந்தப் புகாரின் நகலை இணைத்துள்ளேன்.`,
    noReply: ({ institution, days }) =>
      `${blank(`${institution} பதில் அளிக்கவில்லை என்றால்:`)} ${days === null ? "என் புகாருக்கு" : `என் புகார் கிடைத்த நாள் முதல் ${days} நாட்களுக்குள்`} ${institution} எந்தப் பதிலும் அளிக்கவில்லை.`,
    replied: ({ institution, date, known }) =>
      `${known ? "" : `${blank(`${institution} பதில் அளித்திருந்தால்:`)} `}${date} அன்று ${institution} பதில் அளித்தது; ஆனால் அந்தப் பதில் என் புகாருக்குத் தீர்வு தரவில்லை. அந்தப் பதிலின் நகலை இணைத்துள்ளேன்.`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} என் வங்கி ஒரு கூட்டுறவு வங்கி; அதற்கு இந்திய ரிசர்வ் வங்கியின் "${instrument}" என்ற சுற்றறிக்கை பொருந்தும். என் புகார் அதன்படி முடிவு செய்யப்பட வேண்டும் எனக் கேட்டுக்கொள்கிறேன்.`,
    evidence: EVIDENCE_COPIES,
    request: REQUEST,
    requests: ({ institution, account, count, amount }) => [
      `${count === 1 ? "அந்தப் பரிவர்த்தனையைத்" : "அந்தப் பரிவர்த்தனைகளைத்"} திருப்பி, ${amount} தொகையை என் ${form(account, "in")} திரும்ப வரவு வைக்குமாறு ${form(institution, "to")} உத்தரவிடவும்.`,
      "திட்டத்தின் கீழ் நியாயமான வேறு எந்தத் தீர்வையும் எனக்கு வழங்கவும்.",
    ],
    noOtherForum:
      "இதே குறை குறித்து எந்த நீதிமன்றமும், தீர்ப்பாயமும், நடுவரும் (ஆர்பிட்ரேட்டர்) அல்லது வேறு எந்த அமைப்பும் முடிவு எதுவும் அளிக்கவில்லை; இந்த விஷயம் அவற்றின் பரிசீலனையிலும் இல்லை. திட்டத்தின்படி, இந்த மோசடி குறித்த காவல்துறைப் புகாரோ காவல்துறை விசாரணையோ அத்தகைய நடவடிக்கை அல்ல.",
    inPerson: "இந்தப் புகாரை நானே நேரடியாக அளிக்கிறேன்; எந்த வழக்கறிஞர் மூலமும் அல்ல.",
    subject: ({ institution, account }) =>
      `என் ${form(account, "in")} நடந்த சைபர் மோசடியை ${institution} சரிசெய்யாதது குறித்த புகார்`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  superintendent: {
    recipient: ["பெறுநர்,", "காவல் கண்காணிப்பாளர்"],
    byPost: (underSection) =>
      `காவல் நிலையம் இந்தத் தகவலைப் பதிவு செய்ய மறுத்துவிட்டது. எனவே, ${underSection ? `${BNSS} பிரிவு 173(4)-இன்படி, ` : ""}அதன் சாரத்தை எழுத்து மூலமாகவும் தபால் மூலமாகவும் தங்களுக்கு அனுப்புகிறேன்.`,
    refused: ({ date, station, anyStation }) =>
      `நான் ${date} அன்று பின்வரும் காவல் நிலையத்துக்குச் சென்று இந்தத் தகவலை அளித்தேன்: ${station}. ஆனால் காவல் நிலையப் பொறுப்பு அதிகாரி அதைப் பதிவு செய்ய மறுத்துவிட்டார்.${anyStation ? ` ${BNSS} பிரிவு 173(1)-இன்படி, ${ANY_STATION}` : ""}`,
    substance: "தகவலின் சாரம் பின்வருமாறு:",
    investigate: (underSection) =>
      `${underSection ? `${BNSS} பிரிவு 173(4)-இல் கூறியுள்ளபடி, ` : ""}இந்த விஷயத்தைத் தாங்களே விசாரிக்கவும், அல்லது தங்களுக்குக் கீழ் உள்ள ஒரு காவல் அதிகாரியை விசாரிக்குமாறு உத்தரவிடவும்.`,
    tellMe: "இந்தத் தகவலின் மீது என்ன நடவடிக்கை எடுக்கப்பட்டது என்பதை எனக்கு எழுத்து மூலம் தெரிவிக்கவும்.",
    subject: (underSection) =>
      `காவல் நிலையம் பதிவு செய்ய மறுத்த, ${COGNIZABLE} பற்றிய தகவல்${underSection ? ` – ${BNSS} பிரிவு 173(4)-இன்படி அனுப்பப்படுகிறது` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `எப்போது: ${at}${timeUnknown ? " (நேரம் தெரியவில்லை)" : ""}.`,
    whatHappened: (account) => `என்ன நடந்தது: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "பரிவர்த்தனைகள்:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`அனுப்பிய கணக்கு: ${item.from}`);
      if (item.to !== "") parts.push(`பெற்ற கணக்கு: ${item.to}`);
      if (item.utr !== "") parts.push(`UTR / பரிவர்த்தனை அடையாள எண்: ${item.utr}`);
      return `${parts.join("; ")}.`;
    },
    total: (total) => `மொத்தம்: ${total}.`,
    wentTo: (receivers) => `பணம் சென்ற கணக்குகள்: ${receivers.join("; ")}.`,
    amountLost: (amount) => `இழந்த தொகை: ${amount}.`,
    evidence: (names) => `இணையதளத்தில் பதிவேற்றக்கூடிய என் ஆதாரங்கள்: ${names.join("; ")}.`,
  },
};
