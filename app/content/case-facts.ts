// The help forms' optional case facts (docs/decisions/0023): the words on the form, and the
// same choices as the desk reads them. The choices' words are in shared/, as the server writes
// them into the desk's alert mail too.

export {
  CONTACT_PREFERENCE_LABELS as contactPreferenceLabels,
  PAYMENT_APPROVAL_LABELS as paymentApprovalLabels,
  PAID_FROM_LABELS as paidFromLabels,
  PAYMENT_METHOD_LABELS as paymentMethodLabels,
} from "~/shared/labels";

export const caseFactsText = {
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
