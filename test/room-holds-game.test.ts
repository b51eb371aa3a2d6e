import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ENCODED_ENTRY_FLOOR, gameCodeOfEntryId, lastEntryIdOf } from "../shared/entry-ids";
import type { Game } from "../shared/api-types";
import {
  addEntry,
  createGame,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  mark,
  newPerson,
  readGame,
  send,
} from "./support/api-client";
import { sql } from "./support/db-snapshot";
import { testEnv } from "./support/test-env";

/** The room holds its game (docs/decisions/020): its record, its restarts, D1's index behind it. */
const roomOf = (code: string) => testEnv.GAME_ROOM.getByName(code);

/** What D1's index says of a game: its row, and its members by name. */
async function d1Index(code: string) {
  const game = await testEnv.DB.prepare("SELECT status, version, round FROM games WHERE code = ?").bind(code).first();
  const { results } = await testEnv.DB.prepare(
    "SELECT screen_name AS name, role FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?) ORDER BY name",
  )
    .bind(code)
    .all();
  return { game, players: results };
}

describe("a game its room holds", () => {
  it("numbers new entries from its code, so a mark finds its room from the id alone", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const entry = await addEntry(creator, code, "Uncle Bob asks for more wine");
    expect(entry.id).toBeGreaterThanOrEqual(ENCODED_ENTRY_FLOOR);
    expect(Number.isSafeInteger(entry.id)).toBe(true);
    expect(gameCodeOfEntryId(entry.id)).toBe(code);
    // The entry lives in the room alone: D1 has no row of it.
    const { results } = await testEnv.DB.prepare("SELECT id FROM entries WHERE id = ?").bind(entry.id).all();
    expect(results).toEqual([]);
  });

  it("keeps every acknowledged change when the room restarts mid-game", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 2 });
    const acknowledged: number[] = [];
    for (const [index, entry] of entries.slice(0, 6).entries()) {
      const by = index % 2 === 0 ? creator : players[index % 2]!;
      acknowledged.push((await mark(by, entry.id)).id);
    }
    const before = await readGame(creator, code);

    await evictDurableObject(roomOf(code));

    const after = await readGame(creator, code);
    expect(after.version).toBe(before.version);
    const { body } = await send<{ data: Array<{ id: number; isMarked: boolean }> }>(creator, "GET", `/entries?game=${code}`);
    const marked = body.data.filter((entry) => entry.isMarked).map((entry) => entry.id);
    expect(marked.sort()).toEqual(acknowledged.sort());
    // And it goes on from there: the next change is the next version.
    const next = await send<{ version: number }>(creator, "PUT", `/entries/${entries[10]!.id}`, { isMarked: true });
    expect(next.body.version).toBe(before.version + 1);
  });

  it("writes behind to D1's index what My Games reads, and the player's joined game is listed at once", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const joiner = await newPerson();
    await joinGame(joiner, code, "Grandma");
    const listed = await send<{ data: Game[] }>(joiner, "GET", "/games");
    expect(listed.body.data.map((game) => game.code)).toEqual([code]);
    await send(creator, "PUT", `/games/${code}/start-game`);
    expect(await d1Index(code)).toMatchObject({
      game: { status: "PLAY" },
      players: [
        { name: "Creator", role: "CREATOR" },
        { name: "Grandma", role: "PLAYER" },
      ],
    });
  });

  it("writes the index again after D1 failed, until D1 has the game as the room holds it", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    // D1 refuses the room's writes for a while.
    await runInDurableObject(room, (instance) => {
      const statement = { bind: () => statement };
      const failing = { prepare: () => statement, batch: () => Promise.reject(new Error("D1 is unreachable")) };
      Object.assign(instance, { env: { ...(instance as unknown as { env: Env }).env, DB: failing } });
    });
    const joiner = await newPerson();
    await joinGame(joiner, code, "Cousin Sam");
    expect((await d1Index(code)).players).toEqual([{ name: "Creator", role: "CREATOR" }]);
    // Failed writes leave the write scheduled again.
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await runInDurableObject(room, (_instance, state) => state.storage.getAlarm())).not.toBeNull();

    // D1 is back: the next try writes what the room holds now, the changes made meanwhile too.
    await runInDurableObject(room, (instance) => {
      Object.assign(instance, { env: testEnv });
    });
    await send(creator, "PUT", `/games/${code}/lock`, { locked: true });
    await runDurableObjectAlarm(room);
    expect(await d1Index(code)).toMatchObject({
      players: [
        { name: "Cousin Sam", role: "PLAYER" },
        { name: "Creator", role: "CREATOR" },
      ],
    });
    const [locked] = await sql<{ join_locked: number }>("SELECT join_locked FROM games WHERE code = ?", code);
    expect(locked!.join_locked).toBe(1);
    const { results } = await testEnv.DB.prepare("SELECT join_locked FROM games WHERE code = ?").bind(code).all();
    expect(results).toEqual([{ join_locked: 1 }]);
  });

  it("brings a game made before its room held games in from D1 on first use, ids and all", async () => {
    // A game as D1 held it before the switch: its rows straight into D1, the room never told.
    const owner = await newPerson();
    const made = await createGame(owner, { screenName: "Ann" });
    // Another code of the same high value range (one that numbers its entries), never the made one's.
    const code = (made.code.startsWith("Z") ? "Y" : "Z") + made.code.slice(1);
    await testEnv.DB.prepare(
      `INSERT INTO games (code, name, user_id, status, version) SELECT ?, 'Before the switch', user_id, 'SETUP', 7 FROM games WHERE code = ?`,
    )
      .bind(code, made.code)
      .run();
    await testEnv.DB.prepare(
      `INSERT INTO players (code, game_id, user_id, screen_name, role)
       SELECT 'P' || ?, (SELECT id FROM games WHERE code = ?), user_id, 'Ann', 'CREATOR' FROM games WHERE code = ?`,
    )
      .bind(code, code, made.code)
      .run();
    const { meta } = await testEnv.DB.prepare(
      "INSERT INTO entries (game_id, text, normalized_text, display_order) SELECT id, 'Old entry', 'old entry', 1 FROM games WHERE code = ?",
    )
      .bind(code)
      .run();
    const oldEntryId = meta.last_row_id;

    const game = await readGame(owner, code);
    expect(game).toMatchObject({ name: "Before the switch", version: 7 });
    const { body } = await send<{ data: Array<{ id: number; text: string }> }>(owner, "GET", `/entries?game=${code}`);
    expect(body.data).toEqual([expect.objectContaining({ id: oldEntryId, text: "Old entry" })]);
    // The old entry's id names no game: its room is found through D1, once.
    const edited = await send<{ data: { text: string } }>(owner, "PATCH", `/entries/${oldEntryId}`, { text: "Old entry, edited" });
    expect(edited.body.data.text).toBe("Old entry, edited");
    // New entries are numbered from the code.
    const added = await addEntry(owner, code, "New entry");
    expect(gameCodeOfEntryId(added.id)).toBe(code);
  });
});

describe("a game's entry ids", () => {
  it("never leave the game's own range: the entry after the last id is refused, and nothing changes", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const first = await addEntry(creator, code, "The first entry");
    const last = lastEntryIdOf(code)!;
    // The game has numbered all but one of its ids (entries added and deleted since, say).
    await runInDurableObject(roomOf(code), (_instance, state) => {
      state.storage.sql.exec("UPDATE sqlite_sequence SET seq = ? WHERE name = 'entries'", last - 1);
    });
    const lastOne = await addEntry(creator, code, "The last entry");
    expect(lastOne.id).toBe(last);
    expect(gameCodeOfEntryId(lastOne.id)).toBe(code);

    const versionBefore = (await readGame(creator, code)).version;
    const refused = await send(creator, "POST", "/entries", { gameCode: code, text: "One too many" });
    expectRefusal(refused, 409, "ENTRY_IDS_USED_UP");
    expect((await readGame(creator, code)).version).toBe(versionBefore);
    const { body } = await send<{ data: Array<{ id: number }> }>(creator, "GET", `/entries?game=${code}`);
    expect(body.data.map((entry) => entry.id)).toEqual([first.id, last]);
  });
});
