import type { Game, Placing } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { DEFAULT_WIN_PATTERN, type WinPattern } from "../../shared/win-patterns";
import type { Catalogue } from "../i18n/catalogue/catalogue";

/**
 * What wins a round and who won it, in words (docs/decisions/029-patterns-and-places.md): the
 * play screen, the TV, the result, the share text and My Games say it the same way.
 */

const PLACE_KEYS = ["first", "second", "third"] as const;
const PLACES_KEYS = ["single", "double", "triple"] as const;

/** "1st", "2nd", "3rd" in the screen's language. */
export const placeName = (place: number, t: Catalogue): string =>
  t.common.winning.placeNames[PLACE_KEYS[Math.min(Math.max(place, 1), 3) - 1]!];

/** A pattern's short name ("Four corners"); a game from before patterns is a line game. */
export const patternName = (pattern: WinPattern | undefined, t: Catalogue): string =>
  t.common.winning.patterns[pattern ?? DEFAULT_WIN_PATTERN];

/** "2 winners" */
export const placesName = (places: number, t: Catalogue): string =>
  t.common.winning.placesChoice[PLACES_KEYS[Math.min(Math.max(places, 1), 3) - 1]!];

/**
 * "To win: Four corners · 2 winners"; null for a one-winner line round, which is every game
 * before patterns and says nothing new.
 */
export function toWinText(game: Partial<Pick<Game, "pattern" | "places">>, t: Catalogue): string | null {
  const pattern = game.pattern ?? DEFAULT_WIN_PATTERN;
  const places = game.places ?? 1;
  if (pattern === DEFAULT_WIN_PATTERN && places === 1) return null;
  const what = fill(t.common.winning.toWin, { pattern: patternName(pattern, t) });
  return places > 1 ? `${what} · ${placesName(places, t)}` : what;
}

/** The places won so far with the names they were won under, in order: a player's, or a paper card's. */
export function podiumOf(
  game: Pick<Game, "winners" | "players" | "seats">,
  someone: string,
): Array<Placing & { name: string }> {
  const players = new Map(game.players.map((player) => [player.id, player.screenName]));
  const cards = new Map((game.seats ?? []).map((seat) => [seat.id, seat.name]));
  const nameOf = ({ playerId, seatId }: Placing) => (seatId === undefined ? players.get(playerId ?? -1) : cards.get(seatId));
  return (game.winners ?? []).map((placing) => ({ ...placing, name: placing.name ?? nameOf(placing) ?? someone }));
}

/** "1st: Ann, 2nd: Ben" */
export function podiumText(podium: ReadonlyArray<{ place: number; name: string | null }>, t: Catalogue): string {
  return podium
    .map(({ place, name }) => fill(t.common.winning.podiumPlace, { place: placeName(place, t), name: name ?? t.play.words.someone }))
    .join(", ");
}
