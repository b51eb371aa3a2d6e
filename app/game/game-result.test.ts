import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { gameResult, marksInOrder, winningSquares } from "./game-result";

function entry(id: number, fields: Partial<Entry> = {}): Entry {
  return {
    id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked: false,
    markedBy: null, markedAt: null, playerName: "Ann", editedBy: null, editedByName: null, origin: "TYPED", gameCode: "K7PQ2MZX", ...fields,
  };
}
const byId = (entries: Entry[]) => new Map(entries.map((one) => [one.id, one]));

describe("the result of a game", () => {
  it("shows a line of five entries as it is", () => {
    const entries = [1, 2, 3, 4, 5].map((id) => entry(id));
    expect(winningSquares([5, 4, 3, 2, 1], byId(entries))).toEqual([5, 4, 3, 2, 1].map((id) => ({ entry: entries[id - 1] })));
  });

  it("puts the free centre back in the middle of a line of four", () => {
    const entries = [1, 2, 3, 4].map((id) => entry(id));
    expect(winningSquares([1, 2, 3, 4], byId(entries))).toEqual([
      { entry: entries[0] }, { entry: entries[1] }, { free: true }, { entry: entries[2] }, { entry: entries[3] },
    ]);
  });

  it("puts a 3×3 board's free centre back in its line, and adds none to a 4×4 line", () => {
    const entries = [1, 2, 3, 4].map((id) => entry(id));
    expect(winningSquares([1, 2], byId(entries), 3)).toEqual([{ entry: entries[0] }, { free: true }, { entry: entries[1] }]);
    expect(winningSquares([1, 2, 3], byId(entries), 3)).toEqual([1, 2, 3].map((id) => ({ entry: entries[id - 1] })));
    expect(winningSquares([1, 2, 3, 4], byId(entries), 4)).toEqual([1, 2, 3, 4].map((id) => ({ entry: entries[id - 1] })));
  });

  it("adds no free centre to a line of five that lost a prediction the host took out, and keeps it in a line of four that did", () => {
    const entries = [1, 2, 3, 4, 5].map((id) => entry(id));
    const withoutThree = byId(entries.filter((one) => one.id !== 3));
    expect(winningSquares([1, 2, 3, 4, 5], withoutThree)).toEqual([1, 2, 4, 5].map((id) => ({ entry: entries[id - 1] })));
    expect(winningSquares([1, 2, 4, 5], byId(entries.filter((one) => one.id !== 1)))).toEqual([
      { entry: entries[1] }, { free: true }, { entry: entries[3] }, { entry: entries[4] },
    ]);
  });

  it("lists the marks in the order they were made, unmarked entries left out", () => {
    const entries = [
      entry(1, { isMarked: true, markedAt: 300 }),
      entry(2),
      entry(3, { isMarked: true, markedAt: 100 }),
      entry(4, { isMarked: true, markedAt: 300 }),
    ];
    expect(marksInOrder(entries).map((one) => one.id)).toEqual([3, 1, 4]);
  });

  it("names the winner and credits the authors of marked entries", () => {
    const game = {
      winnerId: 8, winningEntryIds: [],
      players: [{ id: 7, screenName: "Ann" }, { id: 8, screenName: "Ben" }],
    } as unknown as Game;
    const entries = [entry(1, { playerId: 7, isMarked: true, markedAt: 1 }), entry(2, { playerId: 8 })];
    const result = gameResult(game, entries);
    expect(result.winner?.screenName).toBe("Ben");
    expect(result.prophets).toEqual([{ playerId: 7, screenName: "Ann", count: 1 }]);
  });

  it("credits nobody with a starter idea the host picked, and says how many came true", () => {
    const game = {
      winnerId: 8, winningEntryIds: [],
      players: [{ id: 7, screenName: "Ann" }, { id: 8, screenName: "Ben" }],
    } as unknown as Game;
    const entries = [
      entry(1, { playerId: 7, isMarked: true, markedAt: 1, origin: "STARTER_IDEA" }),
      entry(2, { playerId: 7, isMarked: true, markedAt: 2, origin: "STARTER_IDEA" }),
      entry(3, { playerId: 8, isMarked: true, markedAt: 3 }),
    ];
    const result = gameResult(game, entries);
    expect(result.prophets).toEqual([{ playerId: 8, screenName: "Ben", count: 1 }]);
    expect(result.starterIdeas).toBe(2);
  });

  it("counts a came-true prediction taken out after the round was won: in its line, its marks and its prophets", () => {
    const line = [1, 2, 3, 4, 5].map((id) => entry(id, { playerId: 7, isMarked: true, markedAt: id }));
    const takenOut = line[2]!;
    const game = {
      winnerId: 8, winningEntryIds: [1, 2, 3, 4, 5], boardSize: 5, pattern: "line", keptForResult: [takenOut],
      players: [{ id: 7, screenName: "Ann" }, { id: 8, screenName: "Ben" }],
    } as unknown as Game;
    const result = gameResult(game, line.filter((one) => one !== takenOut));
    expect(result.line).toEqual(line.map((one) => ({ entry: one })));
    expect(result.marks.map((one) => one.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.prophets).toEqual([{ playerId: 7, screenName: "Ann", count: 5 }]);
  });
});
