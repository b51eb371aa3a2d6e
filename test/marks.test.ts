import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import {
  expectRefusal,
  gameInPlay,
  gameInSetup,
  mark,
  newPerson,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { snapshot, sql, versionOf } from "./support/db-snapshot";

async function playerId(person: Person, code: string) {
  const game = await readGame(person, code);
  return game.players.find((player) => player.boardEntries)!.id;
}

describe("PUT /entries/{id}", () => {
  it("marks an entry for the caller's player, at the server's time, and bumps the version", async () => {
    const { players, code, entries } = await gameInPlay({ players: 1 });
    const bob = players[0]!;
    const version = await versionOf(code);
    const before = Date.now();
    const reply = await send<{ data: Entry; version: number }>(
      bob,
      "PUT",
      `/entries/${entries[3]!.id}`,
      { isMarked: true },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.version).toBe(version + 1);
    expect(reply.body.data).toMatchObject({
      id: entries[3]!.id,
      isMarked: true,
      markedBy: await playerId(bob, code),
    });
    expect(reply.body.data.markedAt).toBeGreaterThanOrEqual(before);
    expect(reply.body.data.markedAt).toBeLessThanOrEqual(Date.now());
  });

  it("ignores markedBy, userId and other fields an old client sends", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const bob = players[0]!;
    const creatorPlayerId = await playerId(creator, code);
    const reply = await send<{ data: Entry }>(bob, "PUT", `/entries/${entries[0]!.id}`, {
      ...entries[0],
      isMarked: true,
      markedBy: creatorPlayerId,
      userId: 1,
      text: "rewritten",
      markedAt: 0,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.markedBy).toBe(await playerId(bob, code));
    expect(reply.body.data.text).toBe(entries[0]!.text);
    expect(reply.body.data.markedAt).toBeGreaterThan(0);
  });

  it("keeps the first marker when someone marks a marked entry again", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const first = await mark(players[0]!, entries[0]!.id);
    const again = await mark(creator, entries[0]!.id);
    expect(again.markedBy).toBe(first.markedBy);
    expect(again.markedAt).toBe(first.markedAt);
  });

  it("lets the marker unmark, clearing who and when", async () => {
    const { players, entries } = await gameInPlay({ players: 1 });
    await mark(players[0]!, entries[0]!.id);
    const unmarked = await mark(players[0]!, entries[0]!.id, false);
    expect(unmarked).toMatchObject({ isMarked: false, markedBy: null, markedAt: null });
  });

  it("lets the creator unmark anyone's mark", async () => {
    const { creator, players, entries } = await gameInPlay({ players: 1 });
    await mark(players[0]!, entries[0]!.id);
    expect((await mark(creator, entries[0]!.id, false)).isMarked).toBe(false);
  });

  it("refuses another player's unmark with 403 and SPEC's message, changing nothing", async () => {
    const { players, code, entries } = await gameInPlay({ players: 2 });
    await mark(players[0]!, entries[0]!.id);
    const before = await snapshot({ codes: [code] });
    const reply = await send(players[1]!, "PUT", `/entries/${entries[0]!.id}`, { isMarked: false });
    expectRefusal(reply, 403, "UNMARK_NOT_ALLOWED");
    expect(reply.body).toEqual({
      code: "UNMARK_NOT_ALLOWED",
      errors: {
        isMarked: ["Only the game creator or the person who marked this item can unmark it"],
      },
    });
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses marks while the game is in SETUP with 409", async () => {
    const { creator, code, entries } = await gameInSetup({ players: 0, entries: 2 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "PUT", `/entries/${entries[0]!.id}`, { isMarked: true }),
      409,
      "GAME_NOT_IN_PLAY",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses marks after bingo with 409 and changes nothing", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0 });
    await sql("UPDATE games SET status = 'BINGO' WHERE code = ?", code);
    const before = await snapshot({ codes: [code] });
    const reply = await send(creator, "PUT", `/entries/${entries[0]!.id}`, { isMarked: true });
    expectRefusal(reply, 409, "GAME_NOT_IN_PLAY");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("answers a non-member with 404 ENTRY_NOT_FOUND and changes nothing", async () => {
    const { code, entries } = await gameInPlay({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(await newPerson(), "PUT", `/entries/${entries[0]!.id}`, { isMarked: true }),
      404,
      "ENTRY_NOT_FOUND",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it.each([
    ["a string for isMarked", { isMarked: "true" }, 400, "INVALID_TYPE"],
    ["1 for isMarked", { isMarked: 1 }, 400, "INVALID_TYPE"],
    ["no isMarked", { markedBy: 3 }, 422, "VALIDATION_FAILED"],
    ["a bare boolean body", true, 400, "INVALID_TYPE"],
  ])("refuses %s and changes nothing", async (_, body, status, errorCode) => {
    const { creator, code, entries } = await gameInPlay({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "PUT", `/entries/${entries[0]!.id}`, body),
      status,
      errorCode,
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});
