import { Refusal, refusal, type RefusalKind } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { addEntry } from "./add-entry.server";
import { callBingo } from "./call-bingo.server";
import { claimSeat } from "./claim-seat.server";
import { confirmSeatBingo } from "./confirm-seat-bingo.server";
import { createSeats } from "./create-seats.server";
import { deleteAccount } from "./delete-account.server";
import { deleteEntry } from "./delete-entry.server";
import { mergeUsers } from "./merge-users.server";
import { editEntry } from "./edit-entry.server";
import { membershipQuery, requireMembership } from "./game-queries.server";
import { endGame, setJoinLocked } from "./host-controls.server";
import { handOverHost, readHostSeat } from "./host-role.server";
import { joinGame } from "./join-game.server";
import { listEntries } from "./list-entries.server";
import { markEntry } from "./mark-entry.server";
import { playAgainMaterial, seedEntries } from "./play-again.server";
import { recordOfGame } from "./game-record.server";
import { readGameForViewers } from "./read-game-for-viewers.server";
import { readGame, readGameWithEntries } from "./read-games.server";
import { removePlayer } from "./remove-player.server";
import { requireHost } from "./require-host.server";
import { startGame } from "./start-game.server";
import { startNextRound } from "./start-next-round.server";

/**
 * The use cases of one game, by name: what the API runs on D1, or what a game's room runs on
 * its own storage once it holds the game (docs/decisions/020). Each takes the database first;
 * the rest of its arguments travel to the room as they are.
 */
export const gameChanges = {
  addEntry,
  markEntry,
  editEntry,
  deleteEntry,
  startGame,
  callBingo,
  startNextRound,
  handOverHost,
  setJoinLocked,
  endGame,
  removePlayer,
  joinGame,
  seedEntries,
  createSeats,
  confirmSeatBingo,
  claimSeat,
};

/**
 * Changes of an account that reach every game it is in: set-based, so run in a game's room
 * they change that game, and run on D1 the account and D1's index (docs/decisions/020).
 */
export const accountChanges = { mergeUsers, deleteAccount };
export type AccountChangeName = keyof typeof accountChanges;

/** Reads of one game: they change nothing and publish nothing. */
export const gameReads = {
  readGame,
  readGameWithEntries,
  listEntries,
  readGameForViewers,
  requireHost,
  readHostSeat,
  playAgainMaterial,
  recordOfGame,
  /** The caller's player and the game's version, for a socket ticket. */
  async membership(db: Database, firebaseUid: string, code: string) {
    const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
    return { playerCode: player.code, playerId: player.id, version: game.version };
  },
};

/**
 * What each use case answers about a game that does not exist, which is what it answers anyone
 * not in it: by an entry's id, an unknown entry; otherwise an unknown game, in the field its
 * input names it. A room that holds no game answers this without running the use case, so a
 * made-up code writes nothing in any room (docs/decisions/025).
 */
export function unknownGameRefusal(name: GameChangeName | GameReadName | "takeOver"): Refusal {
  switch (name) {
    case "markEntry":
    case "editEntry":
    case "deleteEntry":
      return refusal("entryNotFound");
    case "addEntry":
      return refusal("gameNotFound").inField("gameCode");
    case "listEntries":
      return refusal("gameNotFound").inField("game");
    default:
      return refusal("gameNotFound");
  }
}

type Rest<F> = F extends (db: Database, ...rest: infer A) => unknown ? A : never;

export type GameChangeName = keyof typeof gameChanges;
export type GameChangeArgs<N extends GameChangeName> = Rest<(typeof gameChanges)[N]>;
export type GameChangeData<N extends GameChangeName> = Awaited<ReturnType<(typeof gameChanges)[N]>>["data"];

export type GameReadName = keyof typeof gameReads;
export type GameReadArgs<N extends GameReadName> = Rest<(typeof gameReads)[N]>;
export type GameReadResult<N extends GameReadName> = Awaited<ReturnType<(typeof gameReads)[N]>>;

/**
 * What a room answers for a use case it ran: its result (and, for a change of an entry, the
 * version it made), or the refusal, as plain data: an Error's own fields do not cross an RPC.
 */
export type RoomOutcome<T> =
  | {
      ok: true;
      value: T;
      version?: number;
      /** The change moved what D1's index keeps (durable-objects/index-rows.ts): its write is pending. */
      indexPending?: boolean;
    }
  | { ok: false; refusal: { kind: RefusalKind; code: string; errors: Record<string, string[]> } };

/** A refusal as a room sends it back. */
export function refusalOutcome(refused: Refusal): RoomOutcome<never> {
  return { ok: false, refusal: { kind: refused.kind, code: refused.code, errors: refused.errors } };
}

/** The result a room sent back, or its refusal thrown again as one. */
export function outcomeValue<T>(outcome: RoomOutcome<T>): { value: T; version?: number; indexPending?: boolean } {
  if (outcome.ok) return outcome;
  const { kind, code, errors } = outcome.refusal;
  throw new Refusal(kind, code, errors);
}
