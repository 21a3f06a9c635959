import { formatDayIn, formatMonthYear, type IsoDate } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import type { LegalRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleNameTe } from "~/shared/legal-rules/names-te";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "~/shared/legal-rules/rbi";
import { rupees, ruleFigure as figure, ruleWindow as window, sameEdition } from "~/shared/legal-rules/rule-values";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import { rulesIn } from "../rules-in";

// The legal rules' sentences in Telugu. The rules, their dates, day counts and amounts come from
// shared/legal-rules, where the English page reads them; only the words around them are here
// (docs/decisions/0019, 0037). Each rule's Telugu is tied to the day it came into force: when a
// new version of a rule arrives, the build fails until its Telugu sentence is added, so the Telugu
// page does not state an old rule.
//
// How the phrases join a sentence (agreed by every Telugu file): Telugu glues endings to words,
// so no sentence puts an ending on a phrase computed here. `window` is the whole "within" phrase
// ("3 పని దినాలలోపు", "90 రోజులలోపు", "5 క్యాలెండర్ రోజులలోపు"); `from` is a plain noun phrase
// with no ending ("లావాదేవీ జరిగిన రోజు"), which a sentence follows with the separate word "నుండి"
// ("from"): `${from} నుండి ${window}` is "లావాదేవీ జరిగిన రోజు నుండి 5 క్యాలెండర్ రోజులలోపు",
// "within 5 calendar days of the transaction". `instrument` and `says` stand alone (after a colon,
// or as a whole sentence). A date here is followed by a separate word ("తేదీన", "నుండి", "నెలలో").

/** A rule version's Telugu words; its instrument's name is shared/legal-rules/names-te.ts's, as the letters' is. */
interface RuleWords {
  /** What the rule says, built from the rule's own values. */
  says: (rule: LegalRule) => string;
  /**
   * What starts the rule's window, a plain noun phrase with no ending, which reads before "నుండి"
   * ("లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ వచ్చిన రోజు": the day the bank's SMS or
   * e-mail about the transaction came), for a rule that counts one.
   */
  from?: string;
  /**
   * Whether the window says "calendar days" ("5 క్యాలెండర్ రోజులలోపు"), as the rule's own
   * sentence does (RBI's 2026 directions, the Money Restoration Portal); otherwise a calendar-day
   * window reads "90 రోజులలోపు", as the instrument counts it.
   */
  calendarDays?: true;
}

/** A rule's first month in Telugu, international digits: "మార్చి 2026". */
function monthYear(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatMonthYear(datesIn("te"), isoDate);
}

/** A rule's first day in Telugu, international digits: "19 మే 2025". */
function dayTe(isoDate: IsoDate | null): string {
  if (!isoDate) throw new Error("The rule has no start date to name");
  return formatDayIn(datesIn("te").locale, isoDate);
}

/** A window of one day, said as "by the day after" (T+1), the whole phrase: "మరుసటి రోజులోపు". */
function dayAfter(rule: LegalRule): string {
  if (window(rule).days !== 1) throw new Error(`Legal rule "${rule.id}" counts ${window(rule).days} days, not one`);
  return "మరుసటి రోజులోపు";
}

/** "రోజులలోపు", or "రోజులోపు" for one day: "within ... days". */
const withinDays = (days: number): string => (days === 1 ? "రోజులోపు" : "రోజులలోపు");

/** "పని దినాలలోపు", or "పని దినంలోపు" for one day: "within ... working days". */
const withinWorkingDays = (days: number): string => (days === 1 ? "పని దినంలోపు" : "పని దినాలలోపు");

/** "3 పని దినాలలోపు", "90 రోజులలోపు": a window's whole "within" phrase. */
function windowTe(rule: LegalRule): string {
  const { days, count } = window(rule);
  return `${days} ${count === "working days" ? withinWorkingDays(days) : withinDays(days)}`;
}

/** "5 క్యాలెండర్ రోజులలోపు": a calendar-day window's whole "within" phrase, said so, as the 2027 directions count. */
function calendarDaysTe(rule: LegalRule): string {
  const { days, count } = window(rule);
  if (count !== "calendar days") throw new Error(`Legal rule "${rule.id}" counts ${count}, not calendar days`);
  return `${days} క్యాలెండర్ ${withinDays(days)}`;
}

/** The Telugu words of each rule, by its id and first day in force. */
const ruleWords: Record<string, RuleWords> = {
  "rbi-liability-bank-fault@2017-07-06": {
    says: () =>
      "మీ అనుమతి లేకుండా జరిగిన లావాదేవీ బ్యాంకు సొంత మోసం, నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే, ఆ నష్టంలో ఏ భాగాన్నీ మీరు భరించనక్కర్లేదు. మీరు ఎప్పుడు తెలియజేసినా ఇది వర్తిస్తుంది.",
  },
  "rbi-liability-third-party@2017-07-06": {
    from: "లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ వచ్చిన రోజు",
    says: () =>
      "మీ అనుమతి లేకుండా జరిగిన లావాదేవీ, మీ తప్పూ కాని, బ్యాంకు తప్పూ కాని ఒక భద్రతా ఉల్లంఘన వల్ల జరిగితే, సమయానికి బ్యాంకుకు తెలియజేస్తే ఆ నష్టంలో ఏ భాగాన్నీ మీరు భరించనక్కర్లేదు.",
  },
  "rbi-liability-limited@2017-07-06": {
    from: "లావాదేవీ గురించి బ్యాంకు నుండి SMS లేదా ఈమెయిల్ వచ్చిన రోజు",
    says: (rule) => {
      const [low, middle, high] = (["lowCapRupees", "middleCapRupees", "highCapRupees"] as const).map((name) =>
        rupees(figure(rule, name)),
      );
      return `ఆ తర్వాత, కానీ ${windowTe(rule)} మీరు తెలియజేస్తే, అలాంటి నష్టంలో మీ వాటా, మీ ఖాతా లేదా కార్డును బట్టి, గరిష్ఠంగా ${low}, ${middle} లేదా ${high} మాత్రమే (లావాదేవీ మొత్తం ఇంతకంటే తక్కువైతే, ఆ మొత్తం). ఇంకా ఆలస్యంగా తెలియజేస్తే, బ్యాంకు బోర్డు ఆమోదించిన విధానమే నిర్ణయిస్తుంది.`;
    },
  },
  "rbi-liability-customer-negligence@2017-07-06": {
    says: () =>
      "OTP, PIN లేదా పాస్‌వర్డ్‌ను ఎవరికైనా చెప్పడం వంటి మీ సొంత నిర్లక్ష్యం వల్ల నష్టం జరిగితే, మీరు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరే భరించాలి; మీరు తెలియజేసిన తర్వాత తీసిన డబ్బు నష్టాన్ని బ్యాంకు భరిస్తుంది.",
  },
  "rbi-liability-shadow-credit@2017-07-06": {
    from: "మీరు బ్యాంకుకు తెలియజేసిన రోజు",
    says: (rule) =>
      `అనధికార లావాదేవీ గురించి మీరు తెలియజేసిన తర్వాత, బ్యాంకు దాన్ని పరిశీలిస్తూ ఉండగానే ఆ మొత్తాన్ని మీ ఖాతాలో జమ చేస్తుంది. మీ ఫిర్యాదును బ్యాంకు ${windowTe(sameEdition(rule, "rbi-liability-resolution"))} పరిష్కరించాలి.`,
  },
  "rbi-liability-under-review@2026-03-06": {
    says: (rule) =>
      `భారతీయ రిజర్వ్ బ్యాంక్ ఈ నియమాలను మారుస్తోంది: ${monthYear(rule.from)} నెలలో అది బ్యాంకుల కోసం ముసాయిదా ఆదేశాలను విడుదల చేసింది. అవి ఈ నియమాలను ఇతర రకాల మోసపూరిత ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీలకూ వర్తింపజేస్తాయి, చిన్న మొత్తాల మోసాలకు పరిహారాన్ని కూడా చేరుస్తాయి. మీ లావాదేవీ జరిగిన తేదీకి ఏ నియమాలు వర్తిస్తాయో మీ బ్యాంకును అడగండి.`,
  },
  // For the case page's steps on co-operative banks, wallets and the 2027 directions (docs/decisions/0041).
  "rbi-liability-cooperative-banks@2017-12-14": {
    says: () =>
      "సహకార బ్యాంకులు (పట్టణ, రాష్ట్ర మరియు జిల్లా కేంద్ర సహకార బ్యాంకులు) మీ అనుమతి లేని లావాదేవీల విషయంలో, భారతీయ రిజర్వ్ బ్యాంక్ వాటి కోసం ప్రత్యేకంగా విడుదల చేసిన సర్క్యులర్‌ను (తేదీ: 14 డిసెంబర్ 2017) పాటిస్తాయి; ఇతర బ్యాంకుల సర్క్యులర్‌ను కాదు. దాని ప్రకారం, ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీల కోసం బ్యాంకు మీకు SMS హెచ్చరికలు పంపాలి; మీరు అనుమతించని ఏ లావాదేవీనైనా వీలైనంత త్వరగా తెలియజేయమని మీకు చెప్పాలి. దీని గడువులను రిజర్వ్ బ్యాంక్ సొంత పేజీల్లో మేము సరిచూడలేకపోయాము, కాబట్టి మేము ఏ తేదీనీ చెప్పడం లేదు: వెంటనే బ్యాంకుకు లిఖితపూర్వకంగా తెలియజేయండి, బ్యాంకు ఇచ్చే ఫిర్యాదు నంబర్‌ను దాచుకోండి.",
  },
  "rbi-liability-non-bank-wallets@2019-03-01": {
    says: () =>
      "బ్యాంకులు కాని సంస్థలు జారీ చేసే వాలెట్లు, ప్రీపెయిడ్ కార్డులకు భారతీయ రిజర్వ్ బ్యాంక్ ప్రత్యేక నియమాలు ఉన్నాయి. మీ అనుమతి లేని లావాదేవీ వాలెట్ సంస్థ మోసం, నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే, ఆ నష్టంలో ఏ భాగాన్నీ మీరు భరించనక్కర్లేదు. మీ చెల్లింపు వివరాలను ఎవరికైనా చెప్పడం వల్ల అది జరిగితే, మీరు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరే భరించాలి; మీరు తెలియజేసిన తర్వాత తీసిన డబ్బు నష్టాన్ని వాలెట్ సంస్థ భరిస్తుంది. ఒక బ్యాంకు జారీ చేసిన వాలెట్ ఆ బ్యాంకు నియమాలనే పాటిస్తుంది.",
  },
  "rbi-liability-non-bank-wallets-credit@2019-03-01": {
    from: "మీరు వాలెట్ సంస్థకు తెలియజేసిన రోజు",
    says: () =>
      "అనుమతి లేని లావాదేవీ గురించి మీరు తెలియజేసిన తర్వాత, వాలెట్ సంస్థ దాన్ని పరిశీలిస్తూ ఉండగానే ఆ మొత్తాన్ని మీ వాలెట్‌లో తిరిగి జమ చేస్తుంది. వాలెట్ సాధారణ పరిమితిని దాటినా ఇది చేస్తుంది; ఆ జమ లావాదేవీ జరిగిన తేదీ నుండే వర్తిస్తుంది.",
  },
  // RBI's directions of 24 June 2026, for transactions at banks from 1 January 2027.
  "rbi-fraud-directions-2027@2027-01-01": {
    says: () =>
      "1 జనవరి 2027 నుండి ఒక బ్యాంకులో (వాణిజ్య బ్యాంకు, స్మాల్ ఫైనాన్స్ బ్యాంకు, పేమెంట్స్ బ్యాంకు, లోకల్ ఏరియా బ్యాంకు, ప్రాంతీయ గ్రామీణ బ్యాంకు, పట్టణ సహకార బ్యాంకు లేదా గ్రామీణ సహకార బ్యాంకు) జరిగే ఎలక్ట్రానిక్ బ్యాంకింగ్ లావాదేవీలకు, 2017 నియమాలకు బదులుగా భారతీయ రిజర్వ్ బ్యాంక్ ఆదేశాలు (తేదీ: 24 జూన్ 2026) వర్తిస్తాయి. మోసంతో సంపాదించిన మీ వివరాలతో వేరొకరు చేసిన లావాదేవీ, బెదిరింపు లేదా ఒత్తిడి వల్ల మీరు ఆమోదించిన చెల్లింపు, మీరు అనుమతించని ఏ లావాదేవీ అయినా వీటిలో వస్తాయి. మోసపోయి మీరే ఇష్టపూర్వకంగా చేసిన చెల్లింపు, ఉదాహరణకు నకిలీ పెట్టుబడిలో పెట్టిన డబ్బు లేదా నకిలీ కొనుగోలుదారుకు పంపిన డబ్బు, వీటిలో రాకపోవచ్చు.",
  },
  "rbi-liability-bank-fault@2027-01-01": {
    says: () =>
      "మోసపూరిత లావాదేవీ బ్యాంకు నిర్లక్ష్యం లేదా లోపం వల్ల జరిగితే, ఆ నష్టంలో ఏ భాగాన్నీ మీరు భరించనక్కర్లేదు; బ్యాంకు ఆ లావాదేవీని రద్దు చేసి డబ్బు తిరిగి ఇవ్వాలి. మీరు తెలియజేసినా, తెలియజేయకపోయినా ఇది వర్తిస్తుంది.",
  },
  "rbi-liability-third-party@2027-01-01": {
    from: "లావాదేవీ జరిగిన రోజు",
    calendarDays: true,
    says: (rule) =>
      `మీ తప్పూ కాని, బ్యాంకు తప్పూ కాని ఒక భద్రతా ఉల్లంఘన వల్ల (ఉదాహరణకు, ఒక పేమెంట్ యాప్, పేమెంట్ గేట్‌వే లేదా టెలికాం సంస్థలో జరిగిన ఉల్లంఘన వల్ల) మోసపూరిత లావాదేవీ జరిగితే, లావాదేవీ జరిగిన రోజు నుండి ${calendarDaysTe(rule)} బ్యాంకుకు తెలియజేస్తే, ఆ నష్టంలో ఏ భాగాన్నీ మీరు భరించనక్కర్లేదు; బ్యాంకు ఆ లావాదేవీని రద్దు చేసి డబ్బు తిరిగి ఇవ్వాలి. ఇంకా ఆలస్యంగా తెలియజేస్తే, నష్టంలో మీ వాటా ఎంత అనేది బ్యాంకు సొంత విధానం నిర్ణయిస్తుంది.`,
  },
  "rbi-liability-customer-negligence@2027-01-01": {
    says: () =>
      "OTP, PIN లేదా పాస్‌వర్డ్‌ను ఎవరికైనా చెప్పడం వంటి మీ సొంత నిర్లక్ష్యం వల్ల నష్టం జరిగితే, బ్యాంకుకు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరే భరించాలి; కానీ చిన్న మోసాలకు భారతీయ రిజర్వ్ బ్యాంక్ ఇచ్చే పరిహారం చెల్లించే మొత్తం ఇందులో చేరదు. మీరు తెలియజేసిన తర్వాత తీసిన డబ్బు నష్టాన్ని బ్యాంకు భరిస్తుంది.",
  },
  "rbi-complaint-acknowledgement@2027-01-01": {
    says: () =>
      "మీరు ఒక మోసపూరిత లావాదేవీ గురించి తెలియజేసినప్పుడు, బ్యాంకు వెంటనే రసీదు ఇవ్వాలి; అందులో ఫిర్యాదు నంబర్, ఫిర్యాదు అందిన తేదీ, సమయం ఉండాలి. మీ ఖాతాల్లో ఇంకా మోసపూరిత లావాదేవీలు జరగకుండా ఆపడానికి బ్యాంకు వెంటనే చర్యలు తీసుకోవాలి.",
  },
  "rbi-liability-resolution@2027-01-01": {
    from: "మీ ఫిర్యాదు బ్యాంకుకు అందిన రోజు",
    calendarDays: true,
    says: (rule) => {
      const crossBorder = figure(rule, "crossBorderDays");
      return `మీ ఫిర్యాదు బ్యాంకుకు అందిన రోజు నుండి ${calendarDaysTe(rule)} బ్యాంకు దాన్ని పరిశీలించి, బాధ్యత ఎవరిదో నిర్ణయించి, మీకు సమాధానం ఇవ్వాలి (విదేశాలతో సంబంధం ఉన్న మోసం అయితే, ${crossBorder} క్యాలెండర్ రోజులలోపు).`;
    },
  },
  "rbi-bank-burden-of-proof@2027-01-01": {
    says: () => "బాధ్యత మీదే అని నిరూపించాల్సింది బ్యాంకే. బ్యాంకు మీ ఫిర్యాదును తిరస్కరిస్తే, దానికి కారణాన్ని, దానికి ఆధారమైన వివరాలను మీకు ఇవ్వాలి.",
  },
  "rbi-shadow-reversal-credit-card@2027-01-01": {
    from: "మీరు బ్యాంకుకు తెలియజేసిన రోజు",
    calendarDays: true,
    says: (rule) =>
      `క్రెడిట్ కార్డుపై మోసపూరిత లావాదేవీ జరిగితే, మీరు బ్యాంకుకు తెలియజేసిన రోజు నుండి ${calendarDaysTe(rule)}, బ్యాంకు దాన్ని పరిశీలిస్తూ ఉండగానే ఆ మొత్తాన్ని కార్డులో తిరిగి జమ చేయాలి (షాడో రివర్సల్). ఆ మొత్తాన్ని మీరు ఖర్చు చేయలేరు; దానిపై మీరు అదనపు వడ్డీ గానీ రుసుము గానీ చెల్లించనక్కర్లేదు.`,
  },
  "rbi-small-fraud-compensation@2027-01-01": {
    from: "లావాదేవీ జరిగిన రోజు",
    calendarDays: true,
    says: (rule) => {
      const [lossUpTo, cap] = [rupees(figure(rule, "lossUpToRupees")), rupees(figure(rule, "capRupees"))];
      return `మీ సొంత నిర్లక్ష్యం వల్ల నష్టం జరిగితే (ఉదాహరణకు, మీరు OTP చెప్పి ఉంటే), మీరు ఒక వ్యక్తి అయితే (ఏకైక యజమాని నడిపే వ్యాపారం కూడా ఇందులో వస్తుంది), మొత్తం నష్టం ${lossUpTo} వరకు అయితే, నికర నష్టంలో ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% లేదా ${cap}, ఈ రెండింటిలో ఏది తక్కువైతే అది, బ్యాంకు మీకు జీవితంలో ఒక్కసారి ఇవ్వవచ్చు. దీని కోసం, లావాదేవీ జరిగిన రోజు నుండి ${calendarDaysTe(rule)} మీరు 1930 లేదా cybercrime.gov.in ద్వారా, బ్యాంకుకు కూడా తెలియజేసి ఉండాలి. మీ ఫిర్యాదు నిజమైనదని బ్యాంకు సంతృప్తి చెందితే, మీకు దరఖాస్తు ఫారం ఇస్తుంది; ఆ ఫారం బ్యాంకుకు అందిన 5 క్యాలెండర్ రోజులలోపు డబ్బు చెల్లిస్తుంది. ఆదేశాలు అమలైన మొదటి సంవత్సరంలో జరిగే మోసాలకు ఇది వర్తిస్తుంది.`;
    },
  },
  "rbi-failed-atm-withdrawal@2019-10-15": {
    from: "లావాదేవీ జరిగిన రోజు",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `ATM మీ ఖాతా నుండి డబ్బు తీసివేసి, చేతికి నగదు ఇవ్వకపోతే, అది విఫలమైన లావాదేవీ, మోసం కాదు. లావాదేవీ జరిగిన రోజు నుండి ${windowTe(rule)} బ్యాంకు ఆ డబ్బును మీ ఖాతాలో తిరిగి వేయాలి (T+${window(rule).days}; T అంటే లావాదేవీ జరిగిన రోజు). ఇంకా ఆలస్యమైతే, ఆలస్యమైన ప్రతి రోజుకు బ్యాంకు మీ ఖాతాలో ${perDay} చొప్పున జమ చేయాలి.`;
    },
  },
  "rbi-failed-upi-imps-transfer@2019-10-15": {
    from: "లావాదేవీ జరిగిన రోజు",
    says: (rule) => {
      const perDay = rupees(figure(rule, "perDayRupees"));
      return `UPI లేదా IMPS ద్వారా పంపిన డబ్బు మీ ఖాతా నుండి కట్ అయి, మీరు పంపిన ఖాతాకు చేరకపోతే, అది విఫలమైన లావాదేవీ, మోసం కాదు. ఆ డబ్బును ఆ ఖాతాలో జమ చేయలేకపోతే, లావాదేవీ జరిగిన ${dayAfter(rule)} అది మీ ఖాతాకు తిరిగి రావాలి (T+${window(rule).days}; T అంటే లావాదేవీ జరిగిన రోజు). ఇంకా ఆలస్యంగా తిరిగి వస్తే, ఆలస్యమైన ప్రతి రోజుకు మీకు ${perDay} చొప్పున రావాలి.`;
    },
  },
  "rbi-ombudsman-scheme@2021-11-12": {
    says: () =>
      "ఒక బ్యాంకు, లేదా రిజర్వ్ బ్యాంక్ నియంత్రణలో ఉన్న వేరే సంస్థ, తన సేవలోని లోపాన్ని సరిదిద్దకపోతే, RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఉచితంగా ఫిర్యాదు చేయండి.",
  },
  "rbi-ombudsman-scheme@2026-07-01": {
    from: `బ్యాంకుకు ఉన్న ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} రోజులు ముగిసిన రోజు, లేదా బ్యాంకు చివరి సమాధానం వచ్చిన రోజు, ఈ రెండింటిలో ఏది తర్వాతదైతే ఆ రోజు`,
    says: (rule) => {
      const { bankReplyDays } = OMBUDSMAN_2026_WINDOWS;
      const wait = OMBUDSMAN_FRAUD_WAIT.days;
      return `ఒక బ్యాంకు, లేదా ఈ పథకం కిందకు వచ్చే, రిజర్వ్ బ్యాంక్ నియంత్రణలో ఉన్న వేరే సంస్థ, తన సేవలోని లోపాన్ని సరిదిద్దకపోతే, RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఉచితంగా ఫిర్యాదు చేయండి. ముందుగా బ్యాంకుకే ఫిర్యాదు చేయండి: లిఖితపూర్వకంగా, లేదా ఫిర్యాదు చేసినట్లు ఆధారం ఉండే వేరే పద్ధతిలో. ఆ ఆధారాన్ని జాగ్రత్తగా దాచుకోండి. బ్యాంకు ${bankReplyDays} రోజులలోపు సమాధానం ఇవ్వకపోతే, లేదా దాని సమాధానం మీకు సంతృప్తి కలిగించకపోతే, మీరు అంబుడ్స్‌మన్‌ను ఆశ్రయించవచ్చు. ఆ ${bankReplyDays} రోజులు ముగిసిన రోజు, లేదా బ్యాంకు చివరి సమాధానం వచ్చిన రోజు, ఈ రెండింటిలో ఏది తర్వాతదైతే ఆ రోజు నుండి ${window(rule).days} రోజులలోపు అంబుడ్స్‌మన్‌ను ఆశ్రయించండి. ${formatDayIn("te-IN", OMBUDSMAN_FRAUD_WAIT.from)} నుండి జరిగిన లావాదేవీలో మోసం గురించిన ఫిర్యాదు అయితే, దానిపై నిర్ణయం తీసుకోవడానికి బ్యాంకుకు ${wait} క్యాలెండర్ రోజుల వరకు సమయం ఉంది. కాబట్టి అంబుడ్స్‌మన్‌ను ఆశ్రయించే ముందు, బ్యాంకు నిర్ణయం కోసం, లేదా ఆ ${wait} రోజులు ముగిసే వరకు, వేచి ఉండండి. cms.rbi.org.in వెబ్‌సైట్‌లో ఫిర్యాదు చేయవచ్చు, crpc@rbi.org.in చిరునామాకు ఈమెయిల్ పంపవచ్చు, లేదా ఈ చిరునామాకు పోస్టులో పంపవచ్చు: కేంద్రీకృత ఫిర్యాదుల స్వీకరణ మరియు ప్రాసెసింగ్ కేంద్రం, భారతీయ రిజర్వ్ బ్యాంక్, సెంట్రల్ విస్టా, సెక్టార్ 17, చండీగఢ్ – 160017 (Centralised Receipt and Processing Centre, Reserve Bank of India, Central Vista, Sector 17, Chandigarh – 160017). సహాయం కోసం, రిజర్వ్ బ్యాంక్ సంప్రదింపు కేంద్రానికి 14448 నంబర్‌లో ఫోన్ చేయండి. ఇదే విషయంలో పోలీసులకు ఫిర్యాదు చేసి ఉన్నా, మీరు అంబుడ్స్‌మన్‌ను ఆశ్రయించవచ్చు. ఒక న్యాయవాది మీ తరఫున ఫిర్యాదు చేయలేరు; ఆ న్యాయవాదే బాధితులు అయితే మాత్రమే చేయగలరు.`;
    },
  },
  "i4c-helpline-1930@always": {
    says: () =>
      "1930 అనేది సైబర్ మోసంలో పోయిన డబ్బు కోసం ఉచిత జాతీయ హెల్ప్‌లైన్ నంబర్. త్వరగా తెలియజేస్తే, డబ్బు వెళ్లిన బ్యాంకులను, వాలెట్లను, ఆ డబ్బు వేరే చోటికి మళ్లించక ముందే దాన్ని నిలిపి ఉంచమని అడగవచ్చు.",
  },
  "i4c-portal-complaint@always": {
    says: () =>
      "1930కి ఫోన్ చేయడం మీ ఫిర్యాదును ప్రారంభించడానికి మాత్రమే. ఫోన్‌లో వచ్చిన ఫిర్యాదు రసీదు నంబర్‌తో (acknowledgement number), వీలైనంత త్వరగా cybercrime.gov.in పోర్టల్‌లో మీ ఫిర్యాదును పూర్తి చేయండి: ఆ పోర్టల్‌లో చేసిన ఫిర్యాదులపై రాష్ట్ర పోలీసులు చర్య తీసుకుంటారు, FIR నమోదు చేయడం కూడా. మధ్యలో వదిలేసిన ఫిర్యాదు ముందుకు కదలకపోవచ్చు.",
  },
  // Asking for money back once it is held (the Money Restoration Portal), the e-Zero FIR and Chakshu.
  "i4c-portal-women-child@always": {
    says: () =>
      'cybercrime.gov.in పోర్టల్‌లోని "Report Cyber Crime Related to Women/Child" (మహిళలు/పిల్లలకు సంబంధించిన సైబర్ నేరాల ఫిర్యాదు) విభాగంలో, పిల్లల లైంగిక చిత్రాలు లేదా వీడియోల గురించి, ఇతర అశ్లీల లైంగిక కంటెంట్ గురించి ఫిర్యాదు చేయవచ్చు. అక్కడ మీ పేరు చెప్పకుండా కూడా ఫిర్యాదు చేయవచ్చు: పేరు లేని ఫిర్యాదులో వ్యక్తిగత వివరాలు ఏవీ అవసరం లేదు, ఏం జరిగిందో చెబితే చాలు.',
  },
  "mha-money-restoration@always": {
    from: "దర్యాప్తు అధికారి డబ్బు విడుదలకు ఆదేశించిన రోజు",
    calendarDays: true,
    says: (rule) => {
      const { portal, acknowledgementDigits, noFirBelow, firAbove } = MONEY_RESTORATION;
      return `మీ ఫిర్యాదు మేరకు, డబ్బు వెళ్లిన ఖాతాల్లోనే మీ డబ్బు నిలిపి ఉంచితే, మీ ఫిర్యాదుకు సంబంధించి కొంత మొత్తాన్ని తాత్కాలికంగా నిలిపి ఉంచారని (హోల్డ్ చేశారని) మీకు ఒక SMS వస్తుంది. ఆ SMS లో ఉన్న తేదీ తర్వాత, కేంద్ర హోం మంత్రిత్వ శాఖకు చెందిన డబ్బు తిరిగి ఇచ్చే పోర్టల్‌లో (Money Restoration Portal: ${portal}) ఆ డబ్బును తిరిగి అడగవచ్చు: 'Raise Refund Request' ఎంచుకుని, ఫిర్యాదు నమోదు చేసినప్పుడు వచ్చిన ${acknowledgementDigits} అంకెల ఫిర్యాదు రసీదు నంబర్‌ను నమోదు చేసి, OTP ద్వారా ధృవీకరించండి. డబ్బు జమ కావాల్సిన బ్యాంకు ఖాతా సరైన వివరాలు ఇవ్వండి. ఒక నష్టపరిహార హామీ పత్రంపై (indemnity bond) సంతకం చేయండి: అడిగినప్పుడు ఆ మొత్తాన్ని కోర్టు ముందు అప్పగిస్తానని, కోర్టు ఆదేశాలను పాటిస్తానని మీరు ఇచ్చే హామీ అది. మీ PAN కార్డు కాపీ కూడా ఇవ్వండి. ఒక బ్యాంకులో నిలిపి ఉంచిన మొత్తం ${rupees(noFirBelow)} కంటే తక్కువ అయితే, అధికారిక ప్రామాణిక నిర్వహణ విధానం (SOP) షరతుల ప్రకారం, FIR లేకుండానే పోలీసులు దాన్ని తిరిగి ఇప్పించవచ్చు; ఒక బ్యాంకు ఖాతాలో నిలిపి ఉంచిన మొత్తం ${rupees(firAbove)} కంటే ఎక్కువ అయితే, FIR తప్పనిసరి. మీ కేసును దర్యాప్తు చేస్తున్న పోలీసు అధికారి, భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS) సెక్షన్ 106(3) కింద డబ్బు విడుదలకు ఆదేశిస్తే, ఆ ఆదేశం ఇచ్చిన రోజు నుండి ${calendarDaysTe(rule)} బ్యాంకు ఆ డబ్బును మీకు అప్పగిస్తుంది. డబ్బు తిరిగి ఇప్పిస్తామని చెప్పే మధ్యవర్తులు లేదా ఏజెంట్ల (బ్రోకర్ల) బారిన పడకండి: అధికారిక పోర్టల్‌ను మాత్రమే ఉపయోగించండి; సహాయం కోసం మీ పోలీస్ స్టేషన్‌ను సంప్రదించండి.`;
    },
  },
  "mha-e-zero-fir@2025-05-19": {
    says: (rule) =>
      `${dayTe(rule.from)} తేదీన, కేంద్ర హోం మంత్రిత్వ శాఖ ఢిల్లీలో ప్రయోగాత్మకంగా (పైలట్ పద్ధతిలో) ఇ-జీరో FIR విధానాన్ని ప్రారంభించింది: 1930 లేదా cybercrime.gov.in ద్వారా ₹${figure(rule, "lossOverLakh")} లక్షలకు మించిన ఆర్థిక నష్టం గురించి చేసిన ఫిర్యాదు, దానంతట అదే ఢిల్లీలోని ఇ-క్రైమ్ పోలీస్ స్టేషన్‌లో జీరో FIR గా నమోదై, వెంటనే ఆ ప్రాంతపు సైబర్ పోలీస్ స్టేషన్‌కు పంపబడుతుంది. ఫిర్యాదుదారు మూడు రోజులలోపు ఆ పోలీస్ స్టేషన్‌కు వెళ్లి, దాన్ని సాధారణ FIR గా మార్చుకోవచ్చు. ఈ విధానాన్ని తర్వాత దేశమంతటా విస్తరిస్తామని మంత్రిత్వ శాఖ చెప్పింది. కాబట్టి మీ ఫిర్యాదు FIR గా నమోదైందో లేదో 1930 నంబర్‌లో గానీ మీ సైబర్ పోలీస్ స్టేషన్‌లో గానీ అడిగి తెలుసుకోండి.`,
  },
  "dot-chakshu@always": {
    from: "కాల్ లేదా మెసేజ్ వచ్చిన రోజు",
    says: (rule) =>
      `టెలికమ్యూనికేషన్ల శాఖ (DoT) సంచార్ సాథీ (Sanchar Saathi) పోర్టల్‌లో (sancharsaathi.gov.in) ఉన్న చక్షు (Chakshu) విభాగంలో, గత ${windowTe(rule)} మీకు వచ్చిన అనుమానాస్పద మోసపూరిత కాల్స్, SMS లు, వాట్సాప్ మెసేజ్‌ల గురించి ఫిర్యాదు చేయవచ్చు.`,
  },
  "it-rules-intimate-content-24-hours@always": {
    says: () =>
      "మీ ప్రైవేట్ శరీర భాగాలను లేదా నగ్నత్వాన్ని చూపించే, మిమ్మల్ని లైంగిక చర్యలో చూపించే, లేదా మీలా నటించే కంటెంట్ గురించి, మార్ఫింగ్ చేసిన మీ ఫోటోలతో సహా, మీరు గానీ మీ తరఫున వేరొకరు గానీ ఒక ప్లాట్‌ఫామ్‌కు ఫిర్యాదు చేస్తే, ఫిర్యాదు అందిన 24 గంటలలోపు దాన్ని తొలగించడానికి, లేదా అది కనిపించకుండా ఆపడానికి, అవసరమైన అన్ని సహేతుకమైన చర్యలను ఆ ప్లాట్‌ఫామ్ తీసుకోవాలి.",
  },
  // The sections of the Bharatiya Nagarik Suraksha Sanhita the pages state: what to do when no FIR is
  // registered, and rights on arrest.
  "bnss-173-preliminary-enquiry@2024-07-01": {
    says: (rule) =>
      `మూడు సంవత్సరాలు లేదా అంతకంటే ఎక్కువ, కానీ ఏడు సంవత్సరాల కంటే తక్కువ జైలు శిక్ష పడే నేరంలో, కనీసం డిప్యూటీ సూపరింటెండెంట్ ఆఫ్ పోలీస్ (DSP) స్థాయి అధికారి అనుమతితో, కేసు ఉందో లేదో చూడటానికి పోలీసులు ముందుగా ${figure(rule, "enquiryDays")} రోజుల వరకు ప్రాథమిక విచారణ జరపవచ్చు; లేదా నేరుగా దర్యాప్తు ప్రారంభించవచ్చు.`,
  },
  "bnss-173-refusal@2024-07-01": {
    says: () =>
      "పోలీస్ స్టేషన్ మీ ఫిర్యాదును నమోదు చేయడానికి నిరాకరిస్తే, దాన్ని రాసి, ఆ ప్రాంతపు పోలీస్ సూపరింటెండెంట్‌కు (SP) పోస్టులో పంపవచ్చు. అందులో వారంట్ లేకుండా అరెస్ట్ చేయగల నేరం (cognizable offence) కనిపిస్తే, పోలీస్ సూపరింటెండెంట్ స్వయంగా దాన్ని దర్యాప్తు చేయాలి, లేదా ఒక పోలీసు అధికారితో దర్యాప్తు చేయించాలి.",
  },
  "bnss-175-magistrate@2024-07-01": {
    says: () =>
      "పోలీస్ సూపరింటెండెంట్‌కు రాసిన తర్వాత, మీరు మేజిస్ట్రేట్‌కు దరఖాస్తు చేసుకోవచ్చు; దరఖాస్తుతో పాటు మీ అఫిడవిట్ (ప్రమాణ పత్రం: ప్రమాణం చేసి ఇచ్చే వాంగ్మూలం) జత చేయాలి. మేజిస్ట్రేట్, అవసరమని భావించిన విచారణ జరిపి, పోలీసు అధికారి వాదన విన్న తర్వాత, దర్యాప్తు చేయమని పోలీసులను ఆదేశించవచ్చు.",
  },
  "bnss-47-grounds-of-arrest@2024-07-01": {
    says: () =>
      "వారంట్ లేకుండా మిమ్మల్ని అరెస్ట్ చేసే పోలీసు అధికారి, మిమ్మల్ని ఏ నేరం కోసం అరెస్ట్ చేస్తున్నారో దాని పూర్తి వివరాలను, లేదా అరెస్టుకు ఇతర కారణాలను, వెంటనే మీకు చెప్పాలి. అది బెయిల్ ఇవ్వదగిన నేరం అయితే, బెయిల్‌పై విడుదల కావడానికి మీకు హక్కు ఉందని కూడా ఆయన చెప్పాలి.",
  },
  "bnss-58-arrest-24-hours@2024-07-01": {
    says: (rule) =>
      `వారంట్ లేకుండా అరెస్ట్ చేసిన తర్వాత, మేజిస్ట్రేట్ ఆదేశం లేకుండా పోలీసులు మిమ్మల్ని ${figure(rule, "hours")} గంటలకు మించి తమ నిర్బంధంలో ఉంచలేరు; మేజిస్ట్రేట్ కోర్టుకు తీసుకువెళ్లే ప్రయాణ సమయం ఇందులో లెక్కలోకి రాదు.`,
  },
};

/** The whole "within" phrase a rule's words give its window, or "" for a rule that counts none. */
function windowOf(rule: LegalRule, words: RuleWords): string {
  if (!rule.window) return "";
  return words.calendarDays ? calendarDaysTe(rule) : windowTe(rule);
}

const rules = rulesIn({
  englishName: "Telugu",
  code: "te",
  words: ruleWords,
  nameOf: ruleNameTe,
  windowOf,
});

/**
 * A rule in force on `day` (today by default), in Telugu: its instrument, its sentence and, if it
 * counts one, its window. `window` is the whole "within" phrase ("3 పని దినాలలోపు"); `from` is a
 * plain noun phrase ("లావాదేవీ జరిగిన రోజు") that reads before the separate word "నుండి":
 * `${from} నుండి ${window}`.
 */
export const ruleTe = rules.rule;

/**
 * One version of a rule in Telugu, the version a case's step rests on (its words, sentence and
 * window, in the forms ruleTe returns), or undefined when it has no Telugu words yet (the case page
 * then shows its English).
 */
export const ruleVersionTe = rules.ruleVersion;

/** One version of a rule in Telugu, for a page that cannot do without it: an error names what is missing. */
export const requiredVersionTe = rules.requiredVersion;
