/**
 * The built Worker in workerd, as a benchmark should see it: through Miniflare's API, not
 * `wrangler dev` or `vite preview` (docs/decisions/007-benchmarks-serve-the-build.md).
 *
 * Those dev servers put their own work on every request of a 2-core machine: wrangler dev
 * a proxy Worker in a second workerd and an inspector session in Node, vite a relay of
 * each socket message through Node, and both local tracing of every call into storage.
 * On this machine that was 5-7 ms a request and most of a core, which the benchmarks
 * would have reported as ours. Here the Worker gets wrangler's own bindings for
 * build/server/wrangler.json (D1, the GameRoom class, vars), an empty D1 migrated from
 * migrations/, and nothing else; requests reach it on a socket of its own, not through
 * Miniflare's entry Worker. Its rate limits count in memory, as Cloudflare's do, instead of
 * in Miniflare's simulation (bench/edge-rate-limiter.worker.js says why).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import process from "node:process";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from "wrangler";
import { RATE_LIMITS } from "../workers/api/rate-limits/limits.ts";

const SERVER_DIR = resolve("build", "server");

const MIGRATIONS_DIR = resolve("migrations");
const RATE_LIMITER = "bench-edge-rate-limiter";
/** A limit no benchmark run reaches: benchmarks that measure the server, not the limiter. */
const LIFTED_LIMIT = 1_000_000_000;

export interface BuiltWorker {
  origin: string;
  stop(): Promise<void>;
}

/** Builds the app (unless BENCH_SKIP_BUILD is set) so a benchmark never times stale code. */
export function buildApp(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const built = spawnSync(join("node_modules", ".bin", "react-router"), ["build"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("react-router build failed");
}

/**
 * Serves build/ on 127.0.0.1:`port` with a fresh, migrated D1 that is gone after stop().
 * `limits: "real"` keeps wrangler.toml's rate limits (bench:abuse measures them).
 */
export interface BuiltWorkerOptions {
  limits?: "lifted" | "real";
  /**
   * Also serve, on this port and in the same workerd, a Worker that answers every request
   * with a bare 429 and runs nothing of ours: the least any refused call can cost here
   * (bench:abuse's BENCH_ABUSE_FLOOR).
   */
  refusalFloorPort?: number;
  /**
   * Serve the API alone, without the static assets and the asset router Miniflare puts in
   * front of the Worker for them (wrangler.json's `assets`). Locally that router is a
   * JavaScript hop on the same workerd thread as the Worker, ~0.2 ms of it per request;
   * at the edge, Cloudflare routes /api/* before our isolate and on none of its time. For a
   * benchmark of API calls and sockets only, whose question is what a flood of requests
   * takes from the Worker's own thread (bench:abuse).
   */
  apiOnly?: boolean;
  /**
   * Serve the Worker as it runs at each player's edge (bench:global): through
   * bench/edge-distance.worker.js, D1 is `d1DelayMs` (one round trip) from the rooms, and a
   * request that came to a Host of `distances` ("127.0.0.1:port": one-way ms) is served by a
   * Worker that far from the rooms (its calls to them, its sockets, its D1 calls). Unset: the
   * build's own entry, everything as near as it is here.
   */
  edge?: { d1DelayMs: number; distances: Record<string, number> };
  /**
   * Serve the Worker through bench/abuse-entry.worker.js (bench:abuse): it answers some of the
   * benchmark abusers' addresses with a bare 429 before any code of ours (the isolate floor),
   * and counts the calls the others' requests make to the game's room. Not with `edge`: each
   * is the Worker's main module.
   */
  abuseEntry?: boolean;
  /** With `abuseEntry`: D1 this far (one round trip, ms) from the Worker and the rooms, as at the edge. */
  d1DelayMs?: number;
  /**
   * Serve the Worker through bench/flaky-d1.worker.js: D1 calls (the rooms' too) fail at the
   * rate its /__bench/failures sets, and its /__bench/ requests abort rooms and read what rooms
   * and D1 hold (bench:integrity; the end-to-end tests switch D1 off with it). Alone: each of
   * these is the Worker's main module.
   */
  flakyD1?: boolean;
  /**
   * Serve the pages as a browser loads them: on `port` through Miniflare's own entry Worker and
   * the asset router, which serves the build's static files (an end-to-end test's server,
   * scripts/e2e-flaky-d1-server.ts), instead of the Worker directly on `port`.
   */
  forBrowsers?: boolean;
  /** Variables of the Worker set here over wrangler.json's (the end-to-end servers' Stripe settings). */
  vars?: Record<string, string>;
}

const REFUSAL_FLOOR_SCRIPT = `export default {
  fetch: () => new Response('{"code":"RATE_LIMITED","errors":{}}', { status: 429, headers: { "Retry-After": "60" } }),
};`;

export async function startBuiltWorker(
  port: number,
  { limits = "lifted", refusalFloorPort, apiOnly = false, edge, abuseEntry = false, d1DelayMs = 0, flakyD1 = false, forBrowsers = false, vars = {} }: BuiltWorkerOptions = {},
): Promise<BuiltWorker> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(SERVER_DIR, "wrangler.json"));
  // The build is already bundled: its modules are listed below instead of found by rules.
  const { modulesRules: _rules, rootPath: _root, ratelimits: _simulated, ...bindings } = workerOptions;
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      // Shared options (host, port, inspector) first, then the app and its rate limiter.
      host: "127.0.0.1",
      port: forBrowsers ? port : 0,
      // For profiling a run: DevTools (or any CDP client) attaches to each Worker here.
      ...(process.env.BENCH_INSPECTOR_PORT ? { inspectorPort: Number(process.env.BENCH_INSPECTOR_PORT) } : {}),
      workers: [
        {
          ...bindings,
          ...(apiOnly ? { assets: undefined } : {}),
          // The benchmarks sign in with emulator-style unsigned tokens, which the build trusts
          // only when told where the emulator is: never part of a build (docs/decisions/012).
          bindings: {
            ...(bindings.bindings as Record<string, unknown>),
            FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
            // Lifted limits lift the cap on one caller's calls at once too (decision 012).
            LIFT_CALLS_IN_FLIGHT: limits === "lifted" ? "yes" : "",
            ...(edge
              ? { BENCH_D1_DELAY_MS: String(edge.d1DelayMs), BENCH_EDGE_DISTANCES: JSON.stringify(edge.distances) }
              : {}),
            ...(abuseEntry && d1DelayMs > 0 ? { BENCH_D1_DELAY_MS: String(d1DelayMs) } : {}),
            ...vars,
          },
          serviceBindings: { ...(bindings.serviceBindings as object | undefined), ...edgeRateLimits(limits) },
          modules: [...benchEntry(edge !== undefined, abuseEntry, flakyD1), ...builtModules()].map((module) => ({
            type: "ESModule" as const,
            ...module,
          })),
          modulesRoot: SERVER_DIR,
          // Miniflare's own entry Worker (a JavaScript hop in front of ours, ~2 ms a request,
          // which production does not have) gets any free port; ours is served directly. A
          // browser's server goes through it instead: its asset router serves the static files.
          ...(forBrowsers ? {} : { unsafeDirectSockets: [{ host: "127.0.0.1", port }] }),
        },
        {
          name: RATE_LIMITER,
          modules: true,
          scriptPath: resolve("bench", "edge-rate-limiter.worker.js"),
          compatibilityDate: bindings.compatibilityDate as string,
        },
        ...(refusalFloorPort
          ? [
              {
                name: "bench-refusal-floor",
                modules: true,
                script: REFUSAL_FLOOR_SCRIPT,
                compatibilityDate: bindings.compatibilityDate as string,
                unsafeDirectSockets: [{ host: "127.0.0.1", port: refusalFloorPort }],
              },
            ]
          : []),
      ],
      // Local tracing and the data explorer are development aids with a cost per request.
      unsafeObservability: false,
      unsafeLocalExplorer: false,
    }),
  );
  return served(miniflare, async () => migrate(await miniflare.getD1Database("DB")), forBrowsers);
}

/**
 * `miniflare` once `prepare`d and ready, until stop(); disposed if it does not start. Its origin
 * is the first Worker's own socket, or with `throughEntry` Miniflare's entry Worker.
 */
async function served(miniflare: Miniflare, prepare = async () => {}, throughEntry = false): Promise<BuiltWorker> {
  try {
    await prepare();
    const entry = await miniflare.ready;
    const url = throughEntry ? entry : await miniflare.unsafeGetDirectURL();
    return { origin: url.origin, stop: () => miniflare.dispose() };
  } catch (error) {
    await miniflare.dispose();
    throw error;
  }
}

/**
 * bench/bare-room.worker.js in a workerd of its own, on 127.0.0.1:`port`: a Durable Object that
 * fans a broadcast out to its hibernatable sockets and runs nothing of ours, the least this
 * runtime can do for a mark's fan-out (bench:realtime's workerd floor), and under /durable the
 * same room writing each broadcast to its SQLite storage first (its bare+write). Its own
 * process, as the `ws` floor has: in the app's workerd it would share the one thread with the
 * app's isolate, whose collections (after a phase of our own marks) would land on the floor's
 * marks.
 */
export async function startBareRoom(port: number): Promise<BuiltWorker> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(SERVER_DIR, "wrangler.json"));
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: 0,
      // To profile the floor beside ours (its garbage collections against our isolate's).
      ...(process.env.BENCH_BARE_INSPECTOR_PORT ? { inspectorPort: Number(process.env.BENCH_BARE_INSPECTOR_PORT) } : {}),
      workers: [
        {
          name: "bench-bare-room",
          modules: true,
          scriptPath: resolve("bench", "bare-room.worker.js"),
          compatibilityDate: workerOptions.compatibilityDate as string,
          durableObjects: { ROOM: "BareRoom", DURABLE_ROOM: { className: "DurableBareRoom", useSQLite: true } },
          unsafeDirectSockets: [{ host: "127.0.0.1", port }],
        },
      ],
      unsafeObservability: false,
      unsafeLocalExplorer: false,
    }),
  );
  return served(miniflare);
}

/**
 * Each rule of workers/api/rate-limits/limits.ts (which wrangler.toml mirrors, tested) as a
 * service binding to the in-memory limiter. `lifted`: the benchmarks that measure the server
 * at full tilt from one address, where the abuse limits would measure the limiter instead.
 */
function edgeRateLimits(limits: "lifted" | "real") {
  return Object.fromEntries(
    Object.values(RATE_LIMITS).map(({ binding, namespaceId, limit, periodSeconds }) => [
      binding,
      {
        name: RATE_LIMITER,
        entrypoint: "RateLimit",
        props: { namespace: namespaceId, limit: limits === "lifted" ? LIFTED_LIMIT : limit, period: periodSeconds },
      },
    ]),
  );
}

/** index.js and the chunks it imports, statically or on demand. */
function builtModules(): Array<{ path: string }> {
  const chunks = readdirSync(join(SERVER_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(SERVER_DIR, "assets", name));
  return [join(SERVER_DIR, "index.js"), ...chunks].map((path) => ({ path }));
}

/**
 * The benchmark's own entry module in front of the build, if any: bench/edge-distance.worker.js,
 * bench/abuse-entry.worker.js or bench/flaky-d1.worker.js as the Worker's main module (Miniflare takes the first as
 * main), named as if it lay beside index.js, so that its `import "./index.js"` finds the build;
 * and bench/room-calls.js beside it, which two of them import.
 */
function benchEntry(edge: boolean, abuseEntry: boolean, flakyD1: boolean): Array<{ path: string; contents: string }> {
  if ([edge, abuseEntry, flakyD1].filter(Boolean).length > 1) throw new Error("only one bench entry can be the main module");
  const file = edge ? "edge-distance.worker.js" : abuseEntry ? "abuse-entry.worker.js" : flakyD1 ? "flaky-d1.worker.js" : undefined;
  if (!file) return [];
  return [
    { path: join(SERVER_DIR, `bench-${file}`), contents: readFileSync(resolve("bench", file), "utf8") },
    // The way in to the rooms that edge-distance.worker.js and abuse-entry.worker.js share.
    { path: join(SERVER_DIR, "bench-room-calls.js"), contents: readFileSync(resolve("bench", "room-calls.js"), "utf8") },
    // And the distance to D1 they put back.
    { path: join(SERVER_DIR, "bench-distant-d1.js"), contents: readFileSync(resolve("bench", "distant-d1.js"), "utf8") },
  ];
}

type D1 = Awaited<ReturnType<Miniflare["getD1Database"]>>;

/** What `wrangler d1 migrations apply` does to an empty database: every file, in order. */
async function migrate(db: D1): Promise<void> {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql")).sort();
  for (const file of files) {
    const statements = unstable_splitSqlQuery(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
}

/**
 * What a benchmark loads: the Worker at BENCH_URL if one is given (loopback only, checked
 * by the caller), else this build served on `port` for as long as the benchmark runs.
 */
export async function benchTarget(port: number, options?: BuiltWorkerOptions): Promise<BuiltWorker> {
  const given = process.env.BENCH_URL;
  if (given) return { origin: given, stop: async () => {} };
  buildApp();
  return startBuiltWorker(port, options);
}
