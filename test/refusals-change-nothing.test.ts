import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  boardOf,
  gameInPlay,
  gameInSetup,
  mark,
  newPerson,
  ownPlayerCode,
  send,
  type ApiReply,
  type Person,
} from "./support/api-client";
import { roomOf } from "./support/room-d1";
import { testEnv } from "./support/test-env";

/**
 * Every use case checks, then writes (docs/decisions/027-room-and-index.md): whatever a request
 * is refused for, the game's version and every row of its room and of D1 are as they were.
 */

/** Every row of every table of the game's room (but its alarms' due times), and D1's. */
async function everything(code: string) {
  const room = await runInDurableObject(roomOf(code), (_instance, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('room_alarms', '_cf_KV', '_cf_METADATA') ORDER BY name")
      .toArray()
      .map(({ name }) => name);
    return Object.fromEntries(tables.map((table) => [table, sql.exec(`SELECT * FROM "${table}"`).toArray()]));
  });
  const d1 = {} as Record<string, unknown[]>;
  for (const table of ["users", "games", "players", "entries", "deleted_games"]) {
    d1[table] = (await testEnv.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results;
  }
  return { room, d1 };
}

type Refused = { name: string; status: number; code: string; send: () => Promise<ApiReply> };

/** A game in play, won by no one yet, with every kind of person around it. */
async function stage() {
  const { creator, players, code, entries } = await gameInPlay({ players: 2, entries: 26 });
  const [ben, cat] = players as [Person, Person];
  const stranger = await newPerson();
  const benBoard = await boardOf(ben, code);
  await mark(ben, benBoard[0]!);
  const catCode = await ownPlayerCode(cat, code);
  return { creator, ben, cat, stranger, code, entries, benBoard, catCode };
}

describe("a refused request changes nothing", () => {
  it("in play: entries, marks, Bingo, rounds and the host's controls", async () => {
    const { creator, ben, cat, stranger, code, entries, benBoard, catCode } = await stage();
    const refusals: Refused[] = [
      { name: "adding an entry in play", status: 409, code: "GAME_NOT_IN_SETUP", send: () => send(ben, "POST", "/entries", { gameCode: code, text: "Late" }) },
      { name: "editing an entry in play", status: 409, code: "GAME_NOT_IN_SETUP", send: () => send(creator, "PATCH", `/entries/${entries[0]!.id}`, { text: "Changed" }) },
      { name: "deleting someone else's entry", status: 403, code: "DELETE_NOT_ALLOWED", send: () => send(ben, "DELETE", `/entries/${entries[1]!.id}`) },
      { name: "unmarking someone else's mark", status: 403, code: "UNMARK_NOT_ALLOWED", send: () => send(cat, "PUT", `/entries/${benBoard[0]}`, { isMarked: false }) },
      { name: "marking as a stranger", status: 404, code: "ENTRY_NOT_FOUND", send: () => send(stranger, "PUT", `/entries/${entries[2]!.id}`, { isMarked: true }) },
      { name: "a stale mark", status: 409, code: "MARK_SUPERSEDED", send: () => send(cat, "PUT", `/entries/${benBoard[0]}`, { isMarked: true, basedOnVersion: 1 }) },
      { name: "Bingo without a line", status: 409, code: "NO_BINGO", send: () => send(ben, "PUT", `/games/${code}/call-bingo`) },
      { name: "starting again", status: 409, code: "GAME_ALREADY_STARTED", send: () => send(creator, "PUT", `/games/${code}/start-game`) },
      { name: "another round before a Bingo", status: 409, code: "ROUND_NOT_OVER", send: () => send(creator, "POST", `/games/${code}/rounds`, { after: 1 }) },
      { name: "locking as a player", status: 403, code: "NOT_GAME_CREATOR", send: () => send(ben, "PUT", `/games/${code}/lock`, { locked: true }) },
      { name: "ending as a player", status: 403, code: "NOT_GAME_CREATOR", send: () => send(ben, "PUT", `/games/${code}/end`) },
      { name: "removing as a player", status: 403, code: "NOT_GAME_CREATOR", send: () => send(ben, "DELETE", `/games/${code}/players/${catCode}`) },
      { name: "handing the role to nobody", status: 404, code: "PLAYER_NOT_FOUND", send: () => send(creator, "POST", `/games/${code}/host`, { playerCode: "NBDYHERE" }) },
      { name: "handing the role to oneself", status: 409, code: "ALREADY_HOST", send: async () => send(creator, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(creator, code) }) },
      { name: "taking over as someone not online", status: 403, code: "NOT_LONGEST_PRESENT", send: () => send(ben, "POST", `/games/${code}/host/take-over`) },
      { name: "a stranger's read", status: 404, code: "GAME_NOT_FOUND", send: () => send(stranger, "GET", `/games/${code}`) },
    ];
    await expectEachChangesNothing(code, refusals);
  });

  it("in setup and at the door: joins, entries and the start", async () => {
    const { creator, players, code, entries } = await gameInSetup({ players: 1, entries: 10 });
    const [ben] = players as [Person];
    const grandpa = await newPerson();
    const refusals: Refused[] = [
      { name: "a duplicate entry", status: 409, code: "DUPLICATE_ENTRY", send: () => send(ben, "POST", "/entries", { gameCode: code, text: entries[0]!.text.toUpperCase() }) },
      { name: "editing someone else's entry", status: 403, code: "EDIT_NOT_ALLOWED", send: () => send(ben, "PATCH", `/entries/${entries[0]!.id}`, { text: "Mine now" }) },
      { name: "marking in setup", status: 409, code: "GAME_NOT_IN_PLAY", send: () => send(ben, "PUT", `/entries/${entries[0]!.id}`, { isMarked: true }) },
      { name: "starting short of entries", status: 409, code: "NOT_ENOUGH_ENTRIES", send: () => send(creator, "PUT", `/games/${code}/start-game`) },
      { name: "starting as a player", status: 403, code: "NOT_GAME_CREATOR", send: () => send(ben, "PUT", `/games/${code}/start-game`) },
      { name: "Bingo in setup", status: 409, code: "GAME_NOT_IN_PLAY", send: () => send(ben, "PUT", `/games/${code}/call-bingo`) },
    ];
    await expectEachChangesNothing(code, refusals);

    await send(creator, "PUT", `/games/${code}/lock`, { locked: true });
    await expectEachChangesNothing(code, [
      { name: "a newcomer's join of a locked game", status: 409, code: "GAME_LOCKED", send: () => send(grandpa, "POST", "/games/join", { code, screenName: "Grandpa" }) },
    ]);
    await send(creator, "PUT", `/games/${code}/lock`, { locked: false });
    const benCode = await ownPlayerCode(ben, code);
    expect((await send(creator, "DELETE", `/games/${code}/players/${benCode}`)).status).toBe(200);
    await expectEachChangesNothing(code, [
      { name: "a removed player's join", status: 403, code: "REMOVED_FROM_GAME", send: () => send(ben, "POST", "/games/join", { code, screenName: "Ben again" }) },
    ]);
  });

  it("after a Bingo: a second call, a round not played, and an ended game", async () => {
    const { creator, ben, cat, code } = await stage();
    const board = await boardOf(ben, code);
    for (const position of WINNING_LINES[0]!) await mark(ben, board[position]!);
    expect((await send<{ data: Game }>(ben, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
    await expectEachChangesNothing(code, [
      { name: "a second Bingo", status: 409, code: "BINGO_ALREADY_CALLED", send: () => send(cat, "PUT", `/games/${code}/call-bingo`) },
      { name: "a round not played yet", status: 409, code: "ROUND_NOT_OVER", send: () => send(creator, "POST", `/games/${code}/rounds`, { after: 2 }) },
    ]);
    expect((await send(creator, "PUT", `/games/${code}/end`)).status).toBe(200);
    await expectEachChangesNothing(code, [
      { name: "ending again", status: 409, code: "GAME_ENDED", send: () => send(creator, "PUT", `/games/${code}/end`) },
      { name: "a round in an ended game", status: 409, code: "GAME_COMPLETE", send: () => send(creator, "POST", `/games/${code}/rounds`, { after: 1 }) },
      { name: "an entry in an ended game", status: 409, code: "GAME_NOT_IN_SETUP", send: () => send(cat, "POST", "/entries", { gameCode: code, text: "Too late" }) },
    ]);
  });
});

async function expectEachChangesNothing(code: string, refusals: Refused[]) {
  for (const refused of refusals) {
    const before = await everything(code);
    const reply = await refused.send().catch((error: unknown) => ({ status: 0, body: String(error) }));
    expect(reply.status, `${refused.name}: ${JSON.stringify(reply.body)}`).toBe(refused.status);
    expect((reply.body as { code?: string }).code, refused.name).toBe(refused.code);
    expect(await everything(code), refused.name).toEqual(before);
  }
}
