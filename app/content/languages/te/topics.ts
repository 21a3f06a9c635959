import { formatDayIn, type IsoDate } from "~/shared/india-time";
import { currentRule, type LegalRule } from "~/shared/legal-rules";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import { rupees } from "~/shared/legal-rules/rule-values";
import type { SiteText } from "../en";
import { rbiByDate as englishByDate, rbiEditionsIn } from "~/app/content/rbi-by-date";
import { requiredVersionTe, ruleTe } from "./legal-rules";
import { reportingRules } from "./reporting-rules";
import { topicPage } from "./topic-page";

// The words of the service pages (/te/services/<slug>). The legal facts (1930, the portal, the
// Reserve Bank's rules, dates and numbers of days) come from shared/legal-rules, as on the English page.
//
// Telugu glues case endings to words, so no sentence here puts an ending on a phrase computed in
// te/legal-rules.ts: a rule's `window` is the whole "within" phrase ("3 పని దినాలలోపు"), its
// `from` a plain noun phrase read before the separate word "నుండి" ("from"), and its `says` and
// `instrument` stand alone (a whole sentence, or after a colon). A date is followed by a separate
// word ("{date} నుండి", "{date} కంటే ముందు", "{date} వరకు"), never a glued ending.

/**
 * The legal rules these pages state, in Telugu, as in force on the day the pages are built.
 * Forms (te/legal-rules.ts's): `says` is one or more whole sentences; `instrument` a name that
 * stands alone (after a colon); `window` a whole "within" phrase; `from` a plain noun phrase,
 * read before " నుండి".
 */
const rule = {
  failedAtm: ruleTe("rbi-failed-atm-withdrawal"),
  failedTransfer: ruleTe("rbi-failed-upi-imps-transfer"),
  ombudsman: ruleTe("rbi-ombudsman-scheme"),
  helpline: ruleTe("i4c-helpline-1930"),
  portal: ruleTe("i4c-portal-complaint"),
  /** The police: a preliminary enquiry, a station that refuses to record a complaint, and arrest. */
  enquiry: ruleTe("bnss-173-preliminary-enquiry"),
  refusal: ruleTe("bnss-173-refusal"),
  magistrate: ruleTe("bnss-175-magistrate"),
  arrestGrounds: ruleTe("bnss-47-grounds-of-arrest"),
  arrestCustody: ruleTe("bnss-58-arrest-24-hours"),
};

/**
 * "<the end of the bank's 30 days or its last reply, whichever is later> నుండి 90 రోజులలోపు":
 * the Ombudsman's window, in the scheme's own "days". Returns a whole "within" phrase (ending in
 * "-లోపు"), read before a verb ("... RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయవచ్చు"), so a sentence puts no
 * ending on it.
 */
const ombudsmanWithin = (() => {
  if (!currentRule("rbi-ombudsman-scheme").window) throw new Error("The Ombudsman scheme in force gives no window");
  return `${rule.ombudsman.from} నుండి ${rule.ombudsman.window}`;
})();

/** The Telugu words of one edition of a rule; throws if it has none yet. */
const words = requiredVersionTe;

/** "1 జనవరి 2027": a rule's day in Telugu, international digits; a bare date, followed by a separate word. */
const day = (isoDay: IsoDate | null): string => {
  if (!isoDay) throw new Error("A rule stated by its date has no date");
  return formatDayIn("te-IN", isoDay);
};

/**
 * "లావాదేవీ జరిగిన రోజు నుండి 5 క్యాలెండర్ రోజులలోపు": a rule's window and what starts it, a whole
 * "within" phrase (ending in "-లోపు"), read before a verb or after a colon. Working days are
 * పని దినాలు (the rule's own `window`); calendar days are said so, as RBI's 2026 directions count them.
 */
function within(edition: LegalRule): string {
  const counted = edition.window;
  if (!counted) throw new Error(`Legal rule "${edition.id}" counts no window`);
  const length = counted.count === "working days" ? words(edition).window : `${counted.days} క్యాలెండర్ రోజులలోపు`;
  return `${words(edition).from} నుండి ${length}`;
}

/**
 * After a window that counts its first day: how to count it (the rule's `from` stands alone in
 * brackets). Returns "" or a whole sentence that begins with a space, to be glued directly after
 * the sentence that names the window (after its full stop).
 */
const dayOne = (edition: LegalRule): string =>
  edition.window?.startDayCounts ? ` రోజులు లెక్కించేటప్పుడు, మొదలయ్యే రోజునే (${words(edition).from}) మొదటి రోజుగా లెక్కించండి.` : "";

const { before, from, wallets } = englishByDate;
/** A bare date ("1 జనవరి 2027"). */
const changeDay = day(englishByDate.changeIsoDay);
/** A sentence opener, followed by a comma or a colon: "for transactions before <date>". */
const beforeChange = `${changeDay} కంటే ముందు జరిగిన లావాదేవీలకు`;
/** A sentence opener, followed by a comma or a colon: "from <date>". */
const fromChange = `${changeDay} నుండి`;
/** "2019": the year RBI's rules for wallets issued by companies that are not banks came into force. */
const walletRulesYear = wallets.liability.from?.slice(0, 4);
/** "<date> నుండి <date> వరకు" or "<date> నుండి": read before "జరిగిన" ("that happened"). */
const compensationDays = from.compensation.until
  ? `${day(from.compensation.from)} నుండి ${day(from.compensation.until)} వరకు`
  : `${day(from.compensation.from)} నుండి`;

/**
 * RBI's liability rules by date, in Telugu, in the words every Telugu page that quotes them shares
 * (this page, the FAQ and the Citizen Manual): for payments before the day RBI's directions of
 * 24 June 2026 begin, and from that day. The editions are the English pages' own.
 *
 * Forms returned, for the pages that join them into sentences: `changeDay` and `circularDay` are
 * bare dates (a sentence follows them with a separate word: "{date} నుండి", "తేదీ: {date}");
 * `beforeChange` ("... కంటే ముందు జరిగిన లావాదేవీలకు", "for transactions before ...") and
 * `fromChange` ("... నుండి", "from ...") are sentence openers, followed by a comma or a colon;
 * `windowBefore` and `windowFrom` are whole "within" phrases (ending in "-లోపు"), read before a
 * verb or after a colon; `dayOneFrom` is "" or a whole sentence starting with a space, glued after
 * a full stop; `before.*`, `from.*` and `wallets.*` are te/legal-rules.ts's words (see `rule`);
 * every other string is one or more whole sentences.
 */
export const rbiByDate = {
  /** "1 జనవరి 2027" */
  changeDay,
  /** "6 జూలై 2017": the date of RBI's circular that decides payments before the change. */
  circularDay: day(before.bankFault.from),
  ...rbiEditionsIn(words),
  /** "1 జనవరి 2027 కంటే ముందు జరిగిన లావాదేవీలకు", "1 జనవరి 2027 నుండి": sentence openers, then a comma or colon. */
  beforeChange,
  fromChange,
  /** The reporting windows for money taken without your approval, with what starts them: whole "within" phrases. */
  windowBefore: within(before.thirdParty),
  windowFrom: within(from.thirdParty),
  /** How to count the window from the change day, after a sentence that names it ("" or " <sentence>"). */
  dayOneFrom: dayOne(from.thirdParty),
  /** Both reporting windows, each with its dates. */
  timeLimits: `${beforeChange}, ${within(before.thirdParty)} మీ బ్యాంకుకు తెలియజేయండి. ${fromChange}, ${within(from.thirdParty)} తెలియజేయండి.${dayOne(from.thirdParty)}`,
  /** The 2017 circular's temporary credit, with its window. */
  creditBefore: `${words(before.shadowCredit).says} ఈ మొత్తం ${within(before.shadowCredit)} మీ ఖాతాలో జమ కావాలి.`,
  /** What the bank must do after your report, from the change day. */
  bankDutiesFrom: [from.acknowledgement, from.resolution, from.burdenOfProof, from.creditCardReversal]
    .map((edition) => words(edition).says)
    .join(" "),
  /** RBI's compensation for small frauds, with its dates and its conditions. */
  compensation: `${compensationDays} జరిగిన మోసాలకు, చిన్న మోసాలకు భారతీయ రిజర్వ్ బ్యాంక్ (RBI) ఇచ్చే నష్టపరిహారం వర్తిస్తుంది. ${words(from.compensation).says} ఈ నష్టపరిహారాన్ని మీ బ్యాంకు మాత్రమే ఇస్తుంది. దీన్ని ఇప్పిస్తామని చెప్పి ఎవరూ మీ దగ్గర ఎలాంటి ఫీజు వసూలు చేయకూడదు.`,
  /** The same, in short, for an answer that has room for no more. */
  compensationShort: `${compensationDays} జరిగిన మోసాలలో: మీరు OTP లేదా PIN చెప్పడం వల్ల డబ్బు పోయి ఉంటే, మీరు ఒక వ్యక్తి (individual) అయితే, మొత్తం నష్టం ${rupees(SMALL_FRAUD_COMPENSATION.lossUpTo)} వరకు ఉంటే, నికర నష్టంలో ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% లేదా ${rupees(SMALL_FRAUD_COMPENSATION.cap)}, ఈ రెండింటిలో ఏది తక్కువైతే అది, మీ జీవితంలో ఒక్కసారి మీ బ్యాంకు మీకు ఇవ్వవచ్చు. దీనికి, మీరు ${within(from.compensation)} 1930 నంబర్‌కు గానీ cybercrime.gov.in పోర్టల్‌లో గానీ, అలాగే మీ బ్యాంకుకు కూడా ఫిర్యాదు చేసి ఉండాలి.${dayOne(from.compensation)} ఈ నష్టపరిహారాన్ని మీ బ్యాంకు మాత్రమే ఇస్తుంది. దీన్ని ఇప్పిస్తామని చెప్పి ఎవరూ మీ దగ్గర ఎలాంటి ఫీజు వసూలు చేయకూడదు.`,
  /** A payment the victim made after being tricked: what each side of the change says. */
  trickedPayment: `${beforeChange}, మోసపోయి మీరే స్వయంగా చేసిన చెల్లింపుకు రిజర్వ్ బ్యాంక్ బాధ్యత నియమాలు వర్తించవు. ${fromChange}, బెదిరింపు లేదా ఒత్తిడి వల్ల మీరు ఆమోదించిన చెల్లింపుకు ('డిజిటల్ అరెస్ట్' లాంటి సందర్భాల్లో), మోసంతో సంపాదించిన మీ వివరాలతో వేరొకరు చేసిన లావాదేవీకి కూడా రిజర్వ్ బ్యాంక్ కొత్త నియమాలు వర్తిస్తాయి. ఎవరో చెప్పిన అబద్ధాన్ని నమ్మి మీరు మీ ఇష్టంతో చేసిన చెల్లింపు, ఉదాహరణకు నకిలీ పెట్టుబడికి లేదా నకిలీ అమ్మకందారుకు పంపిన డబ్బు, వీటిలో చేరకపోవచ్చు.`,
  /** What to do, whatever the date. */
  actNow: "తేదీ ఏదైనా సరే, వెంటనే మీ బ్యాంకుకు తెలియజేయండి; 1930 నంబర్‌కు కాల్ చేయండి.",
  /** Wallets issued by companies that are not banks, said on its own. */
  walletsNote: `బ్యాంకులు కాకుండా ఇతర కంపెనీలు జారీ చేసే వాలెట్లకు ${changeDay} నుండి కూడా భారతీయ రిజర్వ్ బ్యాంక్ ${walletRulesYear} నాటి నియమాలే వర్తిస్తాయి.`,
  /** The same, after a sentence about those wallets. */
  walletsUnchanged: `ఇవి భారతీయ రిజర్వ్ బ్యాంక్ ${walletRulesYear} నాటి నియమాలు; ${changeDay} నుండి కూడా ఇవే వర్తిస్తాయి.`,
};

/**
 * Laws and rules quoted on more than one page. Each entry: `name` stands alone (a heading);
 * `summary` is one or more whole sentences.
 */
const law = {
  bns303: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 303 (దొంగతనం)",
    summary: "ఒకరి అనుమతి లేకుండా, వారి దగ్గర ఉన్న చరాస్తిని, ఉదాహరణకు ఫోన్, ల్యాప్‌టాప్, పర్సు లేదా కార్డును, నిజాయితీ లేని ఉద్దేశంతో తీసుకోవడం దొంగతనం.",
  },
  bns308: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 308 (బెదిరించి డబ్బు వసూలు చేయడం, extortion)",
    summary:
      "ఒకరికి హాని జరుగుతుందని భయపెట్టి వారి నుండి డబ్బు లేదా ఆస్తి తీసుకోవడం బెదిరించి వసూలు చేయడం (extortion). ఫోన్ లేదా మెసేజ్ ద్వారా చేసే బెదిరింపు కూడా ఇందులోకే వస్తుంది. శిక్ష: ఏడు సంవత్సరాల వరకు జైలు, జరిమానా, లేదా రెండూ.",
  },
  bns318: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 318 (మోసం, cheating)",
    summary:
      "ఒకరిని మోసగించి వారి నుండి డబ్బు లేదా ఆస్తి తీసుకోవడం మోసం (cheating). బాధితుడితోనే ఆస్తిని అప్పగించేలా చేస్తే, శిక్ష ఏడు సంవత్సరాల వరకు జైలు, జరిమానా.",
  },
  bns319: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 319 (వేరొకరిలా నటించి మోసం చేయడం)",
    summary:
      "వేరొకరిలా నటించి మోసం చేయడం నేరం. ఆ వ్యక్తి నిజమైనవారైనా, కల్పితమైనవారైనా సరే; ఉదాహరణకు బ్యాంకు అధికారి, పోలీసు అధికారి లేదా బంధువులా నటించడం. శిక్ష: ఐదు సంవత్సరాల వరకు జైలు, జరిమానా, లేదా రెండూ.",
  },
  bns351: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 351 (నేరపూరిత బెదిరింపు)",
    summary:
      "ఒకరిని భయపెట్టడానికి, లేదా ఏదైనా పని చేయమని బలవంతం చేయడానికి, వారి శరీరానికి, పరువుకు లేదా ఆస్తికి హాని చేస్తామని బెదిరించడం నేరం. శిక్ష: రెండు సంవత్సరాల వరకు జైలు, జరిమానా, లేదా రెండూ; చంపుతామని లేదా తీవ్ర గాయం చేస్తామని బెదిరిస్తే ఏడు సంవత్సరాల వరకు.",
  },
  bnss173: {
    name: "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS), సెక్షన్ 173 (ప్రథమ సమాచార నివేదిక – FIR, 'జీరో FIR')",
    summary:
      "పోలీసులు నేరుగా చర్య తీసుకోవాల్సిన నేరం (cognizable offence) గురించిన సమాచారాన్ని ఏ పోలీస్ స్టేషన్‌లోనైనా ఇవ్వవచ్చు; నేరం ఏ ప్రాంతంలో జరిగినా సరే. నోటి మాటగా గానీ ఎలక్ట్రానిక్ పద్ధతిలో గానీ ఇవ్వవచ్చు (ఎలక్ట్రానిక్‌గా ఇచ్చిన సమాచారంపై మూడు రోజులలోపు సంతకం చేయాలి). నమోదు చేసిన దాని కాపీని ఉచితంగా పొందే హక్కు మీకు ఉంది.",
  },
  bnssRefusal: {
    name: "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS), సెక్షన్లు 173(3), 173(4), 175(3) (పోలీసులు FIR నమోదు చేయడంలో ఆలస్యం చేస్తే లేదా నిరాకరిస్తే)",
    summary: `${rule.enquiry.says} ${rule.refusal.says} ${rule.magistrate.says}`,
  },
  arrest: {
    name: "భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS), సెక్షన్లు 47, 58, మరియు భారత రాజ్యాంగంలోని ఆర్టికల్ 22 (Article 22) (అరెస్టు చేసినప్పుడు మీ హక్కులు)",
    summary: `నిజమైన అరెస్టు ఎదురుగానే, నేరుగానే జరుగుతుంది. ${rule.arrestGrounds.says} ${rule.arrestCustody.says} రాజ్యాంగంలోని ఆర్టికల్ 22(1), అరెస్టుకు కారణాలు తెలుసుకునే హక్కును ఇస్తుంది. ఆర్టికల్ 22(2), 24 గంటలలోపు మేజిస్ట్రేట్ ముందు హాజరుపరచబడే హక్కును ఇస్తుంది.`,
  },
  itAct43: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 43 (నష్టపరిహారం)",
    summary:
      "అనుమతి లేకుండా మీ కంప్యూటర్ లేదా ఫోన్‌లోకి చొరబడేవారు, మీ డేటాను కాపీ లేదా డౌన్‌లోడ్ చేసేవారు, వైరస్ పెట్టేవారు, లేదా మీ డేటాను పాడు చేసేవారు మీకు నష్టపరిహారం చెల్లించాలి.",
  },
  itAct66: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 66 (కంప్యూటర్ సంబంధిత నేరాలు)",
    summary:
      "సెక్షన్ 43లో చెప్పిన ఏ పనినైనా నిజాయితీ లేకుండా లేదా మోసపూరితంగా చేయడం నేరం. శిక్ష: మూడు సంవత్సరాల వరకు జైలు, ₹5 లక్షల వరకు జరిమానా, లేదా రెండూ.",
  },
  itAct66C: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 66C (గుర్తింపు దొంగతనం)",
    summary:
      "వేరొకరి ఎలక్ట్రానిక్ సంతకం, పాస్‌వర్డ్ లేదా ఇతర ప్రత్యేక గుర్తింపును మోసపూరితంగా లేదా నిజాయితీ లేకుండా ఉపయోగిస్తే, మూడు సంవత్సరాల వరకు జైలు, ₹1 లక్ష వరకు జరిమానా విధించవచ్చు.",
  },
  itAct66D: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 66D (కంప్యూటర్ ద్వారా వేరొకరిలా నటించి మోసం చేయడం)",
    summary: "ఫోన్, కంప్యూటర్, యాప్ లేదా వెబ్‌సైట్ ద్వారా వేరొకరిలా నటించి మోసం చేస్తే, మూడు సంవత్సరాల వరకు జైలు, ₹1 లక్ష వరకు జరిమానా విధించవచ్చు.",
  },
  bns336: {
    name: "భారతీయ న్యాయ సంహిత, 2023 (BNS), సెక్షన్ 336 (ఫోర్జరీ, నకిలీ పత్రాల తయారీ)",
    summary:
      "హాని చేయడానికి లేదా మోసం చేయడానికి నకిలీ పత్రం లేదా నకిలీ ఎలక్ట్రానిక్ రికార్డు తయారు చేయడం, ఉదాహరణకు మీ పేరుతో నకిలీ గుర్తింపు కార్డు లేదా లేఖ, ఫోర్జరీ (forgery). మోసం చేయడానికి ఫోర్జరీ చేస్తే, శిక్ష ఏడు సంవత్సరాల వరకు జైలు, జరిమానా.",
  },
  itAct66B: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 66B (దొంగిలించిన పరికరాలు)",
    summary:
      "దొంగిలించిన కంప్యూటర్ లేదా కమ్యూనికేషన్ పరికరాన్ని, ఉదాహరణకు ఫోన్‌ను, అది దొంగిలించినదని తెలిసి గానీ అలా నమ్మడానికి కారణం ఉండి గానీ, నిజాయితీ లేకుండా తీసుకోవడం లేదా దగ్గర ఉంచుకోవడం నేరం.",
  },
  itAct66E: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 66E (గోప్యతా ఉల్లంఘన)",
    summary: "ఒకరి అనుమతి లేకుండా, వారి గోప్యతను ఉల్లంఘించే పరిస్థితుల్లో, వారి రహస్య అవయవాల ఫోటోలు తీయడం, ప్రచురించడం లేదా పంపడం నేరం.",
  },
  itAct72A: {
    name: "సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 72A (ఒప్పందాన్ని ఉల్లంఘించి సమాచారాన్ని బయటపెట్టడం)",
    summary:
      "ఒప్పందం ప్రకారం సేవ అందిస్తున్నప్పుడు ఒకరి వ్యక్తిగత సమాచారాన్ని పొందిన వ్యక్తి, సేవా సంస్థతో సహా, తప్పుడు నష్టం లేదా లాభం కలిగించే ఉద్దేశంతో దాన్ని అనుమతి లేకుండా గానీ ఒప్పందాన్ని ఉల్లంఘించి గానీ బయటపెడితే, వారిపై జరిమానా (penalty) విధించవచ్చు. జన్ విశ్వాస్ (నిబంధనల సవరణ) చట్టం, 2023 (Jan Vishwas (Amendment of Provisions) Act, 2023) వచ్చిన తర్వాత, ఇది డబ్బు రూపంలో జరిమానా మాత్రమే; జైలు శిక్ష పడే నేరం కాదు.",
  },
  itRules3_2b: {
    name: "సమాచార సాంకేతిక (మధ్యవర్తుల మార్గదర్శకాలు మరియు డిజిటల్ మీడియా నైతిక నియమావళి) నియమాలు, 2021 (IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021), నియమం 3(2)(b)",
    summary:
      "సంబంధిత వ్యక్తి (లేదా వారి తరఫున వేరొకరు) ఫిర్యాదు చేసిన 24 గంటలలోపు, ఆన్‌లైన్ ప్లాట్‌ఫారాలు కొన్ని రకాల కంటెంట్‌ను తొలగించడానికి తగిన చర్యలు తీసుకోవాలి: వారి రహస్య అవయవాలను లేదా నగ్నత్వాన్ని చూపించే కంటెంట్, లేదా వారిలా నటించే కంటెంట్, మార్చి తయారు చేసిన (మార్ఫ్ చేసిన) ఫోటోలతో సహా.",
  },
  certInDirections: {
    name: "సమాచార సాంకేతిక చట్టంలోని సెక్షన్ 70B(6) కింద CERT-In ఆదేశాలు (CERT-In Directions, 28 ఏప్రిల్ 2022)",
    summary:
      "సేవా సంస్థలు, మధ్యవర్తులు (intermediaries), డేటా సెంటర్లు, కంపెనీలు, ప్రభుత్వ సంస్థలు జాబితాలో ఉన్న సైబర్ ఘటనలను గమనించిన 6 గంటలలోపు CERT-Inకు తెలియజేయాలి. డేటా ఉల్లంఘన (data breach), డేటా లీక్, ర్యాన్సమ్‌వేర్, అనధికార ప్రవేశం కూడా వీటిలో ఉన్నాయి.",
  },
  dpdp8_6: {
    name: "డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, 2023 (Digital Personal Data Protection Act, 2023), సెక్షన్ 8(6)",
    summary:
      "వ్యక్తిగత డేటాను దగ్గర ఉంచుకునే సంస్థ, ఆ డేటాలో ఉల్లంఘన (data breach) జరిగితే, భారత డేటా పరిరక్షణ బోర్డుకు (Data Protection Board of India), ప్రభావితమైన ప్రతి వ్యక్తికీ తెలియజేయాలి. చట్టంలోని చాలా భాగాల లాగే ఈ బాధ్యత కూడా, నవంబర్ 2025లో డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ నియమాలు, 2025 (DPDP Rules, 2025) ప్రకటించిన తర్వాత, దశలవారీగా అమలులోకి వస్తోంది.",
  },
  rbiFailedTransactions: {
    name: `భారతీయ రిజర్వ్ బ్యాంక్ (RBI): ${rule.failedAtm.instrument}`,
    summary: `${rule.failedAtm.says} ${rule.failedTransfer.says} డబ్బు తిరిగి రాకపోతే, ముందుగా మీ బ్యాంకుకు లిఖితపూర్వకంగా ఫిర్యాదు చేయండి; ఆ తర్వాత RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఫిర్యాదు చేయండి.`,
  },
  rbiLiabilityBefore: {
    name: `భారతీయ రిజర్వ్ బ్యాంక్ (RBI), ${beforeChange}: ${rbiByDate.before.thirdParty.instrument}`,
    summary: `మీరు అనుమతించని లావాదేవీలకు ఇవి నియమాలు. ${rbiByDate.before.bankFault.says} ${rbiByDate.before.thirdParty.says} సకాలంలో అంటే: ${rbiByDate.windowBefore}. ${rbiByDate.before.limited.says} ${rbiByDate.before.negligence.says} ${rbiByDate.creditBefore} మోసపోయి మీరే స్వయంగా చేసిన చెల్లింపుకు ఈ నియమాలు వర్తించవు.`,
  },
  rbiLiabilityFrom: {
    name: `భారతీయ రిజర్వ్ బ్యాంక్ (RBI), ${fromChange}: ${rbiByDate.from.directions.instrument}`,
    summary: `${rbiByDate.from.directions.says} ${rbiByDate.from.bankFault.says} ${rbiByDate.from.thirdParty.says} ${rbiByDate.from.negligence.says} ${rbiByDate.bankDutiesFrom} ${rbiByDate.compensation}`,
  },
  rbiWallets: {
    name: `భారతీయ రిజర్వ్ బ్యాంక్ (RBI), బ్యాంకులు కాకుండా ఇతర కంపెనీలు జారీ చేసే వాలెట్లకు: ${rbiByDate.wallets.liability.instrument}`,
    summary: `${rbiByDate.wallets.liability.says} ${rbiByDate.wallets.credit.says} ఈ మొత్తం ${within(wallets.credit)} మీ వాలెట్‌లో జమ కావాలి. ${rbiByDate.walletsUnchanged}`,
  },
};

/**
 * Where-to-complain lines that read the same on every page that needs them. Each is one or more
 * whole sentences (or a name, a colon and sentences), used as a list item on its own.
 */
const where = {
  helpline1930: `1930, జాతీయ సైబర్ నేరాల హెల్ప్‌లైన్. ${rule.helpline.says}`,
  portal:
    "cybercrime.gov.in, జాతీయ సైబర్ నేరాల ఫిర్యాదు పోర్టల్. దీన్ని కేంద్ర హోం మంత్రిత్వ శాఖకు చెందిన భారత సైబర్ నేరాల సమన్వయ కేంద్రం (I4C) నడుపుతుంది. మీ ఫిర్యాదు రసీదు నంబర్ (acknowledgement number) ద్వారా మీ ఫిర్యాదు స్థితిని చూడండి.",
  police: `ఏ పోలీస్ స్టేషన్ అయినా, లేదా సైబర్ క్రైమ్ పోలీస్ స్టేషన్. నేరం వేరే చోట జరిగినా మీరు ఫిర్యాదు చేయవచ్చు ('జీరో FIR'); పోలీసులు దాన్ని సరైన పోలీస్ స్టేషన్‌కు పంపుతారు. ${rule.refusal.says} రిజిస్టర్డ్ పోస్ట్ (registered post) లేదా స్పీడ్ పోస్ట్ ఉపయోగించండి; రసీదును జాగ్రత్తగా దాచుకోండి.`,
  bank: `మీ బ్యాంకు, వాలెట్ లేదా కార్డు కంపెనీ: దాని అధికారిక హెల్ప్‌లైన్, యాప్ లేదా బ్రాంచ్ ద్వారా. అనధికార లావాదేవీల గురించి మీరు ఏ సమయంలోనైనా తెలియజేయడానికి బ్యాంకులు వీలు కల్పించాలి. ఫిర్యాదు నంబర్ తప్పకుండా తీసుకోండి. ${rbiByDate.walletsNote}`,
  ombudsman: `RBI అంబుడ్స్‌మన్ (RBI Ombudsman): ${rule.ombudsman.instrument}. ${rule.ombudsman.says}`,
  chakshu: `${reportingRules.chakshu} ఇప్పటికే పోయిన డబ్బు గురించిన ఫిర్యాదులను చక్షు (Chakshu) చూడదు: వాటి కోసం 1930 నంబర్‌కు, పైన చెప్పిన జాతీయ పోర్టల్‌లో ఫిర్యాదు చేయండి.`,
  certIn:
    "CERT-In, భారత కంప్యూటర్ అత్యవసర ప్రతిస్పందన బృందం: ఫిషింగ్, హ్యాకింగ్ వంటి సైబర్ భద్రతా ఘటన వల్ల నష్టపోయిన ఎవరైనా దాని గురించి incident@cert-in.org.in చిరునామాకు తెలియజేయవచ్చు.",
};

/**
 * RBI's reporting clock for unauthorised transactions, shared by the money pages, each rule with
 * its dates. Each entry is one or more whole sentences, used as a list item on its own.
 */
const rbiClock = {
  reportBefore: `${beforeChange}: మీ అనుమతి లేకుండా డబ్బు తీసుకుని ఉంటే, ${rbiByDate.windowBefore} మీ బ్యాంకుకు తెలియజేయండి. ${rbiByDate.before.bankFault.says} ${rbiByDate.before.thirdParty.says} ${rbiByDate.before.limited.says}`,
  reportFrom: `${fromChange}: మీ అనుమతి లేకుండా డబ్బు తీసుకుని ఉంటే, ${rbiByDate.windowFrom} మీ బ్యాంకుకు తెలియజేయండి.${rbiByDate.dayOneFrom} ${rbiByDate.from.bankFault.says} ${rbiByDate.from.thirdParty.says}`,
  bankDutiesBefore: `${beforeChange}: ${rbiByDate.creditBefore}`,
  bankDutiesFrom: `${fromChange}: ${rbiByDate.bankDutiesFrom}`,
  /** Money taken without approval, said in one line: keep RBI's protection by reporting in time. */
  inTime: `మీ అనుమతి లేకుండా మీ ఖాతా నుండి డబ్బు పోయి ఉంటే, రిజర్వ్ బ్యాంక్ ఇచ్చే రక్షణను కోల్పోకుండా ఉండటానికి వెంటనే మీ బ్యాంకుకు తెలియజేయండి. ${rbiByDate.timeLimits}`,
  trickedPayment: `${rbiByDate.trickedPayment} ${rbiByDate.actNow} అప్పుడు కూడా పోలీసులు, బ్యాంకులు డబ్బును నిలిపివేయడానికి ప్రయత్నించవచ్చు. ${reportingRules.moneyRestorationShort}`,
};

export const topics = {
  "money-scam": {
    meta: {
      title: "డబ్బు మోసానికి సహాయం",
      description:
        "ఆన్‌లైన్ లేదా ఫోన్ మోసంలో డబ్బు పోగొట్టుకున్నారా? 1930 నంబర్‌కు కాల్ చేయండి, cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి, వెంటనే మీ బ్యాంకుకు తెలియజేయండి. తర్వాత ఏం చేయాలో ఇక్కడ చదవండి.",
    },
    heading: "డబ్బు మోసం: ఇప్పుడు ఏం చేయాలి",
    intro: [
      "ఎవరైనా మిమ్మల్ని మోసం చేసి డబ్బు పంపేలా చేసినా, లేదా మీ ఖాతా నుండి డబ్బు తీసుకున్నా, మీరు ఒంటరి కాదు. ఇది మీ తప్పు కాదు. ఇప్పుడు అన్నింటికంటే ముఖ్యం వేగంగా చర్య తీసుకోవడం.",
      "వీలైనంత త్వరగా జాతీయ సైబర్ నేరాల హెల్ప్‌లైన్ 1930 నంబర్‌కు కాల్ చేయండి. తర్వాత మీ బ్యాంకుకు తెలియజేయండి; అన్ని ఆధారాలను జాగ్రత్తగా దాచుకోండి. అన్ని దశలూ కింద ఉన్నాయి. లేదా మీ ప్రశ్నను మాకు పంపండి; ఫిర్యాదు చేయడంలో మేము సహాయం చేస్తాము.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "డబ్బు మోసం అంటే, మీరు మోసగాడికి డబ్బు చెల్లించేలా చేసే, లేదా అతను మీ ఖాతా నుండి డబ్బు తీసుకునేలా చేసే ఏ ఉపాయమైనా. ఇది ఫోన్ కాల్, SMS, వాట్సాప్ మెసేజ్, సోషల్ మీడియా పోస్ట్, ఈమెయిల్ లేదా నకిలీ వెబ్‌సైట్‌తో మొదలవ్వచ్చు.",
        "సాధారణ రకాలు: నకిలీ కస్టమర్ కేర్ నంబర్లు; బహుమతి, లాటరీ మెసేజ్‌లు; ముందుగా డబ్బు కట్టమనే పార్ట్‌టైమ్ 'టాస్క్' ఉద్యోగాలు; నకిలీ పెట్టుబడి గ్రూపులు; వస్తువును ఎప్పటికీ పంపని ఆన్‌లైన్ అమ్మకందారులు; డబ్బు పంపడానికి బదులు UPI కలెక్ట్ రిక్వెస్ట్ (డబ్బు అడిగే అభ్యర్థన) పంపే 'కొనుగోలుదారులు'; వెంటనే డబ్బు కావాలనే 'స్నేహితుడు' లేదా బంధువు.",
        "మోసగాళ్లు డబ్బును చాలా వేగంగా ఎన్నో ఖాతాలకు మార్చేస్తారు. త్వరగా ఫిర్యాదు చేస్తే, డబ్బు మాయమయ్యే ముందే దాన్ని నిలిపివేయడానికి పోలీసులు, బ్యాంకులు ప్రయత్నించగలరు.",
        `వేరే సమస్య: ${rule.failedTransfer.says} ఆ లావాదేవీ UTR నంబర్‌ను జాగ్రత్తగా దాచుకోండి. డబ్బు తిరిగి రాకపోతే, ముందుగా మీ బ్యాంకుకు లిఖితపూర్వకంగా ఫిర్యాదు చేయండి; ఆ తర్వాత RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఫిర్యాదు చేయండి.`,
      ],
      warningSigns: [
        "ఇప్పుడే ఏదైనా చేయమని ఒత్తిడి, లేదా ఆలస్యం చేస్తే ఏదో చెడు జరుగుతుందని బెదిరింపు.",
        "మీ OTP, UPI PIN, కార్డు PIN, CVV లేదా నెట్ బ్యాంకింగ్ పాస్‌వర్డ్ అడగడం. నిజమైన ఏ బ్యాంకు, కంపెనీ, అధికారి వీటిని అడగరు.",
        "డబ్బు 'అందుకోవడానికి' UPI PIN వేయమనడం, లేదా QR కోడ్ స్కాన్ చేయమనడం. UPI PIN డబ్బు పంపడానికి మాత్రమే అవసరం.",
        "నమ్మలేనంత మంచి ఆఫర్: చాలా ఎక్కువ లాభం, వీడియోలకు లైక్ కొడితేనే సులభంగా సంపాదన, మీరు పాల్గొనని పోటీలో బహుమతి.",
        "రీఫండ్, లోన్, ఉద్యోగం లేదా బహుమతి రావడానికి ముందు 'ప్రాసెసింగ్ ఫీజు', 'పన్ను' లేదా 'డిపాజిట్' కట్టమనడం.",
        "స్క్రీన్ షేర్ చేసే యాప్ లాంటి ఏదైనా యాప్ ఇన్‌స్టాల్ చేయమనడం, లేదా మీ ఖాతాను 'వెరిఫై' చేయడానికి ఒక లింక్‌పై క్లిక్ చేయమనడం.",
        "కొత్త నంబర్ నుండి స్నేహితుడు లేదా బంధువు అని చెప్పుకుంటూ వెంటనే డబ్బు అడిగేవారు, కానీ ఫోన్‌లో మాట్లాడలేమని చెప్పేవారు.",
        "డబ్బు అందుకునే వ్యక్తి పేరుగా మీ UPI యాప్ చూపించే పేరు, మీరు డబ్బు పంపుతున్నామనుకునే వ్యక్తి లేదా కంపెనీ పేరుతో సరిపోలకపోవడం.",
      ],
      firstSteps: [
        "1930 నంబర్‌కు కాల్ చేయండి. తేదీ, మొత్తం, లావాదేవీ నంబర్ (transaction ID), మీ బ్యాంకు, డబ్బు వెళ్లిన ఖాతా లేదా UPI ID చెప్పండి. మీకు ఇచ్చే ఫిర్యాదు రసీదు నంబర్‌ను రాసి పెట్టుకోండి.",
        "మీ బ్యాంకు అధికారిక హెల్ప్‌లైన్‌కు కాల్ చేయండి (మీ కార్డు లేదా పాస్‌బుక్‌పై, లేదా బ్యాంకు సొంత వెబ్‌సైట్‌లో ఉన్న నంబర్). లావాదేవీని మోసం అని తెలియజేయండి; అవసరమైతే మీ కార్డు, UPI లేదా నెట్ బ్యాంకింగ్‌ను బ్లాక్ చేయమని అడగండి. ఫిర్యాదు నంబర్‌ను రాసి పెట్టుకోండి.",
        `${rule.portal.says} 1930 నంబర్‌లో మాట్లాడలేకపోతే, నేరుగా పోర్టల్‌లో ఫిర్యాదు చేయండి.`,
        "మోసగాడితో అన్ని సంబంధాలనూ ఆపేయండి. రీఫండ్ ఇస్తామని చెప్పినా, బెదిరించినా, ఇంకా ఎలాంటి డబ్బూ ఇవ్వకండి.",
        "చాట్‌లు, చెల్లింపు స్క్రీన్‌లు, మోసగాడి నంబర్, ప్రొఫైల్, UPI ID, వెబ్‌సైట్ మాయమయ్యే ముందే వాటి స్క్రీన్‌షాట్లు తీసి పెట్టుకోండి. దేనినీ డిలీట్ చేయకండి.",
        "ఏదైనా పాస్‌వర్డ్ లేదా PIN చెప్పి ఉంటే, దాన్ని ఇప్పుడే మార్చండి. వారు చెప్పినట్లు ఏదైనా యాప్ ఇన్‌స్టాల్ చేసి ఉంటే, దాన్ని తీసేయండి.",
        "ఏం జరిగిందో తేదీ, సమయంతో సహా రాసి పెట్టుకోండి, అంతా స్పష్టంగా గుర్తున్నప్పుడే.",
      ],
      whenToComplain: [
        "వెంటనే. మొదటి కొన్ని గంటలే అత్యంత ముఖ్యం; అప్పుడు డబ్బు, అది మొదట చేరిన ఖాతాల్లోనే ఇంకా ఉండే అవకాశం ఉంది.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        "మీరు మీ OTP, PIN లేదా పాస్‌వర్డ్ చెప్పడం వల్ల నష్టం జరిగితే, బ్యాంకుకు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరే భరించాలి. తెలియజేసిన తర్వాత తీసుకునే డబ్బుకు బ్యాంకే బాధ్యత వహిస్తుంది.",
        rbiByDate.compensation,
        rbiClock.trickedPayment,
        rbiClock.bankDutiesBefore,
        rbiClock.bankDutiesFrom,
      ],
      whereToComplain: [where.helpline1930, where.portal, where.bank, where.police, where.ombudsman, where.chakshu],
      documents: [
        "గుర్తింపు రుజువు (ఆధార్, పాన్ కార్డు, ఓటర్ ID కార్డు, పాస్‌పోర్ట్ లేదా డ్రైవింగ్ లైసెన్స్).",
        "మోసపూరిత లావాదేవీలు కనిపించే బ్యాంకు స్టేట్‌మెంట్.",
        "సంప్రదింపుల ఆధారం: మోసగాడితో జరిగిన సంభాషణల స్క్రీన్‌షాట్లు, చాట్‌లు, కాల్ లాగ్ (call log), SMS, ఈమెయిల్స్.",
        "డబ్బు ఎక్కడి నుండి వచ్చిందో చూపించడానికి, గత 3 సంవత్సరాల ఆదాయపు పన్ను రిటర్న్‌లు. ఇవి కొన్నిసార్లు మాత్రమే అడుగుతారు; మోసం గురించి ఫిర్యాదు చేయడానికి ఇవి అవసరం లేదు.",
        "మీరు సంతకం చేసిన ఫిర్యాదు లేఖ; అందులో ఏం జరిగిందో తేదీ, సమయం వరుసలో ఉండాలి.",
        "FIR కాపీ, మీరు ఇప్పటికే ఏదైనా పోలీస్ స్టేషన్‌లో నేరుగా (ఆఫ్‌లైన్‌లో) ఫిర్యాదు చేసి ఉంటే.",
        "కుటుంబ వివరాలు, ఉదాహరణకు తండ్రి, తల్లి లేదా భర్త/భార్య పేరు; ఫిర్యాదు ఫారాలు వీటిని అడుగుతాయి.",
        "ప్రతి చెల్లింపు UPI / లావాదేవీ నంబర్ (UTR నంబర్).",
      ],
      law: [
        law.bns318,
        law.bns319,
        law.itAct66D,
        law.itAct66C,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiWallets,
        law.rbiFailedTransactions,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "మీ OTP, UPI PIN, కార్డు PIN, CVV లేదా పాస్‌వర్డ్‌ను ఎవరికీ, ఏ కాల్‌లోనూ, ఏ చాట్‌లోనూ చెప్పకండి.",
        "డబ్బు అందుకోవడానికి UPI PIN వేయడం గానీ QR కోడ్ స్కాన్ చేయడం గానీ ఎప్పుడూ అవసరం లేదు.",
        "కస్టమర్ కేర్ నంబర్లను కంపెనీ అధికారిక వెబ్‌సైట్ లేదా యాప్ నుండి మాత్రమే తీసుకోండి; సెర్చ్‌లో వచ్చే ప్రకటనలు లేదా సోషల్ మీడియా పోస్ట్‌ల నుండి ఎప్పుడూ తీసుకోకండి.",
        "డబ్బు పంపే ముందు, డబ్బు అందుకునే వ్యక్తి పేరుగా మీ UPI యాప్ చూపించే పేరును సరిచూసుకోండి.",
        "స్నేహితుడు లేదా బంధువు నుండి అత్యవసరంగా డబ్బు అడుగుతూ మెసేజ్ వస్తే, మీ దగ్గర ఇప్పటికే ఉన్న వారి నంబర్‌కు కాల్ చేసి నిర్ధారించుకోండి.",
        "ఉద్యోగం, లోన్, బహుమతి లేదా రీఫండ్ పొందడానికి ఎప్పుడూ ఫీజు కట్టకండి.",
        "మీ బ్యాంకు యాప్‌లో రోజువారీ లావాదేవీ పరిమితి పెట్టుకోండి; SMS, ఈమెయిల్ అలర్ట్‌లను ఆన్ చేయండి.",
        "1930 నంబర్‌ను, మీ బ్యాంకు హెల్ప్‌లైన్ నంబర్‌ను ఈరోజే మీ ఫోన్‌లో సేవ్ చేసుకోండి.",
      ],
    },
    faqs: [
      {
        question: "నా డబ్బు తిరిగి వస్తుందా?",
        answer: `ఖచ్చితంగా చెప్పలేము. మొదటి కొన్ని గంటలలోపు ఫిర్యాదు చేస్తే అవకాశం ఎక్కువ; అప్పుడు డబ్బు చేరిన ఖాతాల్లోనే దాన్ని పోలీసులు, బ్యాంకులు నిలిపివేయగలరు. ${reportingRules.moneyRestoration} మీ ఫిర్యాదు రసీదు నంబర్‌ను జాగ్రత్తగా దాచుకుని, ఫిర్యాదు స్థితిని తరచూ చూస్తూ ఉండండి.`,
      },
      {
        question: "మోసగాడు వేరే నగరంలో లేదా రాష్ట్రంలో ఉన్నాడు. నేను ఎక్కడ ఫిర్యాదు చేయాలి?",
        answer: `భారతదేశంలో ఎక్కడి నుండైనా cybercrime.gov.in పోర్టల్‌లో ఆన్‌లైన్‌లో ఫిర్యాదు చేయవచ్చు, లేదా ఏ పోలీస్ స్టేషన్‌కైనా వెళ్లవచ్చు. భారతీయ నాగరిక్ సురక్షా సంహిత, 2023 (BNSS) సెక్షన్ 173 కింద, నేరం ఎక్కడ జరిగినా పోలీసులు మీ ఫిర్యాదును నమోదు చేసి ('జీరో FIR'), సరైన పోలీస్ స్టేషన్‌కు పంపవచ్చు. ${reportingRules.eZeroFir}`,
      },
      {
        question: "OTP నేనే చెప్పేశాను. అయినా ఫిర్యాదు చేయవచ్చా?",
        answer: `చేయవచ్చు. మోసపోయి OTP చెప్పినా, మీరు నేరం గురించి ఫిర్యాదు చేయవచ్చు. రిజర్వ్ బ్యాంక్ నియమాల ప్రకారం, బ్యాంకుకు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరు భరించాల్సి రావచ్చు; అందుకే వెంటనే తెలియజేయండి: ఆ తర్వాత తీసుకునే డబ్బుకు బ్యాంకే బాధ్యత వహిస్తుంది. ${rbiByDate.compensationShort} 1930 నంబర్‌కు మీరు చేసే కాల్, పోలీసులకు ఇచ్చే ఫిర్యాదు డబ్బును గుర్తించి నిలిపివేయడానికి అప్పుడు కూడా సహాయపడతాయి.`,
      },
    ],
  },
  "phishing-scam": {
    meta: {
      title: "ఫిషింగ్ మోసానికి సహాయం",
      description:
        "నకిలీ లింక్‌పై క్లిక్ చేశారా, లేదా నకిలీ వెబ్‌సైట్‌లో బ్యాంకు వివరాలు ఇచ్చేశారా? మీ ఖాతాలను ఎలా కాపాడుకోవాలో, భారతదేశంలో ఫిషింగ్ గురించి ఎలా ఫిర్యాదు చేయాలో తెలుసుకోండి.",
    },
    heading: "ఫిషింగ్: నకిలీ లింక్‌లు, వెబ్‌సైట్‌లు, మెసేజ్‌లు",
    intro: [
      "ఫిషింగ్ అంటే మీ బ్యాంకు, ఒక డెలివరీ కంపెనీ, ప్రభుత్వ కార్యాలయం లేదా షాపు పంపినట్లు కనిపించే నకిలీ మెసేజ్ లేదా వెబ్‌సైట్. మీ పాస్‌వర్డ్‌లు, కార్డు వివరాలు లేదా OTP దొంగిలించడానికే దీన్ని తయారు చేస్తారు.",
      "అనుమానాస్పదమైన పేజీలో మీ వివరాలు టైప్ చేసి ఉంటే, ఇప్పుడే చర్య తీసుకోండి: మీ బ్యాంకుకు తెలియజేయండి, పాస్‌వర్డ్‌లు మార్చండి; డబ్బు పోయి ఉంటే 1930 నంబర్‌కు కాల్ చేయండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "ఫిషింగ్ మెసేజ్‌లు SMS, ఈమెయిల్, వాట్సాప్ లేదా సోషల్ మీడియా ద్వారా వస్తాయి. అవి నిజమైన కంపెనీల లోగోలను, భాషా శైలిని కాపీ చేస్తాయి; మీరు టైప్ చేసే ప్రతిదాన్నీ రికార్డు చేసే నకిలీ పేజీలకు లింక్ ఇస్తాయి.",
        "సాధారణ ఎరలు: KYC అప్‌డేట్ లేదా ఖాతా బ్లాక్, చెల్లించని కరెంటు బిల్లు, చిన్న ఫీజు కోసం ఆపిన పార్శిల్, ట్రాఫిక్ జరిమానా చలాన్, ఆదాయపు పన్ను రీఫండ్, గడువు తీరుతున్న రివార్డ్ పాయింట్లు, లేదా ఉద్యోగ అవకాశం. కొన్ని మెసేజ్‌లు ఒక ఫైల్‌ను (ఉదాహరణకు .apk) పంపుతాయి; అది హానికరమైన యాప్‌ను ఇన్‌స్టాల్ చేస్తుంది.",
        "మీ వివరాలతో మోసగాళ్లు మీ బ్యాంకు ఖాతాలో లేదా ఈమెయిల్‌లో లాగిన్ అవుతారు, కొత్త లబ్ధిదారులను (payee) చేరుస్తారు, లేదా మిమ్మల్ని మోసం చేసి తీసుకున్న OTPతో చెల్లింపులను ఆమోదిస్తారు.",
      ],
      warningSigns: [
        "కంపెనీ నిజమైన వెబ్ చిరునామాకు బదులు, స్పెల్లింగ్ తప్పు ఉన్న పేరు, అదనపు పదాలు లేదా వింత ముగింపు ఉన్న లింక్.",
        "తొందరపెట్టడం, ఉదాహరణకు 'మీ ఖాతా ఈరోజు బ్లాక్ అవుతుంది'.",
        "మీ కార్డు నంబర్, CVV, PIN, OTP లేదా నెట్ బ్యాంకింగ్ పాస్‌వర్డ్ అడిగే పేజీ.",
        "కుదించిన (short) లింక్, లేదా వ్యక్తిగత మొబైల్ నంబర్ నుండి గానీ ఉచిత ఈమెయిల్ చిరునామా నుండి గానీ వచ్చే మెసేజ్.",
        "స్పెల్లింగ్ తప్పులు, వింత భాష, లేదా మీ పేరుకు బదులు 'ప్రియమైన కస్టమర్'.",
        "మీరు మొదలుపెట్టని చెల్లింపు లేదా లాగిన్ కోసం OTP రావడం.",
      ],
      firstSteps: [
        "డబ్బు పోయి ఉంటే, వెంటనే 1930 నంబర్‌కు, మీ బ్యాంకు అధికారిక హెల్ప్‌లైన్‌కు కాల్ చేయండి.",
        "కార్డు, నెట్ బ్యాంకింగ్ లేదా UPI వివరాలు టైప్ చేసి ఉంటే, వాటిని బ్లాక్ చేయమని మీ బ్యాంకును అడగండి.",
        "నకిలీ పేజీలో మీరు ఇచ్చిన పాస్‌వర్డ్‌ను మార్చండి, వీలైతే సురక్షితమైన వేరే పరికరం నుండి. అదే పాస్‌వర్డ్ వాడే మిగతా అన్ని చోట్లా దాన్ని మార్చండి.",
        "ఈమెయిల్‌కు, సోషల్ మీడియాకు టూ-స్టెప్ వెరిఫికేషన్ (two-step verification) ఆన్ చేయండి; మిగతా అన్ని లాగిన్‌ల (sessions) నుండి లాగ్ అవుట్ అవ్వండి.",
        "లింక్ నుండి ఏదైనా ఫైల్ లేదా యాప్ డౌన్‌లోడ్ చేసి ఉంటే, దాన్ని తీసేయండి (మా డిజిటల్ మోసం పేజీ చూడండి).",
        "మెసేజ్, పంపినవారు, లింక్, నకిలీ పేజీ వీటి స్క్రీన్‌షాట్లు తీయండి. లింక్‌ను ఎవరికీ ఫార్వర్డ్ చేయకండి.",
        `cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి. పంపినవారి గురించి కూడా ఫిర్యాదు చేయండి: మెసేజ్ SMS లేదా వాట్సాప్‌లో వచ్చి ఉంటే చక్షు (Chakshu) ద్వారా (${reportingRules.chakshuWithin}), లేకపోతే మీ ఈమెయిల్ సేవా సంస్థకు.`,
      ],
      whenToComplain: [
        "వెంటనే, ఏదైనా డబ్బు పోయి ఉంటే, లేదా ఆ పేజీలో బ్యాంకు వివరాలు గానీ OTP గానీ టైప్ చేసి ఉంటే.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        "OTP లేదా పాస్‌వర్డ్ మీరే చెప్పి ఉంటే, బ్యాంకుకు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరు భరించాల్సి రావచ్చు; అందుకే ఆలస్యం చేయకండి.",
        rbiByDate.compensation,
        "మీకు ఎలాంటి నష్టం జరగకపోయినా, నకిలీ లింక్ లేదా మెసేజ్ గురించి ఫిర్యాదు చేయండి. ఇది ఇతరులు మోసపోకుండా కాపాడవచ్చు.",
        "మీ ఈమెయిల్ లేదా సోషల్ మీడియా ఖాతాను వేరొకరు స్వాధీనం చేసుకుంటే, వెంటనే ఆ ప్లాట్‌ఫారానికి తెలియజేయండి; ఎంత త్వరగా చర్య తీసుకుంటే, ఖాతాను తిరిగి పొందడం సాధారణంగా అంత సులభం.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.bank,
        where.chakshu,
        where.certIn,
        "ఈమెయిల్ లేదా సోషల్ మీడియా ప్లాట్‌ఫారం: అందులోని 'ఫిషింగ్ గురించి ఫిర్యాదు' (report phishing) లేదా 'ఖాతా గురించి ఫిర్యాదు' (report account) సదుపాయం ద్వారా.",
      ],
      documents: [
        "మెసేజ్, పంపినవారి నంబర్ లేదా ఈమెయిల్ చిరునామా, పూర్తి లింక్ వీటి స్క్రీన్‌షాట్లు.",
        "నకిలీ వెబ్‌సైట్ చిరునామా కనిపించేలా తీసిన స్క్రీన్‌షాట్లు.",
        "ఏదైనా నష్టం జరిగి ఉంటే, బ్యాంకు స్టేట్‌మెంట్, లావాదేవీ నంబర్లు (transaction ID).",
        "మీరు చేయని OTPలు, లాగిన్‌లు, చెల్లింపుల గురించి వచ్చిన SMS, ఈమెయిల్ అలర్ట్‌లు.",
        "బ్యాంకు ఫిర్యాదు నంబర్, 1930 / పోర్టల్ ఫిర్యాదు రసీదు నంబర్.",
        "మీ గుర్తింపు రుజువు.",
      ],
      law: [
        law.itAct66C,
        law.itAct66D,
        law.itAct43,
        law.itAct66,
        law.bns318,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
      ],
      safetyTips: [
        "అనుకోకుండా వచ్చే మెసేజ్‌లలోని లింక్‌లపై క్లిక్ చేయకండి. మీ బ్యాంకు చిరునామాను మీరే టైప్ చేయండి, లేదా దాని అధికారిక యాప్ ఉపయోగించండి.",
        "లాగిన్ అయ్యే ముందు పూర్తి వెబ్ చిరునామాను సరిచూసుకోండి. భారతీయ బ్యాంకులు తమ వెబ్‌సైట్‌లను '.bank.in'తో ముగిసే చిరునామాలకు మారుస్తున్నాయి.",
        "KYC వివరాలను మీ బ్యాంకు అధికారిక యాప్‌లో లేదా బ్రాంచ్‌లో మాత్రమే అప్‌డేట్ చేయండి; మెసేజ్‌లో వచ్చే లింక్ ద్వారా ఎప్పుడూ చేయకండి.",
        "టూ-స్టెప్ వెరిఫికేషన్ ఉపయోగించండి; ఈమెయిల్, బ్యాంకు, సోషల్ మీడియాకు వేర్వేరు పాస్‌వర్డ్‌లు పెట్టుకోండి.",
        "అధికారిక ప్లే స్టోర్ లేదా యాప్ స్టోర్ నుండి మాత్రమే యాప్‌లు ఇన్‌స్టాల్ చేయండి; లింక్ నుండి గానీ .apk ఫైల్ నుండి గానీ ఎప్పుడూ చేయకండి.",
        "మీ ఫోన్‌ను, యాప్‌లను అప్‌డేట్ చేస్తూ ఉండండి.",
      ],
    },
    faqs: [
      {
        question: "లింక్ తెరిచాను, కానీ ఏమీ టైప్ చేయలేదు. ఇప్పుడు ఏం చేయాలి?",
        answer: `సాధారణంగా ప్రమాదం తక్కువ. పేజీని మూసేయండి; ఏమీ టైప్ చేయకండి. ఏదైనా ఫైల్ డౌన్‌లోడ్ అయి ఉంటే, దాన్ని తెరవకుండానే డిలీట్ చేయండి; ఏదైనా యాప్ ఇన్‌స్టాల్ అయి ఉంటే, దాన్ని తీసేయండి. కొన్ని రోజులు మీ బ్యాంకు, ఈమెయిల్ అలర్ట్‌లను గమనిస్తూ ఉండండి. ఆ మెసేజ్ గురించి చక్షు (Chakshu) ద్వారా ఫిర్యాదు చేయండి (${reportingRules.chakshuWithin}).`,
      },
      {
        question: "నకిలీ పేజీలో నా OTP నేనే టైప్ చేసేశాను. డబ్బు తిరిగి వస్తుందా?",
        answer: `ఖచ్చితంగా చెప్పలేము. రిజర్వ్ బ్యాంక్ నియమాల ప్రకారం, బ్యాంకుకు తెలియజేసే వరకు జరిగిన నష్టాన్ని మీరు భరించాల్సి రావచ్చు; అందుకే వెంటనే తెలియజేయండి. 1930 నంబర్‌కు కూడా కాల్ చేయండి: డబ్బు చేరిన ఖాతాల్లోనే ఇంకా ఉంటే, పోలీసులు, బ్యాంకులు దాన్ని నిలిపివేయడానికి ప్రయత్నించవచ్చు. ${reportingRules.moneyRestorationShort}`,
      },
      {
        question: "నిజమైన బ్యాంకు వెబ్‌సైట్‌ను, నకిలీ వెబ్‌సైట్‌ను ఎలా గుర్తించాలి?",
        answer:
          "చిరునామాను మీ బ్యాంకు యాప్, కార్డు, పాస్‌బుక్ లేదా స్టేట్‌మెంట్ నుండి తీసుకోండి; దాన్ని బుక్‌మార్క్ చేసి, ఎప్పుడూ అదే ఉపయోగించండి. భారతీయ బ్యాంకుల అధికారిక వెబ్‌సైట్‌లు '.bank.in'తో ముగిసే చిరునామాలకు మారుతున్నాయి; కాబట్టి చిరునామాను కూడా సరిచూసుకోండి. 'వెరిఫికేషన్' పేరుతో PIN లేదా OTP అడిగే ఏ పేజీ అయినా నకిలీదే.",
      },
    ],
  },
  "atm-scam": {
    meta: {
      title: "ATM మోసానికి సహాయం",
      description: `ATM లేదా డెబిట్ కార్డు మోసమా? కార్డును బ్లాక్ చేయండి, 1930 నంబర్‌కు కాల్ చేయండి, వెంటనే బ్యాంకుకు తెలియజేయండి. రిజర్వ్ బ్యాంక్ నియమాల ప్రకారం మీ హక్కులు: ${changeDay} కంటే ముందు, ఆ రోజు నుండి.`,
    },
    heading: "ATM, కార్డు మోసం",
    intro: [
      "మీ అనుమతి లేకుండా, మీ ATM లేదా డెబిట్ కార్డుతో మీ ఖాతా నుండి డబ్బు తీయడం నేరం. భారతీయ రిజర్వ్ బ్యాంక్ (RBI) నియమాలు మిమ్మల్ని కాపాడతాయి, ముఖ్యంగా మీరు త్వరగా తెలియజేస్తే.",
      "ముందుగా మీ కార్డును బ్లాక్ చేయండి. తర్వాత 1930 నంబర్‌కు, మీ బ్యాంకుకు కాల్ చేయండి. ఏం చేయాలో, ఏమేమి జాగ్రత్తగా దాచుకోవాలో కింది దశలు చెబుతాయి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "ATM మోసాల్లో, మీ కార్డు వివరాలను, PINను, లేదా కార్డునే దొంగిలించి, మీ డబ్బును తీసేస్తారు లేదా ఖర్చు చేస్తారు.",
        "సాధారణ ఉపాయాలు: కార్డు పెట్టే చోట అమర్చిన స్కిమ్మింగ్ పరికరం, దానితో పాటు మీ PINను రికార్డు చేసే దాచిన కెమెరా లేదా నకిలీ కీప్యాడ్; 'సహాయం' చేయడానికి వచ్చే అపరిచితుడు, మీ PIN చూసి మీ కార్డును మార్చేస్తాడు; కార్డును మింగేసినట్లు కనిపించే మెషిన్, పక్కనే అతికించిన నకిలీ హెల్ప్‌లైన్ నంబర్‌తో; మీ కార్డు బ్లాక్ అయిందని చెప్పి, కార్డు నంబర్, CVV లేదా OTP అడిగే కాల్స్.",
        `వేరే సమస్య: ${rule.failedAtm.says}`,
      ],
      warningSigns: [
        "కార్డు పెట్టే చోట గానీ కీప్యాడ్‌పై గానీ వదులుగా, ఉబ్బెత్తుగా లేదా వింతగా అమర్చినట్లు ఏదైనా ఉండటం.",
        "సహాయం చేస్తామని ముందుకొచ్చే, చాలా దగ్గరగా నిలబడే, లేదా PIN మళ్లీ వేయమని చెప్పే అపరిచితుడు.",
        "మెషిన్ మీ కార్డును ఉంచేసుకుంటుంది; ATM మీద గానీ గోడ మీద గానీ ఒక 'హెల్ప్‌లైన్ నంబర్' అతికించి ఉంటుంది.",
        "మీకు తిరిగి వచ్చిన కార్డుపై మీ పేరు లేదు.",
        "మీరు చేయని డబ్బు విత్‌డ్రా లేదా కొనుగోలు గురించి SMS.",
        "మీ కార్డు బ్లాక్ అయిందని లేదా KYC చేయాలని చెప్పి, మీ కార్డు నంబర్, గడువు తేదీ, CVV, PIN లేదా OTP అడిగే కాల్.",
      ],
      firstSteps: [
        "మీ బ్యాంకు యాప్, నెట్ బ్యాంకింగ్ లేదా అధికారిక హెల్ప్‌లైన్ (కార్డు వెనుక లేదా బ్యాంకు వెబ్‌సైట్‌లో ఉన్న నంబర్) ద్వారా వెంటనే మీ కార్డును బ్లాక్ చేయండి.",
        "1930 నంబర్‌కు కాల్ చేసి మోసం గురించి తెలియజేయండి. ఫిర్యాదు రసీదు నంబర్‌ను రాసి పెట్టుకోండి.",
        "లావాదేవీల గురించి మీ బ్యాంకుకు లిఖితపూర్వకంగా (యాప్, ఈమెయిల్ లేదా బ్రాంచ్ ద్వారా) తెలియజేయండి; వాటికి మీరు అనుమతి ఇవ్వలేదని చెప్పండి; ఫిర్యాదు నంబర్ తీసుకోండి.",
        rule.portal.says,
        "మీ కార్డు ఇరుక్కుపోయినా లేదా మార్చబడినా, ATM ఉన్న ప్రదేశం, దాని ID (సాధారణంగా మెషిన్ మీద రాసి ఉంటుంది), సమయం రాసి పెట్టుకోండి. మీ బ్యాంకుకు తెలియజేయండి; ATM సీసీటీవీ (CCTV) దృశ్యాలను భద్రపరచమని అడగండి.",
        "అదే PINను ఇతర కార్డులకు కూడా వాడుతుంటే, దాన్ని మార్చండి.",
        "SMS అలర్ట్‌లను డిలీట్ చేయకండి; లావాదేవీలు కనిపించే స్టేట్‌మెంట్ స్క్రీన్‌షాట్ లేదా ప్రింట్ తీసి పెట్టుకోండి.",
      ],
      whenToComplain: [
        `వెంటనే. కార్డును బ్లాక్ చేస్తే ఇంకా నష్టం జరగకుండా ఆగుతుంది; 1930 నంబర్‌కు త్వరగా తెలియజేస్తే, డబ్బును నిలిపివేసే అవకాశం ఎక్కువ. ${reportingRules.moneyRestorationShort}`,
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        rbiClock.bankDutiesBefore,
        rbiClock.bankDutiesFrom,
        `బ్యాంకు మీ అభ్యర్థనను తిరస్కరిస్తే, జవాబు ఇవ్వకపోతే, లేదా సమస్యను పరిష్కరించకపోతే, మీరు ${ombudsmanWithin} RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఫిర్యాదు చేయవచ్చు. ఎలా ఫిర్యాదు చేయాలో "${topicPage.whereToComplain}" విభాగంలో ఉంది.`,
      ],
      whereToComplain: [
        "మీ కార్డు జారీ చేసిన బ్యాంకు: దాని అధికారిక హెల్ప్‌లైన్, యాప్ లేదా బ్రాంచ్ ద్వారా. అనధికార లావాదేవీల గురించి మీరు ఏ సమయంలోనైనా తెలియజేయడానికి బ్యాంకులు వీలు కల్పించాలి.",
        where.helpline1930,
        where.portal,
        where.police,
        where.ombudsman,
      ],
      documents: [
        "మీ గుర్తింపు రుజువు, కార్డు (కార్డు పోయి ఉంటే దాని నంబర్).",
        "మీరు ఒప్పుకోని లావాదేవీలు కనిపించే బ్యాంకు స్టేట్‌మెంట్.",
        "ఆ లావాదేవీల గురించి వచ్చిన SMS, ఈమెయిల్ అలర్ట్‌లు.",
        "ATM ఉన్న ప్రదేశం, ATM ID, తేదీ, సమయం, రసీదు ఉంటే అది.",
        "ఈ లావాదేవీలకు మీరు అనుమతి ఇవ్వలేదని చెబుతూ, మీరు సంతకం చేసి బ్యాంకుకు రాసిన లేఖ.",
        "బ్యాంకు ఫిర్యాదు నంబర్, 1930 / పోర్టల్ ఫిర్యాదు రసీదు నంబర్.",
        "FIR లేదా పోలీసు ఫిర్యాదు కాపీ, నమోదు చేసి ఉంటే.",
      ],
      law: [
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiFailedTransactions,
        law.itAct66C,
        law.bns318,
        law.bns303,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "PIN వేసేటప్పుడు మరో చేత్తో కీప్యాడ్‌ను కప్పి ఉంచండి.",
        "ATM వాడే ముందు కార్డు పెట్టే చోటును, కీప్యాడ్‌ను సరిచూసుకోండి. బ్యాంకు బ్రాంచ్‌లో ఉన్న లేదా గార్డు ఉన్న ATMలను ఎంచుకోండి.",
        "ATM దగ్గర అపరిచితుల సహాయం ఎప్పుడూ తీసుకోకండి. కార్డు ఇరుక్కుపోతే, మీ బ్యాంకు వెబ్‌సైట్‌లో లేదా కార్డుపై ఉన్న నంబర్‌కు కాల్ చేయండి; మెషిన్ మీద అతికించిన నంబర్‌కు కాదు.",
        "SMS అలర్ట్‌లను ఆన్‌లో ఉంచండి; అవసరం లేనప్పుడు మీ బ్యాంకు యాప్‌లో ఆన్‌లైన్, విదేశీ, కాంటాక్ట్‌లెస్ వాడకాన్ని ఆపి ఉంచండి.",
        "మీ PINను కార్డుపై ఎప్పుడూ రాయకండి; పర్సులో కూడా పెట్టకండి.",
        "ఎవరైనా మీ PIN చూసి ఉంటారని అనిపిస్తే, దాన్ని మార్చండి.",
      ],
    },
    faqs: [
      {
        question: "ATM నుండి డబ్బు రాలేదు, కానీ ఖాతా నుండి డబ్బు తగ్గిపోయింది. ఇది మోసమా?",
        answer: `సాధారణంగా కాదు. ${rule.failedAtm.says} ముందుగా మీ బ్యాంకుకు లిఖితపూర్వకంగా ఫిర్యాదు చేయండి; ఆ తర్వాత cms.rbi.org.in వెబ్‌సైట్‌లో RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయండి.`,
      },
      {
        question: "కార్డు నా దగ్గరే ఉంది, అయినా డబ్బు తీశారు. ఇది ఎలా జరిగింది?",
        answer: `ఏదైనా ATM లేదా షాపులో మీ కార్డు కాపీ (స్కిమ్మింగ్) చేసి, మీ PIN రికార్డు చేసి ఉండవచ్చు. మీ PIN గానీ కార్డు వివరాలు గానీ మీరు ఎవరికీ చెప్పకపోతే, ఇది మూడో వ్యక్తి (third party) చేసిన మోసంలా కనిపిస్తోంది. రిజర్వ్ బ్యాంక్ నియమాల ప్రకారం, సకాలంలో మీ బ్యాంకుకు తెలియజేస్తే, మీరు ఎలాంటి నష్టాన్నీ భరించాల్సిన అవసరం లేదు. ${rbiByDate.timeLimits}`,
      },
      {
        question: "బ్యాంకు నిర్ణయం తీసుకోవడానికి ఎంత కాలం పడుతుంది?",
        answer: `మీరు అనుమతించని లావాదేవీలో, అది ఆ లావాదేవీ తేదీపై ఆధారపడి ఉంటుంది. ${rbiClock.bankDutiesBefore} ${rbiClock.bankDutiesFrom} బ్యాంకు సమస్యను పరిష్కరించకపోతే, cms.rbi.org.in వెబ్‌సైట్‌లో RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయవచ్చు.`,
      },
    ],
  },
  "fake-calls": {
    meta: {
      title: "నకిలీ కాల్ మోసానికి సహాయం",
      description:
        "భారతదేశంలో నకిలీ పోలీసు, బ్యాంకు, కొరియర్ లేదా 'డిజిటల్ అరెస్ట్' కాల్స్: వాటిని ఎలా గుర్తించాలి, ఏం చేయాలి, ఎక్కడ ఫిర్యాదు చేయాలి. డబ్బు పోయిందా? 1930 నంబర్‌కు కాల్ చేయండి.",
    },
    heading: "నకిలీ కాల్స్, 'డిజిటల్ అరెస్ట్' బెదిరింపులు",
    intro: [
      "మోసగాళ్లు మీ బ్యాంకు, కొరియర్ కంపెనీ, పోలీసులు, CBI, కస్టమ్స్ అధికారులు లేదా ఆపదలో ఉన్న మీ బంధువు అని చెప్పుకుంటూ కాల్ చేస్తారు. భయపెట్టి లేదా తొందరపెట్టి మీతో డబ్బు పంపిస్తారు, లేదా మీ వివరాలు తీసుకుంటారు.",
      "నిజమైన ఏ అధికారీ ఫోన్ కాల్‌లో గానీ వీడియో కాల్‌లో గానీ మిమ్మల్ని డబ్బు, OTP లేదా PIN అడగరు. మీరు ఇప్పటికే డబ్బు చెల్లించి ఉంటే, ఇప్పుడే 1930 నంబర్‌కు కాల్ చేయండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "నకిలీ కాల్ అంటే, మీరు నమ్మే ఒక వ్యక్తి లేదా ఒక కార్యాలయం లాగా నటిస్తూ ఎవరైనా చేసే ఫోన్, వాట్సాప్ లేదా వీడియో కాల్. మిమ్మల్ని భయపెట్టి లేదా తొందరపెట్టి డబ్బు పంపేలా చేయడం, OTP లేదా PIN తెలుసుకోవడం, లేదా ఏదో ఒక యాప్ ఇన్‌స్టాల్ చేయించడం వాళ్ల లక్ష్యం.",
        "'డిజిటల్ అరెస్ట్' మోసంలో, కాల్ చేసేవాళ్లు తమను పోలీసులు, CBI, కస్టమ్స్ అధికారులు లేదా జడ్జి అని చెప్పుకుంటారు. మీ పేరు మీద వచ్చిన పార్సిల్‌లో డ్రగ్స్ ఉన్నాయని, లేదా మీ ఆధార్‌ను ఒక నేరంలో వాడారని అంటారు. గంటల తరబడి మిమ్మల్ని వీడియో కాల్‌లోనే ఉంచుతారు. మీ పేరును 'క్లియర్' చేయడానికి డబ్బు అడుగుతారు. 'డిజిటల్ అరెస్ట్' అనేదే లేదు: నిజమైన సంస్థలు వీడియో కాల్‌లో ఎవరినీ అరెస్ట్ చేయవు, డబ్బు కూడా వసూలు చేయవు.",
        "ఇంకా కొన్ని సాధారణ కథలు: మీ సిమ్ కట్ అవుతుంది, ఈ రాత్రికే మీ కరెంట్ కనెక్షన్ తీసేస్తారు, మీ KYC గడువు ముగిసింది, మీ బంధువును అరెస్ట్ చేశారు లేదా వారికి గాయమైంది, లేదా మీరు బహుమతి గెలుచుకున్నారు.",
      ],
      warningSigns: [
        "వెంటనే ఏదైనా చేయకపోతే అరెస్ట్ చేస్తామని, ఖాతా స్తంభింపజేస్తామని లేదా కనెక్షన్ తీసేస్తామని కాల్ చేసిన వ్యక్తి బెదిరిస్తారు.",
        "ఎవరికీ చెప్పవద్దని, కాల్ కట్ చేయవద్దని, లేదా వీడియో కాల్‌లోనే ఉండాలని మీకు చెబుతారు.",
        "కాల్ చేసిన వ్యక్తి వీడియోలో ID కార్డు, యూనిఫాం, పోలీస్ స్టేషన్ లాంటి నేపథ్యం లేదా 'కోర్టు ఆర్డర్' చూపిస్తారు.",
        "'సేఫ్', 'వెరిఫికేషన్' లేదా 'RBI' ఖాతా అని చెప్పి ఒక ఖాతాకు డబ్బు పంపమంటారు.",
        "మీ OTP, PIN లేదా కార్డు వివరాలు అడుగుతారు, లేదా స్క్రీన్ షేరింగ్ యాప్ ఇన్‌స్టాల్ చేయమంటారు.",
        "రికార్డ్ చేసిన ఒక గొంతు మీ నంబర్ లేదా కార్డు బ్లాక్ అవుతుందని చెప్పి, ఏదో ఒక బటన్ నొక్కమంటుంది.",
        "బంధువు గొంతు వింతగా అనిపిస్తుంది, లేదా కాల్ చేసిన వ్యక్తి మిమ్మల్ని తిరిగి కాల్ చేయనివ్వరు. గొంతును నకిలీగా తయారు చేయవచ్చు.",
      ],
      firstSteps: [
        "కాల్ కట్ చేయండి. మిమ్మల్ని ఎవరూ అరెస్ట్ చేయలేదు; కాల్‌లో ఉండాల్సిన అవసరం లేదు.",
        "డబ్బు పంపి ఉంటే, వెంటనే 1930 నంబర్‌కు కాల్ చేయండి; తర్వాత మీ బ్యాంకు అధికారిక హెల్ప్‌లైన్‌కు కాల్ చేయండి.",
        "వాళ్లు చెప్పిన కథను మీరే తనిఖీ చేయండి: మీ దగ్గర ఇప్పటికే ఉన్న నంబర్‌కు మీ బ్యాంకుకు, కొరియర్ కంపెనీకి లేదా బంధువుకు కాల్ చేయండి, లేదా దగ్గరలోని పోలీస్ స్టేషన్‌కు వెళ్లండి.",
        "ఆ నంబర్, కాల్ లాగ్, వీడియో కాల్, వాళ్లు పంపిన 'పత్రాలు', చెల్లింపు వివరాల స్క్రీన్‌షాట్‌లు తీసుకోండి. చాట్‌లను డిలీట్ చేయవద్దు.",
        `sancharsaathi.gov.in వెబ్‌సైట్‌లోని చక్షు (Chakshu) సదుపాయంలో ఆ నంబర్ గురించి ఫిర్యాదు చేయండి (${reportingRules.chakshuWithin}).`,
        "OTP చెప్పి ఉంటే లేదా ఏదైనా యాప్ ఇన్‌స్టాల్ చేసి ఉంటే, కార్డులను, UPIని బ్లాక్ చేయమని బ్యాంకును అడగండి, ఆ యాప్‌ను అన్‌ఇన్‌స్టాల్ చేయండి, మీ పాస్‌వర్డ్‌లు మార్చండి.",
        "cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి. ఫిర్యాదు స్థితి తెలుసుకోవడానికి ఫిర్యాదు రసీదు నంబర్‌ను (acknowledgement number) జాగ్రత్తగా ఉంచుకోండి.",
      ],
      whenToComplain: [
        "డబ్బు పోయి ఉంటే, వీలైతే కొన్ని నిమిషాల్లోనే. మొదటి కొన్ని గంటల్లోనే డబ్బును నిలిపివేయడానికి ఎక్కువ అవకాశం ఉంటుంది.",
        rbiClock.inTime,
        rbiClock.trickedPayment,
        "మిమ్మల్ని బెదిరిస్తున్నా, బ్లాక్‌మెయిల్ చేస్తున్నా, మీరు ఏమీ చెల్లించకపోయినా, వెంటనే పోలీసుల దగ్గరకు వెళ్లండి.",
        `మీకు ఏ నష్టం జరగకపోయినా, ఆ నంబర్ గురించి త్వరగా చక్షులో ఫిర్యాదు చేయండి (${reportingRules.chakshuWithin}). మోసాలకు వాడే నంబర్లపై అధికారులు చర్య తీసుకోవడానికి ఇది సహాయపడుతుంది.`,
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.chakshu,
        "సంచార్ సాథీ (Sanchar Saathi) వెబ్‌సైట్‌లోని RICWIN సదుపాయం: భారతీయ (+91) నంబర్ చూపించిన అంతర్జాతీయ కాల్ గురించి ఫిర్యాదు చేయడానికి.",
        where.police,
        where.bank,
      ],
      documents: [
        "కాల్ చేసిన వ్యక్తి నంబర్, కాల్స్ వచ్చిన తేదీ, సమయంతో పాటు (మీ కాల్ లాగ్ స్క్రీన్‌షాట్).",
        "వీడియో కాల్స్, చాట్‌ల స్క్రీన్‌షాట్‌లు లేదా రికార్డింగ్‌లు; నకిలీ నోటీసులు, ID కార్డులు లేదా 'అరెస్ట్ వారెంట్లు' ఏవైనా ఉంటే అవి కూడా.",
        "మీరు చేసిన చెల్లింపుల బ్యాంకు స్టేట్‌మెంట్, లావాదేవీ నంబర్లు (UTR).",
        "డబ్బు చెల్లించమని చెప్పిన ఖాతా నంబర్లు లేదా UPI IDలు.",
        "మీ గుర్తింపు రుజువు.",
        "1930 ఫిర్యాదు రసీదు నంబర్ లేదా పోర్టల్ ఫిర్యాదు నంబర్.",
      ],
      law: [
        law.bns319,
        law.itAct66D,
        law.bns308,
        law.bns351,
        law.bns318,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.bnss173,
        law.bnssRefusal,
        law.arrest,
      ],
      safetyTips: [
        "పోలీసులు, CBI, కస్టమ్స్, కోర్టులు, RBI ఎవరూ కాల్‌లో డబ్బు గానీ 'వెరిఫికేషన్' చెల్లింపు గానీ ఎప్పుడూ అడగరు.",
        "రికార్డ్ చేసిన మెసేజ్‌లు చెప్పే బటన్లు నొక్కవద్దు; వాటిలో ఇచ్చిన నంబర్లకు తిరిగి కాల్ చేయవద్దు.",
        "బంధువుల నుండి వచ్చే అత్యవసర కాల్స్‌ను తనిఖీ చేయడానికి, కుటుంబంలో ఒక రహస్య పదాన్ని ముందే నిర్ణయించుకోండి.",
        "కాల్ చేసిన వ్యక్తి అడిగారని ఎప్పుడూ ఏ యాప్‌నూ ఇన్‌స్టాల్ చేయవద్దు.",
        "హెల్ప్‌లైన్ నంబర్లను మీ బ్యాంకు వెబ్‌సైట్ నుండి లేదా కార్డు మీద నుండి తీసుకోండి; కాల్ చేసిన వ్యక్తి నుండి ఎప్పుడూ తీసుకోవద్దు.",
        "కాల్ చేసిన వ్యక్తి చెప్పింది ఏదైనా చేసే ముందు, కుటుంబ సభ్యులతో లేదా స్నేహితులతో మాట్లాడండి. మీరు ఒంటరిగా ఉండాలనే మోసగాళ్లు కోరుకుంటారు.",
      ],
    },
    faqs: [
      {
        question: "పోలీసులు నన్ను వీడియో కాల్‌లో అరెస్ట్ చేయగలరా?",
        answer: `లేదు. భారతదేశ చట్టంలో 'డిజిటల్ అరెస్ట్' అనేదే లేదు. నిజమైన అరెస్ట్ నేరుగా, వ్యక్తిగతంగానే జరుగుతుంది. ${rule.arrestGrounds.says} ${rule.arrestCustody.says} పోలీసులు, CBI, ఇతర సంస్థలు వీడియో కాల్‌లో ఎవరినీ అరెస్ట్ చేయవు, డబ్బు కూడా వసూలు చేయవు. కాల్ కట్ చేసి, ఆ నంబర్ గురించి ఫిర్యాదు చేయండి.`,
      },
      {
        question: "నేను కాల్ ఎత్తాను, కానీ ఏమీ చెప్పలేదు. నాకు ప్రమాదం ఉందా?",
        answer: `కాల్ ఎత్తినంత మాత్రాన సాధారణంగా ఏ నష్టమూ జరగదు. మీరు OTP లేదా PIN చెప్పకపోతే, ఏ యాప్‌నూ ఇన్‌స్టాల్ చేయకపోతే, డబ్బు చెల్లించకపోతే, మీ డబ్బు సాధారణంగా సురక్షితంగానే ఉంటుంది. ఆ నంబర్ గురించి చక్షులో ఫిర్యాదు చేయండి (${reportingRules.chakshuWithin}). తర్వాత వచ్చే కాల్స్ విషయంలో జాగ్రత్తగా ఉండండి.`,
      },
      {
        question: "కాల్ చేసిన వ్యక్తికి నా పేరు, ఆధార్ నంబర్ తెలుసు. అంటే అది నిజమైన కాలేనా?",
        answer:
          "కాదు. డేటా లీక్‌ల నుండి లేదా ఇంతకుముందు జరిగిన మోసాల నుండి దొరికిన వ్యక్తిగత వివరాలు మోసగాళ్ల దగ్గర తరచుగా ఉంటాయి. మీ వివరాలు తెలిసినంత మాత్రాన వాళ్లు నిజమైనవాళ్లు కారు. జాగ్రత్త కోసం, myAadhaar వెబ్‌సైట్‌లో మీ ఆధార్ బయోమెట్రిక్స్‌ను లాక్ చేయండి. OTP లేదా PIN ఎప్పుడూ చెప్పవద్దు, నిర్ధారించవద్దు.",
      },
    ],
  },
  "identity-theft": {
    meta: {
      title: "గుర్తింపు దొంగతనానికి సహాయం",
      description:
        "భారతదేశంలో మీ ఆధార్, పాన్, సిమ్ లేదా ఫోటోలను ఎవరైనా దుర్వినియోగం చేస్తున్నారా? మీ ఆధార్ బయోమెట్రిక్స్‌ను లాక్ చేయండి, మీ క్రెడిట్ రిపోర్ట్‌ను తనిఖీ చేయండి, ఫిర్యాదు చేయండి.",
    },
    heading: "గుర్తింపు దొంగతనం",
    intro: [
      "గుర్తింపు దొంగతనం అంటే, ఎవరైనా మీ పేరు, ఆధార్, పాన్, ఫోటోలు, సిమ్ లేదా లాగిన్ వివరాలు వాడుకుని మీలాగా నటించడం: రుణాలు తీసుకోవడానికి, ఖాతాలు తెరవడానికి, సిమ్ కార్డులు పొందడానికి, లేదా మీకు తెలిసినవాళ్లను మోసం చేయడానికి.",
      "నష్టాన్ని తగ్గించడం మీ చేతుల్లోనే ఉంది. లాక్ చేయగలిగినవి లాక్ చేయండి, మీ పేరు మీద ఏమేం తెరిచారో చూడండి, ఆధారాలతో ఫిర్యాదు చేయండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "పోగొట్టుకున్న పత్రాలు, జిరాక్స్ కాపీలు, డేటా లీక్‌లు, నకిలీ ఫారాలు, ఫిషింగ్ ద్వారా మోసగాళ్లు ప్రజల వ్యక్తిగత వివరాలు సేకరిస్తారు. వాటితో మీ పేరు మీద ఇన్‌స్టంట్ రుణాలు తీసుకుంటారు, క్రెడిట్ కార్డులు లేదా సిమ్ కార్డులు పొందుతారు, దొంగిలించిన డబ్బును తరలించడానికి బ్యాంకు ఖాతాలు తెరుస్తారు, లేదా సోషల్ మీడియాలో నకిలీ ప్రొఫైల్‌లు తయారు చేస్తారు.",
        "రుణ వసూలు ఏజెంట్ కాల్ చేసినప్పుడు, క్రెడిట్ స్కోర్ పడిపోయినప్పుడు, 'నీకు డబ్బు ఎందుకు కావాలి?' అని స్నేహితుడు అడిగినప్పుడు, లేదా ఊహించని OTP లేదా ఉత్తరం వచ్చినప్పుడు మాత్రమే చాలామందికి ఇది తెలుస్తుంది.",
      ],
      warningSigns: [
        "మీరు ఎప్పుడూ దరఖాస్తు చేయని రుణాలు, క్రెడిట్ కార్డులు లేదా ఖాతాల గురించి కాల్స్, SMS లేదా ఈమెయిల్స్.",
        "మీవి కాని రుణాలు, కార్డులు లేదా ఎంక్వైరీలు (enquiries) మీ క్రెడిట్ రిపోర్ట్‌లో కనిపిస్తాయి.",
        "మీకు తెలియని వినియోగం మీ ఆధార్ ధృవీకరణ చరిత్రలో (authentication history) కనిపిస్తుంది.",
        "మీ పేరు, ఫోటో ఉన్న ఒక ప్రొఫైల్ నుండి స్నేహితులకు మెసేజ్‌లు లేదా డబ్బు అడుగుతూ అభ్యర్థనలు వస్తాయి.",
        "మీ మొబైల్ నంబర్ ఒక్కసారిగా పని చేయడం ఆగిపోతుంది.",
        "ఆదాయపు పన్ను పోర్టల్‌లో మీ వార్షిక సమాచార నివేదిక (Annual Information Statement, AIS) లేదా ఫారం 26ASలో మీకు తెలియని ఆదాయం లేదా లావాదేవీలు కనిపిస్తాయి.",
        "మీరు అడగకుండానే OTPలు వస్తాయి.",
      ],
      firstSteps: [
        "డబ్బు పోయి ఉంటే, ముందుగా 1930 నంబర్‌కు, మీ బ్యాంకుకు కాల్ చేయండి.",
        "myAadhaar (myaadhaar.uidai.gov.in) వెబ్‌సైట్‌లో లేదా mAadhaar యాప్‌లో మీ ఆధార్ బయోమెట్రిక్స్‌ను లాక్ చేయండి; అక్కడే మీ ఆధార్ ధృవీకరణ చరిత్రను కూడా చూడండి.",
        "మీ సిమ్ ఒక్కసారిగా పని చేయడం ఆగిపోతే, వేరే ఫోన్ నుండి మీ మొబైల్ కంపెనీకి కాల్ చేసి దాన్ని బ్లాక్ చేయమని అడగండి.",
        "సంచార్ సాథీ (Sanchar Saathi) పోర్టల్‌లోని 'మీ మొబైల్ కనెక్షన్లు తెలుసుకోండి' (Know Your Mobile Connections) సదుపాయంలో మీ పేరు మీద ఇచ్చిన సిమ్ కార్డులను చూడండి; మీవి కానివాటి గురించి ఫిర్యాదు చేయండి.",
        "మీ ఈమెయిల్, బ్యాంకు, సోషల్ మీడియా పాస్‌వర్డ్‌లు మార్చండి; టూ-స్టెప్ వెరిఫికేషన్ (two-step verification) ఆన్ చేయండి.",
        "నకిలీ ప్రొఫైల్‌ల గురించి ఆ ప్లాట్‌ఫారంలో ఫిర్యాదు చేయండి; స్నేహితులను కూడా ఫిర్యాదు చేయమని అడగండి; డబ్బు పంపవద్దని మీ పరిచయస్తులను హెచ్చరించండి.",
        "క్రెడిట్ బ్యూరోల (credit bureaus) నుండి మీ క్రెడిట్ రిపోర్ట్ తీసుకోండి. మీవి కాని రుణం లేదా కార్డు ఉంటే, రుణం ఇచ్చిన సంస్థ దగ్గర, ఆ బ్యూరో దగ్గర అభ్యంతరం తెలియజేయండి.",
        "cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేసి, ఫిర్యాదు రసీదు నంబర్‌ను జాగ్రత్తగా ఉంచుకోండి.",
      ],
      whenToComplain: [
        "గమనించిన వెంటనే. నకిలీ రుణం లేదా ఖాతా ఎంత కాలం కొనసాగితే, దాన్ని సరిచేయడం అంత కష్టం.",
        "నకిలీ ప్రొఫైల్ గురించి వెంటనే ఆ ప్లాట్‌ఫారంలో ఫిర్యాదు చేయండి: సమాచార సాంకేతిక నియమాలు, 2021 (IT Rules, 2021) ప్రకారం, మీ ఫిర్యాదు అందిన 24 గంటలలోపు మీలాగా నటించే కంటెంట్‌ను తొలగించడానికి, లేదా అది కనిపించకుండా ఆపడానికి, ప్లాట్‌ఫారం అన్ని తగిన చర్యలు తీసుకోవాలి.",
        "తెలియని రుణాలు, కార్డులు కనిపించిన వెంటనే, రుణం ఇచ్చిన సంస్థ దగ్గర, క్రెడిట్ బ్యూరో దగ్గర లిఖితపూర్వకంగా అభ్యంతరం తెలియజేయండి; వాటి కాపీలు ఉంచుకోండి.",
        "పోలీసు ఫిర్యాదును లేదా ప్రథమ సమాచార నివేదికను (FIR) త్వరగా నమోదు చేయించండి. రుణ సంస్థలు, బ్యాంకులు, బ్యూరోలు తరచుగా దాన్ని అడుగుతాయి.",
      ],
      whereToComplain: [
        where.portal,
        where.police,
        "ఆధార్ దుర్వినియోగం అయితే, భారత విశిష్ట గుర్తింపు ప్రాధికార సంస్థ (UIDAI): హెల్ప్‌లైన్ 1947 లేదా help@uidai.gov.in.",
        "మీ పేరు మీద తీసుకున్న సిమ్ కార్డుల కోసం, సంచార్ సాథీ (sancharsaathi.gov.in), మీ మొబైల్ కంపెనీ.",
        "మీ పేరు మీద ఉన్న రుణాలు లేదా కార్డుల కోసం, రుణం ఇచ్చిన సంస్థ, క్రెడిట్ బ్యూరోలు (TransUnion CIBIL, Experian, Equifax, CRIF High Mark).",
        "నకిలీ ప్రొఫైల్‌ల కోసం, ఆ సోషల్ మీడియా ప్లాట్‌ఫారం ఫిర్యాదుల అధికారి (grievance officer).",
        where.helpline1930,
      ],
      documents: [
        "మీరు నిజంగా ఎవరో చూపించడానికి, మీ గుర్తింపు రుజువు.",
        "దుర్వినియోగానికి ఆధారం: నకిలీ ప్రొఫైల్‌లు, రుణ మెసేజ్‌లు, వసూలు కాల్స్, ఉత్తరాల స్క్రీన్‌షాట్‌లు.",
        "మీవి కాని రుణాలు లేదా కార్డులు కనిపించే క్రెడిట్ రిపోర్ట్ పేజీలు.",
        "ఆధార్ ధృవీకరణ చరిత్ర, అందులో దుర్వినియోగం కనిపిస్తే.",
        "రుణ సంస్థలకు, బ్యాంకులకు, ప్లాట్‌ఫారాలకు మీరు పంపిన ఫిర్యాదుల కాపీలు, వాటి జవాబులు.",
        "FIR కాపీ లేదా పోర్టల్ ఫిర్యాదు రసీదు నంబర్.",
      ],
      law: [law.itAct66C, law.itAct66D, law.bns319, law.bns336, law.itRules3_2b, law.itAct43],
      safetyTips: [
        "మీరు ఇచ్చే గుర్తింపు కార్డు జిరాక్స్ కాపీల మీద, అడ్డంగా ప్రయోజనం, తేదీ రాయండి, ఉదాహరణకు 'సిమ్ KYC కోసం మాత్రమే'.",
        "అంగీకరించే చోట్ల, మాస్క్‌డ్ ఆధార్ (Masked Aadhaar) లేదా వర్చువల్ ID (Virtual ID, VID) వాడండి.",
        "మీ ఆధార్ బయోమెట్రిక్స్‌ను లాక్ చేసే ఉంచండి; అవసరమైనప్పుడు మాత్రమే అన్‌లాక్ చేయండి.",
        "సంవత్సరానికి కనీసం ఒకసారి మీ క్రెడిట్ రిపోర్ట్ తనిఖీ చేయండి. ప్రతి క్రెడిట్ బ్యూరో ప్రతి క్యాలెండర్ సంవత్సరంలో ఒక పూర్తి రిపోర్ట్‌ను మీకు ఉచితంగా ఇవ్వాలి.",
        "సోషల్ మీడియా ప్రొఫైల్‌లను ప్రైవేట్‌గా ఉంచండి; గుర్తింపు పత్రాలు, టికెట్లు, బోర్డింగ్ పాస్‌లను ఎప్పుడూ పోస్ట్ చేయవద్దు.",
        "వేరొకరి కోసం 'గుర్తింపు ధృవీకరణ' పేరుతో మీ OTP ఎప్పుడూ చెప్పవద్దు.",
      ],
    },
    faqs: [
      {
        question: "నా పేరు మీద ఎవరో రుణం తీసుకున్నారు. నేను దాన్ని తిరిగి చెల్లించాలా?",
        answer:
          "మీరు ఎప్పుడూ తీసుకోని రుణాన్ని మీరు తిరిగి చెల్లించాల్సిన అవసరం రాకూడదు; కానీ దానికి మీరు అభ్యంతరం తెలియజేయాలి. మీ పోలీసు ఫిర్యాదుతో లేదా పోర్టల్ ఫిర్యాదు రసీదుతో రుణం ఇచ్చిన సంస్థకు ఉత్తరం రాయండి, దరఖాస్తు పత్రాలు అడగండి, క్రెడిట్ బ్యూరో దగ్గర అభ్యంతరం నమోదు చేయండి. బ్యాంకు లేదా బ్యాంకింగేతర ఆర్థిక సంస్థ (NBFC) 30 రోజులలోపు దీన్ని పరిష్కరించకపోతే, cms.rbi.org.in వెబ్‌సైట్‌లో RBI అంబుడ్స్‌మన్‌కు (RBI Ombudsman) ఫిర్యాదు చేయవచ్చు.",
      },
      {
        question: "నా ఆధార్ బయోమెట్రిక్స్‌ను ఎలా లాక్ చేయాలి?",
        answer:
          "మీ ఆధార్‌తో లింక్ అయిన మొబైల్ నంబర్‌కు వచ్చే OTPతో myAadhaar (myaadhaar.uidai.gov.in) వెబ్‌సైట్‌లో లేదా mAadhaar యాప్‌లో లాగిన్ అవ్వండి, బయోమెట్రిక్స్ లాక్ చేసే ఆప్షన్ ఎంచుకోండి. లాక్ చేసిన తర్వాత, మీరు అన్‌లాక్ చేసేవరకు ఆధార్ ధృవీకరణ కోసం మీ వేలిముద్రలను గానీ కనుపాపను (iris) గానీ ఎవరూ వాడలేరు.",
      },
      {
        question: "ఎవరో నా ఫోటోలతో నకిలీ ప్రొఫైల్ తయారు చేశారు. నేను ఏం చేయగలను?",
        answer:
          "ఆ ప్లాట్‌ఫారంలోని రిపోర్ట్ ఆప్షన్ ద్వారా గానీ దాని ఫిర్యాదుల అధికారి (grievance officer) ద్వారా గానీ ఫిర్యాదు చేయండి. సమాచార సాంకేతిక నియమాలు, 2021 (IT Rules, 2021) ప్రకారం, మీ ఫిర్యాదు అందిన 24 గంటలలోపు మీలాగా నటించే కంటెంట్‌ను తొలగించడానికి, లేదా అది కనిపించకుండా ఆపడానికి, ప్లాట్‌ఫారం అన్ని తగిన చర్యలు తీసుకోవాలి. ఆ ప్రొఫైల్‌ను ఎవరినైనా మోసం చేయడానికి లేదా బెదిరించడానికి వాడుతుంటే, cybercrime.gov.in పోర్టల్‌లో కూడా ఫిర్యాదు చేయండి.",
      },
    ],
  },
  "spam-email": {
    meta: {
      title: "స్పామ్ ఈమెయిల్‌కు సహాయం",
      description:
        "లాటరీ, ఉద్యోగం, రీఫండ్ లేదా బ్లాక్‌మెయిల్ ఈమెయిల్స్: ప్రమాదకరమైన స్పామ్‌ను ఎలా గుర్తించాలి, జవాబిచ్చినా డబ్బు చెల్లించినా ఏం చేయాలి, భారతదేశంలో ఎక్కడ ఫిర్యాదు చేయాలి.",
    },
    heading: "స్పామ్, మోసపు ఈమెయిల్స్",
    intro: [
      "చాలా స్పామ్ కేవలం చికాకు పెడుతుంది. కొన్ని మాత్రం ప్రమాదకరం: అవి మీతో డబ్బు చెల్లించేలా, వైరస్ ఉన్న ఫైల్ తెరిచేలా, లేదా మీ పాస్‌వర్డ్‌లు చెప్పేలా చేయడానికి ప్రయత్నిస్తాయి.",
      "అది మీకు వచ్చింది మాత్రమే అయితే, స్పామ్ అని గుర్తించి డిలీట్ చేయండి. మీరు జవాబిచ్చినా, డబ్బు చెల్లించినా, లేదా అటాచ్‌మెంట్ తెరిచినా, కింది దశలను పాటించండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "స్పామ్ అంటే, మీరు కోరకుండా పెద్ద సంఖ్యలో పంపే ఈమెయిల్ లేదా SMS. మోసపు ఈమెయిల్స్ ఇంకా ముందుకు వెళ్తాయి: నకిలీ లాటరీ గెలుపులు, వారసత్వ ఆస్తి లేదా 'విదేశీ నిధులు' ఇస్తామనే ఆఫర్లు, ఫీజు అడిగే ఉద్యోగ ఆఫర్లు, నకిలీ ఇన్‌వాయిస్‌లు, మీ కెమెరాను హ్యాక్ చేశామని, డబ్బు ఇవ్వకపోతే వీడియోలు బయటపెడతామని బెదిరింపులు.",
        "కొన్నింటిలో హానికరమైన సాఫ్ట్‌వేర్‌ను ఇన్‌స్టాల్ చేసే అటాచ్‌మెంట్లు, లేదా నకిలీ లాగిన్ పేజీలకు తీసుకెళ్లే లింక్‌లు ఉంటాయి. వ్యాపారాలను లక్ష్యంగా చేసుకునే మోసాల్లో, సరఫరాదారు లేదా బాస్ లాగా నటిస్తూ 'కొత్త' బ్యాంకు ఖాతాకు డబ్బు చెల్లించమంటారు.",
      ],
      warningSigns: [
        "మీరు ఎప్పుడూ పాల్గొనని దానిలో మీరు ఏదో 'గెలుచుకున్నారు'.",
        "డబ్బు లేదా ఉద్యోగం అందే ముందు ఫీజు, పన్ను లేదా చార్జీ చెల్లించాలంటారు.",
        "పంపినవారి చిరునామా ఆ కంపెనీకి సరిపోలదు, లేదా జవాబులు వేరే చిరునామాకు వెళ్తాయి.",
        "మీరు ఊహించని అటాచ్‌మెంట్, ముఖ్యంగా zip, .exe లేదా .apk ఫైల్, లేదా 'మాక్రోలను ఎనేబుల్ చేయండి' (enable macros) అని అడిగే డాక్యుమెంట్.",
        "డబ్బు ఇవ్వకపోతే మీ ప్రైవేట్ వీడియోలను లేదా డేటాను బయటపెడతామనే బెదిరింపు, తరచుగా మీ పాత పాస్‌వర్డ్‌ను చూపిస్తూ.",
        "సరఫరాదారు లేదా మీ బాస్ ఒక్కసారిగా కొత్త బ్యాంకు ఖాతాకు డబ్బు చెల్లించమంటారు, లేదా ఒక చెల్లింపును రహస్యంగా ఉంచమంటారు.",
      ],
      firstSteps: [
        "జవాబు ఇవ్వవద్దు, లింక్‌లు క్లిక్ చేయవద్దు, అటాచ్‌మెంట్లు తెరవవద్దు. డబ్బు చెల్లించవద్దు.",
        "డబ్బు చెల్లించి ఉంటే, వెంటనే 1930 నంబర్‌కు, మీ బ్యాంకుకు కాల్ చేయండి.",
        "అటాచ్‌మెంట్ తెరిచి ఉంటే లేదా పాస్‌వర్డ్ టైప్ చేసి ఉంటే, వేరే సురక్షితమైన పరికరం నుండి మీ పాస్‌వర్డ్‌లు మార్చండి, సెక్యూరిటీ స్కాన్ చేయండి.",
        "అది బ్లాక్‌మెయిల్ ఈమెయిల్ అయితే, జవాబు ఇవ్వవద్దు. మీరు ఇంకా వాడుతున్న పాస్‌వర్డ్‌ను అందులో రాసి ఉంటే, దాన్ని అన్నిచోట్లా మార్చండి.",
        "వ్యాపారాలు: బ్యాంకు వివరాల్లో ఏ మార్పు వచ్చినా, చెల్లించే ముందు మీ దగ్గర ఇప్పటికే ఉన్న నంబర్‌కు ఫోన్ చేసి నిర్ధారించుకోండి.",
        "ఆ ఈమెయిల్‌ను దాని పూర్తి హెడర్లతో (full headers) ఆధారంగా సేవ్ చేయండి; దీనికి 'అసలు రూపం చూపించు' (Show original) లేదా 'సోర్స్ చూడండి' (View source) ఆప్షన్ వాడండి.",
        "మీ ఈమెయిల్ యాప్‌లో దాన్ని స్పామ్ లేదా ఫిషింగ్ అని గుర్తించండి; మోసాల గురించి cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి.",
      ],
      whenToComplain: [
        "డబ్బు పోయి ఉంటే, వెంటనే: 1930 నంబర్‌కు కాల్ చేయండి.",
        "మిమ్మల్ని బెదిరిస్తున్నా, బ్లాక్‌మెయిల్ చేస్తున్నా, మీరు ఏమీ చెల్లించకపోయినా, వెంటనే పోలీసులకు లేదా పోర్టల్‌లో ఫిర్యాదు చేయండి.",
        "ఏ నష్టమూ లేని సాధారణ స్పామ్‌కు పోలీసు ఫిర్యాదు అవసరం లేదు. మీ ఈమెయిల్ సంస్థ అలాంటి మెయిల్స్‌ను వడపోయగలిగేలా దాన్ని స్పామ్ అని గుర్తించండి.",
        "అనవసర మార్కెటింగ్ కాల్స్, SMS వస్తే, అవి వచ్చిన కొద్దిసేపటికే, అవి వచ్చిన నంబర్ నుండే 1909 నంబర్‌కు ఫిర్యాదు చేయండి.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        "మీ ఈమెయిల్ సంస్థ, 'స్పామ్‌గా రిపోర్ట్ చేయండి' (Report spam) లేదా 'ఫిషింగ్‌గా రిపోర్ట్ చేయండి' (Report phishing) ఆప్షన్ ద్వారా.",
        where.certIn,
        `అనవసర మార్కెటింగ్ కాల్స్, SMS కోసం: 1909 (కాల్ లేదా SMS) లేదా TRAI DND యాప్. మోసపు SMS గురించి సంచార్ సాథీ పోర్టల్‌లోని చక్షు (Chakshu) సదుపాయంలో ఫిర్యాదు చేయండి (${reportingRules.chakshuWithin}).`,
        where.police,
      ],
      documents: [
        "ఆ ఈమెయిల్, పూర్తి హెడర్లతో సేవ్ చేసినది.",
        "ఆ ఈమెయిల్, పంపినవారి చిరునామా, అందులోని లింక్‌ల స్క్రీన్‌షాట్‌లు.",
        "డబ్బు చెల్లించి ఉంటే, చెల్లింపు రుజువు, లావాదేవీ నంబర్లు.",
        "మీరు ఇచ్చిన జవాబులు, తర్వాత జరిగిన చాట్‌లు.",
        "మీ గుర్తింపు రుజువు.",
        "1930 ఫిర్యాదు రసీదు నంబర్ లేదా పోర్టల్ ఫిర్యాదు నంబర్.",
      ],
      law: [law.itAct66D, law.itAct43, law.itAct66, law.bns318, law.bns308],
      safetyTips: [
        "మీ ఈమెయిల్ స్పామ్ ఫిల్టర్‌ను ఆన్‌లోనే ఉంచండి. అనుమానాస్పద మెయిల్‌లో 'అన్‌సబ్‌స్క్రైబ్' (unsubscribe) నొక్కవద్దు; దానికి బదులు స్పామ్ అని గుర్తించండి.",
        "మీ ఈమెయిల్‌కు వేరే పాస్‌వర్డ్ వాడండి, టూ-స్టెప్ వెరిఫికేషన్ (two-step verification) ఆన్ చేయండి.",
        "బహుమతి, ఉద్యోగం లేదా రుణం పొందడానికి ఎప్పుడూ ఫీజు చెల్లించవద్దు.",
        "కనిపించే పేరు మాత్రమే కాదు, పంపినవారి పూర్తి ఈమెయిల్ చిరునామాను చూడండి.",
        "వ్యాపారాలు: బ్యాంకు వివరాల మార్పులను ఫోన్ చేసి నిర్ధారించుకోండి; పెద్ద చెల్లింపులకు ఇద్దరు వ్యక్తుల ఆమోదం తప్పనిసరి చేయండి.",
        "మీ కంప్యూటర్, ఫోన్, సెక్యూరిటీ సాఫ్ట్‌వేర్‌ను అప్‌డేట్ చేస్తూ ఉండండి.",
      ],
    },
    faqs: [
      {
        question: "నా వెబ్‌క్యామ్‌ను హ్యాక్ చేశామని, నా వీడియోలు తమ దగ్గర ఉన్నాయని ఒక ఈమెయిల్ వచ్చింది. అది నిజమేనా?",
        answer:
          "దాదాపు ఎప్పుడూ నిజం కాదు. ఇలాంటి ఈమెయిల్స్‌ను ఒకేసారి వేలమందికి పంపుతారు; నమ్మేలా చేయడానికి కొన్నిసార్లు డేటా లీక్ నుండి దొరికిన పాత పాస్‌వర్డ్‌ను కూడా చూపిస్తారు. జవాబు ఇవ్వవద్దు, డబ్బు చెల్లించవద్దు. అందులో ఉన్న పాస్‌వర్డ్‌ను మార్చండి. మీకు భయంగా అనిపిస్తే cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి.",
      },
      {
        question: "స్పామ్ రావడం పోలీసులకు ఫిర్యాదు చేయాల్సిన నేరమా?",
        answer:
          "సాధారణ స్పామ్‌కు పోలీసు ఫిర్యాదు అవసరం లేదు: స్పామ్ అని గుర్తించి డిలీట్ చేయండి. మీరు డబ్బు పోగొట్టుకున్నా, మిమ్మల్ని బెదిరించినా లేదా బ్లాక్‌మెయిల్ చేసినా, లేదా ఎవరైనా మీలాగా గానీ మీ కంపెనీలాగా గానీ నటిస్తున్నా, పోలీసులకు లేదా cybercrime.gov.in పోర్టల్‌లో ఫిర్యాదు చేయండి.",
      },
      {
        question: "నేను ఒక అటాచ్‌మెంట్ తెరిచాను. ఇప్పుడు ఏం చేయాలి?",
        answer:
          "ఆ పరికరాన్ని ఇంటర్నెట్ నుండి డిస్‌కనెక్ట్ చేయండి, పూర్తి సెక్యూరిటీ స్కాన్ చేయండి, వేరే పరికరం నుండి మీ ముఖ్యమైన పాస్‌వర్డ్‌లు మార్చండి. మీ బ్యాంకు ఖాతాలో, ఈమెయిల్‌లో అసాధారణమైన కార్యకలాపాలు ఏమైనా ఉన్నాయేమో గమనిస్తూ ఉండండి. ఏదైనా తేడాగా అనిపిస్తే, లేదా డబ్బు పోతే, 1930 నంబర్‌కు కాల్ చేసి, మా సహాయం కోరండి.",
      },
    ],
  },
  "data-theft": {
    meta: {
      title: "డేటా దొంగతనానికి సహాయం",
      description:
        "భారతదేశంలో వ్యక్తిగత లేదా వ్యాపార డేటా దొంగిలించబడిందా, లీక్ అయిందా? దాన్ని అదుపు చేసే దశలు, పోలీసులకు, CERT-Inకు ఫిర్యాదు చేయడం, IT చట్టం ఏం చెబుతుంది.",
    },
    heading: "డేటా దొంగతనం, డేటా లీక్‌లు",
    intro: [
      "డేటా దొంగతనం అంటే, అనుమతి లేకుండా ఎవరైనా మీ వ్యక్తిగత లేదా వ్యాపార సమాచారాన్ని కాపీ చేయడం, తీసుకోవడం లేదా బయటపెట్టడం: ఫైళ్లు, ఫోటోలు, కాంటాక్ట్‌లు, కస్టమర్ల జాబితాలు, పాస్‌వర్డ్‌లు లేదా ఆర్థిక రికార్డులు.",
      "మీరు ఒక వ్యక్తి అయినా, చిన్న వ్యాపారం అయినా, ముందుగా ఇంకా లీక్ కాకుండా ఆపండి, తర్వాత ఆధారాలు భద్రపరిచి ఫిర్యాదు చేయండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "ఖాతాను లేదా పరికరాన్ని హ్యాక్ చేయడం ద్వారా, హానికరమైన సాఫ్ట్‌వేర్ ద్వారా, ఉద్యోగి లేదా కాంట్రాక్టర్ ఫైళ్లను కాపీ చేయడం ద్వారా, పోగొట్టుకున్న లేదా దొంగిలించబడిన పరికరం నుండి, లేదా మీ డేటా ఉన్న కంపెనీలో జరిగిన లీక్ ద్వారా డేటా దొంగిలించబడవచ్చు.",
        "దొంగిలించిన డేటాను మోసాలకు (మీ పేరు మీద రుణాలు, లేదా మీ వివరాలు తెలిసి నమ్మించేలా చేసే మోసపు కాల్స్), ప్రైవేట్ ఫోటోలతో బ్లాక్‌మెయిల్ చేయడానికి, కస్టమర్ల జాబితాలు అమ్మడానికి, లేదా డబ్బు (ransom) డిమాండ్ చేయడానికి వాడతారు.",
        "వ్యాపారాలకు కూడా బాధ్యతలు ఉన్నాయి: కొన్ని సైబర్ సంఘటనలను గమనించిన 6 గంటలలోపు CERT-Inకు తెలియజేయాలి. డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, 2023 (Digital Personal Data Protection Act, 2023) నిబంధనలు అమలులోకి వస్తున్న కొద్దీ, వ్యక్తిగత డేటా ఉల్లంఘనల (data breach) గురించి సంస్థలు డేటా పరిరక్షణ బోర్డుకు (Data Protection Board), ప్రభావితులైన వ్యక్తులకు తెలియజేయాలి.",
      ],
      warningSigns: [
        "తెలియని పరికరాల నుండి లేదా తెలియని ప్రదేశాల నుండి లాగిన్‌లు, లేదా మీరు అడగని పాస్‌వర్డ్ రీసెట్ ఈమెయిల్స్.",
        "ఫైళ్లు కనిపించకపోవడం, మారిపోవడం, లాక్ అవ్వడం లేదా పేర్లు మారడం, లేదా డబ్బు డిమాండ్ చేసే నోట్ (ransom note).",
        "మీ ప్రైవేట్ ఫోటోలు, పత్రాలు లేదా కస్టమర్ల డేటా ఆన్‌లైన్‌లో కనిపిస్తాయి, లేదా బెదిరింపుతో మీకే పంపిస్తారు.",
        "మీ దగ్గర మాత్రమే ఉన్న వివరాలను వాడుకుంటూ మీ కస్టమర్లకు లేదా పరిచయస్తులకు మోసపు మెసేజ్‌లు వస్తాయి.",
        "అసాధారణంగా పెద్ద డౌన్‌లోడ్‌లు, లేదా క్లయింట్ల జాబితాలు, ఫైళ్ల కాపీలతో ఒక ఉద్యోగి వెళ్లిపోవడం.",
        "మీ డేటా ఒక ఉల్లంఘనలో (data breach) బయటపడిందని ఒక కంపెనీ మీకు చెబుతుంది.",
      ],
      firstSteps: [
        "సురక్షితమైన పరికరం నుండి, ప్రభావితమైన ఖాతాల పాస్‌వర్డ్‌లు మార్చండి, అన్ని లాగిన్‌ల (sessions) నుండి లాగ్ అవుట్ అవ్వండి, టూ-స్టెప్ వెరిఫికేషన్ (two-step verification) ఆన్ చేయండి.",
        "వైరస్ సోకిన కంప్యూటర్‌ను ఇంటర్నెట్ నుండి, నెట్‌వర్క్ నుండి డిస్‌కనెక్ట్ చేయండి. ఆధారంగా అవసరమయ్యే అవకాశం ఉంటే, దాన్ని ఇప్పుడే పూర్తిగా తుడిచివేయవద్దు (wipe).",
        "దొంగతనాన్ని లేదా లీక్‌ను చూపించే లింక్‌లు, మెసేజ్‌లు, బెదిరింపులు, లాగ్‌లను తేదీ, సమయంతో సహా స్క్రీన్‌షాట్‌లు తీసి సేవ్ చేయండి.",
        "బ్యాంకు లేదా కార్డు వివరాలు దొంగిలించబడితే, మీ బ్యాంకుకు తెలియజేసి వాటిని బ్లాక్ చేయించండి. డబ్బు పోయి ఉంటే, 1930 నంబర్‌కు కాల్ చేయండి.",
        "ప్రైవేట్ చిత్రాలను ఆన్‌లైన్‌లో పోస్ట్ చేస్తే, ఆ ప్లాట్‌ఫారానికి ఫిర్యాదు చేయండి; మీ ఫిర్యాదు అందిన 24 గంటలలోపు వాటిని తొలగించడానికి, లేదా అవి కనిపించకుండా ఆపడానికి, ప్లాట్‌ఫారం అన్ని తగిన చర్యలు తీసుకోవాలి.",
        "వ్యాపారాలు: తెలియజేయాల్సిన సంఘటనను గమనించిన 6 గంటలలోపు incident@cert-in.org.in ద్వారా CERT-Inకు తెలియజేయండి; మీ న్యాయవాదిని లేదా కంప్లయన్స్ అధికారిని (compliance officer) సంప్రదించండి.",
        "cybercrime.gov.in పోర్టల్‌లో గానీ సైబర్ క్రైమ్ పోలీస్ స్టేషన్‌లో గానీ ఫిర్యాదు చేయండి.",
      ],
      whenToComplain: [
        "మీ డేటాను వాడుకుని మిమ్మల్ని బెదిరిస్తున్నా, బ్లాక్‌మెయిల్ చేస్తున్నా లేదా మోసం చేస్తున్నా, వెంటనే.",
        "వ్యాపారాలు: డేటా ఉల్లంఘనలు (data breach), డేటా లీక్‌లు, ర్యాన్సమ్‌వేర్ (ransomware) లేదా అనధికార ప్రవేశం (unauthorised access) లాంటి జాబితాలోని సంఘటనలను గమనించిన 6 గంటలలోపు (CERT-In ఆదేశాలు, 28 ఏప్రిల్ 2022).",
        "ఆధారాలు మాయం కాకముందే: పోస్ట్‌లు, సర్వర్ లాగ్‌లు డిలీట్ కావచ్చు, కాబట్టి ముందుగా వాటిని సేవ్ చేయండి.",
        "ఒక కంపెనీ మీ డేటాను లీక్ చేస్తే, ఏ సమాచారం బయటపడిందో, ఆ కంపెనీ ఏం చేస్తోందో లిఖితపూర్వకంగా దాని ఫిర్యాదుల అధికారిని (grievance officer) అడగండి, జవాబును ఉంచుకోండి.",
      ],
      whereToComplain: [
        where.portal,
        where.police,
        where.certIn,
        "మీ డేటా లేదా చిత్రాలు కనిపిస్తున్న ప్లాట్‌ఫారం, దాని రిపోర్ట్ ఆప్షన్ ద్వారా లేదా ఫిర్యాదుల అధికారి (grievance officer) ద్వారా.",
        "మీ డేటాను ఉంచుకున్న కంపెనీ, దాని ఫిర్యాదుల అధికారి లేదా డేటా పరిరక్షణ అధికారి (data protection officer) ద్వారా.",
        where.helpline1930,
      ],
      documents: [
        "మీ డేటా ఎక్కడ కనిపిస్తోందో లేదా దాన్ని ఎలా దుర్వినియోగం చేశారో చూపించే స్క్రీన్‌షాట్‌లు, లింక్‌లు.",
        "బెదిరింపు మెసేజ్‌లు, ఈమెయిల్స్, పంపినవారి వివరాలతో సహా.",
        "లాగిన్ అలర్ట్‌లు, యాక్సెస్ లాగ్‌లు లేదా సిస్టమ్ లాగ్‌లు (వ్యాపారాలకు).",
        "ఏ డేటా ప్రభావితమైందో, మీరు ఎప్పుడు గమనించారో తెలిపే జాబితా.",
        "ఉద్యోగికి సంబంధించిన కేసుల్లో: ఉద్యోగ ఒప్పందం, గోప్యతా ఒప్పందం (confidentiality agreement), యాక్సెస్ రికార్డులు.",
        "గుర్తింపు రుజువు లేదా కంపెనీ ఇచ్చిన అధికార పత్రం (authorisation letter), మీ ఫిర్యాదు రసీదు నంబర్లు.",
      ],
      law: [law.itAct43, law.itAct66, law.itAct72A, law.itAct66E, law.certInDirections, law.dpdp8_6],
      safetyTips: [
        "ముఖ్యమైన ఫైళ్లను క్రమం తప్పకుండా వేరే డ్రైవ్‌లో లేదా వేరే ఖాతాలో బ్యాకప్ చేయండి; వాటిని తిరిగి పొందగలరో లేదో తనిఖీ చేయండి.",
        "ప్రతి ఖాతాకు వేరే పాస్‌వర్డ్, పాస్‌వర్డ్ మేనేజర్, టూ-స్టెప్ వెరిఫికేషన్ వాడండి.",
        "వ్యాపారాలు: సిబ్బందికి వాళ్లకు అవసరమైన డేటాకు మాత్రమే యాక్సెస్ ఇవ్వండి; వాళ్లు ఉద్యోగం వదిలిన రోజే యాక్సెస్ తీసేయండి.",
        "ల్యాప్‌టాప్‌లకు, ఫోన్లకు స్క్రీన్ లాక్ పెట్టండి, ఎన్‌క్రిప్షన్ (encryption) ఆన్ చేయండి.",
        "గుర్తింపు పత్రాల స్కాన్‌లు, పాస్‌వర్డ్‌లు లేదా ప్రైవేట్ ఫోటోలను ఈమెయిల్‌లో గానీ చాట్ యాప్‌లలో గానీ ఉంచవద్దు.",
        "సాఫ్ట్‌వేర్‌ను అప్‌డేట్ చేస్తూ ఉండండి; పైరేటెడ్ (pirated) సాఫ్ట్‌వేర్ ఎప్పుడూ వాడవద్దు.",
      ],
    },
    faqs: [
      {
        question: "ఎవరో నా ప్రైవేట్ ఫోటోలను బయటపెడతామని బెదిరిస్తున్నారు. నేను ఏం చేయాలి?",
        answer:
          "డబ్బు చెల్లించవద్దు, మెసేజ్‌లను డిలీట్ చేయవద్దు. స్క్రీన్‌షాట్‌లు సేవ్ చేసి, cybercrime.gov.in పోర్టల్‌లో గానీ పోలీస్ స్టేషన్‌లో గానీ ఫిర్యాదు చేయండి: ఇది భారతీయ న్యాయ సంహిత సెక్షన్ 308 కింద బెదిరించి డబ్బు వసూలు చేయడం (extortion), IT చట్టం సెక్షన్ 66E కింద గోప్యతకు భంగం కలిగించే నేరం కావచ్చు. ఆ చిత్రాలను పోస్ట్ చేస్తే, మీ ఫిర్యాదు అందిన 24 గంటలలోపు వాటిని తొలగించడానికి, లేదా అవి కనిపించకుండా ఆపడానికి, ప్లాట్‌ఫారం అన్ని తగిన చర్యలు తీసుకోవాలి.",
      },
      {
        question: "ఒక కంపెనీ నా డేటాను లీక్ చేసింది. నేను నష్టపరిహారం కోరవచ్చా?",
        answer:
          "కోరే అవకాశం ఉంది. అనుమతి లేకుండా మీ డేటాను కాపీ చేసిన లేదా డౌన్‌లోడ్ చేసిన ఎవరి నుండైనా నష్టపరిహారం పొందడానికి IT చట్టం సెక్షన్ 43 అవకాశం ఇస్తుంది. దీని కోసం IT చట్టం కింద నియమించిన అడ్జుడికేటింగ్ అధికారి (adjudicating officer) దగ్గర దరఖాస్తు చేయాలి (చాలా పెద్ద మొత్తాలకైతే సివిల్ కోర్టులో). ఇది మీకు వర్తిస్తుందా అనేది వాస్తవాలపై ఆధారపడి ఉంటుంది. కాబట్టి కంపెనీ పంపిన ఉల్లంఘన నోటీసును (breach notice) ఉంచుకోండి, సలహా కోసం మమ్మల్ని గానీ న్యాయవాదిని గానీ అడగండి.",
      },
      {
        question: "మాది చిన్న వ్యాపారం. మేము CERT-Inకు తెలియజేయాలా?",
        answer:
          "CERT-In ఆదేశాలు (28 ఏప్రిల్ 2022) సేవా సంస్థలు (service providers), మధ్యవర్తులు (intermediaries), డేటా సెంటర్లు, కంపెనీలు, ప్రభుత్వ సంస్థలకు వర్తిస్తాయి. జాబితాలోని సంఘటనలను గమనించిన 6 గంటలలోపు తెలియజేయాలని అవి చెబుతున్నాయి. మీరు ఒక కంపెనీ లేదా సంస్థ నడుపుతుంటే, తెలియజేయడమే సురక్షితం: incident@cert-in.org.in చిరునామాకు రాయండి. CERT-In సాంకేతిక సహాయం కూడా అందించగలదు.",
      },
    ],
  },
  malware: {
    meta: {
      title: "డిజిటల్ మోసానికి సహాయం",
      description:
        "భారతదేశంలో UPI మోసం, నకిలీ యాప్‌లు, స్క్రీన్ షేరింగ్ మోసాలు, నకిలీ ట్రేడింగ్ యాప్‌లు, 'డిజిటల్ అరెస్ట్': ముందుగా ఏం చేయాలి, ఎక్కడ ఫిర్యాదు చేయాలి.",
    },
    heading: "డిజిటల్ మోసం: నకిలీ యాప్‌లు, మాల్‌వేర్, ఆన్‌లైన్ చెల్లింపు మోసాలు",
    intro: [
      "మీ ఫోన్ లేదా కంప్యూటర్ ద్వారా జరిగే మోసాలన్నీ డిజిటల్ మోసాలే: UPI, ఆన్‌లైన్ చెల్లింపు మోసాలు, మీ SMS, OTPలను చదివే హానికరమైన యాప్‌లు, స్క్రీన్ షేరింగ్ మోసాలు, నకిలీ పెట్టుబడి, ట్రేడింగ్ యాప్‌లు, 'డిజిటల్ అరెస్ట్' కాల్స్.",
      "మీ ఖాతా నుండి డబ్బు పోయి ఉంటే, ఇప్పుడే 1930 నంబర్‌కు కాల్ చేయండి. తర్వాత ఆ పరికరాన్ని ఇంటర్నెట్ నుండి డిస్‌కనెక్ట్ చేసి, మీ ఖాతాలను సురక్షితం చేసుకోండి.",
    ],
    formTitle: "సందేహ పరిష్కార ఫారం",
    legal: {
      whatItIs: [
        "మాల్‌వేర్ అంటే హానికరమైన యాప్ లేదా ఫైల్. తరచుగా ఒక లింక్ నుండి, వాట్సాప్‌లో పంపిన .apk ఫైల్ నుండి, లేదా నకిలీ 'కస్టమర్ కేర్' అడిగినందువల్ల ఇది ఇన్‌స్టాల్ అవుతుంది. ఇన్‌స్టాల్ అయిన తర్వాత, అది మీ SMS, OTPలను చదవగలదు, మీ స్క్రీన్‌ను రికార్డ్ చేయగలదు, లేదా మోసగాడు మీ ఫోన్‌ను నియంత్రించేలా చేయగలదు. స్క్రీన్ షేరింగ్ యాప్‌లు నిజమైన సాధనాలే; కానీ మీరు PIN టైప్ చేస్తుంటే చూడటానికి మోసగాళ్లు వాటిని వాడతారు.",
        "నకిలీ పెట్టుబడి, ట్రేడింగ్ యాప్‌లు స్క్రీన్ మీద పెద్ద 'లాభాలు' చూపిస్తాయి; తరచుగా మీరు వాట్సాప్ లేదా టెలిగ్రామ్‌లో ఒక 'స్టాక్ టిప్స్' గ్రూప్‌లో చేరిన తర్వాత. డబ్బు తీసుకోవడానికి ప్రయత్నిస్తే 'పన్ను' లేదా 'ఫీజు' అడుగుతారు; డబ్బు ఎప్పటికీ తిరిగి రాదు. నకిలీ లోన్ యాప్‌లు చిన్న రుణాలు ఇచ్చి, తర్వాత రుణం తీసుకున్నవాళ్ల కాంటాక్ట్‌లు, ఫోటోలు వాడుకుని వేధిస్తాయి లేదా బ్లాక్‌మెయిల్ చేస్తాయి.",
        "'డిజిటల్ అరెస్ట్' మోసంలో, కాల్ చేసేవాళ్లు వీడియో కాల్‌లో తమను పోలీసులు, CBI, కస్టమ్స్ అధికారులు లేదా జడ్జీలు అని చెప్పుకుంటూ, అరెస్ట్ కాకుండా ఉండాలంటే డబ్బు ఇవ్వమంటారు. నిజమైన సంస్థలు వీడియో కాల్‌లో ఎప్పుడూ ఎవరినీ అరెస్ట్ చేయవు, డబ్బు కూడా వసూలు చేయవు.",
      ],
      warningSigns: [
        "మీకు 'సహాయం' చేయడానికి లేదా రీఫండ్ ఇవ్వడానికి, స్క్రీన్ షేరింగ్ లేదా రిమోట్ యాక్సెస్ (remote access) యాప్‌ను, లేదా .apk ఫైల్‌ను ఇన్‌స్టాల్ చేయమని ఎవరైనా అడుగుతారు.",
        "స్పష్టమైన కారణం లేకుండా, ఒక యాప్ మీ SMS లేదా నోటిఫికేషన్లు చదవడానికి, లేదా యాక్సెసిబిలిటీ (accessibility) నియంత్రణకు అనుమతి అడుగుతుంది.",
        "మీరు అడగని OTPలు, మీకు తెలియని యాప్‌లు, లేదా మీ ఫోన్ ఒక్కసారిగా నెమ్మదిగా పని చేయడం లేదా వేడెక్కడం.",
        "హామీ ఇచ్చిన లేదా చాలా ఎక్కువ లాభాలు, లేదా ఇతర సభ్యుల పెద్ద లాభాలను చూపించే 'నిపుణుల' గ్రూప్.",
        "డబ్బు జమ చేయడం సులువు, కానీ ఇంకా డబ్బు చెల్లించకుండా తీసుకోలేరు.",
        "మీ కాంటాక్ట్‌లు, ఫోటోలకు యాక్సెస్ అడిగే, లేదా ముందుగానే పెద్ద ఫీజులు కోసుకునే లోన్ యాప్.",
        "మిమ్మల్ని అరెస్ట్ చేశామని, కాల్ కట్ చేయకూడదని చెప్పే 'అధికారుల' వీడియో కాల్.",
      ],
      firstSteps: [
        "ఏదైనా డబ్బు పోయి ఉంటే 1930 నంబర్‌కు కాల్ చేయండి; కార్డులు, UPI, నెట్ బ్యాంకింగ్‌ను బ్లాక్ చేయించడానికి మీ బ్యాంకు అధికారిక హెల్ప్‌లైన్‌కు కూడా కాల్ చేయండి. వీలైతే వేరే ఫోన్ నుండి కాల్ చేయండి.",
        "ప్రభావితమైన ఫోన్‌ను లేదా కంప్యూటర్‌ను ఇంటర్నెట్ నుండి డిస్‌కనెక్ట్ చేయండి: ఫ్లైట్ మోడ్ ఆన్ చేయండి, లేదా వై-ఫై, మొబైల్ డేటా ఆఫ్ చేయండి.",
        "యాప్ పేరు, దాని స్క్రీన్ల స్క్రీన్‌షాట్‌లు తీసుకోండి; తర్వాత అనుమానాస్పద యాప్‌ను లేదా స్క్రీన్ షేరింగ్ యాప్‌ను అన్‌ఇన్‌స్టాల్ చేయండి.",
        "వేరే, సురక్షితమైన పరికరం నుండి ఈమెయిల్, బ్యాంకింగ్, UPI యాప్‌ల పాస్‌వర్డ్‌లు మార్చండి; మీ UPI PINను కొత్తగా సెట్ చేయండి.",
        "డబ్బు చెల్లించడం ఆపండి. లాభాలు తీసుకోవడానికి లేదా 'కేసు ముగించడానికి' ఎప్పుడూ 'పన్ను', 'ఫీజు' లేదా 'జరిమానా' చెల్లించవద్దు.",
        "ఆధారాలు భద్రపరచండి: యాప్ డౌన్‌లోడ్ లింక్, గ్రూప్ చాట్‌లు, చెల్లింపు రసీదులు, మీరు డబ్బు చెల్లించిన ఖాతాలు, UPI IDలు.",
        `${rule.portal.says} ఫిర్యాదు రసీదు నంబర్‌ను జాగ్రత్తగా ఉంచుకోండి.`,
      ],
      whenToComplain: [
        "వీలైతే కొన్ని నిమిషాల్లోనే. మొదటి కొన్ని గంటల్లోనే డబ్బును నిలిపివేయడానికి ఎక్కువ అవకాశం ఉంటుంది.",
        rbiClock.reportBefore,
        rbiClock.reportFrom,
        rbiClock.trickedPayment,
        "పెట్టుబడి మోసం నెలల క్రితం మొదలైనా ఫిర్యాదు చేయండి. అదే ముఠా ఇతరులను కూడా మోసం చేస్తూ ఉండవచ్చు; ఖాతాలను ఇప్పటికీ గుర్తించవచ్చు.",
        "'డిజిటల్ అరెస్ట్' బెదిరింపుల గురించి, మీరు డబ్బు చెల్లించకపోయినా, వెంటనే ఫిర్యాదు చేయండి.",
      ],
      whereToComplain: [
        where.helpline1930,
        where.portal,
        where.bank,
        where.police,
        where.chakshu,
        "సెక్యూరిటీస్ అండ్ ఎక్స్ఛేంజ్ బోర్డ్ ఆఫ్ ఇండియా (SEBI; sebi.gov.in): ఒక బ్రోకర్ లేదా సలహాదారు నమోదు అయ్యారో లేదో తనిఖీ చేయడానికి. SEBIలో నమోదైన సంస్థలపై ఫిర్యాదులు SEBIకి చెందిన SCORES పోర్టల్‌కు వెళ్తాయి (scores.sebi.gov.in).",
        "నకిలీ యాప్ గురించి ఫిర్యాదు చేయడానికి, Google Play లేదా App Store.",
      ],
      documents: [
        "బ్యాంకు స్టేట్‌మెంట్, UPI / లావాదేవీ నంబర్లు.",
        "యాప్ పేరు, డౌన్‌లోడ్ లింక్ లేదా ఫైల్, దాని స్క్రీన్ల, 'లాభాల' స్క్రీన్‌షాట్‌లు.",
        "వాట్సాప్ లేదా టెలిగ్రామ్ గ్రూప్‌ల చాట్‌లు, మోసగాళ్ల నంబర్లు.",
        "మీరు డబ్బు చెల్లించిన ఖాతాలు, UPI IDలు.",
        "వీడియో కాల్స్ స్క్రీన్‌షాట్‌లు లేదా రికార్డింగ్‌లు, నకిలీ నోటీసులు ఏవైనా ఉంటే అవి కూడా ('డిజిటల్ అరెస్ట్' అయితే).",
        "మీ గుర్తింపు రుజువు, 1930 ఫిర్యాదు రసీదు నంబర్, పోర్టల్ ఫిర్యాదు నంబర్.",
      ],
      law: [
        law.itAct43,
        law.itAct66,
        law.itAct66D,
        law.bns318,
        law.bns308,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.rbiWallets,
        law.bnss173,
        law.bnssRefusal,
        law.arrest,
      ],
      safetyTips: [
        "అధికారిక యాప్ స్టోర్ల నుండి మాత్రమే యాప్‌లు ఇన్‌స్టాల్ చేయండి; డెవలపర్ పేరు, రివ్యూలు చూడండి.",
        "పరిచయం లేని వ్యక్తి అడిగారని ఎప్పుడూ స్క్రీన్ షేరింగ్ యాప్ ఇన్‌స్టాల్ చేయవద్దు.",
        "పెట్టుబడి పెట్టే ముందు, sebi.gov.in వెబ్‌సైట్‌లో SEBI నమోదును తనిఖీ చేయండి. నిజమైన ఏ సలహాదారూ లాభాలకు హామీ ఇవ్వరు.",
        "బ్యాంకు నుండి గానీ, RBI నియంత్రణలో ఉందని మీరు నిర్ధారించుకోగల రుణ సంస్థ నుండి గానీ మాత్రమే రుణం తీసుకోండి.",
        "యాప్ అనుమతులను (permissions) తనిఖీ చేయండి; తెలియని యాప్‌లను SMS చదవనివ్వవద్దు, యాక్సెసిబిలిటీ వాడనివ్వవద్దు.",
        "మీ ఫోన్ సాఫ్ట్‌వేర్‌ను అప్‌డేట్ చేస్తూ ఉండండి.",
        "గుర్తుంచుకోండి: ఏ సంస్థా వీడియో కాల్ ద్వారా ఎవరినీ అరెస్ట్ చేయదు. కాల్ కట్ చేసి, మీ స్థానిక పోలీసులకు కాల్ చేయండి.",
      ],
    },
    faqs: [
      {
        question: "ఒక 'కస్టమర్ కేర్' వ్యక్తికి నా స్క్రీన్ షేర్ చేసే అనుమతి ఇచ్చాను. ఇప్పుడు ఏం చేయాలి?",
        answer:
          "ఫోన్‌ను ఇంటర్నెట్ నుండి డిస్‌కనెక్ట్ చేసి, ఆ యాప్‌ను అన్‌ఇన్‌స్టాల్ చేయండి. కార్డులు, UPI, నెట్ బ్యాంకింగ్‌ను బ్లాక్ చేయించడానికి మీ బ్యాంకుకు కాల్ చేయండి; వేరే పరికరం నుండి మీ పాస్‌వర్డ్‌లు, UPI PIN మార్చండి. ఏదైనా డబ్బు పోయి ఉంటే, వెంటనే 1930 నంబర్‌కు కాల్ చేయండి.",
      },
      {
        question: "ట్రేడింగ్ యాప్ పెద్ద లాభాలు చూపిస్తోంది, కానీ డబ్బు తీసుకోనివ్వడం లేదు. నేను ఫీజు చెల్లించాలా?",
        answer:
          "వద్దు. నకిలీ ట్రేడింగ్ యాప్‌లు ఇలాగే పని చేస్తాయి: స్క్రీన్ మీద కనిపించే లాభాలు నిజం కావు; ఒక ఫీజు తర్వాత ఇంకో ఫీజు అడుగుతారు. డబ్బు చెల్లించడం ఆపండి, అన్ని చాట్‌లు, చెల్లింపు వివరాలు సేవ్ చేయండి. 1930 నంబర్‌కు కాల్ చేసి, cybercrime.gov.in పోర్టల్‌లో కూడా ఫిర్యాదు చేయండి.",
      },
      {
        question: "ఒక లోన్ యాప్ నా ఫోటోలను నా కాంటాక్ట్‌లకు పంపుతామని బెదిరిస్తోంది. నేను ఏం చేయగలను?",
        answer:
          "బెదిరింపులకు భయపడి డబ్బు చెల్లించవద్దు. డబ్బు కోసం మిమ్మల్ని బెదిరించడం భారతీయ న్యాయ సంహిత కింద బెదిరించి డబ్బు వసూలు చేయడం (extortion), నేరపూరిత బెదిరింపు (criminal intimidation) అనే నేరాలు. బెదిరింపులను సేవ్ చేయండి, యాప్‌ను అన్‌ఇన్‌స్టాల్ చేయండి, మీ కాంటాక్ట్‌లను హెచ్చరించండి, cybercrime.gov.in పోర్టల్‌లో గానీ పోలీస్ స్టేషన్‌లో గానీ ఫిర్యాదు చేయండి.",
      },
    ],
  },
  theft: {
    meta: {
      title: "దొంగిలించబడిన ఫోన్ లేదా పరికరానికి సహాయం",
      description:
        "భారతదేశంలో ఫోన్ లేదా ల్యాప్‌టాప్ పోయిందా, దొంగిలించబడిందా? మీ సిమ్‌ను బ్లాక్ చేయండి, CEIR ద్వారా ఫోన్‌ను బ్లాక్ చేయండి, మీ బ్యాంకు ఖాతాను, UPIని కాపాడుకోండి, పోలీసులకు ఫిర్యాదు చేయండి.",
    },
    heading: "దొంగిలించబడిన లేదా పోయిన ఫోన్, ల్యాప్‌టాప్ లేదా పరికరం",
    intro: [
      "దొంగిలించబడిన ఫోన్ కేవలం పోయిన పరికరం కాదు. అందులో మీ సిమ్, UPI, బ్యాంకింగ్ యాప్‌లు, ఈమెయిల్, ఫోటోలు, కాంటాక్ట్‌లు ఉంటాయి. దొంగ కొన్ని నిమిషాల్లోనే వాటిని వాడటానికి ప్రయత్నించవచ్చు.",
      "ఈ క్రమంలో చేయండి: సిమ్‌ను, డబ్బు యాప్‌లను బ్లాక్ చేయండి, పరికరాన్ని దూరం నుండే లాక్ చేయండి లేదా అందులోని డేటాను తుడిచివేయండి, తర్వాత పోలీసులకు ఫిర్యాదు చేసి, ఫోన్‌ను దాని IMEI నంబర్ ద్వారా బ్లాక్ చేయండి.",
    ],
    formTitle: "దొంగతనం గురించి తెలియజేయండి",
    legal: {
      whatItIs: [
        "ఫోన్ లాక్కెళ్లడం, జేబు దొంగతనం, ఇల్లు, కారు లేదా ఆఫీసు నుండి దొంగతనం, పోయిన పరికరాన్ని ఎవరైనా తమ దగ్గరే ఉంచుకోవడం: ఇవన్నీ పరికర దొంగతనమే. అసలు ప్రమాదం అందులో ఉన్నవాటితోనే: OTPలు మీ సిమ్‌కు వస్తాయి; తెరిచి ఉన్న యాప్‌ల ద్వారా డబ్బును, ఖాతాలను యాక్సెస్ చేయవచ్చు.",
        "దొంగలు UPI లేదా బ్యాంకింగ్ యాప్‌లలోకి ప్రవేశించడానికి, మీ సిమ్‌కు వచ్చే OTPలతో మీ పాస్‌వర్డ్‌లు రీసెట్ చేయడానికి, మీ కాంటాక్ట్‌లకు మెసేజ్ పంపి డబ్బు అడగడానికి, లేదా మీ ఫోటోలను, పత్రాలను దుర్వినియోగం చేయడానికి ప్రయత్నించవచ్చు.",
        "సంచార్ సాథీ (Sanchar Saathi) పోర్టల్‌లో ఉన్న టెలికమ్యూనికేషన్ల శాఖ (DoT) CEIR వ్యవస్థ ద్వారా, పోయిన లేదా దొంగిలించబడిన ఫోన్‌ను దాని IMEI నంబర్‌తో భారతదేశంలోని అన్ని మొబైల్ నెట్‌వర్క్‌లలో బ్లాక్ చేయవచ్చు; ఫోన్ దొరికినప్పుడు అన్‌బ్లాక్ చేయవచ్చు.",
      ],
      warningSigns: [
        "మీరు చేయని పనులకు OTP, లాగిన్ లేదా పాస్‌వర్డ్ రీసెట్ అలర్ట్‌లు.",
        "మీరు చేయని లావాదేవీలు మీ బ్యాంకు లేదా UPI స్టేట్‌మెంట్లలో కనిపిస్తాయి.",
        "మీ నంబర్ నుండి లేదా ఖాతాల నుండి డబ్బు అడుగుతూ స్నేహితులకు మెసేజ్‌లు వస్తాయి.",
        "మీ ఈమెయిల్ లేదా సోషల్ మీడియా నుండి మీరు లాగ్ అవుట్ అవుతారు, లేదా మీ పాస్‌వర్డ్ పని చేయదు.",
        "మీ ఫోన్ 'దొరికిందని' చెప్పే ఎవరైనా మీ పాస్‌కోడ్ (passcode) లేదా OTP అడుగుతారు, లేదా ఫోన్ ఎక్కడ ఉందో 'కనుక్కోవడానికి' ఒక లింక్ పంపుతారు.",
      ],
      firstSteps: [
        "వేరే ఫోన్ నుండి మీ మొబైల్ కంపెనీకి కాల్ చేసి మీ సిమ్‌ను బ్లాక్ చేయించండి. అదే నంబర్‌తో కొత్త సిమ్ అడగండి.",
        "ఫోన్‌కు లింక్ అయిన UPI, మొబైల్ బ్యాంకింగ్, కార్డులను బ్లాక్ చేయించడానికి మీ బ్యాంకుకు (లేదా బ్యాంకులకు) కాల్ చేయండి. డబ్బు పోయి ఉంటే, 1930 నంబర్‌కు కాల్ చేయండి.",
        "వేరే పరికరం నుండి Find My Device (ఆండ్రాయిడ్) లేదా Find My (ఆపిల్) ద్వారా ఫోన్‌ను లాక్ చేసి, దాని మీద ఒక మెసేజ్ చూపించండి. ఫోన్ తిరిగి దొరకదనిపిస్తే, అందులోని డేటాను తుడిచివేయండి.",
        "వేరే పరికరం నుండి మీ ఈమెయిల్, సోషల్ మీడియా, బ్యాంకింగ్ పాస్‌వర్డ్‌లు మార్చి, అన్ని లాగిన్‌ల (sessions) నుండి లాగ్ అవుట్ అవ్వండి.",
        "దగ్గరలోని పోలీస్ స్టేషన్‌లో గానీ మీ రాష్ట్ర పోలీసుల ఆన్‌లైన్ సేవ ద్వారా గానీ దొంగతనం గురించి ఫిర్యాదు చేసి, దాని కాపీ ఉంచుకోండి. దొంగతనం వేరే చోట జరిగినా, మీరు ఉన్న చోటే ఫిర్యాదు చేయవచ్చు.",
        "sancharsaathi.gov.in పోర్టల్‌లోని CEIRలో, ఫోన్ IMEI నంబర్, మీ పోలీసు ఫిర్యాదు వివరాలు ఇచ్చి ఫోన్‌ను బ్లాక్ చేయండి.",
        "మీ నంబర్ నుండి లేదా ఖాతాల నుండి డబ్బు అడుగుతూ మెసేజ్ వస్తే దాని ప్రకారం ఏమీ చేయవద్దని కుటుంబ సభ్యులకు, స్నేహితులకు చెప్పండి.",
      ],
      whenToComplain: [
        "వెంటనే. మొదటి గంటలోనే దొంగలు తెరిచి ఉన్న యాప్‌లను, మీ సిమ్‌ను వాడటానికి ప్రయత్నిస్తారు.",
        rbiClock.inTime,
        "వీలైనంత త్వరగా పోలీసులకు ఫిర్యాదు చేయండి. CEIRలో ఫోన్‌ను బ్లాక్ చేయడానికి ఆ ఫిర్యాదు వివరాలు అవసరం; సాధారణంగా ఇన్సూరెన్స్ క్లెయిమ్‌లకు కూడా అవసరం.",
        "ఫోన్ దొరికితే, మళ్లీ వాడే ముందు CEIRలో దాన్ని అన్‌బ్లాక్ చేయండి.",
      ],
      whereToComplain: [
        "సిమ్‌ను బ్లాక్ చేయడానికి, కొత్త సిమ్ పొందడానికి, మీ మొబైల్ కంపెనీ స్టోర్ లేదా కస్టమర్ కేర్.",
        "మీ బ్యాంకు, మీ UPI యాప్‌ల అధికారిక హెల్ప్‌లైన్లు.",
        where.police,
        "ఫోన్‌ను దాని IMEI నంబర్ ద్వారా బ్లాక్ చేయడానికి, సంచార్ సాథీ (sancharsaathi.gov.in) పోర్టల్‌లోని CEIR.",
        "డబ్బు లేదా ఖాతాలు దుర్వినియోగం అయితే, 1930, cybercrime.gov.in.",
        "అది ఆఫీసు పరికరం అయితే, మీ కంపెనీ IT బృందం.",
      ],
      documents: [
        "IMEI నంబర్ (లేదా నంబర్లు) ఉన్న కొనుగోలు బిల్లు లేదా బాక్స్, లేదా ల్యాప్‌టాప్ సీరియల్ నంబర్.",
        "పోలీసు ఫిర్యాదు లేదా FIR కాపీ, లేదా దాని నంబర్.",
        "మీ గుర్తింపు రుజువు.",
        "ఫోన్‌లో ఉన్న సిమ్‌ల మొబైల్ నంబర్లు.",
        "దుర్వినియోగం జరిగి ఉంటే, దానికి సంబంధించిన బ్యాంకు స్టేట్‌మెంట్, లావాదేవీ నంబర్లు.",
        "అలర్ట్‌లు, దుర్వినియోగపు మెసేజ్‌లు లేదా పరికరం చివరిగా ఉన్న లొకేషన్ స్క్రీన్‌షాట్‌లు.",
      ],
      law: [
        law.bns303,
        law.itAct66B,
        law.itAct66C,
        law.itAct43,
        law.rbiLiabilityBefore,
        law.rbiLiabilityFrom,
        law.bnss173,
        law.bnssRefusal,
      ],
      safetyTips: [
        "మీ IMEI నంబర్‌ను ఇప్పుడే రాసి పెట్టుకోండి: *#06# డయల్ చేసి, ఆ నంబర్‌ను కొనుగోలు బిల్లుతో పాటు ఉంచుకోండి.",
        "సులభమైన ప్యాటర్న్ కాకుండా బలమైన స్క్రీన్ లాక్ పెట్టండి; సిమ్ PIN కూడా సెట్ చేయండి.",
        "Find My Device లేదా Find My, ఆటోమేటిక్ బ్యాకప్ ఆన్ చేయండి.",
        "మీ UPI, బ్యాంకింగ్, ఈమెయిల్ యాప్‌లను PIN లేదా వేలిముద్రతో లాక్ చేయండి; లాక్ స్క్రీన్ మీద మెసేజ్‌లలోని విషయం కనిపించకుండా చేయండి.",
        "పాస్‌వర్డ్‌లు, PINలు లేదా గుర్తింపు కార్డుల స్కాన్‌లను మీ నోట్స్‌లో గానీ ఫోటో గ్యాలరీలో గానీ ఉంచవద్దు.",
        "మీ ల్యాప్‌టాప్‌ను ఎన్‌క్రిప్ట్ (encrypt) చేయండి; పార్క్ చేసిన కారులో బయటికి కనిపించేలా పరికరాలను ఎప్పుడూ వదిలి వెళ్లవద్దు.",
      ],
    },
    faqs: [
      {
        question: "CEIRలో బ్లాక్ చేస్తే నా ఫోన్ తిరిగి దొరకడానికి సహాయపడుతుందా?",
        answer:
          "సహాయపడవచ్చు. బ్లాక్ చేసిన తర్వాత, ఆ ఫోన్‌ను భారతదేశంలోని ఏ మొబైల్ నెట్‌వర్క్‌లోనూ వాడలేరు. ఎవరైనా అందులో సిమ్ వేస్తే, పోలీసులు దాన్ని కనుక్కోవడానికి ఉపయోగపడే సమాచారం తయారవుతుంది. ఇలా చాలా ఫోన్లు తిరిగి దొరికాయి; కానీ ఫోన్ దొరుకుతుందని హామీ లేదు.",
      },
      {
        question: "ఫోనే లేనప్పుడు, దాని IMEI నంబర్ ఎక్కడ దొరుకుతుంది?",
        answer:
          "అది ఫోన్ బాక్స్ మీద, కొనుగోలు బిల్లు మీద ముద్రించి ఉంటుంది. రెండు సిమ్‌ల ఫోన్‌కు రెండు IMEI నంబర్లు ఉంటాయి; రెండూ ఇవ్వండి. ఇకపై, మీ ఫోన్‌లో *#06# డయల్ చేసి, ఆ నంబర్లను సురక్షితమైన చోట సేవ్ చేసుకోండి.",
      },
      {
        question: "నా ఫోన్ దొరికిందని ఎవరో చెప్పి, నా పాస్‌కోడ్ అడుగుతున్నారు. ఇది సురక్షితమేనా?",
        answer:
          "కాదు. మీ పాస్‌కోడ్ (passcode), ఏ OTP, లేదా మీ గూగుల్ లేదా ఆపిల్ ఖాతా పాస్‌వర్డ్ ఎప్పుడూ చెప్పవద్దు. ఫోన్ ఎక్కడ ఉందో 'కనుక్కుంటామని' చెప్పే లింక్‌లు తెరవవద్దు. నిజంగా ఫోన్ దొరికినవాళ్లు దాన్ని పోలీసులకు అప్పగించవచ్చు. ఆ వ్యక్తి మిమ్మల్ని సంప్రదించిన విషయం పోలీసులకు చెప్పండి.",
      },
    ],
  },
} satisfies SiteText["topics"];
