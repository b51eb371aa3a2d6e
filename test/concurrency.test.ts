import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import {
  addEntry,
  boardOf,
  gameInPlay,
  gameInSetup,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
} from "./support/api-client";
import { sql, versionOf } from "./support/db-snapshot";

type EntryReply = { data: Entry; version: number };

describe("concurrent requests", () => {
  it("20 parallel marks and unmarks of one entry end in the last committed write, one version each", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 3 });
    const entryId = entries[0]!.id;
    const versionBefore = await versionOf(code);
    // Marks from everyone; unmarks from the creator, who may unmark any mark.
    const requests = Array.from({ length: 20 }, (_, index) => {
      const isMarked = index % 2 === 0;
      const person = isMarked ? [creator, ...players][index % 4]! : creator;
      return send<EntryReply>(person, "PUT", `/entries/${entryId}`, { isMarked });
    });
    const replies = await Promise.all(requests);

    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const versions = replies.map((reply) => reply.body.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, index) => versionBefore + 1 + index));
    expect(await versionOf(code)).toBe(versionBefore + 20);

    const last = replies.find((reply) => reply.body.version === versionBefore + 20)!.body.data;
    const [stored] = (await listEntries(creator, code)).filter((entry) => entry.id === entryId);
    expect(stored).toEqual(last);
  });

  it("two bingo calls at the same moment: the first wins, the second gets 409", async () => {
    // 24 entries: every board holds all of them, so marking all gives everyone a full line.
    const { creator, players, code, entries } = await gameInPlay({ players: 1, entries: 24 });
    for (const entry of entries) await mark(creator, entry.id);
    const version = await versionOf(code);

    const [first, second] = await Promise.all(
      [creator, players[0]!].map((person) =>
        send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`),
      ),
    );
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = [first!, second!].find((reply) => reply.status === 200)!;
    const loser = [first!, second!].find((reply) => reply.status === 409)!;
    expect(loser.body).toMatchObject({ code: "BINGO_ALREADY_CALLED" });
    const game = await readGame(creator, code);
    expect(game.winnerId).toBe(winner.body.data.winnerId);
    expect(game.version).toBe(version + 1);
  });

  it("a bingo call racing an unmark of its line never records a win without a full line", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const bob = players[0]!;
    const board = await boardOf(bob, code);
    const line = [0, 1, 2, 3, 4].map((position) => board[position]!);
    for (const id of line) await mark(bob, id);

    const [bingo, unmark] = await Promise.all([
      send<{ data: Game }>(bob, "PUT", `/games/${code}/call-bingo`),
      send<EntryReply>(creator, "PUT", `/entries/${line[2]}`, { isMarked: false }),
    ]);
    if (bingo.status === 200) {
      // The win committed first; the unmark, later, was refused since the game left PLAY.
      expect(unmark.status).toBe(409);
    } else {
      expect(bingo.body).toMatchObject({ code: "NO_BINGO" });
      expect(unmark.status).toBe(200);
    }
    const [row] = await sql<{ status: string }>("SELECT status FROM games WHERE code = ?", code);
    expect(row!.status).toBe(bingo.status === 200 ? "BINGO" : "PLAY");
  });

  it("the same entry added twice at once is stored once, the other gets 409", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const replies = await Promise.all(
      [creator, players[0]!].map((person) =>
        send(person, "POST", "/entries", { gameCode: code, text: "Snow" }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await listEntries(creator, code)).toHaveLength(1);
  });

  it("entries added at once get distinct display orders", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => addEntry(creator, code, `Entry ${index}`)),
    );
    const orders = (await listEntries(creator, code)).map((entry) => entry.displayOrder);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("a join racing the start still leaves every player with a board", async () => {
    const { creator, code } = await gameInSetup({ players: 1 });
    const late = await newPerson();
    const [started, joined] = await Promise.all([
      send(creator, "PUT", `/games/${code}/start-game`),
      send<{ data: Game }>(late, "POST", "/games/join", { screenName: "Late", code }),
    ]);
    expect([started.status, joined.status]).toEqual([200, 200]);
    const boards = await sql<{ board_entries: string | null }>(
      "SELECT board_entries FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?)",
      code,
    );
    expect(boards).toHaveLength(3);
    for (const { board_entries } of boards) expect(JSON.parse(board_entries!)).toHaveLength(24);
  });

  it("an entry deleted while the game starts is on no board", async () => {
    const { creator, code, entries } = await gameInSetup({ players: 2, entries: 25 });
    const [started, deleted] = await Promise.all([
      send(creator, "PUT", `/games/${code}/start-game`),
      send(creator, "DELETE", `/entries/${entries[24]!.id}`),
    ]);
    expect(started.status).toBe(200);
    const remaining = new Set((await listEntries(creator, code)).map((entry) => entry.id));
    expect(remaining.size).toBe(deleted.status === 200 ? 24 : 25);
    const boards = await sql<{ board_entries: string }>(
      "SELECT board_entries FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?)",
      code,
    );
    for (const { board_entries } of boards) {
      expect((JSON.parse(board_entries) as number[]).every((id) => remaining.has(id))).toBe(true);
    }
  });
});
