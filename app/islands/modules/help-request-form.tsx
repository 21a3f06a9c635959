import { HelpRequestForm } from "~/app/features/help-request/help-request-form";
import { island } from "../island";

export default HelpRequestForm;
export const HelpRequestFormIsland = island(import.meta.islandName, HelpRequestForm);
