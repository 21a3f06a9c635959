import { CasePage } from "~/app/features/case/case-page";
import { island } from "../island";

export default CasePage;
export const CasePageIsland = island(import.meta.islandName, CasePage);
