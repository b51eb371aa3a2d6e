// bench:global's entry module: the built Worker (./index.js beside it in build/server) as it
// runs at each player's edge. On Cloudflare a Sydney player's Worker runs in Sydney: the player
// reaches it at once, and the distance lies between that Worker and the game's room, and D1.
// Here one workerd holds Worker and rooms, so this module puts the distance back:
//
// - The player's region is the Host their request came to: each region's proxy has a port of
//   its own (bench/global-regions.ts), and BENCH_EDGE_DISTANCES maps "127.0.0.1:port" to the
//   region's one-way delay to the room. Anything else is beside the room (no delay).
// - Every call that Worker makes to a room (an RPC method, or fetch) waits one way before the
//   room gets it and one way after it answers. A socket the room accepts is relayed through
//   the Worker, each message held one way in each direction, in order, as a socket between a
//   far edge and the room is.
// - D1 stands BENCH_D1_DELAY_MS (one round trip, half each way) from the room's place: every
//   call of the room's waits that long, and every call of the Worker's crosses its region's
//   distance first (a round trip more). A batch is one round trip, as on Cloudflare.
//
// Plain JavaScript, like edge-rate-limiter.worker.js: it is a module of the build's Worker,
// bundled by nobody, and the only code of ours that sees the real bindings.
import { roomsWithCalls } from "./bench-room-calls.js";
import app, { GameRoom as AppGameRoom } from "./index.js";
import { distantDatabase, roundTrip, sleep, timerAt, timerLateness } from "./bench-distant-d1.js";

// ---- Rooms ----

/** Calls `send` for each item `delayMs` after it was pushed, in the order pushed. */
function delayedQueue(delayMs) {
  const held = [];
  let timer;
  const release = () => {
    timer = undefined;
    // The timer is set as early as timers here fire late (timerAt): what is due within that goes now.
    const now = Date.now() + timerLateness.ms;
    while (held.length > 0 && held[0].dueAt <= now) held.shift().send();
    if (held.length > 0) timer = timerAt(held[0].dueAt, release);
  };
  return (send) => {
    const dueAt = Date.now() + delayMs;
    held.push({ dueAt, send });
    timer ??= timerAt(dueAt, release);
  };
}

/** One direction of a relayed socket: what `from` receives reaches `to` one way later. */
function relay(from, to, oneWayMs) {
  const later = delayedQueue(oneWayMs);
  const quietly = (act) => () => {
    try {
      act();
    } catch {
      // The other side is already closed.
    }
  };
  from.addEventListener("message", (event) => later(quietly(() => to.send(event.data))));
  from.addEventListener("close", (event) => later(quietly(() => to.close(event.code === 1005 ? 1000 : event.code, event.reason))));
  from.addEventListener("error", () => later(quietly(() => to.close(1011, "relay"))));
}

/** A room's fetch from `oneWayMs` away; a socket it accepts is relayed with that distance. */
async function distantFetch(stub, oneWayMs, args) {
  await sleep(oneWayMs);
  const response = await stub.fetch(...args);
  const roomSocket = response.webSocket;
  if (!roomSocket) {
    await sleep(oneWayMs);
    return response;
  }
  // Accepted at once: what the room sends right after the upgrade leaves with it, one way behind.
  const [client, edge] = Object.values(new WebSocketPair());
  roomSocket.accept();
  edge.accept();
  relay(roomSocket, edge, oneWayMs);
  relay(edge, roomSocket, oneWayMs);
  await sleep(oneWayMs);
  return new Response(null, { status: 101, statusText: response.statusText, headers: response.headers, webSocket: client });
}

/** The rooms as a Worker `oneWayMs` from them sees them: every call a round trip away. */
const distantRooms = (namespace, oneWayMs) =>
  roomsWithCalls(namespace, (stub, method, args) =>
    method === "fetch" ? distantFetch(stub, oneWayMs, args) : roundTrip(2 * oneWayMs, () => stub[method](...args)),
  );

// ---- Where each call comes from ----

/** Each env's copies, by the one-way distance of the edge they stand for. */
const edgeEnvs = new WeakMap();

/** `env` as a Worker `oneWayMs` from the room sees it (0: the room's own place). */
function envAt(env, oneWayMs) {
  let byDistance = edgeEnvs.get(env);
  if (!byDistance) edgeEnvs.set(env, (byDistance = new Map()));
  let distant = byDistance.get(oneWayMs);
  if (!distant) {
    const d1DelayMs = Number(env.BENCH_D1_DELAY_MS ?? 0);
    distant = {
      ...env,
      DB: distantDatabase(env.DB, d1DelayMs + 2 * oneWayMs),
      GAME_ROOM: oneWayMs > 0 ? distantRooms(env.GAME_ROOM, oneWayMs) : env.GAME_ROOM,
    };
    byDistance.set(oneWayMs, distant);
  }
  return distant;
}

/** The one-way distance to the room of the edge this request came to, by its Host. */
function edgeDistanceOf(event, env) {
  if (!(event instanceof Request)) return 0;
  const distances = JSON.parse(env.BENCH_EDGE_DISTANCES ?? "{}");
  return Number(distances[event.headers.get("Host")] ?? 0);
}

export class GameRoom extends AppGameRoom {
  constructor(ctx, env) {
    super(ctx, envAt(env, 0));
  }
}

// Every handler the app exports (fetch, scheduled) takes env second: each gets its edge's.
export default Object.fromEntries(
  Object.entries(app).map(([name, handler]) => [
    name,
    typeof handler === "function"
      ? (event, env, ctx) => handler.call(app, event, envAt(env, edgeDistanceOf(event, env)), ctx)
      : handler,
  ]),
);
