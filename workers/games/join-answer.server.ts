import { eq, sql } from "drizzle-orm";
import type { Entry, Game } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { games, type PlayerRow } from "../db/schema";
import { entriesOfGameQuery } from "./entry-queries.server";
import { gameIdByCode, playersQuery } from "./game-queries.server";
import { entriesView, gameView } from "./game-view.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { seatsQuery, withSeats } from "./seat-views.server";
import { winningLineOf, winningLineQueries } from "./winning-line.server";

/** What POST /games/join answers (docs/api.md): the game as GET /games/{code} shows it, and its entries. */
export interface JoinAnswer {
  game: Game;
  entries: Entry[];
  /** The newcomer's one-time socket ticket, which the room that holds the game adds (docs/decisions/045). */
  socketTicket?: string | null;
}

/**
 * The reads of a join's answer, run in the join's own write batch: a join is then two round
 * trips to D1, not five, and its answer is exactly the game its event announced. The same
 * reads as GET /games/{code} and GET /entries (read-games.server.ts, list-entries.server.ts),
 * but for a viewer whose player row the caller already has (the one it just inserted).
 */
export function joinAnswerQueries(db: Database, code: string) {
  return [
    db.select().from(games).where(eq(games.code, code)),
    playersQuery(db, code),
    oneAwayQuery(db, sql`(${gameIdByCode(db, code)})`),
    entriesOfGameQuery(db, code),
    seatsQuery(db, sql`(${gameIdByCode(db, code)})`),
    ...winningLineQueries(db, code),
  ] as const;
}

/** What a batch of `Queries` answers: each query's rows, in order. */
type BatchRows<Queries extends readonly unknown[]> = { readonly [Index in keyof Queries]: Awaited<Queries[Index]> };
type AnswerRows = BatchRows<ReturnType<typeof joinAnswerQueries>>;

/** The answer for `viewer`, from the rows of `joinAnswerQueries`. */
export function joinAnswerOf(rows: AnswerRows, viewer: PlayerRow): JoinAnswer {
  const [[game], everyone, oneAway, entryRows, seatRows, winner, marked] = rows;
  const view = { ...gameView(game!, everyone, viewer, winningLineOf(game!, [winner, marked])), oneAwayPlayerIds: oneAwayFromRow(oneAway) };
  return {
    // A player joining in play hears of the paper seats at once, as GET /games/{code} tells them.
    game: withSeats(view, game!, seatRows, new Set(marked.map((entry) => entry.id)), viewer.role === "CREATOR"),
    entries: entriesView(entryRows, game!.code),
  };
}
