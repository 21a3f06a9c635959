import { RequestHelpDialog } from "~/app/features/help-request/request-help-dialog";
import { island } from "../island";

export default RequestHelpDialog;
export const RequestHelpDialogIsland = island(import.meta.islandName, RequestHelpDialog);
