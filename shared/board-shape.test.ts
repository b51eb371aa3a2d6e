import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOARD_SIZES, boardShape, entriesToStart, positionIn, shapeOfBoard, type BoardSize } from "./board-shape";
import { dealBoard } from "./deal-board";
import { completingPositions } from "./one-away";
import { fullLine } from "./winning-lines";

/**
 * The brute force, without board-shape's lines: a size × size grid of booleans, the centre
 * of an odd board always marked, rows, columns and both diagonals checked by loops.
 */
function gridOf(size: number, board: readonly number[], marked: ReadonlySet<number>): boolean[] {
  const cells = board.map((id) => marked.has(id));
  if (size % 2 === 0) return cells;
  const centre = Math.floor((size * size) / 2);
  return [...cells.slice(0, centre), true, ...cells.slice(centre)];
}

function hasFullLine(size: number, grid: boolean[]): boolean {
  const all = Array.from({ length: size }, (_, index) => index);
  const at = (row: number, column: number) => grid[row * size + column]!;
  for (const i of all) {
    if (all.every((j) => at(i, j)) || all.every((j) => at(j, i))) return true;
  }
  return all.every((j) => at(j, j)) || all.every((j) => at(j, size - 1 - j));
}

function bruteForceCompleting(size: number, board: readonly number[], marked: ReadonlySet<number>): number[] {
  const grid = gridOf(size, board, marked);
  if (hasFullLine(size, grid)) return [];
  const centre = size % 2 === 1 ? Math.floor((size * size) / 2) : size * size;
  const completing: number[] = [];
  grid.forEach((isMarked, cell) => {
    if (isMarked) return;
    const withMark = [...grid];
    withMark[cell] = true;
    if (hasFullLine(size, withMark)) completing.push(cell < centre ? cell : cell - 1);
  });
  return completing;
}

const sizedBoardAndMarks = fc.constantFrom(...BOARD_SIZES).chain((size) =>
  fc.integer({ min: entriesToStart(size), max: 40 }).chain((pool) =>
    fc.record({
      size: fc.constant(size),
      board: fc.shuffledSubarray(Array.from({ length: pool }, (_, index) => index + 1), {
        minLength: entriesToStart(size),
        maxLength: entriesToStart(size),
      }),
      marked: fc.subarray(Array.from({ length: pool }, (_, index) => index + 1)),
    }),
  ),
);

describe("board sizes", () => {
  it("have their squares, free centre and lines", () => {
    const expected: Record<BoardSize, { entries: number; lines: number; centre: number | null }> = {
      3: { entries: 8, lines: 8, centre: 4 },
      4: { entries: 16, lines: 10, centre: null },
      5: { entries: 24, lines: 12, centre: 12 },
    };
    for (const size of BOARD_SIZES) {
      const shape = boardShape(size);
      expect({ entries: shape.entryCount, lines: shape.lines.length, centre: shape.centre }).toEqual(expected[size]);
      expect(new Set(shape.lines.flat()).size).toBe(shape.entryCount);
      expect(shapeOfBoard(Array.from({ length: shape.entryCount }))).toBe(shape);
    }
    expect(entriesToStart(5)).toBe(24);
    expect(shapeOfBoard(Array.from({ length: 23 }))).toBeNull();
    expect(positionIn(boardShape(3), 1, 1)).toBeNull();
    expect(positionIn(boardShape(3), 2, 2)).toBe(7);
    expect(positionIn(boardShape(4), 3, 3)).toBe(15);
  });

  it("complete a line exactly where the brute force says, on every size", () => {
    fc.assert(
      fc.property(sizedBoardAndMarks, ({ size, board, marked }) => {
        const markedIds = new Set(marked);
        expect(completingPositions(board, markedIds)).toEqual(bruteForceCompleting(size, board, markedIds).sort((a, b) => a - b));
        const full = fullLine(board, markedIds);
        const grid = gridOf(size, board, markedIds);
        // SPEC §4's "more than 2 marks" holds except where a line needs fewer (3×3's diagonals).
        if (markedIds.size >= 3) expect(full !== null).toBe(hasFullLine(size, grid));
        if (full) expect(full.every((id) => markedIds.has(id))).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it("win a 3×3 board with the two squares of a diagonal through the free centre", () => {
    const board = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(fullLine(board, new Set([1, 8]))).toEqual([1, 8]);
    expect(fullLine(board, new Set([1, 2]))).toBeNull();
  });

  it("deal each size its own number of distinct entries", () => {
    const pool = Array.from({ length: 30 }, (_, index) => index + 1);
    for (const size of BOARD_SIZES) {
      const board = dealBoard(pool, undefined, entriesToStart(size));
      expect(new Set(board).size).toBe(entriesToStart(size));
      expect(shapeOfBoard(board)?.size).toBe(size);
    }
  });
});
