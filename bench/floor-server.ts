/**
 * The floor of bench:realtime: the least a server can do for the same fan-out. A bare
 * `ws` server on loopback, in its own process (as workerd is), where POST /broadcast
 * with an entry bumps a version and sends `{event, version, data: {entries: [entry]}}`
 * to every connected socket, then answers `{version}`, as a mark does in the app.
 *
 * Prints `{"port": n}` on stdout once listening; exits when its stdin closes, so it
 * never outlives the benchmark that started it.
 */
import { createServer } from "node:http";
import process from "node:process";
import { WebSocketServer } from "ws";

let version = 0;

/** Bumps the version and sends `entry` to every socket; returns the version. */
function broadcast(entry: unknown): number {
  version += 1;
  // Serialised once for all sockets, as the GameRoom does.
  const text = JSON.stringify({ event: "game-ws-payload", version, data: { entries: [entry] } });
  for (const socket of sockets.clients) socket.send(text);
  return version;
}

const server = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/broadcast") {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const made = broadcast(JSON.parse(Buffer.concat(chunks).toString()));
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ version: made }));
  });
});
const sockets = new WebSocketServer({ server, perMessageDeflate: false });
// The same over a socket, as the app's marks travel: `{type: "broadcast", entry}`, answered to
// the sender after the broadcast (as the room's mark-answer is) with `{event: "broadcast-answer", version}`.
sockets.on("connection", (socket) => {
  socket.on("message", (raw) => {
    const message = JSON.parse(raw.toString()) as { type: string; entry?: unknown };
    if (message.type !== "broadcast") return;
    socket.send(JSON.stringify({ event: "broadcast-answer", version: broadcast(message.entry) }));
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
