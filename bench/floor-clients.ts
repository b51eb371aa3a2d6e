/**
 * The floors of bench:realtime and their clients: bench/floor-server.ts (Node's `ws`) in a
 * child process, or bench/bare-room.worker.js (a bare Durable Object) in the benchmark's
 * workerd. Both speak the same protocol, and their clients connect the same way, and in the
 * same batches, as the GameRoom's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type WebSocket from "ws";
import { inBatches, openSocket } from "./bench-sockets.ts";
import type { FanOutTally } from "./fan-out-tally.ts";

const CONNECT_BATCH = 25;
const START_TIMEOUT_MS = 10_000;

/**
 * A floor at `origin`: sockets on `/`, broadcasts by POST /broadcast or by a
 * `{type: "broadcast", entry}` message on the first socket (answered with `broadcast-answer`).
 */
export class BroadcastFloor {
  readonly origin: string;
  /** The socket that sends broadcasts over a socket: the first one connected. */
  private sender: WebSocket | null = null;
  private answered: ((version: number) => void) | null = null;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Connects `count` clients, each reporting to `tally`; close them when done. */
  async connect(count: number, tally: FanOutTally): Promise<WebSocket[]> {
    const url = this.origin.replace("http:", "ws:");
    const sockets = await inBatches(Array.from({ length: count }), CONNECT_BATCH, () => {
      const client = tally.addClient();
      return openSocket(url, undefined, (message, at) => {
        if (message.event === "broadcast-answer") this.answered?.(message.version);
        else tally.received(client, message.version, true, at);
      });
    });
    this.sender = sockets[0] ?? null;
    return sockets;
  }

  /** Broadcasts `entry` from the first socket; resolves with the version it made. */
  broadcastOverSocket(entry: unknown): Promise<number> {
    const sender = this.sender;
    if (!sender) throw new Error("no socket connected to send from");
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no broadcast-answer within 10 s")), 10_000);
      this.answered = (version) => {
        clearTimeout(timer);
        this.answered = null;
        resolve(version);
      };
      sender.send(JSON.stringify({ type: "broadcast", entry }));
    });
  }

  /** Broadcasts `entry` to every client; resolves with the version it made. */
  async broadcast(entry: unknown): Promise<number> {
    const response = await fetch(`${this.origin}/broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry),
      signal: AbortSignal.timeout(10_000),
    });
    return ((await response.json()) as { version: number }).version;
  }
}

/** bench/floor-server.ts, started in a child process. */
export class FloorServer extends BroadcastFloor {
  private readonly child: ChildProcess;

  private constructor(child: ChildProcess, origin: string) {
    super(origin);
    this.child = child;
  }

  static async start(): Promise<FloorServer> {
    const script = fileURLToPath(new URL("./floor-server.ts", import.meta.url));
    const child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "inherit"] });
    const [line] = (await Promise.race([
      once(child.stdout!, "data"),
      once(child, "exit").then(() => Promise.reject(new Error("the floor server exited"))),
      new Promise((_, reject) => setTimeout(() => reject(new Error("the floor server did not start")), START_TIMEOUT_MS)),
    ])) as [Buffer];
    const { port } = JSON.parse(line.toString()) as { port: number };
    return new FloorServer(child, `http://127.0.0.1:${port}`);
  }

  /** Ends the child: closing its stdin is its signal to exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = once(this.child, "exit");
    this.child.stdin!.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
