import { apiMessages } from "../messages/api";
import { formMessages } from "../messages/forms";
import { caseMessages, caseThreadMessages, caseTransactionMessages } from "../messages/case";
import {
  caseFactsMessages,
  INVALID_EMAIL_MESSAGE,
  BROWSER_REQUIRED_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  OPTIONAL_TEXT_MESSAGE,
  helpRequestMessages,
  postQueryMessages,
} from "../messages/form-fields";
import { pushReminderMessages, whatsAppReminderMessages } from "../messages/reminders";
import { evidenceMessages } from "../messages/evidence";

// Every message the public forms and their API can say to a visitor, in English: the keys each
// other language translates (./hi.ts). docs/product.md's English stays as it is written; a
// language's page shows its own words for it (docs/decisions/0040). Messages that name a
// number ("Please use at most 100 characters.") are translated by their language's `tooLong`.

export const PUBLIC_MESSAGES = [
  ...Object.values(helpRequestMessages),
  ...Object.values(caseFactsMessages),
  INVALID_EMAIL_MESSAGE,
  postQueryMessages.required,
  postQueryMessages.emailInvalid,
  postQueryMessages.stateUnknown,
  BROWSER_REQUIRED_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  OPTIONAL_TEXT_MESSAGE,
  // Said again by the confirmation of a form sent without scripts (server/site/form-pages.ts).
  formMessages.helpModal.success,
  formMessages.contact.success,
  formMessages.postQuery.success,
  apiMessages.helpRequestAccepted,
  apiMessages.contactMessageAccepted,
  apiMessages.queryAccepted,
  apiMessages.caseLinkInEmail,
  apiMessages.invalidInput,
  apiMessages.tooManyRequests,
  apiMessages.crossSiteForm,
  apiMessages.serverError,
  // The case page's forms and API (docs/decisions/0041); evidence's messages that name a size or
  // a count are said by each language's `evidence` words.
  ...Object.values(caseMessages),
  ...Object.values(caseThreadMessages),
  ...Object.values(caseTransactionMessages),
  ...Object.values(pushReminderMessages),
  ...Object.values(whatsAppReminderMessages),
  evidenceMessages.caseClosed,
  evidenceMessages.typeRefused,
  evidenceMessages.markupRefused,
  evidenceMessages.empty,
  evidenceMessages.hashMismatch,
  evidenceMessages.dailyCap,
  evidenceMessages.dailyBytes,
  evidenceMessages.twoAtOnce,
  evidenceMessages.storageFull,
  evidenceMessages.storageReserved,
  evidenceMessages.nameInvalid,
  evidenceMessages.hashInvalid,
  evidenceMessages.notRemovable,
  evidenceMessages.notFound,
  evidenceMessages.noFileChosen,
  evidenceMessages.noFiles,
] as const;

export type PublicMessage = (typeof PUBLIC_MESSAGES)[number];
