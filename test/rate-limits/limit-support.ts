import { expect } from "vitest";
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from "../../workers/api/rate-limits/limits";
import type { Person } from "../support/api-client";
import { callWorker } from "../support/call-worker";

let addressCounter = 0;
/** A client address no other test uses (documentation range), so tests never share a budget. */
export function freshAddress(): string {
  addressCounter += 1;
  // Random bits, not the clock: two files side by side would share a millisecond, and a /64.
  const randomBits = crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16);
  return `2001:db8:${randomBits}:${addressCounter.toString(16)}::1`; // a /64 of its own
}

/** One API call as `person` from `address`, answered with status, headers and JSON. */
export async function callFrom(address: string, person: Person | null, method: string, path: string, body?: unknown) {
  return callWorker(`/api/v1${path}`, {
    method,
    token: person?.token,
    body,
    headers: { "CF-Connecting-IP": address },
  });
}

/** The binding's window of rule `name` now: windows are aligned to the clock. */
export function windowNow(name: RateLimitName): number {
  return Math.floor(Date.now() / (RATE_LIMITS[name].periodSeconds * 1000));
}

/** Calls a test made against a rule, and the binding's windows they were made in. */
export type Spent = { calls: number; firstWindow: number; lastWindow: number };

/**
 * Calls a test already made against rule `name`, counted in the window of now (windowNow).
 * `since`: the window when the first of them was made, for calls spread over time (a burst
 * whose held calls are let in up to a second later): if a window ended meanwhile, some of
 * them counted in the one before (a CI run once crossed it inside a burst of six marks).
 */
export function spentNow(name: RateLimitName, calls: number, since = windowNow(name)): Spent {
  return { calls, firstWindow: since, lastWindow: windowNow(name) };
}

/**
 * Makes calls until one is refused, and checks the refusal: exactly `limit` calls pass within
 * one window of the binding (windows are aligned to the clock, so a run that crosses into the
 * next window gets a fresh budget: then between limit and twice the limit pass), then 429 in
 * the documented shape with Retry-After. `spent`: calls the test already made against it
 * (spentNow), which count only while their window lasts (a CI run once crossed into the next
 * one between the spending and these calls, and all of the fresh budget passed).
 */
export async function expectLimited(
  name: RateLimitName,
  call: (index: number) => Promise<Response>,
  spent: Spent = { calls: 0, firstWindow: Number.NaN, lastWindow: Number.NaN },
) {
  const firstWindow = windowNow(name);
  const spentHere = spent.lastWindow === firstWindow ? spent.calls : 0;
  // Spent across two windows: somewhere between none and all of them count in this one.
  const spentAtLeast = spent.firstWindow === firstWindow ? spentHere : 0;
  const limit = RATE_LIMITS[name].limit - spentHere;
  let passed = 0;
  let refused: Response | undefined;
  while (!refused && passed <= 2 * RATE_LIMITS[name].limit) {
    const response = await call(passed);
    if (response.status === 429) refused = response;
    else {
      expect(response.status, await response.text()).toBeLessThan(500);
      passed += 1;
    }
  }
  if (windowNow(name) !== firstWindow) expect(passed).toBeGreaterThanOrEqual(limit);
  else if (spentAtLeast === spentHere) expect(passed).toBe(limit);
  else {
    expect(passed).toBeGreaterThanOrEqual(limit);
    expect(passed).toBeLessThanOrEqual(RATE_LIMITS[name].limit - spentAtLeast);
  }
  expect(refused, `no call refused after ${passed}`).toBeDefined();
  return refusalOf(refused!, RATE_LIMITS[name].periodSeconds);
}

/** A 429 as documented: Retry-After in seconds and the RATE_LIMITED error shape. */
export async function refusalOf(response: Response, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe(String(retryAfterSeconds));
  const body = await response.json<{ code: string; errors: Record<string, string[]> }>();
  expect(body.code).toBe("RATE_LIMITED");
  expect(body.errors.request?.[0]).toMatch(/Please (wait|try again)/);
  return body;
}

/**
 * For a pace (a rule with slotSeconds): exactly `limit` calls pass within one slot, then 429
 * with the slot as Retry-After. A slot is a second, so a run may straddle two; then it starts
 * over on a fresh key (`start` makes one, e.g. a new game for a join, and whatever the calls
 * need beforehand) rather than waiting on the clock. Ten runs straddling in a row fail.
 */
export async function expectPaced(name: RateLimitName, start: () => Promise<(index: number) => Promise<Response>>) {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const slotMs = (rule.slotSeconds ?? Number.NaN) * 1000;
  expect(slotMs, `${name} is not a pace`).toBeGreaterThan(0);
  const slotOf = () => Math.floor(Date.now() / slotMs);
  for (let run = 0; run < 10; run += 1) {
    const call = await start();
    const slot = slotOf();
    const answers: Response[] = [];
    for (let index = 0; index <= rule.limit; index += 1) answers.push(await call(index));
    if (slotOf() !== slot) continue;
    for (const answer of answers.slice(0, -1)) expect(answer.status, await answer.clone().text()).toBeLessThan(400);
    return refusalOf(answers.at(-1)!, rule.slotSeconds!);
  }
  throw new Error(`ten runs of ${name} each straddled two slots`);
}

/**
 * A person's marks one after another, kept within their pace (markPacePerUser, five a second),
 * for a test of the ten seconds' window: a mark the pace refused is sent once more, as the web
 * app does after its Retry-After, and the Worker holds it until the next second lets it through
 * (early-refusal.ts).
 */
export function marksWithinPace(call: (index: number) => Promise<Response>) {
  const slotSeconds = String(RATE_LIMITS.markPacePerUser.slotSeconds);
  return async (index: number) => {
    const answer = await call(index);
    return answer.status === 429 && answer.headers.get("Retry-After") === slotSeconds ? call(index) : answer;
  };
}

/**
 * A test that spends a window of 30 marks at five a second: six seconds, twelve if the run
 * crosses into the next window (expectLimited), and each refusal after it is held up to a second.
 */
export const SPENDS_A_MARK_WINDOW = { timeout: 45_000 };
