import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Placing, RecordYear } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { entries, games, players, roundMarks, seats } from "../db/schema";

/** One game's part of the family record, by account (D1's user ids: they never leave the Worker). */
export interface GameRecord {
  people: Array<{ userId: number; name: string } & RecordYear>;
  /**
   * Printed cards nobody claimed (docs/decisions/032), by the name on the card: Grandma's card is
   * Grandma's year after year. A card writes no predictions; its wins are the host's confirmations.
   */
  seats: Array<{ name: string } & RecordYear>;
}

/**
 * Run where the game lives (its room): each player's predictions that came true (marked in any
 * round, by their author's account, carried-over ones too, and those taken out of the pool after they came true; never a
 * starter idea), Bingos (first places) and every place won.
 * The API has checked the caller is in the chain (game-chain.server.ts).
 */
export async function recordOfGame(db: Database, code: string): Promise<GameRecord> {
  const [[game], everyone, inPool, takenOut, cards] = await db.batch([
    db
      .select({ id: games.id, winnerId: games.winnerId, winners: games.winners, pastRounds: games.pastRounds })
      .from(games)
      .where(eq(games.code, code)),
    db
      .select({ id: players.id, userId: players.userId, name: players.screenName })
      .from(players)
      .innerJoin(games, eq(games.id, players.gameId))
      .where(and(eq(games.code, code), isNull(players.removedAt))),
    db
      .select({ text: entries.text, userId: sql<number | null>`coalesce(${players.userId}, ${entries.seededBy})` })
      .from(entries)
      .innerJoin(games, eq(games.id, entries.gameId))
      .leftJoin(players, eq(players.id, entries.playerId))
      .where(
        and(
          eq(games.code, code),
          // A starter idea is nobody's prophecy, whoever picked it (shared/prophets.ts).
          ne(entries.origin, "STARTER_IDEA"),
          sql`(${entries.isMarked} = 1 OR EXISTS (SELECT 1 FROM ${roundMarks}
            WHERE ${roundMarks.gameId} = ${entries.gameId} AND ${roundMarks.entryId} = ${entries.id}))`,
        ),
      ),
    // Those taken out of the pool after they came true: their kept marks say whose they were
    // (docs/decisions/042, 043; marks kept before that say nobody's).
    db
      .select({ entryId: roundMarks.entryId, text: roundMarks.text, userId: sql<number | null>`coalesce(${players.userId}, ${roundMarks.seededBy})` })
      .from(roundMarks)
      .innerJoin(games, eq(games.id, roundMarks.gameId))
      .leftJoin(players, eq(players.id, roundMarks.playerId))
      .where(
        and(
          eq(games.code, code),
          ne(roundMarks.origin, "STARTER_IDEA"),
          sql`NOT EXISTS (SELECT 1 FROM ${entries} WHERE ${entries.id} = ${roundMarks.entryId})`,
        ),
      ),
    db
      .select({ id: seats.id, name: seats.name, wonAt: seats.wonAt })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(and(eq(games.code, code), isNull(seats.claimedBy))),
  ]);
  if (!game) return { people: [], seats: [] };
  // A prediction taken out is one prediction, however many rounds it came true in.
  const trueOnes = [...inPool, ...new Map(takenOut.map((row) => [row.entryId, row])).values()];
  // Every place won, round by round (docs/decisions/029); a round from before places had its winner only.
  const placings: Placing[] = [
    ...game.pastRounds.flatMap((round): Placing[] => round.winners ?? (round.winnerId === null ? [] : [{ playerId: round.winnerId, place: 1 }])),
    ...(game.winners.length > 0 ? game.winners : game.winnerId === null ? [] : [{ playerId: game.winnerId, place: 1 }]),
  ];
  return {
    people: everyone.map((player) => ({
      userId: player.userId,
      name: player.name,
      cameTrue: trueOnes.filter((entry) => entry.userId === player.userId).map((entry) => entry.text),
      bingos: placings.filter((placing) => placing.playerId === player.id && placing.place === 1).length,
      places: placings.filter((placing) => placing.playerId === player.id).map((placing) => placing.place),
    })),
    seats: [...new Set(cards.map((card) => card.name))].map((name) => {
      // A card won before cards took places (decision 032) has no placing: it won the round.
      const places = cards
        .filter((card) => card.name === name && card.wonAt !== null)
        .map((card) => placings.find((placing) => placing.seatId === card.id)?.place ?? 1);
      return { name, cameTrue: [], bingos: places.filter((place) => place === 1).length, places };
    }),
  };
}
