import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOARD_SIZES, entriesToStart } from "../../shared/board-shape";
import { BOARD_ENTRY_COUNT } from "../../shared/constants";
import { oneAwayPlayerIds } from "../../shared/one-away";
import { WINNING_LINES } from "../../shared/winning-lines";
import { WIN_PATTERNS } from "../../shared/win-patterns";
import { oneAwayFromIndex, oneAwayIndex } from "./one-away-index.server";

const POOL = Array.from({ length: 40 }, (_, index) => 500 + index);
const board = fc.shuffledSubarray(POOL, { minLength: BOARD_ENTRY_COUNT, maxLength: BOARD_ENTRY_COUNT });

describe("one away by index (the server's form of shared/one-away.ts)", () => {
  it("names exactly the players the client's rule names, for any boards and marks", () => {
    fc.assert(
      fc.property(fc.array(board, { maxLength: 12 }), fc.subarray(POOL), (boards, marked) => {
        const players = boards.map((boardEntries, index) => ({ id: 10 + index * 3, boardEntries }));
        expect(oneAwayFromIndex(oneAwayIndex(players), marked)).toEqual(oneAwayPlayerIds(players, new Set(marked)));
      }),
      { numRuns: 500 },
    );
  });

  it("names the same players on 3×3 and 4×4 boards as on 5×5", () => {
    const sizedBoards = fc.constantFrom(...BOARD_SIZES).chain((size) =>
      fc.array(fc.shuffledSubarray(POOL, { minLength: entriesToStart(size), maxLength: entriesToStart(size) }), { maxLength: 12 }),
    );
    fc.assert(
      fc.property(sizedBoards, fc.subarray(POOL), (boards, marked) => {
        const players = boards.map((boardEntries, index) => ({ id: 10 + index * 3, boardEntries }));
        expect(oneAwayFromIndex(oneAwayIndex(players), marked)).toEqual(oneAwayPlayerIds(players, new Set(marked)));
      }),
      { numRuns: 500 },
    );
  });

  it("names the same players for every pattern, on every size (corners, X, blackout)", () => {
    const sizedBoards = fc.constantFrom(...BOARD_SIZES).chain((size) =>
      fc.array(fc.shuffledSubarray(POOL, { minLength: entriesToStart(size), maxLength: entriesToStart(size) }), { maxLength: 8 }),
    );
    // Most of the pool marked, so even a blackout is often one square short.
    const manyMarks = fc.integer({ min: 0, max: POOL.length }).chain((fewest) => fc.subarray(POOL, { minLength: Math.max(fewest, 28) }));
    fc.assert(
      fc.property(sizedBoards, fc.constantFrom(...WIN_PATTERNS), manyMarks, (boards, pattern, marked) => {
        const players = boards.map((boardEntries, index) => ({ id: 10 + index * 3, boardEntries }));
        expect(oneAwayFromIndex(oneAwayIndex(players), marked, pattern)).toEqual(oneAwayPlayerIds(players, new Set(marked), pattern));
      }),
      { numRuns: 500 },
    );
  });

  it("sees one away, a full line and neither on a board built for each", () => {
    const entries = POOL.slice(0, BOARD_ENTRY_COUNT);
    const players = [{ id: 1, boardEntries: entries }];
    const index = oneAwayIndex(players);
    const topRow = WINNING_LINES[0]!.map((position) => entries[position]!);
    expect(oneAwayFromIndex(index, topRow.slice(0, 3))).toEqual([]);
    expect(oneAwayFromIndex(index, topRow.slice(0, 4))).toEqual([1]);
    // A full line can call Bingo: no longer one away, whatever else lacks one.
    expect(oneAwayFromIndex(index, topRow)).toEqual([]);
  });
});
