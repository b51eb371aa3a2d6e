import { describe, expect, it } from "vitest";
import { MOST_SQUARES, POOL_BOX, poolLayout } from "./pool-layout";

/** 20 px at 1080p: the TV's base em (tv-view.css). */
const BASE_PX = 20;
const lengths = (count: number, length: number) => Array.from({ length: count }, () => length);

describe("the TV view's pool layout", () => {
  it("puts every prediction in a square of its own", () => {
    for (const count of [1, 5, 24, 37, 50, MOST_SQUARES]) {
      const { columns, rows } = poolLayout(lengths(count, 40));
      expect(columns * rows).toBeGreaterThanOrEqual(count);
      expect(columns * (rows - 1)).toBeLessThan(count);
    }
  });

  it("reads across a room at a party's usual size: 24 to 30 predictions of a sentence at 27 px or more, in full", () => {
    for (const count of [24, 30]) {
      const { fontEm, lines } = poolLayout(lengths(count, 40));
      expect(fontEm * BASE_PX).toBeGreaterThanOrEqual(27);
      expect(lines).toBeGreaterThanOrEqual(2);
    }
  });

  it("still fits 50 predictions of a sentence, each readable (18 px or more) and in full", () => {
    const layout = poolLayout(lengths(50, 48));
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(50);
    expect(layout.fontEm * BASE_PX).toBeGreaterThanOrEqual(18);
    // Its lines hold the 48 characters, at half an em a character.
    const squareWidth = POOL_BOX.width / layout.columns;
    expect((squareWidth / (layout.fontEm * 0.5)) * layout.lines).toBeGreaterThan(48);
  });

  it("grows the font as the pool shrinks, within its largest size", () => {
    const sizes = [2, 8, 24, 50, 100].map((count) => poolLayout(lengths(count, 30)).fontEm);
    for (let index = 1; index < sizes.length; index += 1) expect(sizes[index]).toBeLessThanOrEqual(sizes[index - 1]!);
    expect(sizes[0]! * BASE_PX).toBeLessThanOrEqual(52);
  });

  it("plans for 9 in 10 predictions, so one very long one does not shrink them all", () => {
    const usual = poolLayout(lengths(24, 30));
    const withOneLong = poolLayout([...lengths(23, 30), 200]);
    expect(withOneLong.fontEm).toBe(usual.fontEm);
  });

  it("lays out an empty pool without failing", () => {
    expect(poolLayout([])).toMatchObject({ columns: 1, rows: 1 });
  });
});
