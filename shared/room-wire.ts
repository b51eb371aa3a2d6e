import type { RealtimeMessage } from "./realtime-messages";

/**
 * The contract between the Worker and a game's room (docs/architecture.md, Realtime): what
 * the Worker hands the room with a socket it has authorised, and what it asks the room to
 * do after a change committed. Neither side imports the other; both import this.
 */

/**
 * What the room does after a change, in order: send a message, let a player's sockets go, or
 * replace the TV view's key.
 */
export type RoomDelivery = RoomMessage | RoomDeparture | RoomViewerKeyReplaced;

/**
 * One message for the room to send: to every socket of the game, to its TV views' only (which
 * hear a start apart from the players, who each get theirs with their board), or to one player's.
 */
export interface RoomMessage {
  to: "everyone" | "viewers" | { playerCode: string };
  message: RealtimeMessage;
}

/**
 * A player who is no longer in the game: their sockets are closed (after any message
 * before this in the same delivery), so a former player hears nothing more of it.
 */
export interface RoomDeparture {
  departed: { playerCode: string };
}

/**
 * The host role moved or a player left (docs/decisions/018-tv-view.md): whoever held the game's
 * viewer key may be someone who should no longer follow the game. The key goes (a new one is
 * minted on the host's next ask), its unused tickets too, and its TV views' sockets close.
 */
export interface RoomViewerKeyReplaced {
  viewerKeyReplaced: true;
}

/** Whom a socket ticket was minted for: what the Worker found when it checked membership. */
export interface RoomConnection {
  playerCode: string;
  playerId: number;
  /** The game's version in D1 when the ticket was minted. */
  version: number;
}

/**
 * The header that carries a socket ticket, a member's or a TV view's (its form, game and
 * expiry checked by the Worker, shared/socket-ticket.ts), on the upgrade request the room
 * receives; the room uses it up.
 */
export const ROOM_TICKET_HEADER = "X-Bingo-Room-Ticket";

/**
 * What the room knows of who is here, for the host take-over rule
 * (docs/decisions/015-host-continuity.md). Times are epoch milliseconds.
 */
export interface RoomPresenceReport {
  /** Since when the asked player has had no open socket; null while they have one. */
  offlineSince: number | null;
  /** The online player present longest without a break (ties: the smaller code); null if nobody is online. */
  longestPresent: string | null;
}
