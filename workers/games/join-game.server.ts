import { eq, inArray, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import type { JoinGameInput } from "../../shared/api-schemas";
import { LIMITS, PRACTICE_GAME_CODE } from "../../shared/constants";
import { dealBoard } from "../../shared/deal-board";
import { freeScreenNames } from "../../shared/unique-screen-name";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, players } from "../db/schema";
import { ensureUser } from "../users/users.server";
import { RefusedAfterChanges, type GameChange, type GameEvent } from "./game-events";
import { entryIdsQuery, gameIdByCode, membershipQuery, playersQuery } from "./game-queries.server";
import { gameView, playerView } from "./game-view.server";
import { firstFreeName, NAMES_OFFERED } from "./first-free-name.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { newPlayerCode } from "./player-code.server";
import { preparePracticeGame } from "./practice-game.server";

/**
 * POST /games/join. Joining again returns the game unchanged (same player). A player who
 * joins after the start is dealt a board at once, from the entries, which no longer change.
 * The practice game is made ready first (docs/decisions/008): made on first use, room made
 * once full, a new round once won, so the joiner always gets a live board.
 */
export async function joinGame(
  db: Database,
  firebaseUid: string,
  input: JoinGameInput,
  now: number,
): Promise<GameChange<Game>> {
  const prepared = input.code === PRACTICE_GAME_CODE ? await preparePracticeGame(db, firebaseUid, now) : [];
  try {
    const { game, event } = await joinOnce(db, firebaseUid, input);
    return { gameCode: game.code, data: game, events: event ? [...prepared, event] : prepared };
  } catch (error) {
    if (prepared.length === 0) throw error;
    throw new RefusedAfterChanges(error, input.code, prepared);
  }
}

async function joinOnce(
  db: Database,
  firebaseUid: string,
  { code, screenName }: JoinGameInput,
): Promise<{ game: Game; event: GameEvent | null }> {
  return commitWithRetry(async () => {
    const [found, membership, everyone, entryIds, takenNames] = await db.batch([
      db.select().from(games).where(eq(games.code, code)),
      membershipQuery(db, code, firebaseUid, { includeRemoved: true }),
      playersQuery(db, code),
      entryIdsQuery(db, code),
      // Removed players' names too: their rows stay, and with them their names.
      db.select({ screenName: players.screenName }).from(players).where(inArray(players.gameId, gameIdByCode(db, code))),
    ]);
    const [game] = found;
    if (!game) throw refusal("gameNotFound");
    const [member] = membership;
    if (member?.player.removedAt != null) throw refusal("removedFromGame");
    if (member) return { game: gameView(game, everyone, member.player), event: null };
    if (game.joinLocked) throw refusal("gameLocked");
    if (everyone.length >= LIMITS.playersPerGame) throw refusal("gameFull", LIMITS.playersPerGame);

    const user = await ensureUser(db, firebaseUid);
    const names = freeScreenNames(screenName, new Set(takenNames.map((player) => player.screenName)), NAMES_OFFERED);
    const board = game.status === "SETUP" ? null : dealBoard(entryIds.map((entry) => entry.id));
    // The status decides whether a board is dealt, so it must not change before this commits.
    const stillOpen = sql`${games.status} = ${game.status} AND ${games.joinLocked} = 0
      AND (SELECT count(*) FROM players WHERE game_id = ${game.id} AND removed_at IS NULL) < ${LIMITS.playersPerGame}`;
    const [[bumped], [joined], [updated], everyoneNow, oneAway] = await db.batch([
      bumpVersionIf(db, game.id, stillOpen),
      db
        .insert(players)
        .values({
          code: newPlayerCode(),
          gameId: game.id,
          userId: user.id,
          screenName: firstFreeName(game.id, names),
          boardEntries: board,
        })
        .returning(),
      db.select().from(games).where(eq(games.id, game.id)),
      playersQuery(db, code),
      oneAwayQuery(db, game.id),
    ]);
    const player = playerView(joined!);
    // A board dealt into a game with marks may be one away at once.
    const oneAwayPlayerIds = board ? oneAwayFromRow(oneAway) : undefined;
    return {
      game: gameView(updated!, everyoneNow, joined!),
      event: { type: "player-joined", version: bumped!.version, player, oneAwayPlayerIds },
    };
  });
}
