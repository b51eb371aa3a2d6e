import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { waitOrWake } from "./back-off";
import { isUnreachable } from "./api-request-error";

/** How long a screen that could not be read waits before reading again, when the server said nothing. */
const READ_AGAIN_AFTER_MS = 5_000;
/** A Retry-After longer than this (a spent limit) is not waited out on screen: "Try again" is there. */
const LONGEST_WAIT_MS = 60_000;

/**
 * How long to wait before reading again what found no network or no records: the server's
 * Retry-After, or 5 s; null for a refusal, or for a wait longer than a minute (a spent limit),
 * which is left to "Try again". Also the TV's pairing code's (routes/tv-pair.tsx).
 */
export function readAgainDelayMs(error: unknown): number | null {
  if (!isUnreachable(error)) return null;
  const waitMs = error.retryAfterSeconds === null ? READ_AGAIN_AFTER_MS : error.retryAfterSeconds * 1000;
  return waitMs > LONGEST_WAIT_MS ? null : waitMs;
}

/**
 * A screen whose loader found no network or no records (patchy Wi-Fi, D1 down for a moment:
 * 503 with Retry-After) reads itself again, without anyone touching it: once the server's
 * Retry-After (or 5 s) has passed, or sooner when the phone is back online or the tab is shown
 * again. A TV on the wall or a phone put down on the table comes back by itself; "Try again"
 * (`readAgain`) does it at once. A refusal (4xx) is an answer: nothing is read again.
 */
export function useReadAgain(error: unknown): { unreachable: boolean; readAgain: () => void; reading: boolean } {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    const waitMs = readAgainDelayMs(error);
    if (waitMs === null) return;
    const leave = new AbortController();
    void waitOrWake(waitMs, leave.signal).then(() => {
      if (!leave.signal.aborted) void revalidate();
    });
    return () => leave.abort();
    // Each failed read is a new error: one wait per failure, none piling up.
  }, [error, revalidate]);
  return { unreachable: isUnreachable(error), readAgain: () => void revalidate(), reading: revalidator.state === "loading" };
}
