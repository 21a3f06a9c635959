import { LanguageSuggestion } from "~/app/shell/language-suggestion";
import { island } from "../island";

export default LanguageSuggestion;
export const LanguageSuggestionIsland = island(import.meta.islandName, LanguageSuggestion);
