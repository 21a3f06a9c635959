import type { ReactNode } from "react";
import type { CaseView } from "~/shared/schemas/case";
import { useCaseWords } from "./case-words";

// What was typed on a case (its request, its transactions, the person's messages, the names of
// their files) could be anyone's words: a form takes any address, so the site may have mailed a
// link to this page to someone who never filled it. Until the case has been opened from a link
// mailed to its own address (docs/decisions/0075), it is folded under a line saying who typed it
// and what we never ask for: a closed <details>, which needs no script.

export function TypedText({ shown, children }: { shown: CaseView["case"]; children: ReactNode }) {
  const text = useCaseWords().page;
  if (shown.openedFromMail) return children;
  return (
    <details className="case-page__typed">
      <summary>{text.typedByWhoever}</summary>
      {children}
    </details>
  );
}
