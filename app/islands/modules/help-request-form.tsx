import { HelpRequestForm } from "../../features/request-help/help-request-form";
import { island } from "../island";

export default HelpRequestForm;
export const HelpRequestFormIsland = island(import.meta.islandName, HelpRequestForm);
