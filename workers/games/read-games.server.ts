import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Entry, Game, Paginator, PlayedAgainInvite } from "../../shared/api-types";
import type { ListGamesQuery } from "../../shared/api-schemas";
import { GAME_LIST_STATUS_ORDER } from "../../shared/constants";
import { columnsAs } from "../db/batch-columns.server";
import type { Database } from "../db/database.server";
import { games, gamesPlayedAgain, players, users } from "../db/schema";
import { gameIdByCode, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { entriesView, gameView, publicPlayer } from "./game-view.server";
import { entriesOfGameQuery } from "./entry-queries.server";
import { playedAgainInvitesQuery } from "./game-chain.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { seatsQuery, withSeats } from "./seat-views.server";
import { roundResultOf, roundResultQueries } from "./winning-line.server";

/**
 * GET /games/{code}: the game with all its players, who is one away and, once won, its
 * winning line; 404 for non-members.
 */
export async function readGame(db: Database, firebaseUid: string, code: string): Promise<Game> {
  const [membership, everyone, oneAway, seatRows, ...roundRows] = await db.batch([
    membershipQuery(db, code, firebaseUid),
    playersQuery(db, code),
    oneAwayQuery(db, sql`(${gameIdByCode(db, code)})`),
    seatsQuery(db, sql`(${gameIdByCode(db, code)})`),
    ...roundResultQueries(db, code),
  ]);
  return gameOfRows(membership, everyone, oneAway, seatRows, roundRows);
}

/**
 * `GET /games/{code}?with=entries`, and a socket's welcome: the game and its entries in one
 * batch, so at one version, and one round trip for a screen that shows both
 * (docs/decisions/046). 404 for non-members, as the game's read.
 */
export async function readGameWithEntries(db: Database, firebaseUid: string, code: string): Promise<{ game: Game; entries: Entry[] }> {
  const [membership, everyone, oneAway, seatRows, entryRows, ...roundRows] = await db.batch([
    membershipQuery(db, code, firebaseUid),
    playersQuery(db, code),
    oneAwayQuery(db, sql`(${gameIdByCode(db, code)})`),
    seatsQuery(db, sql`(${gameIdByCode(db, code)})`),
    entriesOfGameQuery(db, code),
    ...roundResultQueries(db, code),
  ]);
  const game = gameOfRows(membership, everyone, oneAway, seatRows, roundRows);
  return { game, entries: entriesView(entryRows, game.code) };
}

/** The game as its member reads it, from the rows of the batch above. */
function gameOfRows(
  membership: Awaited<ReturnType<typeof membershipQuery>>,
  everyone: Awaited<ReturnType<typeof playersQuery>>,
  oneAway: Awaited<ReturnType<typeof oneAwayQuery>>,
  seatRows: Awaited<ReturnType<typeof seatsQuery>>,
  roundRows: Parameters<typeof roundResultOf>[1],
): Game {
  const { game, player } = requireMembership(membership);
  const round = roundResultOf(game, roundRows);
  const view = { ...gameView(game, everyone, player, round.winningEntryIds), oneAwayPlayerIds: oneAwayFromRow(oneAway), ...round.kept };
  return withSeats(view, game, seatRows, round.marked, player.role === "CREATOR");
}

const statusRank = sql`CASE ${games.status} ${sql.join(
  GAME_LIST_STATUS_ORDER.map((status, rank) => sql`WHEN ${status} THEN ${rank}`),
  sql` `,
)} END`;

/**
 * GET /games: the caller's games, in play first (SPEC §2 order), then by name.
 * Each game lists only the caller's own player: a page of games does not carry
 * hundreds of players each; GET /games/{code} has them all. With them, the games played again
 * from theirs that they have not joined yet (docs/decisions/031), on the first page.
 */
export async function listGames(
  db: Database,
  firebaseUid: string,
  { page, perPage }: ListGamesQuery,
): Promise<{ data: Game[]; paginator: Paginator; playedAgain: PlayedAgainInvite[] }> {
  // A game the caller was removed from is no longer theirs to list.
  const mine = and(eq(users.firebaseUid, firebaseUid), isNull(players.removedAt));
  const [rows, [totals], invites] = await db.batch([
    db
      .select({ game: columnsAs(games, "game"), player: columnsAs(players, "player"), playedAgainAs: gamesPlayedAgain.nextCode })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .innerJoin(games, eq(games.id, players.gameId))
      .leftJoin(gamesPlayedAgain, eq(gamesPlayedAgain.gameCode, games.code))
      .where(mine)
      .orderBy(statusRank, sql`${games.name} COLLATE NOCASE`, asc(games.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(mine),
    playedAgainInvitesQuery(db, firebaseUid),
  ]);
  const total = totals?.total ?? 0;
  return {
    playedAgain: page === 1 ? invites : [],
    data: rows.map(({ game, player, playedAgainAs }) => {
      const view = gameView(game, [publicPlayer(player, game)], player);
      return playedAgainAs ? { ...view, playedAgainAs } : view;
    }),
    paginator: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
