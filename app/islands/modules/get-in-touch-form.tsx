import { GetInTouchForm } from "~/app/features/contact-message/contact-form";
import { island } from "../island";

export default GetInTouchForm;
export const GetInTouchFormIsland = island(import.meta.islandName, GetInTouchForm);
