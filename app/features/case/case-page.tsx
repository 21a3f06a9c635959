import { FieldWordsContext } from "~/app/components/form-fields";
import type { CaseWords } from "~/app/content/languages/island-words";
import type { FormAnswer } from "~/shared/form-answer";
import { CaseCodeForm } from "./case-code-form";
import { CaseDetails } from "./case-details";
import { CaseWordsContext, useCaseWords } from "./case-words";
import { LostLinkForm } from "./lost-link-form";
import { NotMeQuestion } from "./not-me-question";
import { useCasePage } from "./use-case-page";

// The victim's private case page (docs/decisions/0025): what it shows in each of its states. The
// states, and the requests that move between them, are ./use-case-page.ts's.

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
  const text = useCaseWords().page;
  const { state, load, open, sayNotMe, openAfterNotMe, end, showUpdated, showClosed } = useCasePage(answer);

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
    return <NotMeQuestion onNotMe={() => sayNotMe(secret)} onOpen={() => openAfterNotMe(secret)} />;
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
      onUpdated={showUpdated}
      onClosed={showClosed}
      onEnd={(url) => void end(url, state.shown)}
    />
  );
}
