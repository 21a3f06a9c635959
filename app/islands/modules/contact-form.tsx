import { ContactForm } from "~/app/features/contact-message/contact-form";
import { island } from "../island";

export default ContactForm;
export const ContactFormIsland = island(import.meta.islandName, ContactForm);
