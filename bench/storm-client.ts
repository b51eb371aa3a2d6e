/**
 * A storm player's screen for bench:global: the web app's client rules for a game's version
 * and squares, restated for a Node client (app/ is the browser's TypeScript program):
 *
 * - app/game/game-store.ts: a change applies if its version is not older than the one held;
 *   a version more than one ahead is a gap (hasGapBefore).
 * - app/game/realtime-protocol.ts: a socket message behind a gap is not applied, the game is
 *   read again; presence (no change) asks for a read when its version is ahead.
 * - app/game/game-socket.client.ts: one read at a time; gaps seen meanwhile ask for one more.
 * - app/game/game-api.ts: a mark carries basedOnVersion; its own answer is applied even over a
 *   gap, then the game is read again (others' changes are on their way); MARK_SUPERSEDED reads
 *   the game again. A read is GET /games/{code}?with=entries (the game and its entries, one call).
 *
 * What the benchmark counts is what those rules would make a phone do.
 */
import type WebSocket from "ws";
import type { RealtimeMessage } from "./bench-sockets.ts";
import type { RegionPlayer } from "./region-player.ts";

/** shared/refusal.ts's code for a mark overtaken by someone else's change of the square. */
const MARK_SUPERSEDED = "MARK_SUPERSEDED";

export interface Square {
  id: number;
  isMarked: boolean;
  markedBy: number | null;
}

/** What each rule made this client do during one storm. */
export interface StormCounts {
  /** Socket messages of a change whose version skipped one: not applied, a read instead. */
  socketGaps: number;
  /** Presence whose version was ahead of the client's. */
  presenceAhead: number;
  /** Own mark answers that skipped a version (applied, then a read). */
  answerGaps: number;
  /** Own marks refused as overtaken by someone else's (then a read). */
  superseded: number;
  /** Whole-game reads made. */
  reads: number;
}

const noCounts = (): StormCounts => ({ socketGaps: 0, presenceAhead: 0, answerGaps: 0, superseded: 0, reads: 0 });

export class StormClient {
  readonly player: RegionPlayer;
  version = -1;
  readonly squares = new Map<number, Square>();
  counts = noCounts();
  /** How many players the latest presence listed online. */
  online = 0;
  /** When this client last received a message or finished a read: the storm is over once all are quiet. */
  lastActivityAt = 0;
  private readonly code: string;
  private socket: WebSocket | null = null;
  private readState: "idle" | "reading" | "again" = "idle";
  private readonly reading = new Set<Promise<void>>();
  private marksInFlight = 0;

  constructor(player: RegionPlayer, code: string) {
    this.player = player;
    this.code = code;
  }

  /** Whether a read or a mark of this client is still on its way. */
  get isBusy(): boolean {
    return this.readState !== "idle" || this.reading.size > 0 || this.marksInFlight > 0;
  }

  async connect(): Promise<void> {
    this.socket = await this.player.openGameSocket(this.code, (message) => this.receive(message));
  }

  get openSocket(): WebSocket | null {
    return this.socket;
  }

  /** Counts start afresh for the next storm; the state is kept. */
  resetCounts(): void {
    this.counts = noCounts();
  }

  /** game-store.ts's applySnapshot: a read replaces everything not newer than it. */
  async read(): Promise<void> {
    this.counts.reads += 1;
    const read = await this.player.call<{ version: number }>("GET", `/games/${this.code}?with=entries`);
    const { data: game, entries } = read.body as { data: { version: number }; entries: Square[] };
    this.lastActivityAt = performance.now();
    if (game.version < this.version) return;
    this.squares.clear();
    for (const square of entries) this.upsert(square);
    this.version = game.version;
  }

  /** A tap on a square, as setEntryMarked sends it and handles its answer. */
  async tap(entryId: number, isMarked: boolean): Promise<number> {
    this.marksInFlight += 1;
    try {
      const basedOnVersion = Math.max(0, this.version);
      const reply = await this.player.call<Square>("PUT", `/entries/${entryId}`, { isMarked, basedOnVersion });
      const refusal = reply.body as unknown as { code?: string };
      if (reply.status === 409 && refusal.code === MARK_SUPERSEDED) {
        this.counts.superseded += 1;
        this.background(this.read());
      } else if (reply.status !== 200 || reply.body.version === undefined) {
        throw new Error(`${this.player.screenName}'s mark: ${reply.status} ${JSON.stringify(reply.body)}`);
      } else {
        this.applyOwnChange(reply.body.data, reply.body.version);
      }
      return reply.status;
    } finally {
      this.marksInFlight -= 1;
    }
  }

  private applyOwnChange(square: Square, version: number) {
    const othersInFlight = this.hasGapBefore(version);
    if (version >= this.version) {
      this.upsert(square);
      this.version = version;
    }
    if (othersInFlight) {
      this.counts.answerGaps += 1;
      this.background(this.read());
    }
  }

  /** realtime-protocol.ts's applyRealtimeMessage, for the squares and the version. */
  private receive(message: RealtimeMessage) {
    this.lastActivityAt = performance.now();
    const isPayload = message.event !== "game-ws-remove-item";
    const data = message.data as { games?: unknown[]; players?: unknown[]; entries?: unknown[] };
    const bringsChanges = Boolean(data.games?.length || data.players?.length || data.entries?.length);
    const presence = message.data.onlinePlayers?.[0];
    if (presence) this.online = presence.players.length;
    if (isPayload && !bringsChanges) {
      // Presence: no change, but a version ahead of ours shows a change that never reached us.
      if (this.version >= 0 && message.version > this.version) {
        this.counts.presenceAhead += 1;
        this.resync();
      }
      return;
    }
    if (this.hasGapBefore(message.version)) {
      this.counts.socketGaps += 1;
      this.resync();
      return;
    }
    if (message.version < this.version) return;
    this.version = message.version;
    if (isPayload) for (const square of (data.entries ?? []) as Square[]) this.upsert(square);
    else for (const id of (data.entries ?? []) as number[]) this.squares.delete(id);
  }

  private hasGapBefore(version: number) {
    return this.version >= 0 && version > this.version + 1;
  }

  /** game-socket.client.ts's resync: one read at a time, and one more if asked meanwhile. */
  private resync() {
    if (this.readState !== "idle") {
      this.readState = "again";
      return;
    }
    this.background(
      (async () => {
        try {
          do {
            this.readState = "reading";
            await this.read();
          } while ((this.readState as string) === "again");
        } finally {
          this.readState = "idle";
        }
      })(),
    );
  }

  private background(read: Promise<void>) {
    const tracked = read.finally(() => this.reading.delete(tracked));
    this.reading.add(tracked);
    tracked.catch((error: unknown) => console.error(`${this.player.screenName}: a read failed:`, error));
  }

  private upsert({ id, isMarked, markedBy }: Square) {
    this.squares.set(id, { id, isMarked, markedBy });
  }
}

/** The squares as one comparable string: same text, same board state. */
export function stateOf(version: number, squares: Iterable<Square>): string {
  const marks = [...squares].sort((a, b) => a.id - b.id).map((square) => `${square.id}:${square.isMarked ? square.markedBy : "-"}`);
  return `v${version} ${marks.join(" ")}`;
}
