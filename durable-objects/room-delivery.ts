import type { RealtimeMessage } from "../shared/realtime-messages";

/** One message for the room to send: to every socket of the game, or to one player's sockets. */
export interface RoomDelivery {
  to: "everyone" | { playerCode: string };
  message: RealtimeMessage;
}

/** What the Worker tells the room about a socket it has already authorised. */
export interface RoomConnection {
  playerCode: string;
  playerId: number;
  gameCode: string;
  /** The game's version in D1 when the socket was authorised. */
  version: number;
}

export const ROOM_CONNECTION_HEADER = "X-Bingo-Room-Connection";
