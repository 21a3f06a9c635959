import { PostQueryForm } from "~/app/features/post-query/post-query-form";
import { island } from "../island";

export default PostQueryForm;
export const PostQueryFormIsland = island(import.meta.islandName, PostQueryForm);
