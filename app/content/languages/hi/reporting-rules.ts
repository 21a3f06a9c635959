import { currentRule } from "~/shared/legal-rules";
import { MONEY_RESTORATION } from "~/shared/legal-rules/mha";
import { ruleHi } from "./legal-rules";
import { rupees } from "~/shared/legal-rules/rule-values";

// रोके गए पैसे वापस माँगने, ई-ज़ीरो एफ़आईआर और चक्षु के 30 दिनों के हिन्दी वाक्य, जिन्हें सेवा पेज,
// अक्सर पूछे जाने वाले प्रश्न और जानकारी केंद्र साझा करते हैं (अंग्रेज़ी: app/content/languages/en/reporting-rules.ts)।
// तथ्य shared/legal-rules से आते हैं; यहाँ केवल जोड़ने वाले शब्द हैं।

const chakshuWindow = currentRule("dot-chakshu").window;
if (!chakshuWindow) throw new Error("Chakshu's rule gives no window");

export const reportingRules = {
  /** How to ask for held money back on the Money Restoration Portal, in full. */
  moneyRestoration: ruleHi("mha-money-restoration").says,
  /** The same, in short. */
  moneyRestorationShort: `अगर आपकी शिकायत के बाद पैसे रोके जाते हैं, तो आपको इसका एसएमएस आता है। उस एसएमएस में दी गई तारीख़ के बाद गृह मंत्रालय के मनी रेस्टोरेशन पोर्टल, ${MONEY_RESTORATION.portal}, पर पैसे वापस माँगें, और यह काम करवाने की पेशकश करने वाले किसी बिचौलिये या एजेंट को कोई पैसा न दें।`,
  /** The e-Zero FIR for large losses reported to 1930 or the portal. */
  eZeroFir: ruleHi("mha-e-zero-fir").says,
  /** What Chakshu is for, with its window. */
  chakshu: ruleHi("dot-chakshu").says,
  /** "पिछले 30 दिनों में आए कॉल और संदेशों के लिए": Chakshu's window, after its name. */
  chakshuWithin: `पिछले ${chakshuWindow.days} दिनों में आए कॉल और संदेशों के लिए`,
};

const { portal, acknowledgementDigits, noFirBelow, firAbove, custodyDays } = MONEY_RESTORATION;

/**
 * MONEY_RESTORATION_STEPS (shared/legal-rules/mha.ts) in Hindi, one for one and in the same
 * order, for the Hindi case page.
 */
export const moneyRestorationStepsHi = [
  "उस एसएमएस का इंतज़ार करें जो बताता है कि आपकी शिकायत पर कुछ राशि अस्थायी रूप से रोकी (होल्ड की) गई है।",
  `उस एसएमएस में दी गई तारीख़ के बाद मनी रेस्टोरेशन पोर्टल, ${portal}, पर जाएँ।`,
  `'Raise Refund Request' चुनें, अपनी शिकायत की ${acknowledgementDigits} अंकों की पावती संख्या डालें और ओटीपी से पुष्टि करें।`,
  "उस बैंक खाते का सही विवरण दें जिसमें पैसे आने हैं।",
  "क्षतिपूर्ति बंधपत्र (इंडेम्निटी बॉन्ड) भरें, यानी यह वचन कि माँगे जाने पर आप वह राशि अदालत के सामने पेश करेंगे और उसके आदेश मानेंगे, और अपने पैन कार्ड की प्रति दें।",
  `अगर किसी एक बैंक खाते में ${rupees(firAbove)} से ज़्यादा राशि रोकी गई है, तो एफ़आईआर ज़रूरी है; अगर किसी एक बैंक में ${rupees(noFirBelow)} से कम राशि रोकी गई है, तो पुलिस एफ़आईआर के बिना उसे लौटवा सकती है।`,
  `आपके मामले का अन्वेषण (तफ़्तीश) कर रहे पुलिस अधिकारी के पैसे लौटाने का आदेश देने के बाद बैंक ${custodyDays} कैलेंडर दिनों के भीतर पैसे आपको सौंप देता है।`,
  "पैसे वापस दिलाने की पेशकश करने वाले बिचौलियों या एजेंटों (दलालों) के चक्कर में न पड़ें: सिर्फ़ आधिकारिक पोर्टल का उपयोग करें, और मदद के लिए अपने पुलिस थाने से संपर्क करें।",
] as const;
