import { stepTitlesTelugu } from "~/shared/case-timeline/step-titles-telugu";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { TranslatedCaseSteps } from "../case-steps";
import { harmStepsTelugu } from "./harm-steps";
import { ruleVersionTe } from "./legal-rules";

// The case page's next steps in Telugu (../case-steps.ts): titles, sentences, the steps by kind of
// harm and the rules' words, each by its id (shared/case-timeline/step-texts.ts). A missing id fails
// the typecheck. A test builds the steps of many cases and checks that every rule's words are here
// (../case-words.test.ts).

const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const teluguCaseSteps: TranslatedCaseSteps = {
  /** The titles, shared with the server's one-page summary (docs/decisions/0071). */
  titles: stepTitlesTelugu,
  sentences: {
    "no-rule-for-date":
      "ఈ తేదీన జరిగిన లావాదేవీకి, భారతీయ రిజర్వ్ బ్యాంక్ బాధ్యత నియమాన్ని మేము చెప్పలేకపోతున్నాము. అయినా వెంటనే బ్యాంకుకు తెలియజేసి, దానికి ఏ నియమాలు వర్తిస్తాయో అడగండి; 1930 నంబర్‌కు ఫోన్ చేసి, cybercrime.gov.in పోర్టల్‌లో మీ ఫిర్యాదును పూర్తి చేయండి.",
    "paid-after-trick":
      "భారతీయ రిజర్వ్ బ్యాంక్ బాధ్యత నియమాలు మీరు అనుమతించని లావాదేవీల కోసం. కాబట్టి మోసపోయి మీరే చేసిన చెల్లింపుకు అవి వర్తించకపోవచ్చు. అయినా వెంటనే బ్యాంకుకు తెలియజేయండి: మీ 1930 ఫిర్యాదుతో కలిసి, బ్యాంకు ఇప్పటికీ ఆ డబ్బును నిలిపి ఉంచడానికి ప్రయత్నించగలదు.",
    "tell-bank-at-once": "వెంటనే బ్యాంకుకు తెలియజేసి, ఫిర్యాదు నంబర్ తీసుకోండి: బ్యాంకుకు ఎంత త్వరగా తెలిస్తే, అది అంత ఎక్కువ చేయగలదు.",
    "not-covered-2027":
      "చెల్లింపు మీరే చేశారని, బెదిరింపు లేదా ఒత్తిడి వల్ల కాదని మాకు చెప్పారు. కాబట్టి దీనికి భారతీయ రిజర్వ్ బ్యాంక్ గడువు ఏదీ మేము చెప్పడం లేదు. అయినా వెంటనే బ్యాంకుకు తెలియజేసి, 1930 నంబర్‌కు ఫోన్ చేయండి: బ్యాంకు, 1930 కలిసి ఇప్పటికీ డబ్బును నిలిపి ఉంచడానికి ప్రయత్నించగలవు. మిమ్మల్ని బెదిరించి లేదా బలవంతం చేసి డబ్బు కట్టించి ఉంటే, ఆ విషయం కింద చెప్పండి: అప్పుడు మీ తేదీలు కనిపిస్తాయి.",
    "compensation-when":
      "OTP చెప్పడం వంటి మీ సొంత నిర్లక్ష్యం వల్ల మీ బ్యాంకు మిమ్మల్ని బాధ్యులుగా భావిస్తే, చిన్న మోసాలకు భారతీయ రిజర్వ్ బ్యాంక్ ఇచ్చే పరిహారం మీ నష్టంలో కొంత భాగాన్ని చెల్లించవచ్చు. ఆ అవకాశం పోకుండా ఉండాలంటే, చూపిన తేదీలోగా 1930 లేదా cybercrime.gov.in ద్వారా, మీ బ్యాంకుకు కూడా మోసం గురించి తెలియజేయండి. మీ ఫిర్యాదు నిజమైనదని బ్యాంకు సంతృప్తి చెందితే, దరఖాస్తు ఫారం ఇవ్వమని బ్యాంకును అడగండి.",
    "compensation-loss-unknown": `మొత్తం నష్టం ${COMPENSATION_LOSS_UP_TO} వరకు ఉంటేనే ఇది వర్తిస్తుంది.`,
    "compensation-asked": "ఇది అందరికీ కాదు. దయచేసి కింద సమాధానం ఇవ్వండి:",
    "compensation-organisation":
      "ఈ ఖాతా ఒక కంపెనీ, భాగస్వామ్య సంస్థ, ట్రస్ట్ లేదా సొసైటీ పేరు మీద ఉందా (మీ పేరు మీద గానీ, మీరు ఏకైక యజమానిగా నడిపే వ్యాపారం పేరు మీద గానీ కాకుండా)?",
    "compensation-claimed-before": "మీరు గానీ, ఈ ఖాతాకు ఉమ్మడి ఖాతాదారు ఎవరైనా గానీ, ఇంతకు ముందు దీన్ని కోరారా?",
    "compensation-no-fee": "ఈ మొత్తాన్ని మీ బ్యాంకు మాత్రమే చెల్లిస్తుంది. దీన్ని కోరడానికి ఎవరూ మీ నుండి రుసుము వసూలు చేయలేరు.",
    "ombudsman-date-from-complaint":
      "చూపిన తేదీ, మీరు బ్యాంకుకు తెలియజేసిన రోజు నుండి బ్యాంకుకు ఉన్న 30 రోజులను లెక్కిస్తుంది. బ్యాంకు సమాధానం ఇస్తే, దాని చివరి సమాధానం వచ్చిన రోజును కింద చేర్చండి: మీ తేదీ కూడా దానికి తగ్గట్టు మారుతుంది.",
    "ombudsman-date-from-reply":
      "చూపిన తేదీ, బ్యాంకుకు ఉన్న 30 రోజులు ముగిసిన రోజు, మీరు కింద ఇచ్చిన దాని చివరి సమాధానం వచ్చిన రోజు, ఈ రెండింటిలో ఏది తర్వాతదైతే ఆ రోజు నుండి లెక్కించబడింది.",
  },
  harmSteps: harmStepsTelugu,
  ruleVersion: ruleVersionTe,
  /**
   * How a date was counted: "{within}" is the rule's window and what starts it ("... రోజు నుండి 3
   * పని దినాలలోపు"): `from` is a plain noun phrase before the separate word "నుండి", `window` the
   * whole "within" phrase (./legal-rules.ts).
   */
  counting: {
    plain: "{within}",
    notSundays: "{within}, ఆదివారాలను లెక్కించకుండా; బ్యాంకు సెలవు ఉంటే తేదీ ఇంకా తర్వాతకు మారవచ్చు",
    calendar: "{within}; తేదీ వీలైనంత ముందుగా ఉండేలా, ఇక్కడ దీన్ని లావాదేవీ జరిగిన రోజు నుండి {days} క్యాలెండర్ రోజులుగా లెక్కించాము",
    firstDay: "{within}; తేదీ వీలైనంత ముందుగా ఉండేలా, మొదలయ్యే రోజునే మొదటి రోజుగా లెక్కించాము",
    within: "{from} నుండి {window}",
  },
};
