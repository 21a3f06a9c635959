import { CaseLetterPage } from "~/app/features/case/case-letter-page";
import { island } from "../island";

export default CaseLetterPage;
export const CaseLetterIsland = island(import.meta.islandName, CaseLetterPage);
