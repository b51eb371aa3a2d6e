import { useSyncExternalStore } from "react";
import type { Entry, Game, PastRound, Player, Seat } from "../../shared/api-types";
import type { GameFields } from "../../shared/realtime-messages";
import { forgetLastReadGames } from "./last-read-games";
import { forgetAllMemberships } from "./member-of-games";

/**
 * One game's client state (SPEC §3's client collections, for one game): the game and its
 * players, its entries, who is online, and the game version this state reflects.
 * Changes arrive from our own API calls and from realtime events; each carries the
 * version it produced, so an older or repeated change never overwrites a newer one.
 */
export interface GameState {
  game: Game | null;
  entries: Entry[];
  onlinePlayerCodes: string[];
  version: number;
}

type Listener = () => void;

const EMPTY: GameState = { game: null, entries: [], onlinePlayerCodes: [], version: -1 };

export class GameStore {
  private state: GameState = EMPTY;
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  /** A full read of the game and its entries replaces everything older. */
  applySnapshot(game: Game, entries: Entry[]) {
    if (game.version < this.state.version) return;
    this.set({ ...this.state, game, entries: sortEntries(entries), version: game.version });
  }

  /**
   * Whether a change of this version may be applied: anything not older than what we
   * hold. One version can arrive in several messages (the game, then our own board), and
   * re-applying a change we already have is harmless: every change is an upsert or removal.
   */
  accepts(version: number) {
    return version >= this.state.version;
  }

  /** Whether a change of this version skips some we never saw: then a resync is due. */
  hasGapBefore(version: number) {
    return this.state.version >= 0 && version > this.state.version + 1;
  }

  /** Whether the game has reached a version we have not: a change of it never reached us. */
  isBehind(version: number) {
    return this.state.version >= 0 && version > this.state.version;
  }

  upsertEntries(entries: Entry[], version: number) {
    if (!this.accepts(version)) return;
    const byId = new Map(this.state.entries.map((entry) => [entry.id, entry]));
    for (const entry of entries) byId.set(entry.id, entry);
    this.set({ ...this.state, entries: sortEntries([...byId.values()]), version });
  }

  /**
   * Entries taken out of the pool. One that came true in the round just won stays that round's:
   * it moves to the game's `keptForResult`, as the server's next read of the game has it.
   */
  removeEntries(ids: number[], version: number) {
    if (!this.accepts(version)) return;
    const removed = new Set(ids);
    const { game } = this.state;
    const cameTrue = game && wonRound(game) ? this.state.entries.filter((e) => removed.has(e.id) && e.isMarked) : [];
    const kept = cameTrue.length > 0 ? { ...game!, keptForResult: [...(game!.keptForResult ?? []), ...cameTrue] } : game;
    this.set({ ...this.state, game: kept, entries: this.state.entries.filter((e) => !removed.has(e.id)), version });
  }

  upsertGame(game: Game, version: number) {
    if (!this.accepts(version)) return;
    // A broadcast game carries no boards; keep our own board if we have it.
    const own = this.state.game?.players.find((player) => player.boardEntries);
    const players = game.players.map((player) =>
      own && player.id === own.id && !player.boardEntries ? { ...player, boardEntries: own.boardEntries } : player,
    );
    // Only GET /games/{code} says who is one away; a broadcast game leaves it as it was.
    const oneAwayPlayerIds = game.oneAwayPlayerIds ?? this.state.game?.oneAwayPlayerIds;
    // Paper seats belong to their round: a broadcast game of the same round keeps them, a new round has none yet.
    const held = this.state.game;
    const seats = game.seats ?? (held?.round === game.round ? held.seats : undefined);
    this.set({ ...this.state, game: { ...game, players, oneAwayPlayerIds, seats, ...resultOfRound(held, game) }, version });
  }

  /**
   * The round's paper seats, as of the change of this version (the list replaces the held one).
   * Messages carry them without boards or claim tokens: the host keeps those it read, until claimed.
   */
  setSeats(seats: Seat[], version: number) {
    const game = this.state.game;
    if (!game || !this.accepts(version)) return;
    const held = new Map((game.seats ?? []).map((seat) => [seat.id, seat]));
    const merged = seats.map((seat) => {
      const { boardEntries, claimToken } = held.get(seat.id) ?? {};
      return { boardEntries, ...seat, claimToken: seat.claimedBy === null ? (seat.claimToken ?? claimToken) : undefined };
    });
    this.set({ ...this.state, game: { ...game, seats: merged }, version });
  }

  /**
   * A change of the game's own fields (docs/api.md, `game`): they replace the held ones, but for
   * the winning line, which only a Bingo's carry. Its players stay as held, less those who left,
   * our own (by id) as the message has it if it came: with `isMe` and its new board. False when no game is held, so there is nothing to
   * apply it to: the caller reads the game.
   */
  applyGameFields(
    fields: GameFields,
    version: number,
    change: { ownPlayer?: Player; removedPlayerIds?: number[]; pastRounds?: PastRound[]; marksCleared?: true } = {},
  ): boolean {
    const held = this.state.game;
    if (!held) return false;
    if (!this.accepts(version)) return true;
    const removed = new Set(change.removedPlayerIds ?? []);
    const { ownPlayer } = change;
    const players = held.players
      .filter((player) => !removed.has(player.id))
      .map((player) => (ownPlayer && player.id === ownPlayer.id ? { ...player, ...ownPlayer } : player));
    if (ownPlayer && !players.some((player) => player.id === ownPlayer.id)) players.push(ownPlayer);
    // A new round brings its past rounds (the one just won added); every other change leaves them.
    const pastRounds = change.pastRounds ?? held.pastRounds;
    const { oneAwayPlayerIds } = held;
    // Paper seats come apart (setSeats) and belong to their round, which no delta changes.
    const seats = held.round === fields.round ? held.seats : undefined;
    const game: Game = { ...fields, players, pastRounds, oneAwayPlayerIds, seats, ...resultOfRound(held, fields) };
    // A new round clears every mark; the entries are otherwise as held.
    const entries = change.marksCleared
      ? this.state.entries.map((entry) => (entry.isMarked ? { ...entry, isMarked: false, markedBy: null, markedAt: null } : entry))
      : this.state.entries;
    this.set({ ...this.state, game, entries, version });
    return true;
  }

  /** Who is one away, as of the change of this version that says so (it replaces the list). */
  setOneAway(playerIds: number[], version: number) {
    const game = this.state.game;
    if (!game || !this.accepts(version)) return;
    this.set({ ...this.state, game: { ...game, oneAwayPlayerIds: playerIds }, version });
  }

  /**
   * Players changed: a new one, or one renamed (a member who joined again under another name).
   * A rename comes as the player alone (docs/api.md, POST /games/join): the entries they wrote
   * or changed take their new name here.
   */
  upsertPlayers(players: Player[], version: number) {
    const game = this.state.game;
    if (!game || !this.accepts(version)) return;
    const byId = new Map(game.players.map((player) => [player.id, player]));
    for (const player of players) byId.set(player.id, { ...byId.get(player.id), ...player });
    const entries = withNamesOf(this.state.entries, players);
    this.set({ ...this.state, game: { ...game, players: [...byId.values()] }, entries, version });
  }

  /**
   * Presence is not versioned: the room always sends the whole list. The same list again
   * (the room's heartbeat, a presence asked for after sleep) changes nothing: re-rendering
   * the whole screen for it cost a phone a long task each time.
   */
  setOnline(playerCodes: string[]) {
    const held = this.state.onlinePlayerCodes;
    if (held.length === playerCodes.length && playerCodes.every((code, index) => held[index] === code)) return;
    this.set({ ...this.state, onlinePlayerCodes: playerCodes });
  }

  private set(next: GameState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** A round won (or the game ended after it): its came-true predictions are its result's. */
const wonRound = (game: Game) => game.status === "BINGO" || game.status === "COMPLETE";

/**
 * The round's result through a change that does not carry it (a broadcast game: the host role
 * moved, someone left; a delta: a lock, an end): the line that won (`winningEntryIds`, which
 * only a Bingo and a read carry) and the kept predictions (`keptForResult`) held, while the
 * round is the same. A new round has neither.
 */
function resultOfRound(
  held: Game | null,
  next: Pick<Game, "round" | "keptForResult" | "winningEntryIds">,
): Pick<Game, "keptForResult" | "winningEntryIds"> {
  const sameRound = held?.round === next.round;
  const kept = next.keptForResult ?? (sameRound ? held!.keptForResult : undefined);
  const line = next.winningEntryIds ?? (sameRound ? held!.winningEntryIds : undefined);
  return { ...(kept && { keptForResult: kept }), ...(line && { winningEntryIds: line }) };
}

/** The entries, each naming its author and editor as `players` name them now (the same array if none differs). */
function withNamesOf(entries: Entry[], players: readonly Player[]): Entry[] {
  const names = new Map(players.map((player) => [player.id, player.screenName]));
  const nameOf = (playerId: number | null) => (playerId === null ? undefined : names.get(playerId));
  let renamed = false;
  const next = entries.map((entry) => {
    const author = nameOf(entry.playerId) ?? entry.playerName;
    const editor = nameOf(entry.editedBy ?? null) ?? entry.editedByName;
    if (author === entry.playerName && editor === entry.editedByName) return entry;
    renamed = true;
    return { ...entry, playerName: author, editedByName: editor };
  });
  return renamed ? next : entries;
}

function sortEntries(entries: Entry[]) {
  return entries.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

const stores = new Map<string, GameStore>();

export function gameStore(code: string): GameStore {
  let store = stores.get(code);
  if (!store) {
    store = new GameStore();
    stores.set(code, store);
  }
  return store;
}

/** SPEC §4: sign-out resets the whole client state to empty. */
/** Sign-out and account deletion: no game's state, nor this device's memberships, stays. */
export function forgetAllGames() {
  stores.clear();
  forgetAllMemberships();
  forgetLastReadGames();
}

export function useGameState(code: string): GameState {
  const store = gameStore(code);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
}
