import type { Database } from "../db/database.server";
import { membershipQuery, requireMembership } from "../games/game-queries.server";
import { mintTicket } from "./game-rooms.server";

/**
 * A one-time socket ticket for a member of a game that D1 still holds: the practice game, and
 * the rare old codes whose room does not hold their game (`roomHoldsGame`, decision 020). A game
 * its room holds mints its tickets there with no D1 read (`mintTicketInRoom`). Here: one D1 read
 * for the membership and the game's version (404 for anyone else, as everywhere), then the room
 * mints and keeps the ticket (durable-objects/socket-tickets.ts), so opening the socket asks D1
 * nothing.
 */
export async function issueSocketTicket(env: Env, db: Database, firebaseUid: string, code: string): Promise<string | null> {
  const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  // Null when the room heard of their leaving after D1 was read.
  return mintTicket(env, code, { playerCode: player.code, playerId: player.id, version: game.version });
}
