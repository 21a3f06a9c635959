import {
  caseFactsText,
  contactPreferenceLabels,
  paidFromLabels,
  paymentApprovalLabels,
  paymentMethodLabels,
} from "./case-facts";
import { formText, privacyNoticeText, requestHelpText } from "./site-chrome";
import { formMessages, offlineNote } from "~/shared/messages/forms";

// The Request Help form's words in English (the dialog, /query-form and each topic page's form),
// gathered from the modules that hold them. They are its words in the browser too, so they are
// plain strings: "{reference}" marks what the form fills in (app/lib/form-words.ts). Each other
// language gives its own as the form island's props (docs/decisions/0040).

export const helpFormWords = {
  fields: {
    name: formText.name,
    email: formText.email,
    query: formText.query,
    submit: formText.submit,
    sending: formText.sending,
    optional: formText.optional,
    close: formText.close,
    closeDialog: formText.closeDialog,
    honeypotLabel: formText.honeypotLabel,
  },
  privacy: privacyNoticeText,
  caseFacts: {
    ...caseFactsText,
    contactPreferenceChoices: contactPreferenceLabels,
    paymentApprovalChoices: paymentApprovalLabels,
    paidFromChoices: paidFromLabels,
    paymentMethodChoices: paymentMethodLabels,
  },
  dialog: {
    title: requestHelpText.dialogTitle,
    intro: requestHelpText.intro,
    loadingForm: requestHelpText.loadingForm,
    formUnavailableOffline: requestHelpText.formUnavailableOffline,
    formUnavailable: requestHelpText.formUnavailable,
    tryAgain: requestHelpText.tryAgain,
    formOnItsOwnPage: requestHelpText.formOnItsOwnPage,
  },
  toasts: {
    modalSuccess: formMessages.helpModal.success,
    modalFailedPrefix: formMessages.helpModal.failedPrefix,
    modalServerError: formMessages.helpModal.serverError,
    topicServerError: formMessages.topicPage.serverError,
    offlineNote,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};
