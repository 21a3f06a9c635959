import type { FirstHourWords } from "~/app/content/languages/en/confirmation";
import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { te as translations } from "~/shared/translations/te";
import type { SiteText } from "../en";
import type { FormTexts } from "../island-words";

// The Request Help form (the dialog, /te/query-form and each topic page) and the confirmation after
// a form is sent. The form itself fills in the marks such as "{reference}". No Telugu ending is put
// on a mark: each stands before a separate word of ours ("{time} గంటలకు", "{day} నాడు") or alone.

export const helpForm = {
  fields: {
    name: "పేరు",
    email: "ఈమెయిల్",
    query: "మీ సమస్య",
    submit: "పంపండి",
    sending: "పంపుతున్నాం…",
    optional: "(ఐచ్ఛికం)",
    close: "మూసివేయండి",
    closeDialog: "డైలాగ్ బాక్స్‌ను మూసివేయండి",
    honeypotLabel: "వెబ్‌సైట్ (దీన్ని ఖాళీగా వదిలేయండి)",
  },
  privacy: {
    before: "మీరు ఇక్కడ ఇచ్చే వివరాలను మీ అభ్యర్థనకు సమాధానం ఇవ్వడానికి మాత్రమే ఉపయోగిస్తాం. మరిన్ని వివరాలకు:",
    link: "గోప్యతా విధానం",
    after: ".",
  },
  caseFacts: {
    summary: "మేము త్వరగా స్పందించడానికి సహాయపడే వివరాలు జోడించండి (ఐచ్ఛికం)",
    intro: "ఇక్కడి వివరాలన్నీ ఐచ్ఛికం: మీకు తెలియనివి వదిలేయండి.",
    threatenedNow: "ఇప్పుడు ఎవరైనా మిమ్మల్ని బెదిరిస్తున్నారా?",
    threatenedNowHint:
      "ఉదాహరణకు, ఫోటోలు లేదా వీడియోలతో బ్లాక్‌మెయిల్, మీరు \u201cడిజిటల్ అరెస్ట్\u201dలో ఉన్నారని చెప్పే కాలర్, లేదా బెదిరించి డబ్బు అడగడం. మీరు ఇప్పుడే ప్రమాదంలో ఉంటే, 112 కి కాల్ చేయండి.",
    threatenedNowYes: "అవును, ఇప్పుడు ఒకరు నన్ను బెదిరిస్తున్నారు",
    phone: "ఫోన్ / వాట్సాప్ నంబర్",
    phoneHint: "భారతీయ నంబర్, లేదా దేశ కోడ్‌తో ఏ నంబర్ అయినా.",
    contactPreference: "మిమ్మల్ని ఎలా సంప్రదించాలి?",
    incident: "ఇది ఎప్పుడు జరిగింది?",
    incidentHint: "భారత కాలమానం ప్రకారం.",
    incidentDate: "తేదీ",
    incidentTime: "సమయం",
    incidentTimeUnknown: "నాకు సమయం తెలియదు",
    paymentApproval: "డబ్బును మీరే చెల్లించారా, లేక మీ అనుమతి లేకుండా డబ్బు తీసుకున్నారా?",
    paidFrom: "డబ్బు ఎక్కడి నుండి వెళ్ళింది",
    paymentMethod: "డబ్బు ఎలా చెల్లించారు?",
    choose: "ఎంచుకోండి…",
    amountLost: "కోల్పోయిన మొత్తం (₹)",
    amountLostHint: "పూర్తి రూపాయలలో మాత్రమే, ఉదా. 1,25,000.",
    contactPreferenceChoices: { email: "ఈమెయిల్ ద్వారా", phone: "ఫోన్ కాల్ ద్వారా", whatsapp: "వాట్సాప్ ద్వారా" },
    paymentApprovalChoices: {
      paid_myself: "డబ్బును నేనే చెల్లించాను",
      taken_without_approval: "నా అనుమతి లేకుండా డబ్బు తీసుకున్నారు",
      not_sure: "ఖచ్చితంగా తెలియదు",
      no_money_lost: "డబ్బు ఏమీ పోలేదు",
    },
    paidFromChoices: {
      bank_account: "బ్యాంకు ఖాతా",
      cooperative_bank: "సహకార బ్యాంకు",
      card: "కార్డు",
      wallet: "వాలెట్",
      other: "ఇతరం",
    },
    paymentMethodChoices: { upi: "UPI", card: "కార్డు", net_banking: "నెట్ బ్యాంకింగ్", other: "ఇతరం" },
  },
  dialog: {
    title: "సహాయం కోరండి - ప్రశ్న ఫారం",
    intro: "ఏమి జరిగిందో మాకు చెప్పండి. మా బృందం 24×7 సమాధానం ఇస్తుంది.",
    loadingForm: "ఫారం తెరుచుకుంటోంది…",
    formUnavailableOffline: `మీరు ఇంటర్నెట్ కనెక్షన్‌లో లేనట్లు ఉంది. కనెక్షన్ తిరిగి వచ్చిన వెంటనే ఫారం ఇక్కడ తనంతట తానే తెరుచుకుంటుంది. మీరు డబ్బు పోగొట్టుకుంటే, ఇప్పుడే ${HELPLINE} నంబర్‌కు కాల్ చేయండి.`,
    formUnavailable: `ఫారం తెరవడం సాధ్యం కాలేదు. మీరు డబ్బు పోగొట్టుకుంటే, ఇప్పుడే ${HELPLINE} నంబర్‌కు కాల్ చేయండి; తర్వాత మళ్లీ ప్రయత్నించండి.`,
    tryAgain: "మళ్లీ ప్రయత్నించండి",
    formOnItsOwnPage: "ఫారాన్ని ప్రత్యేక పేజీలో తెరవండి",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    modalSuccess: translations.messages["form.helpModalSuccess"],
    modalFailedPrefix: "❌ ఫారం పంపడం సాధ్యం కాలేదు: ",
    modalServerError: "⚠️ సర్వర్‌లో లోపం. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    topicServerError: "సర్వర్‌లో లోపం. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    offlineNote: `మీరు ఇంటర్నెట్ కనెక్షన్‌లో లేనట్లు ఉంది. మీరు రాసినది ఈ ఫోన్‌లోనే సేవ్ అయింది; కనెక్షన్ తిరిగి వచ్చిన వెంటనే పంపబడుతుంది. లేదా ${HELPLINE} నంబర్‌కు కాల్ చేయండి.`,
    reference: "మీ రిఫరెన్స్ నంబర్: {reference}",
  },
} satisfies FormTexts["helpForm"];

/** The first hour after money is lost (app/content/languages/en/confirmation.ts): advice, not a deadline. */
export const firstHourTelugu = {
  paid: "మీరు {when} డబ్బు చెల్లించారు.",
  taken: "మీ ఖాతా నుండి {when} డబ్బు తీసుకున్నారు.",
  lost: "మీరు {when} డబ్బు పోగొట్టుకున్నారు.",
  at: "{time} గంటలకు",
  onDayAt: "{day} నాడు {time} గంటలకు",
  callNow: "ఇప్పుడే {helpline} నంబర్‌కు కాల్ చేయండి: మీరు ఎంత త్వరగా ఫిర్యాదు చేస్తే, అంత ఎక్కువ డబ్బును నిలిపి ఉంచవచ్చు.",
  callIdeally:
    "ఇప్పుడే {helpline} నంబర్‌కు కాల్ చేయండి, వీలైతే {time} గంటల లోపు: మీరు ఎంత త్వరగా ఫిర్యాదు చేస్తే, అంత ఎక్కువ డబ్బును నిలిపి ఉంచవచ్చు.",
  // Telugu with Latin digits: app/components/first-hour-advice.tsx formats the time and the day
  // with this locale alone.
  locale: "te-IN-u-nu-latn",
} satisfies FirstHourWords;

export const confirmation = {
  heading: "మీ అభ్యర్థన మాకు అందింది",
  referenceLabel: "మీ రిఫరెన్స్ నంబర్",
  keepReference: "దీన్ని రాసి పెట్టుకోండి లేదా కాపీ చేసుకోండి; మాకు రాసినప్పుడు లేదా కాల్ చేసినప్పుడు దీన్ని చెప్పండి. మా ఫోన్:",
  copy: "కాపీ చేయండి",
  copied: "కాపీ అయింది",
  selected: "ఎంచుకోబడింది",
  selectedHint: "మీ రిఫరెన్స్ నంబర్ ఎంచుకోబడింది: ఫోన్ మెనూ నుండి లేదా Ctrl+C తో కాపీ చేయండి.",
  share: "షేర్ చేయండి",
  shareMessage: "{brand} లో నా రిఫరెన్స్ నంబర్: {reference}. {brand} సహాయ నంబర్: {phone}.",
  mailingCopy: "దీని కాపీని ఈ చిరునామాకు ఈమెయిల్ చేస్తున్నాం: {email}.",
  nextHeading: "తర్వాత ఏమి జరుగుతుంది",
  // "{firstReplyWithin}" is the whole "within" phrase, ending and all ("24 గంటలలోపు"): firstReplyWithin below, and replyWithin.
  nextSteps: "మా బృందంలోని ఒకరు మీ అభ్యర్థనను చదివి, {firstReplyWithin} సమాధానం ఇస్తారు.",
  replyWithin: { minutes: "{count} నిమిషాలలోపు", hour: "1 గంటలోపు", hours: "{count} గంటలలోపు" },
  firstHour: firstHourTelugu,
  helplineLead: "డబ్బు పోగొట్టుకున్నారా?",
  helplineCall: `వెంటనే ${HELPLINE} నంబర్‌కు కాల్ చేయండి`,
  helplineReport: "అలాగే",
  helplineReportEnd: " పోర్టల్‌లో ఫిర్యాదు చేయండి.",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  dismiss: "నిర్ధారణ మెసేజ్‌ను మూసివేయండి",
  caseLink: "మీ కేసు పేజీని తెరవండి",
  caseLinkNote:
    "మీ అభ్యర్థన ఏ దశలో ఉందో, తర్వాత ఏమి చేయాలో తేదీలతో సహా ఇది చూపిస్తుంది. లింక్‌ను రహస్యంగా ఉంచండి: ఈ లింక్ ఉన్న ఎవరైనా 30 రోజుల వరకు మీ కేసును తెరవగలరు. మేము పంపే ఈమెయిల్‌లో కూడా ఈ లింక్ ఉంటుంది.",
  caseCodeNote: "మీ అభ్యర్థన ఏ దశలో ఉందో, తర్వాత ఏమి చేయాలో తేదీలతో సహా ఇది చూపిస్తుంది. తర్వాత తెరవడానికి, దాని లింక్ మేము పంపే ఈమెయిల్‌లో ఉంటుంది.",
  remember: "ఈ ఫోన్‌లో నా కేసును గుర్తుంచుకోండి",
  rememberNote: "వేరెవరూ ఉపయోగించని ఫోన్‌లో మాత్రమే: అప్పుడు ప్రతి పేజీ పైన ఉన్న \u201cమీ కేసు\u201d, లింక్ లేకుండానే మీ కేసును తెరుస్తుంది.",
  remembered: "ఈ ఫోన్ మీ కేసును గుర్తుంచుకుంటుంది: ప్రతి పేజీ పైన ఉన్న \u201cమీ కేసు\u201d దాన్ని తెరుస్తుంది.",
  rememberFailed: "ఈ ఫోన్‌లో మీ కేసును గుర్తుంచుకోవడం సాధ్యం కాలేదు. మీ కేసు పేజీని తెరిచి అక్కడ మళ్లీ ప్రయత్నించండి.",
} satisfies FormTexts["confirmation"];

/**
 * "4 working hours" as the confirmation says it: the whole "within" phrase, "4 పని
 * గంటలలోపు", as a sentence puts nothing after it but its verb.
 */
export function firstReplyWithin(promise: string): string {
  const match = /^(\d+) (working )?(hour|day)s?$/.exec(promise);
  if (!match) return promise;
  const [, count = "", working, unit] = match;
  const one = count === "1";
  const word = unit === "hour" ? (one ? "గంటలోపు" : "గంటలలోపు") : one ? "రోజులోపు" : "రోజులలోపు";
  return `${count} ${working ? "పని " : ""}${word}`;
}

export const queryFormPage = {
  metaTitle: "సహాయం కోరండి",
  metaDescription: "సైబర్ మోసం తర్వాత సహాయం కోరండి: ఏమి జరిగిందో మాకు చెప్పండి; మా న్యాయ సహాయ బృందం మిమ్మల్ని సంప్రదిస్తుంది. భారతదేశం అంతటా 24×7.",
  heading: "సహాయం కోరండి",
  intro: `ఏమి జరిగిందో మాకు చెప్పండి. మా బృందంలోని ఒకరు ${firstReplyWithin(siteConfig.firstReplyWithin)} మిమ్మల్ని సంప్రదిస్తారు.`,
} satisfies SiteText["queryFormPage"];

/** Contact Us (/te/contact) and the home page's Get in Touch form: both send a message. */
export const contactForm = {
  fields: {
    name: "పేరు",
    email: "ఈమెయిల్",
    phone: "ఫోన్",
    subject: "విషయం",
    message: "మెసేజ్",
    sendMessage: "మెసేజ్ పంపండి",
    submit: "పంపండి",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.contactSuccess"],
    failure: "❌ ఫారం పంపడం సాధ్యం కాలేదు. మళ్లీ ప్రయత్నించండి.",
    networkError: "❌ ఫారం పంపడం సాధ్యం కాలేదు. మళ్లీ ప్రయత్నించండి.",
    reference: "మీ రిఫరెన్స్ నంబర్: {reference}",
  },
} satisfies FormTexts["contactForm"];

/** Post Query (/te/post-query). The list shows the states' names in Telugu; the value sent stays the English name. */
export const postQueryForm = {
  fields: {
    fullName: "పూర్తి పేరు",
    email: "ఈమెయిల్",
    phone: "ఫోన్",
    state: "రాష్ట్రం",
    chooseState: "మీ రాష్ట్రాన్ని ఎంచుకోండి",
    states: "రాష్ట్రాలు",
    unionTerritories: "కేంద్రపాలిత ప్రాంతాలు",
    city: "నగరం",
    subject: "విషయం",
    message: "మెసేజ్",
    characterCount: "{max} అక్షరాలలో {used} ఉపయోగించారు",
    submit: "మీ ప్రశ్నను పంపండి",
    reset: "ఫారాన్ని క్లియర్ చేయండి",
  },
  // The states' and union territories' names as Telugu writes them (no official Telugu list was checked).
  stateNames: {
    "Andhra Pradesh": "ఆంధ్రప్రదేశ్",
    "Arunachal Pradesh": "అరుణాచల్ ప్రదేశ్",
    Assam: "అస్సాం",
    Bihar: "బిహార్",
    Chhattisgarh: "ఛత్తీస్‌గఢ్",
    Goa: "గోవా",
    Gujarat: "గుజరాత్",
    Haryana: "హర్యానా",
    "Himachal Pradesh": "హిమాచల్ ప్రదేశ్",
    Jharkhand: "ఝార్ఖండ్",
    Karnataka: "కర్ణాటక",
    Kerala: "కేరళ",
    "Madhya Pradesh": "మధ్యప్రదేశ్",
    Maharashtra: "మహారాష్ట్ర",
    Manipur: "మణిపూర్",
    Meghalaya: "మేఘాలయ",
    Mizoram: "మిజోరం",
    Nagaland: "నాగాలాండ్",
    Odisha: "ఒడిశా",
    Punjab: "పంజాబ్",
    Rajasthan: "రాజస్థాన్",
    Sikkim: "సిక్కిం",
    "Tamil Nadu": "తమిళనాడు",
    Telangana: "తెలంగాణ",
    Tripura: "త్రిపుర",
    "Uttar Pradesh": "ఉత్తరప్రదేశ్",
    Uttarakhand: "ఉత్తరాఖండ్",
    "West Bengal": "పశ్చిమ బెంగాల్",
    "Andaman and Nicobar Islands": "అండమాన్ మరియు నికోబార్ దీవులు",
    Chandigarh: "చండీగఢ్",
    "Dadra and Nagar Haveli and Daman and Diu": "దాద్రా మరియు నగర్ హవేలీ మరియు డామన్ మరియు డయ్యూ",
    Delhi: "ఢిల్లీ",
    "Jammu and Kashmir": "జమ్మూ మరియు కాశ్మీర్",
    Ladakh: "లడఖ్",
    Lakshadweep: "లక్షద్వీప్",
    Puducherry: "పుదుచ్చేరి",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.postQuerySuccess"],
    failure: "❌ ప్రశ్నను పంపడం సాధ్యం కాలేదు. మళ్లీ ప్రయత్నించండి.",
    serverError: "❌ సర్వర్‌లో లోపం. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    reference: "మీ రిఫరెన్స్ నంబర్: {reference}",
  },
} satisfies FormTexts["postQueryForm"];
