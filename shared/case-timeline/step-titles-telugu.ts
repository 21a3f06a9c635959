import type { StepTitleId } from "./step-texts";

/**
 * The steps' titles in Telugu, by id (./step-texts.ts): the Telugu case page's own
 * (app/content/languages/te/case-steps.ts), kept here so the server writes them the same way.
 * "{amount}" stands alone, followed by the separate word "వరకు" ("up to"), so no ending attaches to it.
 */
export const stepTitlesTelugu: Record<StepTitleId, string> = {
  "call-1930": "1930 నంబర్‌కు ఫోన్ చేయండి",
  "finish-portal-complaint": "cybercrime.gov.in పోర్టల్‌లో మీ ఫిర్యాదును పూర్తి చేయండి",
  "report-on-portal": "cybercrime.gov.in పోర్టల్‌లో దీని గురించి ఫిర్యాదు చేయండి",
  "tell-bank": "మీ బ్యాంకు, వాలెట్ లేదా కార్డు సంస్థకు లిఖితపూర్వకంగా తెలియజేయండి",
  "tell-cooperative-bank": "మీ సహకార బ్యాంకుకు లిఖితపూర్వకంగా తెలియజేయండి",
  "tell-wallet": "మీ వాలెట్ సంస్థకు లిఖితపూర్వకంగా తెలియజేయండి",
  "bank-credit": "పరిశీలన జరుగుతున్నప్పుడే మీ బ్యాంకు ఆ మొత్తాన్ని మీ ఖాతాలో తిరిగి జమ చేస్తుంది",
  "wallet-credit": "పరిశీలన జరుగుతున్నప్పుడే మీ వాలెట్ సంస్థ ఆ మొత్తాన్ని తిరిగి జమ చేస్తుంది",
  "credit-card-credit": "క్రెడిట్ కార్డు అయితే, పరిశీలన జరుగుతున్నప్పుడే మీ బ్యాంకు ఆ మొత్తాన్ని కార్డులో తిరిగి జమ చేస్తుంది",
  "bank-decision": "మీ బ్యాంకు మీ ఫిర్యాదుపై నిర్ణయం తీసుకుని, సమాధానం ఇస్తుంది",
  "held-money": "డబ్బు నిలిపి ఉంచినట్లు SMS వస్తే, దాన్ని తిరిగి అడగండి",
  ombudsman: "బ్యాంకు నిరాకరిస్తే లేదా సరిదిద్దకపోతే, RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయండి",
  "claim-compensation": "మీరు {amount} వరకు పరిహారం కోరగలిగే అవకాశం ఉంది",
};
