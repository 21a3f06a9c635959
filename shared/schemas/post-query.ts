import { z } from "zod/mini";
import { limits } from "../constants";
import { STATES_AND_UNION_TERRITORIES } from "../states";
import { HONEYPOT_FIELD, emailAddress, honeypot, optionalText, requiredText, pageLanguage } from "./fields";
import { postQueryMessages } from "../messages/form-fields";

// The Post Query form (docs/product.md §5): subject <= 100, message <= 500, with its exact messages
// (shared/messages/form-fields.ts).

export const postQuerySchema = z.object({
  name: requiredText(postQueryMessages.required, limits.nameMax),
  email: emailAddress(postQueryMessages.required, postQueryMessages.emailInvalid),
  phone: optionalText(limits.phoneMax),
  state: z.pipe(
    z.string({ error: postQueryMessages.required }).check(z.trim(), z.minLength(1, postQueryMessages.required)),
    z.enum(STATES_AND_UNION_TERRITORIES, { error: postQueryMessages.stateUnknown }),
  ),
  city: optionalText(limits.cityMax),
  subject: requiredText(postQueryMessages.required, limits.postQuerySubjectMax),
  message: optionalText(limits.postQueryMessageMax),
  language: pageLanguage,
  [HONEYPOT_FIELD]: honeypot,
});
