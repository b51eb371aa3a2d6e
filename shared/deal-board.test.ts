import { describe, expect, it } from "vitest";
import { BOARD_ENTRY_COUNT } from "./constants";
import { dealBoard } from "./deal-board";
import { randomIndex } from "./random-index";

const POOL_SIZE = 30;
const pool = Array.from({ length: POOL_SIZE }, (_, index) => 1000 + index);

/**
 * Chi-square over (board position × entry): how often each entry lands on each square.
 * A fair dealer puts every entry on every square equally often.
 */
function positionChiSquare(deals: number, pickIndex?: (bound: number) => number) {
  const counts = Array.from({ length: BOARD_ENTRY_COUNT }, () =>
    new Array<number>(POOL_SIZE).fill(0),
  );
  for (let deal = 0; deal < deals; deal += 1) {
    dealBoard(pool, pickIndex).forEach((entryId, position) => {
      counts[position]![entryId - 1000]! += 1;
    });
  }
  const expected = deals / POOL_SIZE;
  const statistic = counts
    .flat()
    .reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  // Each row (position) sums to `deals`, so each row has POOL_SIZE - 1 degrees of freedom.
  return { statistic, degreesOfFreedom: BOARD_ENTRY_COUNT * (POOL_SIZE - 1) };
}

/**
 * Wilson–Hilferty: the chi-square value with upper tail p = 1e-9 (z = 6.0). At p = 0.001 a fair
 * dealer failed one run in a thousand, and a red CI run loses its work; the biased dealer
 * below is still far past this.
 */
function criticalValue(degreesOfFreedom: number) {
  const spread = 2 / (9 * degreesOfFreedom);
  return degreesOfFreedom * (1 - spread + 6.0 * Math.sqrt(spread)) ** 3;
}

/**
 * 6,000 deals draw 144,000 numbers from Web Crypto: about a second alone, but over the unit
 * project's 5 s while the Worker tests load both cores. Time is not what these tests check.
 */
const CHI_SQUARE_TIMEOUT_MS = 30_000;

describe("dealBoard", () => {
  it("deals 24 distinct entries of the pool", () => {
    for (let deal = 0; deal < 200; deal += 1) {
      const board = dealBoard(pool);
      expect(board).toHaveLength(BOARD_ENTRY_COUNT);
      expect(new Set(board).size).toBe(BOARD_ENTRY_COUNT);
      for (const entryId of board) expect(pool).toContain(entryId);
    }
  });

  it("uses a pool of exactly 24 entries in full, in a random order", () => {
    const exact = pool.slice(0, BOARD_ENTRY_COUNT);
    const board = dealBoard(exact);
    expect([...board].sort()).toEqual([...exact].sort());
  });

  it("puts every entry on every square equally often (chi-square, p = 0.001)", () => {
    const { statistic, degreesOfFreedom } = positionChiSquare(6000);
    expect(statistic).toBeLessThan(criticalValue(degreesOfFreedom));
  }, CHI_SQUARE_TIMEOUT_MS);

  it("has a test that catches a dealer favouring the last entries", () => {
    // Favours the last index of every draw: the test above must be able to see that.
    const biased = (bound: number) => Math.min(bound - 1, randomIndex(bound + 1));
    const { statistic, degreesOfFreedom } = positionChiSquare(6000, biased);
    expect(statistic).toBeGreaterThan(criticalValue(degreesOfFreedom));
  }, CHI_SQUARE_TIMEOUT_MS);

  it("refuses a pool smaller than a board or with repeated ids", () => {
    expect(() => dealBoard(pool.slice(0, BOARD_ENTRY_COUNT - 1))).toThrow(/at least 24/);
    expect(() => dealBoard([...pool.slice(0, BOARD_ENTRY_COUNT), 1000])).toThrow(/distinct/);
  });
});

describe("randomIndex", () => {
  it("stays within its bound, including the bound of 1", () => {
    for (let draw = 0; draw < 1000; draw += 1) {
      const value = randomIndex(7);
      expect(Number.isInteger(value) && value >= 0 && value < 7).toBe(true);
    }
    expect(randomIndex(1)).toBe(0);
  });

  it("refuses bounds it cannot draw from", () => {
    for (const bound of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => randomIndex(bound)).toThrow(RangeError);
    }
  });
});
