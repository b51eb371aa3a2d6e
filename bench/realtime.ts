/**
 * npm run bench:realtime — the fan-out of a GameRoom on a locally running Worker, against
 * the floor of this machine (not a test).
 *
 * One started game; for each client count, that many players hold a socket on it (each
 * with its own ticket) and the creator marks and unmarks BENCH_MARKS times, one after
 * another. Each mark is timed from sending its PUT until every socket has its version;
 * every socket's lost and out-of-order events are counted. Then the same through a bare
 * `ws` server on loopback (bench/floor-server.ts). Exits non-zero on any lost or
 * out-of-order event. Builds the app and serves it in workerd (bench/built-worker.ts) unless
 * BENCH_URL names a Worker already running.
 *
 * When it serves the build, it also times the workerd floor: the same broadcasts from a bare
 * Durable Object in a workerd of its own (bench/bare-room.worker.js), nothing of ours in it. Its
 * ratio to the `ws` floor is what this runtime on this machine costs before any of our code.
 * And the same bare room writing each broadcast to its SQLite storage before sending it
 * (`bare+write`): the least any room that keeps its marks pays (docs/decisions/035).
 *
 *   BENCH_URL              a running Worker (loopback only); default: the build, served on 8789
 *   BENCH_SKIP_BUILD       set to serve the existing build/
 *   BENCH_CLIENTS          default 50,200,500 (each 1..500: a game's player limit)
 *   BENCH_MARKS            default 1000: a p99 of 100 marks is their slowest one (one pause of the
 *                          machine), of 1,000 their 11th slowest. Over sockets, at most 25 a player:
 *                          the room's own limit is 30 marks a person in 10 seconds
 *   BENCH_TIMEOUT_SECONDS  default 900, for the whole run
 *   BENCH_TRACE            set to print, per phase, every mark slower than 3× the phase's
 *                          median: its index, when it was sent (ms since this process
 *                          started, as node --trace-gc counts) and its stages (reply / first
 *                          socket / last socket)
 *   BENCH_WARM_UP          untimed marks before each phase's timed ones, default 5
 *   BENCH_BYTES_PLAYERS    the players of the bytes table's own game, default 500; 0 skips it
 *   BENCH_MARK_WAY         `socket` (default): each mark goes over the marker's open socket, as
 *                          the web app sends it, and each floor's broadcast over its first
 *                          socket; `put`: the mark as `PUT /entries/{id}` (the app's fallback) and
 *                          each floor's broadcast as POST /broadcast
 *
 * Then the bytes each kind of change sends each socket (bench/change-bytes.ts): a start, a
 * mark, a Bingo, a lock, a removal and a new round, in a game of BENCH_BYTES_PLAYERS players.
 */
import process from "node:process";
import type WebSocket from "ws";
import { closeSockets } from "./bench-sockets.ts";
import { FanOutTally, timeBroadcasts, type FanOutCounts, type FanOutTimes } from "./fan-out-tally.ts";
import { BroadcastFloor, FloorServer } from "./floor-clients.ts";
import { GameRoomClients, startedGame } from "./game-room-clients.ts";
import { bytesTable, measureChangeBytes } from "./change-bytes.ts";
import { benchTarget, startBareRoom } from "./built-worker.ts";
import { apiCaller, loopbackUrl, percentile } from "./local-api.ts";

if (process.env.BENCH_URL) loopbackUrl(process.env.BENCH_URL, "BENCH_URL");
const phases = (process.env.BENCH_CLIENTS ?? "50,200,500").split(",").map(Number).sort((a, b) => a - b);
const marks = Number(process.env.BENCH_MARKS ?? 1000);
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900);
const bytesPlayers = Number(process.env.BENCH_BYTES_PLAYERS ?? 500);
const markWay = process.env.BENCH_MARK_WAY ?? "socket";
if (markWay !== "socket" && markWay !== "put") throw new Error("BENCH_MARK_WAY must be socket or put");
if (!(Number.isInteger(bytesPlayers) && bytesPlayers >= 0 && bytesPlayers <= 500)) {
  throw new Error("BENCH_BYTES_PLAYERS must be a whole number 0..500");
}
if (phases.some((n) => !(Number.isInteger(n) && n >= 1 && n <= 500))) {
  throw new Error("BENCH_CLIENTS must be a list of whole numbers 1..500");
}
if (!(Number.isInteger(marks) && marks >= 1 && marks <= 10_000) || !(timeoutSeconds > 0)) {
  throw new Error("BENCH_MARKS must be 1..10000 and BENCH_TIMEOUT_SECONDS positive");
}

/** Untimed broadcasts first, so neither side is measured while its code is still cold. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
/** Marks a player makes in a phase over sockets, kept under the room's 30 a person in 10 seconds. */
const MARKS_A_PLAYER = 25;
if (markWay === "socket" && (WARM_UP + marks) / phases[0]! > MARKS_A_PLAYER) {
  throw new Error(`over sockets, ${phases[0]} players make at most ${MARKS_A_PLAYER * phases[0]!} marks a phase (BENCH_MARKS + BENCH_WARM_UP)`);
}
const BROADCAST_TIMEOUT_MS = 10_000;
const SETTLE_TIMEOUT_MS = 60_000;

interface Row {
  clients: number;
  ours: FanOutTimes;
  oursCounts: FanOutCounts;
  floor: FanOutTimes;
  floorCounts: FanOutCounts;
  /** The bare Durable Object's, when this run serves the build. */
  workerdFloor?: FanOutTimes;
  /** The same bare room writing each broadcast to its storage first: what keeping a mark costs. */
  durableFloor?: FanOutTimes;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));
const p = (times: FanOutTimes, fraction: number, series: "latencies" | "firstArrivals" | "replies" = "latencies") =>
  percentile([...times[series]].sort((a, b) => a - b), fraction);

const stages = (times: FanOutTimes, fraction: number) =>
  `reply ${ms(p(times, fraction, "replies"))}, first socket ${ms(p(times, fraction, "firstArrivals"))},` +
  ` last ${ms(p(times, fraction))}`;

function table(rows: Row[]): string {
  const header = [
    "clients", "p50 ms", "p99 ms", "floor p50", "floor p99", "ratio p50", "ratio p99",
    "workerd floor p50", "workerd floor p99", "its ratio p99", "room/bare p99",
    "bare+write p50", "bare+write p99", "room/bare+write p99", "lost", "out-of-order",
  ];
  const ratio = (a: number, b: number) => (Number.isNaN(a) ? "-" : (a / b).toFixed(2));
  const lines = rows.map(({ clients, ours, oursCounts, floor, floorCounts, workerdFloor, durableFloor }) => [
    String(clients),
    ms(p(ours, 0.5)),
    ms(p(ours, 0.99)),
    ms(p(floor, 0.5)),
    ms(p(floor, 0.99)),
    ratio(p(ours, 0.5), p(floor, 0.5)),
    ratio(p(ours, 0.99), p(floor, 0.99)),
    workerdFloor ? ms(p(workerdFloor, 0.5)) : "-",
    workerdFloor ? ms(p(workerdFloor, 0.99)) : "-",
    workerdFloor ? ratio(p(workerdFloor, 0.99), p(floor, 0.99)) : "-",
    // What the room adds to the runtime: ours against the bare Durable Object of the same run.
    workerdFloor ? ratio(p(ours, 0.99), p(workerdFloor, 0.99)) : "-",
    // The same with the one thing the bare room leaves out that no room keeping marks can: the write.
    durableFloor ? ms(p(durableFloor, 0.5)) : "-",
    durableFloor ? ms(p(durableFloor, 0.99)) : "-",
    durableFloor ? ratio(p(ours, 0.99), p(durableFloor, 0.99)) : "-",
    floorCounts.lost ? `${oursCounts.lost} (floor ${floorCounts.lost})` : String(oursCounts.lost),
    floorCounts.outOfOrder ? `${oursCounts.outOfOrder} (floor ${floorCounts.outOfOrder})` : String(oursCounts.outOfOrder),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padStart(widths[column]!)).join(" | ")} |`;
  return [format(header), `|${widths.map((width) => `${"-".repeat(width + 1)}:`).join("|")}|`, ...lines.map(format)].join("\n");
}

/** Marks slower than 3× the median, as "index: reply/first/last ms". */
function slowMarks(times: FanOutTimes): string {
  const median = p(times, 0.5);
  const slow = times.latencies.flatMap((latency, index) =>
    latency > 3 * median
      ? [`#${index} at ${ms(times.sentAt[index]!)}: ${ms(times.replies[index]!)}/${ms(times.firstArrivals[index]!)}/${ms(latency)}`]
      : [],
  );
  return slow.length > 0 ? slow.join(", ") : "none";
}

const worker = await benchTarget(8789);
const baseUrl = loopbackUrl(worker.origin, "BENCH_URL");
/** The bare Durable Object, in a workerd of its own, served only beside a build this run serves itself. */
const bareRoom = process.env.BENCH_URL ? undefined : await startBareRoom(8797);
const workerdFloor = bareRoom ? new BroadcastFloor(bareRoom.origin) : undefined;
/** The bare room that writes each broadcast to its storage before sending it (bench/bare-room.worker.js's /durable). */
const durableFloor = bareRoom ? new BroadcastFloor(`${bareRoom.origin}/durable`) : undefined;
const call = apiCaller(baseUrl);
const run = Date.now().toString(36);
let room: GameRoomClients | undefined;
let floor: FloorServer | undefined;
let floorSockets: WebSocket[] = [];
const cleanUp = async () => {
  await Promise.all([room?.close(), closeSockets(floorSockets)]);
  await floor?.stop();
  await bareRoom?.stop();
  await worker.stop();
};
const overall = setTimeout(() => {
  console.error(`bench:realtime: gave up after ${timeoutSeconds} s`);
  void cleanUp().finally(() => process.exit(2));
}, timeoutSeconds * 1000);
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

const rows: Row[] = [];
try {
  floor = await FloorServer.start();
  const largest = phases.at(-1)!;
  console.log(`bench:realtime against ${baseUrl.origin} (floor ${floor.origin}): ${largest} players join one game…`);
  const game = await startedGame(call, run, largest);
  const tally = new FanOutTally();
  room = new GameRoomClients(call, baseUrl, game, tally);

  for (const clients of phases) {
    const connectedAt = performance.now();
    await room.connectUpTo(clients);
    await room.everyoneSeesOnline(clients, SETTLE_TIMEOUT_MS);
    console.log(`${clients} sockets on game ${game.code} (${ms(performance.now() - connectedAt)} ms); ${marks} marks (${markWay})…`);
    tally.reset();
    const mark = markWay === "socket" ? () => room!.markOverSocket() : () => room!.mark();
    const ours = await timeBroadcasts(tally, mark, marks, WARM_UP, BROADCAST_TIMEOUT_MS);
    const oursCounts = tally.counts(ours.versions);

    const floorTally = new FanOutTally();
    floorSockets = await floor.connect(clients, floorTally);
    const entry = room.lastMarkedEntry;
    const broadcastOn = (server: BroadcastFloor) =>
      markWay === "socket" ? () => server.broadcastOverSocket(entry) : () => server.broadcast(entry);
    const floorTimes = await timeBroadcasts(floorTally, broadcastOn(floor), marks, WARM_UP, BROADCAST_TIMEOUT_MS);
    await closeSockets(floorSockets);
    const floorCounts = floorTally.counts(floorTimes.versions);

    const timeBare = async (server: BroadcastFloor) => {
      const bareTally = new FanOutTally();
      floorSockets = await server.connect(clients, bareTally);
      const times = await timeBroadcasts(bareTally, broadcastOn(server), marks, WARM_UP, BROADCAST_TIMEOUT_MS);
      await closeSockets(floorSockets);
      // The workerd floors count among the floor's losses: any would make the run fail.
      const bareCounts = bareTally.counts(times.versions);
      floorCounts.lost += bareCounts.lost;
      floorCounts.outOfOrder += bareCounts.outOfOrder;
      floorCounts.clientsAffected += bareCounts.clientsAffected;
      return times;
    };
    const bareTimes = workerdFloor ? await timeBare(workerdFloor) : undefined;
    const durableTimes = durableFloor ? await timeBare(durableFloor) : undefined;
    rows.push({ clients, ours, oursCounts, floor: floorTimes, floorCounts, workerdFloor: bareTimes, durableFloor: durableTimes });
    // Where the time goes (docs/decisions/009): the mark's answer, the first socket, the last.
    for (const [label, fraction] of [["p50", 0.5], ["p99", 0.99]] as const) {
      const bare = bareTimes ? `; workerd floor ${stages(bareTimes, fraction)}` : "";
      const durable = durableTimes ? `; bare+write ${stages(durableTimes, fraction)}` : "";
      console.log(`  ${label}: ours ${stages(ours, fraction)} ms; floor ${stages(floorTimes, fraction)}${bare}${durable} ms`);
    }
    if (process.env.BENCH_TRACE) console.log(`  slow marks: ${slowMarks(ours)}`);
  }
  console.log(`\n${table(rows)}`);
  // After the timings, and in a game of its own: its joins and start touch none of them.
  if (bytesPlayers > 0) {
    await room.close();
    room = undefined;
    console.log(`\n${bytesTable(bytesPlayers, await measureChangeBytes(call, baseUrl, run, bytesPlayers))}`);
  }
} finally {
  clearTimeout(overall);
  await cleanUp();
}

const broken = rows.filter((row) => [row.oursCounts, row.floorCounts].some((c) => c.lost || c.outOfOrder));
for (const { clients, oursCounts, floorCounts } of broken) {
  console.error(`${clients} clients: ${oursCounts.clientsAffected} sockets lost or reordered events (floor: ${floorCounts.clientsAffected})`);
}
process.exitCode = broken.length > 0 ? 1 : 0;
