import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { podiumText } from "./win-texts";

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
