/**
 * Every abuse limit of the API, in one place (docs/decisions/012-abuse-limits.md).
 *
 * Each rule is a Workers Rate Limiting binding: a counter per key in a fixed window of 10 or
 * 60 seconds (the only periods the binding has), counted per Cloudflare location. The binding
 * takes its limit and period from wrangler.toml, which must say exactly what is here (twice:
 * bindings are not inherited by [env.production]); `shared/rate-limit-config.test.ts` fails
 * when they differ, so Retry-After and the docs never lie about the configuration.
 *
 * `uid` rules count a signed-in caller (checked after the token is verified, so nobody can
 * spend someone else's budget); `ip` rules count the client address (CF-Connecting-IP), for
 * the calls that make identities or games, since a private window is a new anonymous uid.
 * A call is counted against its caller's own rules first and against its address's only
 * when they let it through (routes.ts): an account spends at most its own allowance of what
 * its network shares.
 */
export interface RateLimitRule {
  /** The wrangler.toml binding that counts it. */
  binding: `RL_${string}`;
  /** wrangler.toml's namespace_id: unique per rule within the Cloudflare account. */
  namespaceId: number;
  scope: "uid" | "ip";
  limit: number;
  periodSeconds: 10 | 60;
  /**
   * A pace rather than a window: the key carries the current slot of this many
   * seconds, so `limit` calls pass in each slot and a refusal says to come back when the next
   * one starts. The binding's own window (periodSeconds) only outlives the slot's key.
   */
  slotSeconds?: 1;
}

/** A pace's slot and the spacing of its calls within it (paceOf). */
export interface Pace {
  slotMs: number;
  spacingMs: number;
}

export const RATE_LIMITS = {
  /** A person makes a game now and then; the paywall limits the rest. */
  createGamePerUser: { binding: "RL_CREATE_GAME_USER", namespaceId: 1701, scope: "uid", limit: 5, periodSeconds: 60 },
  /** Many new anonymous identities making games from one network. */
  createGamePerIp: { binding: "RL_CREATE_GAME_IP", namespaceId: 1702, scope: "ip", limit: 10, periodSeconds: 60 },
  /**
   * Counted before the address's join rules, so every join the web app sends again after the
   * pace refused it (shared/join-retry.ts, up to JOIN_RETRIES times) spends one of these: a
   * guest of a busy venue must not run out of their own joins while waiting their turn.
   */
  joinPerUser: { binding: "RL_JOIN_USER", namespaceId: 1703, scope: "uid", limit: 20, periodSeconds: 60 },
  /**
   * A whole party on one Wi-Fi joins within a minute: Firebase makes at most 100 new accounts
   * an hour per address, so that is the party to serve; a script filling games stops there.
   */
  joinPerIp: { binding: "RL_JOIN_IP", namespaceId: 1704, scope: "ip", limit: 100, periodSeconds: 60 },
  /**
   * Joins of one game from one network, paced: 4 in each second (keyed by address and game,
   * limited-calls.ts). A venue's guests arrive spread out and get in at once or a second later;
   * a flood's joins land spread out too, never 40 in one second holding up every honest mark
   * of the game (bench:abuse and bench:venue, docs/decisions/012).
   */
  joinPacePerIp: { binding: "RL_JOIN_PACE_IP", namespaceId: 1711, scope: "ip", limit: 4, periodSeconds: 10, slotSeconds: 1 },
  /** The shared practice game is public: joining it again and again churns everyone's round. */
  practiceJoinPerIp: { binding: "RL_PRACTICE_IP", namespaceId: 1705, scope: "ip", limit: 10, periodSeconds: 60 },
  /** Adding and deleting entries: far above typing speed, far below a loop. */
  entryWritePerUser: { binding: "RL_ENTRY_WRITE_USER", namespaceId: 1706, scope: "uid", limit: 60, periodSeconds: 60 },
  /** Marks come in quick bursts when a round heats up; 3 a second sustained is no human. */
  markPerUser: { binding: "RL_MARK_USER", namespaceId: 1707, scope: "uid", limit: 30, periodSeconds: 10 },
  /**
   * The same marks, paced: 5 in each second (docs/decisions/048). Faster than anyone taps; a
   * script's 30 at once then reach the game's room five a second instead of in one go, which
   * held up every other player's mark behind them (bench:abuse). Counted before the window,
   * so a mark the pace refuses spends nothing of the ten seconds' 30.
   */
  markPacePerUser: { binding: "RL_MARK_PACE_USER", namespaceId: 1719, scope: "uid", limit: 5, periodSeconds: 10, slotSeconds: 1 },
  /** Each ticket opens one socket; the live connection reconnects with back-off. */
  socketTicketPerUser: { binding: "RL_SOCKET_TICKET_USER", namespaceId: 1708, scope: "uid", limit: 10, periodSeconds: 60 },
  /** /intent, /receipt-email and /store-payment reach Stripe's API, whose own limit is everyone's. */
  paymentPerUser: { binding: "RL_PAYMENT_USER", namespaceId: 1709, scope: "uid", limit: 10, periodSeconds: 60 },
  /** /join/{code}/ shows a game's name to anyone: probing codes must be slow. */
  joinPreviewPerIp: { binding: "RL_JOIN_PREVIEW_IP", namespaceId: 1710, scope: "ip", limit: 30, periodSeconds: 60 },
  /**
   * Limited calls with no token, or one that does not verify, from one address:
   * their own small bucket, so junk from a neighbour spends nothing a signed-in guest there
   * needs. Real clients send a token; a few misses (a token expiring mid-call) fit easily.
   */
  unauthenticatedPerIp: { binding: "RL_UNAUTHENTICATED_IP", namespaceId: 1712, scope: "ip", limit: 20, periodSeconds: 60 },
  /**
   * Every call not listed in limited-calls.ts (reads, the host's controls, Bingo, rounds, the
   * user's calls), per person: far above what a screen sends (its reads are cached
   * for 5 s), far below a loop.
   */
  otherCallsPerUser: { binding: "RL_OTHER_CALLS_USER", namespaceId: 1713, scope: "uid", limit: 120, periodSeconds: 60 },
  /**
   * Opening a game's socket uses a ticket up in its room and carries no token: counted per address
   * before any write. A whole venue's phones reconnecting after a Wi-Fi blip fit.
   */
  socketOpenPerIp: { binding: "RL_SOCKET_OPEN_IP", namespaceId: 1714, scope: "ip", limit: 1000, periodSeconds: 60 },
  /**
   * A TV view's calls, which carry a viewer key instead of a token (docs/decisions/018-tv-view.md):
   * its read and its socket's ticket, per address, before the room is asked about the key. A TV reads
   * once and reconnects with back-off (a dozen calls in a bad minute); a few TVs in one room fit.
   */
  tvViewerPerIp: { binding: "RL_TV_VIEWER_IP", namespaceId: 1715, scope: "ip", limit: 60, periodSeconds: 60 },
  /**
   * A TV's pairing code (shared/tv-pairing.ts), per address: a TV asks for one each ten
   * minutes (a few TVs, a few reloads fit); a script filling D1 with codes does not. The TV's
   * waits for its pairing count with its view's calls (tvViewerPerIp).
   */
  tvCodePerIp: { binding: "RL_TV_CODE_IP", namespaceId: 1716, scope: "ip", limit: 10, periodSeconds: 60 },
  /**
   * Typing a TV's code, per person, then per address: a code is six characters of 32 (a billion)
   * and lives ten minutes, so guesses at these rates find a stranger's TV about once in a
   * hundred years of trying; a host's typos fit easily.
   */
  tvPairPerUser: { binding: "RL_TV_PAIR_USER", namespaceId: 1717, scope: "uid", limit: 10, periodSeconds: 60 },
  tvPairPerIp: { binding: "RL_TV_PAIR_IP", namespaceId: 1718, scope: "ip", limit: 30, periodSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * A pace's slot and its calls shared out over it (the join pace's quarter second): how far
 * apart its held callers wake (early-refusal.ts). Null for a window.
 */
export function paceOf(name: RateLimitName): Pace | null {
  const rule: RateLimitRule = RATE_LIMITS[name];
  if (!rule.slotSeconds) return null;
  const slotMs = rule.slotSeconds * 1000;
  return { slotMs, spacingMs: slotMs / rule.limit };
}

/** The Retry-After of a refusal by rule `name`: its slot for a pace, else its window. */
export function retryAfterOf(name: RateLimitName): number {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.slotSeconds ?? rule.periodSeconds;
}

/**
 * Free games (an anonymous account's first) made from one client address per UTC day. The
 * binding has no daily period, so D1 counts these (free-games-per-ip.server.ts). Generous
 * for a household sharing an address, a wall for a script minting anonymous accounts.
 */
export const FREE_GAMES_PER_IP_PER_DAY = 50;

/**
 * A caller refused by a rule who calls again before the refusal is over is held this long at
 * most (early-refusal.ts), answered when the refusal ends or, if it lasts longer, after a
 * random time between half of this and all of it: a flood then costs its few calls a second,
 * not as many as it can send, and they do not all come back at once (bench:abuse).
 */
export const REFUSED_CALLER_HOLD_MS = 1_000;

/**
 * Calls of one caller running at once (calls-in-flight.ts): per uid for a signed-in call, per
 * client address for a join or a creation (a household may join at once). A call over it is
 * held (holdCaller) and runs if a slot has freed by then, else is refused with Retry-After
 * IN_FLIGHT_RETRY_AFTER_SECONDS, which the web app waits out by itself (in-flight-cap.ts).
 * A person's marks overlap by one or two; 30 sent at once are a script.
 */
export const CALLS_IN_FLIGHT = { perUser: 2, perAddress: 2 } as const;
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;
