import { RequestHelpLink } from "~/app/features/help-request/request-help-dialog";
import { island } from "../island";

export default RequestHelpLink;
export const RequestHelpLinkIsland = island(import.meta.islandName, RequestHelpLink);
