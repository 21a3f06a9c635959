import { apiMessages } from "../messages/api";
import { formMessages } from "../messages/forms";
import { caseMessages, caseThreadMessages, caseTransactionMessages } from "../messages/case";
import {
  caseFactsMessages,
  BROWSER_REQUIRED_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  OPTIONAL_TEXT_MESSAGE,
  helpRequestMessages,
  postQueryMessages,
} from "../messages/form-fields";
import { pushReminderMessages, whatsAppReminderMessages } from "../messages/reminders";
import { evidenceMessages } from "../messages/evidence";

// Every message the public forms and their API can say to a visitor, by id, in English: the ids
// each language's `messages` gives its words for (./en.ts, ./hi.ts; docs/decisions/0095). An id
// is the message's name in shared/messages/ ("caseFacts.phoneInvalid"); a sentence said under
// several names there (the e-mail check of three forms) has one id, the first, since what a
// schema or an answer carries is the sentence. docs/product.md's English stays as it is written;
// a language's page shows its own words for it (docs/decisions/0040). Messages that name a number
// ("Please use at most 100 characters.") are said by each language's `tooLong`, and evidence's
// that name a size or a count by its `casePage.evidence`.

export const PUBLIC_MESSAGES = {
  "help.nameRequired": helpRequestMessages.nameRequired,
  "help.emailRequired": helpRequestMessages.emailRequired,
  "help.emailInvalid": helpRequestMessages.emailInvalid,
  "help.queryRequired": helpRequestMessages.queryRequired,
  "caseFacts.phoneInvalid": caseFactsMessages.phoneInvalid,
  "caseFacts.contactNeedsPhone": caseFactsMessages.contactNeedsPhone,
  "caseFacts.dateInvalid": caseFactsMessages.dateInvalid,
  "caseFacts.timeInvalid": caseFactsMessages.timeInvalid,
  "caseFacts.timeWithoutDate": caseFactsMessages.timeWithoutDate,
  "caseFacts.incidentInFuture": caseFactsMessages.incidentInFuture,
  "case.dateInFuture": caseMessages.dateInFuture,
  "case.bankReplyBeforeComplaint": caseMessages.bankReplyBeforeComplaint,
  "caseFacts.amountInvalid": caseFactsMessages.amountInvalid,
  "caseFacts.amountDecimal": caseFactsMessages.amountDecimal,
  "caseFacts.amountNegative": caseFactsMessages.amountNegative,
  "caseFacts.amountTooLarge": caseFactsMessages.amountTooLarge,
  "caseFacts.choiceInvalid": caseFactsMessages.choiceInvalid,
  "postQuery.emailInvalid": postQueryMessages.emailInvalid,
  "postQuery.stateUnknown": postQueryMessages.stateUnknown,
  "field.required": BROWSER_REQUIRED_MESSAGE,
  "field.controlCharacters": CONTROL_CHARACTERS_MESSAGE,
  "field.optionalText": OPTIONAL_TEXT_MESSAGE,
  "form.helpModalSuccess": formMessages.helpModal.success,
  "form.contactSuccess": formMessages.contact.success,
  "form.postQuerySuccess": formMessages.postQuery.success,
  "api.helpRequestAccepted": apiMessages.helpRequestAccepted,
  "api.contactMessageAccepted": apiMessages.contactMessageAccepted,
  "api.queryAccepted": apiMessages.queryAccepted,
  "api.caseLinkInEmail": apiMessages.caseLinkInEmail,
  "api.invalidInput": apiMessages.invalidInput,
  "api.crossSiteForm": apiMessages.crossSiteForm,
  "api.tooManyRequests": apiMessages.tooManyRequests,
  "api.serverError": apiMessages.serverError,
  "case.notOpened": caseMessages.notOpened,
  "case.linkExpired": caseMessages.linkExpired,
  "case.noCaseSession": caseMessages.noCaseSession,
  "case.codeRequired": caseMessages.codeRequired,
  "case.linksRevoked": caseMessages.linksRevoked,
  "case.closed": caseMessages.closed,
  "case.remembered": caseMessages.remembered,
  "case.forgotten": caseMessages.forgotten,
  "case.closedAsNotMe": caseMessages.closedAsNotMe,
  "case.progressSaved": caseMessages.progressSaved,
  "case.dateTimeInvalid": caseMessages.dateTimeInvalid,
  "case.referenceInvalid": caseMessages.referenceInvalid,
  "case.lostLinkSent": caseMessages.lostLinkSent,
  "case.caseReferenceRequired": caseMessages.caseReferenceRequired,
  "case.caseReferenceInvalid": caseMessages.caseReferenceInvalid,
  "case.lostLinkEmailRequired": caseMessages.lostLinkEmailRequired,
  "case.remindersClosed": caseMessages.remindersClosed,
  "push.notOffered": pushReminderMessages.notOffered,
  "push.serviceUnknown": pushReminderMessages.serviceUnknown,
  "push.full": pushReminderMessages.full,
  "push.invalid": pushReminderMessages.invalid,
  "whatsApp.notOffered": whatsAppReminderMessages.notOffered,
  "caseThread.bodyRequired": caseThreadMessages.bodyRequired,
  "caseThread.replyCapReached": caseThreadMessages.replyCapReached,
  "transaction.occurredAtRequired": caseTransactionMessages.occurredAtRequired,
  "transaction.amountRequired": caseTransactionMessages.amountRequired,
  "transaction.amountZero": caseTransactionMessages.amountZero,
  "transaction.amountPaise": caseTransactionMessages.amountPaise,
  "case.nameInvalid": caseMessages.nameInvalid,
  "transaction.notFound": caseTransactionMessages.notFound,
  "transaction.full": caseTransactionMessages.full,
  "transaction.added": caseTransactionMessages.added,
  "transaction.utrRequired": caseTransactionMessages.utrRequired,
  "transaction.utrSaved": caseTransactionMessages.utrSaved,
  "transaction.removed": caseTransactionMessages.removed,
  "evidence.caseClosed": evidenceMessages.caseClosed,
  "evidence.typeRefused": evidenceMessages.typeRefused,
  "evidence.markupRefused": evidenceMessages.markupRefused,
  "evidence.empty": evidenceMessages.empty,
  "evidence.hashMismatch": evidenceMessages.hashMismatch,
  "evidence.dailyCap": evidenceMessages.dailyCap,
  "evidence.dailyBytes": evidenceMessages.dailyBytes,
  "evidence.twoAtOnce": evidenceMessages.twoAtOnce,
  "evidence.storageFull": evidenceMessages.storageFull,
  "evidence.storageReserved": evidenceMessages.storageReserved,
  "evidence.nameInvalid": evidenceMessages.nameInvalid,
  "evidence.hashInvalid": evidenceMessages.hashInvalid,
  "evidence.notRemovable": evidenceMessages.notRemovable,
  "evidence.notFound": evidenceMessages.notFound,
  "evidence.noFileChosen": evidenceMessages.noFileChosen,
  "evidence.noFiles": evidenceMessages.noFiles,
} as const;

/** A public message's id. */
export type PublicMessageId = keyof typeof PUBLIC_MESSAGES;
