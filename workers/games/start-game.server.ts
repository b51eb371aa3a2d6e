import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { entriesToStart } from "../../shared/board-shape";
import { dealBoard } from "../../shared/deal-board";
import { refusal } from "../../shared/refusal";
import { games, players } from "../db/schema";
import type { GameCommand } from "./game-events";
import { entryIdsQuery, gameIdByCode, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { writeBoards } from "./write-boards.server";

/**
 * PUT /games/{code}/start-game: the creator moves the game from SETUP to PLAY and every
 * player is dealt a board from the entries as they are at that moment.
 */
export const startGame: GameCommand = (db, firebaseUid, code, now = Date.now()) =>
  commitWithRetry(async () => {
    const [membership, entryIds, playerIds] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code),
      db
        .select({ id: players.id, code: players.code })
        .from(players)
        .where(and(inArray(players.gameId, gameIdByCode(db, code)), isNull(players.removedAt))),
    ]);
    const { game, player } = requireMembership(membership);
    if (player.role !== "CREATOR") throw refusal("onlyCreatorCanStart");
    if (game.status !== "SETUP") throw refusal("gameAlreadyStarted");
    const needed = entriesToStart(game.boardSize);
    if (entryIds.length < needed) throw refusal("notEnoughEntries", needed - entryIds.length);

    const pool = entryIds.map((entry) => entry.id);
    const boards = new Map(playerIds.map((each) => [each.id, dealBoard(pool, undefined, needed)]));
    // The boards were dealt from this version's entries and players: a join or an entry
    // change since then makes the rule fail, and the start is dealt again on fresh data.
    const unchanged = sql`${games.status} = 'SETUP' AND ${games.version} = ${game.version}`;
    const [[bumped], , [started], [me], everyone] = await db.batch([
      bumpVersionIf(db, game.id, unchanged),
      writeBoards(db, game.id, boards),
      db
        .update(games)
        .set({ status: "PLAY", startedAt: now })
        .where(eq(games.id, game.id))
        .returning(),
      db.select().from(players).where(eq(players.id, player.id)),
      playersQuery(db, code),
    ]);
    return {
      gameCode: code,
      data: gameView(started!, everyone, me!),
      events: [
        {
          type: "game-started",
          version: bumped!.version,
          game: gameView(started!, everyone, null),
          boards: playerIds.map((each) => ({
            playerCode: each.code,
            boardEntries: boards.get(each.id)!,
          })),
        },
      ],
    };
  });
