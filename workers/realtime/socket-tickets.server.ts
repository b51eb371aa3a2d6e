import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { games, players, socketTickets } from "../db/schema";
import { membershipQuery, requireMembership } from "../games/game-queries.server";
import { randomBase64Url } from "../../shared/random-token";

/** Long enough to open a socket on a slow phone, short enough to be useless if leaked. */
export const TICKET_LIFETIME_MS = 60_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** What randomTicket makes: 32 random bytes, base64url without padding. */
const TICKET_FORM = /^[A-Za-z0-9_-]{43}$/;

const randomTicket = () => randomBase64Url(32);

/** A one-time ticket for a member of the game (404 for anyone else, as everywhere). */
export async function issueSocketTicket(db: Database, firebaseUid: string, code: string, now = Date.now()) {
  const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  const ticket = randomTicket();
  await db.batch([
    // Expired tickets are useless; clear them while we are here.
    db.delete(socketTickets).where(lt(socketTickets.expiresAt, now - TICKET_LIFETIME_MS)),
    db.insert(socketTickets).values({
      tokenHash: await sha256(ticket),
      playerId: player.id,
      gameId: game.id,
      expiresAt: now + TICKET_LIFETIME_MS,
    }),
  ]);
  return ticket;
}

export interface TicketHolder {
  playerId: number;
  playerCode: string;
  gameCode: string;
  version: number;
}

/**
 * Uses the ticket up, atomically: one UPDATE that only succeeds for an unused, unexpired
 * ticket of this game whose player is still in it, so a replayed ticket fails even when two
 * uses race, and a refused one is left as it was. Null when the ticket is missing, unknown,
 * expired, used, for another game, or its player is gone.
 */
export async function redeemSocketTicket(
  db: Database,
  ticket: string,
  code: string,
  now = Date.now(),
): Promise<TicketHolder | null> {
  // Anything not of a ticket's form is refused before D1 is asked or written (issue #30).
  if (!TICKET_FORM.test(ticket)) return null;
  const thisGame = db.select({ id: games.id }).from(games).where(eq(games.code, code));
  const itsPlayers = db
    .select({ id: players.id })
    .from(players)
    .where(and(inArray(players.gameId, thisGame), isNull(players.removedAt)));
  const [used] = await db
    .update(socketTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(socketTickets.tokenHash, await sha256(ticket)),
        isNull(socketTickets.usedAt),
        gt(socketTickets.expiresAt, now),
        inArray(socketTickets.gameId, thisGame),
        inArray(socketTickets.playerId, itsPlayers),
      ),
    )
    .returning({ playerId: socketTickets.playerId, gameId: socketTickets.gameId });
  if (!used) return null;

  const [holder] = await db
    .select({ playerId: players.id, playerCode: players.code, gameCode: games.code, version: games.version })
    .from(players)
    .innerJoin(games, eq(games.id, players.gameId))
    .where(and(eq(players.id, used.playerId), eq(games.id, used.gameId)));
  if (!holder || holder.gameCode !== code) return null;
  return holder;
}
