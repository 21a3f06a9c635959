import type { LanguageCode } from "./language-codes";

// The words of the case's calendar file (docs/decisions/0067). A calendar on a family phone or a
// shared account shows them to anyone: they name the service and that a date is due, never the
// step, the bank, the amount or anything the person typed.

export interface CaseCalendarWords {
  /** The event's title on the day. */
  summary: (brand: string) => string;
  /** The event's notes: where to read what is due, and that the file does not update itself. */
  description: (caseUrl: string) => string;
  /** The alarm's words, the day before. */
  alarm: (brand: string) => string;
}

export const caseCalendarWords: Record<LanguageCode, CaseCalendarWords> = {
  en: {
    summary: (brand) => `${brand}: a date on your case`,
    description: (caseUrl) =>
      `Open your case page to see what is due today: ${caseUrl}\nThis calendar file does not update itself: download it again from your case page when your dates change.`,
    alarm: (brand) => `${brand}: a date on your case is tomorrow`,
  },
  hi: {
    summary: (brand) => `${brand}: आपके केस की एक तारीख़`,
    description: (caseUrl) =>
      `आज क्या करना है, यह देखने के लिए अपना केस पेज खोलें: ${caseUrl}\nयह कैलेंडर फ़ाइल अपने-आप नहीं बदलती: जब आपकी तारीख़ें बदलें, तो इसे अपने केस पेज से फिर डाउनलोड करें।`,
    alarm: (brand) => `${brand}: आपके केस की एक तारीख़ कल है`,
  },
  bn: {
    summary: (brand) => `${brand}: আপনার কেসের একটি তারিখ`,
    description: (caseUrl) =>
      `আজ কী করতে হবে তা দেখতে আপনার কেস পেজ খুলুন: ${caseUrl}\nএই ক্যালেন্ডার ফাইলটি নিজে থেকে বদলায় না: আপনার তারিখ বদলালে আপনার কেস পেজ থেকে এটি আবার ডাউনলোড করুন।`,
    alarm: (brand) => `${brand}: আপনার কেসের একটি তারিখ আগামীকাল`,
  },
  ta: {
    summary: (brand) => `${brand}: உங்கள் கேஸில் ஒரு தேதி`,
    description: (caseUrl) =>
      `இன்று என்ன செய்ய வேண்டும் என்று பார்க்க, உங்கள் கேஸ் பக்கத்தைத் திறங்கள்: ${caseUrl}\nஇந்த நாட்காட்டிக் கோப்பு தானாகப் புதுப்பிக்கப்படாது: உங்கள் தேதிகள் மாறும்போது, உங்கள் கேஸ் பக்கத்திலிருந்து அதை மீண்டும் பதிவிறக்கவும்.`,
    alarm: (brand) => `${brand}: உங்கள் கேஸில் ஒரு தேதி நாளை வருகிறது`,
  },
  mr: {
    // The brand stands before a colon, so no Marathi ending attaches to it.
    summary: (brand) => `${brand}: तुमच्या केसची एक तारीख`,
    description: (caseUrl) =>
      `आज काय करायचे ते पाहण्यासाठी तुमचे केस पेज उघडा: ${caseUrl}\nही कॅलेंडर फाइल आपोआप बदलत नाही: तुमच्या तारखा बदलल्या की ती तुमच्या केस पेजवरून पुन्हा डाउनलोड करा.`,
    alarm: (brand) => `${brand}: तुमच्या केसची एक तारीख उद्या आहे`,
  },
  te: {
    // The brand stands before a colon, and the case's address after one, so no Telugu ending attaches to them.
    summary: (brand) => `${brand}: మీ కేసులో ఒక తేదీ`,
    description: (caseUrl) =>
      `ఈ రోజు ఏం చేయాలో చూడటానికి, మీ కేసు పేజీని తెరవండి: ${caseUrl}\nఈ క్యాలెండర్ ఫైల్ దానంతట అదే మారదు: మీ తేదీలు మారినప్పుడు, మీ కేసు పేజీ నుండి దాన్ని మళ్లీ డౌన్‌లోడ్ చేయండి.`,
    alarm: (brand) => `${brand}: మీ కేసులో ఒక తేదీ రేపు ఉంది`,
  },
};
