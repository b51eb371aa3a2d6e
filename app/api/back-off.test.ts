import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backOffDelay, waitOrWake } from "./back-off";

describe("back-off delay", () => {
  it("doubles from half a second and never exceeds 15 s", () => {
    expect(backOffDelay(0, () => 1)).toBe(500);
    expect(backOffDelay(1, () => 1)).toBe(1000);
    expect(backOffDelay(3, () => 1)).toBe(4000);
    expect(backOffDelay(20, () => 1)).toBe(15_000);
  });

  it("spreads retries over the upper half of each step, so phones do not retry in lockstep", () => {
    expect(backOffDelay(3, () => 0)).toBe(2000);
    const delays = new Set(Array.from({ length: 50 }, () => backOffDelay(3)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

describe("waitOrWake", () => {
  // The boundary: the window's and the document's events.
  let browser: EventTarget;
  let page: EventTarget & { visibilityState: DocumentVisibilityState };

  beforeEach(() => {
    vi.useFakeTimers();
    browser = new EventTarget();
    page = Object.assign(new EventTarget(), { visibilityState: "hidden" as DocumentVisibilityState });
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
    vi.stubGlobal("document", page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Whether the wait is over after `ms` of the clock. */
  async function overAfter(wait: Promise<void>, ms: number) {
    let over = false;
    void wait.then(() => (over = true));
    await vi.advanceTimersByTimeAsync(ms);
    return over;
  }

  it("waits the whole delay when nothing happens", async () => {
    const wait = waitOrWake(4_000);
    expect(await overAfter(wait, 3_999)).toBe(false);
    expect(await overAfter(wait, 1)).toBe(true);
  });

  it.each(["online", "pageshow", "focus"])("ends at once on the window's '%s'", async (type) => {
    const wait = waitOrWake(15_000);
    expect(await overAfter(wait, 100)).toBe(false);
    browser.dispatchEvent(new Event(type));
    expect(await overAfter(wait, 0)).toBe(true);
  });

  it("ends when the tab becomes visible, not when it is hidden", async () => {
    const wait = waitOrWake(15_000);
    page.dispatchEvent(new Event("visibilitychange"));
    expect(await overAfter(wait, 0)).toBe(false);
    page.visibilityState = "visible";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(await overAfter(wait, 0)).toBe(true);
  });

  it("ends when its signal aborts", async () => {
    const stop = new AbortController();
    const wait = waitOrWake(15_000, stop.signal);
    stop.abort();
    expect(await overAfter(wait, 0)).toBe(true);
  });

  it("leaves no listener behind once over", async () => {
    const added = [vi.spyOn(globalThis, "addEventListener"), vi.spyOn(page, "addEventListener")];
    const removed = [vi.spyOn(globalThis, "removeEventListener"), vi.spyOn(page, "removeEventListener")];
    await overAfter(waitOrWake(1_000), 1_000);
    await overAfter(waitOrWake(15_000), 0).then(() => browser.dispatchEvent(new Event("focus")));
    await vi.advanceTimersByTimeAsync(0);
    expect(added[0]!.mock.calls).toHaveLength(6);
    for (const index of [0, 1]) expect(removed[index]!.mock.calls).toEqual(added[index]!.mock.calls);
  });
});
