import { OfficialText } from "~/app/components/official-text";
import type { LetterKind } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { stepSays, timeLeftText, useCaseWords } from "./case-words";

// The case's next steps (shared/case-timeline/next-steps.ts), each with its date, what counts it,
// the rule it comes from and, where a step needs one, the document drafted from the case.

type Shown = CaseView["case"];

/** The document drafted from the case that a step to do needs (docs/decisions/0028). */
const STEP_DOCUMENTS: Partial<Record<string, LetterKind>> = {
  "tell-bank": "bank",
  "finish-portal-complaint": "portal",
  ombudsman: "ombudsman",
};

type DatedStep = Shown["nextSteps"][number] & { due: string; dueText: string };

/** The step still to do whose date comes first, if any step to do has a date. */
export function nextDatedStep(steps: Shown["nextSteps"]): DatedStep | null {
  let next: DatedStep | null = null;
  for (const { due, dueText, ...step } of steps) {
    if (step.state !== "to do" || due === null || dueText === null) continue;
    if (next === null || Date.parse(due) < Date.parse(next.due)) next = { ...step, due, dueText };
  }
  return next;
}

/** `now`: when the page was first shown, which the time left to each date is counted from. */
export function CaseNextSteps({ steps, now }: { steps: Shown["nextSteps"]; now: number }) {
  const words = useCaseWords();
  const text = words.page;
  return (
    <ol className="case-steps">
      {steps.map((step) => (
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
  );
}
