import { useId } from "react";
import { deskCaseText } from "~/app/content/desk-case-record";
import { PAYMENT_METHOD_LABELS } from "~/shared/labels";
import { detailText } from "~/app/content/admin";
import { formatIndiaDate, formatIndiaDateTime, startOfIndiaDay, type IsoDate } from "~/shared/india-time";
import type { CaseFacts, DeskThreadMessage, SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { DeskCaseProgress, DeskCaseTransaction } from "~/shared/schemas/desk-case-record";
import { GLANCE_TEXT_MAX } from "../constants";
import { formatDate, formatDateTime, formatPaise, formatRupees, truncate } from "../format";
import { ScrollTable } from "./scroll-table";

// What the person entered on their case page (server/cases/), in their case's detail: the lines
// the detail opens with, their transactions and what they have done. Only what they gave is
// shown: a fact they left out has no row, not a dash. The case page's own dates are written as
// that page writes them ("Fri, 20 Nov 2026, 10:15 am IST"), so on a call the desk reads out the
// words the person sees.

type Fact = [term: string, value: React.ReactNode];

/** "20 Nov 2026, 9:15 pm", or the day alone marked "(time not known)": when the person says it happened. */
export function IncidentTime({ facts }: { facts: Pick<CaseFacts, "incidentAt" | "incidentTimeUnknown"> }) {
  if (facts.incidentAt === null) return null;
  return (
    <time dateTime={facts.incidentAt}>
      {facts.incidentTimeUnknown
        ? detailText.incidentTimeUnknown(formatDate(facts.incidentAt))
        : formatDateTime(facts.incidentAt)}
    </time>
  );
}

/** The facts of a case's detail its first lines read. */
type GlanceOf = Pick<SubmissionDetail, "kind" | "message" | "transactions" | "transactionsTotalPaise" | "messages"> & {
  caseFacts: Pick<CaseFacts, "incidentAt" | "incidentTimeUnknown" | "amountLost">;
};

/**
 * What the desk reads first, above the case's facts, so on a phone it is on the first screen:
 * what happened, the money and the latest reply. The person's words are quoted and cut short;
 * the sections below have them whole.
 */
export function CaseGlance({ submission }: { submission: GlanceOf }) {
  const latest = submission.messages.at(-1);
  const money = moneyLost(submission);
  const facts: (Fact | null)[] = [
    submission.kind === "help_request" && submission.message.trim() !== ""
      ? [deskCaseText.whatHappened, <WhatHappened facts={submission.caseFacts} words={submission.message} />]
      : null,
    money === null ? null : [deskCaseText.money, money],
    latest === undefined ? null : [deskCaseText.latestReply, <LatestReply message={latest} />],
  ];
  const given = facts.filter((fact) => fact !== null);
  if (given.length === 0) return null;
  return (
    <section className="detail__glance" aria-label={deskCaseText.glanceLabel}>
      <FactList facts={given} />
    </section>
  );
}

function WhatHappened({ facts, words }: { facts: GlanceOf["caseFacts"]; words: string }) {
  return (
    <>
      {facts.incidentAt === null ? null : (
        <>
          <IncidentTime facts={facts} />
          {": "}
        </>
      )}
      {deskCaseText.quoted(truncate(words, GLANCE_TEXT_MAX))}
    </>
  );
}

/** The transactions' total, which is what the bank and 1930 work from; the form's amount only when there are none. */
function moneyLost({
  transactions,
  transactionsTotalPaise,
  caseFacts,
}: Pick<GlanceOf, "transactions" | "transactionsTotalPaise" | "caseFacts">): React.ReactNode | null {
  if (transactions.length > 0) {
    return (
      <>
        <strong>{formatPaise(transactionsTotalPaise)}</strong> {deskCaseText.moneyInTransactions(transactions.length)}
      </>
    );
  }
  if (caseFacts.amountLost === null) return null;
  return (
    <>
      <strong>{formatRupees(caseFacts.amountLost)}</strong>, {deskCaseText.moneyFromForm}
    </>
  );
}

function LatestReply({ message }: { message: DeskThreadMessage }) {
  return (
    <>
      {deskCaseText.latestFrom[message.from]}, <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      {": "}
      {deskCaseText.quoted(truncate(message.body, GLANCE_TEXT_MAX))}
    </>
  );
}

interface TransactionColumn {
  label: string;
  cell: (transaction: DeskCaseTransaction) => React.ReactNode;
  /** Whether a transaction has a value here: a column none of them has is left out. */
  given: (transaction: DeskCaseTransaction) => boolean;
}

// When and how much first: every transaction has them, and the total lines up under the amounts.
const TRANSACTION_COLUMNS: TransactionColumn[] = [
  {
    label: deskCaseText.transactionWhen,
    cell: (transaction) => <IndiaDateTime iso={transaction.occurredAt} />,
    given: () => true,
  },
  {
    label: deskCaseText.transactionAmount,
    cell: (transaction) => formatPaise(transaction.amountPaise),
    given: () => true,
  },
  {
    label: deskCaseText.transactionMethod,
    cell: (transaction) => (
      <>
        {transaction.paymentMethod === "" ? null : PAYMENT_METHOD_LABELS[transaction.paymentMethod]}
        {transaction.fromRequest ? <span className="detail__muted"> ({deskCaseText.fromRequest})</span> : null}
      </>
    ),
    given: (transaction) => transaction.paymentMethod !== "" || transaction.fromRequest,
  },
  {
    label: deskCaseText.transactionUtr,
    cell: (transaction) => transaction.utr,
    given: (transaction) => transaction.utr !== "",
  },
  {
    label: deskCaseText.transactionTo,
    cell: (transaction) => transaction.toAccount,
    given: (transaction) => transaction.toAccount !== "",
  },
  {
    label: deskCaseText.transactionFrom,
    cell: (transaction) => transaction.fromAccount,
    given: (transaction) => transaction.fromAccount !== "",
  },
];

/** The transactions the person listed on their case page, earliest first, and their total. */
export function SubmissionTransactions({
  transactions,
  totalPaise,
}: {
  transactions: DeskCaseTransaction[];
  totalPaise: number;
}) {
  const id = useId();
  const columns = TRANSACTION_COLUMNS.filter((column) => transactions.some(column.given));
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{deskCaseText.transactionsHeading}</h3>
      {transactions.length === 0 ? (
        <p className="detail__muted">{deskCaseText.noTransactions}</p>
      ) : (
        <ScrollTable title={deskCaseText.transactionsHeading}>
          <table className="admin-table admin-table--numbers" aria-labelledby={`${id}-heading`}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.id}>
                  {columns.map((column) => (
                    <td key={column.label}>{column.cell(transaction)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{deskCaseText.transactionsTotal(transactions.length)}</th>
                <td>
                  <strong>{formatPaise(totalPaise)}</strong>
                </td>
                {columns.length > 2 ? <td colSpan={columns.length - 2} /> : null}
              </tr>
            </tfoot>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

/** What the person says on their case page they have done. */
export function SubmissionProgress({ progress }: { progress: DeskCaseProgress | null }) {
  const id = useId();
  const facts = progress === null ? [] : progressFacts(progress);
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{deskCaseText.progressHeading}</h3>
      {facts.length === 0 ? (
        <p className="detail__muted">{deskCaseText.noProgress}</p>
      ) : (
        <FactList facts={facts} columns />
      )}
    </section>
  );
}

function progressFacts(progress: DeskCaseProgress): Fact[] {
  const facts: (Fact | null)[] = [
    progress.harm === "" ? null : [deskCaseText.harm, deskCaseText.harmKinds[progress.harm] ?? progress.harm],
    progress.personIsMinor === ""
      ? null
      : [deskCaseText.personIsMinor, deskCaseText.personIsMinorAnswers[progress.personIsMinor] ?? ""],
    progress.helplineCalledAt === null
      ? null
      : [deskCaseText.helplineCalledAt, <IndiaDateTime iso={progress.helplineCalledAt} />],
    progress.helplineAcknowledgement === ""
      ? null
      : [deskCaseText.helplineAcknowledgement, progress.helplineAcknowledgement],
    progress.portalComplaintFinished ? [deskCaseText.portalComplaint, deskCaseText.portalComplaintFinished] : null,
    progress.bankName === "" ? null : [deskCaseText.bankName, progress.bankName],
    progress.bankToldAt === null ? null : [deskCaseText.bankToldAt, <IndiaDateTime iso={progress.bankToldAt} />],
    progress.bankReference === "" ? null : [deskCaseText.bankReference, progress.bankReference],
    progress.bankRepliedOn === null
      ? null
      : [
          deskCaseText.bankRepliedOn,
          <time dateTime={progress.bankRepliedOn}>
            {formatIndiaDate(startOfIndiaDay(progress.bankRepliedOn as IsoDate))}
          </time>,
        ],
  ];
  return facts.filter((fact) => fact !== null);
}

/** An instant as the case page writes it: "Fri, 20 Nov 2026, 10:15 am IST". */
function IndiaDateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIndiaDateTime(new Date(iso))}</time>;
}

/** Terms and values laid out as the case's facts are; `columns`: two side by side on a wide screen. */
function FactList({ facts, columns = false }: { facts: Fact[]; columns?: boolean }) {
  return (
    <dl className={columns ? "detail__record detail__record--columns" : "detail__record"}>
      {facts.map(([term, value]) => (
        <div key={term} className="detail__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
