import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "./api-env";
import { MAX_BODY_BYTES } from "./capped-body";
import { Refusal, refusal } from "../../shared/refusal";
import { entryRoutes } from "./entries";
import { gameRoutes } from "./games";
import { playedAgainRoutes } from "./played-again";
import { answerRefusal } from "./refusal-status";
import { STRIPE_WEBHOOK_PATH, paymentRoutes, stripeWebhookRoutes } from "./payments";
import { applyRateLimits } from "./rate-limits/routes";
import { socketRoutes } from "./sockets";
import { hostTvPairingRoutes, tvPairingRoutes } from "./tv-pairing";
import { tvViewRoutes } from "./tv-view";
import { userRoutes } from "./user";
import { withDatabase } from "./with-database";
import { outageBehind } from "../db/d1-outage.server";

/** How long a caller refused for D1 being down, or for a change still under way, waits before trying again. */
const STORE_RETRY_AFTER_SECONDS = 5;
/** Refusals that pass by themselves: they say when to try again. */
const PASSING_REFUSALS = new Set(["STORE_UNAVAILABLE", "ACCOUNT_CHANGE_UNDER_WAY"]);


/**
 * The v1 REST API, mounted by the Worker at /api/v1. Not strict about a trailing slash:
 * SPEC §7's resource URLs end in one (/games/), today's clients may not.
 */
export const api = new Hono<ApiEnv>({ strict: false }).basePath("/api/v1");

api.use(async (c, next) => {
  await next();
  // Per-user data: never stored by a shared cache, never sniffed as something else.
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
});

const smallBodies = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw refusal("bodyTooLarge", MAX_BODY_BYTES);
  },
});
// Stripe's webhook has its own, larger limit.
api.use((c, next) =>
  c.req.path.replace(/\/$/, "") === STRIPE_WEBHOOK_PATH ? next() : smallBodies(c, next),
);

api.use(withDatabase);
// Before the routes: a call past a limit is answered 429 before any handler runs.
applyRateLimits(api);

api.route("/user", userRoutes);
// Before gameRoutes: the socket itself authenticates with a ticket, not a bearer token.
api.route("/games", socketRoutes);
// Before gameRoutes too: a TV view reads with its viewer key, not a bearer token.
api.route("/games", tvViewRoutes);
api.route("/games", hostTvPairingRoutes);
// A TV not yet paired with any game (no token, no game): its code and its wait.
api.route("/tv-pairings", tvPairingRoutes);
api.route("/games", gameRoutes);
api.route("/games", playedAgainRoutes);
api.route("/entries", entryRoutes);
api.route("/", paymentRoutes);
api.route("/stripe", stripeWebhookRoutes);

api.notFound((c) => answerRefusal(c, new Refusal("not-found", "NOT_FOUND", {})));

api.onError((error, c) => {
  if (error instanceof Refusal) {
    return answerRefusal(c, error, PASSING_REFUSALS.has(error.code) ? { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } : undefined);
  }
  // A game's room restarting or overloaded: the runtime says the call may be sent again.
  if (roomWillAnswerAgain(error)) {
    console.error("a game's room did not answer:", error);
    return answerRefusal(c, refusal("storeUnavailable"), { "Retry-After": "1" });
  }
  const outage = outageBehind(error);
  if (outage) {
    console.error("D1 unavailable:", outage.cause);
    return answerRefusal(c, refusal("storeUnavailable"), { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) });
  }
  if (error instanceof HTTPException) {
    // Hono's own 4xx (e.g. a body it could not parse): keep the status, use our shape.
    const status = error.status >= 500 ? 500 : error.status;
    return c.json({ code: "BAD_REQUEST", errors: { request: [error.message] } }, status);
  }
  // Log for us, say nothing of internals to the caller.
  console.error("unhandled API error:", error);
  return c.json({ code: "INTERNAL_ERROR", errors: {} }, 500);
});

/** An error of a Durable Object call that the runtime marks as worth sending again (reset, overloaded). */
function roomWillAnswerAgain(error: unknown): boolean {
  const flags = error as { retryable?: unknown; overloaded?: unknown } | null;
  return typeof flags === "object" && flags !== null && (flags.retryable === true || flags.overloaded === true);
}
