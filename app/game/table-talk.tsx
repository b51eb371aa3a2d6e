/** The table's talk on the play screen (docs/decisions/030), loaded after the first paint: the first load stays small. */
import "./table-talk.css";

export { MarkVotes } from "./mark-votes";
export { TableBar } from "./table-bar";
