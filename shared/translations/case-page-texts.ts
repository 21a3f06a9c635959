// The case page's words the server writes itself (server/cases/case-view.ts): where the case
// stands, the names of what the victim sent, and how they paid. In English, by id; each
// language's `casePage.texts` gives its words for every id (docs/decisions/0095).

export const CASE_PAGE_TEXTS = {
  "status.new": "Received. Our desk has not opened it yet.",
  "status.in_progress": "Our desk is working on it.",
  "status.resolved": "Our desk has closed it as resolved.",
  "status.spam": "Closed.",
  "sent.name": "Name",
  "sent.email": "Email",
  "sent.phone": "Phone",
  "sent.state": "State",
  "sent.city": "City",
  "sent.subject": "Subject",
  "sent.query": "Query",
  "sent.message": "Message",
  "sent.happened": "When it happened",
  "sent.money": "The money",
  "sent.amountLost": "Amount lost",
  "sent.timeNotKnown": "(time not known)",
  "payment.paid_myself": "I made the payment myself",
  "payment.taken_without_approval": "Money was taken without my approval",
  "payment.not_sure": "Not sure",
  "payment.no_money_lost": "No money was lost",
} as const;

/** A case page text's id. */
export type CasePageTextId = keyof typeof CASE_PAGE_TEXTS;
