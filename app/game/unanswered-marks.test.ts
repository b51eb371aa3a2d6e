import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMemoryStorage, stubRefusingStorage } from "../fake-storage.test-support";
import type { TappedMark } from "./unanswered-marks";

const CODE = "ABCD2345";
const NOW = 1_800_000_000_000;
const HOUR = 60 * 60_000;
const tap = (entryId: number, isMarked: boolean, tappedAt = NOW, playerId = 7): TappedMark => ({
  entryId, isMarked, basedOnVersion: 12, round: 1, playerId, tappedAt,
});

/** The device's storage, kept across "pages": each page is a fresh import of the module. */
let items: Map<string, string>;
const page = async () => {
  vi.resetModules();
  return import("./unanswered-marks");
};

describe("marks kept on the device until the game answers them", () => {
  beforeEach(() => {
    items = stubMemoryStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("are sent again by the next page when the one that tapped them died first, oldest first", async () => {
    const tapping = await page();
    tapping.keepUnansweredMark(CODE, tap(5, true, NOW));
    tapping.keepUnansweredMark(CODE, tap(3, true, NOW - 1000));
    // While its own page sends them, they are not an earlier page's to send.
    expect(tapping.unansweredMarksOf(CODE, 7, NOW)).toEqual([]);

    const next = await page();
    expect(next.unansweredMarksOf(CODE, 7, NOW).map((mark) => mark.entryId)).toEqual([3, 5]);
  });

  it("are forgotten once answered, and a later tap of the same square replaces an earlier one", async () => {
    const tapping = await page();
    const first = tap(5, true, NOW);
    const second = tap(5, false, NOW + 500);
    tapping.keepUnansweredMark(CODE, first);
    tapping.keepUnansweredMark(CODE, second);
    // The first tap's answer comes after the second tap: the second is still kept.
    tapping.forgetAnsweredMark(CODE, first);
    expect((await page()).unansweredMarksOf(CODE, 7, NOW + 600)).toEqual([second]);

    const again = await page();
    again.forgetAnsweredMark(CODE, second);
    expect((await page()).unansweredMarksOf(CODE, 7, NOW + 600)).toEqual([]);
    expect(items.size).toBe(0);
  });

  it("are another account's to send only if it tapped them, and are dropped after an evening", async () => {
    const tapping = await page();
    tapping.keepUnansweredMark(CODE, tap(5, true, NOW, 7));
    tapping.keepUnansweredMark(CODE, tap(6, true, NOW - 13 * HOUR, 7));
    tapping.keepUnansweredMark("OTHERGAM", tap(5, true, NOW, 7));

    const next = await page();
    expect(next.unansweredMarksOf(CODE, 8, NOW)).toEqual([]);
    expect(next.unansweredMarksOf(CODE, 7, NOW).map((mark) => mark.entryId)).toEqual([5]);
    expect(next.unansweredMarksOf("OTHERGAM", 7, NOW + 12 * HOUR)).toEqual([]);
    expect(JSON.parse(items.get("bingo:unanswered-marks")!)).toEqual({ [CODE]: [tap(5, true, NOW, 7)] });
  });

  it("ignore whatever else is stored there, and a browser that refuses storage", async () => {
    items.set("bingo:unanswered-marks", JSON.stringify({ [CODE]: [{ entryId: "5" }, tap(4, true), null], x: "y" }));
    expect((await page()).unansweredMarksOf(CODE, 7, NOW)).toEqual([tap(4, true)]);
    items.set("bingo:unanswered-marks", "not json");
    expect((await page()).unansweredMarksOf(CODE, 7, NOW)).toEqual([]);

    stubRefusingStorage();
    const refused = await page();
    expect(() => refused.keepUnansweredMark(CODE, tap(5, true))).not.toThrow();
    expect(() => refused.forgetAnsweredMark(CODE, tap(5, true))).not.toThrow();
    expect(refused.unansweredMarksOf(CODE, 7, NOW)).toEqual([]);
  });
});
