import { describe, expect, it } from "vitest";
import { RefusedKeys } from "./refused-keys";

describe("RefusedKeys", () => {
  it("refuses a key for exactly the time it was told, then lets the binding count it again", () => {
    const refused = new RefusedKeys();
    refused.refuse("markPerUser:ann", 1_000, 10_000);
    expect(refused.isRefused("markPerUser:ann", 10_999)).toBe(true);
    expect(refused.isRefused("markPerUser:ann", 11_000)).toBe(false);
    expect(refused.isRefused("markPerUser:ann", 5_000)).toBe(false);
  });

  it("refuses only the key it was given", () => {
    const refused = new RefusedKeys();
    refused.refuse("markPerUser:ann", 0, 10_000);
    expect(refused.isRefused("markPerUser:ben", 1)).toBe(false);
    expect(refused.isRefused("joinPerUser:ann", 1)).toBe(false);
  });

  it("when full, forgets refusals that ran out before any that still hold", () => {
    const refused = new RefusedKeys(2);
    refused.refuse("a", 0, 1_000);
    refused.refuse("b", 0, 60_000);
    refused.refuse("c", 5_000, 60_000); // a ran out at 1 000: it makes room
    expect(refused.isRefused("b", 6_000)).toBe(true);
    expect(refused.isRefused("c", 6_000)).toBe(true);
    refused.refuse("d", 6_000, 60_000); // nothing ran out: the oldest goes
    expect(refused.isRefused("b", 7_000)).toBe(false);
    expect(refused.isRefused("d", 7_000)).toBe(true);
  });
});
