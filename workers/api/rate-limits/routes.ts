import type { Context, Hono, MiddlewareHandler, Next } from "hono";
import type { BlankSchema } from "hono/types";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api-env";
import { STRIPE_WEBHOOK_PATH } from "../payments";
import { requireAuth } from "../require-auth";
import { capCallsInFlight } from "./in-flight-cap";
import {
  LIMITED_CALLS,
  isSocketPath,
  isTvCodeMaking,
  isViewerCall,
  joinByGameKey,
  limitedCallOf,
  type LimitedCall,
} from "./limited-calls";
import { RATE_LIMITS, retryAfterOf, type RateLimitName } from "./limits";
import { Refusal } from "../../../shared/refusal";
import { UNAUTHENTICATED } from "../../../shared/refusal-codes";
import { clientAddress } from "./client-address";
import { heldRefusal, rateLimit, refuseAfterReading, withinLimit } from "./rate-limit";

/**
 * Counts the calls of limited-calls.ts against their limits, after capping each caller's
 * calls at once (CALLS_IN_FLIGHT). Registered on the API before its routes, so these run
 * first and the route's own handlers run only for a call within every limit. The order is
 * the rule of docs/decisions/012 ("whose budget a call spends"):
 * 1. the token is verified: a call without a valid one counts only against its
 *    address's own small bucket (unauthenticatedPerIp), so a neighbour's junk spends nothing
 *    of the address's joins, creations or calls at once;
 * 2. calls at once, which spend no budget (a call refused there is sent again in a second);
 * 3. the caller's own budgets (per account);
 * 4. only then the budgets an address shares (a household's, a venue's): a call its own
 *    account's limit refuses never reaches them, so an anonymous account, which anyone can
 *    make for free, spends at most its own allowance of its network's budget.
 * requireAuth verifies a token once per request however often it is listed.
 */
export function applyRateLimits(api: Hono<ApiEnv, BlankSchema, "/api/v1">): void {
  for (const call of LIMITED_CALLS) {
    const counted = (scope: "ip" | "uid") => call.rules.filter((name) => RATE_LIMITS[name].scope === scope);
    const chain: MiddlewareHandler<ApiEnv>[] = [
      // The body first, before any count starts: a stalled body then holds up its
      // own call only, never a slot of the address's or the person's calls at once.
      ...(call.method === "DELETE" ? [] : [bodyReadFirst]),
      verifiedOrCountedApart,
      ...(call.inFlight === "ip" ? [capCallsInFlight("ip")] : []),
      ...(call.inFlight === "uid" ? [capCallsInFlight("uid")] : []),
      ...counted("uid").map((name) => rateLimit(name)),
      ...(call.ruleByGame ? [joinsByGame(call.ruleByGame)] : []),
      ...counted("ip").map((name) => rateLimit(name)),
    ];
    api.on(call.method, [call.path], ...chain);
  }
  api.use(defaultLimit);
}

/**
 * Every call not listed above has a limit too: a TV view's read and socket ticket by
 * address, before the room is asked about its key (docs/decisions/018), and a TV's pairing
 * code and its waits for it by address; a game's socket URL by
 * address, before its ticket is used up in the room; any other call per person once its token verifies, or
 * in the address's unauthenticated bucket when it does not (the route then answers 401 or
 * 404 as before). Stripe's webhook is Stripe's, checked by its signature.
 */
const defaultLimit = createMiddleware<ApiEnv>(async (c, next) => {
  const path = c.req.path.slice(API_PREFIX.length);
  if (limitedCallOf(c.req.method, path) || c.req.path.replace(/\/$/, "") === STRIPE_WEBHOOK_PATH) return next();
  if (isTvCodeMaking(c.req.method, path)) return countThen(c, next, "tvCodePerIp", clientAddress(c.req.raw));
  if (isViewerCall(path)) return countThen(c, next, "tvViewerPerIp", clientAddress(c.req.raw));
  if (isSocketPath(path)) return countThen(c, next, "socketOpenPerIp", clientAddress(c.req.raw));
  try {
    await requireAuth(c, async () => {});
  } catch (error) {
    if (!(error instanceof Refusal && error.code === UNAUTHENTICATED)) throw error;
    if (!(await withinLimit(c.env, "unauthenticatedPerIp", clientAddress(c.req.raw)))) return refuseUnauthenticated(c);
    return next();
  }
  return countThen(c, next, "otherCallsPerUser", c.var.auth.uid);
});

const API_PREFIX = "/api/v1";

async function countThen(c: Context<ApiEnv>, next: Next, name: RateLimitName, key: string) {
  if (!(await withinLimit(c.env, name, key))) return refuseAfterReading(c.req.raw, retryAfterOf(name));
  await next();
}

/**
 * requireAuth, with each call it refuses as unauthenticated counted against the address's
 * unauthenticatedPerIp bucket; past it, a 429 instead of the 401.
 */
const verifiedOrCountedApart = createMiddleware<ApiEnv>(async (c, next) => {
  try {
    await requireAuth(c, async () => {});
  } catch (error) {
    const unauthenticated = error instanceof Refusal && error.code === UNAUTHENTICATED;
    if (unauthenticated && !(await withinLimit(c.env, "unauthenticatedPerIp", clientAddress(c.req.raw)))) {
      return refuseUnauthenticated(c);
    }
    throw error;
  }
  await next();
});

/**
 * The 429 of a call without a valid token past its address's bucket, held like every caller
 * who will be refused whatever happens (heldRefusal). The early refusal holds such calls
 * before routing when it can tell the token is no one's; a token that only fails its
 * signature (any script can write one naming any uid) is told apart here, and held here.
 */
function refuseUnauthenticated(c: Context<ApiEnv>): Promise<Response> {
  return heldRefusal(c.req.raw, retryAfterOf("unauthenticatedPerIp"));
}

/** Reads the body (bounded by the API's bodyLimit, which runs before); Hono keeps it for the route. */
const bodyReadFirst = createMiddleware<ApiEnv>(async (c, next) => {
  await c.req.text();
  await next();
});

/**
 * Joins of the public practice game count against its own, lower, address limit; joins of
 * any other game against the pace per address and game (4 a second). After the joiner's own
 * limit and before the address's minute, so a join either of them refuses spends nothing of
 * the minute's budget of the others on that network.
 */
function joinsByGame({ practice, other }: NonNullable<LimitedCall["ruleByGame"]>) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    // Hono keeps the body it read, so the route reads it again as usual.
    const counted = joinByGameKey(clientAddress(c.req.raw), await c.req.text());
    return countThen(c, next, counted.practice ? practice : other, counted.key);
  });
}
