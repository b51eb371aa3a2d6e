import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import {
  addEntry,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  listEntries,
  newPerson,
  send,
} from "./support/api-client";
import { snapshot, versionOf } from "./support/db-snapshot";

// The author (or the creator) corrects an entry before the start.

describe("PATCH /entries/{id}", () => {
  it("lets the author change their entry's text, as typed and trimmed, and bumps the version", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 2 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    const entry = await addEntry(bob, code, "Uncle Bob asks for wine");
    const version = await versionOf(code);
    const reply = await send<{ data: Entry; version: number }>(bob, "PATCH", `/entries/${entry.id}`, {
      text: "  Uncle Bob asks for more wine ",
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { ...entry, text: "Uncle Bob asks for more wine" }, version: version + 1 });
    const listed = await listEntries(bob, code);
    expect(listed.find((candidate) => candidate.id === entry.id)?.text).toBe("Uncle Bob asks for more wine");
    expect(listed).toHaveLength(3);
  });

  it("lets the creator change anyone's entry, and anyone change only the case of their own", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    const entry = await addEntry(bob, code, "grandma sings");
    expect((await send(creator, "PATCH", `/entries/${entry.id}`, { text: "Grandma sings" })).status).toBe(200);
    expect((await send(bob, "PATCH", `/entries/${entry.id}`, { text: "GRANDMA  sings" })).status).toBe(200);
  });

  it("refuses another player with 403 and changes nothing", async () => {
    const { creator, code, players } = await gameInSetup({ players: 1, entries: 1 });
    const [entry] = await listEntries(creator, code);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PATCH", `/entries/${entry!.id}`, { text: "Mine now" }), 403, "EDIT_NOT_ALLOWED");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses once the game has started, with 409, even the creator", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(creator, "PATCH", `/entries/${entries[0]!.id}`, { text: "Too late" }), 409, "GAME_NOT_IN_SETUP");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses the text of another entry of the game, however it is spelt, with 409", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    await addEntry(creator, code, "Straße is mentioned");
    const other = await addEntry(creator, code, "Someone sings");
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "PATCH", `/entries/${other.id}`, { text: "  STRASSE  is mentioned" }),
      409,
      "DUPLICATE_ENTRY",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it.each([
    ["empty text", { text: "" }, 422, "VALIDATION_FAILED"],
    ["only spaces", { text: "   \n " }, 422, "VALIDATION_FAILED"],
    ["201 characters", { text: "x".repeat(201) }, 422, "VALIDATION_FAILED"],
    ["a NUL character", { text: "a\u0000b" }, 422, "VALIDATION_FAILED"],
    ["text that is an object", { text: { html: "<b>" } }, 400, "INVALID_TYPE"],
    ["no text", {}, 422, "VALIDATION_FAILED"],
  ])("refuses %s and changes nothing", async (_, body, status, errorCode) => {
    const { creator, code, entries } = await gameInSetup({ players: 0, entries: 1 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(creator, "PATCH", `/entries/${entries[0]!.id}`, body), status, errorCode);
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("answers a non-member, an unknown id and a malformed id with 404 ENTRY_NOT_FOUND", async () => {
    const { code, entries } = await gameInSetup({ players: 0, entries: 1 });
    const before = await snapshot({ codes: [code] });
    const stranger = await newPerson();
    for (const id of [entries[0]!.id, 999_999_999, "abc", "-1"]) {
      expectRefusal(await send(stranger, "PATCH", `/entries/${id}`, { text: "Hello" }), 404, "ENTRY_NOT_FOUND");
    }
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});
