import { describe, expect, it } from "vitest";
import { BOARD_SIZES, boardShape, positionIn, type BoardSize } from "./board-shape";
import { completingPositions, oneAwayPlayerIds } from "./one-away";
import { fullLine, hasBingo } from "./winning-lines";

const boardOf = (size: BoardSize) => Array.from({ length: boardShape(size).entryCount }, (_, index) => 100 + index);
/** The entry ids in grid cells (row, column), free centre skipped. */
const cells = (size: BoardSize, board: number[], ...at: Array<[number, number]>) =>
  new Set(at.map(([row, column]) => positionIn(boardShape(size), row, column)).filter((p) => p !== null).map((p) => board[p!]!));
const topRow = (size: BoardSize): Array<[number, number]> => Array.from({ length: size }, (_, column) => [0, column]);
const corners = (size: BoardSize): Array<[number, number]> => [[0, 0], [0, size - 1], [size - 1, 0], [size - 1, size - 1]];
const diagonals = (size: BoardSize): Array<[number, number]> =>
  Array.from({ length: size }, (_, index): Array<[number, number]> => [[index, index], [index, size - 1 - index]]).flat();

describe.each(BOARD_SIZES.map((size) => ({ size })))("patterns on a $size×$size board", ({ size }) => {
  const board = boardOf(size);

  it("line: a full top row is a Bingo", () => {
    expect(hasBingo(board, cells(size, board, ...topRow(size)), "line")).toBe(true);
  });

  it("four corners: a full row is not a Bingo, the four corners are", () => {
    expect(hasBingo(board, cells(size, board, ...topRow(size)), "corners")).toBe(false);
    expect(hasBingo(board, cells(size, board, ...corners(size)), "corners")).toBe(true);
    expect(hasBingo(board, cells(size, board, ...corners(size).slice(0, 3)), "corners")).toBe(false);
  });

  it("X: one diagonal is not a Bingo, both are", () => {
    const both = diagonals(size);
    const one = both.filter(([row, column]) => row === column);
    expect(hasBingo(board, cells(size, board, ...one), "x")).toBe(false);
    expect(hasBingo(board, cells(size, board, ...both), "x")).toBe(true);
  });

  it("blackout: every square but one is not a Bingo, every square is", () => {
    const all = new Set(board);
    expect(hasBingo(board, all, "blackout")).toBe(true);
    expect(fullLine(board, all, "blackout")).toEqual(board);
    for (const missing of board) {
      expect(hasBingo(board, new Set(board.filter((id) => id !== missing)), "blackout")).toBe(false);
    }
  });

  it("one away follows the pattern: three corners point at the fourth, a row one short is not one away from corners", () => {
    const [last, ...three] = [...corners(size)].reverse();
    const lastPosition = positionIn(boardShape(size), last![0], last![1])!;
    expect(completingPositions(board, cells(size, board, ...three), "corners")).toEqual([lastPosition]);
    const rowOneShort = topRow(size).slice(1);
    const marks = cells(size, board, ...rowOneShort);
    expect(completingPositions(board, marks, "line")).toContain(positionIn(boardShape(size), 0, 0));
    expect(oneAwayPlayerIds([{ id: 7, boardEntries: board }], marks, "line")).toEqual([7]);
    // A full row but no corner on a 3×3 leaves the corners two away; elsewhere they are further still.
    expect(oneAwayPlayerIds([{ id: 7, boardEntries: board }], cells(size, board, [1, 0]), "corners")).toEqual([]);
  });
});

describe("blackout on 3×3", () => {
  const board = boardOf(3);
  it("7 of the 8 squares are not a Bingo, all 8 are (the free centre counts)", () => {
    expect(board).toHaveLength(8);
    expect(hasBingo(board, new Set(board.slice(0, 7)), "blackout")).toBe(false);
    expect(hasBingo(board, new Set(board), "blackout")).toBe(true);
  });

  it("7 of 8 are one away, at the 8th square", () => {
    expect(completingPositions(board, new Set(board.slice(0, 7)), "blackout")).toEqual([7]);
  });
});
