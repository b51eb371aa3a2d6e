import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { RATE_LIMITED, rateLimitedMessage } from "../../../shared/rate-limited";
import type { ApiEnv } from "../api-env";
import { readCappedBody } from "../capped-body";
import { clientAddress } from "./client-address";
import { RATE_LIMITS, type RateLimitName } from "./limits";
import { RefusedKeys } from "./refused-keys";

/** The 429 of a refused call: the documented error shape, Retry-After in seconds. */
export function rateLimitedResponse(retryAfterSeconds: number): Response {
  const body = { code: RATE_LIMITED, errors: { request: [rateLimitedMessage(retryAfterSeconds)] } };
  return Response.json(body, {
    status: 429,
    headers: {
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// Per isolate: a key refused here is refused here until its Retry-After has passed.
const refusedKeys = new RefusedKeys();

/**
 * Counts one call against a rule; true if it is within the limit. Keys are namespaced by
 * rule, so two rules sharing a binding could never eat each other's budget.
 */
export async function withinLimit(env: Env, name: RateLimitName, key: string): Promise<boolean> {
  const rule = RATE_LIMITS[name];
  const ruleKey = `${name}:${key}`;
  if (isRefusedNow(name, key)) return false;
  const binding: RateLimit = env[rule.binding];
  const { success } = await binding.limit({ key: ruleKey });
  if (!success) refusedKeys.refuse(ruleKey, Date.now(), rule.periodSeconds * 1000);
  return success;
}

/** Whether this isolate refused `key` under rule `name` and its Retry-After has not passed. */
export function isRefusedNow(name: RateLimitName, key: string): boolean {
  return refusedKeys.isRefused(`${name}:${key}`, Date.now());
}

/**
 * The 429 of a call refused without reading its body: reads (at most 16 KiB of) it first, since
 * workerd closes a connection whose request body was left unread, so a flood's refused calls
 * would each cost a new connection (and its caller an unanswered call) instead of a short 429.
 * A body that says or proves it is larger is cancelled unread (readCappedBody).
 */
export async function refuseAfterReading(request: Request, retryAfterSeconds: number): Promise<Response> {
  if (!request.bodyUsed) await readCappedBody(request);
  return rateLimitedResponse(retryAfterSeconds);
}

function keyFor(c: Context<ApiEnv>, name: RateLimitName): string {
  return RATE_LIMITS[name].scope === "uid" ? c.var.auth.uid : clientAddress(c.req.raw);
}

/**
 * Middleware that refuses a call past any of `names` with 429 before the handler runs, so a
 * refused call changes nothing. Rules keyed by uid must come after requireAuth. Each rule is
 * counted in turn and the first one exhausted answers: a call refused by the IP rule has
 * already spent one of the caller's own, which only ever makes a flood slower.
 */
export function rateLimit(...names: RateLimitName[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    for (const name of names) {
      if (!(await withinLimit(c.env, name, keyFor(c, name)))) {
        return refuseAfterReading(c.req.raw, RATE_LIMITS[name].periodSeconds);
      }
    }
    await next();
  });
}
