import type { Kysely } from "kysely";
import { caseSummaryWords } from "~/shared/case-summary-words";
import { nextSteps } from "~/shared/case-timeline/next-steps";
import { stepTitleIn } from "~/shared/case-timeline/step-titles";
import { startOfIndiaDay } from "~/shared/india-time";
import { LANGUAGE_CODES, type LanguageCode } from "~/shared/language-codes";
import { siteConfig } from "~/shared/site-config";
import { translations } from "~/shared/translations";
import type { Database } from "../db/schema";
import { listDeskEvidence } from "../evidence/evidence-store";
import { caseFactsOf } from "./case-deadline";
import { caseTransactionsView } from "./case-transactions";
import { amountLostText } from "./case-facts-text";
import { storedCase } from "./case-view";

// What a case's one-page summary says (docs/decisions/0071), every word and date already in the
// summary's language, dates as the case page writes them (India time). A part the person left
// empty is not there at all: the page leaves it out rather than showing it blank.

/** One line of the timeline: when (null when the person gave no date) and what, with its number. */
interface SummaryEvent {
  at: Date | null;
  /** The date as the case page writes it, or "Date not given". */
  when: string;
  what: string;
}

interface SummaryTransaction {
  when: string;
  amount: string;
  method: string;
  utr: string;
  to: string;
  from: string;
}

interface SummaryStep {
  title: string;
  due: string;
  state: string;
}

interface SummaryFile {
  /** The name as sent, each invisible character written out (docs/decisions/0054). */
  name: string;
  size: string;
  received: string;
  sha256: string;
}

export interface CaseSummary {
  language: LanguageCode;
  reference: string;
  /** Whether the case has been opened from a link mailed to its own address; until then what was typed is folded. */
  openedFromMail: boolean;
  /** When it was made, as the case page writes a date. */
  asOf: string;
  person: { name: string; phone: string; email: string };
  /** "When · how · from where · how much", the parts given; "" when none is. */
  whatHappened: string;
  timeline: SummaryEvent[];
  transactions: SummaryTransaction[];
  /** "₹18,500.00", the transactions' total; "" without transactions. */
  transactionsTotal: string;
  nextSteps: SummaryStep[];
  evidence: SummaryFile[];
}

/** The summary of a case in `language`, or the case's own when none is asked; undefined when the case is gone. */
export async function caseSummaryOf(
  db: Kysely<Database>,
  submissionId: number,
  asked: LanguageCode | undefined,
  now: Date,
): Promise<CaseSummary | undefined> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return undefined;
  const { row, progress } = stored;
  const language = asked ?? LANGUAGE_CODES.find((code) => code === row.language) ?? "en";
  const words = caseSummaryWords[language];
  const { dateTime, date } = translations[language].casePage;
  const facts = caseFactsOf(row, progress);
  const { transactions, transactionsTotalText } = await caseTransactionsView(db, submissionId);

  const timeUnknown = Boolean(row.incident_time_unknown);
  const happenedWhen =
    facts.happenedAt === null
      ? null
      : timeUnknown
        ? `${date(facts.happenedAt)} ${words.timeUnknown}`
        : dateTime(facts.happenedAt);
  // Once the form's amount became a transaction, the transactions alone say the money (decision 0066).
  const formAmount = row.amount_in_transactions === 1 ? null : amountLostText(row.amount_lost);
  const money =
    transactions.length > 0
      ? words.amountInTransactions(transactionsTotalText, transactions.length)
      : formAmount === null
        ? null
        : words.amountLost(formAmount);
  const whatHappened = [
    happenedWhen,
    facts.paymentApproval === null ? null : words.paymentApprovals[facts.paymentApproval],
    facts.paidFrom ? words.paidFrom[facts.paidFrom] : null,
    money,
  ]
    .filter((part) => part !== null)
    .join(" · ");

  const event = (at: Date | null, what: string, shownAt: string | null = at && dateTime(at)): SummaryEvent => ({
    at,
    when: shownAt ?? words.dateNotGiven,
    what,
  });
  const calledAt = facts.calledHelplineAt ?? null;
  const toldAt = facts.toldBankAt ?? null;
  const repliedOn = facts.bankRepliedOn ?? null;
  const acknowledgement = progress?.helpline_acknowledgement ?? "";
  const bankName = progress?.bank_name ?? "";
  const bankReference = progress?.bank_reference ?? "";
  const withNumber = (what: string, number: string) => (number === "" ? what : `${what}, ${number}`);
  const told = withNumber(words.toldBank(bankName), bankReference === "" ? "" : words.bankComplaint(bankReference));
  const events: (SummaryEvent | null)[] = [
    facts.happenedAt === null ? null : event(facts.happenedAt, words.happened, happenedWhen),
    event(new Date(row.created_at), words.reported(siteConfig.brand, row.reference)),
    calledAt !== null || acknowledgement !== ""
      ? event(
          calledAt,
          withNumber(words.calledHelpline, acknowledgement === "" ? "" : words.acknowledgement(acknowledgement)),
        )
      : null,
    facts.portalComplaintFinished ? event(null, words.portalFinished) : null,
    toldAt !== null || bankName !== "" || bankReference !== "" ? event(toldAt, told) : null,
    repliedOn === null ? null : event(startOfIndiaDay(repliedOn), words.bankReplied, date(startOfIndiaDay(repliedOn))),
  ];
  // In the order they happened; those without a date after, in the order above.
  const timeline = events
    .filter((each) => each !== null)
    .map((each, index) => ({ each, index }))
    .sort((a, b) => sortKey(a.each) - sortKey(b.each) || a.index - b.index)
    .map(({ each }) => each);

  const evidence = (await listDeskEvidence(db, submissionId)).map((file) => ({
    name: file.shownName,
    size: file.sizeText,
    received: dateTime(new Date(file.receivedAt)),
    sha256: file.sha256,
  }));

  return {
    language,
    reference: row.reference,
    openedFromMail: row.opened_from_mail_at !== null,
    asOf: dateTime(now),
    person: { name: row.name, phone: row.phone, email: row.email },
    whatHappened,
    timeline,
    transactions: transactions.map((transaction) => ({
      when: dateTime(new Date(transaction.occurredAt)),
      amount: transaction.amountText,
      method: transaction.paymentMethod === "" ? "" : words.paymentMethods[transaction.paymentMethod],
      utr: transaction.utr,
      to: transaction.toAccount,
      from: transaction.fromAccount,
    })),
    transactionsTotal: transactions.length > 0 ? transactionsTotalText : "",
    // The dated steps the case page shows that are not done: the person's, and the bank's turn.
    nextSteps: nextSteps(facts, now).flatMap((step) =>
      step.due === null || step.state === "done"
        ? []
        : [
            {
              title: stepTitleIn(language, step.says.title),
              due: dateTime(step.due),
              state: words.stepStates[step.state],
            },
          ],
    ),
    evidence,
  };
}

function sortKey(event: SummaryEvent): number {
  return event.at === null ? Number.POSITIVE_INFINITY : event.at.getTime();
}
