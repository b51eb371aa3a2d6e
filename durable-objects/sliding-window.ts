/**
 * At most `limit` events per key in any `periodMs`: the room's own rate for a player's marks
 * over sockets, which no Worker rate limit sees. In memory: a room that restarts forgets, as
 * the edge's limits do.
 */
export class SlidingWindow {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly periodMs: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const recent = (this.times.get(key) ?? []).filter((at) => at > now - this.periodMs);
    if (recent.length >= this.limit) {
      this.times.set(key, recent);
      return false;
    }
    recent.push(now);
    this.times.set(key, recent);
    return true;
  }
}
