import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { boardShape, positionIn, type BoardSize } from "../shared/board-shape";
import type { WinPattern } from "../shared/win-patterns";
import {
  addEntries, boardOf, expectRefusal, joinGame, mark, newPerson, readGame, send, startGame, type Person,
} from "./support/api-client";
import { settleIndex, snapshot } from "./support/db-snapshot";
import { registeredPerson } from "./support/registered-person";

/** A started game of `size` with `pattern` and `places`: its creator Ann and `others` more players. */
async function gameWith({ size = 5, pattern, places, others = 2 }: { size?: BoardSize; pattern?: WinPattern; places?: number; others?: number }) {
  const creator = await newPerson();
  const created = await send<{ data: Game }>(creator, "POST", "/games", { screenName: "Ann", gameName: "Ways to win", boardSize: size, pattern, places });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { code } = created.body.data;
  const players: Person[] = [];
  for (let index = 1; index <= others; index += 1) {
    const player = await newPerson();
    await joinGame(player, code, `Player ${index}`);
    players.push(player);
  }
  await addEntries(creator, code, boardShape(size).entryCount + 6);
  await startGame(creator, code);
  return { creator, players, code, created: created.body.data };
}

/** `person` marks the squares of their own board in grid cells `at` (the free centre is skipped). */
async function markCells(person: Person, code: string, size: BoardSize, at: Array<[number, number]>) {
  const board = await boardOf(person, code);
  for (const [row, column] of at) {
    const position = positionIn(boardShape(size), row, column);
    if (position !== null) await mark(person, board[position]!);
  }
}

const topRow = (size: number): Array<[number, number]> => Array.from({ length: size }, (_, column) => [0, column]);
const corners = (size: number): Array<[number, number]> => [[0, 0], [0, size - 1], [size - 1, 0], [size - 1, size - 1]];
const callBingo = (person: Person, code: string) => send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`);
const nextRound = (person: Person, code: string, body: Record<string, unknown>) =>
  send<{ data: Game }>(person, "POST", `/games/${code}/rounds`, body);

describe("choosing a pattern and places", () => {
  it("a new game is a one-place line game unless the host chooses, and every read says what was chosen", async () => {
    const plain = await gameWith({ others: 0 });
    expect(plain.created).toMatchObject({ pattern: "line", places: 1, winners: [] });
    const chosen = await gameWith({ pattern: "blackout", places: 3, others: 0 });
    expect(chosen.created).toMatchObject({ pattern: "blackout", places: 3, winners: [] });
    expect(await readGame(chosen.creator, chosen.code)).toMatchObject({ pattern: "blackout", places: 3 });
  });

  it.each([
    { pattern: "star" },
    { pattern: "LINE" },
    { pattern: 3 },
    { places: 0 },
    { places: 4 },
    { places: 1.5 },
    { places: "two" },
    { places: null },
  ])("POST /games refuses %o with a 422 and makes no game", async (choice) => {
    const person = await newPerson();
    const reply = await send(person, "POST", "/games", { screenName: "Ann", gameName: "Party", ...choice });
    expectRefusal(reply, 422, "VALIDATION_FAILED");
    expect(await snapshot({ uids: [person.uid] })).toEqual({ users: expect.any(Array), games: [], players: [], entries: [] });
  });

  it.each([{ pattern: "diamond" }, { places: 5 }, { places: -1 }])(
    "POST /games/{code}/rounds refuses %o with a 422 and changes nothing",
    async (choice) => {
      const { creator, players, code } = await gameWith({ others: 1 });
      await markCells(players[0]!, code, 5, topRow(5));
      expect((await callBingo(players[0]!, code)).status).toBe(200);
      const before = await snapshot({ codes: [code] });
      expectRefusal(await nextRound(creator, code, { after: 1, ...choice }), 422, "VALIDATION_FAILED");
      expect(await snapshot({ codes: [code] })).toEqual(before);
    },
  );
});

describe("the server checks the pattern", () => {
  it("four corners: a full row is not a Bingo (409 NO_BINGO, nothing changes), the four corners are", async () => {
    const { players, code } = await gameWith({ size: 5, pattern: "corners" });
    const player = players[0]!;
    await markCells(player, code, 5, topRow(5));
    const before = await snapshot({ codes: [code] });
    expectRefusal(await callBingo(player, code), 409, "NO_BINGO");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    await markCells(player, code, 5, corners(5).slice(2));
    const won = await callBingo(player, code);
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const board = await boardOf(player, code);
    const cornerIds = corners(5).map(([row, column]) => board[positionIn(boardShape(5), row, column)!]!);
    expect(won.body.data).toMatchObject({ status: "BINGO", pattern: "corners" });
    expect(new Set(won.body.data.winningEntryIds)).toEqual(new Set(cornerIds));
  });

  it("blackout 3×3: 7 of the 8 squares are not a Bingo, all 8 are", async () => {
    const { players, code } = await gameWith({ size: 3, pattern: "blackout", others: 1 });
    const player = players[0]!;
    const board = await boardOf(player, code);
    for (const id of board.slice(0, 7)) await mark(player, id);
    expectRefusal(await callBingo(player, code), 409, "NO_BINGO");
    expect((await readGame(player, code)).oneAwayPlayerIds).toContain((await readGame(player, code)).players.find((each) => each.isMe)!.id);
    await mark(player, board[7]!);
    const won = await callBingo(player, code);
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body.data.status).toBe("BINGO");
  });

  it("one away follows the pattern: three corners are one away from four corners, a row one short is not", async () => {
    const { creator, players, code } = await gameWith({ size: 3, pattern: "corners", others: 1 });
    const player = players[0]!;
    const me = (await readGame(player, code)).players.find((each) => each.isMe)!.id;
    await markCells(player, code, 3, [[1, 0], [1, 2]]);
    expect((await readGame(creator, code)).oneAwayPlayerIds ?? []).not.toContain(me);
    await markCells(player, code, 3, corners(3).slice(0, 3));
    expect((await readGame(creator, code)).oneAwayPlayerIds).toContain(me);
  });
});

describe("a game with 2 places", () => {
  it("records the first and second Bingo with their place, is over after the second, and refuses a third call", async () => {
    const { creator, players, code } = await gameWith({ places: 2, others: 2 });
    const [first, second] = players as [Person, Person];
    const idOf = async (person: Person) => (await readGame(person, code)).players.find((each) => each.isMe)!.id;

    await markCells(first, code, 5, topRow(5));
    const one = await callBingo(first, code);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toMatchObject({ status: "PLAY", winnerId: await idOf(first), winners: [{ playerId: await idOf(first), place: 1 }] });
    // Each place carries the squares it was won on, so a vote on one of them says the place waits for it.
    const firstsTopRow = (await boardOf(first, code)).slice(0, 5);
    expect([...one.body.data.winners[0]!.entryIds!].sort()).toEqual([...firstsTopRow].sort());

    // The same player cannot take two places: the round's state is untouched.
    const before = await snapshot({ codes: [code] });
    expectRefusal(await callBingo(first, code), 409, "ALREADY_PLACED");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    await markCells(second, code, 5, topRow(5));
    // The host has a full line too, but calls only once the last place is gone.
    await markCells(creator, code, 5, topRow(5));
    const two = await callBingo(second, code);
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.data).toMatchObject({
      status: "BINGO",
      winnerId: await idOf(first),
      winners: [{ playerId: await idOf(first), place: 1 }, { playerId: await idOf(second), place: 2 }],
    });

    const afterBoth = await snapshot({ codes: [code] });
    expectRefusal(await callBingo(creator, code), 409, "BINGO_ALREADY_CALLED");
    expect(await snapshot({ codes: [code] })).toEqual(afterBoth);
  });

  it("past rounds and My Games keep every place with its name, and the next round has its own pattern and places", async () => {
    const { creator, players, code } = await gameWith({ places: 2, others: 2 });
    const [first, second] = players as [Person, Person];
    for (const person of [first, second]) {
      await markCells(person, code, 5, topRow(5));
      expect((await callBingo(person, code)).status).toBe(200);
    }
    // The round just won: My Games (read from D1) names its places, as it names past rounds'.
    await settleIndex();
    const won = (await send<{ data: Game[] }>(creator, "GET", "/games")).body.data.find((game) => game.code === code)!;
    expect(won).toMatchObject({
      status: "BINGO",
      winners: [{ place: 1, name: "Player 1" }, { place: 2, name: "Player 2" }],
    });

    const next = await nextRound(creator, code, { after: 1, pattern: "x", places: 3 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data).toMatchObject({ round: 2, status: "PLAY", pattern: "x", places: 3, winners: [], winnerId: null });
    const keptRound = {
      number: 1,
      pattern: "line",
      winnerName: "Player 1",
      winners: [
        { playerId: expect.any(Number), place: 1, name: "Player 1" },
        { playerId: expect.any(Number), place: 2, name: "Player 2" },
      ],
    };
    expect(next.body.data.pastRounds).toEqual([expect.objectContaining(keptRound)]);

    await settleIndex();
    const mine = await send<{ data: Game[] }>(second, "GET", "/games");
    const listed = mine.body.data.find((game) => game.code === code)!;
    expect(listed).toMatchObject({ pattern: "x", places: 3, pastRounds: [keptRound] });
    expect(listed.winners).toEqual([]);
  });

  it("the host may start the next round once the first place is won, before the last", async () => {
    const { creator, players, code } = await gameWith({ places: 3, others: 1 });
    expectRefusal(await nextRound(creator, code, { after: 1 }), 409, "ROUND_NOT_OVER");
    await markCells(players[0]!, code, 5, topRow(5));
    expect((await callBingo(players[0]!, code)).body.data.status).toBe("PLAY");
    const next = await nextRound(creator, code, { after: 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data).toMatchObject({ round: 2, pattern: "line", places: 1, winners: [] });
    expect(next.body.data.pastRounds[0]!.winners).toEqual([{ playerId: expect.any(Number), place: 1, name: "Player 1" }]);
  });

  it("a round of more places than players ends once every player has one, not waiting for a place nobody can win", async () => {
    const { creator, players, code } = await gameWith({ places: 3, others: 1 });
    await markCells(players[0]!, code, 5, topRow(5));
    // Ann, the host, can still take a place: the round goes on.
    expect((await callBingo(players[0]!, code)).body.data).toMatchObject({ status: "PLAY", winners: [{ place: 1 }] });
    await markCells(creator, code, 5, topRow(5));
    const last = await callBingo(creator, code);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ status: "BINGO", places: 3, winners: [{ place: 1 }, { place: 2 }] });
    expect(await readGame(players[0]!, code)).toMatchObject({ status: "BINGO", winners: [{ place: 1 }, { place: 2 }] });
  });

  it("a guest's place follows them into their account: the account holds it and cannot take another", async () => {
    const guest = await newPerson();
    const account = await registeredPerson();
    const created = await send<{ data: Game }>(guest, "POST", "/games", { screenName: "Guest", gameName: "Merged", places: 2 });
    const { code } = created.body.data;
    await joinGame(account, code, "Account");
    await addEntries(guest, code, 30);
    await startGame(guest, code);
    await markCells(guest, code, 5, topRow(5));
    expect((await callBingo(guest, code)).status).toBe(200);

    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const game = await readGame(account, code);
    const mine = game.players.find((player) => player.isMe)!.id;
    expect(game).toMatchObject({ status: "PLAY", winnerId: mine, winners: [{ playerId: mine, place: 1 }] });
    await markCells(account, code, 5, topRow(5));
    expectRefusal(await callBingo(account, code), 409, "ALREADY_PLACED");
  });
});
