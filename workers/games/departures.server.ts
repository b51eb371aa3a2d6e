import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { games, players } from "../db/schema";
import { entriesOfGameQuery } from "./entry-queries.server";
import type { GameEvent } from "./game-events";
import { playersQuery } from "./game-queries.server";
import { changedGameView } from "./game-view.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";

/** A player who left a game that goes on (an account merged or deleted). */
export interface Departure {
  gameCode: string;
  playerCode: string;
}

/** What one game's room is told about changes that spanned several games. */
export interface GameNotice {
  gameCode: string;
  events: GameEvent[];
}

/**
 * The players of `userId`, each with its game's code: who leaves which game. Aliased: in a
 * batch, same-named columns of a join overwrite each other (db/batch-columns.server.ts).
 */
export function playersOfUserQuery(db: Database, userId: number) {
  return db
    .select({
      playerId: sql<number>`${players.id}`.as("departing_player_id"),
      playerCode: sql<string>`${players.code}`.as("departing_player_code"),
      gameId: players.gameId,
      gameCode: sql<string>`${games.code}`.as("departing_game_code"),
    })
    .from(players)
    .innerJoin(games, eq(games.id, players.gameId))
    .where(eq(players.userId, userId));
}

/** The codes of every game this account plays in or owns: where a change of the account reaches. */
export async function gameCodesOfUser(db: Database, firebaseUid: string): Promise<string[]> {
  const rows = await db.all<{ code: string }>(sql`SELECT code FROM games WHERE id IN
    (SELECT game_id FROM players WHERE user_id = (SELECT id FROM users WHERE firebase_uid = ${firebaseUid}))
    OR user_id = (SELECT id FROM users WHERE firebase_uid = ${firebaseUid})`);
  return rows.map((row) => row.code);
}

/**
 * After a batch that took players out of games that go on: each game's room hears
 * "players-removed" with the game as it is now (players, roles, creator) and all its entries
 * (authors and marks may have changed hands), and the departed players' sockets close.
 * Read after the commit: a change made meanwhile only brings a newer version.
 */
export async function departureNotices(db: Database, departures: Departure[]): Promise<GameNotice[]> {
  const codes = [...new Set(departures.map((departure) => departure.gameCode))];
  if (codes.length === 0) return [];
  const found = await db.select().from(games).where(inArray(games.code, codes));
  return Promise.all(
    found.map(async (game) => {
      const [everyone, rows, oneAway] = await db.batch([
        playersQuery(db, game.code),
        entriesOfGameQuery(db, game.code),
        oneAwayQuery(db, game.id),
      ]);
      const departed = departures.filter((departure) => departure.gameCode === game.code);
      const event: GameEvent = {
        type: "players-removed",
        ...changedGameView(game.version, game, everyone, rows),
        departed: departed.map((departure) => departure.playerCode),
        oneAwayPlayerIds: oneAwayFromRow(oneAway),
      };
      return { gameCode: game.code, events: [event] };
    }),
  );
}
