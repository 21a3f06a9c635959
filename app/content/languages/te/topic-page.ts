import { HELPLINE } from "~/shared/constants";
import type { SiteText } from "../en";

// Headings and fixed words of the topic page template.

export const topicPage = {
  legalHeading: "చట్టపరమైన సమాచారం",
  whatItIs: "ఇది ఏమిటి",
  warningSigns: "హెచ్చరిక సంకేతాలు",
  firstSteps: "మొదటి గంటలో ఏమి చేయాలి",
  whenToComplain: "ఎప్పుడు ఫిర్యాదు చేయాలి",
  whereToComplain: "ఎక్కడ ఫిర్యాదు చేయాలి",
  documents: "కావాల్సిన పత్రాలు",
  law: "చట్టం ఏమి చెబుతోంది",
  safetyTips: "భద్రతా సూచనలు",
  formIntro: "ఏమి జరిగిందో మాకు చెప్పండి. ఈమెయిల్, ఫోన్ ద్వారా 24×7 జవాబు ఇస్తాము.",
  contentsLabel: "ఈ పేజీలో",
  ctaHeading: "దీనిలో సహాయం కావాలా?",
  ctaText:
    "ఏమి జరిగిందో మాకు చెప్పండి. ఫిర్యాదు, బ్యాంకు, పోలీసు పనుల్లో మా బృందం 24×7 మీకు సహాయం చేస్తుంది. గత కొన్ని గంటల్లో మీ ఖాతా నుండి డబ్బు పోయి ఉంటే, ముందుగా జాతీయ హెల్ప్‌లైన్‌కు కాల్ చేయండి.",
  // HELPLINE stands before "నంబర్‌కు", so no ending attaches to it (as ./chrome.ts does).
  ctaCall: `${HELPLINE} నంబర్‌కు కాల్ చేయండి`,
  faqHeading: "తరచుగా అడిగే ప్రశ్నలు",
} satisfies SiteText["topicPage"];
