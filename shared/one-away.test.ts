import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completingPositions, oneAwayPlayerIds } from "./one-away";

/**
 * The brute force: a 5x5 grid of booleans with the centre marked, checked by looping over
 * rows, columns and both diagonals, without shared/winning-lines.ts.
 */
function gridOf(board: readonly number[], marked: ReadonlySet<number>): boolean[] {
  const cells = board.map((id) => marked.has(id));
  return [...cells.slice(0, 12), true, ...cells.slice(12)];
}

function hasFullLine(grid: boolean[]): boolean {
  const at = (row: number, column: number) => grid[row * 5 + column]!;
  for (let i = 0; i < 5; i++) {
    if ([0, 1, 2, 3, 4].every((j) => at(i, j))) return true;
    if ([0, 1, 2, 3, 4].every((j) => at(j, i))) return true;
  }
  return [0, 1, 2, 3, 4].every((j) => at(j, j)) || [0, 1, 2, 3, 4].every((j) => at(j, 4 - j));
}

function bruteForceCompleting(board: readonly number[], marked: ReadonlySet<number>): number[] {
  const grid = gridOf(board, marked);
  if (hasFullLine(grid)) return [];
  const completing: number[] = [];
  for (let cell = 0; cell < 25; cell++) {
    if (grid[cell]) continue;
    const withMark = [...grid];
    withMark[cell] = true;
    if (hasFullLine(withMark)) completing.push(cell < 12 ? cell : cell - 1);
  }
  return completing;
}

/** A game's entry ids 1..pool, a board of 24 of them, and any set of marked ids. */
const boardAndMarks = fc.integer({ min: 24, max: 60 }).chain((pool) =>
  fc.record({
    board: fc.shuffledSubarray(
      Array.from({ length: pool }, (_, index) => index + 1),
      { minLength: 24, maxLength: 24 },
    ),
    // Dense marks too, so boards near a line (and with one) come up often.
    marked: fc.oneof(
      fc.uniqueArray(fc.integer({ min: 1, max: pool })),
      fc.subarray(Array.from({ length: pool }, (_, index) => index + 1), { minLength: Math.floor(pool * 0.6) }),
    ),
  }),
);

describe("completingPositions", () => {
  it("finds exactly the squares a brute force over every unmarked square finds", () => {
    fc.assert(
      fc.property(boardAndMarks, ({ board, marked }) => {
        const markedIds = new Set(marked);
        expect(completingPositions(board, markedIds)).toEqual(bruteForceCompleting(board, markedIds));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts the free centre as marked: three marks of the middle row are one away", () => {
    const board = Array.from({ length: 24 }, (_, index) => 100 + index);
    // Middle row: positions 10, 11, (centre), 12, 13.
    expect(completingPositions(board, new Set([110, 111, 112]))).toEqual([13]);
  });

  it("is empty for a board not dealt, and for a board with a full line", () => {
    expect(completingPositions(null, new Set([1, 2, 3]))).toEqual([]);
    const board = Array.from({ length: 24 }, (_, index) => index + 1);
    expect(completingPositions(board, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toEqual([]);
  });
});

describe("oneAwayPlayerIds", () => {
  it("lists the players whose board the brute force finds one away", () => {
    fc.assert(
      fc.property(fc.array(boardAndMarks, { minLength: 1, maxLength: 6 }), (games) => {
        // Every player plays against the first marks: one game, several boards.
        const markedIds = new Set(games[0]!.marked);
        const boards = games.map(({ board }, index) => ({ id: index + 1, boardEntries: board }));
        const expected = boards
          .filter(({ boardEntries }) => bruteForceCompleting(boardEntries, markedIds).length > 0)
          .map(({ id }) => id);
        expect(oneAwayPlayerIds(boards, markedIds)).toEqual(expected);
      }),
    );
  });

  it("leaves out players without a board", () => {
    expect(oneAwayPlayerIds([{ id: 1, boardEntries: null }], new Set([1, 2, 3]))).toEqual([]);
  });
});
