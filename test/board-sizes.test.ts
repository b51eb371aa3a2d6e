import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { BOARD_SIZES, boardShape, entriesToStart, type BoardSize } from "../shared/board-shape";
import { addEntries, boardOf, expectRefusal, joinGame, mark, newPerson, readGame, send, startGame, type Person } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";

/** A game of `size` in SETUP with its creator, one more player and `entries` entries. */
async function sizedGame(size: BoardSize, entries: number) {
  const creator = await newPerson();
  const created = await send<{ data: Game }>(creator, "POST", "/games", { screenName: "Ann", gameName: "Small party", boardSize: size });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { code } = created.body.data;
  const player = await newPerson();
  await joinGame(player, code, "Bob");
  if (entries > 0) await addEntries(creator, code, entries);
  return { creator, player, code, game: created.body.data };
}

/** `person` marks the whole of their board's line `line`, and calls Bingo. */
async function markLine(person: Person, code: string, size: BoardSize, line: number, upTo?: number) {
  const board = await boardOf(person, code);
  const positions = boardShape(size).lines[line]!.slice(0, upTo);
  for (const position of positions) await mark(person, board[position]!);
  return positions.map((position) => board[position]!);
}

const callBingo = (person: Person, code: string) => send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`);

describe.each(BOARD_SIZES.map((size) => ({ size, label: `${size}×${size}` })))("a $label game", ({ size }) => {
  const needed = entriesToStart(size);

  it("is made with its size, which every read of the game says", async () => {
    const { game, creator, code } = await sizedGame(size, 0);
    expect(game.boardSize).toBe(size);
    expect((await readGame(creator, code)).boardSize).toBe(size);
  });

  it(`needs ${needed} entries to start, and deals each player a board of that many`, async () => {
    const { creator, player, code } = await sizedGame(size, needed - 1);
    const before = await snapshot({ codes: [code] });
    const early = await send(creator, "PUT", `/games/${code}/start-game`);
    expectRefusal(early, 409, "NOT_ENOUGH_ENTRIES");
    expect(Object.values((early.body as { errors: Record<string, string[]> }).errors).flat()).toEqual(["1 more entries needed to start a game"]);
    expect(await snapshot({ codes: [code] })).toEqual(before);

    await addEntries(creator, code, 1, "Last");
    await startGame(creator, code);
    for (const person of [creator, player]) {
      const board = await boardOf(person, code);
      expect(board).toHaveLength(needed);
      expect(new Set(board).size).toBe(needed);
    }
  });

  it("says who is one away, and takes Bingo only on a full line of its own size", async () => {
    const { creator, player, code } = await sizedGame(size, needed + 4);
    await startGame(creator, code);
    const lineLength = boardShape(size).lines[0]!.length;
    await markLine(player, code, size, 0, lineLength - 1);
    const game = await readGame(creator, code);
    const bob = game.players.find((each) => each.screenName === "Bob")!;
    expect(game.oneAwayPlayerIds).toContain(bob.id);
    expectRefusal(await callBingo(player, code), 409, "NO_BINGO");

    const line = await markLine(player, code, size, 0);
    const won = await callBingo(player, code);
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body.data.status).toBe("BINGO");
    expect((await readGame(creator, code)).winningEntryIds).toEqual(line);
  });

  it("deals the next round's boards at its size, and needs the same entries for it", async () => {
    const { creator, player, code } = await sizedGame(size, needed);
    await startGame(creator, code);
    await markLine(player, code, size, 1);
    expect((await callBingo(player, code)).status).toBe(200);
    const next = await send<{ data: Game }>(creator, "POST", `/games/${code}/rounds`, { after: 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.boardSize).toBe(size);
    expect(await boardOf(player, code)).toHaveLength(needed);
  });
});

describe("a game's board size", () => {
  it("is 5×5 when the creator names none, as for every client and game from before", async () => {
    const creator = await newPerson();
    const created = await send<{ data: Game }>(creator, "POST", "/games", { screenName: "Ann", gameName: "Dinner" });
    expect(created.body.data.boardSize).toBe(5);
  });

  it.each([2, 6, 0, 4.5, "big", null, [3]])("refuses %j, and makes no game", async (boardSize) => {
    const creator = await newPerson();
    const reply = await send(creator, "POST", "/games", { screenName: "Ann", gameName: "Dinner", boardSize });
    expect([400, 422]).toContain(reply.status);
    expect((reply.body as { errors: Record<string, string[]> }).errors.boardSize).toEqual(["boardSize must be 3, 4 or 5."]);
    expect((await send<{ data: unknown[] }>(creator, "GET", "/games")).body.data).toEqual([]);
  });
});
