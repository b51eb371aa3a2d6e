import type { Game, Player } from "../../shared/api-types";

/**
 * The caller's own player, by the id the API marked `isMe` when the game was read (messages
 * broadcast to everyone carry no `isMe`, so the id is what we keep). Null once we are no
 * longer in the game's player list: removed by the host, or let go by a full practice game.
 */
export function myPlayer(game: Game | null, myPlayerId: number | null): Player | null {
  if (!game || myPlayerId === null) return null;
  return game.players.find((player) => player.id === myPlayerId) ?? null;
}

/** The id of the player the API marked as the caller's own in a game it answered with. */
export function myPlayerIdIn(game: Game): number | null {
  return game.players.find((player) => player.isMe)?.id ?? null;
}
