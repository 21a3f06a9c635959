import { SiteHeader } from "~/app/shell/site-header";
import { island } from "../island";

export default SiteHeader;
export const SiteHeaderIsland = island(import.meta.islandName, SiteHeader);
