/**
 * npm run bench:global — what a family spread over continents waits for, against the floor of
 * the distances alone (not a test; docs/decisions/020).
 *
 * Serves the build in workerd (bench/built-worker.ts, port 8793) as it runs at each player's
 * edge (bench/edge-distance.worker.js): a player reaches the Worker near them through their
 * region's proxy (bench/distance-proxy.ts, ports 8794 on, BENCH_EDGE_MS one way, default 0),
 * and the distance lies between that Worker and the game's room (every call to the room, and
 * every message of a socket the room accepted, one way each direction) and D1 (one round trip
 * of BENCH_D1_DELAY_MS from the room's place, the Worker's region's round trip more). Every
 * game's room stands in the first region. Then, as the web app does it, per region:
 *
 * - create: POST /games by a new person;
 * - join → live: POST /games/join, then the socket, with the ticket the join's answer brought,
 *   until its first message (the socket connect is that second part), into a game in setup
 *   made in the first region;
 * - mark: each region's tapper marks or unmarks a square (PUT /entries/{id}), timed to its
 *   own answer and to the message on a watcher's socket in every region;
 * - reconnect: back after a missed change, until the store holds the game again;
 * - a storm: BENCH_STORM_PER_REGION players per region tap within 50 ms, the same square and
 *   then each their own; it counts the clients that saw a version gap
 *   (app/game/game-store.ts) and whether all screens end as D1 holds the game.
 *
 * Each figure is printed beside its floor: the injected delays alone that the ideal design of
 * design would still pay (the printout says what each counts).
 *
 *   BENCH_D1_DELAY_MS          one D1 round trip from the room, default 150 (0: D1 beside it)
 *   BENCH_REGIONS              name:one-way-ms (edge to room),…, the room's region first;
 *                              default London:10,Chicago:60,Sydney:140
 *   BENCH_EDGE_MS              one way between a player and their edge, default 0
 *   BENCH_SAMPLES              timed creates, joins and taps per region, default 20
 *   BENCH_STORM_PER_REGION     storm players per region, default 10
 *   BENCH_SKIP_BUILD           set to serve the existing build/
 *   BENCH_TIMEOUT_SECONDS      default 300, for the whole run
 *
 * BENCH_URL is not honoured: only a Worker served with the edge's distances measures this.
 */
import process from "node:process";
import { buildApp, startBuiltWorker, type BuiltWorker } from "./built-worker.ts";
import type { DistanceProxy } from "./distance-proxy.ts";
import {
  ENTRIES_TO_START,
  gameWithEntries,
  newPerson,
  timeCreates,
  timeJoins,
  timeMarks,
  timeReconnects,
} from "./global-latencies.ts";
import { report } from "./global-report.ts";
import { edgeDistances, regionSpecs, startRegions } from "./global-regions.ts";
import { runStorms } from "./global-storm.ts";

const WORKER_PORT = 8793;
const FIRST_PROXY_PORT = 8794;

const wholeNumber = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(Number.isInteger(value) && value >= 0 && value <= max)) throw new Error(`${name} must be a whole number 0..${max}`);
  return value;
};
const d1DelayMs = wholeNumber("BENCH_D1_DELAY_MS", 150, 5_000);
const samples = Math.max(1, wholeNumber("BENCH_SAMPLES", 20, 1_000));
const stormPerRegion = Math.max(1, wholeNumber("BENCH_STORM_PER_REGION", 10, 100));
const timeoutSeconds = Math.max(1, wholeNumber("BENCH_TIMEOUT_SECONDS", 300, 86_400));

const run = Date.now().toString(36);
let worker: BuiltWorker | undefined;
let proxies: DistanceProxy[] = [];
const stopAll = async () => {
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  await worker?.stop();
};
// Bounded in time: a run that hangs stops everything it started and says so.
const overall = setTimeout(() => {
  console.error(`bench:global: gave up after ${timeoutSeconds} s`);
  void stopAll().finally(() => process.exit(2));
}, timeoutSeconds * 1000);
process.once("SIGINT", () => void stopAll().finally(() => process.exit(130)));

const phase = (name: string) => {
  const startedAt = performance.now();
  console.log(`bench:global: ${name}…`);
  return () => console.log(`  (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
};

try {
  buildApp();
  const specs = regionSpecs(FIRST_PROXY_PORT);
  worker = await startBuiltWorker(WORKER_PORT, { edge: { d1DelayMs, distances: edgeDistances(specs) } });
  const started = await startRegions(specs, WORKER_PORT);
  proxies = started.proxies;
  const { regions } = started;

  let done = phase("create, in every region");
  const creates = await timeCreates(regions, run, samples);
  done();
  done = phase(`a game in ${regions[0]!.name}, then joins from every region`);
  const game = await gameWithEntries(newPerson(regions[0]!, run, "host"), "Family far apart", ENTRIES_TO_START);
  const joins = await timeJoins(regions, game.code, run, samples);
  done();
  done = phase("marks");
  const marks = await timeMarks(regions, game, run, samples);
  done();
  done = phase("reconnects after a missed change");
  const reconnects = await timeReconnects(regions, game, run, samples);
  done();
  done = phase("storms");
  const storms = await runStorms(regions, run, stormPerRegion);
  done();

  console.log(report(regions, { d1DelayMs, samples, creates, joins, marks, reconnects, storms }));
} finally {
  clearTimeout(overall);
  await stopAll();
}
