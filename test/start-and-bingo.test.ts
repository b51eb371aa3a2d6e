import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  boardOf,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  mark,
  newPerson,
  readGame,
  send,
  startGame,
  type Person,
} from "./support/api-client";
import { snapshot, sql, versionOf } from "./support/db-snapshot";

/** Marks every entry of one winning line of `person`'s board. */
async function completeLine(person: Person, code: string, line = 0) {
  const board = await boardOf(person, code);
  for (const position of WINNING_LINES[line]!) await mark(person, board[position]!);
  return board;
}

describe("PUT /games/{code}/start-game", () => {
  it("moves the game to PLAY and deals every player 24 distinct entries of that game", async () => {
    const { creator, players, code, entries } = await gameInSetup({ players: 3, entries: 30 });
    const version = await versionOf(code);
    const game = await startGame(creator, code.toLowerCase());
    expect(game.status).toBe("PLAY");
    expect(game.version).toBe(version + 1);
    const ids = new Set(entries.map((entry) => entry.id));
    const boards = [];
    for (const person of [creator, ...players]) {
      const board = await boardOf(person, code);
      expect(board).toHaveLength(24);
      expect(new Set(board).size).toBe(24);
      expect(board.every((id) => ids.has(id))).toBe(true);
      boards.push(board.join());
    }
    // Four random boards from 30 entries are all the same with vanishing probability.
    expect(new Set(boards).size).toBeGreaterThan(1);
  });

  it("records when the game started", async () => {
    const { creator, code } = await gameInSetup({ players: 0 });
    const before = Date.now();
    await startGame(creator, code);
    const [row] = await sql<{ started_at: number }>(
      "SELECT started_at FROM games WHERE code = ?",
      code,
    );
    expect(row!.started_at).toBeGreaterThanOrEqual(before);
  });

  it("refuses a player who is not the creator with 403 and changes nothing", async () => {
    const { players, code } = await gameInSetup({ players: 1 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(players[0]!, "PUT", `/games/${code}/start-game`),
      403,
      "NOT_GAME_CREATOR",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses with 23 entries, saying how many more are needed", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 23 });
    const before = await snapshot({ codes: [code] });
    const reply = await send(creator, "PUT", `/games/${code}/start-game`);
    expectRefusal(reply, 409, "NOT_ENOUGH_ENTRIES");
    expect(reply.body).toMatchObject({
      errors: { entries: ["1 more entries needed to start a game"] },
    });
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses to start a game twice, keeping the boards dealt", async () => {
    const { creator, code } = await gameInPlay({ players: 1 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(creator, "PUT", `/games/${code}/start-game`),
      409,
      "GAME_ALREADY_STARTED",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("answers a non-member with 404 and changes nothing", async () => {
    const { code } = await gameInSetup({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(await newPerson(), "PUT", `/games/${code}/start-game`),
      404,
      "GAME_NOT_FOUND",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("starts once when the creator sends start twice at the same moment", async () => {
    const { creator, code } = await gameInSetup({ players: 2 });
    const version = await versionOf(code);
    const replies = await Promise.all(
      [1, 2].map(() => send(creator, "PUT", `/games/${code}/start-game`)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await versionOf(code)).toBe(version + 1);
  });
});

describe("PUT /games/{code}/call-bingo", () => {
  it.each(WINNING_LINES.map((_, index) => index))(
    "accepts a board whose line %i is fully marked and names the caller the winner",
    async (line) => {
      const { players, code } = await gameInPlay({ players: 1 });
      await completeLine(players[0]!, code, line);
      const reply = await send<{ data: Game }>(players[0]!, "PUT", `/games/${code}/call-bingo`);
      expect(reply.status).toBe(200);
      const winner = reply.body.data.players.find((player) => player.boardEntries)!;
      expect(reply.body.data).toMatchObject({ status: "BINGO", winnerId: winner.id });
      const [row] = await sql<{ won_at: number | null }>(
        "SELECT won_at FROM games WHERE code = ?",
        code,
      );
      expect(row!.won_at).not.toBeNull();
    },
  );

  it("refuses a board with one square of the line missing, with 409 NO_BINGO", async () => {
    const { players, code } = await gameInPlay({ players: 1 });
    const board = await boardOf(players[0]!, code);
    for (const position of WINNING_LINES[0]!.slice(1)) await mark(players[0]!, board[position]!);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PUT", `/games/${code}/call-bingo`), 409, "NO_BINGO");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("judges the caller's own board, not someone else's full line", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1, entries: 48 });
    // Deal known boards: the creator holds the first 24 entries, Bob the other 24.
    const ids = entries.map((entry) => entry.id);
    await sql(
      "UPDATE players SET board_entries = ? WHERE id = (SELECT player_id FROM entries WHERE id = ?)",
      JSON.stringify(ids.slice(0, 24)),
      ids[0],
    );
    const bob = (await readGame(players[0]!, code)).players.find((player) => player.boardEntries)!;
    await sql(
      "UPDATE players SET board_entries = ? WHERE id = ?",
      JSON.stringify(ids.slice(24)),
      bob.id,
    );
    await completeLine(creator, code);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PUT", `/games/${code}/call-bingo`), 409, "NO_BINGO");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses a second call after the game is won, with 409 and the first winner kept", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    // With exactly 24 entries every board holds every entry: both have a full line.
    await completeLine(creator, code);
    const first = await send<{ data: Game }>(creator, "PUT", `/games/${code}/call-bingo`);
    expect(first.status).toBe(200);
    const before = await snapshot({ codes: [code] });
    expectRefusal(
      await send(players[0]!, "PUT", `/games/${code}/call-bingo`),
      409,
      "BINGO_ALREADY_CALLED",
    );
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect((await readGame(players[0]!, code)).winnerId).toBe(first.body.data.winnerId);
  });

  it("refuses a call during SETUP with 409 and a non-member with 404, changing nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(creator, "PUT", `/games/${code}/call-bingo`), 409, "GAME_NOT_IN_PLAY");
    const stranger = await newPerson();
    expectRefusal(await send(stranger, "PUT", `/games/${code}/call-bingo`), 404, "GAME_NOT_FOUND");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});
