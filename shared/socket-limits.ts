import { LIMITS } from "./constants";

/**
 * How many live connections one player may hold in a game: a phone, a laptop and a tab
 * left open. A new one beyond that closes the player's oldest (docs/decisions/012).
 */
export const MAX_SOCKETS_PER_PLAYER = 3;

/**
 * Members' sockets one game's room accepts at most: every player of a full game with two
 * devices. Every broadcast walks them all, so this (with MAX_VIEWER_SOCKETS, counted apart)
 * bounds what one game can cost the others.
 */
export const MAX_SOCKETS_PER_ROOM = LIMITS.playersPerGame * 2;

/** Close code and reason for the oldest socket of a player who opened one more (app range). */
export const CLOSE_REPLACED = 4001;
export const CLOSE_REPLACED_REASON = "Opened in too many places: this one closed";

/**
 * Viewer sockets (TV views, docs/decisions/018-tv-view.md) one game's room holds at most: a
 * few screens in the room. One more closes the oldest with CLOSE_REPLACED, as a player's do,
 * so a TV reconnecting after a Wi-Fi blip replaces its own half-open socket. Counted apart
 * from the members' MAX_SOCKETS_PER_ROOM: neither ever takes the other's room.
 */
export const MAX_VIEWER_SOCKETS = 5;

/**
 * A person's marks over the socket, counted by the room: the same as the API's limit for
 * `PUT /entries/{id}` (`markPerUser` in workers/api/rate-limits/limits.ts; its config test
 * holds the two equal).
 */
export const MARKS_PER_PERSON = { limit: 30, periodSeconds: 10 } as const;
