import { Accordion } from "~/app/components/accordion";
import { island } from "../island";

export default Accordion;
export const AccordionIsland = island(import.meta.islandName, Accordion);
