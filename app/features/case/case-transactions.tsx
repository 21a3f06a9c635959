import { useRef, useState, type FormEvent } from "react";
import { TextField, busyButton } from "~/app/components/form-fields";
import { fillIn } from "~/app/lib/fill-in";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths, caseSections } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { CASE_TRANSACTION_FIELDS, caseTransactionLimits } from "~/shared/schemas/case-form-fields";
import type { FieldErrors } from "~/shared/schemas/fields";
import { translateFieldErrors } from "~/shared/translations/translate";
import { postCaseChange } from "./post-json";
import { caseSchemasForChecks, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { TypedText } from "./typed-text";
import { useWaitingSend, waitingSendKey } from "./use-waiting-send";
import { caseMessages, caseTransactionMessages } from "~/shared/messages/case";

// The case page's "Your transactions": what 1930 and the bank ask for first, kept in one place.
// Every control is a real form that posts without scripts too
// (server/routes/case-page/transaction-forms.ts); with scripts, the same requests go to the JSON
// API and the list is redrawn from its answer. A transaction added offline, or while the case was
// no longer open, waits on this phone and goes once it can (./use-waiting-send.ts). What the
// victim typed is only ever React text.

type Shown = CaseView["case"];
type Listed = Shown["transactions"][number];
type TransactionAnswer = Extract<FormAnswer, { outcome: "case" }>["transactions"];
/** The add form sent without scripts and refused: its messages and what was typed. */
type RefusedAnswer = Exclude<NonNullable<TransactionAnswer>, { saved: unknown }>;
type TransactionField = (typeof CASE_TRANSACTION_FIELDS)[number];
type TransactionValues = Record<TransactionField, string>;

export function CaseTransactions({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to these forms sent without scripts. */
  answer: TransactionAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const refused = answer && !("saved" in answer) ? answer : undefined;
  const [problem, setProblem] = useState<string | null>(refused?.problem ?? null);
  // Where a form sent without scripts brought the browser back (#transactions): what it did.
  const [notice, setNotice] = useState<string | null>(() =>
    answer && "saved" in answer
      ? say(words, answer.saved === "added" ? caseTransactionMessages.added : caseTransactionMessages.removed)
      : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const { transactions } = shown;

  async function remove(transaction: Listed) {
    setProblem(null);
    setNotice(null);
    const change = await postCaseChange(caseApiPaths.removeTransaction, { id: transaction.id }, words);
    if (change.kind === "updated") {
      onUpdated(change.shown);
      setNotice(say(words, caseTransactionMessages.removed));
      // Its button is gone with it: focus goes back to the top of the list, not to the page's start.
      heading.current?.focus();
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else {
      setProblem(change.message);
    }
  }

  return (
    <section
      id={caseSections.transactions}
      className="case-page__transactions"
      aria-labelledby="case-transactions-heading"
    >
      <h3 id="case-transactions-heading" className="case-page__subheading" ref={heading} tabIndex={-1}>
        {text.transactionsHeading}
      </h3>
      <p>{text.transactionsIntro}</p>
      {problem ? (
        // Sent without scripts and refused: the page comes back focused here, at its section.
        <p className="case-page__alert" role="alert" tabIndex={-1} autoFocus={refused?.problem !== undefined}>
          {problem}
        </p>
      ) : null}
      {notice ? (
        <p className="case-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      {transactions.length === 0 ? (
        <p className="case-page__note">{text.transactionsEmpty}</p>
      ) : (
        <>
          <TypedText shown={shown}>
            <ol className="case-transactions" aria-label={text.transactionsList}>
              {transactions.map((transaction) => (
                <TransactionItem
                  key={transaction.id}
                  transaction={transaction}
                  onRemove={(listed) => void remove(listed)}
                />
              ))}
            </ol>
          </TypedText>
          <p className="case-transactions__total">
            <span>
              {fillIn(transactions.length === 1 ? text.transactionsTotal.one : text.transactionsTotal.other, {
                count: String(transactions.length),
              })}
            </span>{" "}
            <strong className="case-transactions__amount">{shown.transactionsTotalText}</strong>
          </p>
        </>
      )}
      <AddTransactionForm
        answer={refused}
        reference={shown.reference}
        onAdded={(updated) => {
          setProblem(null);
          setNotice(null);
          onUpdated(updated);
        }}
        onClosed={onClosed}
      />
    </section>
  );
}

function TransactionItem({ transaction, onRemove }: { transaction: Listed; onRemove: (listed: Listed) => void }) {
  const words = useCaseWords();
  const text = words.page;
  const identifiers = [
    { label: text.transactionUtr, value: transaction.utr },
    ...(transaction.paymentMethod === ""
      ? []
      : [{ label: text.transactionMethod, value: text.paymentMethods[transaction.paymentMethod] }]),
    { label: text.transactionFrom, value: transaction.fromAccount },
    { label: text.transactionTo, value: transaction.toAccount },
  ];
  return (
    <li className="case-transaction">
      {transaction.fromRequest ? <p className="case-transaction__origin">{text.transactionFromRequest}</p> : null}
      <dl className="case-transaction__details">
        <div className="case-transaction__when">
          <dt>{text.transactionWhen}</dt>
          <dd>
            <time dateTime={transaction.occurredAt}>{transaction.occurredAtText}</time>
          </dd>
        </div>
        <div className="case-transaction__money">
          <dt>{text.transactionAmount}</dt>
          <dd className="case-transactions__amount">{transaction.amountText}</dd>
        </div>
        {identifiers.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value === "" ? "case-transaction__missing" : undefined}>
              {value === "" ? text.transactionNotGiven : value}
            </dd>
          </div>
        ))}
      </dl>
      <form
        method="post"
        action={localFormAction(words, caseApiPaths.removeTransactionForm)}
        onSubmit={(event) => {
          event.preventDefault();
          onRemove(transaction);
        }}
      >
        <input type="hidden" name="id" value={transaction.id} />
        <button
          type="submit"
          className="button button--secondary case-transaction__remove"
          aria-label={fillIn(text.removeTransactionLabel, {
            amount: transaction.amountText,
            when: transaction.occurredAtText,
          })}
        >
          {text.removeTransaction}
        </button>
      </form>
    </li>
  );
}

/** Each field's label and hint among the page's words. */
const FIELD_TEXT = {
  occurredAt: { label: "occurredAtLabel", hint: "occurredAtHint" },
  amount: { label: "amountLabel", hint: "amountHint" },
  utr: { label: "utrLabel", hint: "utrHint" },
  fromAccount: { label: "fromAccountLabel", hint: "fromAccountHint" },
  toAccount: { label: "toAccountLabel", hint: "toAccountHint" },
} as const satisfies Record<TransactionField, { label: string; hint: string }>;

/**
 * Adds one transaction. The shared schema checks it here first (fetched when the form is first
 * used, ./case-schemas-on-first-use.ts), giving the server's own first message per field. Plain inputs read on submit, as the progress form's are:
 * react-hook-form would add its weight to this page's scripts, over the page's budget. What
 * happened is said beside the button, where the victim is looking on a phone.
 */
function AddTransactionForm({
  answer,
  reference,
  onAdded,
  onClosed,
}: {
  answer: RefusedAnswer | undefined;
  reference: string;
  onAdded: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  /** What was typed, when the server sent the form back with messages. */
  const typed: Partial<TransactionValues> = answer?.values ?? {};
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  /** The first field the server's answer has a message for: the page comes back focused on it. */
  const [firstAnswerError] = useState(() => CASE_TRANSACTION_FIELDS.find((name) => answer?.errors[name]));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ added: boolean; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { send, waiting } = useWaitingSend({
    storageKey: waitingSendKey("transaction", reference),
    url: caseApiPaths.transactions,
    form,
    restore: (values) => {
      for (const name of CASE_TRANSACTION_FIELDS) {
        const input = form.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = values[name] ?? "";
      }
    },
    words,
  });

  function field(name: TransactionField) {
    const clearError = async () => {
      if (name in errors) setErrors(({ [name]: _edited, ...rest }) => rest);
    };
    return {
      id: fieldId(name),
      label: text[FIELD_TEXT[name].label],
      hint: text[FIELD_TEXT[name].hint],
      // TextField's registration, without react-hook-form: a name, and an edit clears the field's message.
      registration: { name, onChange: clearError, onBlur: async () => undefined, ref: () => undefined },
      defaultValue: typed[name],
      error: errors[name],
      autoFocus: name === firstAnswerError ? true : undefined,
    };
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = CASE_TRANSACTION_FIELDS.find((name) => name in found);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The server reads the fields as typed (India time, rupees as written) and checks them again.
    const values = Object.fromEntries(CASE_TRANSACTION_FIELDS.map((name) => [name, String(data.get(name) ?? "")]));
    setBusy(true);
    // Without the schemas, it goes as typed and the server answers with the same messages.
    const problems = (await caseSchemasForChecks())?.transactionProblems(values) ?? null;
    if (problems !== null) {
      showErrors(translateFieldErrors(problems, words.messages));
      setBusy(false);
      return;
    }
    setErrors({});
    setOutcome(null);
    const change = await send(values);
    if (change.kind === "updated") {
      // Emptied for the next one (reset() would bring back what a page sent without scripts held).
      for (const name of CASE_TRANSACTION_FIELDS) {
        const input = form.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = "";
      }
      onAdded(change.shown);
      setOutcome({ added: true, message: say(words, caseTransactionMessages.added) });
    } else if (change.kind === "closed") {
      // The transaction waits on this phone; the case, opened again, brings the form back and sends it.
      onClosed(text.waitingForCase);
    } else if (change.kind === "refused" && Object.keys(change.errors).length > 0) {
      showErrors(change.errors);
    } else if (change.kind !== "offline") {
      setOutcome({ added: false, message: change.message });
    }
    setBusy(false);
  }

  return (
    <form
      ref={form}
      className="form case-transactions__add"
      method="post"
      action={localFormAction(words, caseApiPaths.transactionsForm)}
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchCaseSchemas}
      noValidate
      aria-labelledby="case-transaction-add-heading"
    >
      <h4 id="case-transaction-add-heading">{text.addTransactionHeading}</h4>
      <div className="form__row">
        <TextField type="datetime-local" required {...field("occurredAt")} />
        <TextField inputMode="decimal" autoComplete="off" required {...field("amount")} />
      </div>
      <TextField autoComplete="off" maxLength={caseTransactionLimits.utr} optional {...field("utr")} />
      <TextField autoComplete="off" maxLength={caseTransactionLimits.fromAccount} optional {...field("fromAccount")} />
      <TextField autoComplete="off" maxLength={caseTransactionLimits.toAccount} optional {...field("toAccount")} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" {...busyButton(busy)}>
          {text.addTransaction}
        </button>
      </div>
      {waiting === "offline" ? (
        <p className="form__offline-note" role="status">
          {text.offlineKept}
        </p>
      ) : outcome ? (
        <p
          className={outcome.added ? "case-page__notice" : "case-page__alert"}
          role={outcome.added ? "status" : "alert"}
        >
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}

function fieldId(name: TransactionField): string {
  return `case-transaction-${name}`;
}
