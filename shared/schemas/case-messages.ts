import { z } from "zod/mini";
import { caseThreadMessages } from "../messages/case";
import { requiredText } from "./fields";
import { CASE_MESSAGE_MAX } from "./case-form-fields";

// Messages between the desk and the victim on the case page (docs/decisions/0026): what either
// side may send, and how a message is shown. The desk writes through the admin API, the victim
// through the case page's; both keep to the same rule.

export { CASE_MESSAGE_MAX };

/** A message as sent by either side: trimmed, 1 to CASE_MESSAGE_MAX characters, typeable text. */
export const caseMessageSchema = z.object({
  body: requiredText(caseThreadMessages.bodyRequired, CASE_MESSAGE_MAX),
});

/** One message of a case's thread, as the victim's case page shows it. */
export const caseThreadMessageSchema = z.object({
  id: z.int(),
  /** Who wrote it: the desk, or the person whose case it is. */
  from: z.enum(["desk", "victim"]),
  /** The text exactly as written; shown as text, never as markup. */
  body: z.string(),
  /** ISO-8601 instant. */
  sentAt: z.string(),
  /** The same instant as a person in India reads it ("Wed, 25 Nov 2026, 6:30 pm IST"). */
  sentText: z.string(),
});
export type CaseThreadMessage = z.output<typeof caseThreadMessageSchema>;
