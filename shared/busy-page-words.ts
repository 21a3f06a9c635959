import type { LanguageCode } from "./language-codes";

// The words of the page a browser gets when its address has had more pages rendered in a
// minute than the site allows (docs/decisions/0073). Many victims can share one mobile
// network's address, so it says so, and that nothing is wrong with their case. Written by the
// server in the page's language.

export interface BusyPageWords {
  /** The page's `lang` attribute. */
  lang: string;
  title: string;
  /** Why the page was not shown. */
  lead: string;
  /** After a page was asked for: wait, then open it again. */
  openAgainHint: string;
  openAgain: string;
  /** After a form was sent: nothing was saved, and what was typed is below to send again. */
  notSavedHint: string;
  typedHeading: string;
  sendAgain: string;
  /** After a file was sent: it was not kept, so it has to be chosen again. */
  fileNotSent: string;
  backToCase: string;
}

export const busyPageWords: Record<LanguageCode, BusyPageWords> = {
  en: {
    lang: "en-IN",
    title: "Please wait a minute",
    lead:
      "Many pages were opened from your internet connection in the last minute, so this one was not shown. " +
      "People on the same mobile network can share one connection. Nothing is wrong with your case.",
    openAgainHint: "Wait a minute, then open the page again.",
    openAgain: "Open the page again",
    notSavedHint: "What you sent was not saved yet. What you typed is below: wait a minute, then press “Send again”.",
    typedHeading: "What you typed",
    sendAgain: "Send again",
    fileNotSent: "The file was not sent. Wait a minute, then choose it again on your case page.",
    backToCase: "Back to your case",
  },
  hi: {
    lang: "hi",
    title: "कृपया एक मिनट रुकें",
    lead:
      "पिछले एक मिनट में आपके इंटरनेट कनेक्शन से बहुत सारे पेज खोले गए, इसलिए यह पेज अभी नहीं दिखाया गया। " +
      "एक ही मोबाइल नेटवर्क के कई लोग एक ही कनेक्शन साझा कर सकते हैं। आपके केस में कोई गड़बड़ी नहीं है।",
    openAgainHint: "एक मिनट रुकें, फिर पेज दोबारा खोलें।",
    openAgain: "पेज दोबारा खोलें",
    notSavedHint: "आपने जो भेजा, वह अभी सहेजा नहीं गया। आपने जो लिखा था, वह नीचे है: एक मिनट रुकें, फिर “दोबारा भेजें” दबाएँ।",
    typedHeading: "आपने जो लिखा",
    sendAgain: "दोबारा भेजें",
    fileNotSent: "फ़ाइल नहीं भेजी गई। एक मिनट रुकें, फिर अपने केस पेज पर उसे दोबारा चुनें।",
    backToCase: "अपने केस पर वापस जाएँ",
  },
  bn: {
    lang: "bn",
    title: "দয়া করে এক মিনিট অপেক্ষা করুন",
    lead:
      "গত এক মিনিটে আপনার ইন্টারনেট সংযোগ থেকে অনেক পেজ খোলা হয়েছে, তাই এই পেজটি এখন দেখানো হয়নি। " +
      "একই মোবাইল নেটওয়ার্কের অনেকে একটিই সংযোগ ভাগ করে ব্যবহার করতে পারেন। আপনার কেসে কোনো সমস্যা নেই।",
    openAgainHint: "এক মিনিট অপেক্ষা করুন, তারপর পেজটি আবার খুলুন।",
    openAgain: "পেজটি আবার খুলুন",
    notSavedHint:
      "আপনি যা পাঠিয়েছেন, তা এখনও সেভ হয়নি। আপনি যা লিখেছিলেন, তা নিচে আছে: এক মিনিট অপেক্ষা করুন, তারপর “আবার পাঠান” টিপুন।",
    typedHeading: "আপনি যা লিখেছেন",
    sendAgain: "আবার পাঠান",
    fileNotSent: "ফাইলটি পাঠানো হয়নি। এক মিনিট অপেক্ষা করুন, তারপর আপনার কেস পেজে সেটি আবার বেছে নিন।",
    backToCase: "আপনার কেসে ফিরে যান",
  },
  ta: {
    lang: "ta",
    title: "தயவுசெய்து ஒரு நிமிடம் காத்திருங்கள்",
    lead:
      "கடந்த ஒரு நிமிடத்தில் உங்கள் இணைய இணைப்பிலிருந்து பல பக்கங்கள் திறக்கப்பட்டன, அதனால் இந்தப் பக்கம் காட்டப்படவில்லை. " +
      "ஒரே மொபைல் நெட்வொர்க்கில் உள்ள பலர் ஒரே இணைப்பைப் பகிர்ந்துகொள்ளக்கூடும். உங்கள் கேஸில் எந்தப் பிரச்சினையும் இல்லை.",
    openAgainHint: "ஒரு நிமிடம் காத்திருந்து, பிறகு பக்கத்தை மீண்டும் திறங்கள்.",
    openAgain: "பக்கத்தை மீண்டும் திறக்கவும்",
    notSavedHint:
      "நீங்கள் அனுப்பியது இன்னும் சேமிக்கப்படவில்லை. நீங்கள் எழுதியது கீழே உள்ளது: ஒரு நிமிடம் காத்திருந்து, பிறகு “மீண்டும் அனுப்பவும்” என்பதை அழுத்துங்கள்.",
    typedHeading: "நீங்கள் எழுதியது",
    sendAgain: "மீண்டும் அனுப்பவும்",
    fileNotSent: "கோப்பு அனுப்பப்படவில்லை. ஒரு நிமிடம் காத்திருந்து, பிறகு உங்கள் கேஸ் பக்கத்தில் அதை மீண்டும் தேர்ந்தெடுங்கள்.",
    backToCase: "உங்கள் கேஸுக்குத் திரும்பவும்",
  },
  mr: {
    lang: "mr",
    title: "कृपया एक मिनिट थांबा",
    lead:
      "गेल्या एका मिनिटात तुमच्या इंटरनेट कनेक्शनवरून खूप पेज उघडले गेले, म्हणून हे पेज आत्ता दाखवले नाही. " +
      "एकाच मोबाइल नेटवर्कवरील अनेक लोक एकच कनेक्शन वापरत असू शकतात. तुमच्या केसमध्ये काहीही बिघडलेले नाही.",
    openAgainHint: "एक मिनिट थांबा, मग पेज पुन्हा उघडा.",
    openAgain: "पेज पुन्हा उघडा",
    notSavedHint: "तुम्ही पाठवलेले अजून जतन झालेले नाही. तुम्ही लिहिलेले खाली आहे: एक मिनिट थांबा, मग “पुन्हा पाठवा” दाबा.",
    typedHeading: "तुम्ही लिहिलेले",
    sendAgain: "पुन्हा पाठवा",
    fileNotSent: "फाइल पाठवली गेली नाही. एक मिनिट थांबा, मग तुमच्या केस पेजवर ती पुन्हा निवडा.",
    backToCase: "तुमच्या केसवर परत जा",
  },
  te: {
    lang: "te",
    title: "దయచేసి ఒక నిమిషం ఆగండి",
    lead:
      "గత ఒక నిమిషంలో మీ ఇంటర్నెట్ కనెక్షన్ నుండి చాలా పేజీలు తెరిచారు, అందుకే ఈ పేజీని చూపించలేదు. " +
      "ఒకే మొబైల్ నెట్‌వర్క్‌లోని చాలా మంది ఒకే కనెక్షన్‌ను పంచుకోవచ్చు. మీ కేసులో ఏ సమస్యా లేదు.",
    openAgainHint: "ఒక నిమిషం ఆగి, తర్వాత పేజీని మళ్లీ తెరవండి.",
    openAgain: "పేజీని మళ్లీ తెరవండి",
    notSavedHint: "మీరు పంపినది ఇంకా సేవ్ కాలేదు. మీరు రాసినది కింద ఉంది: ఒక నిమిషం ఆగి, తర్వాత “మళ్లీ పంపండి” నొక్కండి.",
    typedHeading: "మీరు రాసినది",
    sendAgain: "మళ్లీ పంపండి",
    fileNotSent: "ఫైల్ పంపబడలేదు. ఒక నిమిషం ఆగి, తర్వాత మీ కేసు పేజీలో దాన్ని మళ్లీ ఎంచుకోండి.",
    backToCase: "మీ కేసుకు తిరిగి వెళ్లండి",
  },
};
