import {
  CONTACT_PREFERENCE_LABELS as contactPreferenceLabels,
  PAID_FROM_LABELS as paidFromLabels,
  PAYMENT_APPROVAL_LABELS as paymentApprovalLabels,
  PAYMENT_METHOD_LABELS as paymentMethodLabels,
} from "~/shared/labels";
import { formMessages, offlineNote } from "~/shared/messages/forms";
import { STATES_AND_UNION_TERRITORIES, type StateOrUnionTerritory } from "~/shared/states";
import { formText, privacyNoticeText, requestHelpText } from "./chrome";

// The forms' words in English: the Request Help form (the dialog, /query-form and each topic
// page), Contact Us and Post Query, under the names each language's forms.ts gives them
// (../form-texts.ts gathers the languages; their shape, `FormTexts`, is ../island-words.ts's). The
// confirmation after a form is accepted and the first hour's advice are in ./confirmation.ts,
// apart, as the browser's scripts import them: imported here, they would be a chunk of their own
// that every page's form loads (docs/decisions/0093, 0095).

// The help forms' optional case facts (docs/decisions/0023): the words on the form, and the
// same choices as the desk reads them. The choices' words are in shared/, as the server writes
// them into the desk's alert mail too.

export { contactPreferenceLabels, paidFromLabels, paymentApprovalLabels, paymentMethodLabels };

const caseFactsText = {
  summary: "Add details that help us act faster (optional)",
  intro: "Every detail here is optional: skip what you do not know.",
  threatenedNow: "Are you being threatened right now?",
  threatenedNowHint:
    "For example blackmail with photos or videos, a caller who says you are under \u201cdigital arrest\u201d, or demands for money with threats. If you are in immediate danger, call 112.",
  threatenedNowYes: "Yes, someone is threatening me now",
  phone: "Phone / WhatsApp number",
  phoneHint: "An Indian number, or any number with its country code.",
  contactPreference: "How should we contact you?",
  incident: "When did it happen?",
  incidentHint: "India time (IST).",
  incidentDate: "Date",
  incidentTime: "Time",
  incidentTimeUnknown: "I don't know the time",
  paymentApproval: "Did you make the payment yourself, or was money taken without your approval?",
  paidFrom: "Paid from",
  paymentMethod: "How was it paid?",
  choose: "Choose…",
  amountLost: "Amount lost (₹)",
  amountLostHint: "Whole rupees, e.g. 1,25,000.",
};

// The Request Help form's words in English (the dialog, /query-form and each topic page's form),
// gathered from the modules that hold them. They are its words in the browser too, so they are
// plain strings: "{reference}" marks what the form fills in (app/lib/form-words.ts). Each other
// language gives its own as the form island's props (docs/decisions/0040).

export const helpForm = {
  fields: {
    name: formText.name,
    email: formText.email,
    query: formText.query,
    submit: formText.submit,
    sending: formText.sending,
    optional: formText.optional,
    close: formText.close,
    closeDialog: formText.closeDialog,
    honeypotLabel: formText.honeypotLabel,
  },
  privacy: privacyNoticeText,
  caseFacts: {
    ...caseFactsText,
    contactPreferenceChoices: contactPreferenceLabels,
    paymentApprovalChoices: paymentApprovalLabels,
    paidFromChoices: paidFromLabels,
    paymentMethodChoices: paymentMethodLabels,
  },
  dialog: {
    title: requestHelpText.dialogTitle,
    intro: requestHelpText.intro,
    loadingForm: requestHelpText.loadingForm,
    formUnavailableOffline: requestHelpText.formUnavailableOffline,
    formUnavailable: requestHelpText.formUnavailable,
    tryAgain: requestHelpText.tryAgain,
    formOnItsOwnPage: requestHelpText.formOnItsOwnPage,
  },
  toasts: {
    modalSuccess: formMessages.helpModal.success,
    modalFailedPrefix: formMessages.helpModal.failedPrefix,
    modalServerError: formMessages.helpModal.serverError,
    topicServerError: formMessages.topicPage.serverError,
    offlineNote,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};

// The words of the forms that send a contact message in English: Contact Us (/contact) and the
// home page's Get in Touch, gathered from the modules that hold them. Plain strings, as they
// travel to the browser as the island's props; "{reference}" marks what the form fills in.
// Each other language gives its own (docs/decisions/0040).

export const contactForm = {
  fields: {
    name: formText.name,
    email: formText.email,
    phone: formText.phone,
    subject: formText.subject,
    message: formText.message,
    /** Contact Us's button. */
    sendMessage: formText.sendMessage,
    /** Get in Touch's button. */
    submit: formText.submit,
  },
  toasts: {
    success: formMessages.contact.success,
    failure: formMessages.contact.failure,
    networkError: formMessages.contact.networkError,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};

// The Post Query form's words in English (/post-query), gathered from the modules that hold
// them. Plain strings, as they travel to the browser as the island's props: "{used}", "{max}"
// and "{reference}" mark what the form fills in. Each other language gives its own
// (docs/decisions/0040).

export const postQueryForm = {
  fields: {
    fullName: formText.fullName,
    email: formText.email,
    phone: formText.phone,
    state: formText.state,
    chooseState: formText.chooseState,
    states: formText.states,
    unionTerritories: formText.unionTerritories,
    city: formText.city,
    subject: formText.subject,
    message: formText.message,
    /** Under the message: how much of it is used. */
    characterCount: "{used} of {max} characters",
    submit: formText.submitYourQuery,
    reset: formText.reset,
  },
  /**
   * Each state's and union territory's name as the list shows it; the value sent stays the
   * English name the schema checks (shared/states.ts).
   */
  stateNames: Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((name) => [name, name])) as Record<
    StateOrUnionTerritory,
    string
  >,
  toasts: {
    success: formMessages.postQuery.success,
    failure: formMessages.postQuery.failure,
    serverError: formMessages.postQuery.serverError,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};

/** The desk's first-reply promise (FIRST_REPLY_WITHIN, "4 working hours") in this language. */
export function firstReplyWithin(promise: string): string {
  return promise;
}
