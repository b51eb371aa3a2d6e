/**
 * A token bucket per socket: a burst of control messages is fine, a flood is not.
 * Kept in memory only: after hibernation a socket simply starts with a full bucket.
 */
export class FloodGuard {
  private buckets = new WeakMap<WebSocket, { tokens: number; at: number }>();

  constructor(
    private readonly burst = 20,
    private readonly perSecond = 5,
  ) {}

  /** Whether this socket may send one more message now. */
  allow(socket: WebSocket, now = Date.now()): boolean {
    const bucket = this.buckets.get(socket) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    const allowed = refilled >= 1;
    this.buckets.set(socket, { tokens: allowed ? refilled - 1 : refilled, at: now });
    return allowed;
  }
}
