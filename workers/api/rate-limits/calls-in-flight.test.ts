import { describe, expect, it } from "vitest";
import { CallsInFlight } from "./calls-in-flight";

describe("CallsInFlight", () => {
  it("lets a caller run up to the cap at once, and one more as soon as one ends", () => {
    const calls = new CallsInFlight(2);
    const first = calls.start("ann", 0);
    const second = calls.start("ann", 1);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(calls.start("ann", 2)).toBeNull();
    first!();
    expect(calls.start("ann", 3)).not.toBeNull();
  });

  it("tells whether a caller is at the cap without counting anything", () => {
    const calls = new CallsInFlight(1);
    expect(calls.isFull("ann", 0)).toBe(false);
    const done = calls.start("ann", 0)!;
    expect(calls.isFull("ann", 1)).toBe(true);
    expect(calls.isFull("ann", 30_000)).toBe(false); // a call never heard of again stops counting
    done();
    expect(calls.isFull("ann", 2)).toBe(false);
    expect(calls.start("ann", 2)).not.toBeNull();
  });

  it("counts each caller on their own", () => {
    const calls = new CallsInFlight(1);
    expect(calls.start("ann", 0)).not.toBeNull();
    expect(calls.start("ben", 0)).not.toBeNull();
    expect(calls.start("ann", 0)).toBeNull();
  });

  it("ends a call once however often its end is reported", () => {
    const calls = new CallsInFlight(2);
    const first = calls.start("ann", 0)!;
    calls.start("ann", 0);
    first();
    first();
    expect(calls.start("ann", 1)).not.toBeNull();
    expect(calls.start("ann", 1)).toBeNull();
  });

  it("stops counting a call whose end never came after 30 s: a lost call never locks a caller out", () => {
    const calls = new CallsInFlight(1);
    calls.start("ann", 0); // its client went away; workerd never ran its end
    expect(calls.start("ann", 29_999)).toBeNull();
    expect(calls.start("ann", 30_000)).not.toBeNull();
  });

  it("when it holds too many callers, forgets the one heard of longest ago", () => {
    const calls = new CallsInFlight(1, 2);
    calls.start("ann", 0);
    calls.start("ben", 1);
    calls.start("cat", 2); // ann is forgotten
    expect(calls.start("ann", 3)).not.toBeNull();
    expect(calls.start("cat", 3)).toBeNull();
  });
});
