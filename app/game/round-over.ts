import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { winnerName } from "./paper-seats";

/**
 * What the play screen says once a round is over (every state tells the truth),
 * and what a tap on the board then explains: who won, or who ended the game without a winner.
 * Null while the round is being played or has not started.
 */
export function roundOverText(
  game: Pick<Game, "status" | "winnerId" | "players" | "round" | "seats"> & Partial<Pick<Game, "winners">>,
  myPlayerId: number,
  t: Catalogue,
): string | null {
  if (game.status !== "BINGO" && game.status !== "COMPLETE") return null;
  const texts = t.play.roundOver;
  const winner = winnerName(game);
  // A game ended in a later round had its winners before: only this round had none.
  const host = endedBy(game, t.play.words.theHostAtStart);
  if (!winner) return game.round > 1 ? fill(texts.endedInRound, { host, round: game.round }) : fill(texts.endedWithoutWinner, { host });
  if (game.winnerId === myPlayerId) return game.status === "BINGO" ? texts.youWonRound : texts.youWonGame;
  return fill(game.status === "BINGO" ? texts.playerWonRound : texts.playerWonGame, { name: winner });
}

/**
 * Who ended a game with no winner: only the host can, and the role no longer moves once the
 * game is over, so it is the host the game still names; else `theHost` (the catalogue's
 * `play.words.theHostAtStart`, "The host").
 */
export function endedBy(game: Pick<Game, "players">, theHost: string): string {
  return game.players.find((player) => player.role === "CREATOR")?.screenName ?? theHost;
}
