import { eq, sql } from "drizzle-orm";
import type { ViewerSnapshot } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games } from "../db/schema";
import { entriesOfGameQuery } from "./entry-queries.server";
import { gameIdByCode, playersQuery } from "./game-queries.server";
import { entriesView, gameView } from "./game-view.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { seatsQuery, withSeats } from "./seat-views.server";
import { roundResultOf, roundResultQueries } from "./winning-line.server";

/**
 * GET /games/{code}/tv, once the room has accepted the viewer key (docs/decisions/018-tv-view.md):
 * the game as everyone in it sees it, in one batch, so one consistent snapshot: the game and its
 * players without boards or user ids, who is one away, the paper seats, once won the winning line, and every
 * entry with who marked it. 404 (as for a game that does not exist) if it no longer does.
 */
export async function readGameForViewers(db: Database, code: string): Promise<Omit<ViewerSnapshot, "onlinePlayerCodes">> {
  const [gameRows, everyone, oneAway, entryRows, seatRows, ...roundRows] = await db.batch([
    db.select().from(games).where(eq(games.code, code)),
    playersQuery(db, code),
    oneAwayQuery(db, sql`(${gameIdByCode(db, code)})`),
    entriesOfGameQuery(db, code),
    seatsQuery(db, sql`(${gameIdByCode(db, code)})`),
    ...roundResultQueries(db, code),
  ]);
  const [game] = gameRows;
  if (!game) throw refusal("gameNotFound");
  const round = roundResultOf(game, roundRows);
  return {
    // The seats without their boards or claim tokens: a TV is no host.
    game: withSeats(
      { ...gameView(game, everyone, null, round.winningEntryIds), oneAwayPlayerIds: oneAwayFromRow(oneAway), ...round.kept },
      game,
      seatRows,
      round.marked,
      false,
    ),
    entries: entriesView(entryRows, game.code),
  };
}
