import { PRACTICE_GAME_CODE } from "../../../shared/constants";
import { normalizeGameCode } from "../../../shared/game-code";
import type { RateLimitName } from "./limits";

/**
 * Which API calls count against which limits (limits.ts), stated once: the Hono middleware
 * (routes.ts) counts them, and the early refusal (early-refusal.ts) answers a caller it has
 * already refused without routing the call at all.
 */
export interface LimitedCall {
  method: "POST" | "PUT" | "DELETE";
  /** The path under /api/v1, in Hono's syntax (`:id` is one segment). */
  path: string;
  /**
   * Counted in this order, the first exhausted one answering: address rules before the
   * token check (a flood of bad tokens is counted too), uid rules after it (nobody can spend
   * someone else's budget).
   */
  rules: RateLimitName[];
  /**
   * A join: before its rules, the address rule for the game it asks for, chosen from the
   * body (routes.ts's `joinsByGame`): the practice game's own, or the burst rule.
   */
  ruleByGame?: { practice: RateLimitName; other: RateLimitName };
}

export const LIMITED_CALLS: LimitedCall[] = [
  { method: "POST", path: "/games", rules: ["createGamePerIp", "createGamePerUser"] },
  {
    method: "POST",
    path: "/games/join",
    rules: ["joinPerIp", "joinPerUser"],
    ruleByGame: { practice: "practiceJoinPerIp", other: "joinBurstPerIp" },
  },
  { method: "POST", path: "/games/:code/socket-ticket", rules: ["socketTicketPerUser"] },
  { method: "POST", path: "/entries", rules: ["entryWritePerUser"] },
  { method: "DELETE", path: "/entries/:id", rules: ["entryWritePerUser"] },
  { method: "PUT", path: "/entries/:id", rules: ["markPerUser"] },
  { method: "POST", path: "/intent", rules: ["paymentPerUser"] },
  { method: "POST", path: "/receipt-email", rules: ["paymentPerUser"] },
  { method: "POST", path: "/store-payment", rules: ["paymentPerUser"] },
];

/** Whether a join's body asks for the practice game (malformed JSON is the route's to answer). */
export function isPracticeJoin(body: string): boolean {
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  return typeof code === "string" && normalizeGameCode(code) === PRACTICE_GAME_CODE;
}
