import { HELPLINE } from "~/shared/constants";
import type { SiteText } from "../en";

// सेवा पेज के ढाँचे के शीर्षक और तय शब्द।

export const topicPage = {
  legalHeading: "कानूनी जानकारी",
  whatItIs: "यह क्या है",
  warningSigns: "चेतावनी के संकेत",
  firstSteps: "पहले घंटे में क्या करें",
  whenToComplain: "शिकायत कब करें",
  whereToComplain: "शिकायत कहाँ करें",
  documents: "ज़रूरी दस्तावेज़",
  law: "कानून क्या कहता है",
  safetyTips: "सुरक्षा के सुझाव",
  formIntro: "हमें बताएँ कि क्या हुआ। हम ई-मेल और फ़ोन से 24×7 जवाब देते हैं।",
  contentsLabel: "इस पेज पर",
  ctaHeading: "इसमें सहायता चाहिए?",
  ctaText:
    "हमें बताएँ कि क्या हुआ, हमारी टीम शिकायत, बैंक और पुलिस के काम में 24×7 आपकी सहायता करेगी। अगर पिछले कुछ घंटों में आपके खाते से पैसे गए हैं, तो पहले राष्ट्रीय हेल्पलाइन पर कॉल करें।",
  ctaCall: `${HELPLINE} पर कॉल करें`,
  faqHeading: "अक्सर पूछे जाने वाले प्रश्न",
} satisfies SiteText["topicPage"];
