import { and, eq, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import { fullLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { games, seats } from "../db/schema";
import type { GameChange } from "./game-events";
import { entryIdsQuery, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { seatsQuery, seatViews } from "./seat-views.server";

/**
 * PUT /games/{code}/seats/{seatId}/bingo (docs/decisions/032-paper-seats.md): the host confirms a
 * paper card's Bingo with one tap, and the round is that seat's win, as a call-bingo is a player's:
 * the game goes to BINGO with no winning player (`winnerId` null) and the seat marked won. Checked
 * as a call is: the card must have a full line, and the win is recorded only if the game is still
 * in play and that line still marked when it commits. A claimed card is its player's to call.
 */
export async function confirmSeatBingo(
  db: Database,
  firebaseUid: string,
  code: string,
  seatId: number,
  now = Date.now(),
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const [membership, marked, found] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code, { markedOnly: true }),
      db
        .select({ seat: seats })
        .from(seats)
        .innerJoin(games, and(eq(games.id, seats.gameId), eq(games.round, seats.round)))
        .where(and(eq(games.code, code), eq(seats.id, seatId))),
    ]);
    const { game, player } = requireMembership(membership);
    if (player.role !== "CREATOR") throw refusal("onlyHost");
    const seat = found[0]?.seat;
    if (!seat) throw refusal("seatNotFound");
    if (game.status === "COMPLETE") throw refusal("gameEnded");
    if (game.status === "BINGO") throw refusal("bingoAlreadyCalled");
    if (game.status !== "PLAY") throw refusal("gameNotInPlay");
    if (seat.claimedBy !== null) throw refusal("seatClaimed");
    const line = fullLine(seat.boardEntries, new Set(marked.map((entry) => entry.id)), game.pattern);
    if (!line) throw refusal("noBingo");

    const lineStillMarked = sql`${games.status} = 'PLAY'
      AND EXISTS (SELECT 1 FROM seats WHERE id = ${seat.id} AND claimed_by IS NULL) AND (SELECT count(*) FROM entries
      WHERE game_id = ${game.id} AND is_marked = 1 AND id IN ${line}) = ${line.length}`;
    const [[bumped], [won], , everyone, everySeat] = await db.batch([
      bumpVersionIf(db, game.id, lineStillMarked),
      // A player who took an earlier place of the round keeps it (docs/decisions/029).
      db.update(games).set({ status: "BINGO", wonAt: now }).where(eq(games.id, game.id)).returning(),
      db.update(seats).set({ wonAt: now }).where(eq(seats.id, seat.id)),
      playersQuery(db, code),
      seatsQuery(db, game.id),
    ]);
    const markedIds = new Set(marked.map((entry) => entry.id));
    return {
      gameCode: code,
      data: { ...gameView(won!, everyone, player, line), seats: seatViews(everySeat, markedIds, true, game.pattern) },
      events: [
        {
          type: "bingo-called",
          version: bumped!.version,
          game: gameView(won!, everyone, null, line),
          seats: seatViews(everySeat, markedIds, false, game.pattern),
        },
      ],
    };
  });
}
