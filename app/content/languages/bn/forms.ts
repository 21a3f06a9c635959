import type { FirstHourWords } from "~/app/content/languages/en/confirmation";
import { HELPLINE } from "~/shared/constants";
import { siteConfig } from "~/shared/site-config";
import { bn as translations } from "~/shared/translations/bn";
import type { SiteText } from "../en";
import type { FormTexts } from "../island-words";

// The Request Help form (the dialog, /bn/query-form and each topic page) and the confirmation after
// a form is sent. The form itself fills in the marks such as "{reference}".

export const helpForm = {
  fields: {
    name: "নাম",
    email: "ই-মেল",
    query: "আপনার সমস্যা",
    submit: "পাঠান",
    sending: "পাঠানো হচ্ছে…",
    optional: "(ঐচ্ছিক)",
    close: "বন্ধ করুন",
    closeDialog: "ডায়ালগ বন্ধ করুন",
    honeypotLabel: "ওয়েবসাইট (এটি খালি রাখুন)",
  },
  privacy: {
    before: "আপনি এখানে যে তথ্য দেন, তা আমরা শুধু আপনার অনুরোধের উত্তর দিতে ব্যবহার করি। দেখুন আমাদের",
    link: "গোপনীয়তা নীতি",
    after: "।",
  },
  caseFacts: {
    summary: "এমন তথ্য যোগ করুন, যাতে আমরা তাড়াতাড়ি ব্যবস্থা নিতে পারি (ঐচ্ছিক)",
    intro: "এখানে সব তথ্যই ঐচ্ছিক: যা জানেন না, তা বাদ দিন।",
    threatenedNow: "এই মুহূর্তে কেউ কি আপনাকে হুমকি দিচ্ছে?",
    threatenedNowHint:
      "যেমন ছবি বা ভিডিও নিয়ে ব্ল্যাকমেল, কোনো কলার যে বলে আপনি \u201cডিজিটাল অ্যারেস্ট\u201d-এ আছেন, বা হুমকি দিয়ে টাকা চাওয়া। আপনি যদি এখনই বিপদে থাকেন, 112-তে ফোন করুন।",
    threatenedNowYes: "হ্যাঁ, এখন কেউ আমাকে হুমকি দিচ্ছে",
    phone: "ফোন / হোয়াটসঅ্যাপ নম্বর",
    phoneHint: "ভারতের নম্বর, বা দেশের কোডসহ যেকোনো নম্বর।",
    contactPreference: "আমরা আপনার সঙ্গে কীভাবে যোগাযোগ করব?",
    incident: "এটি কবে হয়েছিল?",
    incidentHint: "ভারতীয় সময় অনুযায়ী।",
    incidentDate: "তারিখ",
    incidentTime: "সময়",
    incidentTimeUnknown: "আমি সময়টা জানি না",
    paymentApproval: "পেমেন্ট কি আপনি নিজে করেছিলেন, নাকি আপনার অনুমতি ছাড়া টাকা কেটে নেওয়া হয়েছে?",
    paidFrom: "টাকা কোথা থেকে গেছে",
    paymentMethod: "পেমেন্ট কীভাবে হয়েছিল?",
    choose: "বেছে নিন…",
    amountLost: "হারানো টাকার পরিমাণ (₹)",
    amountLostHint: "শুধু পুরো টাকা, যেমন 1,25,000।",
    contactPreferenceChoices: { email: "ই-মেলে", phone: "ফোন কলে", whatsapp: "হোয়াটসঅ্যাপে" },
    paymentApprovalChoices: {
      paid_myself: "পেমেন্ট আমি নিজে করেছি",
      taken_without_approval: "আমার অনুমতি ছাড়া টাকা কেটে নেওয়া হয়েছে",
      not_sure: "ঠিক জানি না",
      no_money_lost: "কোনো টাকা যায়নি",
    },
    paidFromChoices: {
      bank_account: "ব্যাংক অ্যাকাউন্ট",
      cooperative_bank: "সমবায় ব্যাংক",
      card: "কার্ড",
      wallet: "ওয়ালেট",
      other: "অন্য কিছু",
    },
    paymentMethodChoices: { upi: "UPI", card: "কার্ড", net_banking: "নেট ব্যাংকিং", other: "অন্য কিছু" },
  },
  dialog: {
    title: "সাহায্য চান - প্রশ্নের ফর্ম",
    intro: "আমাদের জানান কী হয়েছে। আমাদের টিম 24×7 উত্তর দেয়।",
    loadingForm: "ফর্ম খুলছে…",
    formUnavailableOffline: `মনে হচ্ছে আপনি অফলাইনে আছেন। ইন্টারনেট সংযোগ ফিরলেই ফর্মটি এখানে নিজে থেকে খুলে যাবে। আপনার টাকা খোয়া গিয়ে থাকলে এখনই ${HELPLINE}-এ ফোন করুন।`,
    formUnavailable: `ফর্মটি খোলা গেল না। আপনার টাকা খোয়া গিয়ে থাকলে এখনই ${HELPLINE}-এ ফোন করুন, তারপর আবার চেষ্টা করুন।`,
    tryAgain: "আবার চেষ্টা করুন",
    formOnItsOwnPage: "ফর্মটি আলাদা পেজে খুলুন",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    modalSuccess: translations.messages["form.helpModalSuccess"],
    modalFailedPrefix: "❌ ফর্ম পাঠানো যায়নি: ",
    modalServerError: "⚠️ সার্ভারে সমস্যা। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।",
    topicServerError: "সার্ভারে সমস্যা। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।",
    offlineNote: `মনে হচ্ছে আপনি অফলাইনে আছেন। আপনি যা লিখেছেন, তা এই ফোনেই সেভ করা আছে; ইন্টারনেট সংযোগ ফিরলেই পাঠানো হবে, অথবা ${HELPLINE}-এ ফোন করুন।`,
    reference: "আপনার রেফারেন্স নম্বর: {reference}",
  },
} satisfies FormTexts["helpForm"];

/** The first hour after money is lost (app/content/languages/en/confirmation.ts): advice, not a deadline. */
export const firstHourBengali = {
  paid: "আপনি {when} পেমেন্ট করেছেন।",
  taken: "আপনার অ্যাকাউন্ট থেকে টাকা {when} বেরিয়ে গেছে।",
  lost: "আপনার টাকা {when} খোয়া গেছে।",
  at: "{time}-এ",
  onDayAt: "{day}, {time}-এ",
  callNow: "এখনই {helpline}-এ ফোন করুন: যত তাড়াতাড়ি অভিযোগ করবেন, তত বেশি টাকা আটকানো যেতে পারে।",
  callIdeally:
    "এখনই {helpline}-এ ফোন করুন, সম্ভব হলে {time}-এর আগে: যত তাড়াতাড়ি অভিযোগ করবেন, তত বেশি টাকা আটকানো যেতে পারে।",
  // Bengali with Latin digits: app/components/first-hour-advice.tsx formats the time and the day
  // with this locale alone, and "bn-IN" on its own writes Bengali digits.
  locale: "bn-IN-u-nu-latn",
} satisfies FirstHourWords;

export const confirmation = {
  heading: "আপনার অনুরোধ আমরা পেয়েছি",
  referenceLabel: "আপনার রেফারেন্স নম্বর",
  keepReference: "এটি লিখে রাখুন বা কপি করে রাখুন, আর আমাদের লেখার বা ফোন করার সময় এটি জানান। আমাদের ফোন:",
  copy: "কপি করুন",
  copied: "কপি হয়েছে",
  selected: "বেছে নেওয়া হয়েছে",
  selectedHint: "আপনার রেফারেন্স নম্বর বেছে নেওয়া হয়েছে: ফোনের মেনু থেকে বা Ctrl+C দিয়ে এটি কপি করুন।",
  share: "শেয়ার করুন",
  shareMessage: "{brand}-এ আমার রেফারেন্স নম্বর: {reference}। {brand} সহায়তা: {phone}।",
  mailingCopy: "এর একটি কপি আমরা {email}-এ ই-মেল করছি।",
  nextHeading: "এরপর কী হবে",
  nextSteps: "আমাদের টিমের একজন সদস্য আপনার অনুরোধ পড়বেন এবং {firstReplyWithin} মধ্যে উত্তর দেবেন।",
  replyWithin: { minutes: "{count} মিনিটের", hour: "1 ঘণ্টার", hours: "{count} ঘণ্টার" },
  firstHour: firstHourBengali,
  helplineLead: "টাকা খোয়া গেছে?",
  helplineCall: `এখনই ${HELPLINE}-এ ফোন করুন`,
  helplineReport: "এবং",
  helplineReportEnd: "-এ অভিযোগ দায়ের করুন।",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(নতুন ট্যাবে খোলে)",
  dismiss: "নিশ্চিতকরণের বার্তা বন্ধ করুন",
  caseLink: "আপনার কেসের পেজ খুলুন",
  caseLinkNote:
    "এটি দেখায় আপনার অনুরোধ কোন পর্যায়ে আছে আর এরপর কী করতে হবে, তারিখসহ। লিঙ্কটি গোপন রাখুন: যার কাছে এই লিঙ্ক থাকবে, সে 30 দিন পর্যন্ত আপনার কেস খুলতে পারবে। আমরা যে ই-মেল পাঠাব, তাতেও এই লিঙ্ক থাকবে।",
  caseCodeNote:
    "এটি দেখায় আপনার অনুরোধ কোন পর্যায়ে আছে আর এরপর কী করতে হবে, তারিখসহ। পরে খোলার জন্য এর লিঙ্ক আমাদের পাঠানো ই-মেলে আছে।",
  remember: "এই ফোনে আমার কেস মনে রাখুন",
  rememberNote:
    "শুধু সেই ফোনে, যেটি আর কেউ ব্যবহার করে না: তখন প্রতিটি পেজের ওপরে \u201cআপনার কেস\u201d থেকে লিঙ্ক ছাড়াই আপনার কেস খুলবে।",
  remembered: "এই ফোন আপনার কেস মনে রাখবে: প্রতিটি পেজের ওপরে \u201cআপনার কেস\u201d থেকে এটি খুলবে।",
  rememberFailed: "এই ফোনে আপনার কেস মনে রাখা গেল না। আপনার কেসের পেজ খুলে সেখানে আবার চেষ্টা করুন।",
} satisfies FormTexts["confirmation"];

/** "4 working hours" as the confirmation says it: "4 কর্মঘণ্টার" (মধ্যে). */
export function firstReplyWithin(promise: string): string {
  const match = /^(\d+) (working )?(hour|day)s?$/.exec(promise);
  if (!match) return promise;
  const [, count = "", working, unit] = match;
  const word = unit === "hour" ? (working ? "কর্মঘণ্টার" : "ঘণ্টার") : working ? "কর্মদিবসের" : "দিনের";
  return `${count} ${word}`;
}

export const queryFormPage = {
  metaTitle: "সাহায্য চান",
  metaDescription:
    "সাইবার প্রতারণার পরে সাহায্য চান: আমাদের জানান কী হয়েছে, আমাদের আইনি সহায়তা টিম আপনার সঙ্গে যোগাযোগ করবে। সারা ভারতে 24×7।",
  heading: "সাহায্য চান",
  intro: `আমাদের জানান কী হয়েছে। আমাদের টিমের একজন সদস্য ${firstReplyWithin(siteConfig.firstReplyWithin)} মধ্যে আপনার সঙ্গে যোগাযোগ করবেন।`,
} satisfies SiteText["queryFormPage"];

/** Contact Us (/bn/contact) and the home page's Get in Touch form: both send a message. */
export const contactForm = {
  fields: {
    name: "নাম",
    email: "ই-মেল",
    phone: "ফোন",
    subject: "বিষয়",
    message: "বার্তা",
    sendMessage: "বার্তা পাঠান",
    submit: "পাঠান",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.contactSuccess"],
    failure: "❌ ফর্ম পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
    networkError: "❌ ফর্ম পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
    reference: "আপনার রেফারেন্স নম্বর: {reference}",
  },
} satisfies FormTexts["contactForm"];

/** Post Query (/bn/post-query). The list shows the states' names in Bengali; the value sent stays the English name. */
export const postQueryForm = {
  fields: {
    fullName: "পুরো নাম",
    email: "ই-মেল",
    phone: "ফোন",
    state: "রাজ্য",
    chooseState: "আপনার রাজ্য বেছে নিন",
    states: "রাজ্য",
    unionTerritories: "কেন্দ্রশাসিত অঞ্চল",
    city: "শহর",
    subject: "বিষয়",
    message: "বার্তা",
    characterCount: "{max}টির মধ্যে {used}টি অক্ষর",
    submit: "আপনার প্রশ্ন পাঠান",
    reset: "ফর্ম খালি করুন",
  },
  // The states' and union territories' names as Bengali writes them (no official Bengali list was checked).
  stateNames: {
    "Andhra Pradesh": "অন্ধ্রপ্রদেশ",
    "Arunachal Pradesh": "অরুণাচল প্রদেশ",
    Assam: "অসম",
    Bihar: "বিহার",
    Chhattisgarh: "ছত্তিশগড়",
    Goa: "গোয়া",
    Gujarat: "গুজরাট",
    Haryana: "হরিয়ানা",
    "Himachal Pradesh": "হিমাচল প্রদেশ",
    Jharkhand: "ঝাড়খণ্ড",
    Karnataka: "কর্ণাটক",
    Kerala: "কেরল",
    "Madhya Pradesh": "মধ্যপ্রদেশ",
    Maharashtra: "মহারাষ্ট্র",
    Manipur: "মণিপুর",
    Meghalaya: "মেঘালয়",
    Mizoram: "মিজোরাম",
    Nagaland: "নাগাল্যান্ড",
    Odisha: "ওড়িশা",
    Punjab: "পঞ্জাব",
    Rajasthan: "রাজস্থান",
    Sikkim: "সিকিম",
    "Tamil Nadu": "তামিলনাড়ু",
    Telangana: "তেলেঙ্গানা",
    Tripura: "ত্রিপুরা",
    "Uttar Pradesh": "উত্তরপ্রদেশ",
    Uttarakhand: "উত্তরাখণ্ড",
    "West Bengal": "পশ্চিমবঙ্গ",
    "Andaman and Nicobar Islands": "আন্দামান ও নিকোবর দ্বীপপুঞ্জ",
    Chandigarh: "চণ্ডীগড়",
    "Dadra and Nagar Haveli and Daman and Diu": "দাদরা ও নগর হাভেলি এবং দমন ও দিউ",
    Delhi: "দিল্লি",
    "Jammu and Kashmir": "জম্মু ও কাশ্মীর",
    Ladakh: "লাদাখ",
    Lakshadweep: "লাক্ষাদ্বীপ",
    Puducherry: "পুদুচেরি",
  },
  toasts: {
    // The same words as the confirmation of the form sent without scripts, which the server writes.
    success: translations.messages["form.postQuerySuccess"],
    failure: "❌ প্রশ্ন পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
    serverError: "❌ সার্ভারে সমস্যা। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।",
    reference: "আপনার রেফারেন্স নম্বর: {reference}",
  },
} satisfies FormTexts["postQueryForm"];
