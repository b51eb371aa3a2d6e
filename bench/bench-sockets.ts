/**
 * The benchmark's WebSocket clients: `ws` clients in this process, opened and read the
 * same way for the GameRoom and for the floor so that only the server side differs.
 */
import WebSocket from "ws";

const OPEN_TIMEOUT_MS = 15_000;
/** shared/realtime-messages.ts's heartbeat (not imported: another TypeScript program). */
const HEARTBEAT_MS = 25_000;
const PING_MESSAGE = JSON.stringify({ type: "ping" });
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * The part of shared/realtime-messages.ts the benchmark reads. Not imported: shared/
 * belongs to the workerd TypeScript program, bench/ to the Node one (docs/decisions/001).
 */
export interface RealtimeMessage {
  event: string;
  version: number;
  data: { entries?: unknown[]; onlinePlayers?: Array<{ players: string[] }> };
}

/** Called with each parsed message, the moment it arrived (before parsing) and its size in bytes. */
export type MessageHandler = (message: RealtimeMessage, at: number, bytes: number) => void;

/** `headers` go with the upgrade request (bench:abuse's client address, CF-Connecting-IP). */
export function openSocket(
  url: string,
  origin: string | undefined,
  onMessage: MessageHandler,
  headers: Record<string, string> = {},
): Promise<WebSocket> {
  // Compression off: workerd does not offer it either, and it would only cost CPU here.
  const socket = new WebSocket(url, { origin, headers, perMessageDeflate: false, handshakeTimeout: OPEN_TIMEOUT_MS });
  socket.on("message", (raw, isBinary) => {
    const at = performance.now();
    if (isBinary) return;
    const text = raw.toString();
    const message = JSON.parse(text) as RealtimeMessage | { type: "pong" };
    if ("event" in message) onMessage(message, at, Buffer.byteLength(text));
  });
  // Heartbeats as the app sends them: the room drops sockets silent for three of them.
  const heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(PING_MESSAGE), HEARTBEAT_MS);
  socket.once("close", () => clearInterval(heartbeat));
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", (_request, response) => {
      socket.terminate();
      reject(new Error(`${url.split("?")[0]}: upgrade refused with ${response.statusCode}`));
    });
    socket.once("error", reject);
  });
}

/** Closes every socket with a normal close, and drops any that does not finish in time. */
export async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_TIMEOUT_MS);
          socket.once("close", () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000, "Benchmark done");
        }),
    ),
  );
}

/** Runs `task` over `items` in consecutive batches of `size`, so a server is never flooded. */
export async function inBatches<T, R>(items: T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}
