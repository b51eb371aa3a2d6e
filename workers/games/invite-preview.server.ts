import { eq } from "drizzle-orm";
import { isAcceptedGameCode, normalizeGameCode } from "../../shared/game-code";
import { database } from "../db/database.server";
import { games } from "../db/schema";

/**
 * The name shown when a join link is previewed in a chat app. Whoever has the link is
 * invited to the game, so its name is theirs to see; nothing else of the game is shown.
 */
export async function gameNameForInvite(db: D1Database, rawCode: string): Promise<string | null> {
  const code = normalizeGameCode(rawCode);
  if (!isAcceptedGameCode(code)) return null;
  const [game] = await database(db)
    .select({ name: games.name })
    .from(games)
    .where(eq(games.code, code))
    .limit(1);
  return game?.name ?? null;
}
