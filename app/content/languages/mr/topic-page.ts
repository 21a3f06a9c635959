import { HELPLINE } from "~/shared/constants";
import type { SiteText } from "../en";

// The service page's frame: headings and fixed words.

export const topicPage = {
  legalHeading: "कायदेशीर माहिती",
  whatItIs: "हे काय आहे",
  warningSigns: "धोक्याच्या खुणा",
  firstSteps: "पहिल्या तासात काय करावे",
  whenToComplain: "तक्रार कधी करावी",
  whereToComplain: "तक्रार कुठे करावी",
  documents: "आवश्यक कागदपत्रे",
  law: "कायदा काय सांगतो",
  safetyTips: "सुरक्षिततेसाठी सूचना",
  formIntro: "काय घडले ते आम्हाला सांगा. आम्ही ई-मेल आणि फोनवरून 24×7 उत्तर देतो.",
  contentsLabel: "या पानावर",
  ctaHeading: "यात मदत हवी आहे?",
  ctaText:
    "काय घडले ते आम्हाला सांगा. तक्रार, बँक आणि पोलीस यांच्या कामात आमची टीम 24×7 तुम्हाला मदत करेल. गेल्या काही तासांत तुमच्या खात्यातून पैसे गेले असतील, तर आधी राष्ट्रीय हेल्पलाइनवर कॉल करा.",
  ctaCall: `${HELPLINE} वर कॉल करा`,
  faqHeading: "वारंवार विचारले जाणारे प्रश्न",
} satisfies SiteText["topicPage"];
