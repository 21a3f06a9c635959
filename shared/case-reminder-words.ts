import type { DatedStepId } from "./case-timeline/next-steps";
import type { LanguageCode } from "./language-codes";

// The words of reminders: e-mail's (docs/decisions/0069), the mail that asks the address to
// confirm them, the reminders, and the two small pages their links open (confirm, stop); and
// WhatsApp's templates (docs/decisions/0076). They go to the address or number the case was sent
// with, which anyone could have typed, so they hold only our words, the step and its date: never
// a name, a bank, an amount or anything else the person typed. The subject says only that a date
// on a case is due, as a phone's lock screen may show it.

/** WhatsApp's templates, by what they say (docs/decisions/0076). */
type WhatsAppTemplate = "confirm" | "tomorrow" | "today" | "bankTimeUp";

export interface CaseReminderWords {
  /** `Intl` locale for the dates in these words. */
  locale: string;
  /**
   * Each step of the case page (shared/case-timeline/next-steps.ts) as a reminder names it: the
   * step's own title, except where that carries an amount worked out from what the person typed.
   */
  steps: Record<DatedStepId, string>;
  confirmation: {
    subject: (brand: string) => string;
    asked: (args: { brand: string; link: string }) => string;
    lasts: string;
    whatWeSend: string;
    notAsked: string;
  };
  reminder: {
    subjectTomorrow: (brand: string, day: string) => string;
    subjectToday: (brand: string, day: string) => string;
    tomorrow: (args: { step: string; date: string }) => string;
    today: (args: { step: string; date: string }) => string;
    openCase: (link: string) => string;
    subjectBankTimeUp: (brand: string) => string;
    bankTimeUp: (args: { days: number; until: string }) => string;
    ombudsmanDrafted: (args: { caseLink: string; letterUrl: string }) => string;
    whyYouGetThis: (stopLink: string) => string;
  };
  /**
   * WhatsApp's four template messages (docs/decisions/0076), word for word as they are registered
   * with Meta in this language (docs/deploy.md): "{{1}}" is the one thing a message fills in, the
   * date. Each has one quick-reply button.
   */
  whatsApp: Record<WhatsAppTemplate, { body: (brand: string) => string; button: string }>;
  /** The case page's list of the reminders to come: what each is about. */
  planned: {
    tomorrow: (step: string) => string;
    today: (step: string) => string;
    bankTimeUp: string;
  };
  pages: {
    confirmTitle: string;
    confirmText: string;
    confirmButton: string;
    confirmedTitle: string;
    confirmedText: string;
    stopTitle: string;
    stopText: string;
    stopButton: string;
    stoppedTitle: string;
    stoppedText: string;
    deadLinkTitle: string;
    deadConfirmText: string;
    deadStopText: string;
    casePageLink: string;
  };
}

export const caseReminderWords: Record<LanguageCode, CaseReminderWords> = {
  en: {
    locale: "en-IN",
    steps: {
      "call-1930": "Call 1930",
      "finish-portal-complaint": "Finish your complaint on cybercrime.gov.in",
      "tell-bank": "Tell your bank, wallet or card company in writing",
      "claim-compensation":
        "Report the fraud to 1930 or cybercrime.gov.in and to your bank, to keep RBI's compensation for small frauds open",
      "bank-credit": "Your bank credits the amount back while it looks into it",
      "bank-decision": "Your bank decides on your complaint and replies",
      "held-money": "If you get an SMS that money was held, ask for it back",
      ombudsman: "If the bank refuses or does not put it right, complain to the RBI Ombudsman",
    },
    confirmation: {
      subject: (brand) => `${brand}: please confirm your reminders`,
      asked: ({ brand, link }) =>
        `You asked on your case page at ${brand} to be reminded by e-mail before each date you have to keep. To start the reminders, open this link and press the button on the page: ${link}`,
      lasts: "The link works once, for 7 days.",
      whatWeSend:
        "We send a short mail at 18:00 India time the day before each date and at 09:00 on the day, naming the step and its date, never between 21:00 and 08:00. Every reminder has a link to stop them.",
      notAsked:
        "Did not ask for this? Do nothing: no reminder is sent unless the link is opened and the button pressed.",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: a date on your case is tomorrow (${day})`,
      subjectToday: (brand, day) => `${brand}: a date on your case is today (${day})`,
      tomorrow: ({ step, date }) => `A date on your case is tomorrow, ${date}: ${step}.`,
      today: ({ step, date }) => `A date on your case is today, ${date}: ${step}.`,
      openCase: (link) => `Your case page says what to do, with the letter drafted for it: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: what you can do now on your case`,
      bankTimeUp: ({ days, until }) =>
        `Your bank's ${days} days to answer your complaint have passed. If it has not replied, or its reply does not put things right, you can now complain to the RBI Ombudsman, free of charge, by ${until}.`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `Your complaint to the Ombudsman is drafted for you. Open your case page with this link: ${caseLink}; the complaint is then at ${letterUrl}`,
      whyYouGetThis: (stopLink) =>
        `You get these reminders because you confirmed them. To stop them, open ${stopLink} or use the button on your case page.`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: you asked on your case page to be reminded on WhatsApp before each date on your case. Tap "Yes, remind me" to start: we then send a short message at 18:00 India time the day before each date and at 09:00 on the day, never at night. Did not ask for this? Do nothing, and nothing more is sent.`,
        button: "Yes, remind me",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: a date on your case is tomorrow ({{1}}). Your case page says what to do. We never ask for an OTP, PIN, fees or remote-access apps.`,
        button: "Stop reminders",
      },
      today: {
        body: (brand) =>
          `${brand}: a date on your case is today ({{1}}). Your case page says what to do. We never ask for an OTP, PIN, fees or remote-access apps.`,
        button: "Stop reminders",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: what you can do now on your case. Your bank's time to answer your complaint is up: you can now complain to the RBI Ombudsman, free of charge, by {{1}}. Your case page has the complaint drafted. We never ask for an OTP, PIN, fees or remote-access apps.`,
        button: "Stop reminders",
      },
    },
    planned: {
      tomorrow: (step) => `${step}, due the next day`,
      today: (step) => `${step}, due that day`,
      bankTimeUp: "Your bank's time to answer is up: what you can do now, with the RBI Ombudsman",
    },
    pages: {
      confirmTitle: "Start e-mail reminders?",
      confirmText:
        "We will send a short mail to the address of your case at 18:00 India time the day before each date you have to keep and at 09:00 on the day, never at night. You can stop them at any time.",
      confirmButton: "Yes, remind me",
      confirmedTitle: "E-mail reminders are on",
      confirmedText:
        "We will remind you before each date on your case. To stop, use the link in any reminder or the button on your case page.",
      stopTitle: "Stop e-mail reminders?",
      stopText: "No more reminders will be sent for this case. Your case page stays as it is.",
      stopButton: "Stop reminders",
      stoppedTitle: "E-mail reminders stopped",
      stoppedText: "No more reminders will be sent for this case. You can turn them on again on your case page.",
      deadLinkTitle: "This link does not work any more",
      deadConfirmText:
        "It was used already, has expired, or the reminders were stopped. You can ask for reminders again on your case page.",
      deadStopText: "It has expired or was used already. You can stop reminders on your case page.",
      casePageLink: "Go to your case page",
    },
  },
  hi: {
    locale: "hi-IN",
    steps: {
      "call-1930": "1930 पर कॉल करें",
      "finish-portal-complaint": "cybercrime.gov.in पर अपनी शिकायत पूरी करें",
      "tell-bank": "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ",
      "claim-compensation":
        "छोटी धोखाधड़ी के लिए भारतीय रिज़र्व बैंक का मुआवज़ा खुला रखने के लिए धोखाधड़ी की सूचना 1930 या cybercrime.gov.in पर और अपने बैंक को दें",
      "bank-credit": "जाँच के दौरान आपका बैंक राशि आपके खाते में वापस जमा करता है",
      "bank-decision": "आपका बैंक आपकी शिकायत पर निर्णय लेकर जवाब देता है",
      "held-money": "अगर SMS आए कि पैसा रोका गया है, तो उसे वापस पाने का अनुरोध करें",
      ombudsman: "अगर बैंक मना करे या मामला ठीक न करे, तो रिज़र्व बैंक के लोकपाल से शिकायत करें",
    },
    confirmation: {
      subject: (brand) => `${brand}: कृपया अपने रिमाइंडर की पुष्टि करें`,
      asked: ({ brand, link }) =>
        `आपने ${brand} पर अपने केस पेज पर कहा था कि हर उस तारीख़ से पहले, जिसका आपको ध्यान रखना है, आपको ई-मेल से याद दिलाया जाए। रिमाइंडर शुरू करने के लिए यह लिंक खोलें और पेज पर बटन दबाएँ: ${link}`,
      lasts: "यह लिंक 7 दिनों तक, एक ही बार काम करता है।",
      whatWeSend:
        "हम हर तारीख़ से एक दिन पहले भारतीय समय के अनुसार 18:00 बजे और उसी दिन 09:00 बजे एक छोटा मेल भेजते हैं, जिसमें कदम और उसकी तारीख़ होती है; 21:00 से 08:00 बजे के बीच कभी नहीं। हर रिमाइंडर में उन्हें रोकने का लिंक होता है।",
      notAsked: "आपने यह नहीं माँगा? कुछ न करें: जब तक लिंक खोलकर बटन न दबाया जाए, कोई रिमाइंडर नहीं भेजा जाता।",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: आपके केस की एक तारीख़ कल है (${day})`,
      subjectToday: (brand, day) => `${brand}: आपके केस की एक तारीख़ आज है (${day})`,
      tomorrow: ({ step, date }) => `आपके केस की एक तारीख़ कल, ${date} को है: ${step}।`,
      today: ({ step, date }) => `आपके केस की एक तारीख़ आज, ${date} को है: ${step}।`,
      openCase: (link) => `आपका केस पेज बताता है कि क्या करना है, और उसके लिए तैयार पत्र भी वहीं है: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: आप अपने केस में अब क्या कर सकते हैं`,
      bankTimeUp: ({ days, until }) =>
        `आपकी शिकायत का जवाब देने के लिए आपके बैंक के ${days} दिन पूरे हो गए हैं। अगर उसने जवाब नहीं दिया, या उसके जवाब से मामला ठीक नहीं हुआ, तो अब आप ${until} तक रिज़र्व बैंक के लोकपाल से मुफ़्त शिकायत कर सकते हैं।`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `लोकपाल को आपकी शिकायत आपके लिए तैयार है। इस लिंक से अपना केस पेज खोलें: ${caseLink}; फिर शिकायत ${letterUrl} पर मिलेगी`,
      whyYouGetThis: (stopLink) =>
        `आपको ये रिमाइंडर इसलिए मिल रहे हैं क्योंकि आपने इनकी पुष्टि की थी। इन्हें रोकने के लिए ${stopLink} खोलें या अपने केस पेज का बटन दबाएँ।`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: आपने अपने केस पेज पर कहा था कि आपके केस की हर तारीख़ से पहले आपको व्हाट्सऐप पर याद दिलाया जाए। शुरू करने के लिए "हाँ, मुझे याद दिलाएँ" दबाएँ: फिर हम हर तारीख़ से एक दिन पहले भारतीय समय के अनुसार 18:00 बजे और उसी दिन 09:00 बजे एक छोटा संदेश भेजेंगे, रात में कभी नहीं। आपने यह नहीं माँगा? कुछ न करें, आगे कुछ नहीं भेजा जाएगा।`,
        button: "हाँ, मुझे याद दिलाएँ",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: आपके केस की एक तारीख़ कल है ({{1}})। क्या करना है, यह आपका केस पेज बताता है। हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते।`,
        button: "रिमाइंडर रोकें",
      },
      today: {
        body: (brand) =>
          `${brand}: आपके केस की एक तारीख़ आज है ({{1}})। क्या करना है, यह आपका केस पेज बताता है। हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते।`,
        button: "रिमाइंडर रोकें",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: आप अपने केस में अब क्या कर सकते हैं। आपकी शिकायत का जवाब देने का आपके बैंक का समय पूरा हो गया है: अब आप {{1}} तक रिज़र्व बैंक के लोकपाल से मुफ़्त शिकायत कर सकते हैं। शिकायत आपके केस पेज पर तैयार है। हम कभी ओटीपी, पिन, कोई शुल्क या रिमोट-एक्सेस ऐप नहीं माँगते।`,
        button: "रिमाइंडर रोकें",
      },
    },
    planned: {
      tomorrow: (step) => `${step}, अगले दिन तक`,
      today: (step) => `${step}, उसी दिन तक`,
      bankTimeUp: "जवाब देने का आपके बैंक का समय पूरा: अब आप क्या कर सकते हैं, रिज़र्व बैंक के लोकपाल के पास",
    },
    pages: {
      confirmTitle: "ई-मेल रिमाइंडर शुरू करें?",
      confirmText:
        "हम आपके केस के ई-मेल पते पर हर उस तारीख़ से एक दिन पहले भारतीय समय के अनुसार 18:00 बजे और उसी दिन 09:00 बजे एक छोटा मेल भेजेंगे, रात में कभी नहीं। आप इन्हें कभी भी रोक सकते हैं।",
      confirmButton: "हाँ, मुझे याद दिलाएँ",
      confirmedTitle: "ई-मेल रिमाइंडर चालू हैं",
      confirmedText:
        "हम आपके केस की हर तारीख़ से पहले आपको याद दिलाएँगे। रोकने के लिए किसी भी रिमाइंडर का लिंक या अपने केस पेज का बटन इस्तेमाल करें।",
      stopTitle: "ई-मेल रिमाइंडर रोकें?",
      stopText: "इस केस के लिए आगे कोई रिमाइंडर नहीं भेजा जाएगा। आपका केस पेज जैसा है वैसा रहेगा।",
      stopButton: "रिमाइंडर रोकें",
      stoppedTitle: "ई-मेल रिमाइंडर रोक दिए गए",
      stoppedText: "इस केस के लिए आगे कोई रिमाइंडर नहीं भेजा जाएगा। आप अपने केस पेज पर इन्हें फिर से चालू कर सकते हैं।",
      deadLinkTitle: "यह लिंक अब काम नहीं करता",
      deadConfirmText:
        "इसका इस्तेमाल हो चुका है, इसकी अवधि ख़त्म हो गई है, या रिमाइंडर रोक दिए गए थे। आप अपने केस पेज पर फिर से रिमाइंडर माँग सकते हैं।",
      deadStopText: "इसकी अवधि ख़त्म हो गई है या इसका इस्तेमाल हो चुका है। आप अपने केस पेज पर रिमाइंडर रोक सकते हैं।",
      casePageLink: "अपने केस पेज पर जाएँ",
    },
  },
  bn: {
    locale: "bn-IN",
    steps: {
      "call-1930": "1930-এ ফোন করুন",
      "finish-portal-complaint": "cybercrime.gov.in-এ আপনার অভিযোগ সম্পূর্ণ করুন",
      "tell-bank": "আপনার ব্যাংক, ওয়ালেট বা কার্ড কোম্পানিকে লিখিতভাবে জানান",
      "claim-compensation":
        "ছোট প্রতারণায় RBI-এর ক্ষতিপূরণ পাওয়ার পথ খোলা রাখতে প্রতারণার কথা 1930-এ বা cybercrime.gov.in-এ এবং আপনার ব্যাংককে জানান",
      "bank-credit": "তদন্ত চলার সময় আপনার ব্যাংক টাকাটা আপনার অ্যাকাউন্টে ফেরত জমা করে",
      "bank-decision": "আপনার ব্যাংক আপনার অভিযোগের বিষয়ে সিদ্ধান্ত নিয়ে উত্তর দেয়",
      "held-money": "টাকা আটকে রাখা হয়েছে বলে SMS এলে, সেই টাকা ফেরত চেয়ে অনুরোধ করুন",
      ombudsman: "ব্যাংক যদি অস্বীকার করে বা বিষয়টির প্রতিকার না করে, তাহলে RBI-এর ন্যায়পালের কাছে অভিযোগ করুন",
    },
    confirmation: {
      subject: (brand) => `${brand}: অনুগ্রহ করে আপনার রিমাইন্ডার নিশ্চিত করুন`,
      asked: ({ brand, link }) =>
        `আপনি ${brand}-এ আপনার কেসের পেজে বলেছিলেন যে, যে তারিখগুলি আপনাকে মেনে চলতে হবে, তার প্রতিটির আগে যেন আপনাকে ই-মেলে মনে করিয়ে দেওয়া হয়। রিমাইন্ডার শুরু করতে এই লিঙ্কটি খুলুন এবং পেজের বোতামটি টিপুন: ${link}`,
      lasts: "এই লিঙ্কটি 7 দিন পর্যন্ত, একবারই কাজ করে।",
      whatWeSend:
        "প্রতিটি তারিখের আগের দিন ভারতীয় সময় 18:00-এ এবং সেই দিন 09:00-এ আমরা একটি ছোট মেল পাঠাই, যাতে কাজটি আর তার তারিখ লেখা থাকে; 21:00 থেকে 08:00-এর মধ্যে কখনও নয়। প্রতিটি রিমাইন্ডারে সেগুলি বন্ধ করার লিঙ্ক থাকে।",
      notAsked: "আপনি এটি চাননি? কিছু করবেন না: লিঙ্ক খুলে বোতাম না টিপলে কোনো রিমাইন্ডার পাঠানো হয় না।",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: আপনার কেসের একটি তারিখ আগামীকাল (${day})`,
      subjectToday: (brand, day) => `${brand}: আপনার কেসের একটি তারিখ আজ (${day})`,
      tomorrow: ({ step, date }) => `আপনার কেসের একটি তারিখ আগামীকাল, ${date}: ${step}।`,
      today: ({ step, date }) => `আপনার কেসের একটি তারিখ আজ, ${date}: ${step}।`,
      openCase: (link) => `কী করতে হবে, তা আপনার কেসের পেজে লেখা আছে, আর তার জন্য তৈরি চিঠিও সেখানেই আছে: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: আপনার কেসে এখন আপনি কী করতে পারেন`,
      bankTimeUp: ({ days, until }) =>
        `আপনার অভিযোগের উত্তর দেওয়ার জন্য আপনার ব্যাংকের ${days} দিন পেরিয়ে গেছে। ব্যাংক যদি উত্তর না দিয়ে থাকে, বা তার উত্তরে বিষয়টির প্রতিকার না হয়ে থাকে, তাহলে আপনি এখন ${until} তারিখের মধ্যে RBI-এর ন্যায়পালের কাছে বিনামূল্যে অভিযোগ করতে পারেন।`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `ন্যায়পালের কাছে আপনার অভিযোগ আপনার জন্য তৈরি করা আছে। এই লিঙ্ক দিয়ে আপনার কেসের পেজ খুলুন: ${caseLink}; তারপর অভিযোগটি ${letterUrl}-এ পাবেন`,
      whyYouGetThis: (stopLink) =>
        `আপনি এই রিমাইন্ডারগুলি পাচ্ছেন, কারণ আপনি এগুলি নিশ্চিত করেছিলেন। বন্ধ করতে ${stopLink} খুলুন, বা আপনার কেসের পেজের বোতামটি টিপুন।`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: আপনি আপনার কেসের পেজে বলেছিলেন যে, আপনার কেসের প্রতিটি তারিখের আগে যেন আপনাকে হোয়াটসঅ্যাপে মনে করিয়ে দেওয়া হয়। শুরু করতে "হ্যাঁ, মনে করিয়ে দিন" টিপুন: তারপর আমরা প্রতিটি তারিখের আগের দিন ভারতীয় সময় 18:00-এ এবং সেই দিন 09:00-এ একটি ছোট বার্তা পাঠাব, রাতে কখনও নয়। আপনি এটি চাননি? কিছু করবেন না, আর কিছু পাঠানো হবে না।`,
        button: "হ্যাঁ, মনে করিয়ে দিন",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: আপনার কেসের একটি তারিখ আগামীকাল ({{1}})। কী করতে হবে, তা আপনার কেসের পেজে লেখা আছে। আমরা কখনও OTP, PIN, কোনো ফি বা রিমোট-অ্যাক্সেস অ্যাপ চাই না।`,
        button: "রিমাইন্ডার বন্ধ করুন",
      },
      today: {
        body: (brand) =>
          `${brand}: আপনার কেসের একটি তারিখ আজ ({{1}})। কী করতে হবে, তা আপনার কেসের পেজে লেখা আছে। আমরা কখনও OTP, PIN, কোনো ফি বা রিমোট-অ্যাক্সেস অ্যাপ চাই না।`,
        button: "রিমাইন্ডার বন্ধ করুন",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: আপনার কেসে এখন আপনি কী করতে পারেন। আপনার অভিযোগের উত্তর দেওয়ার জন্য আপনার ব্যাংকের সময় শেষ হয়ে গেছে: আপনি এখন {{1}} তারিখের মধ্যে RBI-এর ন্যায়পালের কাছে বিনামূল্যে অভিযোগ করতে পারেন। অভিযোগটি আপনার কেসের পেজে তৈরি করা আছে। আমরা কখনও OTP, PIN, কোনো ফি বা রিমোট-অ্যাক্সেস অ্যাপ চাই না।`,
        button: "রিমাইন্ডার বন্ধ করুন",
      },
    },
    planned: {
      tomorrow: (step) => `${step}, পরের দিনের মধ্যে`,
      today: (step) => `${step}, সেই দিনের মধ্যে`,
      bankTimeUp: "উত্তর দেওয়ার জন্য আপনার ব্যাংকের সময় শেষ: এখন আপনি কী করতে পারেন, RBI-এর ন্যায়পালের কাছে",
    },
    pages: {
      confirmTitle: "ই-মেল রিমাইন্ডার শুরু করবেন?",
      confirmText:
        "যে তারিখগুলি আপনাকে মেনে চলতে হবে, তার প্রতিটির আগের দিন ভারতীয় সময় 18:00-এ এবং সেই দিন 09:00-এ আমরা আপনার কেসের ই-মেল ঠিকানায় একটি ছোট মেল পাঠাব, রাতে কখনও নয়। আপনি যেকোনো সময় এগুলি বন্ধ করতে পারেন।",
      confirmButton: "হ্যাঁ, মনে করিয়ে দিন",
      confirmedTitle: "ই-মেল রিমাইন্ডার চালু হয়েছে",
      confirmedText:
        "আপনার কেসের প্রতিটি তারিখের আগে আমরা আপনাকে মনে করিয়ে দেব। বন্ধ করতে যেকোনো রিমাইন্ডারের লিঙ্ক বা আপনার কেসের পেজের বোতাম ব্যবহার করুন।",
      stopTitle: "ই-মেল রিমাইন্ডার বন্ধ করবেন?",
      stopText: "এই কেসের জন্য আর কোনো রিমাইন্ডার পাঠানো হবে না। আপনার কেসের পেজ যেমন আছে তেমনই থাকবে।",
      stopButton: "রিমাইন্ডার বন্ধ করুন",
      stoppedTitle: "ই-মেল রিমাইন্ডার বন্ধ করা হয়েছে",
      stoppedText: "এই কেসের জন্য আর কোনো রিমাইন্ডার পাঠানো হবে না। আপনি আপনার কেসের পেজে এগুলি আবার চালু করতে পারেন।",
      deadLinkTitle: "এই লিঙ্কটি আর কাজ করে না",
      deadConfirmText:
        "এটি আগেই ব্যবহার করা হয়ে গেছে, এর মেয়াদ শেষ হয়ে গেছে, অথবা রিমাইন্ডার বন্ধ করা হয়েছিল। আপনি আপনার কেসের পেজে আবার রিমাইন্ডার চাইতে পারেন।",
      deadStopText:
        "এর মেয়াদ শেষ হয়ে গেছে বা এটি আগেই ব্যবহার করা হয়ে গেছে। আপনি আপনার কেসের পেজে রিমাইন্ডার বন্ধ করতে পারেন।",
      casePageLink: "আপনার কেসের পেজে যান",
    },
  },
  ta: {
    locale: "ta-IN",
    steps: {
      "call-1930": "1930 எண்ணை அழையுங்கள்",
      "finish-portal-complaint": "cybercrime.gov.in தளத்தில் உங்கள் புகாரை முழுமையாக்குங்கள்",
      "tell-bank": "உங்கள் வங்கி, வாலட் அல்லது கார்டு நிறுவனத்துக்கு எழுத்து மூலம் தெரிவியுங்கள்",
      "claim-compensation":
        "சிறிய மோசடிகளுக்கான RBI இழப்பீட்டைப் பெறும் வழி திறந்திருக்க, மோசடியை 1930 அல்லது cybercrime.gov.in மூலமும் உங்கள் வங்கிக்கும் தெரிவியுங்கள்",
      "bank-credit": "விசாரணை நடக்கும்போது உங்கள் வங்கி தொகையை உங்கள் கணக்கில் திருப்பி வரவு வைக்கும்",
      "bank-decision": "உங்கள் வங்கி உங்கள் புகார் மீது முடிவெடுத்துப் பதில் அளிக்கும்",
      "held-money": "பணம் நிறுத்தி வைக்கப்பட்டதாக SMS வந்தால், அதைத் திருப்பித் தரக் கேளுங்கள்",
      ombudsman: "வங்கி மறுத்தால் அல்லது சரிசெய்யாவிட்டால், RBI குறைதீர்ப்பாளரிடம் புகார் செய்யுங்கள்",
    },
    confirmation: {
      subject: (brand) => `${brand}: உங்கள் நினைவூட்டல்களை உறுதிப்படுத்துங்கள்`,
      asked: ({ brand, link }) =>
        `நீங்கள் கடைப்பிடிக்க வேண்டிய ஒவ்வொரு தேதிக்கும் முன் மின்னஞ்சல் மூலம் நினைவூட்டும்படி, ${brand} தளத்தில் உங்கள் கேஸ் பக்கத்தில் கேட்டிருந்தீர்கள். நினைவூட்டல்களைத் தொடங்க, இந்த இணைப்பைத் திறந்து பக்கத்தில் உள்ள பொத்தானை அழுத்துங்கள்: ${link}`,
      lasts: "இந்த இணைப்பு ஒரு முறை மட்டுமே, 7 நாட்கள் வரை வேலை செய்யும்.",
      whatWeSend:
        "ஒவ்வொரு தேதிக்கும் முந்தைய நாள் இந்திய நேரப்படி 18:00 மணிக்கும், அந்த நாளன்று 09:00 மணிக்கும், செய்ய வேண்டியதையும் அதன் தேதியையும் குறிப்பிட்டு ஒரு சிறிய மின்னஞ்சல் அனுப்புகிறோம்; 21:00 முதல் 08:00 வரை ஒருபோதும் அனுப்புவதில்லை. ஒவ்வொரு நினைவூட்டலிலும் அவற்றை நிறுத்துவதற்கான இணைப்பு இருக்கும்.",
      notAsked:
        "நீங்கள் இதைக் கேட்கவில்லையா? எதுவும் செய்ய வேண்டாம்: இணைப்பைத் திறந்து பொத்தானை அழுத்தாவிட்டால் எந்த நினைவூட்டலும் அனுப்பப்படாது.",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: உங்கள் கேஸின் ஒரு தேதி நாளை (${day})`,
      subjectToday: (brand, day) => `${brand}: உங்கள் கேஸின் ஒரு தேதி இன்று (${day})`,
      tomorrow: ({ step, date }) => `உங்கள் கேஸின் ஒரு தேதி நாளை (${date}): ${step}.`,
      today: ({ step, date }) => `உங்கள் கேஸின் ஒரு தேதி இன்று (${date}): ${step}.`,
      openCase: (link) => `என்ன செய்ய வேண்டும் என்பதை உங்கள் கேஸ் பக்கம் சொல்கிறது; அதற்கான கடிதமும் அங்கே தயாராக உள்ளது: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: உங்கள் கேஸில் இப்போது நீங்கள் செய்யக்கூடியது`,
      bankTimeUp: ({ days, until }) =>
        `உங்கள் புகாருக்குப் பதில் அளிக்க உங்கள் வங்கிக்கு இருந்த ${days} நாட்கள் முடிந்துவிட்டன. வங்கி பதில் அளிக்கவில்லை என்றால், அல்லது அதன் பதில் பிரச்சினையைச் சரிசெய்யவில்லை என்றால், நீங்கள் இப்போது RBI குறைதீர்ப்பாளரிடம் கட்டணமின்றிப் புகார் செய்யலாம். கடைசி நாள்: ${until}.`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `குறைதீர்ப்பாளருக்கான உங்கள் புகார் உங்களுக்காகத் தயாராக உள்ளது. இந்த இணைப்பில் உங்கள் கேஸ் பக்கத்தைத் திறங்கள்: ${caseLink}; பிறகு புகார் இங்கே கிடைக்கும்: ${letterUrl}`,
      whyYouGetThis: (stopLink) =>
        `நீங்கள் உறுதிப்படுத்தியதால் இந்த நினைவூட்டல்கள் உங்களுக்கு வருகின்றன. அவற்றை நிறுத்த, இதைத் திறங்கள்: ${stopLink}; அல்லது உங்கள் கேஸ் பக்கத்தில் உள்ள பொத்தானைப் பயன்படுத்துங்கள்.`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: உங்கள் கேஸின் ஒவ்வொரு தேதிக்கும் முன் வாட்ஸ்அப்பில் நினைவூட்டும்படி உங்கள் கேஸ் பக்கத்தில் கேட்டிருந்தீர்கள். தொடங்க, "ஆம், நினைவூட்டுங்கள்" என்பதைத் தட்டுங்கள்: பிறகு ஒவ்வொரு தேதிக்கும் முந்தைய நாள் இந்திய நேரப்படி 18:00 மணிக்கும், அந்த நாளன்று 09:00 மணிக்கும் ஒரு சிறிய செய்தி அனுப்புவோம்; இரவில் ஒருபோதும் அனுப்ப மாட்டோம். நீங்கள் இதைக் கேட்கவில்லையா? எதுவும் செய்ய வேண்டாம்; இனி எதுவும் அனுப்பப்படாது.`,
        button: "ஆம், நினைவூட்டுங்கள்",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: உங்கள் கேஸின் ஒரு தேதி நாளை ({{1}}). என்ன செய்ய வேண்டும் என்பதை உங்கள் கேஸ் பக்கம் சொல்கிறது. நாங்கள் ஒருபோதும் OTP, PIN, கட்டணம் அல்லது தொலைவிலிருந்து இயக்கும் (ரிமோட் அக்சஸ்) செயலிகளைக் கேட்பதில்லை.`,
        button: "நினைவூட்டலை நிறுத்து",
      },
      today: {
        body: (brand) =>
          `${brand}: உங்கள் கேஸின் ஒரு தேதி இன்று ({{1}}). என்ன செய்ய வேண்டும் என்பதை உங்கள் கேஸ் பக்கம் சொல்கிறது. நாங்கள் ஒருபோதும் OTP, PIN, கட்டணம் அல்லது தொலைவிலிருந்து இயக்கும் (ரிமோட் அக்சஸ்) செயலிகளைக் கேட்பதில்லை.`,
        button: "நினைவூட்டலை நிறுத்து",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: உங்கள் கேஸில் இப்போது நீங்கள் செய்யக்கூடியது. உங்கள் புகாருக்குப் பதில் அளிக்க உங்கள் வங்கிக்கு இருந்த காலம் முடிந்துவிட்டது: நீங்கள் இப்போது RBI குறைதீர்ப்பாளரிடம் கட்டணமின்றிப் புகார் செய்யலாம்; கடைசி நாள்: {{1}}. புகார் உங்கள் கேஸ் பக்கத்தில் தயாராக உள்ளது. நாங்கள் ஒருபோதும் OTP, PIN, கட்டணம் அல்லது தொலைவிலிருந்து இயக்கும் (ரிமோட் அக்சஸ்) செயலிகளைக் கேட்பதில்லை.`,
        button: "நினைவூட்டலை நிறுத்து",
      },
    },
    planned: {
      tomorrow: (step) => `${step} – கடைசி நாள்: அடுத்த நாள்`,
      today: (step) => `${step} – கடைசி நாள்: அதே நாள்`,
      bankTimeUp: "பதில் அளிக்க உங்கள் வங்கிக்கு இருந்த காலம் முடிந்தது: RBI குறைதீர்ப்பாளரிடம் இப்போது நீங்கள் செய்யக்கூடியது",
    },
    pages: {
      confirmTitle: "மின்னஞ்சல் நினைவூட்டல்களைத் தொடங்கவா?",
      confirmText:
        "நீங்கள் கடைப்பிடிக்க வேண்டிய ஒவ்வொரு தேதிக்கும் முந்தைய நாள் இந்திய நேரப்படி 18:00 மணிக்கும், அந்த நாளன்று 09:00 மணிக்கும், உங்கள் கேஸின் மின்னஞ்சல் முகவரிக்கு ஒரு சிறிய மின்னஞ்சல் அனுப்புவோம்; இரவில் ஒருபோதும் அனுப்ப மாட்டோம். எப்போது வேண்டுமானாலும் அவற்றை நிறுத்தலாம்.",
      confirmButton: "ஆம், நினைவூட்டுங்கள்",
      confirmedTitle: "மின்னஞ்சல் நினைவூட்டல்கள் இயக்கப்பட்டன",
      confirmedText:
        "உங்கள் கேஸின் ஒவ்வொரு தேதிக்கும் முன் உங்களுக்கு நினைவூட்டுவோம். நிறுத்த, ஏதேனும் ஒரு நினைவூட்டலில் உள்ள இணைப்பையோ உங்கள் கேஸ் பக்கத்தில் உள்ள பொத்தானையோ பயன்படுத்துங்கள்.",
      stopTitle: "மின்னஞ்சல் நினைவூட்டல்களை நிறுத்தவா?",
      stopText: "இந்தக் கேஸுக்கு இனி எந்த நினைவூட்டலும் அனுப்பப்படாது. உங்கள் கேஸ் பக்கம் அப்படியே இருக்கும்.",
      stopButton: "நினைவூட்டலை நிறுத்து",
      stoppedTitle: "மின்னஞ்சல் நினைவூட்டல்கள் நிறுத்தப்பட்டன",
      stoppedText: "இந்தக் கேஸுக்கு இனி எந்த நினைவூட்டலும் அனுப்பப்படாது. உங்கள் கேஸ் பக்கத்தில் அவற்றை மீண்டும் இயக்கலாம்.",
      deadLinkTitle: "இந்த இணைப்பு இனி வேலை செய்யாது",
      deadConfirmText:
        "இது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது, காலாவதியாகிவிட்டது, அல்லது நினைவூட்டல்கள் நிறுத்தப்பட்டன. உங்கள் கேஸ் பக்கத்தில் மீண்டும் நினைவூட்டல்களைக் கேட்கலாம்.",
      deadStopText: "இது காலாவதியாகிவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. உங்கள் கேஸ் பக்கத்தில் நினைவூட்டல்களை நிறுத்தலாம்.",
      casePageLink: "உங்கள் கேஸ் பக்கத்துக்குச் செல்லுங்கள்",
    },
  },
  mr: {
    locale: "mr-IN",
    steps: {
      "call-1930": "1930 वर फोन करा",
      "finish-portal-complaint": "cybercrime.gov.in वरील तुमची तक्रार पूर्ण करा",
      "tell-bank": "तुमच्या बँकेला, वॉलेट किंवा कार्ड कंपनीला लेखी कळवा",
      "claim-compensation":
        "लहान फसवणुकींसाठी RBI ची भरपाई मिळण्याचा मार्ग खुला ठेवण्यासाठी फसवणुकीची सूचना 1930 वर किंवा cybercrime.gov.in वर आणि तुमच्या बँकेला द्या",
      "bank-credit": "तपास सुरू असताना तुमची बँक रक्कम तुमच्या खात्यात परत जमा करते",
      "bank-decision": "तुमची बँक तुमच्या तक्रारीवर निर्णय घेऊन उत्तर देते",
      "held-money": "पैसे रोखून ठेवल्याचा SMS आला, तर ते परत मिळवण्यासाठी विनंती करा",
      ombudsman: "बँकेने नकार दिला किंवा प्रकरणाचे निवारण केले नाही, तर RBI लोकपालांकडे तक्रार करा",
    },
    confirmation: {
      subject: (brand) => `${brand}: कृपया तुमच्या आठवणींची (रिमाइंडर) पुष्टी करा`,
      asked: ({ brand, link }) =>
        `तुम्ही ${brand} वरील तुमच्या केसच्या पेजवर सांगितले होते की, तुम्हाला पाळायच्या प्रत्येक तारखेपूर्वी तुम्हाला ई-मेलने आठवण करून द्यावी. आठवणी सुरू करण्यासाठी ही लिंक उघडा आणि पेजवरील बटण दाबा: ${link}`,
      lasts: "ही लिंक 7 दिवसांपर्यंत, एकदाच वापरता येते.",
      whatWeSend:
        "प्रत्येक तारखेच्या आदल्या दिवशी भारतीय वेळेनुसार 18:00 वाजता आणि त्याच दिवशी 09:00 वाजता आम्ही एक छोटा मेल पाठवतो, ज्यात पायरी आणि तिची तारीख असते; 21:00 ते 08:00 या वेळेत कधीही नाही. प्रत्येक आठवणीत त्या थांबवण्याची लिंक असते.",
      notAsked: "तुम्ही हे मागितले नव्हते? काहीही करू नका: लिंक उघडून बटण दाबल्याशिवाय कोणतीही आठवण पाठवली जात नाही.",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: तुमच्या केसमधील एक तारीख उद्या आहे (${day})`,
      subjectToday: (brand, day) => `${brand}: तुमच्या केसमधील एक तारीख आज आहे (${day})`,
      tomorrow: ({ step, date }) => `तुमच्या केसमधील एक तारीख उद्या आहे (${date}): ${step}.`,
      today: ({ step, date }) => `तुमच्या केसमधील एक तारीख आज आहे (${date}): ${step}.`,
      openCase: (link) => `काय करायचे ते तुमच्या केसचे पेज सांगते, आणि त्यासाठी तयार केलेले पत्रही तिथेच आहे: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: तुमच्या केसमध्ये तुम्ही आता काय करू शकता`,
      bankTimeUp: ({ days, until }) =>
        `तुमच्या तक्रारीला उत्तर देण्यासाठी तुमच्या बँकेचे ${days} दिवस पूर्ण झाले आहेत. बँकेने उत्तर दिले नसेल, किंवा तिच्या उत्तराने प्रकरणाचे निवारण झाले नसेल, तर आता तुम्ही RBI लोकपालांकडे निःशुल्क तक्रार करू शकता. शेवटची तारीख: ${until}.`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `लोकपालांकडे करायची तुमची तक्रार तुमच्यासाठी तयार आहे. या लिंकने तुमच्या केसचे पेज उघडा: ${caseLink}; मग तक्रार इथे मिळेल: ${letterUrl}`,
      whyYouGetThis: (stopLink) =>
        `तुम्ही या आठवणींची पुष्टी केली होती, म्हणून त्या तुम्हाला मिळत आहेत. त्या थांबवण्यासाठी ही लिंक उघडा: ${stopLink}, किंवा तुमच्या केसच्या पेजवरील बटण दाबा.`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: तुम्ही तुमच्या केसच्या पेजवर सांगितले होते की, तुमच्या केसमधील प्रत्येक तारखेपूर्वी तुम्हाला व्हॉट्सॲपवर आठवण करून द्यावी. सुरू करण्यासाठी "होय, आठवण करून द्या" दाबा: मग प्रत्येक तारखेच्या आदल्या दिवशी भारतीय वेळेनुसार 18:00 वाजता आणि त्याच दिवशी 09:00 वाजता आम्ही एक छोटा संदेश पाठवू, रात्री कधीही नाही. तुम्ही हे मागितले नव्हते? काहीही करू नका, पुढे काहीही पाठवले जाणार नाही.`,
        button: "होय, आठवण करून द्या",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: तुमच्या केसमधील एक तारीख उद्या आहे ({{1}}). काय करायचे ते तुमच्या केसचे पेज सांगते. आम्ही कधीही OTP, PIN, कोणतेही शुल्क किंवा रिमोट-ॲक्सेस ॲप मागत नाही.`,
        button: "आठवण करणे थांबवा",
      },
      today: {
        body: (brand) =>
          `${brand}: तुमच्या केसमधील एक तारीख आज आहे ({{1}}). काय करायचे ते तुमच्या केसचे पेज सांगते. आम्ही कधीही OTP, PIN, कोणतेही शुल्क किंवा रिमोट-ॲक्सेस ॲप मागत नाही.`,
        button: "आठवण करणे थांबवा",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: तुमच्या केसमध्ये तुम्ही आता काय करू शकता. तुमच्या तक्रारीला उत्तर देण्याची तुमच्या बँकेची मुदत संपली आहे: आता तुम्ही RBI लोकपालांकडे निःशुल्क तक्रार करू शकता, {{1}} पर्यंत. तक्रार तुमच्या केसच्या पेजवर तयार आहे. आम्ही कधीही OTP, PIN, कोणतेही शुल्क किंवा रिमोट-ॲक्सेस ॲप मागत नाही.`,
        button: "आठवण करणे थांबवा",
      },
    },
    planned: {
      tomorrow: (step) => `${step}: आदल्या दिवशी आठवण`,
      today: (step) => `${step}: त्याच दिवशी आठवण`,
      bankTimeUp: "तुमच्या बँकेची उत्तर देण्याची मुदत संपली: आता तुम्ही काय करू शकता, RBI लोकपालांकडे",
    },
    pages: {
      confirmTitle: "ई-मेलने आठवणी सुरू करायच्या?",
      confirmText:
        "तुम्हाला पाळायच्या प्रत्येक तारखेच्या आदल्या दिवशी भारतीय वेळेनुसार 18:00 वाजता आणि त्याच दिवशी 09:00 वाजता आम्ही तुमच्या केसच्या ई-मेल पत्त्यावर एक छोटा मेल पाठवू, रात्री कधीही नाही. तुम्ही त्या केव्हाही थांबवू शकता.",
      confirmButton: "होय, आठवण करून द्या",
      confirmedTitle: "ई-मेलने आठवणी सुरू झाल्या आहेत",
      confirmedText:
        "तुमच्या केसमधील प्रत्येक तारखेपूर्वी आम्ही तुम्हाला आठवण करून देऊ. थांबवण्यासाठी कोणत्याही आठवणीतील लिंक किंवा तुमच्या केसच्या पेजवरील बटण वापरा.",
      stopTitle: "ई-मेलने आठवणी थांबवायच्या?",
      stopText: "या केससाठी यापुढे कोणतीही आठवण पाठवली जाणार नाही. तुमच्या केसचे पेज आहे तसेच राहील.",
      stopButton: "आठवण करणे थांबवा",
      stoppedTitle: "ई-मेलने आठवणी थांबवल्या आहेत",
      stoppedText: "या केससाठी यापुढे कोणतीही आठवण पाठवली जाणार नाही. तुम्ही तुमच्या केसच्या पेजवर त्या पुन्हा सुरू करू शकता.",
      deadLinkTitle: "ही लिंक आता चालत नाही",
      deadConfirmText:
        "ती आधीच वापरली गेली आहे, तिची मुदत संपली आहे, किंवा आठवणी थांबवल्या गेल्या आहेत. तुम्ही तुमच्या केसच्या पेजवर पुन्हा आठवणी मागू शकता.",
      deadStopText: "तिची मुदत संपली आहे किंवा ती आधीच वापरली गेली आहे. तुम्ही तुमच्या केसच्या पेजवर आठवणी थांबवू शकता.",
      casePageLink: "तुमच्या केसच्या पेजवर जा",
    },
  },
  te: {
    locale: "te-IN",
    steps: {
      "call-1930": "1930 నంబర్‌కు ఫోన్ చేయండి",
      "finish-portal-complaint": "cybercrime.gov.in పోర్టల్‌లో మీ ఫిర్యాదును పూర్తి చేయండి",
      "tell-bank": "మీ బ్యాంకు, వాలెట్ లేదా కార్డు సంస్థకు లిఖితపూర్వకంగా తెలియజేయండి",
      "claim-compensation":
        "చిన్న మోసాలకు RBI ఇచ్చే పరిహారం పొందే దారి తెరిచి ఉంచడానికి, మోసం గురించి 1930 నంబర్‌కు లేదా cybercrime.gov.in పోర్టల్‌లో, అలాగే మీ బ్యాంకుకు తెలియజేయండి",
      "bank-credit": "పరిశీలన జరుగుతున్నప్పుడే మీ బ్యాంకు ఆ మొత్తాన్ని మీ ఖాతాలో తిరిగి జమ చేస్తుంది",
      "bank-decision": "మీ బ్యాంకు మీ ఫిర్యాదుపై నిర్ణయం తీసుకుని, సమాధానం ఇస్తుంది",
      "held-money": "డబ్బు నిలిపి ఉంచినట్లు SMS వస్తే, దాన్ని తిరిగి అడగండి",
      ombudsman: "బ్యాంకు నిరాకరిస్తే లేదా సరిదిద్దకపోతే, RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయండి",
    },
    confirmation: {
      subject: (brand) => `${brand}: దయచేసి మీ రిమైండర్లను ధృవీకరించండి`,
      asked: ({ brand, link }) =>
        `మీరు పాటించాల్సిన ప్రతి తేదీకి ముందు ఈమెయిల్ ద్వారా గుర్తు చేయమని ${brand} లోని మీ కేసు పేజీలో అడిగారు. రిమైండర్లు మొదలుపెట్టడానికి, ఈ లింక్‌ను తెరిచి పేజీలోని బటన్ నొక్కండి: ${link}`,
      lasts: "ఈ లింక్ ఒక్కసారి మాత్రమే, 7 రోజుల వరకు పనిచేస్తుంది.",
      whatWeSend:
        "ప్రతి తేదీకి ముందు రోజు భారత కాలమానం ప్రకారం 18:00 గంటలకు, ఆ రోజు 09:00 గంటలకు, చేయాల్సిన దశను, దాని తేదీని పేర్కొంటూ ఒక చిన్న ఈమెయిల్ పంపుతాం; 21:00 నుండి 08:00 మధ్య ఎప్పుడూ పంపము. ప్రతి రిమైండర్‌లో వాటిని ఆపడానికి ఒక లింక్ ఉంటుంది.",
      notAsked: "మీరు ఇది అడగలేదా? ఏమీ చేయకండి: లింక్ తెరిచి బటన్ నొక్కితే తప్ప ఏ రిమైండరూ పంపబడదు.",
    },
    reminder: {
      subjectTomorrow: (brand, day) => `${brand}: మీ కేసులో ఒక తేదీ రేపు (${day})`,
      subjectToday: (brand, day) => `${brand}: మీ కేసులో ఒక తేదీ ఈ రోజు (${day})`,
      tomorrow: ({ step, date }) => `మీ కేసులో ఒక తేదీ రేపు (${date}): ${step}.`,
      today: ({ step, date }) => `మీ కేసులో ఒక తేదీ ఈ రోజు (${date}): ${step}.`,
      openCase: (link) => `ఏమి చేయాలో మీ కేసు పేజీ చెబుతుంది; దానికి కావలసిన లేఖ కూడా అక్కడ సిద్ధంగా ఉంది: ${link}`,
      subjectBankTimeUp: (brand) => `${brand}: మీ కేసులో ఇప్పుడు మీరు చేయగలిగింది`,
      bankTimeUp: ({ days, until }) =>
        `మీ ఫిర్యాదుకు సమాధానం ఇవ్వడానికి మీ బ్యాంకుకు ఉన్న ${days} రోజులు ముగిశాయి. బ్యాంకు సమాధానం ఇవ్వకపోతే, లేదా దాని సమాధానం సమస్యను సరిచేయకపోతే, మీరు ఇప్పుడు RBI అంబుడ్స్‌మన్‌కు ఉచితంగా ఫిర్యాదు చేయవచ్చు. చివరి తేదీ: ${until}.`,
      ombudsmanDrafted: ({ caseLink, letterUrl }) =>
        `అంబుడ్స్‌మన్‌కు మీ ఫిర్యాదు మీ కోసం సిద్ధంగా ఉంది. ఈ లింక్‌తో మీ కేసు పేజీని తెరవండి: ${caseLink}; తర్వాత ఫిర్యాదు ఇక్కడ ఉంటుంది: ${letterUrl}`,
      whyYouGetThis: (stopLink) =>
        `మీరు ధృవీకరించినందువల్ల ఈ రిమైండర్లు మీకు వస్తున్నాయి. వాటిని ఆపడానికి, దీన్ని తెరవండి: ${stopLink}; లేదా మీ కేసు పేజీలోని బటన్‌ను ఉపయోగించండి.`,
    },
    whatsApp: {
      confirm: {
        body: (brand) =>
          `${brand}: మీ కేసులోని ప్రతి తేదీకి ముందు వాట్సాప్‌లో గుర్తు చేయమని మీ కేసు పేజీలో అడిగారు. మొదలుపెట్టడానికి "అవును, గుర్తు చేయండి" నొక్కండి: ఆ తర్వాత ప్రతి తేదీకి ముందు రోజు భారత కాలమానం ప్రకారం 18:00 గంటలకు, ఆ రోజు 09:00 గంటలకు ఒక చిన్న మెసేజ్ పంపుతాం; రాత్రిపూట ఎప్పుడూ పంపము. మీరు ఇది అడగలేదా? ఏమీ చేయకండి; ఇకపై ఏదీ పంపబడదు.`,
        button: "అవును, గుర్తు చేయండి",
      },
      tomorrow: {
        body: (brand) =>
          `${brand}: మీ కేసులో ఒక తేదీ రేపు ({{1}}). ఏమి చేయాలో మీ కేసు పేజీ చెబుతుంది. మేము ఎప్పుడూ OTP, PIN, ఫీజులు లేదా రిమోట్ యాక్సెస్ యాప్‌లు అడగము.`,
        button: "రిమైండర్లు ఆపండి",
      },
      today: {
        body: (brand) =>
          `${brand}: మీ కేసులో ఒక తేదీ ఈ రోజు ({{1}}). ఏమి చేయాలో మీ కేసు పేజీ చెబుతుంది. మేము ఎప్పుడూ OTP, PIN, ఫీజులు లేదా రిమోట్ యాక్సెస్ యాప్‌లు అడగము.`,
        button: "రిమైండర్లు ఆపండి",
      },
      bankTimeUp: {
        body: (brand) =>
          `${brand}: మీ కేసులో ఇప్పుడు మీరు చేయగలిగింది. మీ ఫిర్యాదుకు సమాధానం ఇవ్వడానికి మీ బ్యాంకుకు ఉన్న గడువు ముగిసింది: మీరు ఇప్పుడు RBI అంబుడ్స్‌మన్‌కు ఉచితంగా ఫిర్యాదు చేయవచ్చు; చివరి తేదీ: {{1}}. ఫిర్యాదు మీ కేసు పేజీలో సిద్ధంగా ఉంది. మేము ఎప్పుడూ OTP, PIN, ఫీజులు లేదా రిమోట్ యాక్సెస్ యాప్‌లు అడగము.`,
        button: "రిమైండర్లు ఆపండి",
      },
    },
    planned: {
      tomorrow: (step) => `${step} – గడువు: మరుసటి రోజు`,
      today: (step) => `${step} – గడువు: అదే రోజు`,
      bankTimeUp: "మీ బ్యాంకు సమాధానం ఇచ్చే గడువు ముగిసింది: RBI అంబుడ్స్‌మన్ వద్ద ఇప్పుడు మీరు చేయగలిగింది",
    },
    pages: {
      confirmTitle: "ఈమెయిల్ రిమైండర్లు మొదలుపెట్టాలా?",
      confirmText:
        "మీరు పాటించాల్సిన ప్రతి తేదీకి ముందు రోజు భారత కాలమానం ప్రకారం 18:00 గంటలకు, ఆ రోజు 09:00 గంటలకు, మీ కేసు ఈమెయిల్ చిరునామాకు ఒక చిన్న ఈమెయిల్ పంపుతాం; రాత్రిపూట ఎప్పుడూ పంపము. మీరు వాటిని ఎప్పుడైనా ఆపవచ్చు.",
      confirmButton: "అవును, గుర్తు చేయండి",
      confirmedTitle: "ఈమెయిల్ రిమైండర్లు ఆన్ అయ్యాయి",
      confirmedText: "మీ కేసులోని ప్రతి తేదీకి ముందు మీకు గుర్తు చేస్తాం. ఆపడానికి, ఏదైనా రిమైండర్‌లోని లింక్‌ను లేదా మీ కేసు పేజీలోని బటన్‌ను ఉపయోగించండి.",
      stopTitle: "ఈమెయిల్ రిమైండర్లు ఆపాలా?",
      stopText: "ఈ కేసుకు ఇకపై ఏ రిమైండరూ పంపబడదు. మీ కేసు పేజీ అలాగే ఉంటుంది.",
      stopButton: "రిమైండర్లు ఆపండి",
      stoppedTitle: "ఈమెయిల్ రిమైండర్లు ఆపేశాం",
      stoppedText: "ఈ కేసుకు ఇకపై ఏ రిమైండరూ పంపబడదు. మీ కేసు పేజీలో వాటిని మళ్లీ ఆన్ చేయవచ్చు.",
      deadLinkTitle: "ఈ లింక్ ఇక పనిచేయదు",
      deadConfirmText: "ఇది ఇప్పటికే ఉపయోగించబడింది, దీని గడువు ముగిసింది, లేదా రిమైండర్లు ఆపేశారు. మీ కేసు పేజీలో మళ్లీ రిమైండర్లు కోరవచ్చు.",
      deadStopText: "దీని గడువు ముగిసింది లేదా ఇది ఇప్పటికే ఉపయోగించబడింది. మీ కేసు పేజీలో రిమైండర్లు ఆపవచ్చు.",
      casePageLink: "మీ కేసు పేజీకి వెళ్లండి",
    },
  },
};
