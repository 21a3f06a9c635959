import { RequestHelpButton } from "~/app/features/help-request/request-help-dialog";
import { island } from "../island";

export default RequestHelpButton;
export const RequestHelpButtonIsland = island(import.meta.islandName, RequestHelpButton);
