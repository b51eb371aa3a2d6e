// bench:abuse's entry module: the built Worker (./index.js beside it in build/server) with two
// things in front of it, for the benchmark's abusers only (their addresses are in
// 203.0.113.0/24, abuse.ts); everyone else's requests go to the app as usual.
//
// - The isolate floor: a request from 203.0.113.128–255 is answered with a bare 429 before any
//   code of ours runs. The flood then lands in the isolate that also runs the honest players'
//   Worker calls and their game's room, as ours does: what receiving and refusing the flood
//   costs them there, with nothing of ours spent on it. (The separate refusal floor,
//   BENCH_ABUSE_FLOOR=separate, refuses it in an isolate of its own.)
// - What reaches the room: a request from 203.0.113.0–127 is served by the app, whose every
//   call to a game's room (an RPC method, or the socket's upgrade) is counted, by the request's
//   route and the room's method, and apart those the room refused; the room counts the
//   messages that arrive on a socket opened by such a request. GET /__bench/flood-calls?game={code}
//   reads them (they only grow).
// - D1's distance, if BENCH_D1_DELAY_MS is set: every D1 call of the Worker and the rooms
//   waits that round trip (bench/distant-d1.js), as at the edge, where a room awaiting D1
//   lets its other events run meanwhile; on loopback D1 answers at once.
//
// The room's code is not changed: GameRoom below is the build's, with its fetch and
// webSocketMessage counted on the way in (and its D1 as far as the Worker's). Plain
// JavaScript, like edge-distance.worker.js: a module of the build's Worker, bundled by nobody.
import { roomsWithCalls } from "./bench-room-calls.js";
import { distantDatabase } from "./bench-distant-d1.js";
import app, { GameRoom as AppGameRoom } from "./index.js";

const ABUSERS = "203.0.113.";
const REFUSAL = '{"code":"RATE_LIMITED","errors":{}}';
/** Set by the counting stub on a flood's socket upgrade, for the room to know that socket. */
const FLOOD_HEADER = "X-Bench-Flood";

/**
 * The flood's calls that reached a room, by "route → room method"; those the room refused as
 * past an allowance (a limit's refusal, a socket it would not open); and those it refused by
 * the game's rules, as it would an honest member's (an unmark of a square someone else marked).
 */
const callsToRooms = {};
const refusedInRooms = {};
const ruledOutInRooms = {};
/** The room's refusal of a limit: the rest of its refusals are the game's rules. */
const LIMIT_REFUSAL = "RATE_LIMITED";
const count = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);

const abuserOctet = (request) => {
  const address = request.headers.get("CF-Connecting-IP") ?? "";
  return address.startsWith(ABUSERS) ? Number(address.slice(ABUSERS.length)) : null;
};

/** "POST /games/join", with codes and ids left out. */
function routeOf(request) {
  const path = new URL(request.url).pathname
    .replace(/^\/api\/v1/, "")
    .replace(/\/games\/(?!join$)[^/]+/, "/games/{code}")
    .replace(/\/entries\/[^/]+/, "/entries/{id}");
  return `${request.method} ${path}`;
}

/** A call of the flood's to a room, counted under `route`; a socket upgrade is marked for the room. */
async function countedCall(stub, method, args, route) {
  const key = `${route} → ${method}`;
  count(callsToRooms, key);
  if (method === "fetch") {
    const request = new Request(...args);
    const headers = new Headers(request.headers);
    headers.set(FLOOD_HEADER, "1");
    const response = await stub.fetch(new Request(request, { headers }));
    if (response.status !== 101) count(refusedInRooms, key);
    return response;
  }
  const result = await stub[method](...args);
  // The room's refusals come back as { ok: false, refusal } (workers/games/game-commands.server.ts).
  if (result?.ok === false) count(result.refusal?.code === LIMIT_REFUSAL ? refusedInRooms : ruledOutInRooms, key);
  return result;
}

/** Each env as the Worker and the rooms see it: D1 BENCH_D1_DELAY_MS away (a round trip a call), if set. */
const distantEnvs = new WeakMap();
function withDistantD1(env) {
  const delayMs = Number(env.BENCH_D1_DELAY_MS ?? 0);
  if (!(delayMs > 0)) return env;
  let distant = distantEnvs.get(env);
  if (!distant) distantEnvs.set(env, (distant = { ...env, DB: distantDatabase(env.DB, delayMs) }));
  return distant;
}

export class GameRoom extends AppGameRoom {
  floodSockets = new WeakSet();
  floodMessages = 0;

  constructor(ctx, env) {
    super(ctx, withDistantD1(env));
  }

  async fetch(request) {
    if (!request.headers.has(FLOOD_HEADER)) return super.fetch(request);
    const before = new Set(this.ctx.getWebSockets());
    const response = await super.fetch(request);
    for (const socket of this.ctx.getWebSockets()) if (!before.has(socket)) this.floodSockets.add(socket);
    return response;
  }

  webSocketMessage(socket, message) {
    if (this.floodSockets.has(socket)) this.floodMessages += 1;
    return super.webSocketMessage(socket, message);
  }

  /** bench:abuse: the messages that reached this room on the flood's sockets. */
  benchFloodMessages() {
    return this.floodMessages;
  }
}

export default {
  ...app,
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__bench/flood-calls") {
      const game = url.searchParams.get("game");
      const socketMessages = game ? await env.GAME_ROOM.getByName(game).benchFloodMessages() : 0;
      return Response.json({ calls: callsToRooms, refused: refusedInRooms, ruledOut: ruledOutInRooms, socketMessages });
    }
    const octet = abuserOctet(request);
    if (octet === null) return app.fetch(request, withDistantD1(env), ctx);
    if (octet >= 128) return new Response(REFUSAL, { status: 429, headers: { "Retry-After": "60" } });
    // The counting costs a call that reaches no room (most of a flood's) next to nothing, as
    // the floor's refusal does: its route is read only when it calls a room, and the env is
    // not copied (the rooms' namespace is laid over it).
    let route;
    const rooms = roomsWithCalls(env.GAME_ROOM, (stub, method, args) => countedCall(stub, method, args, (route ??= routeOf(request))));
    return app.fetch(request, Object.create(withDistantD1(env), { GAME_ROOM: { value: rooms } }), ctx);
  },
};
