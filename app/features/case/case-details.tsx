import { useState } from "react";
import { FirstHourAdvice } from "~/app/components/first-hour-advice";
import { fillIn } from "~/app/lib/fill-in";
import { CASE_SUMMARY_PATH, caseApiPaths, SUMMARY_LANGUAGE_QUERY } from "~/shared/routes";
import type { FormAnswer } from "~/shared/form-answer";
import type { CaseView } from "~/shared/schemas/case";
import { CaseEvidence } from "./case-evidence";
import { CaseHarmForm } from "./case-harm-form";
import { CaseKeyFacts } from "./case-key-facts";
import { CaseLetterLinks } from "./case-letter-links";
import { CaseMessages } from "./case-messages";
import { CaseNextSteps, nextDatedStep } from "./case-next-steps";
import { CasePrivacy } from "./case-privacy";
import { CaseProgressForm } from "./case-progress-form";
import { CaseReminders } from "./case-reminders";
import { CaseTransactions } from "./case-transactions";
import { useCaseWords } from "./case-words";
import { RequestUtrForm } from "./request-utr-form";
import { TypedText } from "./typed-text";

// An open case, top to bottom: what a phone's first screen must hold first, then the desk's
// messages and the next steps, then the person's own records, and last who can see it.

type Shown = CaseView["case"];
/** The server's answers to the case's forms sent without scripts. */
type CaseAnswer = Extract<FormAnswer, { outcome: "case" }>;

export function CaseDetails({
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
  onEnd,
}: {
  shown: Shown;
  progress: CaseAnswer["progress"];
  transactions: CaseAnswer["transactions"];
  requestUtr: CaseAnswer["requestUtr"];
  harm: CaseAnswer["harm"];
  reply: CaseAnswer["reply"];
  evidence: CaseAnswer["evidence"];
  reminders: CaseAnswer["reminders"];
  /** A form changed the case: the case as it is now. */
  onUpdated: (shown: Shown) => void;
  /** The case cookie opens nothing any more, and why. */
  onClosed: (message: string) => void;
  /** "Close" or "Revoke", by the call's address. */
  onEnd: (url: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const [dateTime] = useState(() => new Intl.DateTimeFormat(words.dateFormat.locale, words.dateFormat.options));
  const [now] = useState(() => Date.now());
  // Messages from the desk come before the next steps, as the notice mail sent the victim here to
  // read them; with none yet, the dated steps come first. Decided once, so a first reply does not
  // move the form away under the person typing.
  const [messagesFirst] = useState(() => shown.messages.length > 0);
  const messages = <CaseMessages shown={shown} answer={reply} onUpdated={onUpdated} onClosed={onClosed} />;

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
      <CaseKeyFacts shown={shown} now={now} dateTime={dateTime} />

      {messagesFirst ? messages : null}

      <h3 className="case-page__subheading">{text.nextHeading}</h3>
      <p className="case-page__note">{text.nextIntro}</p>
      <CaseHarmForm shown={shown} answer={harm} onUpdated={onUpdated} onClosed={onClosed} />
      <CaseNextSteps steps={shown.nextSteps} now={now} />
      {nextDatedStep(shown.nextSteps) ? (
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

      <CasePrivacy shown={shown} onEnd={onEnd} />
    </article>
  );
}
