import { describe, expect, it } from "vitest";
import type { Entry, Game, Player } from "../../shared/api-types";
import type { GameFields, RealtimeMessage } from "../../shared/realtime-messages";
import { GameStore } from "./game-store";
import { applyRealtimeMessage, parseRealtimeFrame } from "./realtime-protocol";

const game = (version: number, status: Game["status"] = "SETUP"): Game => ({
  id: 1, code: "ABCD2345", name: "Dinner", description: "", status, winnerId: null, version, locked: false, boardSize: 5, round: 1, pastRounds: [], pattern: "line", places: 1, winners: [],
  players: [{ id: 1, code: "P1", gameId: 1, screenName: "Ann", role: "CREATOR" }],
});
const entry = (id: number, isMarked = false): Entry => ({
  id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked,
  markedBy: isMarked ? 1 : null, markedAt: isMarked ? 1 : null, playerName: "Ann", editedBy: null, editedByName: null, origin: "TYPED", gameCode: "ABCD2345",
});

/** A store that holds the game at version 5 with entries 1 and 2. */
function storeAtVersion5() {
  const store = new GameStore();
  store.applySnapshot(game(5), [entry(1), entry(2)]);
  return store;
}

describe("applyRealtimeMessage", () => {
  it("applies the next version's entries, game and own board", () => {
    const store = storeAtVersion5();
    const started: RealtimeMessage[] = [
      { event: "player-ws-payload", version: 6, data: { players: [{ ...game(6).players[0]!, boardEntries: [2, 1] }] } },
      { event: "game-ws-payload", version: 6, data: { games: [game(6, "PLAY")] } },
      { event: "game-ws-payload", version: 7, data: { entries: [entry(1, true)] } },
    ];
    expect(started.map((message) => applyRealtimeMessage(store, message))).toEqual(["applied", "applied", "applied"]);
    const { game: now, entries, version } = store.getSnapshot();
    expect(version).toBe(7);
    expect(now?.status).toBe("PLAY");
    expect(now?.players[0]?.boardEntries).toEqual([2, 1]);
    expect(entries.find((e) => e.id === 1)?.isMarked).toBe(true);
  });

  it("takes who is one away from the mark that says so, and keeps it through a broadcast game", () => {
    const store = new GameStore();
    store.applySnapshot({ ...game(5, "PLAY"), oneAwayPlayerIds: [1] }, [entry(1), entry(2)]);
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 6, data: { entries: [entry(2, true)], oneAwayPlayerIds: [] } });
    expect(store.getSnapshot().game?.oneAwayPlayerIds).toEqual([]);
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 7, data: { entries: [entry(1, true)], oneAwayPlayerIds: [1] } });
    // A won game, broadcast without the list, leaves it as the last mark said.
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 8, data: { games: [game(8, "BINGO")] } });
    expect(store.getSnapshot().game?.oneAwayPlayerIds).toEqual([1]);
    // An older message never takes it back.
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 6, data: { entries: [entry(2, true)], oneAwayPlayerIds: [] } });
    expect(store.getSnapshot().game?.oneAwayPlayerIds).toEqual([1]);
  });

  it("removes entries by id", () => {
    const store = storeAtVersion5();
    expect(applyRealtimeMessage(store, { event: "game-ws-remove-item", version: 6, data: { entries: [1] } })).toBe("applied");
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([2]);
  });

  it("asks for a resync, and applies nothing, when a version was skipped", () => {
    const store = storeAtVersion5();
    const before = store.getSnapshot();
    expect(applyRealtimeMessage(store, { event: "game-ws-payload", version: 7, data: { entries: [entry(3)] } })).toBe("resync");
    expect(store.getSnapshot()).toBe(before);
  });

  it("ignores an older version than the store holds", () => {
    const store = storeAtVersion5();
    expect(applyRealtimeMessage(store, { event: "game-ws-payload", version: 4, data: { entries: [entry(9)] } })).toBe("applied");
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([1, 2]);
  });

  it("takes presence as it comes, even with a version gap (presence is not versioned)", () => {
    const store = storeAtVersion5();
    const presence: RealtimeMessage = {
      event: "game-ws-payload",
      version: 9,
      data: { onlinePlayers: [{ gameCode: "ABCD2345", players: ["P1", "P2"] }] },
    };
    expect(applyRealtimeMessage(store, presence)).toBe("resync");
    expect(store.getSnapshot().onlinePlayerCodes).toEqual(["P1", "P2"]);
  });

  it("resyncs on presence (the room's heartbeat) one version ahead: the last change never reached us", () => {
    const store = storeAtVersion5();
    const heartbeat = (version: number): RealtimeMessage => ({
      event: "game-ws-payload",
      version,
      data: { onlinePlayers: [{ gameCode: "ABCD2345", players: ["P1"] }] },
    });
    expect(applyRealtimeMessage(store, heartbeat(5))).toBe("applied");
    expect(applyRealtimeMessage(store, heartbeat(4))).toBe("applied");
    expect(applyRealtimeMessage(store, heartbeat(6))).toBe("resync");
    expect(store.getSnapshot().version).toBe(5);
  });
});

/** The game's own fields, as a delta carries them (shared/realtime-messages.ts, `game`). */
const fieldsOf = ({ players: _players, pastRounds: _pastRounds, oneAwayPlayerIds: _oneAway, ...fields }: Game): GameFields => fields;

/** A store that holds, at version 5, a game in SETUP of Ann (ours), Ben and Cy, with one past round. */
function storeWithThreePlayers() {
  const store = new GameStore();
  const base = game(5);
  const players: Player[] = [
    { ...base.players[0]!, isMe: true },
    { id: 2, code: "P2", gameId: 1, screenName: "Ben", role: "PLAYER" },
    { id: 3, code: "P3", gameId: 1, screenName: "Cy", role: "PLAYER" },
  ];
  const pastRounds = [{ number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1 }];
  store.applySnapshot({ ...base, round: 2, players, pastRounds, oneAwayPlayerIds: [3] }, [entry(1), entry(2)]);
  return store;
}

describe("applyRealtimeMessage: deltas of the game's own fields", () => {
  it("a start brings the status and our own board, and keeps every player", () => {
    const store = storeWithThreePlayers();
    const started = fieldsOf({ ...game(6, "PLAY"), round: 2 });
    const ownPlayer: Player = { ...game(6).players[0]!, isMe: true, boardEntries: [2, 1] };
    const message: RealtimeMessage = { event: "player-ws-payload", version: 6, data: { game: started, ownPlayer } };
    expect(applyRealtimeMessage(store, message)).toBe("applied");
    const { game: now, version } = store.getSnapshot();
    expect(version).toBe(6);
    expect(now?.status).toBe("PLAY");
    expect(now?.players.map((player) => [player.screenName, player.boardEntries])).toEqual([
      ["Ann", [2, 1]],
      ["Ben", undefined],
      ["Cy", undefined],
    ]);
    // A TV view hears the fields alone: nobody is given a board.
    const tv = storeWithThreePlayers();
    applyRealtimeMessage(tv, { event: "game-ws-payload", version: 6, data: { game: started } });
    expect(tv.getSnapshot().game?.players.some((player) => player.boardEntries)).toBe(false);
  });

  it("a new round brings its fields, its past rounds and our new board, clears every mark, and keeps every player and entry", () => {
    const store = storeWithThreePlayers();
    store.upsertEntries([{ ...entry(1), isMarked: true, markedBy: 2, markedAt: 9 }], 5);
    // Round 2 was won on a line; the new round has no line yet.
    store.upsertGame({ ...store.getSnapshot().game!, status: "BINGO", winningEntryIds: [1] }, 5);
    const pastRounds = [
      { number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1 },
      { number: 2, winnerId: 3, winnerName: "Cy", endedAt: 2 },
    ];
    const ownPlayer: Player = { ...game(6).players[0]!, isMe: true, boardEntries: [1, 2] };
    const message: RealtimeMessage = {
      event: "player-ws-payload",
      version: 6,
      data: { game: fieldsOf({ ...game(6, "PLAY"), round: 3 }), pastRounds, marksCleared: true, oneAwayPlayerIds: [], ownPlayer },
    };
    expect(applyRealtimeMessage(store, message)).toBe("applied");
    const { game: now, entries, version } = store.getSnapshot();
    expect(version).toBe(6);
    expect(now).toMatchObject({ round: 3, status: "PLAY", pastRounds, oneAwayPlayerIds: [] });
    expect(now?.winningEntryIds).toBeUndefined();
    expect(now?.players.map((player) => [player.screenName, player.boardEntries])).toEqual([
      ["Ann", [1, 2]],
      ["Ben", undefined],
      ["Cy", undefined],
    ]);
    expect(entries.map((each) => [each.id, each.isMarked, each.markedBy, each.markedAt])).toEqual([
      [1, false, null, null],
      [2, false, null, null],
    ]);
  });

  it("a start gives our board to our player by id, also when the store holds its players without isMe", () => {
    const store = storeWithThreePlayers();
    // A whole game broadcast to everyone (the host role moved) carries nobody's isMe.
    const { oneAwayPlayerIds: _oneAway, ...held } = store.getSnapshot().game!;
    const broadcast = { ...held, version: 6, players: held.players.map(({ isMe: _me, ...player }) => player) };
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 6, data: { games: [broadcast] } });
    const ownPlayer: Player = { ...broadcast.players[0]!, isMe: true, boardEntries: [2, 1] };
    const started: RealtimeMessage = { event: "player-ws-payload", version: 7, data: { game: fieldsOf({ ...game(7, "PLAY"), round: 2 }), ownPlayer } };
    expect(applyRealtimeMessage(store, started)).toBe("applied");
    const me = store.getSnapshot().game?.players.find((player) => player.isMe);
    expect(me).toMatchObject({ id: 1, boardEntries: [2, 1] });
  });

  it("a Bingo or a lock replaces the game's fields and keeps players, past rounds and who is one away", () => {
    const store = storeWithThreePlayers();
    const won = fieldsOf({ ...game(6, "BINGO"), round: 2, winnerId: 2, winningEntryIds: [1, 2] });
    expect(applyRealtimeMessage(store, { event: "game-ws-payload", version: 6, data: { game: won } })).toBe("applied");
    // A lock's fields carry no winning line: the Bingo's stays.
    const locked = fieldsOf({ ...game(7, "BINGO"), round: 2, winnerId: 2, locked: true });
    expect(applyRealtimeMessage(store, { event: "game-ws-payload", version: 7, data: { game: locked } })).toBe("applied");
    const { game: now, version } = store.getSnapshot();
    expect(version).toBe(7);
    expect(now).toMatchObject({ status: "BINGO", winnerId: 2, winningEntryIds: [1, 2], locked: true, oneAwayPlayerIds: [3] });
    expect(now?.pastRounds).toEqual([{ number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1 }]);
    expect(now?.players.map((player) => player.screenName)).toEqual(["Ann", "Ben", "Cy"]);
    expect(now?.players[0]?.isMe).toBe(true);
  });

  it("a removal drops the players it names, and who is one away is what it says", () => {
    const store = storeWithThreePlayers();
    const message: RealtimeMessage = {
      event: "game-ws-payload",
      version: 6,
      data: { game: fieldsOf(game(6)), removedPlayerIds: [3], oneAwayPlayerIds: [] },
    };
    expect(applyRealtimeMessage(store, message)).toBe("applied");
    const { game: now } = store.getSnapshot();
    expect(now?.players.map((player) => player.id)).toEqual([1, 2]);
    expect(now?.oneAwayPlayerIds).toEqual([]);
  });

  it("a delta that skips a version, or comes to a store without the game, applies nothing and asks for a read", () => {
    const store = storeWithThreePlayers();
    const before = store.getSnapshot();
    const skipped: RealtimeMessage = { event: "game-ws-payload", version: 7, data: { game: fieldsOf(game(7, "BINGO")) } };
    expect(applyRealtimeMessage(store, skipped)).toBe("resync");
    expect(store.getSnapshot()).toBe(before);
    const empty = new GameStore();
    expect(applyRealtimeMessage(empty, { event: "game-ws-payload", version: 6, data: { game: fieldsOf(game(6, "PLAY")) } })).toBe("resync");
    expect(empty.getSnapshot().game).toBeNull();
  });

  it("an older delta changes nothing", () => {
    const store = storeWithThreePlayers();
    const before = store.getSnapshot();
    const old: RealtimeMessage = { event: "game-ws-payload", version: 4, data: { game: fieldsOf(game(4, "COMPLETE")), removedPlayerIds: [2] } };
    expect(applyRealtimeMessage(store, old)).toBe("applied");
    expect(store.getSnapshot()).toBe(before);
  });
});

describe("parseRealtimeFrame", () => {
  it("reads a message, and nothing from pongs, binary frames or text that is not JSON", () => {
    const message = { event: "game-ws-payload", version: 1, data: {} };
    expect(parseRealtimeFrame(JSON.stringify(message))).toEqual(message);
    expect(parseRealtimeFrame(JSON.stringify({ type: "pong" }))).toBeNull();
    expect(parseRealtimeFrame("not json {")).toBeNull();
    expect(parseRealtimeFrame("null")).toBeNull();
    expect(parseRealtimeFrame(new ArrayBuffer(4))).toBeNull();
  });
});
