import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./reconnect-delay";

describe("reconnect delay", () => {
  it("doubles from half a second and never exceeds 15 s", () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(15_000);
  });

  it("spreads retries over the upper half of each step, so phones do not retry in lockstep", () => {
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    const delays = new Set(Array.from({ length: 50 }, () => reconnectDelay(3)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
