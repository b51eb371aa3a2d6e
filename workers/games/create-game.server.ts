import { sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import type { CreateGameInput } from "../../shared/api-schemas";
import { generateGameCode } from "../../shared/game-code";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, players, users } from "../db/schema";
import { ensureUser, userDetails } from "../users/users.server";
import { membershipQuery } from "./game-queries.server";
import { gameView, publicPlayer } from "./game-view.server";
import { commitWithRetry, requireForUser } from "./guarded-commit.server";
import { newPlayerCode } from "./player-code.server";

/**
 * POST /games: a new game in SETUP whose creator is its first player (role CREATOR).
 * Paywall (DESIGN.md): someone who has created a game needs a current pass for another.
 */
export async function createGame(
  db: Database,
  firebaseUid: string,
  input: CreateGameInput,
  now = Date.now(),
): Promise<Game> {
  const user = await ensureUser(db, firebaseUid);
  // The paywall again at commit time: of two creations sent at once without a pass, only
  // the first gets through.
  const mayCreate = sql`(NOT EXISTS (SELECT 1 FROM games WHERE user_id = ${user.id})
    OR coalesce(${users.paidUntil} > ${now}, 0))`;

  // A game or player code that clashes with an existing one fails its unique index: retry.
  return commitWithRetry(async () => {
    const { hasCreated, paid } = await userDetails(db, user, now);
    if (hasCreated && !paid) throw refusal("paymentRequired");

    const code = generateGameCode();
    const [, , , [created]] = await db.batch([
      requireForUser(db, user.id, mayCreate),
      // Version 1: creation is the game's first committed change.
      db.insert(games).values({
        code,
        name: input.gameName,
        description: input.description,
        userId: user.id,
        version: 1,
      }),
      db.insert(players).values({
        code: newPlayerCode(),
        gameId: sql`(SELECT ${games.id} FROM ${games} WHERE ${games.code} = ${code})`,
        userId: user.id,
        screenName: input.screenName,
        role: "CREATOR",
      }),
      membershipQuery(db, code, firebaseUid),
    ]);
    return gameView(created!.game, [publicPlayer(created!.player, created!.game)], created!.player);
  });
}
