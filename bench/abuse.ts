/**
 * npm run bench:abuse — does one abuser slow a game down for everyone else, and does its flood
 * reach the game's room? (not a test; docs/decisions/012-abuse-limits.md)
 *
 * The build in workerd with wrangler.toml's real rate limits. A started game of honest
 * players, each on their own address with a live socket, mark and unmark every
 * BENCH_PAUSE_MS (default 500 ms, a brisk human) for BENCH_SECONDS (default 10) a phase. Each
 * of BENCH_ROUNDS rounds (default 5) has three phases: quiet; while one member floods the game
 * from a process of its own (abuse-flood.ts: 1,000 socket tickets with presence floods, 1,000
 * joins, 1,000 marks) against our Worker; and the same flood against the floor. It prints the
 * honest marks' p50/p99 in each phase, the ratios (abused against quiet, and against the
 * floor: the goal is at most 1.25×), what the abuser got through, and how many of the
 * flood's calls reached the game's room (bench/abuse-entry.worker.js counts each call the
 * Worker makes to the room for the abuser's requests, and the messages on the abuser's
 * sockets that the room receives), and workerd's CPU time in each phase (workerd-cpu.ts), for
 * each round and over all of them.
 *
 * BENCH_D1_DELAY_MS puts D1 that round trip away from the Worker and the room (default 0).
 * BENCH_ABUSE=tickets,joins,marks (the default) chooses the parts. The honest players mark
 * over their sockets, as the web app does (decision 020); BENCH_HONEST_MARKS=put sends their
 * marks as PUTs instead, as it did before.
 * BENCH_ABUSE_FLOOR chooses the floor: "isolate" (the default) sends the flood to our Worker,
 * which answers the abuser's address with a bare 429 on its first line
 * (bench/abuse-entry.worker.js): the floor of any refusal, paid in the isolate that also runs
 * the honest players' calls and their game's room. "separate" sends it to a Worker in the same
 * workerd that refuses everything at once (built-worker.ts): the floor with not one line of
 * ours in the isolate. "none": no floor phase.
 */
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { fork } from "node:child_process";
import type WebSocket from "ws";
import { abuserUid, attempt, connect, markOverSocket, tally } from "./abuse-calls.ts";
import type { FloodOrders, FloodPart, FloodReport } from "./abuse-flood.ts";
import { closeSockets, inBatches } from "./bench-sockets.ts";
import { benchTarget } from "./built-worker.ts";
import { startedGame } from "./game-room-clients.ts";
import { apiCaller, emulatorToken, loopbackUrl, percentile } from "./local-api.ts";
import { workerdCpuMs } from "./workerd-cpu.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 500);
const HONEST_PLAYERS = 20;
/**
 * Quiet and abused phases alternate this many times (BENCH_ROUNDS), each flood by a new
 * abuser on a new address; the p99s are taken over every round's marks together. One
 * round's p99 is the 4th-worst of ~400 marks: a single pause of the machine (the refusal
 * floor saw one of 134 ms against a quiet 12 ms) decides it, so one round says little.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** How the honest players send their marks: over their sockets (the web app's way) or as PUTs. */
const honestMarksOver = process.env.BENCH_HONEST_MARKS === "put" ? "put" : "socket";
/** BENCH_ABUSE=joins,marks sends only those parts of the flood, to see what each costs. */
const parts = (process.env.BENCH_ABUSE ?? "tickets,joins,marks").split(",") as FloodPart[];

const FLOOR_KINDS: Record<string, "isolate" | "separate" | "none"> = { isolate: "isolate", separate: "separate", "1": "separate", none: "none" };
const floorKind = FLOOR_KINDS[process.env.BENCH_ABUSE_FLOOR ?? "isolate"];
if (!floorKind) throw new Error("BENCH_ABUSE_FLOOR: isolate, separate or none");
const floorPort = floorKind === "separate" ? 8791 : undefined;

const run = Date.now().toString(36);
// The API alone: the asset router Miniflare puts in front of the Worker would run on the
// one workerd thread for every flood request, which at the edge it does not (built-worker.ts).
/**
 * BENCH_D1_DELAY_MS: D1 that far (one round trip, ms) from the Worker and the room, as at the
 * edge (bench/distant-d1.js); default 0, loopback's. The honest marks never touch D1; what an
 * admitted join writes to D1's index does, and on loopback those calls answer at once.
 */
const d1DelayMs = Number(process.env.BENCH_D1_DELAY_MS ?? 0);
if (!(Number.isFinite(d1DelayMs) && d1DelayMs >= 0)) throw new Error("BENCH_D1_DELAY_MS: a round trip in ms, 0 or more");
const worker = await benchTarget(8790, { limits: "real", refusalFloorPort: floorPort, abuseEntry: true, apiOnly: true, d1DelayMs });
const baseUrl = loopbackUrl(worker.origin, "BENCH_URL");
/**
 * Where each flood goes, and from which address (bench/abuse-entry.worker.js tells them apart):
 * ours from 203.0.113.1–127, the isolate floor's from 203.0.113.128–255, refused at once.
 */
const floods = {
  ours: (round: number) => ({ url: baseUrl, address: `203.0.113.${round}` }),
  floor: (round: number) => ({
    url: floorPort ? new URL(`http://127.0.0.1:${floorPort}/`) : baseUrl,
    address: `203.0.113.${128 + round}`,
  }),
};
/** The game's people set it up each from an address of their own, as they would in life. */
const setUpAddresses = new Map<string, string>();
const call = apiCaller(baseUrl, (token) => {
  if (!setUpAddresses.has(token)) setUpAddresses.set(token, `198.18.0.${setUpAddresses.size + 1}`);
  return setUpAddresses.get(token)!;
});
const honestCaller = (token: string, index: number) => ({ baseUrl, token, address: `198.51.100.${index + 1}` });

/**
 * Honest players mark and unmark at a human pace until `until`; the latencies of their marks.
 * Each toggles an entry of its own, so no honest mark is refused for someone else's.
 */
async function honestMarking(tokens: string[], sockets: WebSocket[], entryIds: number[], until: number) {
  const latencies: number[] = [];
  /** Each mark as [sent at (Date.now()), latency], for BENCH_TRACE. */
  const marks: Array<[number, number]> = [];
  const statuses: number[] = [];
  await Promise.all(
    tokens.map(async (token, index) => {
      await sleep(Math.random() * pauseMs);
      const entryId = entryIds[index % entryIds.length]!;
      for (let isMarked = true; performance.now() < until; isMarked = !isMarked) {
        const sent = performance.now();
        const sentAt = Date.now();
        const status =
          honestMarksOver === "socket"
            ? await markOverSocket(sockets[index]!, entryId, isMarked)
            : (await attempt(honestCaller(token, index), "PUT", `/entries/${entryId}`, { isMarked })).status;
        latencies.push(performance.now() - sent);
        marks.push([sentAt, performance.now() - sent]);
        statuses.push(status);
        await sleep(pauseMs);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses, marks };
}

/**
 * BENCH_TRACE: each honest mark slower than SLOW_MARK_MS (BENCH_TRACE_SLOW_MS, 60 ms unless
 * set) in an abused phase, when it was sent (ms after the flood began) and which of the
 * abuser's calls were let through while it waited or in the TRACE_BEFORE_MS before it.
 * BENCH_TRACE_TIMES also lists when each call let through was answered (ms after the flood began).
 * BENCH_TRACE also prints how many of the flood's calls were answered in each 100 ms of its first
 * 1.5 s, and when the flood began (for a CPU profile taken with BENCH_INSPECTOR_PORT).
 */
const SLOW_MARK_MS = Number(process.env.BENCH_TRACE_SLOW_MS ?? 60);
const TRACE_BEFORE_MS = 100;
function slowMarksBeside(marks: Array<[number, number]>, admitted: Array<[FloodPart, number]>, floodStart: number): string {
  const slow = marks.filter(([, latency]) => latency > SLOW_MARK_MS).sort((a, b) => a[0] - b[0]);
  return slow
    .map(([sentAt, latency]) => {
      const beside = admitted.filter(([, at]) => at >= sentAt - TRACE_BEFORE_MS && at <= sentAt + latency);
      const byPart = [...new Set(beside.map(([part]) => part))].map((part) => `${part} ${beside.filter(([p]) => p === part).length}`);
      return `+${sentAt - floodStart} ms: ${latency.toFixed(0)} ms (${byPart.join(", ") || "nothing let through"})`;
    })
    .join("; ");
}

/**
 * What a refused caller gets by calling again before its wait is over: one more member, past
 * its mark limit, marks `count` times in a row; the latencies of the 429s. Each is held (a
 * timer, no work) until the refusal ends or REFUSED_CALLER_HOLD_MS has passed.
 */
async function refusedCalls(token: string, entryId: number, count: number) {
  const caller = { baseUrl, token, address: "198.51.100.240" };
  const latencies: number[] = [];
  for (let index = 0; latencies.length < count; index += 1) {
    const sent = performance.now();
    const reply = await attempt(caller, "PUT", `/entries/${entryId}`, { isMarked: index % 2 === 0 });
    if (reply.status === 429) latencies.push(performance.now() - sent);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * The abuser, started now in a process of its own at the lowest CPU priority (nice 19): in
 * life it is another machine, so the client side of its flood (building thousands of
 * requests, reading their answers) must not take this machine's cores from the Worker or
 * from the honest players, whose timings are the measurement. Every request it sends still
 * costs the Worker what it would. Resolves once the process has loaded and waits: `go()`
 * sends the flood and resolves with what it got through, so the process's own start-up
 * (Node and its modules, a few hundred ms of CPU on this 2-core machine) falls before the
 * phase, not in its first second beside the honest marks.
 */
async function readyFlood(orders: FloodOrders): Promise<{ go: () => Promise<FloodReport> }> {
  const abuser = fork(new URL("./abuse-flood.ts", import.meta.url), [JSON.stringify(orders)], {
    execPath: "nice",
    execArgv: ["-n", "19", process.execPath],
  });
  const exited = new Promise<never>((_, reject) => {
    abuser.once("error", reject);
    abuser.once("exit", (code) => reject(new Error(`the abuser's process exited with ${code} before reporting`)));
  });
  const nextMessage = () => Promise.race([new Promise<unknown>((resolve) => abuser.once("message", resolve)), exited]);
  if ((await nextMessage()) !== "ready") throw new Error("the abuser's process spoke before it was ready");
  return {
    go: async () => {
      const report = nextMessage();
      abuser.send("go");
      return (await report) as FloodReport;
    },
  };
}

const line = (label: string, sorted: number[]) =>
  `${label}: ${sorted.length} marks | p50 ${percentile(sorted, 0.5).toFixed(1)} ms | p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;

/** What bench/abuse-entry.worker.js has counted so far: the flood's calls to the room, and its sockets' messages. */
interface RoomCounts {
  calls: Record<string, number>;
  /** Of those, the calls the room refused as past an allowance. */
  refused: Record<string, number>;
  /** And those it refused by the game's rules, within the member's allowance (an unmark of someone else's mark). */
  ruledOut: Record<string, number>;
  socketMessages: number;
}

async function roomCounts(code: string): Promise<RoomCounts> {
  const response = await fetch(new URL(`/__bench/flood-calls?game=${code}`, baseUrl));
  if (!response.ok) throw new Error(`the flood's count: ${response.status} (is the Worker served through bench/abuse-entry.worker.js?)`);
  return (await response.json()) as RoomCounts;
}

/**
 * What reached the room between two counts: every call and socket message, by route and room
 * method (with how many of them the room itself refused), and the totals.
 */
function reachedBetween(before: RoomCounts, after: RoomCounts): { total: number; refused: number; ruledOut: number; text: string } {
  // The counts live in memory (the Worker's isolate, the room): one restarted meanwhile counts
  // again from 0, so a count smaller than before is all that reached it since.
  const since = (now: number, then: number) => (now < then ? now : now - then);
  const grown = (now: Record<string, number>, then: Record<string, number>, key: string) => since(now[key] ?? 0, then[key] ?? 0);
  const calls = Object.keys(after.calls)
    .map((key) => ({
      key,
      count: grown(after.calls, before.calls, key),
      refused: grown(after.refused, before.refused, key),
      ruledOut: grown(after.ruledOut, before.ruledOut, key),
    }))
    .filter(({ count }) => count > 0);
  const socketMessages = since(after.socketMessages, before.socketMessages);
  const total = calls.reduce((sum, { count }) => sum + count, 0) + socketMessages;
  const refused = calls.reduce((sum, call) => sum + call.refused, 0);
  const ruledOut = calls.reduce((sum, call) => sum + call.ruledOut, 0);
  const parts = [
    ...calls.map(
      ({ key, count, refused: no, ruledOut: against }) =>
        `${key} ×${count}${no ? `, ${no} refused there` : ""}${against ? `, ${against} refused there by the game's rules` : ""}`,
    ),
    `messages on its sockets ×${socketMessages}`,
  ];
  return { total, refused, ruledOut, text: parts.join("; ") };
}

/**
 * One flood, with the honest players marking beside it: what they saw, what the abuser got,
 * and what of it reached the game's room. The abuser joined the game before, as a member does
 * (from an address of its own, not counted): the flood is all it sends from its address.
 */
async function abusedPhase(
  game: { code: string; entryIds: number[] },
  honest: string[],
  honestSockets: WebSocket[],
  round: number,
  target: { url: URL; address: string },
) {
  const floodRun = `${run}-${round}-${target.address}`;
  await call(emulatorToken(abuserUid(floodRun)), "POST", "/games/join", { screenName: "Mallory", code: game.code });
  const countedBefore = await roomCounts(game.code);
  const orders = { baseUrl: target.url.href, code: game.code, entryIds: game.entryIds.slice(HONEST_PLAYERS), run: floodRun, parts, address: target.address };
  const flood = await readyFlood(orders);
  const until = performance.now() + seconds * 1000;
  const floodStart = Date.now();
  // Wall time, to find the flood in a CPU profile of the Worker (BENCH_INSPECTOR_PORT).
  if (process.env.BENCH_TRACE) console.log(`  flood began at ${floodStart} (Date.now())`);
  const cpuBefore = workerdCpuMs();
  const [busy, attack] = await Promise.all([honestMarking(honest, honestSockets, game.entryIds, until), flood.go()]);
  const cpuMs = cpuSince(cpuBefore);
  // The phase lasts until the flood's last call is answered: held calls make ours the longer.
  const wallMs = Date.now() - floodStart;
  return { busy, attack, floodStart, cpuMs, wallMs, reached: reachedBetween(countedBefore, await roomCounts(game.code)) };
}

/** workerd's CPU time since `before` (workerd-cpu.ts), or null where it cannot be read. */
const cpuSince = (before: number | null) => {
  const after = workerdCpuMs();
  return before === null || after === null ? null : after - before;
};
const cpuText = (ms: number | null, wallMs?: number) =>
  (ms === null ? "unknown" : `${(ms / 1000).toFixed(2)} s`) + (wallMs === undefined ? "" : ` in ${(wallMs / 1000).toFixed(1)} s`);

const abuserLine = (attack: FloodReport) =>
  `1,000 of each: socket tickets ${attack.tickets} (sockets still open: ${attack.stillOpen}); joins ${attack.joins}; marks ${attack.marks}`;

try {
  const game = await startedGame(call, run, HONEST_PLAYERS);
  const honest = game.tokens;
  const sockets = await inBatches(honest, 10, (token) => connect({ baseUrl, token, address: "198.51.100.250" }, game.code));
  const honestSockets = sockets.filter((socket): socket is WebSocket => typeof socket !== "number");
  if (honestSockets.length !== honest.length) throw new Error(`only ${honestSockets.length} of ${honest.length} honest sockets opened`);
  console.log(`bench:abuse against ${baseUrl.origin}: game ${game.code}, ${honest.length} honest players (${honestSockets.length} sockets, marking over ${honestMarksOver === "socket" ? "them" : "PUTs"}), ${seconds} s a phase, D1 ${d1DelayMs} ms away`);

  const eager = emulatorToken(`bench-abuse-${run}-eager`);
  await call(eager, "POST", "/games/join", { screenName: "Eager", code: game.code });
  const refused = await refusedCalls(eager, game.entryIds.at(-1)!, 5);
  console.log(`a refused caller calling again (429): ${refused.length} | p50 ${percentile(refused, 0.5).toFixed(0)} ms (held) | max ${refused.at(-1)!.toFixed(0)} ms`);

  const floorLabel = floorKind === "separate" ? "a Worker of its own refusing it" : "refused on our Worker's first line";
  const quietAll: number[] = [];
  const abusedAll: number[] = [];
  const floorAll: number[] = [];
  const roundRatios: number[] = [];
  const floorRatios: number[] = [];
  // workerd's CPU time over each kind of phase, all rounds (null once any phase's is unknown).
  const cpuAll: Record<"quiet" | "abused" | "floor", number | null> = { quiet: 0, abused: 0, floor: 0 };
  const addCpu = (phase: keyof typeof cpuAll, ms: number | null) => {
    const sum = cpuAll[phase];
    cpuAll[phase] = sum === null || ms === null ? null : sum + ms;
  };
  let reachedAll = 0;
  let refusedInRoomAll = 0;
  let ruledOutInRoomAll = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const quietCpuBefore = workerdCpuMs();
    const quiet = await honestMarking(honest, honestSockets, game.entryIds, performance.now() + seconds * 1000);
    const quietCpuMs = cpuSince(quietCpuBefore);
    console.log(line(`round ${round} quiet `, quiet.latencies), "|", tally(quiet.statuses), `| workerd CPU ${cpuText(quietCpuMs)}`);
    addCpu("quiet", quietCpuMs);

    const { busy, attack, floodStart, cpuMs, wallMs, reached } = await abusedPhase(game, honest, honestSockets, round, floods.ours(round));
    addCpu("abused", cpuMs);
    reachedAll += reached.total;
    refusedInRoomAll += reached.refused;
    ruledOutInRoomAll += reached.ruledOut;
    const ratio = percentile(busy.latencies, 0.99) / percentile(quiet.latencies, 0.99);
    console.log(line(`round ${round} abused`, busy.latencies), "|", tally(busy.statuses), `| ${ratio.toFixed(2)}× quiet | workerd CPU ${cpuText(cpuMs, wallMs)}`);
    console.log(`  abuser (${parts.join(", ")}), ${abuserLine(attack)}`);
    console.log(
      `  the flood's calls that reached the game's room: ${reached.total} let through by the Worker's limits, ${reached.refused} of them refused there as past an allowance, ` +
        `${reached.ruledOut} by the game's rules (${reached.text})`,
    );
    if (process.env.BENCH_TRACE) {
      const perSecond = new Map<string, number>();
      for (const [part, at] of attack.admitted) {
        const key = `${part}@${Math.floor((at - floodStart) / 1000)}s`;
        perSecond.set(key, (perSecond.get(key) ?? 0) + 1);
      }
      if (process.env.BENCH_TRACE_TIMES) console.log(`  answered at: ${attack.admitted.map(([part, at]) => `${part[0]}+${at - floodStart}`).join(" ")}`);
      // How fast the flood's calls were answered in its first moments, before any rule refused it.
      const firstMoments = new Map<number, number>();
      for (const [, , at] of attack.answered) {
        const bucket = Math.floor((at - floodStart) / 100) * 100;
        if (bucket < 1500) firstMoments.set(bucket, (firstMoments.get(bucket) ?? 0) + 1);
      }
      console.log(`  calls answered per 100 ms, first 1.5 s: ${[...firstMoments].sort((a, b) => a[0] - b[0]).map(([at, count]) => `+${at}:${count}`).join(" ")}`);
      console.log(`  let through: ${[...perSecond].map(([key, count]) => `${key}×${count}`).join(" ")}`);
      console.log(`  slow honest marks, abused: ${slowMarksBeside(busy.marks, attack.admitted, floodStart) || "none"}`);
      const quietStart = quiet.marks.reduce((first, [at]) => Math.min(first, at), Infinity);
      console.log(`  slow honest marks, quiet (ms after it began): ${slowMarksBeside(quiet.marks, [], quietStart) || "none"}`);
    }
    quietAll.push(...quiet.latencies);
    abusedAll.push(...busy.latencies);
    roundRatios.push(ratio);

    if (floorKind === "none") continue;
    const floor = await abusedPhase(game, honest, honestSockets, round, floods.floor(round));
    const floorRatio = percentile(busy.latencies, 0.99) / percentile(floor.busy.latencies, 0.99);
    addCpu("floor", floor.cpuMs);
    console.log(
      line(`round ${round} floor `, floor.busy.latencies),
      "|",
      tally(floor.busy.statuses),
      `| abused ÷ floor ${floorRatio.toFixed(2)}× | workerd CPU ${cpuText(floor.cpuMs, floor.wallMs)}`,
    );
    console.log(`  abuser ${floorLabel}, ${abuserLine(floor.attack)}`);
    floorAll.push(...floor.busy.latencies);
    floorRatios.push(floorRatio);
  }
  const byValue = (a: number, b: number) => a - b;
  const medianOf = (values: number[]) => [...values].sort(byValue)[Math.floor(values.length / 2)]!;
  console.log(line(`all ${rounds} rounds, quiet `, quietAll.sort(byValue)));
  console.log(line(`all ${rounds} rounds, abused`, abusedAll.sort(byValue)));
  const pooled = percentile(abusedAll, 0.99) / percentile(quietAll, 0.99);
  console.log(`honest p99 abused / quiet, all rounds: ${pooled.toFixed(2)}× (goal ≤ 2×); rounds' median ${medianOf(roundRatios).toFixed(2)}×`);
  if (floorKind !== "none") {
    console.log(line(`all ${rounds} rounds, floor `, floorAll.sort(byValue)));
    const againstFloor = percentile(abusedAll, 0.99) / percentile(floorAll, 0.99);
    console.log(
      `honest p99 abused / floor (${floorLabel}), all rounds: ${againstFloor.toFixed(2)}× (goal ≤ 1.25×); rounds' median ${medianOf(floorRatios).toFixed(2)}×`,
    );
  }
  console.log(
    `workerd CPU, all rounds: quiet ${cpuText(cpuAll.quiet)}, abused ${cpuText(cpuAll.abused)}` +
      (floorKind === "none" ? "" : `, floor ${cpuText(cpuAll.floor)}`),
  );
  console.log(
    `the flood's calls past its allowance that reached the game's room, all rounds: ${refusedInRoomAll} (goal 0); ` +
      `within a member's allowance (the Worker's limits let them through, or messages on sockets it let open): ${reachedAll}, ` +
      `of which the game's rules refused ${ruledOutInRoomAll} (as they would an honest member's)`,
  );
  await closeSockets(honestSockets);
} finally {
  await worker.stop();
}
