import { bodyTooLargeResponse, readCappedBody } from "../capped-body";
import { claimedUid } from "./claimed-uid";
import { clientAddress } from "./client-address";
import { joinByGameKey, limitedCallOf } from "./limited-calls";
import { isAtCallsInFlightCap } from "./in-flight-cap";
import { HeldWakeUps } from "./held-wake-ups";
import { IN_FLIGHT_RETRY_AFTER_SECONDS, RATE_LIMITS, REFUSED_CALLER_HOLD_MS, paceOf, retryAfterOf, type RateLimitName } from "./limits";
import { heldRefusal, holdCaller, refusalEndOf, refuseAfterReading } from "./rate-limit";

const API_PREFIX = "/api/v1";

const heldWakeUps = new HeldWakeUps();

interface KnownRefusal {
  name: RateLimitName;
  key: string;
  endsAt: number;
}

/**
 * A flood goes on after its first 429. This answers a call whose caller this isolate has
 * already refused, and whose Retry-After has not passed, before the API routes it, checks its
 * token or reads the database (bench:abuse, docs/decisions/012); and holds one whose caller
 * already runs as many of these calls at once as the cap allows, then looks again, as the
 * API's cap does (in-flight-cap.ts, docs/decisions/050). A refused caller calling again
 * is held first, by a timer, until its refusal ends if that is within REFUSED_CALLER_HOLD_MS:
 * a flood that sends its next call the moment it is answered then runs at a few
 * calls a second instead of as fast as we can refuse, and a venue's guest arriving in the
 * second its network's join pace ran out is let through when it does instead of refused
 * (a pace's held callers in turns a spacing apart within the slot that follows: held-wake-ups.ts).
 * A call that will be refused whatever happens is held for a random time between half the
 * hold and all of it: a flood's calls, refused together, then come back spread out, not as
 * one herd every second that holds up every honest call of the game (bench:abuse's trace).
 * Every other call passes on, for the API to count as usual (routes.ts); this never refuses
 * a call the API would let through, since the API refuses a refused key from the same memory.
 *
 * The uid is read from the token without verifying it. That is safe for refusing only: a
 * forged token naming someone else's uid gets a 429 instead of a 401, and a key is refused
 * only after verified calls of that uid used up its budget. A token that cannot verify
 * whatever its signature (expired, for another project, no subject, not a JWT) is no caller's:
 * its call counts as one without a token, held like any other once its address's
 * unauthenticated bucket has refused it. One that only fails its signature is held by the API
 * when that bucket refuses it (routes.ts).
 *
 * Returns the request to pass on (a join whose body was read here is rebuilt) or the 429.
 */
export async function refuseKnownFlood(request: Request, env: Env, pathname: string): Promise<Response | Request> {
  const call = limitedCallOf(request.method, pathname.slice(API_PREFIX.length));
  if (!call) return request;
  // Read once, lazily: every refusal of a flood runs this.
  let uid: string | null | undefined;
  const unverifiedUid = () => (uid === undefined ? (uid = claimedUid(request, env.FIREBASE_PROJECT_ID)) : uid);

  let body: string | null = null;
  if (call.ruleByGame) {
    // Which of the join's address rules counts, and its key, depend on the game it asks for.
    body = await readCappedBody(request);
    if (body === null) return bodyTooLargeResponse();
  }

  // The rule that already refused this caller, if any: an address whose calls without a
  // token were refused (routes.ts's unauthenticatedPerIp: its further tokenless calls, never
  // a signed-in neighbour's), a join's rule for its game, or one of the call's own rules.
  // Of several, the one that ends last: a caller past both a mark's pace (a second) and its
  // window (ten) is refused for the window, not let through to the API when the second ends.
  const knownRefusal = (): KnownRefusal | null => {
    let known: KnownRefusal | null = null;
    const check = (name: RateLimitName, key: string | null) => {
      if (key === null) return;
      const endsAt = refusalEndOf(name, key);
      if (endsAt !== null && (known === null || endsAt > known.endsAt)) known = { name, key, endsAt };
    };
    if (unverifiedUid() === null) check("unauthenticatedPerIp", clientAddress(request));
    if (call.ruleByGame && body !== null) {
      const counted = joinByGameKey(clientAddress(request), body);
      check(counted.practice ? call.ruleByGame.practice : call.ruleByGame.other, counted.key);
    }
    for (const name of call.rules) check(name, RATE_LIMITS[name].scope === "ip" ? clientAddress(request) : unverifiedUid());
    return known;
  };

  const known = knownRefusal();
  if (known) {
    // Called again before the wait it was told: held (a timer, no work) until the refusal
    // ends, if within REFUSED_CALLER_HOLD_MS, so a flood runs at the pace we set and not at
    // the pace of our answers. A refusal over by then is counted again as usual (a guest
    // of a busy venue gets in); one that is not is answered now.
    const { name, key, endsAt } = known;
    const now = Date.now();
    // Refused whatever happens: held for a random part of the hold's second half (heldRefusal).
    if (endsAt - now > REFUSED_CALLER_HOLD_MS) return heldRefusal(request, retryAfterOf(name));
    // A pace's held callers wake a spacing apart, not all at its next slot's first instant
    // (held-wake-ups.ts); those for whom that slot has no call left stay refused.
    const pace = paceOf(name);
    const wakeAt = pace ? heldWakeUps.take(`${name}:${key}`, endsAt, pace, now) : endsAt;
    if (wakeAt === null) return heldRefusal(request, retryAfterOf(name));
    await scheduler.wait(wakeAt - now);
  }

  // A caller already running as many of these calls as the cap allows (in-flight-cap.ts):
  // held, as the API would hold it, then looked at again. A flood's burst waits here, by a
  // timer, instead of being answered at once and sending its next call at once.
  if (call.inFlight) {
    const key = call.inFlight === "ip" ? clientAddress(request) : unverifiedUid();
    if (key !== null && isAtCallsInFlightCap(env, call.inFlight, key)) {
      await holdCaller();
      const refusedMeanwhile = knownRefusal();
      if (refusedMeanwhile) return refuseAfterReading(request, retryAfterOf(refusedMeanwhile.name));
      if (isAtCallsInFlightCap(env, call.inFlight, key)) return refuseAfterReading(request, IN_FLIGHT_RETRY_AFTER_SECONDS);
    }
  }
  // A join read here goes on as a request made again with its body; only then, since most of
  // a flood's joins never go on.
  return body === null ? request : new Request(request, { body });
}
