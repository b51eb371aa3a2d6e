import { and, count, eq, isNull } from "drizzle-orm";
import type { GameInvite } from "../../shared/api-types";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { isAcceptedGameCode, normalizeGameCode } from "../../shared/game-code";
import { PRACTICE_GAME } from "../../shared/practice-entries";
import { database } from "../db/database.server";
import { games, players } from "../db/schema";

/**
 * What a join link says about its game, in the chat app's preview and above the join form.
 * Whoever has the link is invited, so the name, how many are in, whether it is over, whether
 * joining is locked and whether it has started (which screen a join opens) are theirs to see;
 * nothing else of the game (no players' names, no entries) is read.
 */
export async function gameInvite(db: D1Database, rawCode: string): Promise<GameInvite | null> {
  const code = normalizeGameCode(rawCode);
  if (!isAcceptedGameCode(code)) return null;
  const [game] = await database(db)
    .select({ name: games.name, status: games.status, locked: games.joinLocked, playerCount: count(players.id) })
    .from(games)
    .leftJoin(players, and(eq(players.gameId, games.id), isNull(players.removedAt)))
    .where(eq(games.code, code))
    .groupBy(games.id);
  // The practice game is made on first join and starts a new round when a joiner finds it won.
  if (code === PRACTICE_GAME_CODE) {
    return { name: PRACTICE_GAME.name, playerCount: game?.playerCount ?? 0, isOver: false, locked: false, inSetup: false };
  }
  if (!game) return null;
  return {
    name: game.name,
    playerCount: game.playerCount,
    isOver: game.status === "BINGO" || game.status === "COMPLETE",
    locked: game.locked,
    inSetup: game.status === "SETUP",
  };
}
