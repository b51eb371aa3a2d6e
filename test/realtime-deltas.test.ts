import { describe, expect, it } from "vitest";
import { applyRealtimeMessage } from "../app/game/realtime-protocol";
import { GameStore } from "../app/game/game-store";
import type { Game } from "../shared/api-types";
import { CLOSE_LEFT_GAME, isPayloadMessage, type RealtimeMessage, type RealtimePayload } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, gameInPlay, gameInSetup, listEntries, mark, ownPlayerCode, readGame, send, type Person } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";
import { connectViewer, readAsViewer, viewerKeyOf } from "./support/tv-viewer";

// A start, a Bingo, a lock, an end and a removal reach every socket as what changed, not as the
// whole game (docs/decisions/033-room-deltas.md): small, with the version they made, and a client
// that applies them holds what a fresh read of the game says.

/** Far below the 55 KB a whole game of 500 players took; these games are small, so it is the shape that keeps them so. */
const DELTA_BYTES = 5 * 1024;
/** The keys a client from before deltas applies: a delta carries none, so such a client reads the game instead. */
const OLD_CLIENT_KEYS: Array<keyof RealtimePayload> = ["games", "players", "entries"];

interface Watcher {
  socket: TestSocket;
  store: GameStore;
  /** What a fresh read of the game says, as this client reads it. */
  read(): Promise<Game>;
}

async function playerWatcher(person: Person, code: string): Promise<Watcher> {
  const socket = await connectMember(person, code);
  const store = new GameStore();
  store.applySnapshot(await readGame(person, code), await listEntries(person, code));
  return { socket, store, read: () => readGame(person, code) };
}

async function tvWatcher(host: Person, code: string): Promise<Watcher> {
  const key = await viewerKeyOf(host, code);
  const socket = await connectViewer(code, key);
  const store = new GameStore();
  const read = async () => (await readAsViewer(code, key)).body.data.game;
  const { game, entries } = (await readAsViewer(code, key)).body.data;
  store.applySnapshot(game, entries);
  return { socket, store, read };
}

const bringsGameFields = (message: RealtimeMessage) => isPayloadMessage(message) && message.data.game !== undefined;

/**
 * The change of `version` as each watcher receives it: one small delta of the game's fields,
 * which its store applies; the store then holds what a fresh read says.
 */
async function expectDelta(watchers: Watcher[], version: number): Promise<RealtimePayload[]> {
  const heard: RealtimePayload[] = [];
  for (const { socket, store, read } of watchers) {
    const message = await socket.nextMatching(bringsGameFields);
    expect(message.version).toBe(version);
    const text = socket.received.find((raw) => JSON.parse(raw).version === version && raw.includes('"game"'))!;
    expect(new TextEncoder().encode(text).byteLength).toBeLessThan(DELTA_BYTES);
    const data = (message as { data: RealtimePayload }).data;
    for (const key of OLD_CLIENT_KEYS) expect(data).not.toHaveProperty(key);
    expect(applyRealtimeMessage(store, message)).toBe("applied");
    expect(store.getSnapshot().game).toEqual(await read());
    heard.push(data);
  }
  return heard;
}

describe("a change of the game's own fields, as a delta", () => {
  it("a start: each player's fields with their own board alone, the TV the fields alone", async () => {
    const { creator, players, code } = await gameInSetup({ players: 2, entries: 24 });
    const people = [creator, ...players];
    const watchers = [...(await Promise.all(people.map((person) => playerWatcher(person, code)))), await tvWatcher(creator, code)];
    const started = await send<{ data: Game }>(creator, "PUT", `/games/${code}/start-game`);
    expect(started.status).toBe(200);

    const heard = await expectDelta(watchers, started.body.data.version);
    for (const [index, person] of people.entries()) {
      expect(heard[index]!.ownPlayer?.boardEntries).toEqual(await boardOf(person, code));
      expect(heard[index]!.game?.status).toBe("PLAY");
    }
    expect(heard.at(-1)!.ownPlayer).toBeUndefined();
    const tvHeard = watchers.at(-1)!.socket.received.join("\n");
    expect(tvHeard).not.toContain("ownPlayer");
    expect(tvHeard).not.toContain("boardEntries");
  });

  it("a Bingo, a lock and an end: the same small text to every socket", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2, entries: 24 });
    const watchers = [
      ...(await Promise.all([creator, ...players].map((person) => playerWatcher(person, code)))),
      await tvWatcher(creator, code),
    ];
    const board = await boardOf(players[0]!, code);
    for (const position of WINNING_LINES[0]!) await mark(players[0]!, board[position]!);
    // The marks' own messages are read by the watchers' stores too, so each holds the marked line.
    const marked = await readGame(creator, code);
    for (const { socket, store } of watchers) {
      while (store.getSnapshot().version < marked.version) applyRealtimeMessage(store, await socket.next());
    }

    const bingo = await send<{ data: Game }>(players[0]!, "PUT", `/games/${code}/call-bingo`);
    const winnerId = bingo.body.data.players.find((player) => player.isMe)!.id;
    const [won] = await expectDelta(watchers, bingo.body.data.version);
    expect(won!.game).toMatchObject({ status: "BINGO", winnerId, winningEntryIds: expect.any(Array) });

    const locked = await send<{ data: Game }>(creator, "PUT", `/games/${code}/lock`, { locked: true });
    expect((await expectDelta(watchers, locked.body.data.version))[0]!.game?.locked).toBe(true);

    const ended = await send<{ data: Game }>(creator, "PUT", `/games/${code}/end`);
    expect((await expectDelta(watchers, ended.body.data.version))[0]!.game?.status).toBe("COMPLETE");
    // One text for everyone: the players' sockets and the TV heard the very same bytes.
    const texts = watchers.map(({ socket }) => socket.received.filter((raw) => raw.includes('"game"')));
    for (const each of texts) expect(each).toEqual(texts[0]);
  });

  it("a removal: who left, to everyone (them too), then their sockets close", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2, entries: 24 });
    const [stays, goes] = players as [Person, Person];
    const watchers = await Promise.all([creator, stays].map((person) => playerWatcher(person, code)));
    const leaving = await playerWatcher(goes, code);
    const goneId = (await readGame(goes, code)).players.find((player) => player.isMe)!.id;

    const removed = await send<{ data: Game }>(creator, "DELETE", `/games/${code}/players/${await ownPlayerCode(goes, code)}`);
    expect(removed.status).toBe(200);
    const heard = await expectDelta(watchers, removed.body.data.version);
    for (const data of heard) expect(data.removedPlayerIds).toEqual([goneId]);

    // The one who left hears it too: their store no longer has them, which their screen says.
    const last = await leaving.socket.nextMatching(bringsGameFields);
    expect(last.version).toBe(removed.body.data.version);
    applyRealtimeMessage(leaving.store, last);
    expect(leaving.store.getSnapshot().game?.players.some((player) => player.id === goneId)).toBe(false);
    expect((await leaving.socket.closed).code).toBe(CLOSE_LEFT_GAME);
  });

  it("a client that missed one reads the game again, and never applies a later delta over the gap", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const watcher = await playerWatcher(players[0]!, code);
    const locked = await send<{ data: Game }>(creator, "PUT", `/games/${code}/lock`, { locked: true });
    const unlocked = await send<{ data: Game }>(creator, "PUT", `/games/${code}/lock`, { locked: false });
    const first = await watcher.socket.nextMatching(bringsGameFields);
    const second = await watcher.socket.nextMatching(bringsGameFields);
    expect([first.version, second.version]).toEqual([locked.body.data.version, unlocked.body.data.version]);

    // The lock never reached this client: the unlock behind the gap is not applied.
    const before = watcher.store.getSnapshot();
    expect(applyRealtimeMessage(watcher.store, second)).toBe("resync");
    expect(watcher.store.getSnapshot()).toBe(before);
    // What the client does on "resync": it reads the game.
    watcher.store.applySnapshot(await readGame(players[0]!, code), await listEntries(players[0]!, code));
    expect(watcher.store.getSnapshot().game).toEqual(await readGame(players[0]!, code));
    expect(watcher.store.getSnapshot().version).toBe(unlocked.body.data.version);
  });
});
