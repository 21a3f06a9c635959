import { HELPLINE } from "~/shared/constants";
import type { SiteText } from "../en";

// Headings and fixed words of the topic page template.

export const topicPage = {
  legalHeading: "சட்டத் தகவல்",
  whatItIs: "இது என்ன",
  warningSigns: "எச்சரிக்கை அறிகுறிகள்",
  firstSteps: "முதல் ஒரு மணி நேரத்தில் என்ன செய்ய வேண்டும்",
  whenToComplain: "எப்போது புகார் செய்ய வேண்டும்",
  whereToComplain: "எங்கே புகார் செய்ய வேண்டும்",
  documents: "தேவையான ஆவணங்கள்",
  law: "சட்டம் என்ன சொல்கிறது",
  safetyTips: "பாதுகாப்புக் குறிப்புகள்",
  formIntro: "என்ன நடந்தது என்று எங்களிடம் சொல்லுங்கள். மின்னஞ்சலிலும் ஃபோனிலும் 24×7 பதில் தருகிறோம்.",
  contentsLabel: "இந்தப் பக்கத்தில்",
  ctaHeading: "இதில் உதவி வேண்டுமா?",
  ctaText:
    "என்ன நடந்தது என்று எங்களிடம் சொல்லுங்கள். புகார், வங்கி, காவல்துறை ஆகிய வேலைகளில் எங்கள் குழு 24×7 உங்களுக்கு உதவும். கடந்த சில மணி நேரத்தில் உங்கள் கணக்கிலிருந்து பணம் போயிருந்தால், முதலில் தேசிய உதவி எண்ணை அழையுங்கள்.",
  // HELPLINE stands before "எண்ணை", so no ending attaches to it (as ./chrome.ts does).
  ctaCall: `${HELPLINE} எண்ணை அழையுங்கள்`,
  faqHeading: "அடிக்கடி கேட்கப்படும் கேள்விகள்",
} satisfies SiteText["topicPage"];
