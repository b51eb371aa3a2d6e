import { LIMITS } from "./constants";

/**
 * How many live connections one player may hold in a game: a phone, a laptop and a tab
 * left open. A new one beyond that closes the player's oldest (docs/decisions/012).
 */
export const MAX_SOCKETS_PER_PLAYER = 3;

/**
 * Sockets one game's room accepts at most: every player of a full game with two devices.
 * Every broadcast walks them all, so this bounds what one game can cost the others.
 */
export const MAX_SOCKETS_PER_ROOM = LIMITS.playersPerGame * 2;

/** Close code and reason for the oldest socket of a player who opened one more (app range). */
export const CLOSE_REPLACED = 4001;
export const CLOSE_REPLACED_REASON = "Opened in too many places: this one closed";
