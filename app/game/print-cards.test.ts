import { describe, expect, it } from "vitest";
import { cardRows, cardsAsked, dealDistinctCards, DEFAULT_PRINTED_CARDS, MAX_PRINTED_CARDS } from "./print-cards";

const pool = (size: number) => Array.from({ length: size }, (_, index) => index + 1);

describe("printed cards", () => {
  it("deals the number asked, each a board of 24 distinct entries of the pool, no two alike", () => {
    const cards = dealDistinctCards(pool(30), 40);
    expect(cards).toHaveLength(40);
    for (const card of cards) {
      expect(new Set(card).size).toBe(24);
      expect(card.every((id) => id >= 1 && id <= 30)).toBe(true);
    }
    expect(new Set(cards.map((card) => card.join(","))).size).toBe(40);
  });

  it("deals a card again when it came out like an earlier one", () => {
    // A source that repeats itself: the second card would be the first again.
    const draws = [...Array(24).fill(0), ...Array(24).fill(0), 1, ...Array(23).fill(0)];
    let next = 0;
    const cards = dealDistinctCards(pool(24), 2, () => draws[next++] ?? 0);
    expect(cards[0]).not.toEqual(cards[1]);
    expect(next).toBe(72);
  });

  it("gives up rather than loop when the pool cannot make enough different cards", () => {
    expect(() => dealDistinctCards(pool(24), 2, () => 0)).toThrow(/distinct/);
  });

  it("lays a card out in rows of five with the free centre in the middle", () => {
    const rows = cardRows(pool(24));
    expect(rows).toHaveLength(5);
    expect(rows[2]).toEqual([11, 12, null, 13, 14]);
    expect(rows[4]).toEqual([20, 21, 22, 23, 24]);
  });

  it("deals and lays out a smaller game's cards at its size", () => {
    const three = dealDistinctCards(pool(12), 6, undefined, 3);
    expect(three.every((card) => card.length === 8)).toBe(true);
    expect(new Set(three.map((card) => card.join())).size).toBe(6);
    expect(cardRows(pool(8))).toEqual([[1, 2, 3], [4, null, 5], [6, 7, 8]]);
    const four = cardRows(pool(16));
    expect(four).toHaveLength(4);
    expect(four.flat()).not.toContain(null);
    expect(() => cardRows(pool(10))).toThrow(/entries/);
  });

  it("reads the number asked from the URL, within its bounds", () => {
    const asked = (query: string) => cardsAsked(new URLSearchParams(query));
    expect(asked("cards=7")).toBe(7);
    expect(asked("")).toBe(DEFAULT_PRINTED_CARDS);
    expect(asked("cards=0")).toBe(DEFAULT_PRINTED_CARDS);
    expect(asked("cards=2.5")).toBe(DEFAULT_PRINTED_CARDS);
    expect(asked("cards=lots")).toBe(DEFAULT_PRINTED_CARDS);
    expect(asked("cards=5000")).toBe(MAX_PRINTED_CARDS);
  });
});
