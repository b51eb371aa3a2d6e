import { oneAwayPlayerIds } from "../shared/one-away";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  boardOf,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  mark,
  newPerson,
  ownPlayerCode,
  readGame,
  send,
} from "./support/api-client";
import { snapshot, sql } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { askTvLink, readAsViewer, roomStorage, viewerKeyOf } from "./support/tv-viewer";

/** The TV view's link and read (docs/decisions/018-tv-view.md): who may have it, and what it shows. */

const WELL_FORMED_STRANGER_KEY = "A".repeat(22);

describe("the TV link", () => {
  it("goes to the host, with the key in the fragment, and is the same on every ask", async () => {
    const { creator, code } = await gameInSetup({ players: 1, entries: 0 });
    const key = await viewerKeyOf(creator, code);
    expect(await viewerKeyOf(creator, code)).toBe(key);
    expect(Object.values(await roomStorage(code))).toContain(key);
  });

  it("is refused to a player who is not the host (403), a stranger (404) and a caller without a token (401), minting nothing", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await askTvLink(players[0]!, code), 403, "NOT_GAME_CREATOR");
    expectRefusal(await askTvLink(await newPerson(), code), 404, "GAME_NOT_FOUND");
    expectRefusal(await askTvLink(null, code), 401, "UNAUTHENTICATED");
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect(await roomStorage(code)).toEqual({});
    // The host's key is minted on the host's ask, not before.
    await viewerKeyOf(creator, code);
  });

  it("follows the host role: the new host gets a new key, the former host is refused", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const key = await viewerKeyOf(creator, code);
    const bob = players[0]!;
    const handed = await send(creator, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(bob, code) });
    expect(handed.status).toBe(200);
    const bobsKey = await viewerKeyOf(bob, code);
    expect(bobsKey).not.toBe(key);
    expect(await viewerKeyOf(bob, code)).toBe(bobsKey);
    expectRefusal(await askTvLink(creator, code), 403, "NOT_GAME_CREATOR");
  });
});

describe("the TV read", () => {
  it("shows what every player sees: the game, who is online, the pool with who marked what, who is one away", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const key = await viewerKeyOf(creator, code);
    const board = await boardOf(creator, code);
    const online = await connectMember(creator, code);
    // Four of a line of the creator's board: one away.
    const [first, ...rest] = WINNING_LINES[0]!.map((position) => board[position]!);
    for (const entryId of rest) await mark(players[0]!, entryId);

    const reply = await readAsViewer(code, key);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { game, entries, onlinePlayerCodes } = reply.body.data;
    const asPlayerSees = await readGame(players[0]!, code);
    const hostPlayer = game.players.find((player) => player.role === "CREATOR")!;
    const bobPlayer = asPlayerSees.players.find((player) => player.isMe)!;
    expect(game).toMatchObject({ code, name: asPlayerSees.name, status: "PLAY", round: 1, version: asPlayerSees.version });
    expect(game.players.map((player) => player.screenName)).toEqual(asPlayerSees.players.map((player) => player.screenName));
    expect(onlinePlayerCodes).toEqual([await ownPlayerCode(creator, code)]);
    expect(game.oneAwayPlayerIds).toContain(hostPlayer.id);
    // Bob's own board holds the same 24 entries, dealt apart: one away too, now and then.
    const bobBoard = await boardOf(players[0]!, code);
    const everyBoard = [
      { id: hostPlayer.id, boardEntries: board },
      { id: bobPlayer.id, boardEntries: bobBoard },
    ];
    expect(game.oneAwayPlayerIds).toEqual(oneAwayPlayerIds(everyBoard, new Set(rest)));
    expect(entries).toHaveLength(24);
    const marked = entries.filter((entry) => entry.isMarked);
    expect(marked.map((entry) => entry.id).sort()).toEqual([...rest].sort());
    expect(marked.every((entry) => entry.markedBy === bobPlayer.id)).toBe(true);
    expect(entries.find((entry) => entry.id === first)?.isMarked).toBe(false);
    online.close();
  });

  it("leaks no board, no user id and no e-mail, and says nobody is 'me'", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2, entries: 24 });
    const key = await viewerKeyOf(creator, code);
    const board = await boardOf(creator, code);
    for (const position of WINNING_LINES[0]!) await mark(creator, board[position]!);
    expect((await send<{ data: Game }>(creator, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);

    const reply = await readAsViewer(code, key);
    expect(reply.status).toBe(200);
    const { game } = reply.body.data;
    // Once won, the winner and the winning line, as every player is shown them.
    expect(game.status).toBe("BINGO");
    expect(game.winnerId).toBe(game.players.find((player) => player.role === "CREATOR")!.id);
    expect(game.winningEntryIds).toEqual(WINNING_LINES[0]!.map((position) => board[position]));
    for (const player of game.players) {
      expect(Object.keys(player).sort()).toEqual(expect.arrayContaining(["code", "gameId", "id", "role", "screenName"]));
      expect(player).not.toHaveProperty("boardEntries");
      expect(player).not.toHaveProperty("isMe");
      expect(player).not.toHaveProperty("userId");
    }
    const text = JSON.stringify(reply.body);
    const userIds = await sql<{ id: number }>(
      "SELECT id FROM users WHERE firebase_uid IN (?, ?, ?)",
      creator.uid,
      players[0]!.uid,
      players[1]!.uid,
    );
    for (const person of [creator, ...players]) expect(text).not.toContain(person.uid);
    expect(text).not.toMatch(/userId|firebase|email|boardEntries|"isMe"/i);
    for (const { id } of userIds) expect(text).not.toMatch(new RegExp(`"userId":${id}\\b`));
  });

  it("answers a wrong, malformed or missing key exactly as a game that does not exist, and writes nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 3 });
    const key = await viewerKeyOf(creator, code);
    const before = { db: await snapshot({ codes: [code] }), room: await roomStorage(code) };
    const unknownGame = await readAsViewer("ZZZZ2222", key);
    expectRefusal(unknownGame, 404, "GAME_NOT_FOUND");

    const wrongKey = `${key.slice(0, 21)}${key.endsWith("A") ? "B" : "A"}`;
    for (const attempt of [wrongKey, WELL_FORMED_STRANGER_KEY, key.slice(1), `${key}=`, "", undefined]) {
      const reply = await readAsViewer(code, attempt);
      expect(reply, String(attempt)).toEqual(unknownGame);
    }
    // A key is one game's only.
    const other = await gameInSetup({ players: 0, entries: 0 });
    expect(await readAsViewer(other.code, key)).toEqual(unknownGame);
    expect({ db: await snapshot({ codes: [code] }), room: await roomStorage(code) }).toEqual(before);
    expect(await roomStorage(other.code)).toEqual({});
  });
});
