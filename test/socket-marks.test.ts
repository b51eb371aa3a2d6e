import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { PRACTICE_GAME_CODE } from "../shared/constants";
import type { MarkAnswer, RealtimeMessage } from "../shared/realtime-messages";
import { boardOf, gameInPlay, listEntries, mark, newPerson, readGame, send } from "./support/api-client";
import { versionOf } from "./support/db-snapshot";
import { runInDurableObject } from "cloudflare:test";
import { roomOf } from "./support/room-d1";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";

/** Marks over the open socket (docs/api.md, Realtime; docs/decisions/020, step 2). */
const isAnswer = (id: string) => (message: RealtimeMessage) =>
  (message as unknown as MarkAnswer).event === "mark-answer" && (message as unknown as MarkAnswer).id === id;

async function markOver(socket: TestSocket, id: string, entryId: number, isMarked = true, basedOnVersion?: number) {
  socket.send(JSON.stringify({ type: "mark", id, entryId, isMarked, ...(basedOnVersion === undefined ? {} : { basedOnVersion }) }));
  return (await socket.nextMatching(isAnswer(id))) as unknown as MarkAnswer;
}

describe("a mark over the socket", () => {
  it("is answered with the entry and the version it made, and everyone's sockets get the change", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const tapper = await connectMember(players[0]!, code);
    const watcher = await connectMember(creator, code);
    const before = await versionOf(code);

    const answer = await markOver(tapper, "tap-1", entries[2]!.id);
    expect(answer).toMatchObject({ event: "mark-answer", id: "tap-1", version: before + 1 });
    const entry = (answer as { entry: Entry }).entry;
    expect(entry).toMatchObject({ id: entries[2]!.id, isMarked: true });
    expect(entry.markedBy).toBe((await readGame(players[0]!, code)).players.find((player) => player.isMe)!.id);

    const told = await watcher.nextMatching((message) => message.version === before + 1);
    expect(told).toMatchObject({ event: "game-ws-payload", data: { entries: [{ id: entries[2]!.id, isMarked: true }] } });
    expect(await versionOf(code)).toBe(before + 1);
    tapper.close();
    watcher.close();
  });

  it("answers a retried id once: the same answer, and nothing changes again", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 1 });
    const socket = await connectMember(creator, code);
    const first = await markOver(socket, "same-tap", entries[0]!.id);
    // Someone unmarks it meanwhile; the retry of the first tap must not mark it again.
    await mark(creator, entries[0]!.id, false);
    const version = await versionOf(code);
    const again = await markOver(socket, "same-tap", entries[0]!.id);
    expect(again).toEqual(first);
    expect(await versionOf(code)).toBe(version);
    expect((await listEntries(creator, code)).find((entry) => entry.id === entries[0]!.id)!.isMarked).toBe(false);
    socket.close();
  });

  it("is refused as PUT /entries/{id} refuses it, changing nothing", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    await mark(creator, entries[1]!.id);
    const socket = await connectMember(players[0]!, code);
    const version = await versionOf(code);
    const refused = await markOver(socket, "not-mine", entries[1]!.id, false);
    expect(refused).toMatchObject({ id: "not-mine", refusal: { code: "UNMARK_NOT_ALLOWED" } });
    // Overtaken: the version the tap was made on is older than the creator's mark.
    const overtaken = await markOver(socket, "stale", entries[1]!.id, true, version - 1);
    expect(overtaken).toMatchObject({ refusal: { code: "MARK_SUPERSEDED" } });
    expect(await versionOf(code)).toBe(version);
    socket.close();
  });

  it("is stored with its answer or not at all: a room whose storage fails between them keeps no mark it cannot answer", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0 });
    const socket = await connectMember(creator, code);
    await markOver(socket, "warm", entries[5]!.id);
    const before = await versionOf(code);
    // Storage refuses the answer of one tap, as a disk that fills up between two writes would.
    await runInDurableObject(roomOf(code), (_room, state) => {
      state.storage.sql.exec(
        "CREATE TRIGGER fail_doomed BEFORE INSERT ON socket_marks WHEN NEW.id = 'doomed' BEGIN SELECT RAISE(ABORT, 'storage failed'); END",
      );
    });
    socket.send(JSON.stringify({ type: "mark", id: "doomed", entryId: entries[0]!.id, isMarked: true }));
    // The room takes a socket's messages in turn: once the next tap is answered, the doomed one is over.
    const next = await markOver(socket, "next", entries[1]!.id);
    expect(next).toMatchObject({ version: before + 1 });
    const stored = await listEntries(creator, code);
    expect(stored.find((entry) => entry.id === entries[0]!.id)!.isMarked).toBe(false);
    expect(await versionOf(code)).toBe(before + 1);
    socket.close();
  });

  it("is limited per player as PUT /entries/{id} is: 30 in 10 seconds, over all their sockets", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const board = await boardOf(creator, code);
    // Two of the player's sockets, each under its own flood guard's burst: the limit is the player's.
    const sockets = [await connectMember(creator, code), await connectMember(creator, code)];
    const answers: MarkAnswer[] = [];
    for (let index = 0; index < 31; index += 1) {
      answers.push(await markOver(sockets[index % 2]!, `tap-${index}`, board[index % board.length]!, index % 4 < 2));
    }
    expect(answers.slice(0, 30).every((answer) => "version" in answer)).toBe(true);
    // The PUT's refusal, said the same way (docs/api.md: a refusal has PUT /entries/{id}'s code and errors).
    expect(answers[30]).toMatchObject({ refusal: { code: "RATE_LIMITED", errors: { request: [expect.stringMatching(/few seconds/)] } } });
    for (const socket of sockets) socket.close();
  });

  it("in the practice game, whose room holds no game, is to be sent as a PUT", async () => {
    const visitor = await newPerson();
    expect((await send(visitor, "POST", "/games/join", { screenName: "Visitor", code: PRACTICE_GAME_CODE })).status).toBe(200);
    const [entry] = await listEntries(visitor, PRACTICE_GAME_CODE);
    const socket = await connectMember(visitor, PRACTICE_GAME_CODE);
    expect(await markOver(socket, "practice", entry!.id)).toEqual({ event: "mark-answer", id: "practice", overHttp: true });
    socket.close();
  });
});
