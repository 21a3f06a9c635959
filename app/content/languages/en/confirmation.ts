import { HELPLINE } from "~/shared/constants";

// The confirmation after a form is accepted, and the first hour's advice it and the case page
// give, in English. Apart from ./forms.ts because the browser's scripts import these words
// themselves (app/components/confirmation-panel.tsx), and carry no more than them; Hindi's are
// in ../hi/forms.ts.

// The first hour after money is lost (shared/first-hour.ts, docs/decisions/0060), as the
// confirmation and the case page say it: advice, never a deadline after which calling is useless.
// "{when}" is "at 11:20 am" today, or "on Sat, 5 Dec at 11:20 am"; "{helpline}" is the number.

export const firstHourText = {
  paid: "You paid {when}.",
  taken: "The money left your account {when}.",
  lost: "You lost the money {when}.",
  at: "at {time}",
  onDayAt: "on {day} at {time}",
  callNow: "Call {helpline} now: the sooner you report, the more can be held.",
  callIdeally: "Call {helpline} now, ideally before {time}: the sooner you report, the more can be held.",
  locale: "en-IN",
};

export type FirstHourWords = typeof firstHourText;

// The confirmation panel that stays at the top of the page after a form is accepted
// (docs/decisions/0022). docs/product.md's success messages stay in the toasts; this is ours.
// Plain strings with "{name}" marks, as another language's words reach the panel as JSON.

export const confirmationText = {
  heading: "We have received your request",
  referenceLabel: "Your reference",
  /** Followed by our phone, as a link. */
  keepReference: "Note it down or copy it: quote it whenever you write to us or call",
  copy: "Copy",
  copied: "Copied",
  /** When the browser would not let us copy: the reference is selected instead. */
  selected: "Selected",
  selectedHint: "Your reference is selected: copy it from your phone's menu, or with Ctrl+C.",
  share: "Share",
  /** What Share sends: the reference and our phone, never what the visitor typed. */
  shareMessage: "My {brand} reference: {reference}. {brand} support: {phone}.",
  /** "{email}": the address, masked (app/components/confirmation-text.ts). */
  mailingCopy: "We are e-mailing a copy to {email}.",
  nextHeading: "What happens next",
  nextSteps: "A member of our team reads your request and will reply within {firstReplyWithin}.",
  /** The case's own response target, from the server's answer, said in {firstReplyWithin}. */
  replyWithin: { minutes: "{count} minutes", hour: "1 hour", hours: "{count} hours" },
  firstHour: firstHourText,
  helplineLead: "Lost money?",
  helplineCall: `Call ${HELPLINE} at once`,
  helplineReport: "and report it at",
  helplineReportEnd: ".",
  portalLabel: "cybercrime.gov.in",
  opensInNewTab: "(opens in a new tab)",
  dismiss: "Dismiss confirmation",
  caseLink: "Open your case page",
  caseLinkNote:
    "It shows where your request stands and what to do next, with dates. Keep the link private: anyone with it can open your case for 30 days. The e-mail we send you holds it too.",
  /** Beside the button that opens the case page from a form sent without scripts. */
  caseCodeNote:
    "It shows where your request stands and what to do next, with dates. The e-mail we send you holds its link for later.",
  /** Offered here, the one moment the case link is surely in hand (docs/decisions/0063). */
  remember: "Remember my case on this phone",
  rememberNote:
    "Only on a phone nobody else uses: then \u201cYour case\u201d, at the top of every page, opens your case without the link.",
  remembered: "This phone remembers your case: \u201cYour case\u201d, at the top of every page, opens it.",
  rememberFailed: "We could not remember your case on this phone. Open your case page and try again there.",
};
