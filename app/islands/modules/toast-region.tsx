import { ToastRegion } from "~/app/components/toast";
import { island } from "../island";

export default ToastRegion;
export const ToastRegionIsland = island(import.meta.islandName, ToastRegion);
