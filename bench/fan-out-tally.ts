/**
 * The bookkeeping of a fan-out measurement, the same for the GameRoom and for the floor:
 * which versions each client received and in what order, and when the last client
 * received a given version.
 */

/** What one client has seen since the tally was last reset. */
interface ClientLog {
  highest: number;
  broadcasts: Set<number>;
  outOfOrder: number;
}

interface Arrivals {
  count: number;
  firstAt: number;
  lastAt: number;
}

export interface FanOutCounts {
  /** Broadcast versions some client never received, summed over clients. */
  lost: number;
  /** Messages whose version was lower than one the client had already received. */
  outOfOrder: number;
  /** How many clients lost or reordered anything. */
  clientsAffected: number;
}

export class FanOutTally {
  private readonly logs: ClientLog[] = [];
  private readonly arrivals = new Map<number, Arrivals>();
  private waiter: { version: number; done: () => void } | null = null;

  /** Registers a client; its messages are reported with the returned index. */
  addClient(): number {
    this.logs.push({ highest: 0, broadcasts: new Set(), outOfOrder: 0 });
    return this.logs.length - 1;
  }

  get clientCount(): number {
    return this.logs.length;
  }

  /**
   * Client `index` got a message of `version`. Every message counts for order; only the
   * broadcasts under test (`isBroadcast`) count for arrival and loss.
   */
  received(index: number, version: number, isBroadcast: boolean, at = performance.now()): void {
    const log = this.logs[index]!;
    if (version < log.highest) log.outOfOrder += 1;
    log.highest = Math.max(log.highest, version);
    if (!isBroadcast || log.broadcasts.has(version)) return;
    log.broadcasts.add(version);
    const arrivals = this.arrivals.get(version) ?? { count: 0, firstAt: at, lastAt: 0 };
    arrivals.count += 1;
    arrivals.lastAt = at;
    this.arrivals.set(version, arrivals);
    if (this.waiter?.version === version && arrivals.count === this.logs.length) this.waiter.done();
  }

  /**
   * When the first and the last client received `version`, or null if not all have within
   * `timeoutMs`.
   */
  async whenAllHave(version: number, timeoutMs: number): Promise<{ firstAt: number; lastAt: number } | null> {
    const arrivals = this.arrivals.get(version);
    if (!arrivals || arrivals.count < this.logs.length) {
      const complete = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs);
        const finish = (done: boolean) => {
          clearTimeout(timer);
          this.waiter = null;
          resolve(done);
        };
        this.waiter = { version, done: () => finish(true) };
      });
      if (!complete) return null;
    }
    const { firstAt, lastAt } = this.arrivals.get(version)!;
    return { firstAt, lastAt };
  }

  /** Starts a new phase: order and loss are counted afresh, the highest versions are kept. */
  reset(): void {
    for (const log of this.logs) {
      log.broadcasts.clear();
      log.outOfOrder = 0;
    }
    this.arrivals.clear();
  }

  /** Lost and out-of-order events of this phase, given the versions that were broadcast. */
  counts(broadcastVersions: number[]): FanOutCounts {
    const counts: FanOutCounts = { lost: 0, outOfOrder: 0, clientsAffected: 0 };
    for (const log of this.logs) {
      const lost = broadcastVersions.filter((version) => !log.broadcasts.has(version)).length;
      counts.lost += lost;
      counts.outOfOrder += log.outOfOrder;
      if (lost > 0 || log.outOfOrder > 0) counts.clientsAffected += 1;
    }
    return counts;
  }
}

export interface FanOutTimes {
  /** Milliseconds from sending each trigger until every client had its version. */
  latencies: number[];
  /** Milliseconds from sending each trigger until the first client had it. */
  firstArrivals: number[];
  /** Milliseconds from sending each trigger until its reply (which names the version). */
  replies: number[];
  /** When each timed trigger was sent (performance.now(), ms since this process started). */
  sentAt: number[];
  versions: number[];
  /** Broadcasts that did not reach every client within the per-broadcast timeout. */
  incomplete: number;
}

/**
 * Collects this process's own heap before a timed series, where node runs with --expose-gc
 * (bench:realtime's script). The clients of every room run in this process: without it, the
 * first series after the set-up (ours: 500 players joined, their sockets opened) met the
 * young generation's collections of that set-up, 5–7 ms pauses in the middle of its marks that
 * `node --trace-gc` showed at the times of its slowest marks, and the series after it did not
 * (docs/decisions/035).
 */
function collectClientGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Sends `count` broadcasts one after another: each waits for its trigger's reply (which
 * names the version it made) and for every client to have that version. The first
 * `warmUp` are not timed (they are still checked for loss and order); the process's heap is
 * collected between them and the timed ones.
 */
export async function timeBroadcasts(
  tally: FanOutTally,
  trigger: (index: number) => Promise<number>,
  count: number,
  warmUp: number,
  timeoutMs: number,
): Promise<FanOutTimes> {
  const times: FanOutTimes = { latencies: [], firstArrivals: [], replies: [], sentAt: [], versions: [], incomplete: 0 };
  for (let index = 0; index < warmUp + count; index += 1) {
    if (index === warmUp) collectClientGarbage();
    const sentAt = performance.now();
    const version = await trigger(index);
    const repliedAt = performance.now();
    const arrived = await tally.whenAllHave(version, timeoutMs);
    times.versions.push(version);
    if (arrived === null) times.incomplete += 1;
    else if (index >= warmUp) {
      times.latencies.push(arrived.lastAt - sentAt);
      times.firstArrivals.push(arrived.firstAt - sentAt);
      times.replies.push(repliedAt - sentAt);
      times.sentAt.push(sentAt);
    }
  }
  return times;
}
