import type { Entry, Game, PastRound, Player, Seat } from "./api-types";

/**
 * What the GameRoom sends over a game's WebSocket (DESIGN.md, Realtime). Event names are
 * SPEC §7's: `game-ws-payload` to everyone, `player-ws-payload` to one player's sockets,
 * `game-ws-remove-item` to everyone. Payloads carry items keyed by collection, so the client
 * store upserts or removes them by id; every message carries the game version it brings the
 * client to.
 */

/** SPEC §3, Online players: the game and the codes of the players connected now. */
export interface OnlinePlayers {
  gameCode: string;
  players: string[];
}

export interface RealtimePayload {
  games?: Game[];
  players?: Player[];
  entries?: Entry[];
  onlinePlayers?: OnlinePlayers[];
  /**
   * Who is one away now, on the message of every change that can alter it
   * (a mark or unmark, a join in play, a new round): it replaces the list the client holds.
   */
  oneAwayPlayerIds?: number[];
  /**
   * The round's paper seats as everyone sees them (no boards, no claim tokens), on the message
   * of every change in a game that has seats: it replaces the list the client holds.
   */
  seats?: Seat[];
  /**
   * On the room's first message to a socket whose client said it holds another version of the
   * game (`?have=`): `games` and `entries` are then the whole game as that player reads it at
   * this version, and an entry not listed is gone. The client needs no read of its own.
   */
  whole?: true;
  /**
   * A change of the game's own fields (a start, a new round, a Bingo, a lock or an end, a removal): every
   * field of the game at this version but its players, its past rounds, its paper seats and who
   * is one away,
   * which stay as the client holds them (changed only by `ownPlayer`, `removedPlayerIds`,
   * `pastRounds`, `marksCleared` and `oneAwayPlayerIds` of the same message). `winningEntryIds` comes only with a Bingo: absent,
   * the line the client holds stays. A delta, so that such a change costs each socket well under
   * a kilobyte instead of the whole game (docs/decisions/033-room-deltas.md). A client that holds
   * no game reads it.
   */
  game?: GameFields;
  /**
   * With `game`, at a start or a new round, to one player's sockets only: their own player, with `isMe` and
   * their board. By its id: a store may hold its players without `isMe` (a whole game broadcast
   * to everyone carries none).
   */
  ownPlayer?: Player;
  /** With `game`: the players who left the game at this version. */
  removedPlayerIds?: number[];
  /** With `game`, at a new round: the game's past rounds, now with the round just won. */
  pastRounds?: PastRound[];
  /** With `game`, at a new round: every entry's mark was cleared (the entries are otherwise as held). */
  marksCleared?: true;
}

/** The game's own fields, as `game` of a message carries them: the game less what a delta leaves as held. */
export type GameFields = Omit<Game, "players" | "pastRounds" | "oneAwayPlayerIds" | "seats">;

export interface RealtimeRemoval {
  entries?: number[];
  players?: number[];
}

export interface RealtimePayloadMessage {
  event: "game-ws-payload" | "player-ws-payload";
  version: number;
  data: RealtimePayload;
}

export interface RealtimeRemovalMessage {
  event: "game-ws-remove-item";
  version: number;
  data: RealtimeRemoval;
}

export type RealtimeMessage = RealtimePayloadMessage | RealtimeRemovalMessage;

/**
 * The room's answer to a mark sent over the socket (docs/api.md, Realtime), to that socket
 * only, after the change's own message to everyone: the entry and the version it made, or the
 * refusal `PUT /entries/{id}` would give (in English: the client says it in its own words), or
 * `overHttp` where the room does not take marks (the practice game): send it as a PUT.
 */
export type MarkAnswer =
  | { event: "mark-answer"; id: string; version: number; entry: Entry }
  | { event: "mark-answer"; id: string; refusal: { code: string; errors: Record<string, string[]> } }
  | { event: "mark-answer"; id: string; overHttp: true };

/**
 * The socket URL's parameter with the game version the client holds: the room then sends the
 * whole game first if the game is at another one (a reconnect after missed changes).
 */
export const CLIENT_VERSION_PARAM = "have";

/** A client's mark id: at most this long (a UUID is 36). */
export const MARK_ID_MAX_LENGTH = 64;

export function isPayloadMessage(message: RealtimeMessage): message is RealtimePayloadMessage {
  return message.event === "game-ws-payload" || message.event === "player-ws-payload";
}

/**
 * Clients ping this often (mobile networks and proxies drop idle sockets). The room takes
 * a socket silent for three heartbeats as gone: a phone that lost its network never sends
 * a close frame, and would otherwise be shown online for as long as TCP keeps it half-open.
 */
export const HEARTBEAT_MS = 25_000;
export const SILENT_SOCKET_LIMIT_MS = 3 * HEARTBEAT_MS;
/** Close code for a socket the room dropped for silence ("going away": reconnect). */
export const CLOSE_GOING_AWAY = 1001;

/** Clients may only send small control messages. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
export const PING_MESSAGE = JSON.stringify({ type: "ping" });
export const PONG_MESSAGE = JSON.stringify({ type: "pong" });


/**
 * Close code for the sockets of a player who is no longer in the game (a full practice
 * game made room, docs/decisions/008): the client stops reconnecting. App-defined range.
 */
export const CLOSE_LEFT_GAME = 4000;

/** Close codes a client should understand (RFC 6455). */
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_MESSAGE_TOO_BIG = 1009;
