import { beforeEach, describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import { PRACTICE_GAME_CODE } from "../shared/constants";
import { PRACTICE_GAME } from "../shared/practice-entries";
import { isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
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
import { connectMember } from "./support/game-socket";
import { sql, versionOf } from "./support/db-snapshot";

/** Worker tests share one D1: each test starts from "nobody has joined the practice game yet". */
async function forgetPracticeGame() {
  await sql("DELETE FROM games WHERE code = ?", PRACTICE_GAME_CODE);
}

const myPlayer = (game: Game) => game.players.find((player) => player.boardEntries)!;

/** Marks the first row of the person's board and calls Bingo. */
async function win(person: Person) {
  const board = await boardOf(person, "testing");
  for (const position of WINNING_LINES[0]!) await mark(person, board[position]!);
  const reply = await send<{ data: Game }>(person, "PUT", "/games/testing/call-bingo");
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

describe("the practice game (code 'testing')", () => {
  beforeEach(forgetPracticeGame);

  it("is made by the first join, in PLAY, and deals the joiner 24 distinct entries of its own", async () => {
    const ann = await newPerson();
    const game = await joinGame(ann, "testing", "Ann");
    expect(game).toMatchObject({ code: "TESTING", name: PRACTICE_GAME.name, status: "PLAY", winnerId: null });
    expect(game.players.some((player) => player.role === "CREATOR")).toBe(false);

    const board = myPlayer(game).boardEntries!;
    expect(board).toHaveLength(24);
    expect(new Set(board).size).toBe(24);
    const entries = await listEntries(ann, "testing");
    expect(entries.map((entry) => entry.text)).toEqual([...PRACTICE_GAME.entries]);
    const ids = new Set(entries.map((entry) => entry.id));
    expect(board.every((id) => ids.has(id))).toBe(true);

    // The next joiner, typing the code loosely, finds that same game.
    const bob = await joinGame(await newPerson(), " Testing ", "Bob");
    expect(bob.id).toBe(game.id);
    expect(await sql("SELECT id FROM games WHERE code = ?", PRACTICE_GAME_CODE)).toHaveLength(1);
  });

  it("is made once when two people join it first at the same moment", async () => {
    const [ann, bob] = [await newPerson(), await newPerson()];
    const games = await Promise.all([joinGame(ann, "testing", "Ann"), joinGame(bob, "TESTING", "Bob")]);
    expect(games[0]!.id).toBe(games[1]!.id);
    expect(await sql("SELECT id FROM games WHERE code = ?", PRACTICE_GAME_CODE)).toHaveLength(1);
    expect(await listEntries(ann, "testing")).toHaveLength(PRACTICE_GAME.entries.length);
    const names = (await readGame(bob, "testing")).players.map((player) => player.screenName);
    expect(names.sort()).toEqual(["Ann", "Bob", PRACTICE_GAME.hostName].sort());
  });

  it("gives a second person their own board, and shows nobody anyone else's", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    const bob = await newPerson();
    const game = await joinGame(bob, "testing", "Bob");
    expect(game.players.filter((player) => player.boardEntries)).toEqual([
      expect.objectContaining({ screenName: "Bob" }),
    ]);
    expect(await boardOf(bob, "testing")).not.toEqual(await boardOf(ann, "testing"));
  });

  it("lets players mark and unmark, and shows the marks to everyone", async () => {
    const ann = await newPerson();
    const annPlayer = myPlayer(await joinGame(ann, "testing", "Ann"));
    const bob = await newPerson();
    await joinGame(bob, "testing", "Bob");
    const [first] = annPlayer.boardEntries!;

    expect(await mark(ann, first!)).toMatchObject({ isMarked: true, markedBy: annPlayer.id, gameCode: "TESTING" });
    const seenByBob = (await listEntries(bob, "testing")).find((entry) => entry.id === first);
    expect(seenByBob).toMatchObject({ isMarked: true, markedBy: annPlayer.id });
    expectRefusal(await send(bob, "PUT", `/entries/${first}`, { isMarked: false }), 403, "UNMARK_NOT_ALLOWED");
    expect(await mark(ann, first!, false)).toMatchObject({ isMarked: false, markedBy: null });
  });

  it("starts a new round when someone joins after a bingo: no marks, no winner, new boards", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    const annBoard = await boardOf(ann, "testing");
    const won = await win(ann);
    expect(won.status).toBe("BINGO");
    const wonAt = await versionOf(PRACTICE_GAME_CODE);
    const annSocket = await connectMember(ann, "testing");

    const bob = await newPerson();
    const game = await joinGame(bob, "testing", "Bob");
    expect(game).toMatchObject({ status: "PLAY", winnerId: null });
    // One version for the new round, one for Bob's join.
    expect(game.version).toBe(wonAt + 2);
    expect((await listEntries(bob, "testing")).filter((entry) => entry.isMarked)).toEqual([]);
    const newBoard = await boardOf(ann, "testing");
    expect(new Set(newBoard).size).toBe(24);
    expect(newBoard).not.toEqual(annBoard);

    // Ann's open screen hears of it in one message: the new round's fields, her new board, every mark cleared.
    const round = await annSocket.nextMatching((message) => message.event === "player-ws-payload");
    expect(round.version).toBe(wonAt + 1);
    const data = isPayloadMessage(round) ? round.data : {};
    expect(data).toMatchObject({ game: { status: "PLAY", winnerId: null }, marksCleared: true, oneAwayPlayerIds: [] });
    expect(data.ownPlayer!.boardEntries).toEqual(newBoard);
    annSocket.close();
  });

  it("starts a new round for a player who comes back to it after winning", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    await win(ann);
    const again = await joinGame(ann, "testing", "Ann");
    expect(again).toMatchObject({ status: "PLAY", winnerId: null });
    expect(await send(ann, "PUT", "/games/testing/call-bingo")).toMatchObject({ status: 409 });
  });

  it("cannot be started, and its entries cannot be added or deleted", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    const [entry] = await listEntries(ann, "testing");
    expectRefusal(await send(ann, "PUT", "/games/testing/start-game"), 403, "NOT_GAME_CREATOR");
    expectRefusal(
      await send(ann, "POST", "/entries", { gameCode: "testing", text: "Something new" }),
      409,
      "GAME_NOT_IN_SETUP",
    );
    expectRefusal(await send(ann, "DELETE", `/entries/${entry!.id}`), 403, "DELETE_NOT_ALLOWED");
    expect(await listEntries(ann, "testing")).toHaveLength(PRACTICE_GAME.entries.length);
  });

  it("is readable only by its players, like any game", async () => {
    await joinGame(await newPerson(), "testing", "Ann");
    const stranger = await newPerson();
    expectRefusal(await send(stranger, "GET", "/games/testing"), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(stranger, "GET", "/entries?game=testing"), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(stranger, "POST", "/games/testing/socket-ticket"), 404, "GAME_NOT_FOUND");
  });

  it("never counts toward the joiner's creation paywall", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    const details = await send<{ data: { hasCreated: boolean } }>(ann, "GET", "/user/load-details");
    expect(details.body.data.hasCreated).toBe(false);
    await createGame(ann);
    const listed = await send<{ data: Game[] }>(ann, "GET", "/games");
    expect(listed.body.data.map((game) => game.status).sort()).toEqual(["PLAY", "SETUP"]);
  });
});
