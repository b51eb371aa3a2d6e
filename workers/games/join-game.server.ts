import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { JoinGameInput } from "../../shared/api-schemas";
import { LIMITS, PRACTICE_GAME_CODE } from "../../shared/constants";
import { entriesToStart } from "../../shared/board-shape";
import { dealBoard } from "../../shared/deal-board";
import { freeScreenNames } from "../../shared/unique-screen-name";
import { Refusal, refusal } from "../../shared/refusal";
import { batchOf, type Database } from "../db/database.server";
import { games, players, type GameRow } from "../db/schema";
import { ensureUserQuery, userIdOf } from "../users/users.server";
import { RefusedAfterChanges, type GameChange, type GameEvent } from "./game-events";
import { entryIdsQuery, gameIdByCode, membershipQuery } from "./game-queries.server";
import { playerView, publicPlayer } from "./game-view.server";
import { firstFreeName, NAMES_OFFERED } from "./first-free-name.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { joinAnswerOf, joinAnswerQueries, type JoinAnswer } from "./join-answer.server";
import { newPlayerCode } from "./player-code.server";
import { rejoin } from "./rejoin.server";
import { preparePracticeGame } from "./practice-game.server";
import { claimSeededEntries } from "./play-again.server";

/**
 * POST /games/join. Joining again returns the game (same player), under the name given if it
 * changed (rejoin.server.ts). A player who
 * joins after the start is dealt a board at once, from the entries, which no longer change.
 * The practice game is made ready first (docs/decisions/008): made on first use, room made
 * once full, a new round once won, so the joiner always gets a live board.
 */
export async function joinGame(
  db: Database,
  firebaseUid: string,
  input: JoinGameInput,
  now: number,
): Promise<GameChange<JoinAnswer>> {
  const prepared: GameEvent[] = [];
  for (let attempt = 1; ; attempt += 1) {
    if (input.code === PRACTICE_GAME_CODE) prepared.push(...(await preparePracticeGame(db, firebaseUid, now)));
    try {
      const { answer, event } = await joinOnce(db, firebaseUid, input);
      return { gameCode: answer.game.code, data: answer, events: event ? [...prepared, event] : prepared };
    } catch (error) {
      // Newcomers at once filled the practice game again between its room being made and this
      // join: it makes room again, a few times, rather than turn a visitor away as "full".
      const filledMeanwhile = error instanceof Refusal && error.code === GAME_FULL && input.code === PRACTICE_GAME_CODE;
      if (filledMeanwhile && attempt < PRACTICE_JOIN_ATTEMPTS) continue;
      if (prepared.length === 0) throw error;
      throw new RefusedAfterChanges(error, input.code, prepared);
    }
  }
}

/** How often a practice join makes room and tries again when others filled it meanwhile. */
const PRACTICE_JOIN_ATTEMPTS = 4;
const GAME_FULL = refusal("gameFull", LIMITS.playersPerGame).code;

async function joinOnce(
  db: Database,
  firebaseUid: string,
  { code, screenName }: JoinGameInput,
): Promise<{ answer: JoinAnswer; event: GameEvent | null }> {
  return commitWithRetry(async () => {
    // Both batches go through batchOf: a game's room builds their SQL once and runs it with each
    // join's values, as a mark's (docs/decisions/035, 049). Building it again on every join was
    // most of what a join cost the room.
    const [found, membership, [counted], entryIds, takenNames] = await batchOf(db, "joinRead", { code, firebaseUid }, (value) =>
      joinReadQueries(db, value("code", code), value("firebaseUid", firebaseUid)),
    );
    const [game] = found;
    if (!game) throw refusal("gameNotFound");
    const [member] = membership;
    if (member?.player.removedAt != null) throw refusal("removedFromGame");
    if (member) return rejoin(db, game, member.player, screenName, takenNames);
    if (game.joinLocked) throw refusal("gameLocked");
    if (counted!.players >= LIMITS.playersPerGame) throw refusal("gameFull", LIMITS.playersPerGame);

    const names = freeScreenNames(screenName, new Set(takenNames.map((player) => player.screenName)), NAMES_OFFERED);
    const board = boardForNewcomer(game, entryIds.map((entry) => entry.id));
    const playerCode = newPlayerCode();
    const values: Record<string, unknown> = { code, firebaseUid, gameId: game.id, status: game.status, playerCode, board };
    names.forEach((name, index) => (values[`name${index}`] = name));
    // The SQL differs only in how many names are offered and whether a board is dealt: a board's
    // placeholder would write the JSON text "null" where setup's newcomer has no board at all.
    const shape = `joinWrite:${names.length}:${board !== null}`;
    const [[bumped], , [joined], , , ...answerRows] = await batchOf(db, shape, values, (value) => {
      const gameId = value("gameId", game.id);
      const uid = value("firebaseUid", firebaseUid);
      const gameCode = value("code", code);
      // The status decides whether a board is dealt, so it must not change before this commits.
      const stillOpen = sql`${games.status} = ${value("status", game.status)} AND ${games.joinLocked} = 0
        AND (SELECT count(*) FROM players WHERE game_id = ${gameId} AND removed_at IS NULL) < ${LIMITS.playersPerGame}`;
      return [
        bumpVersionIf(db, gameId, stillOpen),
        ensureUserQuery(db, uid),
        db
          .insert(players)
          .values({
            code: value("playerCode", playerCode),
            gameId,
            userId: userIdOf(uid),
            screenName: firstFreeName(gameId, names.map((name, index) => value(`name${index}`, name))),
            boardEntries: board === null ? null : value("board", board),
          })
          .returning(),
        // Last year's predictions of theirs are theirs again (docs/decisions/031), before the answer reads them.
        ...claimSeededEntries(db, userIdOf(uid), gameId),
        ...joinAnswerQueries(db, gameCode),
      ] as const;
    });
    const answer = joinAnswerOf(answerRows, joined!);
    // A board dealt into a game with marks may be one away at once.
    const oneAwayPlayerIds = board ? answer.game.oneAwayPlayerIds : undefined;
    return {
      answer,
      event: { type: "player-joined", version: bumped!.version, player: playerView(publicPlayer(joined!, game)), oneAwayPlayerIds },
    };
  });
}

/** What a join reads first: the game, the caller's membership, who plays, the pool and the names taken. */
function joinReadQueries(db: Database, code: string, firebaseUid: string) {
  return [
    db.select().from(games).where(eq(games.code, code)),
    membershipQuery(db, code, firebaseUid, { includeRemoved: true }),
    db.select({ players: count() }).from(players).where(and(inArray(players.gameId, gameIdByCode(db, code)), isNull(players.removedAt))),
    entryIdsQuery(db, code),
    // Removed players' names too: their rows stay, and with them their names.
    db.select({ screenName: players.screenName }).from(players).where(inArray(players.gameId, gameIdByCode(db, code))),
  ] as const;
}

/**
 * A newcomer's board: none in setup. After a Bingo (or once ended) the pool may have been pruned
 * below a board's worth between rounds (docs/decisions/013): the newcomer then joins without a
 * board, as in setup, and the next round deals one (which needs the pool filled again).
 */
function boardForNewcomer(game: Pick<GameRow, "status" | "boardSize">, entryIds: number[]): number[] | null {
  const needed = entriesToStart(game.boardSize);
  if (game.status === "SETUP" || entryIds.length < needed) return null;
  return dealBoard(entryIds, undefined, needed);
}
