import { and, eq, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import { fullLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { games, seats } from "../db/schema";
import type { GameChange } from "./game-events";
import { entryIdsQuery, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { contendersQueries, roundEndsWith } from "./round-contenders.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { seatsQuery, seatViews, seatWinningLine } from "./seat-views.server";
import { winningLineOf, winningLineQueries } from "./winning-line.server";

/**
 * PUT /games/{code}/seats/{seatId}/bingo (docs/decisions/032-paper-seats.md): the host confirms a
 * paper card's Bingo with one tap, and the card takes the round's next place as a call-bingo
 * takes a player's (docs/decisions/029-patterns-and-places.md): the seat is marked won, the place
 * recorded with the seat's id and no player, and the round is over (BINGO) once its last place is
 * won or nobody is left who could win another; a seat's first place leaves `winnerId` null. Checked as a call is: the card must have a full
 * line and no place yet, and the place is recorded only if the game is still in play with the
 * places seen here and that line still marked when it commits. A claimed card is its player's to call.
 */
export async function confirmSeatBingo(
  db: Database,
  firebaseUid: string,
  code: string,
  seatId: number,
  now = Date.now(),
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const [membership, marked, found, ...contenders] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code, { markedOnly: true }),
      db
        .select({ seat: seats })
        .from(seats)
        .innerJoin(games, and(eq(games.id, seats.gameId), eq(games.round, seats.round)))
        .where(and(eq(games.code, code), eq(seats.id, seatId))),
      ...contendersQueries(db, code),
    ]);
    const { game, player } = requireMembership(membership);
    if (player.role !== "CREATOR") throw refusal("onlyHost");
    const seat = found[0]?.seat;
    if (!seat) throw refusal("seatNotFound");
    if (game.status === "COMPLETE") throw refusal("gameEnded");
    if (game.status === "BINGO") throw refusal("bingoAlreadyCalled");
    if (game.status !== "PLAY") throw refusal("gameNotInPlay");
    if (seat.claimedBy !== null) throw refusal("seatClaimed");
    if (seat.wonAt !== null) throw refusal("alreadyPlaced");
    const seatLine = fullLine(seat.boardEntries, new Set(marked.map((entry) => entry.id)), game.pattern);
    if (!seatLine) throw refusal(game.pattern === "line" ? "noBingo" : "patternNotComplete");

    const place = game.winners.length + 1;
    const roundOver = roundEndsWith(game, contenders, { seatId: seat.id });
    const lineStillMarked = sql`${games.status} = 'PLAY' AND json_array_length(${games.winners}) = ${game.winners.length}
      AND EXISTS (SELECT 1 FROM seats WHERE id = ${seat.id} AND claimed_by IS NULL AND won_at IS NULL) AND (SELECT count(*) FROM entries
      WHERE game_id = ${game.id} AND is_marked = 1 AND id IN ${seatLine}) = ${seatLine.length}`;
    const [[bumped], [won], , everyone, everySeat, ...lineRows] = await db.batch([
      bumpVersionIf(db, game.id, lineStillMarked),
      // Players who took earlier places keep them, the first `winnerId` (docs/decisions/029).
      db
        .update(games)
        .set({
          status: roundOver ? "BINGO" : "PLAY",
          winners: sql`json_insert(${games.winners}, '$[#]', json_object('playerId', NULL, 'seatId', ${seat.id}, 'place', ${place}, 'entryIds', json(${JSON.stringify(seatLine)})))`,
          wonAt: now,
        })
        .where(eq(games.id, game.id))
        .returning(),
      db.update(seats).set({ wonAt: now }).where(eq(seats.id, seat.id)),
      playersQuery(db, code),
      seatsQuery(db, game.id),
      // Read as committed: the round's result shows its first place's line, a player's or a card's.
      ...winningLineQueries(db, code),
    ]);
    const markedIds = new Set(marked.map((entry) => entry.id));
    const line = winningLineOf(won!, lineRows) ?? seatWinningLine(won!, everySeat, markedIds);
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
