import type { Database } from "../db/database.server";
import { membershipQuery, requireMembership } from "../games/game-queries.server";
import { mintTicket } from "./game-rooms.server";

/**
 * A one-time socket ticket for a member of the game (404 for anyone else, as everywhere): one
 * D1 read for the membership and the game's version, then the room mints and keeps the ticket
 * (durable-objects/socket-tickets.ts), so opening the socket asks D1 nothing.
 */
export async function issueSocketTicket(env: Env, db: Database, firebaseUid: string, code: string): Promise<string | null> {
  const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  // Null when the room heard of their leaving after D1 was read.
  return mintTicket(env, code, { playerCode: player.code, playerId: player.id, version: game.version });
}
