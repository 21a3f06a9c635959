import type { Translation } from "./types";

// हिन्दी: फ़ॉर्म और सर्वर के संदेश, और पीड़ित को जाने वाले हर मेल के शब्द। कुंजियाँ अंग्रेज़ी
// संदेश हैं (./public-messages.ts); कोई संदेश छूटा तो typecheck विफल होता है।

export const hi: Translation = {
  locale: "hi-IN",
  messages: {
    "Please fill out the Name field.": "कृपया नाम भरें।",
    "Please fill out the Email field.": "कृपया ई-मेल भरें।",
    "Please enter a valid email address.": "कृपया सही ई-मेल पता लिखें।",
    "Please fill out the Query field.": "कृपया बताएँ कि क्या हुआ।",
    "Please enter a phone number, e.g. 98765 43210 or +91 98765 43210.":
      "कृपया फ़ोन नंबर लिखें, जैसे 98765 43210 या +91 98765 43210।",
    "Please enter a phone number to be contacted by phone call or WhatsApp.":
      "फ़ोन कॉल या व्हाट्सऐप से संपर्क के लिए कृपया फ़ोन नंबर लिखें।",
    "Please enter a real date, e.g. 21/11/2026.": "कृपया सही तारीख़ लिखें, जैसे 21/11/2026।",
    "Please enter a time of day, e.g. 14:30.": "कृपया समय लिखें, जैसे 14:30।",
    "Please enter the date as well as the time.": "कृपया समय के साथ तारीख़ भी लिखें।",
    "The date and time cannot be in the future.": "तारीख़ और समय आने वाले कल के नहीं हो सकते।",
    "Please enter the amount in rupees, e.g. 1,25,000.": "कृपया राशि रुपयों में लिखें, जैसे 1,25,000।",
    "Please enter whole rupees, without paise.": "कृपया केवल पूरे रुपये लिखें, पैसे नहीं।",
    "Please enter the amount without a minus sign.": "कृपया राशि बिना माइनस (-) चिह्न के लिखें।",
    "Please check the amount: it is more than ₹1,000 crore.": "कृपया राशि जाँच लें: यह ₹1,000 करोड़ से अधिक है।",
    "Please choose one of the options.": "कृपया दिए गए विकल्पों में से एक चुनें।",
    "Invalid email address.": "ई-मेल पता सही नहीं है।",
    "Please choose a state from the list.": "कृपया सूची से राज्य चुनें।",
    "Please fill out this field.": "कृपया यह जानकारी भरें।",
    "Please remove unusual or invisible characters.": "कृपया असामान्य या न दिखने वाले अक्षर हटा दें।",
    "Please enter text.": "कृपया शब्दों में लिखें।",
    "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.":
      "✅ फ़ॉर्म भेज दिया गया! हमारी सहायता टीम 24×7 उपलब्ध है और जल्द ही आपसे संपर्क करेगी।",
    "✅ Form submitted! Our team will contact you 24/7": "✅ फ़ॉर्म भेज दिया गया! हमारी टीम 24×7 आपसे संपर्क करेगी",
    "✅ Query submitted successfully. Our team will contact you shortly — available 24/7!":
      "✅ प्रश्न भेज दिया गया। हमारी टीम जल्द ही आपसे संपर्क करेगी — 24×7 उपलब्ध!",
    "Thank you. Your request has been received and our team will contact you shortly.":
      "धन्यवाद। आपका अनुरोध हमें मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    "Thank you. Your message has been received and our team will contact you shortly.":
      "धन्यवाद। आपका संदेश हमें मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    "Thank you. Your query has been received and our team will contact you shortly.":
      "धन्यवाद। आपका प्रश्न हमें मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    "Please correct the highlighted fields.": "कृपया चिह्नित जानकारी ठीक करें।",
    "Too many requests from your connection. Please wait a minute and try again.":
      "आपके कनेक्शन से बहुत अधिक अनुरोध आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
    "Something went wrong on our side. Please try again later.":
      "हमारी ओर से कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  },
  tooLong: (max) => `कृपया अधिकतम ${max} अक्षर लिखें।`,
  mail: {
    hello: "नमस्ते,",
    kindLabels: { help_request: "सहायता अनुरोध", contact_message: "संदेश", post_query: "प्रश्न" },
    signature: (brand, phone, email) => `${brand}, ${phone}, ${email}`,
    neverAsk:
      "हम आपसे कभी ओटीपी, पिन या पासवर्ड नहीं माँगेंगे, न आपका पैसा “छुड़ाने” के लिए कोई शुल्क या भुगतान माँगेंगे, और न ही कोई रिमोट-एक्सेस या स्क्रीन-शेयरिंग ऐप (जैसे AnyDesk या TeamViewer) इंस्टॉल करने को कहेंगे। जो ऐसा करे, वह हम नहीं हैं।",
    acknowledgement: {
      subject: (reference) => `आपका अनुरोध हमें मिल गया है (${reference})`,
      received: ({ brand, kind, date, reference }) =>
        `${brand} से संपर्क करने के लिए धन्यवाद। आपका ${kind} हमें ${date} को मिला। आपकी संदर्भ संख्या ${reference} है; हमसे जब भी संपर्क करें, यह संख्या ज़रूर बताएँ।`,
      next: "आगे क्या होगा: हमारी टीम का एक सदस्य आपकी भेजी जानकारी पढ़ेगा और ई-मेल या फ़ोन से आपसे संपर्क करेगा। हम 24×7 उपलब्ध हैं। इसे दोबारा भेजने की ज़रूरत नहीं है।",
      casePage: ({ link, caseUrl, code }) =>
        `आपका निजी केस पेज बताता है कि आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ (यह पेज अभी अंग्रेज़ी में है): ${link} (अगर लिंक न खुले, तो ${caseUrl} पर यह केस कोड डालें: ${code})। इस लिंक से कोई भी आपका केस खोल सकता है, इसलिए यह मेल किसी और को न दें।`,
      notMe: (link) =>
        `यह अनुरोध आपने नहीं भेजा? हो सकता है किसी ने आपका ई-मेल पता लिख दिया हो। ${link} खोलें, हम इसे बंद कर देंगे और इसके सभी लिंक रोक देंगे।`,
      lostMoney: ({ helpline, portal }) =>
        `अगर पिछले 24 घंटों में आपके पैसे गए हैं, तो अभी ${helpline} पर कॉल करें और राष्ट्रीय साइबर अपराध रिपोर्टिंग पोर्टल, ${portal} पर शिकायत दर्ज करें। जितनी जल्दी शिकायत करेंगे, पैसे रुकवाने (फ़्रीज़ कराने) की संभावना उतनी ही अधिक होगी। अपना कार्ड या खाता बंद कराने के लिए अपने बैंक को भी कॉल करें।`,
    },
    caseLink: {
      subject: (reference) => `आपके केस का नया लिंक (${reference})`,
      link: (reference, link) => `आपने ${reference} के निजी केस पेज के लिए नया लिंक माँगा था: ${link}`,
      code: (caseUrl, code) => `अगर लिंक न खुले, तो ${caseUrl} पर यह केस कोड डालें: ${code}`,
      keepPrivate:
        "इस लिंक से कोई भी आपका केस खोल सकता है, इसलिए यह मेल किसी और को न दें। आपके पुराने लिंक भी काम करते रहेंगे; अपने केस पेज से आप उन सभी को रोक सकते हैं।",
      notAsked:
        "नया लिंक नहीं माँगा था? किसी ने आपकी संदर्भ संख्या और ई-मेल पता लिखा है। यह लिंक वही इस्तेमाल कर सकता है जो यह मेलबॉक्स पढ़ता है, इसलिए आपको कुछ करने की ज़रूरत नहीं है; चाहें तो अपना केस पेज खोलकर उसके सभी लिंक रोक दें।",
    },
    caseNotice: {
      subject: (reference) => `आपके अनुरोध पर नया संदेश (${reference})`,
      written: (reference, link) =>
        `हमारी टीम ने आपके अनुरोध ${reference} के बारे में आपको लिखा है। आपकी सुरक्षा के लिए हम संदेश ई-मेल में नहीं भेजते: उसे अपने निजी केस पेज पर पढ़ें, और चाहें तो वहीं जवाब दें: ${link}`,
      code: (caseUrl, code) =>
        `अगर लिंक न खुले, तो ${caseUrl} पर यह केस कोड डालें: ${code}। इस लिंक से कोई भी आपका केस खोल सकता है, इसलिए यह मेल किसी और को न दें।`,
    },
  },
};
