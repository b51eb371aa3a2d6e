import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { LIMITS } from "../shared/constants";
import {
  addEntry,
  createGame,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  listEntries,
  newPerson,
  send,
} from "./support/api-client";
import { snapshot, sql, versionOf } from "./support/db-snapshot";

describe("POST /entries", () => {
  it("adds an entry by any player, with its author's name and the game code", async () => {
    const { code, id } = await createGame(await newPerson());
    const bob = await newPerson();
    const { players } = await joinGame(bob, code, "Bob");
    const reply = await send<{ data: Entry; version: number }>(bob, "POST", "/entries", {
      gameCode: code.toLowerCase(),
      text: "  Uncle Bob asks for more wine ",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      data: {
        id: expect.any(Number),
        gameId: id,
        playerId: players[1]!.id,
        text: "Uncle Bob asks for more wine",
        displayOrder: 1,
        isMarked: false,
        markedBy: null,
        markedAt: null,
        playerName: "Bob",
        editedBy: null,
        editedByName: null,
        origin: "TYPED",
        gameCode: code,
      },
      version: 3,
    });
  });

  it("keeps the text as typed, markup and all, and several lines", async () => {
    const { code } = await createGame(await newPerson());
    const creator = await newPerson();
    await joinGame(creator, code);
    const text = `<img src=x onerror="alert(1)"> 🎄 עברית\nline two`;
    expect((await addEntry(creator, code, text)).text).toBe(text);
    const [stored] = await sql<{ text: string }>("SELECT text FROM entries WHERE text = ?", text);
    expect(stored!.text).toBe(text);
  });

  it("numbers entries in the order they were added", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 3 });
    const listed = await listEntries(creator, code);
    expect(listed.map((entry) => [entry.displayOrder, entry.text])).toEqual([
      [1, "Entry 1"],
      [2, "Entry 2"],
      [3, "Entry 3"],
    ]);
  });

  it.each([
    ["the same text", "Wine spilled"],
    ["another case", "WINE SPILLED"],
    ["other spacing", "  wine \t  spilled "],
    // A zero-width space is refused outright (hidden-characters.test.ts).
    ["full-width letters", "Ｗｉｎｅ spilled"],
  ])("refuses a duplicate written in %s with 409 and adds nothing", async (_, text) => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    await addEntry(creator, code, "Wine spilled");
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "POST", "/entries", { gameCode: code, text }),
      409,
      "DUPLICATE_ENTRY",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses entries once the game has started, with 409", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "POST", "/entries", { gameCode: code, text: "Late" }),
      409,
      "GAME_NOT_IN_SETUP",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses the 301st entry of a game with 409", async () => {
    const { creator, code, gameId } = await gameInSetup({ players: 0, entries: 1 });
    await sql(
      `WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO entries (game_id, player_id, text, normalized_text, display_order)
       SELECT ?, player_id, 'seeded ' || i, 'seeded ' || i, i FROM n, (SELECT player_id FROM entries WHERE game_id = ?)`,
      LIMITS.entriesPerGame,
      gameId,
      gameId,
    );
    const before = await snapshot({ codes: [code] });
    expect(before.entries).toHaveLength(LIMITS.entriesPerGame);
    expectRefusal(
      await send(creator, "POST", "/entries", { gameCode: code, text: "One more" }),
      409,
      "TOO_MANY_ENTRIES",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it.each([
    ["empty text", { text: "" }, 422, "VALIDATION_FAILED"],
    ["only spaces", { text: "   \n " }, 422, "VALIDATION_FAILED"],
    ["201 characters", { text: "x".repeat(201) }, 422, "VALIDATION_FAILED"],
    ["a NUL character", { text: "a\u0000b" }, 422, "VALIDATION_FAILED"],
    ["text that is an object", { text: { html: "<b>" } }, 400, "INVALID_TYPE"],
  ])("refuses %s and adds nothing", async (_, body, status, errorCode) => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    expectRefusal(
      await send(creator, "POST", "/entries", { gameCode: code, ...body }),
      status,
      errorCode,
    );
    expect((await snapshot({ codes: [code] })).entries).toEqual([]);
  });

  it("answers a non-member with 404, as for an unknown game, and adds nothing", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const stranger = await newPerson();
    expectRefusal(
      await send(stranger, "POST", "/entries", { gameCode: code, text: "Sneaky" }),
      404,
      "GAME_NOT_FOUND",
    );
    expect((await snapshot({ codes: [code] })).entries).toEqual([]);
  });
});

describe("GET /entries?game={code}", () => {
  it("answers a non-member and a missing game parameter with 404", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 1 });
    expectRefusal(
      await send(await newPerson(), "GET", `/entries?game=${code}`),
      404,
      "GAME_NOT_FOUND",
    );
    expectRefusal(await send(await newPerson(), "GET", "/entries"), 404, "GAME_NOT_FOUND");
  });
});

describe("DELETE /entries/{id}", () => {
  it("lets the author delete their entry and bumps the version", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    const entry = await addEntry(bob, code, "Bob's entry");
    const version = await versionOf(code);
    const reply = await send<{ data: Entry; version: number }>(
      bob,
      "DELETE",
      `/entries/${entry.id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: entry, version: version + 1 });
    expect(await listEntries(bob, code)).toEqual([]);
  });

  it("lets the creator delete anyone's entry", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    const entry = await addEntry(bob, code, "Bob's entry");
    expect((await send(creator, "DELETE", `/entries/${entry.id}`)).status).toBe(200);
  });

  it("refuses another player with 403 and deletes nothing", async () => {
    const { creator, code, players } = await gameInSetup({ players: 1, entries: 1 });
    const [entry] = await listEntries(creator, code);
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(players[0]!, "DELETE", `/entries/${entry!.id}`),
      403,
      "DELETE_NOT_ALLOWED",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses once the game has started, with 409", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "DELETE", `/entries/${entries[0]!.id}`),
      409,
      "GAME_NOT_IN_SETUP",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("answers a non-member, an unknown id and a malformed id with 404 ENTRY_NOT_FOUND", async () => {
    const { code, entries } = await gameInSetup({ players: 0, entries: 1 });
    const before = await snapshot({ codes: [code] });
    const stranger = await newPerson();
    for (const id of [entries[0]!.id, 999_999_999, "abc", "-1", "1e3"]) {
      expectRefusal(await send(stranger, "DELETE", `/entries/${id}`), 404, "ENTRY_NOT_FOUND");
    }
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("deletes once when two deletes of the same entry race, the other gets 404", async () => {
    const { creator, code, entries } = await gameInSetup({ players: 0, entries: 1 });
    const version = await versionOf(code);
    const replies = await Promise.all(
      [1, 2].map(() => send(creator, "DELETE", `/entries/${entries[0]!.id}`)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404]);
    expect(await versionOf(code)).toBe(version + 1);
  });
});
