import { describe, expect, it } from "vitest";
import { BOARD_ENTRY_COUNT } from "./constants";
import { WINNING_LINES, fullLine, hasBingo, positionAt, winningLine } from "./winning-lines";

const board = Array.from({ length: BOARD_ENTRY_COUNT }, (_, index) => 100 + index);
const marked = (...positions: number[]) => new Set(positions.map((position) => board[position]!));

describe("winning lines", () => {
  it("are the 12 lines of a 5x5 board: 5 rows, 5 columns, 2 diagonals", () => {
    expect(WINNING_LINES).toHaveLength(12);
  });

  it("number the 24 squares in reading order, skipping the free centre", () => {
    expect(positionAt(0, 0)).toBe(0);
    expect(positionAt(2, 1)).toBe(11);
    expect(positionAt(2, 2)).toBeNull();
    expect(positionAt(2, 3)).toBe(12);
    expect(positionAt(4, 4)).toBe(23);
  });

  it("give the middle row, middle column and diagonals 4 cells, the rest 5", () => {
    const lengths = WINNING_LINES.map((line) => line.length).sort();
    expect(lengths).toEqual([4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(WINNING_LINES[2]).toEqual([10, 11, 12, 13]);
    expect(WINNING_LINES[10]).toEqual([0, 6, 17, 23]);
    expect(WINNING_LINES[11]).toEqual([4, 8, 15, 19]);
  });

  it("cover every square", () => {
    expect(new Set(WINNING_LINES.flat()).size).toBe(BOARD_ENTRY_COUNT);
  });
});

describe("hasBingo", () => {
  it("finds a full top row", () => {
    expect(hasBingo(board, marked(0, 1, 2, 3, 4))).toBe(true);
  });

  it("finds the middle row through the free centre", () => {
    expect(hasBingo(board, marked(10, 11, 12, 13))).toBe(true);
  });

  it("finds both diagonals", () => {
    expect(hasBingo(board, marked(0, 6, 17, 23))).toBe(true);
    expect(hasBingo(board, marked(4, 8, 15, 19))).toBe(true);
  });

  it("refuses a line with one square missing", () => {
    expect(hasBingo(board, marked(0, 1, 2, 3))).toBe(false);
    expect(hasBingo(board, marked(0, 5, 10, 14, 18, 1, 2, 3, 23))).toBe(false);
  });

  it("ignores marks that are not on this board", () => {
    expect(hasBingo(board, new Set([1, 2, 3, 4, 5, 6, 7]))).toBe(false);
  });

  it("needs a full board of 24 entries", () => {
    expect(hasBingo(board.slice(0, 20), marked(0, 1, 2, 3, 4))).toBe(false);
  });
});

describe("fullLine", () => {
  it("names the entries of the completed line", () => {
    expect(fullLine(board, marked(10, 11, 12, 13, 0))).toEqual([110, 111, 112, 113]);
  });

  it("is null while no line is complete", () => {
    expect(fullLine(board, marked(0, 1, 2, 3, 23))).toBeNull();
  });
});

describe("winningLine", () => {
  const won = { status: "BINGO" as const, winnerId: 7 };
  const rowAndMore = marked(0, 1, 2, 3, 4, 9, 23);

  it("is the first full line of the winner's board once the game is won", () => {
    expect(winningLine(won, board, rowAndMore)).toEqual(board.slice(0, 5));
    expect(winningLine({ status: "COMPLETE", winnerId: 7 }, board, rowAndMore)).toEqual(board.slice(0, 5));
  });

  it("is null while nobody has won, even over a full line", () => {
    expect(winningLine({ status: "PLAY", winnerId: null }, board, rowAndMore)).toBeNull();
    expect(winningLine({ status: "SETUP", winnerId: null }, board, rowAndMore)).toBeNull();
  });

  it("is null without the winner's board (a winner who has left)", () => {
    expect(winningLine(won, null, rowAndMore)).toBeNull();
  });
});
