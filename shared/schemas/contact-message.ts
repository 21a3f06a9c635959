import { z } from "zod/mini";
import { limits } from "../constants";
import { HONEYPOT_FIELD, emailAddress, honeypot, optionalText, pageLanguage, requiredText, sourcePage } from "./fields";
import { BROWSER_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from "../messages/form-fields";

// Contact Us (/contact) and the home page's Get in Touch form both send a contact
// message. docs/product.md leaves their validation to the browser, so the wording is the browser's.

const name = requiredText(BROWSER_REQUIRED_MESSAGE, limits.nameMax);
const email = emailAddress(BROWSER_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE);
const message = requiredText(BROWSER_REQUIRED_MESSAGE, limits.longTextMax);
const phone = optionalText(limits.phoneMax);

/** Contact Us: name, email, subject, message, all required. */
export const contactFormSchema = z.object({
  name,
  email,
  subject: requiredText(BROWSER_REQUIRED_MESSAGE, limits.subjectMax),
  message,
  [HONEYPOT_FIELD]: honeypot,
});

/** Get in Touch on the home page: name, email, phone (optional), message. */
export const getInTouchSchema = z.object({ name, email, phone, message, [HONEYPOT_FIELD]: honeypot });

/** What POST /api/contact-messages accepts: either form above. */
export const contactMessageSchema = z.object({
  name,
  email,
  subject: optionalText(limits.subjectMax),
  message,
  phone,
  page: sourcePage,
  language: pageLanguage,
  [HONEYPOT_FIELD]: honeypot,
});
