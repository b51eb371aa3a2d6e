import { eq, sql } from "drizzle-orm";
import { fullLine } from "../../shared/winning-lines";
import { refusal } from "../../shared/refusal";
import { games } from "../db/schema";
import type { GameCommand } from "./game-events";
import { entryIdsQuery, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { contendersQueries, roundEndsWith } from "./round-contenders.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { winningLineOf, winningLineQueries } from "./winning-line.server";

/**
 * PUT /games/{code}/call-bingo: accepted only if the caller's own board completes the round's
 * pattern (checked here, never taken from the client). A valid call takes the next place
 * (docs/decisions/029-patterns-and-places.md): the first is the winner, and the round is
 * over (BINGO) once its last place is won, or once nobody is left who could win another. A player who has a place cannot take another.
 * The place is recorded only if the game is still in PLAY with the places seen here and
 * those squares are still marked at commit time, so of two calls at once for the last place
 * exactly one wins it and the other gets 409.
 */
export const callBingo: GameCommand = (db, firebaseUid, code, now = Date.now()) =>
  commitWithRetry(async () => {
    const [membership, marked, ...contenders] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code, { markedOnly: true }),
      ...contendersQueries(db, code),
    ]);
    const { game, player } = requireMembership(membership);
    if (game.status === "COMPLETE") throw refusal("gameEnded");
    if (game.status === "BINGO") throw refusal("bingoAlreadyCalled");
    if (game.status !== "PLAY") throw refusal("gameNotInPlay");
    if (game.winners.some((placing) => placing.playerId === player.id)) throw refusal("alreadyPlaced");
    const line = fullLine(player.boardEntries ?? [], new Set(marked.map((entry) => entry.id)), game.pattern);
    if (!line) throw refusal(game.pattern === "line" ? "noBingo" : "patternNotComplete");

    const place = game.winners.length + 1;
    const roundOver = roundEndsWith(game, contenders, { playerId: player.id });
    const lineStillMarked = sql`${games.status} = 'PLAY' AND json_array_length(${games.winners}) = ${game.winners.length}
      AND EXISTS (SELECT 1 FROM players WHERE id = ${player.id} AND removed_at IS NULL) AND (SELECT count(*) FROM entries
      WHERE game_id = ${game.id} AND is_marked = 1 AND id IN ${line}) = ${line.length}`;
    const [[bumped], [won], everyone, ...lineRows] = await db.batch([
      bumpVersionIf(db, game.id, lineStillMarked),
      db
        .update(games)
        .set({
          status: roundOver ? "BINGO" : "PLAY",
          winnerId: place === 1 ? player.id : game.winnerId,
          // With the squares it was won on: a vote on one of their marks may take the place away.
          winners: sql`json_insert(${games.winners}, '$[#]', json_object('playerId', ${player.id}, 'place', ${place}, 'entryIds', json(${JSON.stringify(line)})))`,
          // The round's end: its last place (the only one, with one place).
          wonAt: now,
        })
        .where(eq(games.id, game.id))
        .returning(),
      playersQuery(db, code),
      // Read as committed, so the result shows the same squares as every later read.
      ...winningLineQueries(db, code),
    ]);
    const winningEntryIds = winningLineOf(won!, lineRows);
    return {
      gameCode: code,
      data: gameView(won!, everyone, player, winningEntryIds),
      events: [
        { type: "bingo-called", version: bumped!.version, game: gameView(won!, everyone, null, winningEntryIds) },
      ],
    };
  });
