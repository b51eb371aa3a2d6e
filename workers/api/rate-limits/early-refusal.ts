import { decodeJwt } from "jose";
import { bodyTooLargeResponse, readCappedBody } from "../capped-body";
import { clientAddress } from "./client-address";
import { joinByGameKey, limitedCallOf } from "./limited-calls";
import { isAtCallsInFlightCap } from "./in-flight-cap";
import { IN_FLIGHT_RETRY_AFTER_SECONDS, RATE_LIMITS, type RateLimitName } from "./limits";
import { isRefusedNow, refuseAfterReading } from "./rate-limit";

const API_PREFIX = "/api/v1";

/**
 * A flood goes on after its first 429. This answers a call whose caller this isolate has
 * already refused, and whose Retry-After has not passed, or who already runs as many of
 * these calls at once as the cap allows, before the API routes it, checks its
 * token or reads the database: a bare 429 is the least a refusal can cost (issue #17's
 * abuse run, docs/decisions/012). Null for every other call, which the API then counts as
 * usual (routes.ts); this never refuses a call the API would let through, since the API
 * refuses a refused key from the same memory.
 *
 * The uid is read from the token without verifying it. That is safe for refusing only: a
 * forged token naming someone else's uid gets a 429 instead of a 401, and a key is refused
 * only after verified calls of that uid used up its budget.
 *
 * Returns the request to pass on (a join whose body was read here is rebuilt) or the 429.
 */
export async function refuseKnownFlood(request: Request, env: Env): Promise<Response | Request> {
  const path = new URL(request.url).pathname.slice(API_PREFIX.length);
  const call = limitedCallOf(request.method, path);
  if (!call) return request;

  // An address whose calls without a token were refused a moment ago (routes.ts's
  // unauthenticatedPerIp): its further tokenless calls, never a signed-in neighbour's.
  if (unverifiedUid(request) === null && isRefusedNow("unauthenticatedPerIp", clientAddress(request))) {
    return refuseAfterReading(request, RATE_LIMITS.unauthenticatedPerIp.periodSeconds);
  }

  // A caller already running as many of these calls as the cap allows (in-flight-cap.ts).
  if (call.inFlight) {
    const key = call.inFlight === "ip" ? clientAddress(request) : unverifiedUid(request);
    if (key !== null && isAtCallsInFlightCap(env, call.inFlight, key)) {
      return refuseAfterReading(request, IN_FLIGHT_RETRY_AFTER_SECONDS);
    }
  }

  const refused = (name: RateLimitName) => {
    const key = RATE_LIMITS[name].scope === "ip" ? clientAddress(request) : unverifiedUid(request);
    return key !== null && isRefusedNow(name, key);
  };
  if (call.ruleByGame) {
    // Which of the join's address rules counts, and its key, depend on the game it asks for.
    const body = await readCappedBody(request);
    if (body === null) return bodyTooLargeResponse();
    const counted = joinByGameKey(clientAddress(request), body);
    const name = counted.practice ? call.ruleByGame.practice : call.ruleByGame.other;
    if (isRefusedNow(name, counted.key)) return refuseAfterReading(request, RATE_LIMITS[name].periodSeconds);
    request = new Request(request, { body });
  }
  const first = call.rules.find(refused);
  return first ? refuseAfterReading(request, RATE_LIMITS[first].periodSeconds) : request;
}

const BEARER = /^Bearer (\S+)$/;

/** The `sub` a bearer token claims, unverified; null when there is none to read. */
function unverifiedUid(request: Request): string | null {
  const token = BEARER.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === "string" ? sub : null;
  } catch {
    return null;
  }
}
