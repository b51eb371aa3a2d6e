import { and, eq, isNull, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, players, type GameRow } from "../db/schema";
import type { GameChange } from "./game-events";
import { membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";

/** The host's controls of a whole game (docs/decisions/015-host-continuity.md). */

/** PUT /games/{code}/lock: the host refuses new players (`locked: true`) or lets them in again. */
export function setJoinLocked(db: Database, firebaseUid: string, code: string, locked: boolean) {
  return hostChange(db, firebaseUid, code, () => ({ joinLocked: locked }));
}

/**
 * PUT /games/{code}/end: the host ends the game for good (status COMPLETE): no more marks or
 * bingo. While the owner is a player of it, only they may: a host who took the
 * role over cannot end a game its owner is still in.
 */
export function endGame(db: Database, firebaseUid: string, code: string) {
  return hostChange(
    db,
    firebaseUid,
    code,
    (game) => {
      if (game.status === "COMPLETE") throw refusal("gameEnded");
      return { status: "COMPLETE" as const };
    },
    { ownerFirst: true },
  );
}

/**
 * Reads the game, checks the caller is its host, then writes `change(game)` in one guarded
 * batch: the caller must still be host, and the game in the status it was read in.
 */
function hostChange(
  db: Database,
  firebaseUid: string,
  code: string,
  change: (game: GameRow) => Partial<Pick<GameRow, "joinLocked" | "status">>,
  { ownerFirst = false } = {},
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const { game, player: me } = requireMembership(await membershipQuery(db, code, firebaseUid));
    if (me.role !== "CREATOR") throw refusal("onlyHost");
    const values = change(game);
    const isOwner = me.userId === game.userId;
    // The owner still playing, checked again at commit: they may rejoin meanwhile.
    const ownerAbsent = sql`NOT EXISTS (SELECT 1 FROM players WHERE game_id = ${game.id}
      AND user_id = ${game.userId} AND removed_at IS NULL)`;
    if (ownerFirst && !isOwner && (await ownerPlays(db, game))) throw refusal("onlyOwnerEnds");
    const unchanged = sql`${games.status} = ${game.status}
      AND EXISTS (SELECT 1 FROM players WHERE id = ${me.id} AND role = 'CREATOR')
      ${ownerFirst && !isOwner ? sql`AND ${ownerAbsent}` : sql``}`;
    const [[bumped], [updated], everyone] = await db.batch([
      bumpVersionIf(db, game.id, unchanged),
      db.update(games).set(values).where(eq(games.id, game.id)).returning(),
      playersQuery(db, code),
    ]);
    return {
      gameCode: code,
      data: gameView(updated!, everyone, me),
      events: [{ type: "game-changed", version: bumped!.version, game: gameView(updated!, everyone, null) }],
    };
  });
}

async function ownerPlays(db: Database, game: GameRow): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.gameId, game.id), eq(players.userId, game.userId), isNull(players.removedAt)));
  return row !== undefined;
}
