import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { podiumOf, podiumText } from "./win-texts";

/**
 * A game's round as the game screen and My Games say it (docs/decisions/013-rounds.md):
 * "Round 2 · Round 1 won by Ben", or with its places (decision 029) "Round 2 · Round 1: 1st: Ben,
 * 2nd: Ann". Nothing for a game's first round: it is just the game.
 */
export function roundSummary({ round, pastRounds }: Pick<Game, "round" | "pastRounds">, t: Catalogue): string | null {
  const last = pastRounds.at(-1);
  if (round <= 1 || !last) return null;
  if ((last.winners?.length ?? 0) > 1) {
    return fill(t.common.winning.roundSummary, { round, lastRound: last.number, podium: podiumText(last.winners!, t) });
  }
  return fill(t.play.roundSummary, { round, lastRound: last.number, winner: last.winnerName ?? t.play.words.someone });
}

/**
 * Who won the round just won, as My Games says it (docs/decisions/029): "Ann won!", or its places
 * "1st: Ann, 2nd: Ben", each under the name the list's places carry (GET /games). Nothing while
 * the round is played or when it ended without a win.
 */
export function wonRoundSummary(game: Pick<Game, "status" | "winners" | "players" | "seats">, t: Catalogue): string | null {
  if ((game.status !== "BINGO" && game.status !== "COMPLETE") || game.winners.length === 0) return null;
  const podium = podiumOf(game, t.play.words.someone);
  return podium.length > 1 ? podiumText(podium, t) : fill(t.play.winner.playerWon, { name: podium[0]!.name });
}
