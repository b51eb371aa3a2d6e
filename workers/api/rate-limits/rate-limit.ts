import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { requestLanguage } from "../../../shared/languages";
import { rateLimitedBody, rateLimitedMessage } from "../../../shared/rate-limited";
import { ANSWER_LANGUAGE_VARY, errorBodyIn } from "../answer-language";
import type { ApiEnv } from "../api-env";
import { drainCappedBody } from "../capped-body";
import { clientAddress } from "./client-address";
import { RATE_LIMITS, REFUSED_CALLER_HOLD_MS, retryAfterOf, type RateLimitName, type RateLimitRule } from "./limits";
import { RefusedKeys } from "./refused-keys";

/**
 * The 429 of a refused call: the documented error shape, Retry-After in seconds, said in the
 * caller's language (answer-language.ts). A flood is answered thousands of times with one of a
 * handful of these, so each body is serialised once per language, and the answer is made
 * once, finished: not made in English and then again in the caller's language, two Responses
 * and a copy of their headers for each of a flood's refusals (docs/decisions/051).
 */
export function rateLimitedResponse(request: Request, retryAfterSeconds: number): Response {
  const language = requestLanguage(request.headers);
  // Keyed by the message, not the seconds: a day's free games refuse with any of 86,400.
  const message = rateLimitedMessage(retryAfterSeconds);
  const key = `${language} ${message}`;
  let body = rateLimitedBodies.get(key);
  if (body === undefined) {
    body = JSON.stringify(errorBodyIn(rateLimitedBody(retryAfterSeconds), language));
    rateLimitedBodies.set(key, body);
  }
  return new Response(body, {
    status: 429,
    headers: {
      "Content-Type": "application/json",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      Vary: ANSWER_LANGUAGE_VARY,
      "Content-Language": language,
    },
  });
}

const rateLimitedBodies = new Map<string, string>();

// Per isolate: a key refused here is refused here until its Retry-After has passed.
const refusedKeys = new RefusedKeys();

/**
 * Counts one call against a rule; true if it is within the limit. Keys are namespaced by
 * rule, so two rules sharing a binding could never eat each other's budget.
 */
export async function withinLimit(env: Env, name: RateLimitName, key: string): Promise<boolean> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const nowMs = Date.now();
  const ruleKey = ruleKeyOf(name, key, nowMs);
  if (refusedKeys.isRefused(ruleKey, nowMs)) return false;
  const binding: RateLimit = env[RATE_LIMITS[name].binding];
  const { success } = await binding.limit({ key: ruleKey });
  if (!success) {
    // A pace's refusal lasts until its slot ends (the next slot is another key); a window's, its period.
    const slotMs = (rule.slotSeconds ?? 0) * 1000;
    refusedKeys.refuse(ruleKey, nowMs, slotMs ? slotMs - (nowMs % slotMs) : rule.periodSeconds * 1000);
  }
  return success;
}

/** The binding's key of `key` under rule `name` at `nowMs`: a pace's carries its current slot. */
function ruleKeyOf(name: RateLimitName, key: string, nowMs: number): string {
  const slotSeconds: number | undefined = (RATE_LIMITS[name] as RateLimitRule).slotSeconds;
  return slotSeconds ? `${name}:${key}@${Math.floor(nowMs / (slotSeconds * 1000))}` : `${name}:${key}`;
}

/** Whether this isolate refused `key` under rule `name` and its Retry-After has not passed. */
export function isRefusedNow(name: RateLimitName, key: string): boolean {
  return refusalEndOf(name, key) !== null;
}

/** When this isolate's refusal of `key` under rule `name` ends (ms since the epoch); null if none. */
export function refusalEndOf(name: RateLimitName, key: string): number | null {
  const nowMs = Date.now();
  return refusedKeys.refusedUntil(ruleKeyOf(name, key, nowMs), nowMs);
}

/**
 * The 429 of a call refused without reading its body: reads (at most 16 KiB of) it first, since
 * workerd closes a connection whose request body was left unread, so a flood's refused calls
 * would each cost a new connection (and its caller an unanswered call) instead of a short 429.
 * A body that says or proves it is larger is cancelled unread (readCappedBody).
 */
export async function refuseAfterReading(request: Request, retryAfterSeconds: number): Promise<Response> {
  if (!request.bodyUsed) await drainCappedBody(request);
  return rateLimitedResponse(request, retryAfterSeconds);
}

/**
 * The 429 of a caller who will be refused whatever happens, answered after a random time
 * between half of REFUSED_CALLER_HOLD_MS and all of it (a timer, no work): a flood that sends
 * its next call the moment it is answered then runs at a few calls a second, not at the pace
 * of our answers, and a flood's calls, refused together, come back spread out instead of as
 * one herd holding up every honest call of the game (bench:abuse's trace).
 */
export async function heldRefusal(request: Request, retryAfterSeconds: number): Promise<Response> {
  await holdCaller();
  return refuseAfterReading(request, retryAfterSeconds);
}

/**
 * A timer for a random time between half of REFUSED_CALLER_HOLD_MS and all of it: how long a
 * caller we will not serve now is held before it hears more (heldRefusal, and a call over
 * the cap on calls at once: in-flight-cap.ts). Spread out, so calls held together wake apart.
 */
export function holdCaller(): Promise<void> {
  return scheduler.wait(REFUSED_CALLER_HOLD_MS * (0.5 + Math.random() / 2));
}

function keyFor(c: Context<ApiEnv>, name: RateLimitName): string {
  return RATE_LIMITS[name].scope === "uid" ? c.var.auth.uid : clientAddress(c.req.raw);
}

/**
 * Middleware that refuses a call past any of `names` with 429 before the handler runs, so a
 * refused call changes nothing. Rules keyed by uid must come after requireAuth. Each rule is
 * counted in turn and the first one exhausted answers: a call refused by an address's rule
 * has already spent one of the caller's own (they come first, routes.ts), which only ever
 * makes a flood slower.
 */
export function rateLimit(...names: RateLimitName[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    for (const name of names) {
      if (!(await withinLimit(c.env, name, keyFor(c, name)))) {
        return refuseAfterReading(c.req.raw, retryAfterOf(name));
      }
    }
    await next();
  });
}
