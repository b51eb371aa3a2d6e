/**
 * The workerd floor of bench:realtime: the least a Durable Object on this runtime can do for
 * a mark's fan-out, with nothing of ours in it (docs/decisions/009).
 *
 * A Worker that hands every request to one `BareRoom`. A WebSocket upgrade is accepted as a
 * hibernatable socket, as the GameRoom accepts its players'. POST /broadcast with an entry
 * bumps a version, serialises `{event, version, data: {entries: [entry]}}` once and sends it
 * to every socket, then answers `{version}`; a `{type: "broadcast", entry}` message on a socket
 * does the same and answers that socket: bench/floor-server.ts's protocol, so the same clients
 * time both. No token, no rules, no storage: what is left is the Worker, the hop to
 * the Durable Object and workerd's own `send()`.
 *
 * Under /durable, the same room writes each broadcast to its SQLite storage before sending it
 * (`DurableBareRoom`): the least a room that keeps its marks pays, the write, its commit and the
 * output gate holding the frames until the commit is confirmed (docs/decisions/035).
 */
import { DurableObject } from "cloudflare:workers";

export class BareRoom extends DurableObject {
  version = 0;

  async fetch(request) {
    if (request.headers.get("Upgrade") === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client });
    }
    return Response.json({ version: this.broadcast(await request.json()) });
  }

  broadcast(entry) {
    this.version += 1;
    const text = JSON.stringify({ event: "game-ws-payload", version: this.version, data: { entries: [entry] } });
    for (const socket of this.ctx.getWebSockets()) socket.send(text);
    return this.version;
  }

  /**
   * A broadcast over a socket, as the app's marks travel: `{type: "broadcast", entry}`, answered
   * to the sender after the broadcast with `{event: "broadcast-answer", version}`. The clients'
   * heartbeats are read and dropped, as nothing here closes a silent socket.
   */
  webSocketMessage(socket, text) {
    const message = JSON.parse(text);
    if (message.type !== "broadcast") return;
    socket.send(JSON.stringify({ event: "broadcast-answer", version: this.broadcast(message.entry) }));
  }
}

/** The bare room, but each broadcast's version and entry written to storage first, as a room that keeps its marks must. */
export class DurableBareRoom extends BareRoom {
  constructor(ctx, env) {
    super(ctx, env);
    // Keyed by a row id of its own: a room started again (evicted between phases) counts its versions from 0.
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS broadcasts (id INTEGER PRIMARY KEY, version INTEGER NOT NULL, entry TEXT NOT NULL)");
  }

  broadcast(entry) {
    this.ctx.storage.sql.exec("INSERT INTO broadcasts (version, entry) VALUES (?, ?)", this.version + 1, JSON.stringify(entry));
    return super.broadcast(entry);
  }
}

const DURABLE = "/durable";

export default {
  fetch(request, env) {
    const { pathname } = new URL(request.url);
    const durable = pathname === DURABLE || pathname.startsWith(`${DURABLE}/`);
    const path = durable ? pathname.slice(DURABLE.length) || "/" : pathname;
    const isBroadcast = request.method === "POST" && path === "/broadcast";
    if (!isBroadcast && request.headers.get("Upgrade") !== "websocket") return new Response(null, { status: 404 });
    const rooms = durable ? env.DURABLE_ROOM : env.ROOM;
    return rooms.get(rooms.idFromName("bench")).fetch(request);
  },
};
