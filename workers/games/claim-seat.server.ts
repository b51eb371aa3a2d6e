import { and, eq, ne, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { games, players, seats } from "../db/schema";
import type { GameChange, GameEvent } from "./game-events";
import { entryIdsQuery, gameIdByCode, membershipQuery } from "./game-queries.server";
import { playerView, publicPlayer } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import { joinGame } from "./join-game.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { readGame } from "./read-games.server";
import { seatsQuery, seatViews } from "./seat-views.server";

/**
 * POST /games/{code}/seats/{seatId}/claim (docs/decisions/032-paper-seats.md): whoever scans a
 * printed card's QR code plays that very board on a phone. Someone not in the game joins under
 * the card's name (as POST /games/join would, so a locked or full game refuses them); a player
 * already in it plays the card instead of the board they had (a card they had claimed before is
 * paper again). The seat is then that player's, followed as a player is. A card that has won
 * its place, or a player who has won one, claims nothing: one place each. The token is the card's only credential: a wrong one is answered as a
 * card that does not exist, and once claimed it claims nothing for anyone else. Claiming the same
 * card again from the same account changes nothing.
 */
export async function claimSeat(
  db: Database,
  firebaseUid: string,
  code: string,
  seatId: number,
  token: string,
  now = Date.now(),
): Promise<GameChange<Game>> {
  const [found] = await db
    .select({ seat: seats, game: games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(games.code, code), eq(seats.id, seatId)));
  if (!found || !sameToken(found.seat.claimToken, token)) throw refusal("seatNotFound");
  const { seat, game } = found;
  if (game.status !== "PLAY" || seat.round !== game.round) throw refusal("gameNotInPlay");

  const events: GameEvent[] = [];
  let [member] = await membershipQuery(db, code, firebaseUid);
  // Removed by the host, with the card they had claimed: its token gives them no way back in.
  if (member?.player.removedAt != null) throw refusal("removedFromGame");
  if (seat.claimedBy !== null) {
    if (seat.claimedBy === member?.player.id) return { gameCode: code, data: await readGame(db, firebaseUid, code), events };
    throw refusal("seatClaimed");
  }
  // One place a card and one a player: a card that has its place, scanned, would give its full
  // line a second one, and a player who has placed would take another with a card's board.
  if (seat.wonAt !== null) throw refusal("seatPlaced");
  if (member && game.winners.some((placing) => placing.playerId === member!.player.id)) throw refusal("alreadyPlaced");
  if (!member) {
    events.push(...(await joinGame(db, firebaseUid, { code, screenName: seat.name }, now)).events);
    [member] = await membershipQuery(db, code, firebaseUid);
  }
  const claimer = member!.player;

  const claimed = await commitWithRetry(async () => {
    const stillOpen = sql`${games.status} = 'PLAY' AND ${games.round} = ${seat.round}
      AND EXISTS (SELECT 1 FROM seats WHERE id = ${seat.id} AND claimed_by IS NULL AND won_at IS NULL)
      AND EXISTS (SELECT 1 FROM players WHERE id = ${claimer.id} AND removed_at IS NULL)`;
    const [[bumped], [player], , , oneAway, everySeat, marked] = await db.batch([
      bumpVersionIf(db, game.id, stillOpen),
      db.update(players).set({ boardEntries: seat.boardEntries }).where(eq(players.id, claimer.id)).returning(),
      db.update(seats).set({ claimedBy: claimer.id }).where(eq(seats.id, seat.id)),
      // A card they played before is paper again: followed, confirmable and claimable anew.
      db.update(seats).set({ claimedBy: null }).where(and(eq(seats.gameId, game.id), eq(seats.claimedBy, claimer.id), ne(seats.id, seat.id))),
      oneAwayQuery(db, sql`(${gameIdByCode(db, code)})`),
      seatsQuery(db, game.id),
      entryIdsQuery(db, code, { markedOnly: true }),
    ]);
    const event: GameEvent = {
      type: "seats-changed",
      version: bumped!.version,
      seats: seatViews(everySeat, new Set(marked.map((entry) => entry.id)), false, game.pattern),
      claimed: {
        player: playerView(publicPlayer(player!, game)),
        boardEntries: seat.boardEntries,
        oneAwayPlayerIds: oneAwayFromRow(oneAway),
      },
    };
    return event;
  });
  events.push(claimed);
  return { gameCode: code, data: await readGame(db, firebaseUid, code), events };
}

/** Whether two tokens are the same, in a time that does not tell how much of a guess was right. */
function sameToken(kept: string, given: string): boolean {
  if (kept.length !== given.length) return false;
  let differ = 0;
  for (let index = 0; index < kept.length; index += 1) differ |= kept.charCodeAt(index) ^ given.charCodeAt(index);
  return differ === 0;
}
