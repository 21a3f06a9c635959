// The words of a case's detail for what the person entered on their case page (their
// transactions and what they have done), and of the lines the detail opens with.

export const deskCaseText = {
  /** The lines above the case's facts: what the desk reads first, on a phone too. */
  glanceLabel: "The case at a glance",
  whatHappened: "What happened",
  /** The person's own words, cut short and quoted; the section below has them whole. */
  quoted: (words: string) => `“${words}”`,
  money: "Money lost",
  moneyInTransactions: (count: number) =>
    `in ${count.toLocaleString("en-IN")} ${count === 1 ? "transaction" : "transactions"} on the case page`,
  moneyFromForm: "as the form gave it",
  latestReply: "Latest reply",
  latestFrom: { desk: "From the desk", victim: "From the person" },
  transactionsHeading: "Transactions",
  noTransactions: "The person has listed no transactions on their case page.",
  transactionWhen: "Date and time",
  transactionAmount: "Amount",
  transactionUtr: "UTR / transaction ID",
  transactionTo: "Paid to",
  /** The person's own bank account or UPI ID: how they paid. */
  transactionFrom: "Paid from",
  /** How it was paid, in the help form's words (the detail's "Paid how"). */
  transactionMethod: "Paid how",
  /** Beside the transaction made from the help request's own facts (docs/decisions/0066). */
  fromRequest: "from the request",
  transactionsTotal: (count: number) =>
    `Total of ${count.toLocaleString("en-IN")} ${count === 1 ? "transaction" : "transactions"}`,
  progressHeading: "Progress",
  /** What the person says on their case page the case is about (docs/decisions/0070). */
  harm: "About",
  harmKinds: {
    money: "Money lost or taken",
    sextortion: "Sextortion",
    digital_arrest: "Digital arrest",
    identity_theft: "Identity theft",
    frozen_account: "Their own account frozen",
  } as Record<string, string>,
  personIsMinor: "Person threatened",
  personIsMinorAnswers: { yes: "Under 18", no: "18 or over" } as Record<string, string>,
  noProgress: "The person has not said on their case page what they have done.",
  helplineCalledAt: "1930 called",
  helplineAcknowledgement: "1930 acknowledgement number",
  portalComplaint: "Complaint on cybercrime.gov.in",
  portalComplaintFinished: "Finished",
  /** The bank, wallet or card company the person says they told (docs/decisions/0066). */
  bankName: "Bank, wallet or card company",
  bankToldAt: "Bank told",
  bankReference: "Bank's complaint number",
  bankRepliedOn: "Bank's last reply",
  /** The reminders the person asked for on their case page (docs/decisions/0069). */
  remindersHeading: "Reminders",
  noReminders: "The person has not asked for reminders on their case page.",
  reminderChannels: { email: "E-mail", push: "Browser notifications", whatsapp: "WhatsApp" } as Record<string, string>,
  reminderChannel: (channel: string, state: string) => `${channel}: ${state}`,
  reminderAsked: (at: string) => `asked ${at}; waiting for the person to confirm from the mail`,
  /** WhatsApp's reminders are confirmed by a tap on the message's button (docs/decisions/0076). */
  reminderAskedOnWhatsApp: (at: string) => `asked ${at}; waiting for the person to tap "Yes, remind me" on WhatsApp`,
  whatsAppConfirmation: (status: "waiting" | "sent" | "failed", why: string) =>
    status === "failed"
      ? `the message did not reach them (${why})`
      : status === "sent"
        ? "the message was sent"
        : "the message is waiting to be sent",
  reminderOn: (at: string) => `on since ${at}`,
  reminderOff: (at: string) => `stopped ${at}`,
  noReminderSent: "No reminder has been queued yet.",
  remindersQueued: "Reminders queued",
  reminderQueued: "Queued",
  reminderChannelColumn: "Channel",
  reminderWhat: "Reminder of",
  reminderOutcome: "What became of it",
  reminderWaiting: "Waiting to be sent",
  reminderSent: (at: string) => `Sent ${at}`,
  /** A WhatsApp message WhatsApp could not deliver says "Not delivered: …" (docs/decisions/0076). */
  reminderFailed: (why: string) => (/^Not (sent|delivered): /.test(why) ? why : `Not sent: ${why}`),
};
