// The case page's form fields and the lengths they take, in a module without Zod: the page's
// script names them from the start, and fetches the schemas that check them only when a form is
// first used or an answer first comes (docs/decisions/0084). The schemas that hold the rules
// (./case.ts, ./case-messages.ts, ./case-transactions.ts) take them from here, and re-export
// those the server names.

/** "Bank, wallet or card company": it goes on the bank letter's addressee line. */
export const BANK_NAME_MAX = 100;

/** The longest message either side may send, in characters. */
export const CASE_MESSAGE_MAX = 4000;

const UTR_MAX = 40;
const ACCOUNT_MAX = 100;

/** The longest UTR, and the longest account or UPI ID, a transaction may name. */
export const caseTransactionLimits = { utr: UTR_MAX, fromAccount: ACCOUNT_MAX, toAccount: ACCOUNT_MAX } as const;

/** The transaction form's fields, in the order the page shows them. */
export const CASE_TRANSACTION_FIELDS = ["occurredAt", "amount", "utr", "fromAccount", "toAccount"] as const;

/** The first screen's form's fields (the help request's UTR), in order. */
export const REQUEST_UTR_FIELDS = ["utr", "toAccount"] as const;
