import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { entries, games, players, roundMarks, type GameRow } from "../db/schema";
import { entriesOfGameQuery } from "./entry-queries.server";
import { CHAIN_YEARS } from "./game-chain.server";
import type { GameEvent } from "./game-events";
import { playersQuery } from "./game-queries.server";
import { changedGameView, entriesView, gameView } from "./game-view.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { keptForResultOf, keptForResultQuery } from "./round-marks.server";

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

/**
 * The codes of every game this account plays in or owns, and of the games played again after
 * those, year after year (docs/decisions/031): where a change of the account reaches. A game
 * played again may hold the account's predictions carried over, under its id and name, though
 * the account never joined it (docs/decisions/043). Only D1's links say which games those are.
 */
export async function gameCodesOfUser(db: Database, firebaseUid: string): Promise<string[]> {
  const rows = await db.all<{ code: string }>(sql`
    WITH RECURSIVE
      theirs(code) AS (SELECT code FROM games WHERE id IN
        (SELECT game_id FROM players WHERE user_id = (SELECT id FROM users WHERE firebase_uid = ${firebaseUid}))
        OR user_id = (SELECT id FROM users WHERE firebase_uid = ${firebaseUid})),
      later(code, years) AS (
        SELECT l.next_code, 1 FROM games_played_again l JOIN theirs ON l.game_code = theirs.code
        UNION SELECT l.next_code, later.years + 1 FROM games_played_again l JOIN later ON l.game_code = later.code
        WHERE later.years < ${CHAIN_YEARS})
    SELECT code FROM theirs UNION SELECT code FROM later`);
  return rows.map((row) => row.code);
}

/**
 * After a batch that took players out of games that go on: each game's room hears
 * "players-removed" with the game as it is now (players, roles, creator) and all its entries
 * (authors and marks may have changed hands), and the departed players' sockets close.
 */
export function departureNotices(db: Database, departures: Departure[]): Promise<GameNotice[]> {
  return noticesOfGames(
    db,
    departures.map((departure) => departure.gameCode),
    async (game) => {
      const [everyone, rows, oneAway, kept] = await db.batch([
        playersQuery(db, game.code),
        entriesOfGameQuery(db, game.code),
        oneAwayQuery(db, game.id),
        keptForResultQuery(db, game.code),
      ]);
      const departed = departures.filter((departure) => departure.gameCode === game.code);
      const changed = changedGameView(game.version, game, everyone, rows);
      return {
        type: "players-removed",
        ...changed,
        // The round's result renames its kept predictions too: who wrote one may be who left.
        game: { ...changed.game, ...keptForResultOf(kept, game.code) },
        departed: departed.map((departure) => departure.playerCode),
        oneAwayPlayerIds: oneAwayFromRow(oneAway),
      };
    },
  );
}

/**
 * A prediction carried over from last year whose author changed, by its game: in the pool, or
 * `kept` by a round's result after it was taken out (docs/decisions/042).
 */
export interface CarriedEntry {
  gameCode: string;
  gameId: number;
  entryId: number;
  kept?: boolean;
}

/**
 * The carried predictions `where` picks in the pool (`entries`) or among a round's kept marks
 * (`roundMarks`), each with its game: listed before the batch that changes their author.
 */
export function carriedQuery(db: Database, table: typeof entries | typeof roundMarks, where: SQL) {
  return db
    .select({
      gameCode: sql<string>`${games.code}`.as("carried_game_code"),
      gameId: table.gameId,
      entryId: table === entries ? entries.id : roundMarks.entryId,
    })
    .from(table)
    .innerJoin(games, eq(games.id, table.gameId))
    .where(where);
}

/** The pool's and the kept marks' rows of carriedQuery, as carriedAuthorsNotices takes them. */
export const carriedRows = (inPool: Omit<CarriedEntry, "kept">[], kept: Omit<CarriedEntry, "kept">[]): CarriedEntry[] => [
  ...inPool,
  ...kept.map((row) => ({ ...row, kept: true })),
];

/**
 * After a deletion took a person's name off the predictions carried over for them into games
 * they never joined, or a merge gave a guest's to the account's player: each game's room hears
 * those entries as they are now.
 */
export function carriedAuthorsNotices(db: Database, changed: CarriedEntry[]): Promise<GameNotice[]> {
  return noticesOfGames(
    db,
    changed.map((row) => row.gameCode),
    async (game) => {
      const ofGame = changed.filter((row) => row.gameCode === game.code);
      const ids = new Set(ofGame.filter((row) => !row.kept).map((row) => row.entryId));
      const rows = (await entriesOfGameQuery(db, game.code)).filter(({ entry }) => ids.has(entry.id));
      const event: Extract<GameEvent, { type: "carried-authors-changed" }> = {
        type: "carried-authors-changed",
        version: game.version,
        entries: entriesView(rows, game.code),
      };
      // A kept one is only on the game (`keptForResult`): the game goes with them, as it is now.
      if (ofGame.some((row) => row.kept)) {
        const [everyone, kept] = await db.batch([playersQuery(db, game.code), keptForResultQuery(db, game.code)]);
        event.game = { ...gameView(game, everyone, null), ...keptForResultOf(kept, game.code) };
      }
      return event;
    },
  );
}

/**
 * One notice for each of these games that still exists, its event built from the game as it
 * is now: read after the commit, so a change made meanwhile only brings a newer version.
 */
async function noticesOfGames(db: Database, gameCodes: string[], eventOf: (game: GameRow) => Promise<GameEvent>): Promise<GameNotice[]> {
  const codes = [...new Set(gameCodes)];
  if (codes.length === 0) return [];
  const found = await db.select().from(games).where(inArray(games.code, codes));
  return Promise.all(found.map(async (game) => ({ gameCode: game.code, events: [await eventOf(game)] })));
}
