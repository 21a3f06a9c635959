import { useState } from "react";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { useCaseWords } from "./case-words";
import { postJson, serverMessageOf } from "./post-json";
import { forgetRememberedCase, rememberCase } from "./remembered-cases";

type Shown = CaseView["case"];

/** Opt-in: a long-lived cookie opens the case on this phone; "Forget" revokes it on the server. */
export function RememberOnThisPhone({ shown }: { shown: Shown }) {
  const words = useCaseWords();
  const text = words.page;
  const [remembered, setRemembered] = useState(shown.remembered);
  const [message, setMessage] = useState<string | null>(null);

  async function change(remember: boolean) {
    try {
      const response = await postJson(remember ? caseApiPaths.remember : caseApiPaths.forget, {}, words.code);
      setMessage((await serverMessageOf(response)) ?? text.unreachable);
      if (!response.ok) return;
      setRemembered(remember);
      if (remember) rememberCase(shown);
      else forgetRememberedCase(shown.reference);
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
