import { z } from "zod/mini";
import { limits } from "../constants";
import { TOPIC_SLUGS } from "../routes";
import { caseFactsFields, checkCaseFacts } from "./case-facts";
import { HONEYPOT_FIELD, emailAddress, honeypot, requiredText, sourcePage, pageLanguage } from "./fields";
import { helpRequestMessages } from "../messages/form-fields";

// The Request Help form: the modal, /query-form and every topic page's form (docs/product.md §5).

export const helpRequestSchema = z
  .object({
    name: requiredText(helpRequestMessages.nameRequired, limits.nameMax),
    email: emailAddress(helpRequestMessages.emailRequired, helpRequestMessages.emailInvalid),
    query: requiredText(helpRequestMessages.queryRequired, limits.longTextMax),
    /** The scam topic page the form was sent from, if any. */
    topic: z.pipe(
      z.nullish(z.enum(TOPIC_SLUGS, { error: "Please send a known topic." })),
      z.transform((value) => value ?? null),
    ),
    page: sourcePage,
    language: pageLanguage,
    [HONEYPOT_FIELD]: honeypot,
    // Optional, after docs/product.md's fields (docs/decisions/0023).
    ...caseFactsFields,
  })
  .check(
    z.superRefine(
      (request, context) =>
        checkCaseFacts(request, (field, message) =>
          context.addIssue({ code: "custom", message, path: [field], input: request }),
        ),
      // Run beside the fields' own rules, so every message shows at once.
      { when: () => true },
    ),
  );
