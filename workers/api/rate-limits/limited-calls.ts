import { PRACTICE_GAME_CODE } from "../../../shared/constants";
import { normalizeGameCode } from "../../../shared/game-code";
import type { RateLimitName } from "./limits";

/**
 * Which API calls count against which limits (limits.ts), stated once: the Hono middleware
 * (routes.ts) counts them, and the early refusal (early-refusal.ts) answers a caller it has
 * already refused without routing the call at all.
 */
export interface LimitedCall {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under /api/v1, in Hono's syntax (`:id` is one segment). */
  path: string;
  /**
   * Counted after the token is verified (nobody can spend someone else's budget; a call
   * without a valid token counts only against unauthenticatedPerIp), the caller's own (uid)
   * rules first, then the address's (routes.ts); the first exhausted one answers.
   */
  rules: RateLimitName[];
  /**
   * A join: after its uid rules and before its address rules, the address rule for the game
   * it asks for, chosen from the body (routes.ts's `joinsByGame`): the practice game's own,
   * or the pace, counted per address and game (joinByGameKey).
   */
  ruleByGame?: { practice: RateLimitName; other: RateLimitName };
  /**
   * Whose calls at once are capped (CALLS_IN_FLIGHT): a join's or a creation's by client
   * address, a game call's by uid. Payment calls are not: they wait on Stripe, not on the
   * thread the game's marks need, and a double tap on Pay must reach the idempotent server.
   */
  inFlight: "ip" | "uid" | null;
}

export const LIMITED_CALLS: LimitedCall[] = [
  { method: "POST", path: "/games", rules: ["createGamePerIp", "createGamePerUser"], inFlight: "ip" },
  // Playing a game again creates one (docs/decisions/031): counted as a creation.
  { method: "POST", path: "/games/:code/play-again", rules: ["createGamePerIp", "createGamePerUser"], inFlight: "ip" },
  {
    method: "POST",
    path: "/games/join",
    rules: ["joinPerIp", "joinPerUser"],
    ruleByGame: { practice: "practiceJoinPerIp", other: "joinPacePerIp" },
    inFlight: "ip",
  },
  { method: "POST", path: "/games/:code/socket-ticket", rules: ["socketTicketPerUser"], inFlight: "uid" },
  { method: "POST", path: "/entries", rules: ["entryWritePerUser"], inFlight: "uid" },
  { method: "PATCH", path: "/entries/:id", rules: ["entryWritePerUser"], inFlight: "uid" },
  { method: "DELETE", path: "/entries/:id", rules: ["entryWritePerUser"], inFlight: "uid" },
  { method: "PUT", path: "/entries/:id", rules: ["markPacePerUser", "markPerUser"], inFlight: "uid" },
  { method: "POST", path: "/intent", rules: ["paymentPerUser"], inFlight: null },
  { method: "POST", path: "/receipt-email", rules: ["paymentPerUser"], inFlight: null },
  { method: "POST", path: "/store-payment", rules: ["paymentPerUser"], inFlight: null },
  // Each is a guess at a TV's code (shared/tv-pairing.ts): counted however it is answered.
  { method: "POST", path: "/games/:code/tv-pairing", rules: ["tvPairPerUser", "tvPairPerIp"], inFlight: "uid" },
];

/** Each limited call's path as a pattern (Hono's `:param` is one segment; a trailing slash is optional). */
const MATCHERS = LIMITED_CALLS.map((call) => ({
  call,
  pattern: new RegExp(`^${call.path.replace(/:[^/]+/g, "[^/]+")}/?$`),
}));

/** The limited call a request under /api/v1 is, if any (`path` without the /api/v1). */
export function limitedCallOf(method: string, path: string): LimitedCall | undefined {
  return MATCHERS.find(({ call, pattern }) => call.method === method && pattern.test(path))?.call;
}

/** Whether a path under /api/v1 is a game's socket URL. */
export const isSocketPath = (path: string) => /^\/games\/[^/]+\/socket\/?$/.test(path);

/**
 * Whether a call under /api/v1 is a TV view's (docs/decisions/018-tv-view.md), made with its
 * viewer key: its read, or the ticket for its socket (the socket itself is counted like every other);
 * or a TV's wait for its pairing, made with the pairing's secret.
 */
export const isViewerCall = (path: string) =>
  /^\/games\/[^/]+\/tv(\/socket-ticket)?\/?$/.test(path) || /^\/tv-pairings\/[^/]+\/?$/.test(path);

/** Whether a call under /api/v1 makes a TV's pairing code (shared/tv-pairing.ts): no token, a row in D1. */
export const isTvCodeMaking = (method: string, path: string) => method === "POST" && /^\/tv-pairings\/?$/.test(path);

/**
 * Which of a join's by-game rules counts it, and under which key: the practice game's per
 * address; any other game's per address and game (a venue's crowd joins one game;
 * the address's minute, joinPerIp, still bounds all its joins together). Malformed JSON is the
 * route's to answer: it counts as a game of its own.
 */
export function joinByGameKey(address: string, body: string): { practice: boolean; key: string } {
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  const game = typeof code === "string" ? normalizeGameCode(code) : "";
  if (game === PRACTICE_GAME_CODE) return { practice: true, key: address };
  return { practice: false, key: `${address}|${game.slice(0, 16)}` };
}
