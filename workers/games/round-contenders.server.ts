import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { games, players, seats, type GameRow } from "../db/schema";
import { gameIdByCode } from "./game-queries.server";

/**
 * Who could still take a place in the round (docs/decisions/029): the players with a board and
 * the paper cards nobody has claimed (a claimed card is its player's board). Read with a call or a
 * confirmed card, in the same batch, so a round of more places than it has contenders ends once
 * the last of them has one, instead of staying in play for a place nobody can win.
 */
export function contendersQueries(db: Database, code: string) {
  return [
    db
      .select({ id: players.id })
      .from(players)
      .where(and(inArray(players.gameId, gameIdByCode(db, code)), isNull(players.removedAt), isNotNull(players.boardEntries))),
    db
      .select({ id: seats.id })
      .from(seats)
      .innerJoin(games, and(eq(games.id, seats.gameId), eq(games.round, seats.round)))
      .where(and(eq(games.code, code), isNull(seats.claimedBy), isNull(seats.wonAt))),
  ] as const;
}

type ContenderRows = [Array<{ id: number }>, Array<{ id: number }>];

/**
 * Whether the place being taken (by `placing`, a player or a card) ends the round: it is the
 * round's last place, or nobody else could take one after it.
 */
export function roundEndsWith(
  game: Pick<GameRow, "places" | "winners">,
  [boards, openSeats]: ContenderRows,
  placing: { playerId: number } | { seatId: number },
): boolean {
  if (game.winners.length + 1 >= game.places) return true;
  const placed = new Set(game.winners.map((each) => each.playerId));
  const otherPlayers = boards.filter((player) => !placed.has(player.id) && !("playerId" in placing && placing.playerId === player.id));
  const otherSeats = openSeats.filter((seat) => !("seatId" in placing && placing.seatId === seat.id));
  return otherPlayers.length === 0 && otherSeats.length === 0;
}
