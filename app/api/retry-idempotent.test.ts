import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { RETRY_FOR_MS, retryIdempotent } from "./retry-idempotent";

// The boundary is the request itself and the browser's online events.
const noConnection = () => new ApiRequestError(0, null);
const answer = { data: { id: 7, isMarked: true }, version: 3 };

/** A request that fails with each of `failures` in turn, then answers. */
function flaky(...failures: Error[]) {
  const calls: number[] = [];
  const request = vi.fn(async () => {
    calls.push(Date.now());
    const failure = failures[calls.length - 1];
    if (failure) throw failure;
    return answer;
  });
  return { request, calls };
}

describe("retryIdempotent", () => {
  let browser: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    browser = new EventTarget();
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends again after a lost connection and a server error, and resolves with the answer", async () => {
    const { request } = flaky(noConnection(), new ApiRequestError(503, null));
    const saved = retryIdempotent(request);
    await vi.advanceTimersByTimeAsync(RETRY_FOR_MS);
    await expect(saved).resolves.toEqual(answer);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it("takes a refusal (4xx) as the answer: one call, no retry", async () => {
    const refusal = new ApiRequestError(403, { code: "FORBIDDEN", errors: { entry: ["No."] } });
    const { request } = flaky(refusal);
    await expect(retryIdempotent(request)).rejects.toBe(refusal);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("waits out a 'busy, come back in a second' (429 with a short Retry-After), then sends again", async () => {
    const busy = new ApiRequestError(429, { code: "RATE_LIMITED", errors: { request: ["Lots going on"] } }, 1);
    const { request, calls } = flaky(busy);
    const saved = retryIdempotent(request);
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    await expect(saved).resolves.toEqual(answer);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(1_000);
  });

  it("takes a spent rate limit (429 with a long Retry-After) as the answer: no retry loop", async () => {
    const spent = new ApiRequestError(429, { code: "RATE_LIMITED", errors: { request: ["Lots going on"] } }, 10);
    const { request } = flaky(spent);
    await expect(retryIdempotent(request)).rejects.toBe(spent);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("keeps trying through a lost connection for as long as it lasts (ten minutes here)", async () => {
    const outage = Array.from({ length: 1000 }, noConnection);
    const { request, calls } = flaky(...outage);
    let settled = false;
    void retryIdempotent(request).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(settled).toBe(false);
    expect(calls.at(-1)! - calls[0]!).toBeGreaterThan(9 * 60_000);
  });

  it("through server errors, gives up after a minute", async () => {
    const failing = Array.from({ length: 1000 }, () => new ApiRequestError(503, null));
    const { request, calls } = flaky(...failing);
    const outcome = retryIdempotent(request).then(() => "saved", (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRY_FOR_MS - 1_000);
    expect(calls.length).toBeGreaterThan(6);
    await vi.advanceTimersByTimeAsync(16_000); // the longest back-off is 15 s
    expect(await outcome).toBeInstanceOf(ApiRequestError);
    expect(calls.at(-1)! - calls[0]!).toBeGreaterThanOrEqual(RETRY_FOR_MS);
  });

  it("while offline, tries again the moment the browser is back online, not after the back-off", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1); // each back-off at its longest: 0.5, 1, 2, 4, 8, 15 s
    const { request } = flaky(...Array.from({ length: 6 }, noConnection));
    const saved = retryIdempotent(request);
    // The sixth try fails at 15.5 s; the seventh would wait until 30.5 s.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(request).toHaveBeenCalledTimes(6);

    browser.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(7);
    await expect(saved).resolves.toEqual(answer);
  });
});
