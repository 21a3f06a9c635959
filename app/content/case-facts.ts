import type { CONTACT_PREFERENCES, PAID_FROM, PAYMENT_APPROVALS, PAYMENT_METHODS } from "~/shared/schemas/case-facts";

// The help forms' optional case facts (docs/decisions/0023): the words on the form, and the
// same choices as the desk reads them.

export const contactPreferenceLabels: Record<(typeof CONTACT_PREFERENCES)[number], string> = {
  email: "E-mail",
  phone: "Phone call",
  whatsapp: "WhatsApp",
};

export const paymentApprovalLabels: Record<(typeof PAYMENT_APPROVALS)[number], string> = {
  paid_myself: "I made the payment myself",
  taken_without_approval: "Money was taken without my approval",
  not_sure: "Not sure",
  no_money_lost: "No money was lost",
};

export const paidFromLabels: Record<(typeof PAID_FROM)[number], string> = {
  bank_account: "Bank account",
  cooperative_bank: "Co-operative bank",
  card: "Card",
  wallet: "Wallet",
  other: "Other",
};

export const paymentMethodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  upi: "UPI",
  card: "Card",
  net_banking: "Net banking",
  other: "Other",
};

export const caseFactsText = {
  summary: "Add details that help us act faster (optional)",
  intro: "Every detail here is optional: skip what you do not know.",
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
