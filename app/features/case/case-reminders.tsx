import { fillIn } from "~/app/lib/fill-in";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths, caseSections } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";

// "Remind me before each date" (docs/decisions/0069): off until chosen. Plain forms the server
// answers with the page again, with scripts or without: choosing e-mail mails a confirmation to
// the case's address, and the reminders start only once its link is followed.

type Answer = Extract<FormAnswer, { outcome: "case" }>["reminders"];

export function CaseReminders({ reminders, answer }: { reminders: CaseView["case"]["reminders"]; answer: Answer }) {
  const words = useCaseWords();
  const text = words.page.reminders;
  const address = { address: reminders.address };
  const said = answer && "said" in answer ? answer.said : null;
  const problem = answer && "problem" in answer ? answer.problem : null;
  if (!reminders.offered && problem === null) return null;

  const choose = (label: string) => (
    <form method="post" action={localFormAction(words, caseApiPaths.remindersForm)}>
      <input type="hidden" name="channel" value="email" />
      <button type="submit" className="button button--secondary">
        {label}
      </button>
    </form>
  );

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
      {said === "stopped" && reminders.email === "off" ? (
        <p className="case-page__notice" role="status">
          {text.stopped}
        </p>
      ) : null}
      {reminders.email === "on" ? (
        <>
          <p className="case-page__notice" role="status">
            {fillIn(text.on, address)}
          </p>
          <PlannedReminders planned={reminders.planned} />
          <form method="post" action={localFormAction(words, caseApiPaths.remindersStopForm)}>
            <button type="submit" className="button button--secondary">
              {text.stop}
            </button>
          </form>
        </>
      ) : reminders.email === "asked" ? (
        <>
          <p className="case-page__notice" role="status">
            {said === "already-asked" ? text.alreadyAsked : fillIn(text.asked, address)}
          </p>
          <PlannedReminders planned={reminders.planned} onceConfirmed />
          <div className="case-page__actions">
            {choose(text.sendAgain)}
            <form method="post" action={localFormAction(words, caseApiPaths.remindersStopForm)}>
              <button type="submit" className="button button--secondary">
                {text.stop}
              </button>
            </form>
          </div>
        </>
      ) : reminders.offered ? (
        <>
          {choose(text.emailButton)}
          <p className="case-page__note">{fillIn(text.emailNote, address)}</p>
        </>
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
