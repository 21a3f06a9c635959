import { FirstHourAdvice } from "~/app/components/first-hour-advice";
import { useEffect, useState, type FormEvent } from "react";
import { OfficialText } from "~/app/components/official-text";
import { FieldWordsContext } from "~/app/components/form-fields";
import { fillIn } from "~/app/lib/fill-in";
import type { CaseWords } from "~/app/content/languages/island-words";
import {
  CASE_SUMMARY_PATH,
  caseApiPaths,
  isCaseSectionFragment,
  LETTER_KINDS,
  NOT_ME_QUERY,
  SUMMARY_LANGUAGE_QUERY,
  type LetterKind,
} from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { BANK_NAME_MAX } from "~/shared/schemas/case-form-fields";
import type { FieldErrors } from "~/shared/schemas/fields";
import type { FormAnswer } from "~/shared/form-answer";
import { CaseMessages } from "./case-messages";
import { LostLinkForm } from "./lost-link-form";
import { CaseEvidence } from "./case-evidence";
import { CaseTransactions } from "./case-transactions";
import { CaseReminders } from "./case-reminders";
import { RequestUtrForm } from "./request-utr-form";
import { CaseHarmForm } from "./case-harm-form";
import { TypedText } from "./typed-text";
import { caseApiHeaders, postCaseChange, postJson } from "./post-json";
import { caseSchemas, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { CaseWordsContext, say, stepSays, timeLeftText, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { forgetWaitingSends } from "./use-waiting-send";
import { caseMessages } from "~/shared/messages/case";

// The victim's private case page (docs/decisions/0025). The link's secret arrives in the URL
// fragment, which no server sees; it is exchanged once for the case cookie and then removed from
// the address bar, so it is not left on the screen. The browser's history may still hold the
// link as it was opened, which is why a link opens the case for 30 days only (decision 0055).

type Shown = CaseView["case"];

/** The server's answers to the case's forms sent without scripts. */
type ProgressAnswer = Extract<FormAnswer, { outcome: "case" }>["progress"];
type CaseAnswer = Extract<FormAnswer, { outcome: "case" }>;
type TransactionsAnswer = CaseAnswer["transactions"];

type PageState =
  | { name: "loading" }
  | {
      name: "shown";
      shown: Shown;
      progress?: ProgressAnswer;
      transactions?: TransactionsAnswer;
      requestUtr?: CaseAnswer["requestUtr"];
      harm?: CaseAnswer["harm"];
      reply?: CaseAnswer["reply"];
      evidence?: CaseAnswer["evidence"];
      reminders?: CaseAnswer["reminders"];
    }
  | { name: "closed"; message: string | null; lostLink?: Extract<FormAnswer, { outcome: "lost-link" }> }
  /** Opened from the mail's "This wasn't me" link: asks before doing anything. */
  | { name: "notMe"; secret: string }
  | { name: "unreachable" };

/**
 * The server's message in its answer (a refusal, or what a change did), or null: also when the
 * schemas it is read with cannot be fetched (docs/decisions/0084), so the caller says its own.
 */
async function messageOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as unknown;
  const schemas = await caseSchemas().catch(() => null);
  return schemas === null ? null : schemas.serverMessageOf(body);
}

/** The state the server rendered the page in: the case its cookie opens, or the case-code form. */
function initialState(answer: FormAnswer | undefined): PageState {
  if (answer?.outcome === "case") {
    return {
      name: "shown",
      shown: answer.shown,
      progress: answer.progress,
      transactions: answer.transactions,
      requestUtr: answer.requestUtr,
      harm: answer.harm,
      reply: answer.reply,
      evidence: answer.evidence,
      reminders: answer.reminders,
    };
  }
  if (answer?.outcome === "invalid") return { name: "closed", message: answer.errors.code ?? null };
  if (answer?.outcome === "lost-link") return { name: "closed", message: null, lostLink: answer };
  return { name: "closed", message: null };
}

export function CasePage({ answer, words }: { answer?: FormAnswer; words: CaseWords }) {
  return (
    <CaseWordsContext value={words}>
      <FieldWordsContext value={words.fieldWords}>
        <CasePageShown answer={answer} />
      </FieldWordsContext>
    </CaseWordsContext>
  );
}

function CasePageShown({ answer }: { answer?: FormAnswer }) {
  const words = useCaseWords();
  const text = words.page;
  // Prerendered, the page is the case-code form, so that it works before its scripts run (or
  // without them); the server renders it with the case when the request carries the case
  // cookie. In the browser it turns at once to the case the link or cookie opens.
  const [state, setState] = useState<PageState>(() => initialState(answer));

  async function load(): Promise<void> {
    setState({ name: "loading" });
    try {
      prefetchCaseSchemas();
      const response = await fetch(caseApiPaths.view, { headers: caseApiHeaders(words.code) });
      const json = response.ok ? ((await response.json().catch(() => null)) as unknown) : null;
      // A failure to fetch the schemas throws: the page says it could not reach the server.
      const shown = json === null ? null : (await caseSchemas()).caseOf(json);
      if (shown !== null) setState({ name: "shown", shown });
      else setState({ name: "closed", message: null });
    } catch {
      setState({ name: "unreachable" });
    }
  }

  async function open(secret: string): Promise<string | null> {
    try {
      const response = await postJson(caseApiPaths.open, { link: secret }, words.code);
      const answer = (await response.json().catch(() => null)) as unknown;
      const schemas = await caseSchemas().catch(() => null);
      if (!response.ok || schemas === null || !schemas.isCaseOpened(answer)) {
        return schemas?.serverMessageOf(answer) ?? text.unreachable;
      }
      await load();
      return null;
    } catch {
      setState({ name: "unreachable" });
      return null;
    }
  }

  /** Opens the case a secret opens, or says why not. */
  function openAndShow(secret: string): void {
    void open(secret).then((problem) => {
      if (problem !== null) setState({ name: "closed", message: problem });
    });
  }

  useEffect(() => {
    /** Exchanges the secret in the address (if any) for the case cookie; the address keeps no trace of it. */
    function openFromAddress(): boolean {
      const secret = window.location.hash.slice(1);
      // "#transactions", where a form sent without scripts brought the browser back, is a place on the page.
      if (secret === "" || isCaseSectionFragment(secret)) return false;
      const askNotMe = new URLSearchParams(window.location.search).has(NOT_ME_QUERY);
      window.history.replaceState(null, "", words.casePagePath);
      if (askNotMe) {
        setState({ name: "notMe", secret });
        return true;
      }
      setState({ name: "loading" });
      openAndShow(secret);
      return true;
    }
    // Already shown by the server, or refused there: nothing to fetch. The built site's server
    // answers a request whose cookie opens a case with the case itself, so the prerendered page
    // (no answer) went to a browser with no case open, and asking would only log a 401 in its
    // console. Only the development server, which renders every page without the cookie, asks.
    if (!openFromAddress() && answer === undefined && import.meta.env.DEV) void load();
    // A case link opened in this same tab while the page is open changes only the fragment.
    const onHashChange = () => void openFromAddress();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
    // Runs once, on the page's first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.name === "loading")
    return (
      <p className="case-page__status" role="status">
        {text.loading}
      </p>
    );
  if (state.name === "unreachable")
    return (
      <div className="case-page__problem" role="alert">
        <p>{text.unreachable}</p>
        <button type="button" className="button button--secondary" onClick={() => void load()}>
          {text.retry}
        </button>
      </div>
    );
  if (state.name === "closed")
    return (
      <>
        <CaseCodeForm message={state.message} open={open} />
        <LostLinkForm answer={state.lostLink} />
      </>
    );
  if (state.name === "notMe") {
    const { secret } = state;
    return (
      <NotMeQuestion
        onNotMe={async () => {
          try {
            const response = await postJson(caseApiPaths.notMe, { link: secret }, words.code);
            setState({ name: "closed", message: (await messageOf(response)) ?? text.unreachable });
          } catch {
            setState({ name: "unreachable" });
          }
        }}
        onOpen={() => {
          setState({ name: "loading" });
          // The acknowledgement's "This wasn't me" link opens nothing (docs/decisions/0058); one from
          // a mail sent before it had its own is the case link, and opens the case.
          void open(secret).then((problem) => {
            if (problem !== null) setState({ name: "closed", message: text.notMeWasMe });
          });
        }}
      />
    );
  }
  return (
    <CaseDetails
      shown={state.shown}
      progress={state.progress}
      transactions={state.transactions}
      requestUtr={state.requestUtr}
      harm={state.harm}
      reply={state.reply}
      evidence={state.evidence}
      reminders={state.reminders}
      onUpdated={(shown) => setState({ name: "shown", shown })}
      onClosed={(message) => setState({ name: "closed", message })}
    />
  );
}

/** The document drafted from the case that a step to do needs (docs/decisions/0028). */
const STEP_DOCUMENTS: Partial<Record<string, LetterKind>> = {
  "tell-bank": "bank",
  "finish-portal-complaint": "portal",
  ombudsman: "ombudsman",
};

type DatedStep = Shown["nextSteps"][number] & { due: string; dueText: string };

/** The step still to do whose date comes first, if any step to do has a date. */
function nextDatedStep(steps: Shown["nextSteps"]): DatedStep | null {
  let next: DatedStep | null = null;
  for (const { due, dueText, ...step } of steps) {
    if (step.state !== "to do" || due === null || dueText === null) continue;
    if (next === null || Date.parse(due) < Date.parse(next.due)) next = { ...step, due, dueText };
  }
  return next;
}

/** The documents drafted from the case (docs/decisions/0028), each on its own page. */
function CaseLetterLinks() {
  const words = useCaseWords();
  const lettersText = words.letters;
  return (
    <section className="case-page__letters" aria-labelledby="case-letters-heading">
      <h3 id="case-letters-heading" className="case-page__subheading">
        {lettersText.sectionHeading}
      </h3>
      <p className="case-page__note">{lettersText.sectionIntro}</p>
      <ul className="case-letters">
        {LETTER_KINDS.map((kind) => (
          <li key={kind} className="case-letters__item">
            <a href={words.letterHrefs[kind]} className="case-letters__link">
              {lettersText[kind].linkText}
            </a>
            <span className="case-letters__note">{lettersText[kind].linkNote}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotMeQuestion({ onNotMe, onOpen }: { onNotMe: () => Promise<void>; onOpen: () => void }) {
  const text = useCaseWords().page;
  const [busy, setBusy] = useState(false);
  return (
    <section className="form-card case-page__code" aria-labelledby="not-me-heading">
      <h2 id="not-me-heading" className="form-card__title">
        {text.notMeHeading}
      </h2>
      <p>{text.notMeText}</p>
      <div className="case-page__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            void onNotMe();
          }}
        >
          {text.notMeConfirm}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onOpen}>
          {text.notMeOpen}
        </button>
      </div>
    </section>
  );
}

function CaseCodeForm({ message, open }: { message: string | null; open: (secret: string) => Promise<string | null> }) {
  const words = useCaseWords();
  const text = words.page;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
      .trim()
      .replace(/^.*#/, "");
    if (code === "") {
      setProblem(say(words, caseMessages.codeRequired));
      return;
    }
    setBusy(true);
    setProblem(await open(code));
    setBusy(false);
  }

  return (
    <section className="form-card case-page__code" aria-labelledby="case-code-heading">
      <h2 id="case-code-heading" className="form-card__title">
        {text.codeHeading}
      </h2>
      {message ? (
        <p className="case-page__notice" role="status">
          {message}
        </p>
      ) : null}
      <p>{text.codeIntro}</p>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.openForm)}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="field">
          <label htmlFor="case-code" className="field__label">
            {text.codeLabel}
          </label>
          <input
            id="case-code"
            className="field__control"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={problem ? "case-code-hint case-code-error" : "case-code-hint"}
            aria-invalid={problem ? true : undefined}
          />
          <p id="case-code-hint" className="field__hint">
            {text.codeHint}
          </p>
          {problem ? (
            <p id="case-code-error" className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {text.codeSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}

function CaseDetails({
  shown,
  progress,
  transactions,
  requestUtr,
  harm,
  reply,
  evidence,
  reminders,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  progress: ProgressAnswer;
  transactions: TransactionsAnswer;
  requestUtr: CaseAnswer["requestUtr"];
  harm: CaseAnswer["harm"];
  reply: CaseAnswer["reply"];
  evidence: CaseAnswer["evidence"];
  reminders: CaseAnswer["reminders"];
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const [dateTime] = useState(() => new Intl.DateTimeFormat(words.dateFormat.locale, words.dateFormat.options));
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [now] = useState(() => Date.now());
  // Messages from the desk come before the next steps, as the notice mail sent the victim here to
  // read them; with none yet, the dated steps come first. Decided once, so a first reply does not
  // move the form away under the person typing.
  const [messagesFirst] = useState(() => shown.messages.length > 0);
  const nextDated = nextDatedStep(shown.nextSteps);
  const messages = <CaseMessages shown={shown} answer={reply} onUpdated={onUpdated} onClosed={onClosed} />;

  async function end(url: string) {
    // Closed or revoked, the phone no longer lists the case either, nor keeps what waited to go to it.
    keepRememberedCases(rememberedCases().filter((item) => item.reference !== shown.reference));
    forgetWaitingSends(shown.reference);
    try {
      const response = await postJson(url, {}, words.code);
      onClosed((await messageOf(response)) ?? (response.ok ? text.closed : text.unreachable));
    } catch {
      onClosed(text.unreachable);
    }
  }

  return (
    <article className="case-page" aria-labelledby="case-heading">
      <h2 id="case-heading" className="case-page__heading">
        {fillIn(text.caseHeading, { reference: shown.reference })}
      </h2>
      {shown.firstHour ? (
        // First of all on a phone's first screen: the money may still be held (docs/decisions/0060).
        <FirstHourAdvice firstHour={shown.firstHour} words={text.firstHour} now={new Date(now)} />
      ) : null}
      {/* What the help form did not ask and 1930 asks first: on the first screen (docs/decisions/0066). */}
      <RequestUtrForm shown={shown} answer={requestUtr} onUpdated={onUpdated} onClosed={onClosed} />
      <dl className="case-page__facts">
        {nextDated ? (
          // First, so it is on a phone's first screen with the reference: the date the person must act by.
          <div className="case-page__next-date">
            <dt>{text.nextDate}</dt>
            <dd>
              <strong>
                {text.by} <time dateTime={nextDated.due}>{nextDated.dueText}</time>
              </strong>{" "}
              ({timeLeftText(words, Date.parse(nextDated.due) - now)})
              <br />
              {stepSays(words, nextDated.says.title)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{text.received}</dt>
          <dd>
            <time dateTime={shown.receivedAt}>
              {dateTime.format(new Date(shown.receivedAt))} {text.timeZone}
            </time>
          </dd>
        </div>
        <div>
          <dt>{text.status}</dt>
          <dd>
            {shown.statusText}
            {shown.replyDueAt ? (
              <> {fillIn(text.replyBy, { time: `${dateTime.format(new Date(shown.replyDueAt))} ${text.timeZone}` })}</>
            ) : null}
          </dd>
        </div>
      </dl>

      {messagesFirst ? messages : null}

      <h3 className="case-page__subheading">{text.nextHeading}</h3>
      <p className="case-page__note">{text.nextIntro}</p>
      <CaseHarmForm shown={shown} answer={harm} onUpdated={onUpdated} onClosed={onClosed} />
      <ol className="case-steps">
        {shown.nextSteps.map((step) => (
          <li key={step.id} className={`case-step case-step--${step.state.replace(" ", "-")}`}>
            <div className="case-step__head">
              <h4 className="case-step__title">{stepSays(words, step.says.title)}</h4>
              <span className="case-step__state">{text.stepStates[step.state]}</span>
            </div>
            <p className="case-step__due">
              {step.due && step.dueText ? (
                <>
                  <strong>
                    {text.by} <time dateTime={step.due}>{step.dueText}</time>
                  </strong>
                  {step.state === "done" ? null : <> ({timeLeftText(words, Date.parse(step.due) - now)})</>}
                </>
              ) : step.state === "to do" ? (
                <strong>{text.noDate}</strong>
              ) : null}
            </p>
            {step.says.counting ? (
              <p className="case-step__counting">
                {text.counted} {stepSays(words, step.says.counting)}
                {text.fullStop}
              </p>
            ) : null}
            <p>
              <OfficialText
                text={step.says.detail.map((part) => stepSays(words, part)).join(" ")}
                newTabLabel={text.opensInNewTab}
              />
            </p>
            {step.source && step.says.instrument ? (
              <p className="case-step__source">
                {text.source}{" "}
                <a href={step.source} target="_blank" rel="noopener noreferrer">
                  {stepSays(words, step.says.instrument)}
                  <span className="visually-hidden"> {text.opensInNewTab}</span>
                </a>
              </p>
            ) : null}
            {step.state === "to do" && STEP_DOCUMENTS[step.id] ? (
              <p className="case-step__document">
                <a href={words.letterHrefs[STEP_DOCUMENTS[step.id]!]}>
                  {words.letters[STEP_DOCUMENTS[step.id]!].linkText}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {nextDated ? (
        <p className="case-page__calendar">
          <a href={`${caseApiPaths.calendar}?language=${words.code}`} className="button button--secondary">
            {text.calendarLink}
          </a>
          <span className="case-page__note">{text.calendarNote}</span>
        </p>
      ) : null}
      {/* The case on one page, to print or show at a counter (docs/decisions/0071): a plain link, no script. */}
      <p className="case-page__summary">
        <a href={`${CASE_SUMMARY_PATH}?${SUMMARY_LANGUAGE_QUERY}=${words.code}`} className="button button--secondary">
          {text.summaryLink}
        </a>
        <span className="case-page__note">{text.summaryNote}</span>
      </p>

      <CaseReminders reminders={shown.reminders} answer={reminders} onUpdated={onUpdated} onClosed={onClosed} />

      <CaseTransactions shown={shown} answer={transactions} onUpdated={onUpdated} onClosed={onClosed} />

      <CaseEvidence shown={shown} answer={evidence} onUpdated={onUpdated} onClosed={onClosed} />

      <CaseLetterLinks />

      <CaseProgressForm shown={shown} answer={progress} onUpdated={onUpdated} onClosed={onClosed} />

      {messagesFirst ? null : messages}

      <h3 className="case-page__subheading">{text.sentHeading}</h3>
      <TypedText shown={shown}>
        <dl className="case-page__sent">
          {shown.sent.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </TypedText>

      <section className="case-page__privacy" aria-labelledby="case-privacy-heading">
        <h3 id="case-privacy-heading" className="case-page__subheading">
          {text.privacyHeading}
        </h3>
        <p>{text.privacyText}</p>
        <p>{text.sharedPhone}</p>
        <RememberOnThisPhone shown={shown} />
        <div className="case-page__actions">
          <button type="button" className="button button--secondary" onClick={() => void end(caseApiPaths.close)}>
            {text.close}
          </button>
          {confirmingRevoke ? (
            <div className="case-page__confirm" role="group" aria-label={text.revoke}>
              <p>{text.revokeConfirm}</p>
              <button
                type="button"
                className="button button--danger"
                onClick={() => void end(caseApiPaths.revokeLinks)}
              >
                {text.revokeYes}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirmingRevoke(false)}>
                {text.revokeNo}
              </button>
            </div>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setConfirmingRevoke(true)}>
              {text.revoke}
            </button>
          )}
        </div>
      </section>
    </article>
  );
}

const PROGRESS_FIELDS = [
  { name: "helplineCalledAt", type: "datetime-local", hint: "dateTimeHint" },
  { name: "helplineAcknowledgement", type: "text", hint: null },
  // Addresses the bank letter (docs/decisions/0066).
  { name: "bankName", type: "text", hint: null },
  { name: "bankToldAt", type: "datetime-local", hint: "dateTimeHint" },
  { name: "bankReference", type: "text", hint: null },
  // The RBI Ombudsman's 90 days can run from it (shared/case-timeline/next-steps.ts).
  { name: "bankRepliedOn", type: "date", hint: "bankRepliedOnHint" },
] as const;

/**
 * The answers a case's RBI rules turn on (shared/case-timeline/next-steps.ts, regimeQuestionsFor):
 * each asked only where it bears on the case, and kept as it was where it is not asked.
 */
const REGIME_QUESTIONS = [
  { name: "walletIssuer", asked: "walletIssuer", options: ["bank", "non_bank"], words: "walletIssuerOptions" },
  { name: "coerced", asked: "coerced", options: ["yes", "no"], words: "yesNoOptions" },
  { name: "accountOfOrganisation", asked: "compensation", options: ["yes", "no"], words: "yesNoOptions" },
  { name: "claimedCompensationBefore", asked: "compensation", options: ["yes", "no"], words: "yesNoOptions" },
] as const;

/** What the victim has done: saved, it moves their next steps and dates. */
function CaseProgressForm({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to this form sent without scripts. */
  answer: ProgressAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const [errors, setErrors] = useState<FieldErrors>(answer && "errors" in answer ? answer.errors : {});
  const [saved, setSaved] = useState(answer !== undefined && "saved" in answer);
  /** What was typed, when the server sent the form back with messages. */
  const typed = answer && "values" in answer ? answer.values : null;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      ...Object.fromEntries(PROGRESS_FIELDS.map(({ name }) => [name, String(data.get(name) ?? "")])),
      ...Object.fromEntries(REGIME_QUESTIONS.map(({ name }) => [name, String(data.get(name) ?? "")])),
      portalComplaintFinished: data.get("portalComplaintFinished") === "on",
    };
    setBusy(true);
    setSaved(false);
    const change = await postCaseChange(caseApiPaths.progress, body, words);
    if (change.kind === "updated") {
      setErrors({});
      setSaved(true);
      onUpdated(change.shown);
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else if (change.kind === "refused") {
      setErrors(change.errors);
    } else {
      setErrors({ helplineCalledAt: change.message });
    }
    setBusy(false);
  }

  return (
    <section className="case-page__progress" aria-labelledby="case-progress-heading">
      <h3 id="case-progress-heading" className="case-page__subheading">
        {text.progressHeading}
      </h3>
      <p>{text.progressIntro}</p>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.progressForm)}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {PROGRESS_FIELDS.map((field) => {
          const id = `case-${field.name}`;
          const error = errors[field.name];
          const hint = field.hint ? text[field.hint] : undefined;
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id} className="field__label">
                {text[field.name]}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                className="field__control"
                defaultValue={typed?.[field.name] ?? shown.progress[field.name]}
                maxLength={field.name === "bankName" ? BANK_NAME_MAX : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {hint ? (
                <p id={`${id}-hint`} className="field__hint">
                  {hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="field field--checkbox">
          <label className="case-page__checkbox">
            <input
              type="checkbox"
              name="portalComplaintFinished"
              defaultChecked={typed ? typed.portalComplaintFinished === "on" : shown.progress.portalComplaintFinished}
            />{" "}
            {text.portalComplaintFinished}
          </label>
        </div>
        {REGIME_QUESTIONS.some((question) => shown.asks[question.asked]) ? (
          <>
            <h4 className="case-page__subheading">{text.questionsHeading}</h4>
            <p>{text.questionsIntro}</p>
          </>
        ) : null}
        {REGIME_QUESTIONS.map((question) => {
          const current = typed ? (typed[question.name] ?? "") : shown.progress[question.name];
          if (!shown.asks[question.asked]) {
            return <input key={question.name} type="hidden" name={question.name} value={current} />;
          }
          const id = `case-${question.name}`;
          const error = errors[question.name];
          const hint = question.name === "coerced" ? text.coercedHint : undefined;
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
          const options = text[question.words];
          return (
            <fieldset
              className="field case-page__question"
              key={question.name}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="field__label">{text[question.name]}</legend>
              {hint ? (
                <p id={`${id}-hint`} className="field__hint">
                  {hint}
                </p>
              ) : null}
              {[...question.options, ""].map((value) => (
                <label className="case-page__choice" key={value || "unsure"}>
                  <input type="radio" name={question.name} value={value} defaultChecked={current === value} />{" "}
                  {value === "" ? options.unsure : options[value as keyof typeof options]}
                </label>
              ))}
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {text.save}
          </button>
        </div>
        {saved ? (
          <p className="case-page__notice" role="status">
            {say(words, caseMessages.progressSaved)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** Where the phone keeps the references and dates of the cases it remembers: nothing else. */
const REMEMBERED_CASES_KEY = "cyberhelp:remembered-cases";

function rememberedCases(): { reference: string; receivedAt: string }[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REMEMBERED_CASES_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as { reference: string; receivedAt: string }[]) : [];
  } catch {
    return [];
  }
}

function keepRememberedCases(cases: { reference: string; receivedAt: string }[]): void {
  try {
    if (cases.length === 0) window.localStorage.removeItem(REMEMBERED_CASES_KEY);
    else window.localStorage.setItem(REMEMBERED_CASES_KEY, JSON.stringify(cases));
  } catch {
    // Storage refused (private mode): the phone's cookie still remembers the case.
  }
}

/** Opt-in: a long-lived cookie opens the case on this phone; "Forget" revokes it on the server. */
function RememberOnThisPhone({ shown }: { shown: Shown }) {
  const words = useCaseWords();
  const text = words.page;
  const [remembered, setRemembered] = useState(shown.remembered);
  const [message, setMessage] = useState<string | null>(null);

  async function change(remember: boolean) {
    try {
      const response = await postJson(remember ? caseApiPaths.remember : caseApiPaths.forget, {}, words.code);
      setMessage((await messageOf(response)) ?? text.unreachable);
      if (!response.ok) return;
      setRemembered(remember);
      const others = rememberedCases().filter((item) => item.reference !== shown.reference);
      keepRememberedCases(
        remember ? [...others, { reference: shown.reference, receivedAt: shown.receivedAt }] : others,
      );
    } catch {
      setMessage(text.unreachable);
    }
  }

  return (
    <div className="case-page__remember">
      <h4>{text.rememberHeading}</h4>
      <p>{text.rememberText}</p>
      <button type="button" className="button button--secondary" onClick={() => void change(!remembered)}>
        {remembered ? text.forget : text.remember}
      </button>
      {message ? (
        <p className="case-page__notice" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
