import { useEffect, useState } from "react";
import { fillIn } from "~/app/lib/fill-in";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths, caseSections, PUSH_WORKER_PATH, PUSH_WORKER_SCOPE } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { postCaseChange } from "./post-json";
import { caseMessages } from "~/shared/messages/case";

// "Remind me before each date" (docs/decisions/0069, 0074, 0076): off until chosen. Plain forms
// the server answers with the page again, with scripts or without: choosing e-mail mails a
// confirmation to the case's address, and the reminders start only once its link is followed;
// choosing WhatsApp sends one message to the case's number, and they start only once its button
// is tapped; stopping any channel is one tap. This browser's notifications need scripts: their code
// (the service worker's registration, the subscription) is loaded only when they are asked for.

type Answer = Extract<FormAnswer, { outcome: "case" }>["reminders"];
type Reminders = CaseView["case"]["reminders"];

export function CaseReminders({
  reminders,
  answer,
  onUpdated,
  onClosed,
}: {
  reminders: Reminders;
  answer: Answer;
  onUpdated: (shown: CaseView["case"]) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page.reminders;
  const { whatsApp } = reminders;
  const said = answer && "said" in answer ? answer.said : null;
  const problem = answer && "problem" in answer ? answer.problem : null;
  if (!reminders.offered && !reminders.push.offered && !whatsApp.offered && problem === null) return null;

  return (
    <section id={caseSections.reminders} className="case-page__reminders" aria-labelledby="case-reminders-heading">
      <h3 id="case-reminders-heading" className="case-page__subheading">
        {text.heading}
      </h3>
      <p className="case-page__note">{text.intro}</p>
      {problem !== null ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <ConfirmedChannel
        channel="email"
        status={reminders.email}
        offered={reminders.offered}
        said={said}
        to={{ address: reminders.address }}
        words={{
          button: text.emailButton,
          note: text.emailNote,
          asked: text.asked,
          alreadyAsked: text.alreadyAsked,
          sendAgain: text.sendAgain,
          on: text.on,
          stop: text.stop,
          stopped: text.stopped,
        }}
      />
      <ConfirmedChannel
        channel="whatsapp"
        status={whatsApp.status}
        offered={whatsApp.offered}
        said={said}
        to={{ number: whatsApp.number }}
        words={text.whatsApp}
      />
      {reminders.push.offered ? (
        <PushChoice push={reminders.push} stopped={said === "push-stopped"} onUpdated={onUpdated} onClosed={onClosed} />
      ) : null}
      {reminders.email !== "off" || whatsApp.status !== "off" || reminders.push.browsers > 0 ? (
        <PlannedReminders
          planned={reminders.planned}
          onceConfirmed={reminders.email !== "on" && whatsApp.status !== "on" && reminders.push.browsers === 0}
        />
      ) : null}
    </section>
  );
}

/** The reminders still to come, as the facts stand: what is planned, so the person can judge it. */
function PlannedReminders({
  planned,
  onceConfirmed = false,
}: {
  planned: CaseView["case"]["reminders"]["planned"];
  onceConfirmed?: boolean;
}) {
  const text = useCaseWords().page.reminders;
  return (
    <>
      <h4 className="case-page__reminders-heading">{text.plannedHeading}</h4>
      {planned.length === 0 ? (
        <p className="case-page__note">{text.plannedNone}</p>
      ) : (
        <>
          {onceConfirmed ? <p className="case-page__note">{text.plannedOnceConfirmed}</p> : null}
          <ul className="case-page__planned">
            {planned.map((reminder) => (
              <li key={`${reminder.stepId}|${reminder.slot}|${reminder.at}`}>
                <time dateTime={reminder.at}>{reminder.atText}</time>: {reminder.what}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * A channel confirmed from a message to the case's own address or number (e-mail, WhatsApp):
 * offered, asked (the message is on its way, and can be sent again) or on, stopped in one tap.
 */
function ConfirmedChannel({
  channel,
  status,
  offered,
  said,
  to,
  words,
}: {
  channel: "email" | "whatsapp";
  status: Reminders["email"];
  offered: boolean;
  said: string | null;
  to: Record<string, string>;
  words: Record<"button" | "note" | "asked" | "alreadyAsked" | "sendAgain" | "on" | "stop" | "stopped", string>;
}) {
  // What the server said of this channel: "asked", or "whatsapp-asked" for WhatsApp.
  const saidHere = said?.startsWith(`${channel}-`) ? said.slice(channel.length + 1) : channel === "email" ? said : null;
  const choose = (label: string) => <ChannelForm path={caseApiPaths.remindersForm} channel={channel} label={label} />;
  const stop = <ChannelForm path={caseApiPaths.remindersStopForm} channel={channel} label={words.stop} />;
  if (status === "on") {
    return (
      <>
        <p className="case-page__notice" role="status">
          {fillIn(words.on, to)}
        </p>
        {stop}
      </>
    );
  }
  if (status === "asked") {
    return (
      <>
        <p className="case-page__notice" role="status">
          {saidHere === "already-asked" ? words.alreadyAsked : fillIn(words.asked, to)}
        </p>
        <div className="case-page__actions">
          {choose(words.sendAgain)}
          {stop}
        </div>
      </>
    );
  }
  return (
    <>
      {saidHere === "stopped" ? (
        <p className="case-page__notice" role="status">
          {words.stopped}
        </p>
      ) : null}
      {offered ? (
        <>
          {choose(words.button)}
          <p className="case-page__note">{fillIn(words.note, to)}</p>
        </>
      ) : null}
    </>
  );
}

/** A plain form of one button for one channel: choosing e-mail or WhatsApp, or stopping a channel. */
function ChannelForm({
  path,
  channel,
  label,
}: {
  path: string;
  channel: "email" | "push" | "whatsapp";
  label: string;
}) {
  return (
    <form method="post" action={localFormAction(useCaseWords(), path)}>
      <input type="hidden" name="channel" value={channel} />
      <button type="submit" className="button button--secondary">
        {label}
      </button>
    </form>
  );
}

/** "This browser's notifications": on in how many browsers, with one tap to stop; the button once scripts run. */
function PushChoice({
  push,
  stopped,
  onUpdated,
  onClosed,
}: {
  push: Reminders["push"];
  stopped: boolean;
  onUpdated: (shown: CaseView["case"]) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page.reminders;
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setLive(true), []);

  async function turnOn() {
    setBusy(true);
    setProblem(null);
    // Asked at the tap itself: browsers show their prompt only in answer to one.
    const permission = typeof Notification === "undefined" ? null : Notification.requestPermission();
    const worker = { path: PUSH_WORKER_PATH, scope: PUSH_WORKER_SCOPE };
    // Its code comes now; offline, it does not come at all.
    const subscription = await import("./push-subscribe").then(
      ({ subscribeThisBrowser }) => subscribeThisBrowser(push.publicKey, permission, worker),
      () => "pushFailed" as const,
    );
    const change =
      typeof subscription === "string"
        ? { kind: "refused" as const, message: text[subscription] }
        : await postCaseChange(caseApiPaths.pushSubscription, subscription, words);
    setBusy(false);
    if (change.kind === "updated") onUpdated(change.shown);
    else if (change.kind === "closed") onClosed(say(words, caseMessages.noCaseSession));
    else setProblem(change.message);
  }

  const on = push.browsers > 0;
  return (
    <>
      {on ? (
        <p className="case-page__notice" role="status">
          {fillIn(text.pushOn, { count: String(push.browsers) })}
        </p>
      ) : stopped ? (
        <p className="case-page__notice" role="status">
          {text.pushStopped}
        </p>
      ) : null}
      {on || live ? (
        <div className="case-page__actions">
          {on ? <ChannelForm path={caseApiPaths.remindersStopForm} channel="push" label={text.pushStop} /> : null}
          {live ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void turnOn()}
            >
              {text.pushButton}
            </button>
          ) : null}
        </div>
      ) : null}
      {problem !== null ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {live ? <p className="case-page__note">{text.pushNote}</p> : null}
    </>
  );
}
