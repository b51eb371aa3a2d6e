import { eq, sql } from "drizzle-orm";
import { fullLine } from "../../shared/winning-lines";
import { refusal } from "../../shared/refusal";
import { games } from "../db/schema";
import type { GameCommand } from "./game-events";
import { entryIdsQuery, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { winningLineOf, winningLineQueries } from "./winning-line.server";

/**
 * PUT /games/{code}/call-bingo: accepted only if the caller's own board has a full line
 * (checked here, never taken from the client). The first valid call wins; the win is
 * recorded only if the game is still in PLAY and that line is still marked at commit time,
 * so of two calls at once exactly one wins and the other gets 409.
 */
export const callBingo: GameCommand = (db, firebaseUid, code, now = Date.now()) =>
  commitWithRetry(async () => {
    const [membership, marked] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code, { markedOnly: true }),
    ]);
    const { game, player } = requireMembership(membership);
    if (game.status === "COMPLETE") throw refusal("gameEnded");
    if (game.status === "BINGO") throw refusal("bingoAlreadyCalled");
    if (game.status !== "PLAY") throw refusal("gameNotInPlay");
    const line = fullLine(player.boardEntries ?? [], new Set(marked.map((entry) => entry.id)));
    if (!line) throw refusal("noBingo");

    const lineStillMarked = sql`${games.status} = 'PLAY'
      AND EXISTS (SELECT 1 FROM players WHERE id = ${player.id} AND removed_at IS NULL) AND (SELECT count(*) FROM entries
      WHERE game_id = ${game.id} AND is_marked = 1 AND id IN ${line}) = ${line.length}`;
    const [[bumped], [won], everyone, ...lineRows] = await db.batch([
      bumpVersionIf(db, game.id, lineStillMarked),
      db
        .update(games)
        .set({ status: "BINGO", winnerId: player.id, wonAt: now })
        .where(eq(games.id, game.id))
        .returning(),
      playersQuery(db, code),
      // Read as committed, so the result shows the same line as every later read.
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
