import { z } from "zod/mini";
import { limits } from "../constants";
import { STATES_AND_UNION_TERRITORIES } from "../states";
import {
  BROWSER_REQUIRED_MESSAGE,
  HONEYPOT_FIELD,
  emailAddress,
  honeypot,
  optionalText,
  requiredText,
  pageLanguage,
  tooLongMessage,
} from "./fields";

// The Post Query form (docs/product.md §5): exact messages, subject <= 100, message <= 500.
export const postQueryMessages = {
  required: BROWSER_REQUIRED_MESSAGE,
  emailInvalid: "Invalid email address.",
  stateUnknown: "Please choose a state from the list.",
  subjectTooLong: tooLongMessage(limits.postQuerySubjectMax),
  messageTooLong: tooLongMessage(limits.postQueryMessageMax),
} as const;

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
