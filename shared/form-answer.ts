import type { FirstHour } from "./first-hour";
import type { LanguageCode } from "./language-codes";
import type { CaseDocument } from "./letters/case-letter";
import type { LetterLabels } from "./letters/words";
import type { LetterKind } from "./routes";
import type { CaseView } from "./schemas/case";
import type { FieldErrors } from "./schemas/fields";

// A form sent without scripts is answered by the server with its page rendered again
// (docs/decisions/0021-forms-without-scripts.md): with the messages under the fields and what
// the visitor typed, or with the confirmation of what was accepted. The server hands the answer
// to the page's render; the island holding the form takes it as a prop (app/lib/form-answer.ts).

export type FormAnswer =
  | { outcome: "invalid"; values: Record<string, string>; errors: FieldErrors }
  /**
   * A form sent without scripts and accepted, for the confirmation at the top of the page: the
   * form's own success message, the reference, and a fresh case code that opens the case page.
   */
  | {
      outcome: "accepted";
      reference: string;
      message: string;
      caseCode: string | null;
      /** Where the case code is posted: the case page's form in the page's language ("/hi/case/open"). */
      caseOpenAction?: string;
      /** When the money went, while the first hour's advice holds (shared/first-hour.ts), as with scripts. */
      firstHour?: FirstHour | null;
      /** The case's own response target, which the reply promise says, as with scripts. */
      replyWithinMinutes?: number;
    }
  /** The case page rendered for the case its cookie opens (docs/decisions/0025). */
  | {
      outcome: "case";
      shown: CaseView["case"];
      /** The case page's "What you have done" form sent without scripts: its messages, or that it was saved. */
      progress?: { errors: FieldErrors; values: Record<string, string> } | { saved: true };
      /** "What is this about?" sent without scripts: its messages, or that it was saved. */
      harm?: { errors: FieldErrors; values: Record<string, string> } | { saved: true };
      /**
       * A transaction added or removed without scripts: refused, the add form's messages and what
       * was typed, or what stopped it (the case is full, the transaction is not there); or saved.
       */
      transactions?:
        { errors: FieldErrors; values: Record<string, string>; problem?: string } | { saved: "added" | "removed" };
      /** The first screen's UTR of the request's payment sent without scripts and refused: why, and what was typed. */
      requestUtr?: { errors: FieldErrors; values: Record<string, string>; problem?: string };
      /** An evidence file sent without scripts and refused: why. */
      evidence?: { problem: string };
      /** The reply to the desk sent without scripts: refused, why and what was typed; or sent. */
      reply?: { errors: FieldErrors; values: Record<string, string> } | { sent: true };
      /**
       * "Remind me before each date" (docs/decisions/0069, 0074, 0076): the confirmation mailed or
       * sent on WhatsApp, a second one not sent so soon, a channel stopped; or refused, and why.
       */
      reminders?:
        | {
            said:
              | "asked"
              | "already-asked"
              | "stopped"
              | "push-stopped"
              | "whatsapp-asked"
              | "whatsapp-already-asked"
              | "whatsapp-stopped";
          }
        | { problem: string };
    }
  /**
   * A document drafted from the case the cookie opens (docs/decisions/0028), or null without one,
   * in the language the address chose or the case's (decision 0042), with the labels printed around it in that language.
   */
  | {
      outcome: "letter";
      kind: LetterKind;
      reference: string | null;
      document: CaseDocument | null;
      language: LanguageCode;
      labels: LetterLabels;
    }
  /** The case page's "Lost your link?" sent without scripts: taken (the same words whatever matched), or its messages. */
  | { outcome: "lost-link"; sent: true }
  | { outcome: "lost-link"; sent: false; errors: FieldErrors; values: Record<string, string> };

/** The answer and the name of the island it is for (the page's form). */
export interface PageFormAnswer {
  island: string;
  answer: FormAnswer;
}
