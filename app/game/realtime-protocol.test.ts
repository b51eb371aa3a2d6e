import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import type { RealtimeMessage } from "../../shared/realtime-messages";
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
