import { RequestHelpDialog } from "../../features/request-help/request-help-dialog";
import { island } from "../island";

export default RequestHelpDialog;
export const RequestHelpDialogIsland = island(import.meta.islandName, RequestHelpDialog);
