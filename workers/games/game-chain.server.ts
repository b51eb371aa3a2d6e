import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ChainGame, PlayedAgainLinks } from "../../shared/api-types";
import { yearOfGame } from "../../shared/next-year-name";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, gamesPlayedAgain, players, users } from "../db/schema";

/** How many years of one chain the record reads: a room read each. */
export const CHAIN_YEARS = 30;

interface ChainRow {
  code: string;
  name: string;
  createdAt: number;
  isMember: number;
}

/**
 * The games played again before and after this one, oldest first, from D1's links and index
 * (docs/decisions/031), each with whether the caller plays in it. Refused as an unknown game
 * (404) unless the caller plays in one of them: anyone in the chain may open its record.
 */
export async function chainOf(db: Database, firebaseUid: string, code: string): Promise<ChainGame[]> {
  const rows = await db.all<ChainRow>(sql`
    WITH RECURSIVE
      back(code, place) AS (
        SELECT ${code}, 0
        UNION ALL SELECT l.game_code, back.place - 1 FROM games_played_again l JOIN back ON l.next_code = back.code
        WHERE back.place > -${CHAIN_YEARS}),
      ahead(code, place) AS (
        SELECT ${code}, 0
        UNION ALL SELECT l.next_code, ahead.place + 1 FROM games_played_again l JOIN ahead ON l.game_code = ahead.code
        WHERE ahead.place < ${CHAIN_YEARS}),
      chain(code, place) AS (SELECT code, place FROM back UNION SELECT code, place FROM ahead)
    SELECT g.code AS code, g.name AS name, g.created_at AS createdAt,
      EXISTS (SELECT 1 FROM players p JOIN users u ON u.id = p.user_id
        WHERE p.game_id = g.id AND p.removed_at IS NULL AND u.firebase_uid = ${firebaseUid}) AS isMember
    FROM chain JOIN games g ON g.code = chain.code
    ORDER BY chain.place`);
  const chain = rows.map((row) => ({
    code: row.code,
    name: row.name,
    year: yearOfGame(row.name, row.createdAt),
    isMember: Boolean(row.isMember),
  }));
  if (!chain.some((game) => game.isMember)) throw refusal("gameNotFound");
  return chain;
}

/** The games next to this one in its chain, for its screens: only for a member of this very game. */
export async function playedAgainLinks(db: Database, firebaseUid: string, code: string): Promise<PlayedAgainLinks> {
  const chain = await chainOf(db, firebaseUid, code);
  const here = chain.findIndex((game) => game.code === code);
  if (here < 0 || !chain[here]!.isMember) throw refusal("gameNotFound");
  return { previous: chain[here - 1] ?? null, next: chain[here + 1] ?? null };
}

const oldGame = alias(games, "old_game");
const nextGame = alias(games, "next_game");
const me = alias(players, "me");

/**
 * For My Games: the games played again from games the caller plays in, which they have not
 * joined (nor been removed from), newest first, each with the name they played under. Unawaited,
 * for a batch.
 */
export function playedAgainInvitesQuery(db: Database, firebaseUid: string) {
  return db
    // Named apart: D1's batch answers columns by name, and both games have a code and a name.
    .select({
      code: sql<string>`${nextGame.code}`.as("invite_code"),
      name: sql<string>`${nextGame.name}`.as("invite_name"),
      fromCode: sql<string>`${oldGame.code}`.as("from_code"),
      fromName: sql<string>`${oldGame.name}`.as("from_name"),
      screenName: sql<string>`${me.screenName}`.as("invite_screen_name"),
    })
    .from(users)
    .innerJoin(me, and(eq(me.userId, users.id), isNull(me.removedAt)))
    .innerJoin(oldGame, eq(oldGame.id, me.gameId))
    .innerJoin(gamesPlayedAgain, eq(gamesPlayedAgain.gameCode, oldGame.code))
    .innerJoin(nextGame, eq(nextGame.code, gamesPlayedAgain.nextCode))
    .where(
      and(
        eq(users.firebaseUid, firebaseUid),
        sql`NOT EXISTS (SELECT 1 FROM ${players} WHERE ${players.gameId} = ${nextGame.id} AND ${players.userId} = ${users.id})`,
      ),
    )
    .orderBy(desc(gamesPlayedAgain.createdAt))
    .limit(20);
}
