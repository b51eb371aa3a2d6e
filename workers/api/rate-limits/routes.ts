import type { Hono } from "hono";
import type { BlankSchema } from "hono/types";
import { createMiddleware } from "hono/factory";
import { PRACTICE_GAME_CODE } from "../../../shared/constants";
import { normalizeGameCode } from "../../../shared/game-code";
import type { ApiEnv } from "../api-env";
import { requireAuth } from "../require-auth";
import { freeGamesPerIp } from "./free-games-per-ip.server";
import { rateLimit } from "./rate-limit";

/**
 * Which calls count against which limit (limits.ts). Registered on the API before its
 * routes, so these run first and the route's own handlers run only for a call within every
 * limit. Address rules come before the token check (a flood of bad tokens is counted too),
 * uid rules after it (nobody can spend someone else's budget); requireAuth verifies a token
 * once per request however often it is listed.
 */
export function applyRateLimits(api: Hono<ApiEnv, BlankSchema, "/api/v1">): void {
  api.post("/games", rateLimit("createGamePerIp"), requireAuth, rateLimit("createGamePerUser"), freeGamesPerIp);
  api.post("/games/join", joinsByGame, rateLimit("joinPerIp"), requireAuth, rateLimit("joinPerUser"));
  api.post("/games/:code/socket-ticket", requireAuth, rateLimit("socketTicketPerUser"));
  api.post("/entries", requireAuth, rateLimit("entryWritePerUser"));
  api.delete("/entries/:id", requireAuth, rateLimit("entryWritePerUser"));
  api.put("/entries/:id", requireAuth, rateLimit("markPerUser"));
  for (const path of ["/intent", "/receipt-email", "/store-payment"]) {
    api.post(path, requireAuth, rateLimit("paymentPerUser"));
  }
}

const practiceJoinPerIp = rateLimit("practiceJoinPerIp");
const joinBurstPerIp = rateLimit("joinBurstPerIp");

/**
 * Joins of the public practice game count against its own, lower, address limit; joins of
 * any other game against the burst rule (10 in a window of 10 s), which the practice game's
 * 10 a minute makes moot there. Before the minute's rule, so a join either of them refuses
 * spends nothing of the minute's budget of the others on that network.
 */
const joinsByGame = createMiddleware<ApiEnv>(async (c, next) => {
  // Hono keeps the body it read, so the route reads it again as usual.
  let code: unknown;
  try {
    code = (JSON.parse(await c.req.text()) as { code?: unknown } | null)?.code;
  } catch {
    code = undefined; // the route answers malformed JSON, if the limits let it through
  }
  const isPractice = typeof code === "string" && normalizeGameCode(code) === PRACTICE_GAME_CODE;
  return (isPractice ? practiceJoinPerIp : joinBurstPerIp)(c, next);
});
