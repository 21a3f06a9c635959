import type { FirstHourWords } from "~/app/content/languages/en/confirmation";
import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { ta as translations } from "~/shared/translations/ta";
import type { SiteText } from "../en";
import type { FormTexts } from "../island-words";

// The Request Help form (the dialog, /ta/query-form and each topic page) and the confirmation after
// a form is sent. The form itself fills in the marks such as "{reference}". No Tamil ending is put
// on a mark: each stands before a separate word of ours ("{time} மணிக்கு", "{day} அன்று") or alone.

export const helpForm = {
  fields: {
    name: "பெயர்",
    email: "மின்னஞ்சல்",
    query: "உங்கள் பிரச்சினை",
    submit: "அனுப்புங்கள்",
    sending: "அனுப்பப்படுகிறது…",
    optional: "(விருப்பத்தேர்வு)",
    close: "மூடுங்கள்",
    closeDialog: "உரையாடல் பெட்டியை மூடுங்கள்",
    honeypotLabel: "இணையதளம் (இதைக் காலியாக விடுங்கள்)",
  },
  privacy: {
    before: "நீங்கள் இங்கே தரும் விவரங்களை உங்கள் கோரிக்கைக்குப் பதில் அளிக்க மட்டுமே பயன்படுத்துகிறோம். மேலும் அறிய:",
    link: "தனியுரிமைக் கொள்கை",
    after: ".",
  },
  caseFacts: {
    summary: "நாங்கள் விரைவாகச் செயல்பட உதவும் விவரங்களைச் சேர்க்கவும் (விருப்பத்தேர்வு)",
    intro: "இங்குள்ள எல்லா விவரங்களும் விருப்பத்தேர்வு: தெரியாததை விட்டுவிடுங்கள்.",
    threatenedNow: "இப்போது யாராவது உங்களை மிரட்டுகிறார்களா?",
    threatenedNowHint:
      "எடுத்துக்காட்டாக, புகைப்படங்கள் அல்லது வீடியோக்களை வைத்து பிளாக்மெயில், நீங்கள் \u201cடிஜிட்டல் அரெஸ்ட்\u201d-இல் இருப்பதாகச் சொல்லும் அழைப்பாளர், அல்லது மிரட்டி பணம் கேட்பது. நீங்கள் இப்போதே ஆபத்தில் இருந்தால், 112 எண்ணை அழையுங்கள்.",
    threatenedNowYes: "ஆம், இப்போது ஒருவர் என்னை மிரட்டுகிறார்",
    phone: "ஃபோன் / வாட்ஸ்அப் எண்",
    phoneHint: "இந்திய எண், அல்லது நாட்டுக் குறியீட்டுடன் எந்த எண்ணும்.",
    contactPreference: "உங்களை எப்படித் தொடர்புகொள்ள வேண்டும்?",
    incident: "இது எப்போது நடந்தது?",
    incidentHint: "இந்திய நேரப்படி.",
    incidentDate: "தேதி",
    incidentTime: "நேரம்",
    incidentTimeUnknown: "நேரம் எனக்குத் தெரியாது",
    paymentApproval: "பணத்தை நீங்களே செலுத்தினீர்களா, அல்லது உங்கள் அனுமதி இல்லாமல் பணம் எடுக்கப்பட்டதா?",
    paidFrom: "பணம் எங்கிருந்து சென்றது",
    paymentMethod: "பணம் எப்படிச் செலுத்தப்பட்டது?",
    choose: "தேர்ந்தெடுங்கள்…",
    amountLost: "இழந்த தொகை (₹)",
    amountLostHint: "முழு ரூபாய்களில் மட்டும், எ.கா. 1,25,000.",
    contactPreferenceChoices: { email: "மின்னஞ்சலில்", phone: "ஃபோன் அழைப்பில்", whatsapp: "வாட்ஸ்அப்பில்" },
    paymentApprovalChoices: {
      paid_myself: "பணத்தை நானே செலுத்தினேன்",
      taken_without_approval: "என் அனுமதி இல்லாமல் பணம் எடுக்கப்பட்டது",
      not_sure: "உறுதியாகத் தெரியவில்லை",
      no_money_lost: "பணம் எதுவும் போகவில்லை",
    },
    paidFromChoices: {
      bank_account: "வங்கிக் கணக்கு",
      cooperative_bank: "கூட்டுறவு வங்கி",
      card: "கார்டு",
      wallet: "வாலட்",
      other: "வேறு",
    },
    paymentMethodChoices: { upi: "UPI", card: "கார்டு", net_banking: "நெட் பேங்கிங்", other: "வேறு" },
  },
  dialog: {
    title: "உதவி கேளுங்கள் - கேள்விப் படிவம்",
    intro: "என்ன நடந்தது என்று எங்களிடம் சொல்லுங்கள். எங்கள் குழு 24×7 பதில் அளிக்கிறது.",
    loadingForm: "படிவம் திறக்கிறது…",
    formUnavailableOffline: `நீங்கள் இணைய இணைப்பில் இல்லை எனத் தெரிகிறது. இணைப்பு திரும்பியதும் படிவம் இங்கே தானாகவே திறக்கும். நீங்கள் பணத்தை இழந்திருந்தால், இப்போதே ${HELPLINE} எண்ணை அழையுங்கள்.`,
    formUnavailable: `படிவத்தைத் திறக்க முடியவில்லை. நீங்கள் பணத்தை இழந்திருந்தால், இப்போதே ${HELPLINE} எண்ணை அழையுங்கள்; பிறகு மீண்டும் முயலுங்கள்.`,
    tryAgain: "மீண்டும் முயலுங்கள்",
    formOnItsOwnPage: "படிவத்தைத் தனிப் பக்கத்தில் திறங்கள்",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    modalSuccess: translations.messages["form.helpModalSuccess"],
    modalFailedPrefix: "❌ படிவத்தை அனுப்ப முடியவில்லை: ",
    modalServerError: "⚠️ சர்வரில் பிழை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
    topicServerError: "சர்வரில் பிழை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
    offlineNote: `நீங்கள் இணைய இணைப்பில் இல்லை எனத் தெரிகிறது. நீங்கள் எழுதியது இந்த ஃபோனிலேயே சேமிக்கப்பட்டுள்ளது; இணைப்பு திரும்பியதும் அனுப்பப்படும். அல்லது ${HELPLINE} எண்ணை அழையுங்கள்.`,
    reference: "உங்கள் குறிப்பு எண்: {reference}",
  },
} satisfies FormTexts["helpForm"];

/** The first hour after money is lost (app/content/languages/en/confirmation.ts): advice, not a deadline. */
export const firstHourTamil = {
  paid: "நீங்கள் {when} பணம் செலுத்தினீர்கள்.",
  taken: "உங்கள் கணக்கிலிருந்து {when} பணம் எடுக்கப்பட்டது.",
  lost: "நீங்கள் {when} பணத்தை இழந்தீர்கள்.",
  at: "{time} மணிக்கு",
  onDayAt: "{day} அன்று {time} மணிக்கு",
  callNow:
    "இப்போதே {helpline} எண்ணை அழையுங்கள்: எவ்வளவு விரைவாகப் புகார் செய்கிறீர்களோ, அவ்வளவு அதிகப் பணத்தை நிறுத்தி வைக்க முடியும்.",
  callIdeally:
    "இப்போதே {helpline} எண்ணை அழையுங்கள், முடிந்தால் {time} மணிக்கு முன்: எவ்வளவு விரைவாகப் புகார் செய்கிறீர்களோ, அவ்வளவு அதிகப் பணத்தை நிறுத்தி வைக்க முடியும்.",
  // Tamil with Latin digits: app/components/first-hour-advice.tsx formats the time and the day
  // with this locale alone.
  locale: "ta-IN-u-nu-latn",
} satisfies FirstHourWords;

export const confirmation = {
  heading: "உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்தது",
  referenceLabel: "உங்கள் குறிப்பு எண்",
  keepReference:
    "இதை எழுதி வைத்துக்கொள்ளுங்கள் அல்லது நகலெடுத்துக்கொள்ளுங்கள்; எங்களுக்கு எழுதும்போதோ அழைக்கும்போதோ இதைச் சொல்லுங்கள். எங்கள் ஃபோன்:",
  copy: "நகலெடுங்கள்",
  copied: "நகலெடுக்கப்பட்டது",
  selected: "தேர்ந்தெடுக்கப்பட்டது",
  selectedHint: "உங்கள் குறிப்பு எண் தேர்ந்தெடுக்கப்பட்டுள்ளது: ஃபோனின் மெனுவிலிருந்தோ Ctrl+C மூலமோ நகலெடுங்கள்.",
  share: "பகிருங்கள்",
  shareMessage: "{brand} தளத்தில் என் குறிப்பு எண்: {reference}. {brand} உதவி எண்: {phone}.",
  mailingCopy: "இதன் நகலை இந்த முகவரிக்கு மின்னஞ்சல் செய்கிறோம்: {email}.",
  nextHeading: "அடுத்து என்ன நடக்கும்",
  // "{firstReplyWithin}" is the whole "within" phrase, ending and all ("24 மணிநேரத்துக்குள்"): firstReplyWithin below, and replyWithin.
  nextSteps: "எங்கள் குழுவைச் சேர்ந்த ஒருவர் உங்கள் கோரிக்கையைப் படித்து, {firstReplyWithin} பதில் அளிப்பார்.",
  replyWithin: { minutes: "{count} நிமிடங்களுக்குள்", hour: "1 மணிநேரத்துக்குள்", hours: "{count} மணிநேரத்துக்குள்" },
  firstHour: firstHourTamil,
  helplineLead: "பணத்தை இழந்தீர்களா?",
  helplineCall: `உடனே ${HELPLINE} எண்ணை அழையுங்கள்`,
  helplineReport: "மேலும்",
  helplineReportEnd: " தளத்தில் புகார் அளியுங்கள்.",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(புதிய தாவலில் திறக்கும்)",
  dismiss: "உறுதிப்படுத்தல் செய்தியை மூடுங்கள்",
  caseLink: "உங்கள் கேஸ் பக்கத்தைத் திறங்கள்",
  caseLinkNote:
    "உங்கள் கோரிக்கை எந்த நிலையில் உள்ளது, அடுத்து என்ன செய்ய வேண்டும் என்பதைத் தேதிகளுடன் இது காட்டுகிறது. இணைப்பை ரகசியமாக வைத்திருங்கள்: இந்த இணைப்பு உள்ள எவரும் 30 நாட்கள் வரை உங்கள் கேஸைத் திறக்க முடியும். நாங்கள் அனுப்பும் மின்னஞ்சலிலும் இந்த இணைப்பு இருக்கும்.",
  caseCodeNote:
    "உங்கள் கோரிக்கை எந்த நிலையில் உள்ளது, அடுத்து என்ன செய்ய வேண்டும் என்பதைத் தேதிகளுடன் இது காட்டுகிறது. பின்னர் திறக்க, அதன் இணைப்பு நாங்கள் அனுப்பும் மின்னஞ்சலில் உள்ளது.",
  remember: "இந்த ஃபோனில் என் கேஸை நினைவில் வைக்கவும்",
  rememberNote:
    "வேறு யாரும் பயன்படுத்தாத ஃபோனில் மட்டும்: அப்போது ஒவ்வொரு பக்கத்தின் மேலே உள்ள \u201cஉங்கள் கேஸ்\u201d, இணைப்பு இல்லாமலேயே உங்கள் கேஸைத் திறக்கும்.",
  remembered: "இந்த ஃபோன் உங்கள் கேஸை நினைவில் வைத்திருக்கும்: ஒவ்வொரு பக்கத்தின் மேலே உள்ள \u201cஉங்கள் கேஸ்\u201d அதைத் திறக்கும்.",
  rememberFailed: "இந்த ஃபோனில் உங்கள் கேஸை நினைவில் வைக்க முடியவில்லை. உங்கள் கேஸ் பக்கத்தைத் திறந்து அங்கே மீண்டும் முயலுங்கள்.",
} satisfies FormTexts["confirmation"];

/**
 * "4 working hours" as the confirmation says it: the whole "within" phrase, "4 வேலை
 * மணிநேரத்துக்குள்", as a sentence puts nothing after it but its verb.
 */
export function firstReplyWithin(promise: string): string {
  const match = /^(\d+) (working )?(hour|day)s?$/.exec(promise);
  if (!match) return promise;
  const [, count = "", working, unit] = match;
  const one = count === "1";
  const word = unit === "hour" ? "மணிநேரத்துக்குள்" : one ? "நாளுக்குள்" : "நாட்களுக்குள்";
  return `${count} ${working ? "வேலை " : ""}${word}`;
}

export const queryFormPage = {
  metaTitle: "உதவி கேளுங்கள்",
  metaDescription:
    "சைபர் மோசடிக்குப் பிறகு உதவி கேளுங்கள்: என்ன நடந்தது என்று எங்களிடம் சொல்லுங்கள்; எங்கள் சட்ட உதவிக் குழு உங்களைத் தொடர்புகொள்ளும். இந்தியா முழுவதும் 24×7.",
  heading: "உதவி கேளுங்கள்",
  intro: `என்ன நடந்தது என்று எங்களிடம் சொல்லுங்கள். எங்கள் குழுவைச் சேர்ந்த ஒருவர் ${firstReplyWithin(siteConfig.firstReplyWithin)} உங்களைத் தொடர்புகொள்வார்.`,
} satisfies SiteText["queryFormPage"];

/** Contact Us (/ta/contact) and the home page's Get in Touch form: both send a message. */
export const contactForm = {
  fields: {
    name: "பெயர்",
    email: "மின்னஞ்சல்",
    phone: "ஃபோன்",
    subject: "பொருள்",
    message: "செய்தி",
    sendMessage: "செய்தியை அனுப்புங்கள்",
    submit: "அனுப்புங்கள்",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.contactSuccess"],
    failure: "❌ படிவத்தை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.",
    networkError: "❌ படிவத்தை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.",
    reference: "உங்கள் குறிப்பு எண்: {reference}",
  },
} satisfies FormTexts["contactForm"];

/** Post Query (/ta/post-query). The list shows the states' names in Tamil; the value sent stays the English name. */
export const postQueryForm = {
  fields: {
    fullName: "முழுப் பெயர்",
    email: "மின்னஞ்சல்",
    phone: "ஃபோன்",
    state: "மாநிலம்",
    chooseState: "உங்கள் மாநிலத்தைத் தேர்ந்தெடுங்கள்",
    states: "மாநிலங்கள்",
    unionTerritories: "யூனியன் பிரதேசங்கள்",
    city: "நகரம்",
    subject: "பொருள்",
    message: "செய்தி",
    characterCount: "{max} எழுத்துகளில் {used} பயன்படுத்தப்பட்டது",
    submit: "உங்கள் கேள்வியை அனுப்புங்கள்",
    reset: "படிவத்தை அழியுங்கள்",
  },
  // The states' and union territories' names as Tamil writes them (no official Tamil list was checked).
  stateNames: {
    "Andhra Pradesh": "ஆந்திரப் பிரதேசம்",
    "Arunachal Pradesh": "அருணாச்சலப் பிரதேசம்",
    Assam: "அசாம்",
    Bihar: "பீகார்",
    Chhattisgarh: "சத்தீஸ்கர்",
    Goa: "கோவா",
    Gujarat: "குஜராத்",
    Haryana: "ஹரியானா",
    "Himachal Pradesh": "இமாச்சலப் பிரதேசம்",
    Jharkhand: "ஜார்க்கண்ட்",
    Karnataka: "கர்நாடகா",
    Kerala: "கேரளா",
    "Madhya Pradesh": "மத்தியப் பிரதேசம்",
    Maharashtra: "மகாராஷ்டிரா",
    Manipur: "மணிப்பூர்",
    Meghalaya: "மேகாலயா",
    Mizoram: "மிசோரம்",
    Nagaland: "நாகாலாந்து",
    Odisha: "ஒடிசா",
    Punjab: "பஞ்சாப்",
    Rajasthan: "ராஜஸ்தான்",
    Sikkim: "சிக்கிம்",
    "Tamil Nadu": "தமிழ்நாடு",
    Telangana: "தெலங்கானா",
    Tripura: "திரிபுரா",
    "Uttar Pradesh": "உத்தரப் பிரதேசம்",
    Uttarakhand: "உத்தராகண்ட்",
    "West Bengal": "மேற்கு வங்காளம்",
    "Andaman and Nicobar Islands": "அந்தமான் நிக்கோபார் தீவுகள்",
    Chandigarh: "சண்டிகர்",
    "Dadra and Nagar Haveli and Daman and Diu": "தாத்ரா மற்றும் நகர் ஹவேலி மற்றும் டாமன் மற்றும் டையூ",
    Delhi: "டெல்லி",
    "Jammu and Kashmir": "ஜம்மு காஷ்மீர்",
    Ladakh: "லடாக்",
    Lakshadweep: "லட்சத்தீவு",
    Puducherry: "புதுச்சேரி",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.postQuerySuccess"],
    failure: "❌ கேள்வியை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.",
    serverError: "❌ சர்வரில் பிழை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
    reference: "உங்கள் குறிப்பு எண்: {reference}",
  },
} satisfies FormTexts["postQueryForm"];
