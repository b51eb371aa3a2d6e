import type { Entry, Game, Player } from "../../shared/api-types";
import { roomDeliveries } from "./room-deliveries.server";

/**
 * What changed in a game, as handed to the realtime layer after the change committed.
 * `version` is the game's version that the change produced.
 */
export type GameEvent =
  | { type: "player-joined"; version: number; player: Player }
  | {
      type: "game-started";
      version: number;
      /** Without boards: each board goes only to its own player. */
      game: Game;
      boards: Array<{ playerCode: string; boardEntries: number[] }>;
    }
  | {
      /** A won practice game back in PLAY (docs/decisions/008): new boards, no marks. */
      type: "round-started";
      version: number;
      game: Game;
      boards: Array<{ playerCode: string; boardEntries: number[] }>;
      entries: Entry[];
    }
  | {
      /** A full practice game let its oldest players go (docs/decisions/008). */
      type: "players-removed";
      version: number;
      /** Its players now. */
      game: Game;
      /** The codes of the players who left. */
      departed: string[];
      /** The entries whose marks, made by players who left, were cleared. */
      entries: Entry[];
    }
  | { type: "bingo-called"; version: number; game: Game }
  | { type: "entry-added" | "entry-changed"; version: number; entry: Entry }
  | { type: "entry-removed"; version: number; entry: Entry };

/**
 * THE hook between the game API and realtime: every API handler calls this once, after its
 * mutation has committed to D1. The game's GameRoom fans the event out to its sockets.
 *
 * It never throws: the change is already committed, so a failed broadcast must not turn
 * the caller's success into an error. Clients see the version gap and resync.
 */
export async function publishGameEvent(env: Env, gameCode: string, event: GameEvent): Promise<void> {
  try {
    const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameCode));
    await room.deliver(roomDeliveries(event));
  } catch (error) {
    console.error("realtime publish failed:", error);
  }
}
