import { beforeEach, describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import { LIMITS, PRACTICE_GAME_CODE } from "../shared/constants";
import { PRACTICE_GAME } from "../shared/practice-entries";
import { CLOSE_LEFT_GAME, isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { PRACTICE_ROOM_MADE } from "../workers/games/practice-room.server";
import {
  boardOf,
  createGame,
  expectRefusal,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { sql, versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { onlineCodes } from "./support/room-socket";

const CAP = LIMITS.playersPerGame;

/** Adds `howMany` players straight into D1 (each with a user of their own): a crowd in one step. */
async function seedPlayers(gameId: number, howMany: number) {
  const tag = `crowd-${crypto.randomUUID()}`;
  await sql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO users (firebase_uid) SELECT ? || '-' || i FROM n`,
    howMany,
    tag,
  );
  await sql(
    `INSERT INTO players (code, game_id, user_id, screen_name)
     SELECT 'C' || id || '-' || ?, ?, id, firebase_uid FROM users WHERE firebase_uid LIKE ? || '-%' ORDER BY id`,
    tag,
    gameId,
    tag,
  );
}

const practicePlayerIds = async () =>
  (await sql<{ id: number }>(
    "SELECT id FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?) ORDER BY id",
    PRACTICE_GAME_CODE,
  )).map((row) => row.id);

/** Fills the practice game up to the cap. */
async function fillPracticeGame(gameId: number) {
  await seedPlayers(gameId, CAP - (await practicePlayerIds()).length);
}

async function win(person: Person) {
  const board = await boardOf(person, "testing");
  for (const position of WINNING_LINES[0]!) await mark(person, board[position]!);
  expect((await send(person, "PUT", "/games/testing/call-bingo")).status).toBe(200);
}

const own = (game: Game) => game.players.find((player) => player.boardEntries)!;

describe("a full practice game", () => {
  beforeEach(async () => {
    await sql("DELETE FROM games WHERE code = ?", PRACTICE_GAME_CODE);
  });

  it("lets its oldest players go for a newcomer, clearing their marks, in one change", async () => {
    const [ann, bob, zed, cat] = [await newPerson(), await newPerson(), await newPerson(), await newPerson()];
    const annGame = await joinGame(ann, "testing", "Ann");
    const [annMark] = own(annGame).boardEntries!;
    await mark(ann, annMark!);
    const bobBoard = own(await joinGame(bob, "testing", "Bob")).boardEntries!;
    const bobMark = bobBoard.find((id) => id !== annMark)!;
    await mark(bob, bobMark);
    // Zed comes after more than the share that leaves: he stays, and so does his mark.
    await seedPlayers(annGame.id, PRACTICE_ROOM_MADE + 10);
    const zedBoard = own(await joinGame(zed, "testing", "Zed")).boardEntries!;
    const zedMark = zedBoard.find((id) => id !== annMark && id !== bobMark)!;
    await mark(zed, zedMark);
    await fillPracticeGame(annGame.id);

    const before = await practicePlayerIds();
    expect(before).toHaveLength(CAP);
    const hostId = annGame.players.find((player) => player.screenName === PRACTICE_GAME.hostName)!.id;
    const leaving = before.filter((id) => id !== hostId).slice(0, PRACTICE_ROOM_MADE);
    const version = await versionOf(PRACTICE_GAME_CODE);
    const zedSocket = await connectMember(zed, "testing");
    const annSocket = await connectMember(ann, "testing");

    const game = await joinGame(cat, "testing", "Cat");
    expect(new Set(own(game).boardEntries).size).toBe(24);
    // One version for the room made, one for Cat's join.
    expect(game.version).toBe(version + 2);
    const ids = game.players.map((player) => player.id);
    expect(ids).toHaveLength(CAP - PRACTICE_ROOM_MADE + 1);
    expect(ids).toContain(hostId);
    expect(ids.filter((id) => leaving.includes(id))).toEqual([]);
    expect(await practicePlayerIds()).toEqual([...before.filter((id) => !leaving.includes(id)), own(game).id]);

    expectRefusal(await send(ann, "GET", "/games/testing"), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(bob, "PUT", `/entries/${bobMark}`, { isMarked: false }), 404, "ENTRY_NOT_FOUND");
    expect((await readGame(zed, "testing")).players.map((player) => player.screenName)).toContain("Zed");

    const entries = await listEntries(cat, "testing");
    const byId = (id: number) => entries.find((entry) => entry.id === id);
    for (const cleared of [annMark!, bobMark]) {
      expect(byId(cleared)).toMatchObject({ isMarked: false, markedBy: null, markedAt: null });
    }
    expect(byId(zedMark)).toMatchObject({ isMarked: true, markedBy: own(await readGame(zed, "testing")).id });
    expect(await sql("PRAGMA foreign_key_check")).toEqual([]);

    // Open screens hear of it: the game's players now, and the entries that lost their marks.
    const removal = await zedSocket.nextMatching((message) => message.version === version + 1);
    expect(removal.event).toBe("game-ws-payload");
    const data = isPayloadMessage(removal) ? removal.data : {};
    expect(data.games![0]!.players.map((player) => player.id)).toEqual(
      before.filter((id) => !leaving.includes(id)),
    );
    expect((data.entries as Entry[]).map((entry) => [entry.id, entry.isMarked]).sort()).toEqual(
      [[annMark, false], [bobMark, false]].sort(),
    );

    // Ann's screen hears that change too, then her socket closes: she is no longer a player.
    expect((await annSocket.nextMatching((message) => message.version === version + 1)).event).toBe("game-ws-payload");
    expect(await annSocket.closed).toEqual({ code: CLOSE_LEFT_GAME, reason: "No longer a player in this game" });
    const annCode = annGame.players.find((player) => player.boardEntries)!.code;
    const online = await zedSocket.nextMatching((message) => !(onlineCodes(message) ?? [annCode]).includes(annCode));
    expect(onlineCodes(online)).toContain(own(await readGame(zed, "testing")).code);
    expect(zedSocket.socket.readyState).toBe(WebSocket.OPEN);
    zedSocket.close();
  });

  it("keeps the winner and the house player, then starts the new round", async () => {
    const ann = await newPerson();
    const annGame = await joinGame(ann, "testing", "Ann");
    await win(ann);
    await fillPracticeGame(annGame.id);
    const version = await versionOf(PRACTICE_GAME_CODE);

    const game = await joinGame(await newPerson(), "testing", "Cat");
    expect(game).toMatchObject({ status: "PLAY", winnerId: null });
    // Room made, new round, Cat's join.
    expect(game.version).toBe(version + 3);
    const names = game.players.map((player) => player.screenName);
    expect(names.slice(0, 2).sort()).toEqual(["Ann", PRACTICE_GAME.hostName].sort());
    expect(game.players).toHaveLength(CAP - PRACTICE_ROOM_MADE + 1);
    expect(new Set(await boardOf(ann, "testing")).size).toBe(24);
  });

  it("lets a player who is already in back without anyone leaving", async () => {
    const ann = await newPerson();
    const annGame = await joinGame(ann, "testing", "Ann");
    await fillPracticeGame(annGame.id);
    const version = await versionOf(PRACTICE_GAME_CODE);
    const again = await joinGame(ann, "testing", "Ann");
    expect(again.version).toBe(version);
    expect(again.players).toHaveLength(CAP);
  });
});

it("an ordinary game at the cap still refuses a newcomer with 409 GAME_FULL", async () => {
  const game = await createGame(await newPerson());
  await seedPlayers(game.id, CAP - 1);
  expectRefusal(
    await send(await newPerson(), "POST", "/games/join", { screenName: "Late", code: game.code }),
    409,
    "GAME_FULL",
  );
});

// Last in the file: its many joins leave the practice game's room knowing a version far ahead
// of the games the tests above make afresh under the same code.
describe("a practice game at the brink of full", () => {
  beforeEach(async () => {
    await sql("DELETE FROM games WHERE code = ?", PRACTICE_GAME_CODE);
  });

  it("lets in every one of many newcomers arriving at once at the brink of full, none turned away as full", async () => {
    const first = await joinGame(await newPerson(), "testing", "First");
    await seedPlayers(first.id, CAP - 1 - (await practicePlayerIds()).length);
    const newcomers = await Promise.all(Array.from({ length: 20 }, () => newPerson()));
    const answers = await Promise.all(
      newcomers.map((person, index) => send<{ data: Game }>(person, "POST", "/games/join", { screenName: `Late ${index}`, code: "testing" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(newcomers.map(() => 200));
    expect((await practicePlayerIds()).length).toBeLessThanOrEqual(CAP);
  });
});
