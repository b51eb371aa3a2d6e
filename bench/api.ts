/**
 * npm run bench:api — load on the game API of the Worker in workerd (not a test).
 *
 * One game with 30 entries and 200 players; then 50, and then 200, players at once mark
 * and unmark entries for BENCH_SECONDS each (default 20). Prints requests/s, p50 and p99
 * latency and the errors. Identities are Auth Emulator style unsigned tokens, which only a
 * development Worker told of the emulator accepts (built-worker.ts tells it). Builds the
 * app and serves it in workerd (bench/built-worker.ts) unless BENCH_URL names a running one.
 *
 *   BENCH_URL         a running Worker (loopback only); default: the build, served on 8788
 *   BENCH_SKIP_BUILD  set to serve the existing build/
 *   BENCH_SECONDS     default 20
 *   BENCH_PLAYERS     default 50,200
 *   BENCH_PAUSE_MS    default 0: each player sends its next tap as soon as the last is answered,
 *                     which measures saturation. A pause models people, who tap every few seconds.
 */
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { benchTarget } from "./built-worker.ts";
import { apiCaller, emulatorToken, loopbackUrl, percentile } from "./local-api.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const phases = (process.env.BENCH_PLAYERS ?? "50,200").split(",").map(Number);
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 0);
const ENTRIES = 30;

if (process.env.BENCH_URL) loopbackUrl(process.env.BENCH_URL, "BENCH_URL");
if (
  !(seconds > 0 && seconds <= 120) ||
  phases.some((n) => !(n >= 1 && n <= 500)) ||
  !(pauseMs >= 0 && pauseMs <= 10_000)
) {
  throw new Error(
    "BENCH_SECONDS must be 1..120, BENCH_PLAYERS each 1..500, BENCH_PAUSE_MS 0..10000",
  );
}

const run = Date.now().toString(36);
const worker = await benchTarget(8788);
const baseUrl = loopbackUrl(worker.origin, "BENCH_URL");
const call = apiCaller(baseUrl);

interface Player {
  token: string;
  playerId: number;
}

async function setUp(playerCount: number) {
  const creator = emulatorToken(`bench-${run}-creator`);
  const { body } = await call<{ code: string }>(creator, "POST", "/games", {
    screenName: "Bench host",
    gameName: `Benchmark ${run}`,
  });
  const { code } = body.data;
  const entryIds: number[] = [];
  for (let index = 1; index <= ENTRIES; index += 1) {
    const added = await call<{ id: number }>(creator, "POST", "/entries", {
      gameCode: code,
      text: `Prediction ${index}`,
    });
    entryIds.push(added.body.data.id);
  }
  const players: Player[] = [];
  for (let index = 1; index <= playerCount; index += 1) {
    const token = emulatorToken(`bench-${run}-player-${index}`);
    const joined = await call<{ players: Array<{ id: number; screenName: string }> }>(
      token,
      "POST",
      "/games/join",
      {
        screenName: `Player ${index}`,
        code,
      },
    );
    const me = joined.body.data.players.find((player) => player.screenName === `Player ${index}`)!;
    players.push({ token, playerId: me.id });
  }
  const started = await call<{ status: string }>(creator, "PUT", `/games/${code}/start-game`);
  if (started.status !== 200) throw new Error(`start-game: ${started.status}`);
  return { code, entryIds, players };
}

interface PhaseResult {
  players: number;
  requests: number;
  latencies: number[];
  errors: Map<string, number>;
  elapsedMs: number;
}

/** Each player marks a random entry, or unmarks it if it holds its own mark, until time is up. */
async function phase(players: Player[], entryIds: number[]): Promise<PhaseResult> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      const mine = new Set<number>();
      // Players start at random moments within one pause, not in lockstep.
      if (pauseMs > 0) await sleep(Math.random() * pauseMs);
      for (let tap = 0; performance.now() < deadline; tap += 1) {
        if (tap > 0 && pauseMs > 0) await sleep(pauseMs);
        if (performance.now() >= deadline) break;
        const entryId = entryIds[Math.floor(Math.random() * entryIds.length)]!;
        const isMarked = !mine.has(entryId);
        const sent = performance.now();
        try {
          const reply = await call<{ isMarked: boolean; markedBy: number | null }>(
            player.token,
            "PUT",
            `/entries/${entryId}`,
            { isMarked },
          );
          latencies.push(performance.now() - sent);
          if (reply.status !== 200) {
            errors.set(String(reply.status), (errors.get(String(reply.status)) ?? 0) + 1);
            continue;
          }
          const { data } = reply.body;
          if (data.isMarked && data.markedBy === player.playerId) mine.add(entryId);
          else mine.delete(entryId);
        } catch (error) {
          // Timeouts, refused connections and replies that are not JSON.
          const kind = String(error);
          if (!errors.has(kind)) console.error(`first "${kind}":`, error);
          errors.set(kind, (errors.get(kind) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    players: players.length,
    requests: latencies.length,
    latencies,
    errors,
    elapsedMs: performance.now() - started,
  };
}

function report(result: PhaseResult): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const errorCount = [...result.errors.values()].reduce((sum, count) => sum + count, 0);
  const detail = errorCount
    ? ` (${[...result.errors].map(([kind, n]) => `${kind}: ${n}`).join(", ")})`
    : "";
  return [
    `${String(result.players).padStart(7)} players`,
    `${String(result.requests).padStart(7)} requests`,
    `${(result.requests / (result.elapsedMs / 1000)).toFixed(1).padStart(8)} req/s`,
    `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms`,
    `p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms`,
    `errors ${errorCount}${detail}`,
  ].join(" | ");
}

const largest = Math.max(...phases);
try {
  console.log(
    `bench:api against ${baseUrl.origin}: ${largest} players join one game of ${ENTRIES} entries…`,
  );
  const { code, entryIds, players } = await setUp(largest);
  console.log(
    `game ${code} started; ${seconds} s of marking and unmarking per phase` +
      (pauseMs > 0 ? `, each player pausing ${pauseMs} ms between taps` : ", no pause between taps"),
  );
  for (const count of phases) {
    console.log(report(await phase(players.slice(0, count), entryIds)));
  }
} finally {
  await worker.stop();
}
