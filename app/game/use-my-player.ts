import type { Game, Player } from "../../shared/api-types";

/** The caller's own player: the only one the API sends with a board. */
export function myPlayer(game: Game | null, myUserId: number | null): Player | null {
  if (!game || myUserId === null) return null;
  return game.players.find((player) => player.userId === myUserId) ?? null;
}
