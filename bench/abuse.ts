/**
 * npm run bench:abuse — does one abuser slow a game down for everyone else? (not a test;
 * issue #17, docs/decisions/012-abuse-limits.md)
 *
 * The build in workerd with wrangler.toml's real rate limits. A started game of honest
 * players, each on their own address with a live socket, mark and unmark every
 * BENCH_PAUSE_MS (default 500 ms, a brisk human) for BENCH_SECONDS (default 10): first alone
 * (quiet), then while one member on one address, at once, asks for 1,000 socket tickets and
 * floods presence requests on every socket it gets, makes 1,000 joins with new accounts and
 * sends 1,000 marks in a burst. Prints the honest marks' p50/p99 in both phases, their ratio
 * (the issue asks for at most 2×) and what the abuser got through.
 */
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import type WebSocket from "ws";
import { closeSockets, inBatches, openSocket } from "./bench-sockets.ts";
import { benchTarget } from "./built-worker.ts";
import { startedGame } from "./game-room-clients.ts";
import { apiCaller, emulatorToken, loopbackUrl, percentile } from "./local-api.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 500);
const HONEST_PLAYERS = 20;
const FLOOD = 1_000;
/** Abusive requests in flight at once. */
const BURST = 50;
const ABUSER_ADDRESS = "203.0.113.66";

const run = Date.now().toString(36);
const worker = await benchTarget(8790, { limits: "real" });
const baseUrl = loopbackUrl(worker.origin, "BENCH_URL");
const call = apiCaller(baseUrl);

/** One call from `address`; its status (0: no answer), never thrown. */
async function attempt(token: string, address: string, method: string, path: string, body?: unknown) {
  try {
    const response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as { data?: { ticket?: string } } };
  } catch {
    return { status: 0, body: {} };
  }
}

async function connect(token: string, address: string, code: string): Promise<WebSocket | number> {
  const ticket = await attempt(token, address, "POST", `/games/${code}/socket-ticket`);
  if (ticket.status !== 200) return ticket.status;
  const url = new URL(`/api/v1/games/${code}/socket`, baseUrl);
  url.protocol = "ws:";
  url.searchParams.set("ticket", ticket.body.data!.ticket!);
  return openSocket(url.href, baseUrl.origin, () => {});
}

/**
 * Honest players mark and unmark at a human pace until `until`; the latencies of their marks.
 * Each toggles an entry of its own, so no honest mark is refused for someone else's.
 */
async function honestMarking(tokens: string[], entryIds: number[], until: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  await Promise.all(
    tokens.map(async (token, index) => {
      await sleep(Math.random() * pauseMs);
      const entryId = entryIds[index % entryIds.length]!;
      for (let isMarked = true; performance.now() < until; isMarked = !isMarked) {
        const sent = performance.now();
        const reply = await attempt(token, `198.51.100.${index + 1}`, "PUT", `/entries/${entryId}`, { isMarked });
        latencies.push(performance.now() - sent);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        await sleep(pauseMs);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

const tally = (statuses: number[]) =>
  [...new Set(statuses)].sort().map((status) => `${status}×${statuses.filter((s) => s === status).length}`).join(" ");

/** Everything the abuser tries at once; what each part got through. */
async function abuse(code: string, entryIds: number[]) {
  const abuser = emulatorToken(`bench-abuse-${run}-mallory`);
  await attempt(abuser, ABUSER_ADDRESS, "POST", "/games/join", { screenName: "Mallory", code });
  const sockets: WebSocket[] = [];
  const flood = (socket: WebSocket) => {
    for (let message = 0; message < 40; message += 1) socket.send(JSON.stringify({ type: "presence" }));
  };
  const [tickets, joins, marks] = await Promise.all([
    inBatches([...Array(FLOOD).keys()], BURST, async () => {
      const socket = await connect(abuser, ABUSER_ADDRESS, code).catch(() => 0);
      if (typeof socket === "number") return socket;
      sockets.push(socket);
      flood(socket);
      return 101;
    }),
    inBatches([...Array(FLOOD).keys()], BURST, async (index) => {
      const joiner = emulatorToken(`bench-abuse-${run}-sock-${index}`);
      return (await attempt(joiner, ABUSER_ADDRESS, "POST", "/games/join", { screenName: "Puppet", code })).status;
    }),
    inBatches([...Array(FLOOD).keys()], BURST, async (index) => {
      // Entries no honest player toggles: the abuser slows them down, never refuses them.
      const entryId = entryIds[HONEST_PLAYERS + (index % (entryIds.length - HONEST_PLAYERS))]!;
      return (await attempt(abuser, ABUSER_ADDRESS, "PUT", `/entries/${entryId}`, { isMarked: index % 2 === 0 })).status;
    }),
  ]);
  const stillOpen = sockets.filter((socket) => socket.readyState === socket.OPEN).length;
  await closeSockets(sockets);
  return { tickets: tally(tickets), joins: tally(joins), marks: tally(marks), stillOpen };
}

const line = (label: string, sorted: number[]) =>
  `${label}: ${sorted.length} marks | p50 ${percentile(sorted, 0.5).toFixed(1)} ms | p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;

try {
  const game = await startedGame(call, run, HONEST_PLAYERS);
  const honest = game.tokens;
  const honestSockets = (await inBatches(honest, 10, (token) => connect(token, "198.51.100.250", game.code))).filter(
    (socket): socket is WebSocket => typeof socket !== "number",
  );
  console.log(`bench:abuse against ${baseUrl.origin}: game ${game.code}, ${honest.length} honest players (${honestSockets.length} sockets), ${seconds} s a phase`);

  const quiet = await honestMarking(honest, game.entryIds, performance.now() + seconds * 1000);
  console.log(line("quiet ", quiet.latencies), "|", tally([...quiet.statuses].flatMap(([s, n]) => Array(n).fill(s))));

  const until = performance.now() + seconds * 1000;
  const [busy, attack] = await Promise.all([honestMarking(honest, game.entryIds, until), abuse(game.code, game.entryIds)]);
  console.log(line("abused", busy.latencies), "|", tally([...busy.statuses].flatMap(([s, n]) => Array(n).fill(s))));
  const ratio = percentile(busy.latencies, 0.99) / percentile(quiet.latencies, 0.99);
  console.log(`honest p99 abused / quiet: ${ratio.toFixed(2)}× (goal ≤ 2×)`);
  console.log(`abuser, ${FLOOD} of each: socket tickets ${attack.tickets} (sockets still open: ${attack.stillOpen}); joins ${attack.joins}; marks ${attack.marks}`);
  await closeSockets(honestSockets);
} finally {
  await worker.stop();
}
