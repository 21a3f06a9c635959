import { formText } from "./site-chrome";
import { formMessages } from "~/shared/messages/forms";

// The words of the forms that send a contact message in English: Contact Us (/contact) and the
// home page's Get in Touch, gathered from the modules that hold them. Plain strings, as they
// travel to the browser as the island's props; "{reference}" marks what the form fills in.
// Each other language gives its own (docs/decisions/0040).

export const contactFormWords = {
  fields: {
    name: formText.name,
    email: formText.email,
    phone: formText.phone,
    subject: formText.subject,
    message: formText.message,
    /** Contact Us's button. */
    sendMessage: formText.sendMessage,
    /** Get in Touch's button. */
    submit: formText.submit,
  },
  toasts: {
    success: formMessages.contact.success,
    failure: formMessages.contact.failure,
    networkError: formMessages.contact.networkError,
    /** Under a success toast. */
    reference: "Your reference: {reference}",
  },
};
