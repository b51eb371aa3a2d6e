import type { Entry, Game, Player, Seat } from "../../shared/api-types";
import type { Database } from "../db/database.server";

/**
 * What changed in a game: the domain's events, which the API publishes to the game's room
 * once the change has committed (workers/realtime turns them into socket messages).
 * `version` is the game's version that the change produced.
 */
export type GameEvent =
  | {
      type: "player-joined";
      version: number;
      player: Player;
      /** Joining a game in play deals a board, which may be one away at once. */
      oneAwayPlayerIds?: number[];
    }
  /** A member who joined again under another name: their player (clients rename the entries they wrote). */
  | { type: "player-renamed"; version: number; player: Player }
  | {
      type: "game-started";
      version: number;
      /** Without boards: each board goes only to its own player. */
      game: Game;
      boards: Array<{ playerCode: string; boardEntries: number[] }>;
    }
  | {
      /**
       * The next round after a Bingo (docs/decisions/013), or a won practice game back in
       * PLAY (docs/decisions/008): new boards, no marks.
       */
      type: "round-started";
      version: number;
      game: Game;
      boards: Array<{ playerCode: string; boardEntries: number[] }>;
    }
  | {
      /**
       * Players left the game: a full practice game let its oldest go (docs/decisions/008),
       * or the creator removed one.
       */
      type: "players-removed";
      version: number;
      /** Its players now. */
      game: Game;
      /** The codes of the players who left. */
      departed: string[];
      /** The entries whose marks, made by players who left, were cleared. */
      entries: Entry[];
      oneAwayPlayerIds: number[];
      /**
       * The ids of the players who left, when nothing else of the game's players changed (a
       * removal by the host): the room then sends them and the game's own fields, not the game.
       */
      removedPlayerIds?: number[];
      /** A paper card the removed player had claimed is paper again: the round's seats as everyone sees them. */
      seats?: Seat[];
    }
  /** `seats` when a seat won, or the game has seats: the round's seats as everyone sees them. */
  | { type: "bingo-called"; version: number; game: Game; seats?: Seat[] }
  /** Joining was locked or unlocked, or the game ended. */
  | { type: "game-changed"; version: number; game: Game }
  /** The host role moved: handed over, taken over or taken back (docs/decisions/015). */
  | { type: "host-moved"; version: number; game: Game }
  /**
   * Predictions carried over from last year changed author with nobody joining or leaving
   * (docs/decisions/043): a deleted account's, in a game it never joined, are by "someone" now;
   * a guest's, merged into an account already at the table, are that account's player's. The
   * entries as they are now; the game too when the round's result kept some of them.
   */
  | { type: "carried-authors-changed"; version: number; entries: Entry[]; game?: Game }
  | { type: "entry-added"; version: number; entry: Entry }
  | { type: "entry-edited"; version: number; entry: Entry }
  /**
   * A mark or unmark, with who is one away after it (shared/one-away.ts) and, in a game with
   * paper seats, every seat as everyone sees it (docs/decisions/032-paper-seats.md).
   */
  | { type: "entry-changed"; version: number; entry: Entry; oneAwayPlayerIds: number[]; seats?: Seat[] }
  | {
      /** Paper seats were printed, or one was claimed: the round's seats as everyone sees them. */
      type: "seats-changed";
      version: number;
      seats: Seat[];
      /** A claim: the claimer's player, who is one away now, and the card's board for the claimer alone. */
      claimed?: { player: Player; boardEntries: number[]; oneAwayPlayerIds: number[] };
    }
  | { type: "entry-removed"; version: number; entry: Entry };

/** A use case on the game with this code, by the caller; `now` is the server's clock. */
export type GameCommand = (db: Database, firebaseUid: string, code: string, now?: number) => Promise<GameChange<Game>>;

/** What a use case that changes a game returns: its answer, and the events it committed. */
export interface GameChange<T> {
  gameCode: string;
  data: T;
  events: GameEvent[];
  /** Entry changes also answer with the version they produced (docs/api.md). */
  version?: number;
}

/**
 * A request refused (`cause`) after earlier steps of it had committed changes (a practice
 * join that first started a new round): those are still published, then the refusal answers.
 */
export class RefusedAfterChanges extends Error {
  constructor(
    override readonly cause: unknown,
    readonly gameCode: string,
    readonly events: GameEvent[],
  ) {
    super("refused after committing changes", { cause });
  }
}
