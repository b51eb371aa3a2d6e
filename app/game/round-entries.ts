import type { Entry, Game } from "../../shared/api-types";

/**
 * The round's entries as its result counts them: the pool, and the predictions that came true in
 * it and were taken out since (`Game.keptForResult`, docs/decisions/042), so the line that won,
 * the marks in order and the prophets stay whole on every screen that shows them.
 */
export function roundEntries(game: Game, entries: readonly Entry[]): readonly Entry[] {
  const kept = (game.keptForResult ?? []).filter((entry) => !entries.some((each) => each.id === entry.id));
  return kept.length > 0 ? [...entries, ...kept] : entries;
}
