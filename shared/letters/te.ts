import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { ruleNameTe } from "../legal-rules/names-te";
import { ruleVersionKey, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { blank, type LetterWords } from "./words";

// Telugu: the words of the letters and of the portal's text drafted from a case, in the formal,
// respectful register a Telugu letter to an authority uses ("గౌరవనీయులైన ... గారికి,", "అయ్యా/అమ్మా,",
// "వినమ్రంగా కోరుతున్నాను", requests in the polite "-గలరు" form). The rules, their dates and their
// day counts come from shared/legal-rules; only the words around them are here (docs/decisions/0019,
// 0028, 0042). Each rule's Telugu name is tied to the day it came into force: a new version of a
// rule stops the letter until its Telugu name is added, so that a letter never cites a lapsed rule.
// Telugu first-person verbs carry no gender, and the closing "భవదీయులు" carries none either, so
// the sentences suit whoever writes the letter.
//
// Telugu glues its case endings to words, so no sentence here puts an ending on a value computed
// elsewhere (a date, an amount, a name, a rule's name, a blank): a date is followed by the separate
// word "నాడు" ("on") or "నాటికి" ("by"), a rule's name is quoted and followed by "అనే" and a noun of
// ours, and a name or a blank stands after a colon. Endings go only on this file's own words (the
// account and the institution below, by lookup).

/**
 * What starts each cited rule's window, in the letter's voice, by the rule's id and first day in
 * force: a plain noun phrase ending in "రోజు" ("the day ..."), with no case ending, as it reads
 * before the separate word "నుండి" ("from") and the window ("... రోజు నుండి 10 పని దినాలలోపు"). The
 * rule's name is shared/legal-rules/names-te.ts's, the one the Telugu case page shows (docs/decisions/0086).
 */
const windowStarts: Record<string, string> = {
  "rbi-liability-third-party@2017-07-06": "లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ నాకు అందిన రోజు",
  "rbi-liability-limited@2017-07-06": "లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ నాకు అందిన రోజు",
  "rbi-liability-shadow-credit@2017-07-06": "నేను బ్యాంకుకు తెలియజేసిన రోజు",
  "rbi-liability-resolution@2017-07-06": "నా ఫిర్యాదు బ్యాంకుకు అందిన రోజు",
  "rbi-liability-non-bank-wallets-credit@2019-03-01": "నేను వాలెట్ సంస్థకు తెలియజేసిన రోజు",
  "rbi-liability-third-party@2027-01-01": "లావాదేవీ జరిగిన రోజు",
  "rbi-liability-resolution@2027-01-01": "నా ఫిర్యాదు బ్యాంకుకు అందిన రోజు",
  "rbi-shadow-reversal-credit-card@2027-01-01": "నేను బ్యాంకుకు తెలియజేసిన రోజు",
  "rbi-ombudsman-scheme@2026-07-01": `బ్యాంకుకు ఉన్న ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} రోజుల గడువు ముగిసిన రోజు, లేదా బ్యాంకు చివరి సమాధానం వచ్చిన రోజు (వీటిలో ఏది తర్వాతిదో ఆ రోజు)`,
};

/** The Telugu words of a rule version; a version without a Telugu name stops the letter rather than cite a lapsed rule. */
export function teluguRuleWords(rule: LegalRule): { instrument: string; from?: string } {
  const key = ruleVersionKey(rule);
  const instrument = ruleNameTe(rule);
  if (!instrument) throw new Error(`No Telugu name for legal rule "${key}": add it to shared/legal-rules/names-te.ts`);
  const from = windowStarts[key];
  return from === undefined ? { instrument } : { instrument, from };
}

/** "paragraph 76L", "paragraphs 76K and 76S" (the rules' own words) as a Telugu letter cites them. */
function paragraphTe(paragraph: string): string {
  return paragraph
    .replace(/^paragraphs /, "పేరాలు ")
    .replace(/^paragraph /, "పేరా ")
    .replace(/ and /g, " మరియు ");
}

/**
 * "3 పని దినాలలోపు", "90 రోజులలోపు": a window as the whole "within" phrase, ending and all, so
 * that a sentence puts nothing after it but its verb ("{from} నుండి {window} ...").
 */
function window({ days, count }: RuleWindow): string {
  const one = days === 1;
  if (count === "working days") return `${days} ${one ? "పని దినంలోపు" : "పని దినాలలోపు"}`;
  return `${days} ${one ? "రోజులోపు" : "రోజులలోపు"}`;
}

/** This file's own words for the account and the institution, with the case endings a sentence puts on them. */
interface Forms {
  /** "ఖాతా నుండి": from it. */
  from: string;
  /** "ఖాతాలో": in it. */
  in: string;
  /** "బ్యాంకుకు": to it. */
  to: string;
  /** "బ్యాంకును": it, as an object. */
  object: string;
}
const FORMS: Record<string, Forms> = {
  ఖాతా: { from: "ఖాతా నుండి", in: "ఖాతాలో", to: "ఖాతాకు", object: "ఖాతాను" },
  వాలెట్: { from: "వాలెట్ నుండి", in: "వాలెట్‌లో", to: "వాలెట్‌కు", object: "వాలెట్‌ను" },
  బ్యాంకు: { from: "బ్యాంకు నుండి", in: "బ్యాంకులో", to: "బ్యాంకుకు", object: "బ్యాంకును" },
  "వాలెట్ సంస్థ": {
    from: "వాలెట్ సంస్థ నుండి",
    in: "వాలెట్ సంస్థలో",
    to: "వాలెట్ సంస్థకు",
    object: "వాలెట్ సంస్థను",
  },
};
/** One of the forms above; a word not listed keeps its plain form with the ending as a separate word. */
const form = (word: string, which: keyof Forms): string => {
  const known = FORMS[word];
  if (known) return known[which];
  const separate: Record<keyof Forms, string> = { from: "నుండి", in: "లో", to: "కు", object: "ను" };
  return `${word} ${separate[which]}`;
};

/** "క్రింద పేర్కొన్న 2 లావాదేవీలు": the transactions an opening names, as subject or as object. */
function listed(count: number, asObject: boolean): string {
  const many = asObject ? "లావాదేవీలను" : "లావాదేవీలు";
  if (count === 0) return `క్రింద వివరించిన ${many}`;
  if (count === 1) return `క్రింద పేర్కొన్న ${asObject ? "లావాదేవీని" : "లావాదేవీ"}`;
  return `క్రింద పేర్కొన్న ${count} ${many}`;
}
/** "జరిగిందని" / "జరిగాయని": the verb agrees with one transaction or several (none listed reads as several). */
const tookPlace = (count: number) => (count === 1 ? "జరిగిందని" : "జరిగాయని");

const notAuthorised = ({ single }: { single: boolean }) =>
  single ? "ఈ లావాదేవీకి నేను అనుమతి ఇవ్వలేదు." : "ఈ లావాదేవీలకు నేను అనుమతి ఇవ్వలేదు.";
const its = ({ single }: { single: boolean }) => (single ? "దీన్ని" : "వీటిని");
const HELPLINE = "జాతీయ సైబర్ నేరాల హెల్ప్‌లైన్ 1930";
const CLOSING = "ఇట్లు, భవదీయులు,";
const BNSS = "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023";
const SALUTATION = "అయ్యా/అమ్మా,";
const REQUEST = "కావున, ఈ క్రింది చర్యలు తీసుకోవలసిందిగా వినమ్రంగా కోరుతున్నాను:";
const RBI = "భారతీయ రిజర్వ్ బ్యాంక్";
/** "(నివాసం: Pune, Maharashtra)": the victim's town, after their name, with no ending on it. */
const livingIn = (place: string) => (place === "" ? "" : ` (నివాసం: ${place})`);
/** "by {date}": the last day of a window, with no ending on the date. */
const byDay = (day: string) => `అంటే ${day} నాటికి`;
/** Not the victim's question as it stands: they rewrite it in their own words, with it beside them (decision 0066). */
const OWN_WORDS = "ఏమి జరిగిందో మీ స్వంత మాటల్లో రాయండి: ఎప్పుడు, వారు మిమ్మల్ని ఎలా సంప్రదించారు, మీరు ఎంత చెల్లించారు, ఎవరికి.";
const WROTE_TO_US = "మీరు మాకు రాసినది:";
const EVIDENCE_COPIES = "క్రింద జాబితా చేసిన ఆధారాల కాపీలను జతచేశాను. ప్రతి ఫైల్ SHA-256 డిజిటల్ వేలిముద్ర, కాపీలో ఎలాంటి మార్పూ లేదని చూపిస్తుంది.";
const COGNIZABLE = "వారెంట్ లేకుండా అరెస్టు చేయదగిన (కాగ్నిజబుల్) నేరం";
const ANY_STATION = "వారెంట్ లేకుండా అరెస్టు చేయదగిన నేరం గురించిన సమాచారాన్ని, నేరం ఏ ప్రాంతంలో జరిగినా, ఏ పోలీస్ స్టేషన్‌లోనైనా ఇవ్వవచ్చు.";

const TELUGU_DATES = datesIn("te");
/** "బుధవారం, 25 నవంబర్ 2026, 11:00 (భారత కాలమానం)": a letter's weekday is written in full. */
const letterDateTime = (instant: Date) => formatDateTime(TELUGU_DATES, instant, TELUGU_DATES.letterWeekday);

export const teluguLetterWords: LetterWords = {
  lang: "te",
  date: (instant) => formatDate(TELUGU_DATES, instant, TELUGU_DATES.letterWeekday),
  dateTime: letterDateTime,
  transactionWhen: (item) => letterDateTime(new Date(item.occurredAt)),
  evidenceReceived: (file) => letterDateTime(new Date(file.receivedAt)),
  window,
  windowFrom: (rule) => {
    const from = teluguRuleWords(rule).from;
    if (!from)
      throw new Error(`No Telugu words for what starts the window of "${rule.id}": add them to shared/letters/te.ts`);
    return from;
  },
  instrument: (rule) => teluguRuleWords(rule).instrument,
  labels: {
    date: "తేదీ:",
    subject: "విషయం:",
    transactionsCaption: "లావాదేవీల వివరాలు",
    evidenceCaption: "ఆధారాలు, ప్రతి ఫైల్ దాని SHA-256 డిజిటల్ వేలిముద్రతో",
    when: "తేదీ మరియు సమయం",
    amount: "మొత్తం",
    utr: "UTR / లావాదేవీ గుర్తింపు సంఖ్య",
    from: "పంపిన ఖాతా",
    to: "అందుకున్న ఖాతా",
    total: "మొత్తం కలిపి",
    fileName: "ఫైల్",
    fileSize: "పరిమాణం",
    fileReceived: "CyberHelp అందుకున్న సమయం",
    fileSha256: "SHA-256",
    notGiven: "—",
  },
  blanks: {
    address: "మీ చిరునామా",
    date: "తేదీ",
    amount: "మొత్తం",
    eachTransaction: "ప్రతి లావాదేవీకి: తేదీ మరియు సమయం, మొత్తం, UTR లేదా లావాదేవీ గుర్తింపు సంఖ్య, డబ్బు వెళ్ళిన ఖాతా లేదా UPI చిరునామా",
    policeStation: "పోలీస్ స్టేషన్ లేదా సైబర్ విభాగం పేరు",
    bankComplaintNumber: "ఫిర్యాదు నంబర్",
    bankComplaintDate: "ఫిర్యాదు చేసిన తేదీ",
    bankReplyDate: "సమాధానం వచ్చిన తేదీ",
    refusedOn: "పోలీస్ స్టేషన్‌కు వెళ్ళిన తేదీ",
    district: "మీ జిల్లా పేరు",
  },
  reports: {
    helpline: (at, acknowledgement) =>
      `ఈ మోసం గురించి ${HELPLINE} ద్వారా ఫిర్యాదు చేశాను${at === null ? "" : `; ఫిర్యాదు చేసిన సమయం: ${at}`}${acknowledgement === "" ? "" : `; ఫిర్యాదు రసీదు నంబర్: ${acknowledgement}`}.`,
    portal: "జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్‌లో (cybercrime.gov.in) నా ఫిర్యాదును పూర్తిగా నమోదు చేశాను.",
    bank: (at, reference) =>
      `ఈ లావాదేవీల గురించి నా బ్యాంకుకు తెలియజేశాను; తెలియజేసిన సమయం: ${at}${reference === "" ? "" : `; ఫిర్యాదు రిఫరెన్స్ నంబర్: ${reference}`}.`,
  },
  bank: {
    recipient: {
      bank: ["గౌరవనీయులైన", "బ్రాంచ్ మేనేజర్ గారికి,", blank("మీ బ్యాంకు, బ్రాంచ్ పేరు")],
      "cooperative bank": ["గౌరవనీయులైన", "బ్రాంచ్ మేనేజర్ గారికి,", blank("మీ సహకార బ్యాంకు, బ్రాంచ్ పేరు")],
      wallet: ["గౌరవనీయులైన", "ఫిర్యాదుల పరిష్కార అధికారి గారికి,", blank("మీ వాలెట్ సంస్థ పేరు")],
    },
    recipientNamed: (institution, name) =>
      institution === "wallet"
        ? ["గౌరవనీయులైన", "ఫిర్యాదుల పరిష్కార అధికారి గారికి,", name]
        : ["గౌరవనీయులైన", "బ్రాంచ్ మేనేజర్ గారికి,", name, blank("బ్రాంచ్ పేరు")],
    account: { bank: "ఖాతా", "cooperative bank": "ఖాతా", wallet: "వాలెట్" },
    opening: (approval, count, account) => {
      const from = form(account, "from");
      if (approval === "taken_without_approval")
        return `నమస్కారం. నా అనుమతి లేకుండా, ${listed(count, false)} నా ${from} ${tookPlace(count)} మీకు తెలియజేస్తున్నాను.`;
      if (approval === "coerced")
        return `నమస్కారం. మోసగాళ్లు నన్ను బెదిరించి, బలవంతం చేసి, ${listed(count, true)} నా ${from} చేయించారని మీకు తెలియజేస్తున్నాను.`;
      if (approval === "paid_myself")
        return `నమస్కారం. మోసగాళ్లు నన్ను మోసగించి, ${listed(count, true)} నా ${from} చేయించారని మీకు తెలియజేస్తున్నాను.`;
      return `నమస్కారం. నాపై జరిగిన ఒక సైబర్ మోసంలో, ${listed(count, false)} నా ${from} ${tookPlace(count)} మీకు తెలియజేస్తున్నాను.`;
    },
    notAuthorised,
    bankFault: ({ single, instrument, window: within, from }) =>
      `${notAuthorised({ single })} ${RBI} జారీ చేసిన "${instrument}" అనే సర్క్యులర్ ప్రకారం, అనధికార ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీ బ్యాంకు స్వంత మోసం, నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే (దాన్ని ఎప్పుడు తెలియజేసినా), లేదా మూడవ పక్షం భద్రతా ఉల్లంఘన వల్ల జరిగి, ${from} నుండి ${within} తెలియజేస్తే, ఖాతాదారు ఎలాంటి నష్టాన్నీ భరించాల్సిన అవసరం లేదు.`,
    inTime: (count) => `ఆ గడువులోపే నేను ${its(count)} తెలియజేస్తున్నాను.`,
    inLimitedTime: ({ window: within, from, ...count }) =>
      `${from} నుండి ${within} నేను ${its(count)} తెలియజేస్తున్నాను; ఈ గడువులోపు తెలియజేస్తే, అటువంటి భద్రతా ఉల్లంఘనకు ఖాతాదారు బాధ్యతను సర్క్యులర్ ఒక పరిమితికి లోబడి ఉంచుతుంది.`,
    credit: ({ window: within, reportDate, end, workingDays }) =>
      `సర్క్యులర్ ప్రకారం, నేను ${reportDate} నాడు తెలియజేసిన నాటి నుండి ${within}, ${byDay(end)}, సంబంధిత మొత్తాన్ని బ్యాంకు నా ఖాతాలో జమ చేయాలి${workingDays ? "; మధ్యలో వచ్చే బ్యాంకు సెలవు దినాల వల్ల మాత్రమే ఇది ఆ తేదీ తర్వాతకు వెళ్ళవచ్చు" : ""}.`,
    resolution: ({ window: within, end }) =>
      `అలాగే, సర్క్యులర్ ప్రకారం, నా ఫిర్యాదు బ్యాంకుకు అందిన రోజు నుండి ${within}, ${byDay(end)}, బ్యాంకు దాన్ని పరిష్కరించాలి.`,
    wallet: ({ single, instrument }) =>
      `${notAuthorised({ single })} ${RBI} జారీ చేసిన "${instrument}" అనే సర్క్యులర్ ప్రకారం, అనధికార లావాదేవీ వాలెట్ సంస్థ స్వంత మోసం, నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే, ఖాతాదారు ఎలాంటి నష్టాన్నీ భరించాల్సిన అవసరం లేదు.`,
    walletCredit: ({ window: within, reportDate, end }) =>
      `సర్క్యులర్ ప్రకారం, నేను ${reportDate} నాడు తెలియజేసిన నాటి నుండి ${within}, ${byDay(end)}, సంబంధిత మొత్తాన్ని సంస్థ నా వాలెట్‌లో జమ చేయాలి.`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} ${RBI} జారీ చేసిన "${instrument}" అనే సర్క్యులర్ ప్రకారం ఈ ఫిర్యాదుపై చర్య తీసుకోవాలని, మీ నిర్ణయం ఏమిటో, అది ఎప్పటిలోగా తీసుకుంటారో నాకు లిఖితపూర్వకంగా తెలియజేయాలని వినమ్రంగా కోరుతున్నాను.`,
    directions2027: ({ single, instrument, window: within, from, bankFaultParagraph, thirdPartyParagraph }) =>
      `${RBI} జారీ చేసిన "${instrument}" ప్రకారం, మోసపూరిత ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీలో ఇవి చేరుతాయి: మోసపూరిత మార్గాల్లో ఖాతాదారు నుండి పొందిన రహస్య యాక్సెస్ వివరాలతో జరిపిన లావాదేవీ, బలవంతం లేదా బెదిరింపుకు లోనై ఖాతాదారు ఆమోదించిన లావాదేవీ, మరియు ఏదైనా అనధికార లావాదేవీ. అటువంటి లావాదేవీ బ్యాంకు నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే, దాన్ని తెలియజేసినా తెలియజేయకపోయినా (${paragraphTe(bankFaultParagraph)}), లేదా మూడవ పక్షం భద్రతా ఉల్లంఘన వల్ల జరిగి, ${from} నుండి ${within} బ్యాంకుకు తెలియజేస్తే (${paragraphTe(thirdPartyParagraph)}), ఖాతాదారుకు సున్నా బాధ్యత, లావాదేవీ మొత్తాన్ని తిరిగి జమ చేయించుకునే హక్కు ఉంటాయి. ${single ? "ఈ లావాదేవీలో" : "ఈ లావాదేవీలలో"} నా బాధ్యతను సున్నాగా పరిగణించి, ${single ? "దాని" : "వాటి"} మొత్తాన్ని తిరిగి జమ చేయాలని కోరుతున్నాను.`,
    decision2027: ({ window: within, end, paragraphs }) =>
      `నాపై ఏదైనా బాధ్యత ఉందని రుజువు చేయాల్సిన భారం బ్యాంకుదే. నా ఫిర్యాదు మీకు అందిన రోజు నుండి ${within}, ${byDay(end)}, దానిపై నిర్ణయం తీసుకోవాలని, ఫిర్యాదును తిరస్కరిస్తే దానికి కారణాన్ని, దాన్ని సమర్థించే వివరాలను నాకు ఇవ్వాలని కోరుతున్నాను (${paragraphTe(paragraphs)}).`,
    creditCardReversal2027: ({ window: within, reportDate, end, paragraph }) =>
      `ఆ కార్డు క్రెడిట్ కార్డు అయితే, నేను ${reportDate} నాడు తెలియజేసిన నాటి నుండి ${within}, ${byDay(end)}, ఆ మొత్తాన్ని తాత్కాలికంగా తిరిగి జమ చేయాలని (షాడో రివర్సల్) కోరుతున్నాను (${paragraphTe(paragraph)}).`,
    compensationForm2027: "పేరా 76N కింద బాధ్యత నాదేనని మీరు భావిస్తే, పేరా 76T(4) కింద సంబంధిత దరఖాస్తు ఫారాన్ని నాకు ఇవ్వగలరు.",
    forTransactionsOf: (days, paragraph) => `${days.join("; ")} నాడు జరిగిన లావాదేవీల గురించి: ${paragraph}`,
    amountLost: (amount, on, blankText) =>
      `కోల్పోయిన మొత్తం: ${amount}, ${on === null ? blank("తేదీ") : `${on} నాడు`}. ${blankText}`,
    reportingNow: `ఈ మోసం గురించి ${HELPLINE} ద్వారా, cybercrime.gov.in పోర్టల్‌లో కూడా ఫిర్యాదు చేస్తున్నాను.`,
    requests: (account) => [
      `ఈ లావాదేవీలలో ఉపయోగించిన కార్డు, UPI, నెట్ బ్యాంకింగ్ లేదా ${account} యాక్సెస్ ద్వారా ఇకపై డబ్బు తీసుకోకుండా నిలిపివేసి (బ్లాక్ చేసి), అది పూర్తయిన తర్వాత నాకు లిఖితపూర్వకంగా ధృవీకరించగలరు.`,
      "ప్రతి లావాదేవీపై వివాదం (డిస్ప్యూట్) నమోదు చేసి, డబ్బు చేరిన బ్యాంకులను లేదా వాలెట్లను ఆ డబ్బును నిలిపి ఉంచమని (హోల్డ్) కోరగలరు.",
      `ఆ మొత్తాన్ని నా ${form(account, "in")} తిరిగి జమ చేయగలరు.`,
      "ఈ ఫిర్యాదుకు, దాని తేదీ, సమయం, ఫిర్యాదు రిఫరెన్స్ నంబర్‌తో కూడిన లిఖితపూర్వక రసీదు ఇవ్వగలరు.",
      `ఈ లావాదేవీలు జరిగిన కాలానికి నా ${account} స్టేట్‌మెంట్‌ను పంపగలరు.`,
    ],
    evidence: "క్రింద జాబితా చేసిన ఆధారాలను, ప్రతి ఫైల్‌ను దాని SHA-256 డిజిటల్ వేలిముద్రతో సహా, భద్రంగా ఉంచాను; అడిగితే వాటి కాపీలు ఇవ్వగలను.",
    subject: (account) =>
      `నా ${form(account, "in")} జరిగిన సైబర్ మోసంపై ఫిర్యాదు – లావాదేవీలను నిలిపివేయాలని, డబ్బును హోల్డ్ చేయాలని, తిరిగి జమ చేయాలని విన్నపం`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  police: {
    recipient: ["గౌరవనీయులైన", "స్టేషన్ హౌస్ ఆఫీసర్ (SHO) గారికి,"],
    opening: (name, place, happened) =>
      `నమస్కారం. నేను, ${name}${livingIn(place)}, నాపై జరిగిన సైబర్ మోసం అనే ${COGNIZABLE} గురించి తెలియజేస్తున్నాను${happened ? `; జరిగిన సమయం: ${happened}` : ""}.`,
    ownWords: (account) => `జరిగినది, నా మాటల్లో: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "ఈ డబ్బు ఈ క్రింది లావాదేవీల ద్వారా తీసుకోబడింది:",
    lost: (amount, blankText) => `నేను కోల్పోయిన మొత్తం: ${amount}. ${blankText}`,
    evidence: `${EVIDENCE_COPIES} అసలు ఫైళ్లను, అవి వచ్చిన ఫోన్ లేదా కంప్యూటర్‌ను భద్రంగా ఉంచాను; అడిగినప్పుడు వాటిని సమర్పిస్తాను.`,
    registerFir: (underSection) =>
      underSection
        ? `ఈ సమాచారం ఆధారంగా ప్రథమ సమాచార నివేదిక (FIR) నమోదు చేయగలరు. ${BNSS} (BNSS) సెక్షన్ 173(1) ప్రకారం, ${ANY_STATION}`
        : "ఈ సమాచారం ఆధారంగా ప్రథమ సమాచార నివేదిక (FIR) నమోదు చేయగలరు.",
    firCopy: (underSection) =>
      underSection ? "సెక్షన్ 173 లో చెప్పినట్లు, FIR కాపీని నాకు ఉచితంగా ఇవ్వగలరు." : "FIR కాపీని నాకు ఇవ్వగలరు.",
    holdMoney: "డబ్బు చేరిన బ్యాంకులను, వాలెట్లను ఆ డబ్బును నిలిపి ఉంచమని (హోల్డ్) కోరి, డబ్బు వెళ్ళిన ఖాతాలను గుర్తించగలరు.",
    request: REQUEST,
    subject: "సైబర్ మోసంపై ఫిర్యాదు – ప్రథమ సమాచార నివేదిక (FIR) నమోదు చేయాలని విన్నపం",
    salutation: SALUTATION,
    closing: CLOSING,
  },
  ombudsman: {
    recipient: [
      "గౌరవనీయులైన",
      "RBI అంబుడ్స్‌మన్ గారికి,",
      "కేంద్రీకృత ఫిర్యాదుల స్వీకరణ మరియు ప్రాసెసింగ్ కేంద్రం (Centralised Receipt and Processing Centre) ద్వారా",
      "భారతీయ రిజర్వ్ బ్యాంక్, సెంట్రల్ విస్టా, సెక్టార్ 17",
      "చండీగఢ్ – 160017",
    ],
    name: {
      bank: "మీ బ్యాంకు పేరు",
      "cooperative bank": "మీ సహకార బ్యాంకు పేరు",
      wallet: "మీ వాలెట్ సంస్థ పేరు",
    },
    institution: { bank: "బ్యాంకు", "cooperative bank": "బ్యాంకు", wallet: "వాలెట్ సంస్థ" },
    opening: ({ name, place, scheme, against, institution, account, count }) => {
      const made = count === 1 ? "జరిగింది" : "జరిగాయి";
      return `నమస్కారం. నేను, ${name}${livingIn(place)}, ${scheme === null ? "" : `"${scheme}" కింద, `}ఈ క్రింది సంస్థపై ఈ ఫిర్యాదు చేస్తున్నాను: ${against}. నాపై జరిగిన సైబర్ మోసంలో, ${listed(count, false)} నా ${form(account, "from")} ${made}; ${institution} ఇంతవరకు దాన్ని సరిచేయలేదు.`;
    },
    complainedFirst: ({ institution, date, reference }) =>
      `నేను మొదట ${date} నాడు ${form(institution, "to")} లిఖితపూర్వకంగా ఫిర్యాదు చేశాను (ఫిర్యాదు నంబర్: ${reference}). ఆ ఫిర్యాదు కాపీని జతచేశాను.`,
    noReply: ({ institution, days }) =>
      `${blank(`${institution} సమాధానం ఇవ్వకపోతే:`)} ${days === null ? "నా ఫిర్యాదుకు" : `నా ఫిర్యాదు అందిన రోజు నుండి ${days} రోజులలోపు`} ${institution} ఎలాంటి సమాధానం ఇవ్వలేదు.`,
    replied: ({ institution, date, known }) =>
      `${known ? "" : `${blank(`${institution} సమాధానం ఇచ్చి ఉంటే:`)} `}${date} నాడు ${institution} సమాధానం ఇచ్చింది; కానీ ఆ సమాధానం నా ఫిర్యాదును పరిష్కరించలేదు. ఆ సమాధానం కాపీని జతచేశాను.`,
    cooperative: ({ single, instrument }) =>
      `${notAuthorised({ single })} నా బ్యాంకు ఒక సహకార బ్యాంకు; దానికి ${RBI} జారీ చేసిన "${instrument}" అనే సర్క్యులర్ వర్తిస్తుంది. నా ఫిర్యాదును దాని ప్రకారం నిర్ణయించాలని కోరుతున్నాను.`,
    evidence: EVIDENCE_COPIES,
    request: REQUEST,
    requests: ({ institution, account, count, amount }) => [
      `${count === 1 ? "ఆ లావాదేవీని" : "ఆ లావాదేవీలను"} రద్దు చేసి (రివర్స్ చేసి), ${amount} మొత్తాన్ని నా ${form(account, "in")} తిరిగి జమ చేయాలని ${form(institution, "to")} ఆదేశించగలరు.`,
      "పథకం కింద న్యాయమైన ఇతర ఏ పరిష్కారాన్నైనా నాకు అందించగలరు.",
    ],
    noOtherForum:
      "ఇదే సమస్యపై ఏ న్యాయస్థానం, ట్రిబ్యునల్, మధ్యవర్తి (ఆర్బిట్రేటర్) లేదా ఇతర ఏ వేదిక కూడా నిర్ణయం ఇవ్వలేదు; ఈ విషయం వాటి పరిశీలనలో కూడా లేదు. పథకం ప్రకారం, ఈ మోసంపై పోలీసు ఫిర్యాదు గానీ పోలీసు దర్యాప్తు గానీ అటువంటి విచారణ కాదు.",
    inPerson: "ఈ ఫిర్యాదును నేనే స్వయంగా చేస్తున్నాను; ఏ న్యాయవాది ద్వారా కాదు.",
    subject: ({ institution, account }) => `నా ${form(account, "in")} జరిగిన సైబర్ మోసాన్ని ${institution} సరిచేయకపోవడంపై ఫిర్యాదు`,
    salutation: SALUTATION,
    closing: CLOSING,
  },
  superintendent: {
    recipient: ["గౌరవనీయులైన", "పోలీస్ సూపరింటెండెంట్ (SP) గారికి,"],
    byPost: (underSection) =>
      `పోలీస్ స్టేషన్ ఈ సమాచారాన్ని నమోదు చేయడానికి నిరాకరించింది. కావున, ${underSection ? `${BNSS} సెక్షన్ 173(4) ప్రకారం, ` : ""}దాని సారాంశాన్ని లిఖితపూర్వకంగా, పోస్టు ద్వారా మీకు పంపుతున్నాను.`,
    refused: ({ date, station, anyStation }) =>
      `నేను ${date} నాడు ఈ క్రింది పోలీస్ స్టేషన్‌కు వెళ్లి ఈ సమాచారాన్ని ఇచ్చాను: ${station}. కానీ పోలీస్ స్టేషన్ ఇన్‌చార్జ్ అధికారి దాన్ని నమోదు చేయడానికి నిరాకరించారు.${anyStation ? ` ${BNSS} సెక్షన్ 173(1) ప్రకారం, ${ANY_STATION}` : ""}`,
    substance: "సమాచారం యొక్క సారాంశం ఈ క్రింది విధంగా ఉంది:",
    investigate: (underSection) =>
      `${underSection ? `${BNSS} సెక్షన్ 173(4) లో చెప్పినట్లు, ` : ""}ఈ విషయాన్ని మీరే దర్యాప్తు చేయగలరు, లేదా మీ కింద పనిచేసే ఒక పోలీసు అధికారిని దర్యాప్తు చేయమని ఆదేశించగలరు.`,
    tellMe: "ఈ సమాచారంపై ఏ చర్య తీసుకున్నారో నాకు లిఖితపూర్వకంగా తెలియజేయగలరు.",
    subject: (underSection) =>
      `పోలీస్ స్టేషన్ నమోదు చేయడానికి నిరాకరించిన, ${COGNIZABLE} గురించిన సమాచారం${underSection ? ` – ${BNSS} సెక్షన్ 173(4) ప్రకారం పంపుతున్నది` : ""}`,
  },
  portal: {
    when: (at, timeUnknown) => `ఎప్పుడు: ${at}${timeUnknown ? " (సమయం తెలియదు)" : ""}.`,
    whatHappened: (account) => `ఏమి జరిగింది: ${blank(OWN_WORDS)} ${WROTE_TO_US} “${account}”`,
    transactions: "లావాదేవీలు:",
    transaction: (index, item) => {
      const parts = [`${index}. ${item.when}: ${item.amount}`];
      if (item.from !== "") parts.push(`పంపిన ఖాతా: ${item.from}`);
      if (item.to !== "") parts.push(`అందుకున్న ఖాతా: ${item.to}`);
      if (item.utr !== "") parts.push(`UTR / లావాదేవీ గుర్తింపు సంఖ్య: ${item.utr}`);
      return `${parts.join("; ")}.`;
    },
    total: (total) => `మొత్తం కలిపి: ${total}.`,
    wentTo: (receivers) => `డబ్బు వెళ్ళిన ఖాతాలు: ${receivers.join("; ")}.`,
    amountLost: (amount) => `కోల్పోయిన మొత్తం: ${amount}.`,
    evidence: (names) => `పోర్టల్‌లో అప్‌లోడ్ చేయగల నా ఆధారాలు: ${names.join("; ")}.`,
  },
};
