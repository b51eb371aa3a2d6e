import { describe, expect, it } from "vitest";
import { HeldWakeUps } from "./held-wake-ups";

/** The join pace: four calls a second, a quarter second apart. */
const JOIN_PACE = { slotMs: 1_000, spacingMs: 250 };

describe("HeldWakeUps", () => {
  it("wakes callers held until one refusal's end a spacing apart, as many as the next slot has calls", () => {
    const wakeUps = new HeldWakeUps();
    const wakes = Array.from({ length: 5 }, () => wakeUps.take("network|game", 2_000, JOIN_PACE, 1_500));
    expect(wakes).toEqual([2_000, 2_250, 2_500, 2_750, null]);
  });

  it("wakes a caller at its refusal's end once the wake-ups before it are over", () => {
    const wakeUps = new HeldWakeUps();
    wakeUps.take("network|game", 2_000, JOIN_PACE, 1_500);
    expect(wakeUps.take("network|game", 4_000, JOIN_PACE, 3_500)).toBe(4_000);
  });

  it("spaces each key on its own", () => {
    const wakeUps = new HeldWakeUps();
    expect(wakeUps.take("network|wedding", 2_000, JOIN_PACE, 1_500)).toBe(2_000);
    expect(wakeUps.take("network|birthday", 2_000, JOIN_PACE, 1_500)).toBe(2_000);
    expect(wakeUps.take("network|wedding", 2_000, JOIN_PACE, 1_500)).toBe(2_250);
  });

  it("keeps at most its bound of keys, dropping wake-ups that are over first", () => {
    const wakeUps = new HeldWakeUps(2);
    wakeUps.take("a", 1_000, JOIN_PACE, 500);
    wakeUps.take("b", 3_000, JOIN_PACE, 2_500);
    // By 2,500 "a"'s wake-ups are over: they go to make room, and "b" keeps its place.
    wakeUps.take("c", 3_000, JOIN_PACE, 2_500);
    expect(wakeUps.take("b", 3_000, JOIN_PACE, 2_500)).toBe(3_250);
  });
});
