import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import { LIMITS } from "../shared/constants";
import {
  addEntry,
  createGame,
  expectRefusal,
  gameInPlay,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
} from "./support/api-client";
import { snapshot, sql, versionOf } from "./support/db-snapshot";

describe("POST /games/join", () => {
  it("adds the caller as a PLAYER and returns the game with every player", async () => {
    const creator = await newPerson();
    const { code } = await createGame(creator, { screenName: "Ann" });
    const game = await joinGame(await newPerson(), code, "Bob");
    expect(game.code).toBe(code);
    expect(game.players.map((player) => [player.screenName, player.role])).toEqual([
      ["Ann", "CREATOR"],
      ["Bob", "PLAYER"],
    ]);
    expect(game.version).toBe(2);
  });

  it("answers with the game as GET /games/{code} shows it and its entries, so the screen needs no second read", async () => {
    const { code, creator, entries } = await gameInPlay({ players: 1, entries: 30 });
    await mark(creator, entries[0]!.id);
    const late = await newPerson();
    const reply = await send<{ data: Game; entries: Entry[] }>(late, "POST", "/games/join", { screenName: "Late", code });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(await readGame(late, code));
    expect(reply.body.entries).toEqual(await listEntries(late, code));
    expect(reply.body.entries.find((entry) => entry.id === entries[0]!.id)?.isMarked).toBe(true);
  });

  it("accepts the code in any case and with surrounding spaces", async () => {
    const { code } = await createGame(await newPerson());
    const game = await joinGame(await newPerson(), `  ${code.toLowerCase()} `);
    expect(game.code).toBe(code);
  });

  it("returns the same player when the same person joins again under the same name, changing nothing", async () => {
    const { code } = await createGame(await newPerson());
    const player = await newPerson();
    const first = await joinGame(player, code, "Bob");
    const before = await snapshot({ codes: [code] });
    const again = await joinGame(player, code, "Bob");
    expect(again.players).toEqual(first.players);
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("saves the new name of a member who joins again under another one (the invite link opened twice)", async () => {
    const { code } = await createGame(await newPerson(), { screenName: "Ann" });
    const player = await newPerson();
    const first = await joinGame(player, code, "Bob");
    const entry = await addEntry(player, code, "Grandpa sings");
    const again = await joinGame(player, code, "Robert");
    const me = again.players.find((candidate) => candidate.isMe)!;
    expect(me.id).toBe(first.players.find((candidate) => candidate.isMe)!.id);
    expect(me.screenName).toBe("Robert");
    expect(again.version).toBe(first.version + 2);
    expect((await listEntries(player, code)).find((e) => e.id === entry.id)?.playerName).toBe("Robert");
    expect(again.players).toHaveLength(2);
  });

  it("gives a member's new name the join's number when someone else has it, never taking it from them", async () => {
    const { code } = await createGame(await newPerson(), { screenName: "Ann" });
    const player = await newPerson();
    await joinGame(player, code, "Bob");
    const again = await joinGame(player, code, "ann");
    expect(again.players.map((candidate) => candidate.screenName)).toEqual(["Ann", "ann (2)"]);
    // The same name again is no change: nothing is written.
    const before = await versionOf(code);
    await joinGame(player, code, "ann");
    expect(await versionOf(code)).toBe(before);
  });

  it("numbers a screen name already used in the game: (2), (3)", async () => {
    const { code } = await createGame(await newPerson(), { screenName: "Sam" });
    await joinGame(await newPerson(), code, "Sam");
    const game = await joinGame(await newPerson(), code, "Sam");
    expect(game.players.map((player) => player.screenName)).toEqual(["Sam", "Sam (2)", "Sam (3)"]);
  });

  it("gives players who join during PLAY a board at once", async () => {
    const { code, entries } = await gameInPlay({ players: 1, entries: 30 });
    const late = await newPerson();
    const game = await joinGame(late, code, "Late");
    const mine = game.players.find((player) => player.screenName === "Late")!;
    expect(mine.boardEntries).toHaveLength(24);
    expect(new Set(mine.boardEntries).size).toBe(24);
    const ids = new Set(entries.map((entry) => entry.id));
    expect(mine.boardEntries!.every((id) => ids.has(id))).toBe(true);
  });

  it("gives no board to players who join during SETUP", async () => {
    const { code } = await createGame(await newPerson());
    const game = await joinGame(await newPerson(), code);
    expect(game.players.every((player) => player.boardEntries === undefined)).toBe(true);
  });

  it("answers an unknown code with 404 and writes nothing, not even the caller's user", async () => {
    const stranger = await newPerson();
    const reply = await send(stranger, "POST", "/games/join", {
      screenName: "X",
      code: "ZZZZ2345",
    });
    expectRefusal(reply, 404, "GAME_NOT_FOUND");
    expect(await snapshot({ uids: [stranger.uid] })).toEqual({
      users: [],
      games: [],
      players: [],
      entries: [],
    });
  });

  it("refuses a full game of 500 players with 409", async () => {
    const { code, id } = await createGame(await newPerson());
    // Fill the game directly: 499 more players make 500.
    await sql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO users (firebase_uid) SELECT 'filler-' || ? || '-' || i FROM n`,
      LIMITS.playersPerGame - 1,
      code,
    );
    await sql(
      `INSERT INTO players (code, game_id, user_id, screen_name)
       SELECT 'F' || ? || id, ?, id, firebase_uid FROM users WHERE firebase_uid LIKE 'filler-' || ? || '-%'`,
      code,
      id,
      code,
    );
    const latecomer = await newPerson();
    const before = await snapshot({ codes: [code], uids: [latecomer.uid] });
    expectRefusal(
      await send(latecomer, "POST", "/games/join", { screenName: "One too many", code }),
      409,
      "GAME_FULL",
    );
    expect(await snapshot({ codes: [code], uids: [latecomer.uid] })).toEqual(before);
  });

  describe("refuses a malformed request and writes nothing", () => {
    const cases: Array<[string, unknown, number, string]> = [
      ["a code of 7 characters", { screenName: "Bob", code: "ABCDEFG" }, 422, "VALIDATION_FAILED"],
      ["a code with I or O", { screenName: "Bob", code: "ABCDEFGO" }, 422, "VALIDATION_FAILED"],
      ["a missing code", { screenName: "Bob" }, 422, "VALIDATION_FAILED"],
      ["a blank screen name", { screenName: " ", code: "ABCDEFGH" }, 422, "VALIDATION_FAILED"],
      ["a code that is a number", { screenName: "Bob", code: 12345678 }, 400, "INVALID_TYPE"],
      ["null for a body", null, 400, "INVALID_TYPE"],
    ];
    it.each(cases)("%s", async (_, body, status, code) => {
      const person = await newPerson();
      expectRefusal(await send(person, "POST", "/games/join", body), status, code);
      expect((await snapshot({ uids: [person.uid] })).users).toEqual([]);
    });
  });
});

describe("joining at the same moment", () => {
  it("gives two people with the same name distinct names", async () => {
    const { code } = await createGame(await newPerson(), { screenName: "Host" });
    const people = await Promise.all([1, 2, 3, 4].map(() => newPerson()));
    const replies = await Promise.all(
      people.map((person) =>
        send<{ data: Game }>(person, "POST", "/games/join", { screenName: "Kim", code }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const names = (await readGame(people[0]!, code)).players
      .map((player) => player.screenName)
      .sort();
    expect(names).toEqual(["Host", "Kim", "Kim (2)", "Kim (3)", "Kim (4)"]);
    expect(await versionOf(code)).toBe(5);
  });

  it("lets sixty people joining at once under one name all in, numbered without gaps", async () => {
    const { code } = await createGame(await newPerson(), { screenName: "Host" });
    const people = await Promise.all(Array.from({ length: 60 }, () => newPerson()));
    const replies = await Promise.all(
      people.map((person) => send<{ data: Game }>(person, "POST", "/games/join", { screenName: "Guest", code })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(people.map(() => 200));
    const names = (await readGame(people[0]!, code)).players.map((player) => player.screenName);
    const expected = ["Guest", ...Array.from({ length: 59 }, (_, index) => `Guest (${index + 2})`)];
    expect(names.filter((name) => name !== "Host").sort()).toEqual(expected.sort());
    // Each joiner's own answer names the player it became.
    const own = replies.map((reply) => reply.body.data.players.find((player) => player.isMe)!.screenName);
    expect(new Set(own).size).toBe(60);
  });

  it("makes one player of the same person joining twice at once", async () => {
    const { code } = await createGame(await newPerson());
    const person = await newPerson();
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        send<{ data: Game }>(person, "POST", "/games/join", { screenName: "Twin", code }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const game = await readGame(person, code);
    expect(game.players.filter((player) => player.screenName.startsWith("Twin"))).toHaveLength(1);
  });
});
