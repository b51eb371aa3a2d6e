import { describe, expect, it } from "vitest";
import { boardGrid, resultShareText } from "./share-text";

const board = Array.from({ length: 24 }, (_, index) => 100 + index);
const marked = (...positions: number[]) => new Set(positions.map((position) => board[position]!));

describe("the shared result text", () => {
  it("draws the board as 5 lines of 5, the free centre in the middle", () => {
    expect(boardGrid(board, new Set())).toBe(["⬜⬜⬜⬜⬜", "⬜⬜⬜⬜⬜", "⬜⬜🟩⬜⬜", "⬜⬜⬜⬜⬜", "⬜⬜⬜⬜⬜"].join("\n"));
  });

  it("shows marked squares where they are on the board, around the free centre", () => {
    // The top row, the square just left of the centre (11), the one just right (12), the last.
    expect(boardGrid(board, marked(0, 1, 2, 3, 4, 11, 12, 23))).toBe(
      ["🟥🟥🟥🟥🟥", "⬜⬜⬜⬜⬜", "⬜🟥🟩🟥⬜", "⬜⬜⬜⬜⬜", "⬜⬜⬜⬜🟥"].join("\n"),
    );
  });

  it("draws a smaller board at its own size", () => {
    const three = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(boardGrid(three, new Set([1, 8]))).toBe(["🟥⬜⬜", "⬜🟩⬜", "⬜⬜🟥"].join("\n"));
    const four = Array.from({ length: 16 }, (_, index) => index + 1);
    expect(boardGrid(four, new Set([1, 6, 11, 16]))).toBe(["🟥⬜⬜⬜", "⬜🟥⬜⬜", "⬜⬜🟥⬜", "⬜⬜⬜🟥"].join("\n"));
  });

  it("ignores marks of entries that are not on the board", () => {
    expect(boardGrid(board, new Set([1, 2, 3]))).not.toContain("🟥");
  });

  it("is who won, the game's name, the grid and the join link, one per line", () => {
    const text = resultShareText({
      winnerLine: "Bingo! Ann won!",
      gameName: "Holiday dinner 🦃",
      boardEntries: board,
      markedEntryIds: marked(0, 6, 17, 23),
      joinUrl: "https://bingo.example/join/K7PQ2MZX/",
    });
    expect(text.split("\n")).toEqual([
      "Bingo! Ann won!",
      "Holiday dinner 🦃",
      "🟥⬜⬜⬜⬜",
      "⬜🟥⬜⬜⬜",
      "⬜⬜🟩⬜⬜",
      "⬜⬜⬜🟥⬜",
      "⬜⬜⬜⬜🟥",
      "https://bingo.example/join/K7PQ2MZX/",
    ]);
  });
});
