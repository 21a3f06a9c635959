import { ContactForm } from "../../features/contact/contact-form";
import { island } from "../island";

export default ContactForm;
export const ContactFormIsland = island(import.meta.islandName, ContactForm);
