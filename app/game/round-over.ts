import type { Game } from "../../shared/api-types";

/**
 * What the play screen says once a round is over (issue #28: every state tells the truth),
 * and what a tap on the board then explains: who won, or who ended the game without a winner.
 * Null while the round is being played or has not started.
 */
export function roundOverText(game: Pick<Game, "status" | "winnerId" | "players">, myPlayerId: number): string | null {
  if (game.status !== "BINGO" && game.status !== "COMPLETE") return null;
  const winner = game.players.find((player) => player.id === game.winnerId);
  if (!winner) return `${endedBy(game)} ended the game before anyone called Bingo.`;
  const who = winner.id === myPlayerId ? "You" : winner.screenName;
  return game.status === "BINGO" ? `${who} won this round. The round is over.` : `${who} won. This game has ended.`;
}

/**
 * Who ended a game with no winner: only the host can, and the role no longer moves once the
 * game is over, so it is the host the game still names.
 */
export function endedBy(game: Pick<Game, "players">): string {
  return game.players.find((player) => player.role === "CREATOR")?.screenName ?? "The host";
}

/** What a tap on a square says once the round is over. */
export const SQUARES_CLOSED = "Squares can't be marked any more.";
