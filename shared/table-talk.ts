/**
 * The table's talk over a game's socket (docs/api.md, Realtime; docs/decisions/030): a mark
 * questioned and the table's vote on it, and reactions. None of these change the game's
 * version by themselves (a mark the vote undoes arrives as an ordinary versioned change), so
 * they travel beside the versioned messages of realtime-messages.ts and a client never
 * resyncs for them.
 */

/** The reactions a player may send, and nothing else: no free text. */
export const REACTIONS = ["👏", "😂", "😮", "🎉", "🍷", "❤️"] as const;
export type Reaction = (typeof REACTIONS)[number];

/** A mark may be questioned this long after it was made. */
export const QUESTION_WINDOW_MS = 2 * 60_000;
/** How many marks a player may question in one round. */
export const QUESTIONS_PER_ROUND = 3;
/** How long the table votes on a questioned mark. */
export const VOTE_MS = 20_000;
/** A player's reactions: at most one in this long. */
export const REACTION_EVERY_MS = 1_000;
/** How long a phone or the TV shows a reaction. */
export const REACTION_SHOWN_MS = 4_000;

export function isReaction(value: string): value is Reaction {
  return (REACTIONS as readonly string[]).includes(value);
}

/** A questioned mark while the table votes on it, with the votes so far. */
export interface MarkQuestion {
  id: number;
  entryId: number;
  /** The player who marked it: they do not vote. */
  markedBy: number;
  askedBy: number;
  /** Epoch milliseconds: the vote ends then, or earlier once everyone who may vote has. */
  endsAt: number;
  keep: number;
  undo: number;
  /** How many may vote: those online when it was asked (but the marker), the asker, and whoever voted since. */
  voters: number;
}

/** Sent to everyone when a mark is questioned, and again as its votes come in. */
export interface MarkQuestionMessage {
  event: "mark-question";
  question: MarkQuestion;
}

/**
 * The vote's end, to everyone. `undone`: the mark was undone (the unmark itself comes as a
 * versioned change); `bingoWithdrawn`: the round's Bingo rested on it and is withdrawn, the
 * round back in play.
 */
export interface MarkQuestionResultMessage {
  event: "mark-question-result";
  questionId: number;
  entryId: number;
  outcome: "kept" | "undone";
  keep: number;
  undo: number;
  bingoWithdrawn: boolean;
}

/** A player's reaction, to everyone (the sender and the TV views too). */
export interface ReactionMessage {
  event: "reaction";
  playerId: number;
  emoji: Reaction;
  /** Epoch milliseconds, the room's clock. */
  at: number;
}

/** Codes of the table's refusals (docs/api.md, Realtime). */
export const TABLE_REFUSALS = [
  "GAME_NOT_IN_PLAY",
  "MARK_NOT_FOUND",
  "OWN_MARK",
  "QUESTION_TOO_LATE",
  "QUESTION_ALREADY_OPEN",
  "QUESTIONS_USED_UP",
  "QUESTION_NOT_OPEN",
  "MARKER_CANNOT_VOTE",
  "UNKNOWN_REACTION",
  "REACTION_TOO_SOON",
] as const;
export type TableRefusalCode = (typeof TABLE_REFUSALS)[number];

/**
 * A question, vote or reaction the room would not take, to the sending socket only, in the
 * documented error shape; nothing changed.
 */
export interface TableRefusalMessage {
  event: "table-refusal";
  about: "question" | "vote" | "react";
  code: TableRefusalCode;
  errors: Record<string, string[]>;
}

export type TableMessage = MarkQuestionMessage | MarkQuestionResultMessage | ReactionMessage | TableRefusalMessage;

const TABLE_EVENTS: ReadonlySet<string> = new Set(["mark-question", "mark-question-result", "reaction", "table-refusal"]);

export function isTableMessage(message: { event: string }): message is TableMessage {
  return TABLE_EVENTS.has(message.event);
}

/**
 * The vote's outcome: undone only by a majority of everyone who may vote, since a vote not
 * cast counts as keep.
 */
export function voteOutcome(undo: number, voters: number): "kept" | "undone" {
  return undo * 2 > voters ? "undone" : "kept";
}
