import { eq, inArray, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import type { NextRoundInput } from "../../shared/api-schemas";
import { entriesToStart } from "../../shared/board-shape";
import { dealBoard } from "../../shared/deal-board";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { entries, games, players } from "../db/schema";
import type { GameChange, GameEvent } from "./game-events";
import { entryIdsQuery, gameIdByCode, membershipQuery, playersQuery, requireMembership } from "./game-queries.server";
import { clearedMark } from "./entry-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { archiveMarks } from "./round-marks.server";
import { writeBoards } from "./write-boards.server";

/**
 * POST /games/{code}/rounds `{ after, pattern, places }`: after a Bingo the creator starts the
 * next round (docs/decisions/013-rounds.md), with its own pattern and places (decision 029): a
 * round with places to come may be followed once its first place is won. The round won is
 * kept (its places and pattern in `pastRounds`, its marks archived), then every player,
 * including anyone who joined between rounds, is dealt a new board from the pool as it is now,
 * with no marks, in one guarded batch.
 *
 * Naming the round it follows makes it idempotent: a repeat (two taps, two tabs, a retry,
 * a race lost to the first call) finds that round already followed and answers with the
 * game as it is, changing nothing.
 */
export async function startNextRound(
  db: Database,
  firebaseUid: string,
  code: string,
  { after, pattern, places }: NextRoundInput,
  now: number,
): Promise<GameChange<Game>> {
  return commitWithRetry(async () => {
    const [membership, entryIds, dealt, everyoneBefore] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code),
      db
        .select({ id: players.id, code: players.code })
        .from(players)
        .where(inArray(players.gameId, gameIdByCode(db, code))),
      playersQuery(db, code),
    ]);
    const { game, player } = requireMembership(membership);
    if (player.role !== "CREATOR") throw refusal("onlyCreatorCanStartRound");
    if (after === game.round - 1) return { gameCode: code, data: gameView(game, everyoneBefore, player), events: [] };
    if (after < game.round) throw refusal("roundAlreadyPlayed", game.round);
    if (game.status === "COMPLETE") throw refusal("noMoreRounds");
    const won = game.status === "BINGO" || (game.status === "PLAY" && game.winners.length > 0);
    if (after > game.round || !won) throw refusal("roundNotOver");
    const needed = entriesToStart(game.boardSize);
    if (entryIds.length < needed) throw refusal("notEnoughEntries", needed - entryIds.length);

    const pool = entryIds.map((entry) => entry.id);
    const boards = new Map(dealt.map((each) => [each.id, dealBoard(pool, undefined, needed)]));
    // Dealt from this version's players and entries: a join or an entry change since makes
    // the rule fail and the round is dealt again; a round started meanwhile is then found above.
    const unchanged = sql`${games.status} IN ('BINGO', 'PLAY') AND ${games.round} = ${after} AND ${games.version} = ${game.version}`;
    const [[bumped], , [next], , , [me], everyone] = await db.batch([
      bumpVersionIf(db, game.id, unchanged),
      archiveMarks(db, eq(entries.gameId, game.id)),
      db
        .update(games)
        .set({
          // The row's values before this update: the round just won. A round a paper seat won
          // has no winning player: the card's name is its winner's (docs/decisions/032-paper-seats.md).
          pastRounds: sql`json_insert(${games.pastRounds}, '$[#]', json_object(
            'number', ${games.round},
            'winnerId', ${games.winnerId},
            'winnerName', coalesce((SELECT screen_name FROM players WHERE players.id = ${games.winnerId}),
              (SELECT name FROM seats WHERE seats.id = ${games.winners} ->> '$[0].seatId'),
              (SELECT name FROM seats WHERE seats.game_id = ${games.id} AND seats.round = ${games.round} AND seats.won_at IS NOT NULL)),
            'endedAt', ${games.wonAt},
            'pattern', ${games.pattern},
            'winners', json((SELECT json_group_array(CASE WHEN placing.value ->> 'seatId' IS NULL
                THEN json_object('playerId', placing.value ->> 'playerId', 'place', placing.value ->> 'place', 'name', players.screen_name)
                ELSE json_object('playerId', NULL, 'seatId', placing.value ->> 'seatId', 'place', placing.value ->> 'place', 'name', seats.name) END)
              FROM json_each(${games.winners}) AS placing
              LEFT JOIN players ON players.id = placing.value ->> 'playerId'
              LEFT JOIN seats ON seats.id = placing.value ->> 'seatId'))))`,
          round: sql`${games.round} + 1`,
          status: "PLAY",
          winnerId: null,
          wonAt: null,
          pattern,
          places,
          winners: [],
          startedAt: now,
        })
        .where(eq(games.id, game.id))
        .returning(),
      // Cleared as a change of every square at this version: a mark tapped in the round
      // before and retried now (a phone offline through the switch) is MARK_SUPERSEDED,
      // never a mark of the new round nobody made.
      db.update(entries).set(clearedMark(game.id)).where(eq(entries.gameId, game.id)),
      writeBoards(db, game.id, boards),
      db.select().from(players).where(eq(players.id, player.id)),
      playersQuery(db, code),
    ]);
    // The entries are as every client holds them, their marks cleared (room-deliveries.server.ts).
    const started: GameEvent = {
      type: "round-started",
      version: bumped!.version,
      game: gameView(next!, everyone, null),
      boards: dealt.map((each) => ({ playerCode: each.code, boardEntries: boards.get(each.id)! })),
    };
    return { gameCode: code, data: gameView(next!, everyone, me!), events: [started] };
  });
}
