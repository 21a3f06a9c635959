import { fillIn } from "~/app/lib/fill-in";
import type { CaseView } from "~/shared/schemas/case";
import { nextDatedStep } from "./case-next-steps";
import { stepSays, timeLeftText, useCaseWords } from "./case-words";

// The case at a glance, under its reference: the date to act by, when it was received, and where
// it stands.

type Shown = CaseView["case"];

export function CaseKeyFacts({
  shown,
  now,
  dateTime,
}: {
  shown: Shown;
  /** When the page was first shown: the time left is counted from it. */
  now: number;
  /** How the page's language writes a date and time. */
  dateTime: Intl.DateTimeFormat;
}) {
  const words = useCaseWords();
  const text = words.page;
  const nextDated = nextDatedStep(shown.nextSteps);
  return (
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
  );
}
