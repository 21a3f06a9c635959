import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { rupees } from "~/shared/legal-rules/rule-values";
import { ruleTe } from "./legal-rules";

// The Telugu sentences on asking for held money back, the e-Zero FIR and Chakshu's 30 days,
// which the topic pages, the FAQ and the Learning Corner share (English:
// app/content/languages/en/reporting-rules.ts). The facts come from shared/legal-rules; only the
// joining words are here. No Telugu ending is attached to a computed figure or address: each one
// stands before a Telugu noun or verb that carries the ending, or alone after a colon.
//
// Forms returned:
// - moneyRestoration, eZeroFir, chakshu: ruleTe(...).says, complete sentences (te/legal-rules.ts).
// - moneyRestorationShort: complete sentences, ending with a full stop.
// - chakshuWithin: a phrase, not a sentence ("for calls and messages received in the last 30
//   days"); it already carries its own ending ("... కోసం"). Sentences always put it in brackets
//   after a complete sentence, adding no ending to it: "... ఫిర్యాదు చేయండి (${chakshuWithin})."
// - moneyRestorationStepsTe: complete sentences, one a step.

const chakshuWindow = currentRule("dot-chakshu").window;
if (!chakshuWindow) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: ruleTe("mha-money-restoration").says,
  /** The same, in short. */
  moneyRestorationShort: `మీ ఫిర్యాదు తర్వాత డబ్బు నిలిపివేస్తే (hold), ఆ విషయం చెబుతూ మీకు SMS వస్తుంది. ఆ SMSలో ఉన్న తేదీ తర్వాత, కేంద్ర హోం మంత్రిత్వ శాఖ యొక్క డబ్బు తిరిగి ఇచ్చే పోర్టల్‌లో (Money Restoration Portal) డబ్బు తిరిగి అడగండి: ${MONEY_RESTORATION.portal}. ఈ పని చేసి పెడతామని చెప్పే దళారులకు గానీ ఏజెంట్లకు గానీ ఎప్పుడూ డబ్బు ఇవ్వకండి.`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: ruleTe("mha-e-zero-fir").says,
  /** What Chakshu is for, with its window. */
  chakshu: ruleTe("dot-chakshu").says,
  /**
   * "గత 30 రోజుల్లో వచ్చిన కాల్స్, మెసేజ్‌ల కోసం" (for calls and messages received in the last
   * 30 days): Chakshu's window, after its name. A whole phrase that already carries its own
   * ending ("for ..."); a sentence puts it in brackets after a complete sentence, adding nothing
   * to it.
   */
  chakshuWithin: `గత ${chakshuWindow.days} రోజుల్లో వచ్చిన కాల్స్, మెసేజ్‌ల కోసం`,
};

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

/**
 * MONEY_RESTORATION_STEPS (shared/legal-rules/mha.ts) in Telugu, one for one and in the same
 * order, for the Telugu case page. Complete sentences.
 */
export const moneyRestorationStepsTe = [
  "మీ ఫిర్యాదు మేరకు కొంత మొత్తాన్ని తాత్కాలికంగా నిలిపివేశారు (hold) అని చెప్పే SMS వచ్చే వరకు వేచి ఉండండి.",
  `ఆ SMSలో ఉన్న తేదీ తర్వాత, డబ్బు తిరిగి ఇచ్చే పోర్టల్‌కు (Money Restoration Portal) వెళ్లండి: ${portal}.`,
  `'Raise Refund Request' ఎంచుకోండి. మీ ఫిర్యాదు యొక్క ${acknowledgementDigits} అంకెల ఫిర్యాదు రసీదు నంబర్‌ను (acknowledgement number) నమోదు చేసి, OTPతో నిర్ధారించండి.`,
  "డబ్బు జమ కావాల్సిన బ్యాంకు ఖాతా యొక్క సరైన వివరాలు ఇవ్వండి.",
  "నష్టపరిహార బాండ్ (indemnity bond) మీద సంతకం చేయండి. అంటే, అడిగినప్పుడు ఆ మొత్తాన్ని కోర్టు ముందు అప్పగిస్తామని, కోర్టు ఉత్తర్వులను పాటిస్తామని ఇచ్చే హామీ. మీ పాన్ కార్డు కాపీ కూడా ఇవ్వండి.",
  `ఒక బ్యాంకు ఖాతాలో నిలిపివేసిన మొత్తం ${rupees(firAbove)} దాటితే, FIR తప్పనిసరి. ఒక బ్యాంకులో నిలిపివేసిన మొత్తం ${rupees(noFirBelow)} కంటే తక్కువ అయితే, FIR లేకుండానే పోలీసులు దాన్ని తిరిగి ఇప్పించగలరు.`,
  `మీ కేసును దర్యాప్తు చేస్తున్న పోలీసు అధికారి డబ్బు విడుదల చేయమని ఉత్తర్వు ఇచ్చిన తర్వాత, బ్యాంకు ${custodyDays} క్యాలెండర్ రోజులలోపు ఆ డబ్బును మీకు అప్పగిస్తుంది.`,
  "డబ్బు తిరిగి ఇప్పిస్తామని చెప్పే దళారుల, ఏజెంట్ల మాటలు ఎప్పుడూ నమ్మకండి: అధికారిక పోర్టల్‌ను మాత్రమే వాడండి. సహాయం కోసం మీ పోలీస్ స్టేషన్‌ను సంప్రదించండి.",
] as const;
