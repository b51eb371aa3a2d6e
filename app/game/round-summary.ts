import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";

/**
 * A game's round as the game screen and My Games say it (docs/decisions/013-rounds.md):
 * "Round 2 · Round 1 won by Ben". Nothing for a game's first round: it is just the game.
 */
export function roundSummary({ round, pastRounds }: Pick<Game, "round" | "pastRounds">, t: Catalogue): string | null {
  const last = pastRounds.at(-1);
  if (round <= 1 || !last) return null;
  return fill(t.play.roundSummary, { round, lastRound: last.number, winner: last.winnerName ?? t.play.words.someone });
}
