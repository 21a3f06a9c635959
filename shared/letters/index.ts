import { bankLetter } from "./bank-letter";
import type { LetterKind } from "../routes";
import type { CaseDocument, LetterFacts } from "./case-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";

export type { CaseDocument, CaseLetter, LetterFacts } from "./case-letter";

/** The document of this kind, drafted from the case's facts on `now`. */
export function caseDocument(kind: LetterKind, facts: LetterFacts, now: Date): CaseDocument {
  if (kind === "bank") return bankLetter(facts, now);
  if (kind === "police") return policeLetter(facts, now);
  return portalText(facts, now);
}
