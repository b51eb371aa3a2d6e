import { randomBase64Url } from "./random-token";

/**
 * A game socket's one-time ticket (docs/api.md, Realtime; docs/decisions/020): minted and kept
 * by the game's room, so opening a socket asks no database. Its form carries, in the clear,
 * the game it is for and when it expires, so the Worker refuses another game's or an expired
 * ticket without reaching any room; the random part is what the room looks up and uses up.
 * Forging the clear parts gains nothing: the room finds no ticket under them.
 */

/** Long enough to open a socket on a slow phone, short enough to be useless if leaked. */
export const SOCKET_TICKET_LIFETIME_MS = 60_000;

const TICKET_FORM = /^([A-Z0-9]{1,12})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export interface SocketTicketParts {
  gameCode: string;
  expiresAt: number;
  /** 32 random bytes, base64url: the part only the room knows. */
  secret: string;
}

/** A new ticket for `gameCode`, valid until `now` plus its lifetime. */
export function newSocketTicket(gameCode: string, now: number): { ticket: string; parts: SocketTicketParts } {
  const parts = { gameCode, expiresAt: now + SOCKET_TICKET_LIFETIME_MS, secret: randomBase64Url(32) };
  return { ticket: `${parts.gameCode}.${parts.expiresAt.toString(36)}.${parts.secret}`, parts };
}

/** The ticket's parts, or null for anything not of a ticket's form. */
export function socketTicketParts(ticket: string): SocketTicketParts | null {
  const match = TICKET_FORM.exec(ticket);
  if (!match) return null;
  return { gameCode: match[1]!, expiresAt: parseInt(match[2]!, 36), secret: match[3]! };
}

/** Whether the Worker may hand this ticket to `gameCode`'s room at `now`: its form, game and time. */
export function mayOpenGame(ticket: string, gameCode: string, now: number): boolean {
  const parts = socketTicketParts(ticket);
  return parts !== null && parts.gameCode === gameCode && parts.expiresAt > now;
}
