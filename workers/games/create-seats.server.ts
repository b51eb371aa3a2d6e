import { and, count, eq, sql } from "drizzle-orm";
import type { Seat } from "../../shared/api-types";
import { entriesToStart } from "../../shared/board-shape";
import { LIMITS } from "../../shared/constants";
import { dealDistinctCards } from "../../shared/deal-board";
import { randomBase64Url } from "../../shared/random-token";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, seats } from "../db/schema";
import type { GameChange } from "./game-events";
import { entryIdsQuery, membershipQuery, requireMembership } from "./game-queries.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { seatsQuery, seatViews } from "./seat-views.server";

/** A claim token's bytes: 22 characters of base64url on the card's QR code, as long as a socket ticket's. */
const CLAIM_TOKEN_BYTES = 16;

/**
 * POST /games/{code}/seats (docs/decisions/032-paper-seats.md): the host prints cards, and each
 * becomes a seat of the round being played, with its own board, dealt as a late joiner's is from
 * the entries (which no longer change in play), no two cards alike, and a claim token for its QR
 * code. Only while the game is in play: a board dealt in setup could hold an entry deleted before
 * the start. Answers the new seats as the host sees them (boards and tokens); everyone else hears
 * them without.
 */
export async function createSeats(
  db: Database,
  firebaseUid: string,
  code: string,
  names: readonly string[],
): Promise<GameChange<Seat[]>> {
  return commitWithRetry(async () => {
    const [membership, entryIds, marked, [held]] = await db.batch([
      membershipQuery(db, code, firebaseUid),
      entryIdsQuery(db, code),
      entryIdsQuery(db, code, { markedOnly: true }),
      db
        .select({ seats: count() })
        .from(seats)
        .innerJoin(games, and(eq(games.id, seats.gameId), eq(games.round, seats.round)))
        .where(eq(games.code, code)),
    ]);
    const { game, player } = requireMembership(membership);
    if (player.role !== "CREATOR") throw refusal("onlyHost");
    if (game.status !== "PLAY") throw refusal("gameNotInPlay");
    if ((held?.seats ?? 0) + names.length > LIMITS.seatsPerRound) throw refusal("tooManySeats", LIMITS.seatsPerRound);

    const boards = dealDistinctCards(entryIds.map((entry) => entry.id), names.length, undefined, game.boardSize);
    const rows = names.map((name, index) => ({
      gameId: game.id,
      round: game.round,
      name,
      boardEntries: boards[index]!,
      claimToken: randomBase64Url(CLAIM_TOKEN_BYTES),
    }));
    // The round and its play must not move before this commits: the boards are this round's.
    const stillPlaying = sql`${games.status} = 'PLAY' AND ${games.round} = ${game.round}
      AND (SELECT count(*) FROM seats WHERE game_id = ${game.id} AND round = ${game.round}) = ${held?.seats ?? 0}`;
    const [[bumped], made, everySeat] = await db.batch([
      bumpVersionIf(db, game.id, stillPlaying),
      db.insert(seats).values(rows).returning(),
      seatsQuery(db, game.id),
    ]);
    const markedIds = new Set(marked.map((entry) => entry.id));
    return {
      gameCode: code,
      data: seatViews(made, markedIds, true, game.pattern),
      events: [{ type: "seats-changed", version: bumped!.version, seats: seatViews(everySeat, markedIds, false, game.pattern) }],
    };
  });
}
