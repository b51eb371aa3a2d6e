import { describe, expect, it } from "vitest";
import { WINNING_LINES } from "../shared/winning-lines";
import { newPerson, send, type ApiReply, type Person } from "./support/api-client";
import { sql } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";

/**
 * Internal user ids are sequential and the same in every game, so a player who
 * saw them could link people across games. Each person here gets a user id nobody could
 * mistake for another number in a reply (no game, player or entry id comes near it); then
 * every reply and every socket message of a whole game is searched for the others' ids.
 */
let nextUserId = 900_000_001;

async function personWithDistinctUserId(): Promise<Person & { userId: number }> {
  const person = await newPerson();
  nextUserId += 1_000;
  await sql("INSERT INTO users (id, firebase_uid) VALUES (?, ?)", nextUserId, person.uid);
  return { ...person, userId: nextUserId };
}

describe("what players learn of each other", () => {
  it("no reply and no socket message carries another player's user id, and each knows itself by isMe", async () => {
    const [ann, bob, cat] = [
      await personWithDistinctUserId(),
      await personWithDistinctUserId(),
      await personWithDistinctUserId(),
    ];
    const everyone = [ann, bob, cat];
    const seen = new Map<Person, string[]>(everyone.map((person) => [person, []]));
    const call = async (person: Person, method: string, path: string, body?: unknown): Promise<ApiReply> => {
      const reply = await send(person, method, path, body);
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
      seen.get(person)!.push(JSON.stringify(reply.body));
      return reply;
    };
    const data = <T>(reply: ApiReply) => (reply.body as { data: T }).data;

    const code = data<{ code: string }>(
      await call(ann, "POST", "/games", { screenName: "Ann", gameName: "Privacy", description: "" }),
    ).code;
    const sockets = new Map<Person, TestSocket>([[ann, await connectMember(ann, code)]]);
    await call(bob, "POST", "/games/join", { screenName: "Bob", code });
    sockets.set(bob, await connectMember(bob, code));
    await call(cat, "POST", "/games/join", { screenName: "Cat", code });
    sockets.set(cat, await connectMember(cat, code));
    for (let index = 1; index <= 24; index += 1) {
      await call(everyone[index % 3]!, "POST", "/entries", { gameCode: code, text: `Prediction ${index}` });
    }
    await call(ann, "PUT", `/games/${code}/start-game`);
    for (const person of everyone) {
      await call(person, "GET", `/games/${code}`);
      await call(person, "GET", `/entries?game=${code}`);
      await call(person, "GET", "/games");
    }
    const bobGame = data<{ players: Array<{ boardEntries?: number[]; isMe?: boolean; code: string }> }>(
      await call(bob, "GET", `/games/${code}`),
    );
    const bobBoard = bobGame.players.find((player) => player.isMe)!.boardEntries!;
    for (const position of WINNING_LINES[0]!) {
      await call(bob, "PUT", `/entries/${bobBoard[position]}`, { isMarked: true });
    }
    await call(ann, "PUT", `/entries/${bobBoard[WINNING_LINES[0]![0]!]}`, { isMarked: false });
    await call(bob, "PUT", `/entries/${bobBoard[WINNING_LINES[0]![0]!]}`, { isMarked: true });
    await call(bob, "PUT", `/games/${code}/call-bingo`);
    const catCode = data<{ players: Array<{ isMe?: boolean; code: string }> }>(await call(cat, "GET", `/games/${code}`))
      .players.find((player) => player.isMe)!.code;
    const last = data<{ version: number }>(await call(ann, "DELETE", `/games/${code}/players/${catCode}`)).version;

    // Every socket has heard every change, the removal last (then Cat's closed).
    for (const [person, socket] of sockets) {
      await socket.nextMatching((message) => message.version === last && !JSON.stringify(message).includes("onlinePlayers"));
      if (person === cat) await socket.closed;
      else socket.close();
      seen.get(person)!.push(...socket.received);
    }

    for (const person of everyone) {
      const texts = seen.get(person)!;
      expect(texts.length).toBeGreaterThan(30);
      for (const other of everyone.filter((candidate) => candidate !== person)) {
        expect(texts.filter((text) => text.includes(String(other.userId)))).toEqual([]);
      }
      expect(texts.filter((text) => text.includes('"userId"'))).toEqual([]);
    }
    // The caller's own player, and only it, says isMe; broadcasts say it of nobody.
    const annView = data<{ players: Array<{ screenName: string; isMe?: boolean }> }>(
      await call(ann, "GET", `/games/${code}`),
    );
    expect(annView.players.map((player) => [player.screenName, player.isMe ?? false])).toEqual([
      ["Ann", true],
      ["Bob", false],
    ]);
  });
});
