import { createMiddleware } from "hono/factory";
import { isDevelopmentWorker } from "../../../shared/development-worker";
import type { ApiEnv } from "../api-env";
import { CallsInFlight } from "./calls-in-flight";
import { clientAddress } from "./client-address";
import { CALLS_IN_FLIGHT, IN_FLIGHT_RETRY_AFTER_SECONDS } from "./limits";
import { holdCaller, refuseAfterReading } from "./rate-limit";

// Per isolate, like the refused keys: what one caller runs here at once.
const byUser = new CallsInFlight(CALLS_IN_FLIGHT.perUser);
const byAddress = new CallsInFlight(CALLS_IN_FLIGHT.perAddress);

const isCapLifted = (env: Env) => env.LIFT_CALLS_IN_FLIGHT === "yes" && isDevelopmentWorker(env);

/**
 * Whether a caller already runs as many calls as the cap allows, for the early refusal
 * (early-refusal.ts): a burst's calls beyond the cap are then refused before routing, as
 * cheaply as the refused keys'. It only reads: only calls let in (capCallsInFlight) count.
 */
export function isAtCallsInFlightCap(env: Env, scope: "uid" | "ip", key: string): boolean {
  return !isCapLifted(env) && (scope === "uid" ? byUser : byAddress).isFull(key, Date.now());
}

/**
 * Holds a limited call while its caller already has CALLS_IN_FLIGHT of them running
 * (calls-in-flight.ts), before its rate limits are counted: held by a timer (holdCaller),
 * it then runs if a slot is free by then, or is refused (429, Retry-After
 * IN_FLIGHT_RETRY_AFTER_SECONDS) having spent none of the caller's budget. A household's
 * third join at once, or a person's third mark, then simply lands a moment later; a flood's
 * calls over the cap come back a second later instead of at once, so the flood does not
 * spin on refusals in the first moments, before any rate limit has refused it (bench:abuse,
 * docs/decisions/050). "uid" after requireAuth; "ip" for the calls counted by address.
 * Lifted (LIFT_CALLS_IN_FLIGHT) only in a development Worker, for tests that race one
 * person's calls on purpose and for the benchmarks, as their rate limits are.
 */
export function capCallsInFlight(scope: "uid" | "ip") {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (isCapLifted(c.env)) return next();
    const [calls, key] = scope === "uid" ? [byUser, c.var.auth.uid] : [byAddress, clientAddress(c.req.raw)];
    let done = calls.start(key, Date.now());
    if (!done) {
      await holdCaller();
      done = calls.start(key, Date.now());
    }
    if (!done) return refuseAfterReading(c.req.raw, IN_FLIGHT_RETRY_AFTER_SECONDS);
    try {
      await next();
    } finally {
      done();
    }
  });
}
