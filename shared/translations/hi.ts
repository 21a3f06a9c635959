import { formatDate, formatDateTime } from "../india-time";
import { datesIn } from "../languages";
import type { Translation } from "./types";
import { sizeText } from "../size-text";

// हिन्दी: फ़ॉर्म और सर्वर के संदेश, और पीड़ित को जाने वाले हर मेल के शब्द। कुंजियाँ अंग्रेज़ी
// संदेश हैं (./public-messages.ts); कोई संदेश छूटा तो typecheck विफल होता है।

export const hi: Translation = {
  locale: datesIn("hi").locale,
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
    "The date cannot be in the future.": "तारीख़ आने वाले कल की नहीं हो सकती।",
    "The bank's reply cannot be before the day you told the bank.":
      "बैंक का जवाब उस दिन से पहले का नहीं हो सकता जिस दिन आपने बैंक को बताया।",
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
    "Thank you, we already have this. Your case link is in the e-mail we sent.":
      "धन्यवाद, यह हमें पहले ही मिल चुका है। आपके केस का लिंक उस ई-मेल में है जो हमने आपको भेजा है।",
    "Please correct the highlighted fields.": "कृपया चिह्नित जानकारी ठीक करें।",
    "This form was sent from another website, so we did not take it. Check what you typed and send it again from this page.":
      "यह फ़ॉर्म किसी दूसरी वेबसाइट से भेजा गया था, इसलिए हमने इसे नहीं लिया। आपने जो लिखा है उसे जाँच लें और इसी पेज से फिर भेजें।",
    "Too many requests from your connection. Please wait a minute and try again.":
      "आपके कनेक्शन से बहुत अधिक अनुरोध आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
    "Something went wrong on our side. Please try again later.":
      "हमारी ओर से कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    // केस पेज (docs/decisions/0041)
    "This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.":
      "इस लिंक से कोई केस नहीं खुलता। हो सकता है यह गलत लिखा गया हो, या इसे रोक दिया गया हो। हमसे नया लिंक माँगें।",
    "This link has expired: case links work for 30 days. Ask for a new one below: we will send it to the e-mail address you gave us.":
      "इस लिंक की अवधि खत्म हो गई है: केस लिंक 30 दिनों तक काम करते हैं। नीचे नया लिंक माँगें: हम उसे उस ई-मेल पते पर भेजेंगे जो आपने हमें दिया था।",
    "Please open your case from your case link again.": "कृपया अपने केस लिंक से अपना केस फिर से खोलें।",
    "Please paste your case code.": "कृपया अपना केस कोड चिपकाएँ।",
    "Every link to this case has stopped working, on every phone and computer.":
      "इस केस का हर लिंक अब हर फ़ोन और कंप्यूटर पर बंद हो गया है।",
    "This browser has closed your case page.": "इस ब्राउज़र ने आपका केस पेज बंद कर दिया है।",
    "This phone will open your case without the link, for up to 180 days.":
      "यह फ़ोन 180 दिनों तक बिना लिंक के आपका केस खोलेगा।",
    "This phone no longer remembers your case.": "यह फ़ोन अब आपका केस याद नहीं रखता।",
    "Thank you. We have closed this request as not sent by you, and no link opens it any more. You need do nothing else.":
      "धन्यवाद। हमने यह अनुरोध इस रूप में बंद कर दिया है कि इसे आपने नहीं भेजा था, और अब कोई लिंक इसे नहीं खोलता। आपको और कुछ करने की ज़रूरत नहीं है।",
    "Saved. Your next steps have been updated.": "सहेज लिया गया। आपके अगले कदम अपडेट कर दिए गए हैं।",
    "Please enter a date and time, e.g. 25/11/2026 10:30.": "कृपया तारीख़ और समय लिखें, जैसे 25/11/2026 10:30।",
    "Please enter the number as you were given it: letters, digits, - and / only.":
      "कृपया संख्या वैसे ही लिखें जैसे आपको दी गई थी: केवल अक्षर, अंक, - और /।",
    "If this reference and e-mail address belong to a request, a new case link is on its way to that address. It can take a few minutes; look in your spam folder too. The new link works for 30 days.":
      "अगर यह संदर्भ संख्या और ई-मेल पता किसी अनुरोध के हैं, तो उस पते पर नया केस लिंक भेजा जा रहा है। इसमें कुछ मिनट लग सकते हैं; अपना स्पैम फ़ोल्डर भी देखें। नया लिंक 30 दिनों तक काम करेगा।",
    "Please enter your reference, e.g. CH-7K3Q9M.": "कृपया अपनी संदर्भ संख्या लिखें, जैसे CH-7K3Q9M।",
    "A reference looks like CH-7K3Q9M: CH, a dash, then six letters and digits.":
      "संदर्भ संख्या CH-7K3Q9M जैसी होती है: CH, एक डैश (-), फिर छह अक्षर और अंक।",
    "Please enter the e-mail address you gave us.": "कृपया वह ई-मेल पता लिखें जो आपने हमें दिया था।",
    "Reminders are sent only while your case is open.": "रिमाइंडर तभी भेजे जाते हैं जब आपका केस खुला हो।",
    "Browser notifications are not available on this site for now. You can choose e-mail reminders.":
      "इस साइट पर अभी ब्राउज़र नोटिफ़िकेशन उपलब्ध नहीं हैं। आप ई-मेल रिमाइंडर चुन सकते हैं।",
    "This browser's notifications come through a service we do not send to. Please use Chrome, Firefox, Edge or Safari, or choose e-mail reminders.":
      "इस ब्राउज़र के नोटिफ़िकेशन ऐसी सेवा से आते हैं जिस पर हम नहीं भेजते। कृपया Chrome, Firefox, Edge या Safari इस्तेमाल करें, या ई-मेल रिमाइंडर चुनें।",
    "Notifications already go to 5 browsers for this case. Stop them first, then choose this browser.":
      "इस केस के नोटिफ़िकेशन पहले से 5 ब्राउज़र में जाते हैं। पहले उन्हें रोकें, फिर यह ब्राउज़र चुनें।",
    "This browser did not give a subscription we can use. Please try again.":
      "इस ब्राउज़र से ऐसी सदस्यता नहीं मिली जिसका हम इस्तेमाल कर सकें। कृपया फिर से कोशिश करें।",
    "WhatsApp reminders are not available for this case: they need a mobile number with its country code. You can choose e-mail reminders.":
      "इस केस के लिए व्हाट्सऐप रिमाइंडर उपलब्ध नहीं हैं: इनके लिए देश कोड के साथ मोबाइल नंबर चाहिए। आप ई-मेल रिमाइंडर चुन सकते हैं।",
    "Please write a message.": "कृपया संदेश लिखें।",
    "You have sent 30 messages today, the most a case can send in a day. Please call us or write again tomorrow.":
      "आप आज 30 संदेश भेज चुके हैं, जो एक केस से एक दिन में भेजे जा सकने वाले संदेशों की सीमा है। कृपया हमें कॉल करें या कल फिर लिखें।",
    "Please enter the date and time of the transaction, e.g. 25/11/2026 10:30.":
      "कृपया लेन-देन की तारीख़ और समय लिखें, जैसे 25/11/2026 10:30।",
    "Please enter the amount in rupees, e.g. 12,500 or 499.50.": "कृपया राशि रुपयों में लिखें, जैसे 12,500 या 499.50।",
    "Please enter an amount of more than ₹0.": "कृपया ₹0 से अधिक राशि लिखें।",
    "Please enter at most 2 digits after the point, e.g. 499.50.": "कृपया दशमलव के बाद अधिकतम 2 अंक लिखें, जैसे 499.50।",
    "Please use letters, digits, spaces and punctuation only.": "कृपया केवल अक्षर, अंक, स्पेस और विराम चिह्न इस्तेमाल करें।",
    "That transaction is not on your case. It may have been removed already.":
      "यह लेन-देन आपके केस में नहीं है। हो सकता है इसे पहले ही हटा दिया गया हो।",
    "Your case already lists 50 transactions, the most it can hold. Remove one to add another.":
      "आपके केस में पहले से 50 लेन-देन हैं, जो इसकी अधिकतम सीमा है। नया जोड़ने के लिए कोई एक हटाएँ।",
    "Added to your transactions.": "आपके लेन-देन में जोड़ दिया गया।",
    "Please enter the UTR or transaction ID, as your bank's SMS or your UPI app shows it.":
      "कृपया यूटीआर या ट्रांज़ैक्शन आईडी लिखें, जैसा आपके बैंक के एसएमएस या यूपीआई ऐप में दिखता है।",
    "Saved to your transaction.": "आपके लेन-देन में सहेज लिया गया।",
    "Removed from your transactions.": "आपके लेन-देन से हटा दिया गया।",
    "This case is closed, so it takes no more files.": "यह केस बंद है, इसलिए इसमें और फ़ाइलें नहीं जुड़ सकतीं।",
    "We cannot accept this kind of file. Send screenshots or photos (JPEG, PNG, WebP, HEIC), PDF, recordings (MP3, M4A, AMR, OGG, WAV), video (MP4), plain text, or a WhatsApp chat export (.zip).":
      "हम इस तरह की फ़ाइल नहीं ले सकते। स्क्रीनशॉट या फ़ोटो (JPEG, PNG, WebP, HEIC), PDF, रिकॉर्डिंग (MP3, M4A, AMR, OGG, WAV), वीडियो (MP4), सादा टेक्स्ट या व्हाट्सऐप चैट एक्सपोर्ट (.zip) भेजें।",
    "This file holds web page or script code, which we do not accept whatever its name. Send a screenshot of it instead.":
      "इस फ़ाइल में वेब पेज या स्क्रिप्ट का कोड है, जिसे हम किसी भी नाम से नहीं लेते। इसके बजाय इसका स्क्रीनशॉट भेजें।",
    "This file is empty.": "यह फ़ाइल खाली है।",
    "The file changed on its way to us, so we did not keep it. Please send it again.":
      "फ़ाइल हम तक पहुँचते-पहुँचते बदल गई, इसलिए हमने उसे नहीं रखा। कृपया उसे फिर से भेजें।",
    "Too many files from this connection today. Please try again tomorrow, or write to the desk.":
      "आज इस कनेक्शन से बहुत अधिक फ़ाइलें आई हैं। कृपया कल फिर कोशिश करें, या डेस्क को लिखें।",
    "This connection has sent as much as we can take from it today. Please send the rest tomorrow, or write to the desk.":
      "आज इस कनेक्शन से हम जितना ले सकते हैं, उतना आ चुका है। कृपया बाकी कल भेजें, या डेस्क को लिखें।",
    "Two files for this case are still on their way. Wait until they have arrived, then send this one again.":
      "इस केस की दो फ़ाइलें अभी आ रही हैं। उनके पहुँच जाने तक रुकें, फिर यह फ़ाइल दोबारा भेजें।",
    "We cannot take files just now. Keep your originals safe and try again later, or write to the desk.":
      "हम अभी फ़ाइलें नहीं ले सकते। अपनी मूल फ़ाइलें सुरक्षित रखें और बाद में फिर कोशिश करें, या डेस्क को लिखें।",
    "We are short of space just now, so what is left is kept for people sending their first files. Keep your originals safe and try again later, or write to the desk.":
      "अभी हमारे पास जगह कम है, इसलिए बची हुई जगह उन लोगों के लिए रखी है जो अपनी पहली फ़ाइलें भेज रहे हैं। अपनी मूल फ़ाइलें सुरक्षित रखें और बाद में फिर कोशिश करें, या डेस्क को लिखें।",
    "The file's name is missing or too long.": "फ़ाइल का नाम नहीं है या बहुत लंबा है।",
    "The file's SHA-256 is missing or malformed.": "फ़ाइल का SHA-256 नहीं है या सही रूप में नहीं है।",
    "The desk has already downloaded this file, so it stays with your case. Write to the desk if it should be removed.":
      "डेस्क यह फ़ाइल डाउनलोड कर चुका है, इसलिए यह आपके केस के साथ रहेगी। अगर इसे हटाना है, तो डेस्क को लिखें।",
    "This file is not in your case.": "यह फ़ाइल आपके केस में नहीं है।",
    "Please choose a file to send.": "कृपया भेजने के लिए फ़ाइल चुनें।",
    "Your case holds no files yet, so there is nothing to download.":
      "आपके केस में अभी कोई फ़ाइल नहीं है, इसलिए डाउनलोड करने के लिए कुछ नहीं है।",
  },
  tooLong: (max) => `कृपया अधिकतम ${max} अक्षर लिखें।`,
  retentionNotice: ({ days, date }) =>
    `हमारी टीम ने यह केस बंद कर दिया है। बंद केस हम उनके आख़िरी बदलाव के ${days} दिन बाद मिटा देते हैं। ` +
    `यह केस, इसके संदेशों और फ़ाइलों के साथ, ${date} को मिटा दिया जाएगा। ` +
    "अगर आपको इसकी अब भी ज़रूरत है, जैसे किसी अदालती मामले के लिए, तो उससे पहले यहाँ जवाब दें, हम इसे रख लेंगे। " +
    "उस दिन से पहले इस पेज के पत्र और अपने सबूतों की सूची सहेज लें या प्रिंट कर लें।",
  mail: {
    hello: "नमस्ते,",
    kindLabels: { help_request: "सहायता अनुरोध", contact_message: "संदेश", post_query: "प्रश्न" },
    signature: (brand, phone, email) => `${brand}, ${phone}, ${email}`,
    neverAsk:
      "हम आपसे कभी ओटीपी, पिन या पासवर्ड नहीं माँगेंगे, न आपका पैसा “छुड़ाने” के लिए कोई शुल्क या भुगतान माँगेंगे, और न ही कोई रिमोट-एक्सेस या स्क्रीन-शेयरिंग ऐप (जैसे AnyDesk या TeamViewer) इंस्टॉल करने को कहेंगे। जो ऐसा करे, वह हम नहीं हैं।",
    linkLasts:
      "यह लिंक 30 दिनों तक काम करता है। उसके बाद केस पेज पर “आपका लिंक खो गया?” में नया लिंक माँगें: हम उसे इसी ई-मेल पते पर भेजेंगे।",
    acknowledgement: {
      subject: (reference) => `आपका अनुरोध हमें मिल गया है (${reference})`,
      received: ({ brand, kind, date, reference }) =>
        `${brand} से संपर्क करने के लिए धन्यवाद। आपका ${kind} हमें ${date} को मिला। आपकी संदर्भ संख्या ${reference} है; हमसे जब भी संपर्क करें, यह संख्या ज़रूर बताएँ।`,
      next: "आगे क्या होगा: हमारी टीम का एक सदस्य आपकी भेजी जानकारी पढ़ेगा और ई-मेल या फ़ोन से आपसे संपर्क करेगा। हम 24×7 उपलब्ध हैं। इसे दोबारा भेजने की ज़रूरत नहीं है।",
      casePage: ({ link, caseUrl, code }) =>
        `आपका निजी केस पेज बताता है कि आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ: ${link} (अगर लिंक न खुले, तो ${caseUrl} पर यह केस कोड डालें: ${code})। इस लिंक से कोई भी आपका केस खोल सकता है, इसलिए यह मेल किसी और को न दें।`,
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
        "इस लिंक से कोई भी आपका केस खोल सकता है, इसलिए यह मेल किसी और को न दें। आपके पुराने लिंक भी अपने 30 दिन पूरे होने तक काम करते रहेंगे; अपने केस पेज से आप उन सभी को रोक सकते हैं।",
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
  casePage: {
    dateTime: (instant) => formatDateTime(datesIn("hi"), instant),
    date: (instant) => formatDate(datesIn("hi"), instant),
    texts: {
      "Received. Our desk has not opened it yet.": "मिल गया। हमारे डेस्क ने इसे अभी खोला नहीं है।",
      "Our desk is working on it.": "हमारा डेस्क इस पर काम कर रहा है।",
      "Our desk has closed it as resolved.": "हमारे डेस्क ने इसे हल हुआ मानकर बंद कर दिया है।",
      "Closed.": "बंद।",
      Name: "नाम",
      Email: "ई-मेल",
      Phone: "फ़ोन",
      State: "राज्य",
      City: "शहर",
      Subject: "विषय",
      Query: "आपकी समस्या",
      Message: "संदेश",
      "When it happened": "यह कब हुआ",
      "The money": "पैसा",
      "Amount lost": "गई हुई राशि",
      "(time not known)": "(समय पता नहीं)",
      "I made the payment myself": "भुगतान मैंने खुद किया",
      "Money was taken without my approval": "मेरी अनुमति के बिना पैसे लिए गए",
      "Not sure": "पक्का नहीं पता",
      "No money was lost": "कोई पैसा नहीं गया",
    },
    evidence: {
      tooManyFiles: (files) =>
        `एक केस में ${files} फ़ाइलें रह सकती हैं। गलती से भेजी गई कोई फ़ाइल हटाएँ, या बाकी के बारे में डेस्क को लिखें।`,
      caseFull: (bytes) =>
        `एक केस में कुल ${sizeText(bytes)} तक की फ़ाइलें रह सकती हैं। सबसे ज़रूरी फ़ाइलें भेजें, या बाकी के बारे में डेस्क को लिखें।`,
      tooLarge: (bytes) => `यह फ़ाइल ${sizeText(bytes)} से बड़ी है, जो एक फ़ाइल की अधिकतम सीमा है।`,
    },
  },
};
