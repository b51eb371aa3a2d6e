import { describe, expect, it } from "vitest";
import { JOIN_RETRIES, SHORT_WAIT_SECONDS, joinRetryDelayMs } from "./join-retry";

describe("joinRetryDelayMs", () => {
  it("waits out a short 429, plus up to a second, a few times", () => {
    expect(joinRetryDelayMs(429, 1, 0, 0.5)).toBe(1_500);
    expect(joinRetryDelayMs(429, SHORT_WAIT_SECONDS, JOIN_RETRIES - 1, 0)).toBe(SHORT_WAIT_SECONDS * 1000);
  });

  it("waits out a 503 with a short Retry-After (the games' records out of reach for a moment) the same way", () => {
    expect(joinRetryDelayMs(503, 5, 0, 0.5)).toBe(5_500);
    expect(joinRetryDelayMs(503, null, 0)).toBeNull();
  });

  it("shows the refusal once the retries are spent, for a long wait, or for anything but a 429 or 503", () => {
    expect(joinRetryDelayMs(429, 1, JOIN_RETRIES)).toBeNull();
    expect(joinRetryDelayMs(429, 60, 0)).toBeNull();
    expect(joinRetryDelayMs(429, null, 0)).toBeNull();
    expect(joinRetryDelayMs(409, 1, 0)).toBeNull();
    expect(joinRetryDelayMs(500, 1, 0)).toBeNull();
  });
});
