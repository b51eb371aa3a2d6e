import type { Game } from "../../shared/api-types";

/**
 * A game's round as the game screen and My Games say it (docs/decisions/013-rounds.md):
 * "Round 2 · Round 1 won by Ben". Nothing for a game's first round: it is just the game.
 */
export function roundSummary({ round, pastRounds }: Pick<Game, "round" | "pastRounds">): string | null {
  const last = pastRounds.at(-1);
  if (round <= 1 || !last) return null;
  return `Round ${round} · Round ${last.number} won by ${last.winnerName ?? "someone"}`;
}
