import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { CLOSE_POLICY_VIOLATION, PING_MESSAGE, isPayloadMessage, type RealtimeMessage } from "../shared/realtime-messages";
import { CLOSE_REPLACED, MAX_VIEWER_SOCKETS } from "../shared/socket-limits";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, expectRefusal, gameInPlay, gameInSetup, ownPlayerCode, readGame, send, startGame } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { onlineCodes, type TestSocket } from "./support/room-socket";
import { testEnv } from "./support/test-env";
import { connectViewer, openViewerSocket, roomStorage, viewerKeyOf } from "./support/tv-viewer";

/** The TV view's socket (docs/decisions/018-tv-view.md): it hears what everyone hears, and is nobody. */

const withEntries = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.entries?.length);
const room = (code: string) => testEnv.GAME_ROOM.getByName(code);

async function refusedAsUnknownGame(response: Response) {
  expect(response.webSocket).toBeNull();
  expectRefusal({ status: response.status, body: await response.json() }, 404, "GAME_NOT_FOUND");
}

describe("a TV view's socket", () => {
  it("hears a mark with who marked it and who is one away, and is not in presence", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const key = await viewerKeyOf(creator, code);
    const bob = await connectMember(players[0]!, code);
    const tv = await connectViewer(code, key);
    const board = await boardOf(creator, code);
    const line = WINNING_LINES[0]!.map((position) => board[position]!);

    // Marks by Bob of four squares of a line of Ann's board: the fourth makes her one away.
    let last: RealtimeMessage | undefined;
    for (const entryId of line.slice(1)) {
      const reply = await send<{ data: Entry; version: number }>(players[0]!, "PUT", `/entries/${entryId}`, { isMarked: true });
      last = await tv.nextMatching(withEntries);
      expect(last.version).toBe(reply.body.version);
    }
    const heard = isPayloadMessage(last!) ? last.data : {};
    expect(heard.entries?.[0]).toMatchObject({ id: line[4], isMarked: true, markedBy: expect.any(Number) });
    // Ann is one away (and Bob too, if his random board has those four in a line).
    const annsId = (await readGame(creator, code)).players.find((player) => player.isMe)!.id;
    expect(heard.oneAwayPlayerIds).toContain(annsId);

    // Presence is the players', with the TV connected and without.
    expect(await room(code).onlinePlayerCodes()).toEqual([await ownPlayerCode(players[0]!, code)]);
    const ann = await connectMember(creator, code);
    const told = await tv.nextMatching((message) => onlineCodes(message)?.length === 2);
    expect(onlineCodes(told)!.sort()).toEqual([await ownPlayerCode(creator, code), await ownPlayerCode(players[0]!, code)].sort());
    // And the host take-over never counts it as someone here (docs/decisions/015).
    for (const socket of [ann, bob]) socket.close();
    await tv.nextMatching((message) => onlineCodes(message)?.length === 0);
    expect(await room(code).presenceReport(await ownPlayerCode(creator, code))).toMatchObject({ longestPresent: null });
    tv.close();
  });

  it("hears a game's start but nobody's board", async () => {
    const { creator, code } = await gameInSetup({ players: 1, entries: 24 });
    const key = await viewerKeyOf(creator, code);
    const tv = await connectViewer(code, key);
    const started = await startGame(creator, code);
    const game = await tv.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.game));
    expect(game.version).toBe(started.version);
    expect(isPayloadMessage(game) && game.data.game?.status).toBe("PLAY");
    expect(tv.received.join("\n")).not.toContain("boardEntries");
    expect(tv.received.join("\n")).not.toContain("ownPlayer");
    expect(tv.pending().some((message) => message.event === "player-ws-payload")).toBe(false);
    tv.close();
  });

  it("may only send the heartbeat: anything else closes it", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const tv = await connectViewer(code, await viewerKeyOf(creator, code));
    tv.send(PING_MESSAGE);
    await tv.nextPong();
    tv.send(JSON.stringify({ type: "presence" }));
    expect((await tv.closed).code).toBe(CLOSE_POLICY_VIOLATION);
  });

  it(`holds at most ${MAX_VIEWER_SOCKETS} at once: one more closes the oldest`, async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const key = await viewerKeyOf(creator, code);
    const screens: TestSocket[] = [];
    for (let index = 0; index <= MAX_VIEWER_SOCKETS; index += 1) screens.push(await connectViewer(code, key));
    expect((await screens[0]!.closed).code).toBe(CLOSE_REPLACED);
    for (const screen of screens.slice(1)) screen.close();
  });

  it("is refused for a wrong, malformed or missing key as for an unknown game, with nothing written", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const key = await viewerKeyOf(creator, code);
    const before = { db: await snapshot({ codes: [code] }), room: await roomStorage(code) };
    const wrongKey = `${key.slice(0, 21)}${key.endsWith("A") ? "B" : "A"}`;
    for (const attempt of [wrongKey, key.slice(1), `${key}x`, ""]) {
      await refusedAsUnknownGame(await openViewerSocket(code, attempt));
    }
    await refusedAsUnknownGame(await openViewerSocket("ZZZZ2222", key));
    expect({ db: await snapshot({ codes: [code] }), room: await roomStorage(code) }).toEqual(before);
    expect(await room(code).onlinePlayerCodes()).toEqual([]);
  });

  it("passes the socket's other checks first: another site's Origin is refused", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const key = await viewerKeyOf(creator, code);
    const response = await openViewerSocket(code, key, { Origin: "https://evil.test" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("ORIGIN_NOT_ALLOWED");
  });
});
