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

const server = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/broadcast") {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    version += 1;
    const entry: unknown = JSON.parse(Buffer.concat(chunks).toString());
    // Serialised once for all sockets, as the GameRoom does.
    const text = JSON.stringify({ event: "game-ws-payload", version, data: { entries: [entry] } });
    for (const socket of sockets.clients) socket.send(text);
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ version }));
  });
});
const sockets = new WebSocketServer({ server, perMessageDeflate: false });

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
