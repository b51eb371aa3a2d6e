import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { CLOSE_LEFT_GAME, isPayloadMessage } from "../shared/realtime-messages";
import {
  addEntry,
  boardOf,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { snapshot, versionOf } from "./support/db-snapshot";
import { connectMember, openSocket, socketTicket } from "./support/game-socket";

const codeOf = async (person: Person, code: string) =>
  (await readGame(person, code)).players.find((player) => player.isMe)!.code;

const removal = (creator: Person, code: string, playerCode: string) =>
  send<{ data: Game }>(creator, "DELETE", `/games/${code}/players/${playerCode}`);

describe("the creator removes a player", () => {
  it("shuts them out of every call and socket, keeps their marks, and refuses their rejoin", async () => {
    const { creator, players: [bob, cat], code } = await gameInPlay({ players: 2 });
    const bobCode = await codeOf(bob!, code);
    const bobPlayerId = (await readGame(bob!, code)).players.find((player) => player.isMe)!.id;
    const [bobMark, spare] = await boardOf(bob!, code);
    const marked = await mark(bob!, bobMark!);
    const unusedTicket = await socketTicket(bob!, code);
    const bobSocket = await connectMember(bob!, code);
    const catSocket = await connectMember(cat!, code);
    const version = await versionOf(code);

    const reply = await removal(creator, code, bobCode);
    expect(reply.status).toBe(200);
    expect(reply.body.data.version).toBe(version + 1);
    expect(reply.body.data.players.map((player) => player.screenName)).toEqual(["Creator", "Player 2"]);

    // Everyone's screen hears that Bob left; Bob's too, then his socket closes.
    for (const socket of [catSocket, bobSocket]) {
      const message = await socket.nextMatching((m) => m.version === version + 1);
      expect(isPayloadMessage(message) && message.data.removedPlayerIds).toEqual([bobPlayerId]);
    }
    expect(await bobSocket.closed).toEqual({ code: CLOSE_LEFT_GAME, reason: "No longer a player in this game" });
    expect(catSocket.socket.readyState).toBe(WebSocket.OPEN);

    // Every call of Bob's about the game is refused, as a non-member's is.
    expectRefusal(await send(bob!, "GET", `/games/${code}`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob!, "GET", `/entries?game=${code}`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob!, "PUT", `/entries/${spare}`, { isMarked: true }), 404, "ENTRY_NOT_FOUND");
    expectRefusal(await send(bob!, "PUT", `/entries/${bobMark}`, { isMarked: false }), 404, "ENTRY_NOT_FOUND");
    expectRefusal(await send(bob!, "PUT", `/games/${code}/call-bingo`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob!, "POST", `/games/${code}/socket-ticket`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob!, "DELETE", `/games/${code}/players/${await codeOf(cat!, code)}`), 404, "GAME_NOT_FOUND");
    // The ticket he got before the removal opens nothing.
    const socket = await openSocket(code, unusedTicket);
    expect(socket.status).toBe(401);
    expect((await send<{ data: Game[] }>(bob!, "GET", "/games")).body.data).toEqual([]);

    // Joining again with the same account says why it is refused, and changes nothing.
    const before = await snapshot({ codes: [code] });
    const rejoin = await send(bob!, "POST", "/games/join", { screenName: "Bob again", code });
    expectRefusal(rejoin, 403, "REMOVED_FROM_GAME");
    expect(rejoin.body).toEqual({ code: "REMOVED_FROM_GAME", errors: { code: ["The host removed you from this game."] } });
    expect(await snapshot({ codes: [code] })).toEqual(before);

    // His mark stays on everyone's boards.
    const entry = (await listEntries(cat!, code)).find((each) => each.id === bobMark);
    expect(entry).toMatchObject({ isMarked: true, markedBy: marked.markedBy });
    catSocket.close();
  });

  it("in setup, their entries can then be deleted by the creator", async () => {
    const { creator, players: [bob], code } = await gameInSetup({ players: 1, entries: 0 });
    const bobEntry = await addEntry(bob!, code, "Bob's prediction");
    expect((await removal(creator, code, await codeOf(bob!, code))).status).toBe(200);

    expectRefusal(await send(bob!, "POST", "/entries", { gameCode: code, text: "Another" }), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob!, "DELETE", `/entries/${bobEntry.id}`), 404, "ENTRY_NOT_FOUND");
    expect((await listEntries(creator, code)).map((entry) => entry.text)).toEqual(["Bob's prediction"]);
    expect((await send(creator, "DELETE", `/entries/${bobEntry.id}`)).status).toBe(200);
    expect(await listEntries(creator, code)).toEqual([]);
  });

  it("is the creator's alone, never of themselves, and only of a player in the game", async () => {
    const { creator, players: [bob, cat], code } = await gameInPlay({ players: 2 });
    const [creatorCode, bobCode, catCode] = [await codeOf(creator, code), await codeOf(bob!, code), await codeOf(cat!, code)];
    const other = await gameInSetup({ players: 1, entries: 0 });
    const before = await snapshot({ codes: [code, other.code] });

    expectRefusal(await removal(bob!, code, catCode), 403, "NOT_GAME_CREATOR");
    expectRefusal(await removal(bob!, code, creatorCode), 403, "NOT_GAME_CREATOR");
    expectRefusal(await removal(creator, code, creatorCode), 403, "CANNOT_REMOVE_YOURSELF");
    const notAPlayer = await removal(creator, code, await codeOf(other.players[0]!, other.code));
    expectRefusal(notAPlayer, 404, "PLAYER_NOT_FOUND");
    // The same answer as handing the host role to a code that is not a player (host-hand-over.test.ts).
    expect(notAPlayer.body).toEqual({ code: "PLAYER_NOT_FOUND", errors: { playerCode: ["No player of this game has that code."] } });
    expectRefusal(await removal(creator, code, "not-a-code"), 404, "PLAYER_NOT_FOUND");
    expectRefusal(await removal(other.creator, code, bobCode), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(null, "DELETE", `/games/${code}/players/${bobCode}`), 401, "UNAUTHENTICATED");
    expect(await snapshot({ codes: [code, other.code] })).toEqual(before);

    expect((await removal(creator, code, bobCode)).status).toBe(200);
    expectRefusal(await removal(creator, code, bobCode), 404, "PLAYER_NOT_FOUND");
    // A new account (same name) may still join: the removal is of that account only.
    const newcomer = await joinGame(await newPerson(), code, "Player 1");
    expect(newcomer.players.find((player) => player.isMe)?.screenName).toBe("Player 1 (2)");
  });
});
