import { refusal } from "../../shared/refusal";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { columnsAs } from "../db/batch-columns.server";
import type { Database } from "../db/database.server";
import { entries, games, players, users, type GameRow, type PlayerRow } from "../db/schema";

/**
 * Reads shared by the game and entry handlers. They return unawaited queries, so a
 * handler can put several in one `db.batch`: one round trip, one consistent snapshot.
 */

/**
 * The game with this code together with the caller's player in it; no row if not a member.
 * A player the creator removed is not a member (so every call of theirs is a 404), unless
 * `includeRemoved` asks for the removal record too (join, to say why it refuses).
 */
export function membershipQuery(db: Database, code: string, firebaseUid: string, { includeRemoved = false } = {}) {
  return db
    .select({ game: columnsAs(games, "game"), player: columnsAs(players, "player") })
    .from(games)
    .innerJoin(players, and(eq(players.gameId, games.id), includeRemoved ? undefined : isNull(players.removedAt)))
    .innerJoin(users, and(eq(users.id, players.userId), eq(users.firebaseUid, firebaseUid)))
    .where(eq(games.code, code));
}

export interface Membership {
  game: GameRow;
  player: PlayerRow;
}

/** The one membership row, or 404 whether the game is unknown or the caller is not in it. */
export function requireMembership(rows: Membership[], field = "code"): Membership {
  const [membership] = rows;
  if (!membership) throw refusal("gameNotFound").inField(field);
  return membership;
}

/**
 * Whether a player is their game's owner, the user who created it (games.user_id): worked
 * out in SQL with the player, so no user id ever leaves the database for it.
 */
export const isOwnerColumn = sql<boolean>`(${players.userId} = (SELECT g.user_id FROM games g WHERE g.id = ${players.gameId}))`.mapWith(Boolean);

/** What everyone may see of a player: no boards. */
export const publicPlayerColumns = {
  id: players.id,
  code: players.code,
  gameId: players.gameId,
  screenName: players.screenName,
  role: players.role,
  isOwner: isOwnerColumn,
};

export type PublicPlayerRow = Pick<PlayerRow, "id" | "code" | "gameId" | "screenName" | "role"> & { isOwner: boolean };

export function gameIdByCode(db: Database, code: string) {
  return db.select({ id: games.id }).from(games).where(eq(games.code, code));
}

/** Ids of the game's entries, or of its marked ones only. */
export function entryIdsQuery(db: Database, code: string, { markedOnly = false } = {}) {
  const ofGame = inArray(entries.gameId, gameIdByCode(db, code));
  return db
    .select({ id: entries.id })
    .from(entries)
    .where(markedOnly ? and(ofGame, eq(entries.isMarked, true)) : ofGame);
}

/** Players of the game with this code (removed ones excepted), in joining order. */
export function playersQuery(db: Database, code: string) {
  return db
    .select(publicPlayerColumns)
    .from(players)
    .where(and(inArray(players.gameId, gameIdByCode(db, code)), isNull(players.removedAt)))
    .orderBy(asc(players.id));
}
