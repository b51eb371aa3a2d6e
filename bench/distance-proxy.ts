/**
 * A player's distance, on loopback: a TCP proxy that holds every chunk for a one-way delay
 * in each direction before passing it on, in the order it came (bench:global).
 *
 * TCP, not HTTP, so one proxy carries the API calls and the WebSocket alike, byte for byte:
 * Host and Origin arrive as the client sent them, and the Worker sees no difference but time.
 * It delays data, not the handshakes: connecting costs nothing here, where a real new
 * connection costs one round trip for TCP and one more for TLS. Both the figures and their
 * floors leave those out.
 */
import { createConnection, createServer, type Socket } from "node:net";

export interface DistanceProxy {
  /** Where a client in this region sends its requests, e.g. http://127.0.0.1:8794. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * One direction of one connection: chunks (and the end of the stream) go out `delayMs`
 * after they came in, in order. One timer at a time, for the oldest chunk still held.
 */
class DelayedPipe {
  private readonly held: Array<{ dueAt: number; chunk: Buffer | null }> = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly to: Socket;
  private readonly delayMs: number;

  constructor(to: Socket, delayMs: number) {
    this.to = to;
    this.delayMs = delayMs;
  }

  /** `null` is the end of the stream, passed on after the data before it. */
  push(chunk: Buffer | null): void {
    this.held.push({ dueAt: performance.now() + this.delayMs, chunk });
    this.timer ??= setTimeout(() => this.release(), this.delayMs);
  }

  private release(): void {
    this.timer = undefined;
    const now = performance.now();
    while (this.held.length > 0 && this.held[0]!.dueAt <= now + 0.5) {
      const { chunk } = this.held.shift()!;
      if (this.to.destroyed) continue;
      if (chunk === null) this.to.end();
      else this.to.write(chunk);
    }
    if (this.held.length > 0) this.timer = setTimeout(() => this.release(), this.held[0]!.dueAt - now);
  }
}

/** Listens on 127.0.0.1:`port` (0: any free port) and forwards to 127.0.0.1:`upstreamPort`. */
export async function startDistanceProxy(port: number, upstreamPort: number, oneWayMs: number): Promise<DistanceProxy> {
  const connections = new Set<Socket>();
  // Half-open on both sides: one side's end travels like its data, and the other direction
  // still delivers what it holds.
  const server = createServer({ allowHalfOpen: true }, (client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: upstreamPort, allowHalfOpen: true });
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const toUpstream = new DelayedPipe(upstream, oneWayMs);
    const toClient = new DelayedPipe(client, oneWayMs);
    client.on("data", (chunk: Buffer) => toUpstream.push(chunk));
    upstream.on("data", (chunk: Buffer) => toClient.push(chunk));
    client.on("end", () => toUpstream.push(null));
    upstream.on("end", () => toClient.push(null));
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      connections.add(socket);
      // A reset or error ends the other side too, once what was already on its way has arrived.
      socket.on("error", () => socket.destroy());
      socket.once("close", () => {
        connections.delete(socket);
        setTimeout(() => other.destroy(), oneWayMs + 50).unref();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the distance proxy has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
