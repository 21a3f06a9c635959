import { ConfirmationSlot } from "~/app/components/confirmation-slot";
import { island } from "../island";

export default ConfirmationSlot;
export const ConfirmationSlotIsland = island(import.meta.islandName, ConfirmationSlot);
