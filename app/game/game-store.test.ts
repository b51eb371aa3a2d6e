import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { GameStore } from "./game-store";

const game = (version: number, overrides: Partial<Game> = {}): Game => ({
  id: 1,
  code: "ABCD2345",
  name: "Dinner",
  description: "",
  status: "PLAY",
  winnerId: null,
  version,
  locked: false,
  boardSize: 5,
  round: 1,
  pastRounds: [], pattern: "line", places: 1, winners: [],
  players: [{ id: 1, code: "P1", gameId: 1, screenName: "Ann", role: "CREATOR", boardEntries: [1, 2, 3] }],
  ...overrides,
});

const entry = (id: number, isMarked = false): Entry => ({
  id,
  gameId: 1,
  playerId: 1,
  text: `Entry ${id}`,
  displayOrder: id,
  isMarked,
  markedBy: isMarked ? 1 : null,
  markedAt: isMarked ? 1 : null,
  playerName: "Ann",
  editedBy: null,
  editedByName: null,
  origin: "TYPED",
  gameCode: "ABCD2345",
});

describe("the client game store", () => {
  it("never lets an older change overwrite a newer one", () => {
    const store = new GameStore();
    store.applySnapshot(game(5), [entry(1)]);
    store.upsertEntries([entry(1, true)], 7);
    store.upsertEntries([entry(1, false)], 6); // late and stale
    expect(store.getSnapshot().entries[0]!.isMarked).toBe(true);
    expect(store.getSnapshot().version).toBe(7);
  });

  it("applies two messages of the same version (the game, then our own board)", () => {
    const store = new GameStore();
    store.applySnapshot(game(5, { status: "SETUP" }), []);
    store.upsertGame(game(6, { players: [] }), 6);
    store.upsertPlayers([{ id: 1, code: "P1", gameId: 1, screenName: "Ann", role: "CREATOR", boardEntries: [9] }], 6);
    expect(store.getSnapshot().game!.players[0]!.boardEntries).toEqual([9]);
  });

  it("gives a renamed player's entries, those they wrote and those they changed, the new name", () => {
    const store = new GameStore();
    const bens = { ...entry(2), playerId: 2, playerName: "Ben", editedBy: 1, editedByName: "Ann" };
    store.applySnapshot(game(5), [entry(1), bens]);
    // A rename is the player alone (docs/api.md): no entry comes with it.
    store.upsertPlayers([{ id: 1, code: "P1", gameId: 1, screenName: "Annie", role: "CREATOR" }], 6);
    const [own, edited] = store.getSnapshot().entries;
    expect(own).toMatchObject({ playerName: "Annie", editedByName: null });
    expect(edited).toMatchObject({ playerName: "Ben", editedByName: "Annie" });
  });

  it("keeps our board when a broadcast game arrives without boards", () => {
    const store = new GameStore();
    store.applySnapshot(game(5), []);
    const { boardEntries: _, ...publicPlayer } = game(5).players[0]!;
    store.upsertGame(game(6, { status: "BINGO", players: [publicPlayer] }), 6);
    expect(store.getSnapshot().game!.players[0]!.boardEntries).toEqual([1, 2, 3]);
    expect(store.getSnapshot().game!.status).toBe("BINGO");
  });

  it("sees a gap when a version was skipped", () => {
    const store = new GameStore();
    store.applySnapshot(game(5), []);
    expect(store.hasGapBefore(6)).toBe(false);
    expect(store.hasGapBefore(8)).toBe(true);
  });

  it("ignores a snapshot older than what it holds", () => {
    const store = new GameStore();
    store.applySnapshot(game(5), [entry(1)]);
    store.upsertEntries([entry(2)], 6);
    store.applySnapshot(game(5), [entry(1)]);
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([1, 2]);
  });

  it("tells its screens of presence only when who is online changed", () => {
    const store = new GameStore();
    store.applySnapshot(game(5), []);
    let told = 0;
    store.subscribe(() => (told += 1));
    store.setOnline(["P1", "P2"]);
    store.setOnline(["P1", "P2"]);
    expect(told).toBe(1);
    store.setOnline(["P1"]);
    expect(told).toBe(2);
    expect(store.getSnapshot().onlinePlayerCodes).toEqual(["P1"]);
  });

  it("keeps the line that won through a broadcast game of the same round (the host role handed over at the result), not into a new round", () => {
    const store = new GameStore();
    store.applySnapshot(game(5, { status: "BINGO", winnerId: 1, winningEntryIds: [1, 2, 3, 4, 5] }), [entry(1, true)]);
    // host-moved and a departure send the game as gameView builds it: no line, which only a Bingo and a read carry.
    store.upsertGame(game(6, { status: "BINGO", winnerId: 1 }), 6);
    expect(store.getSnapshot().game?.winningEntryIds).toEqual([1, 2, 3, 4, 5]);
    store.upsertGame(game(7, { status: "BINGO", winnerId: 1, winningEntryIds: [5, 6, 7, 8, 9] }), 7);
    expect(store.getSnapshot().game?.winningEntryIds).toEqual([5, 6, 7, 8, 9]);
    store.upsertGame(game(8, { status: "PLAY", round: 2 }), 8);
    expect(store.getSnapshot().game?.winningEntryIds).toBeUndefined();
  });

  describe("a came-true prediction taken out after the round was won", () => {
    const won = (version: number, overrides: Partial<Game> = {}) => game(version, { status: "BINGO", winnerId: 1, ...overrides });
    const fieldsOf = ({ players: _p, pastRounds: _r, oneAwayPlayerIds: _o, seats: _s, keptForResult: _k, ...fields }: Game) => fields;

    it("is kept for the round's result, as the server's next read has it; an unmarked one is not", () => {
      const store = new GameStore();
      store.applySnapshot(won(5), [entry(1, true), entry(2)]);
      store.removeEntries([1, 2], 6);
      expect(store.getSnapshot().entries).toEqual([]);
      expect(store.getSnapshot().game?.keptForResult).toEqual([entry(1, true)]);
    });

    it("is nothing to keep while a round is played or before the start", () => {
      for (const status of ["SETUP", "PLAY"] as const) {
        const store = new GameStore();
        store.applySnapshot(game(5, { status }), [entry(1, true)]);
        store.removeEntries([1], 6);
        expect(store.getSnapshot().game?.keptForResult).toBeUndefined();
      }
    });

    it("outlives changes of the same round that do not carry it (the host ends the game), not a new round", () => {
      const store = new GameStore();
      store.applySnapshot(won(5, { keptForResult: [entry(1, true)] }), [entry(2)]);
      store.applyGameFields(fieldsOf(won(6, { status: "COMPLETE" })), 6);
      expect(store.getSnapshot().game?.keptForResult).toEqual([entry(1, true)]);
      store.upsertGame(won(7, { status: "COMPLETE" }), 7);
      expect(store.getSnapshot().game?.keptForResult).toEqual([entry(1, true)]);
      store.applyGameFields(fieldsOf(game(8, { round: 2 })), 8);
      expect(store.getSnapshot().game?.keptForResult).toBeUndefined();
    });
  });
});
