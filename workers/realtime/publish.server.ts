import type { Entry, Game, Player } from "../../shared/api-types";

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
  | { type: "bingo-called"; version: number; game: Game }
  | { type: "entry-added" | "entry-changed"; version: number; entry: Entry }
  | { type: "entry-removed"; version: number; entry: Entry };

/**
 * THE hook between the game API and realtime: every API handler calls this once, after its
 * mutation has committed to D1. It does nothing yet; the realtime issue (#4) fills it in
 * (send the event to the game's GameRoom Durable Object, which fans it out).
 *
 * It must never throw: the change is already committed, so a failed broadcast must not
 * turn the caller's success into an error (clients resync on a version gap).
 */
export async function publishGameEvent(
  _env: Env,
  _gameCode: string,
  _event: GameEvent,
): Promise<void> {}
