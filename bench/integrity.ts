/**
 * npm run bench:integrity — is anything lost between the rooms and D1 when D1 fails and rooms
 * crash? (not a test; docs/decisions/027-room-and-index.md)
 *
 * Serves the build in workerd (bench/built-worker.ts, port 8798) through
 * bench/flaky-d1.worker.js, which fails a share of all D1 calls at random, the Worker's and every
 * room's. BENCH_GAMES games (20) are made, joined and started; then for BENCH_SECONDS (120) their
 * players mark and unmark squares, now and then join again under another name, and the hosts
 * lock and unlock joining, while BENCH_D1_FAILURE_RATE (0.1) of D1 calls fail and one room, at
 * random, is aborted every BENCH_ABORT_EVERY_SECONDS (20). A call answered 2xx is acknowledged;
 * any other answer is retried as the web app would, or dropped.
 *
 * Then D1 is made reliable again and the rooms deliver what they hold. It prints:
 * - for each game, whether D1's index equals its room row by row (the game's row and every
 *   membership), and how long that took after D1 was back;
 * - acknowledged changes lost: a mark or unmark whose newest acknowledged state is not the
 *   room's, a name or a lock acknowledged and not what the room holds (the goal is 0).
 *
 *   BENCH_GAMES, BENCH_PLAYERS (per game, host included: 5), BENCH_SECONDS, BENCH_D1_FAILURE_RATE,
 *   BENCH_ABORT_EVERY_SECONDS, BENCH_SKIP_BUILD (serve the existing build/).
 */
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { joinRetryDelayMs } from "../shared/join-retry.ts";
import { buildApp, startBuiltWorker } from "./built-worker.ts";
import { emulatorToken } from "./local-api.ts";

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const FAILURE_RATE = Number(process.env.BENCH_D1_FAILURE_RATE ?? 0.1);
const ABORT_EVERY_MS = Number(process.env.BENCH_ABORT_EVERY_SECONDS ?? 20) * 1000;
const CONVERGE_WITHIN_MS = 60_000;

const run = Date.now().toString(36);
buildApp();
const worker = await startBuiltWorker(8798, { flakyD1: true, apiOnly: true });
const origin = worker.origin;

interface Answer<T> {
  status: number;
  body: { data?: T; version?: number; code?: string };
  retryAfter: number | null;
}

const counts = { calls: 0, acknowledged: 0, refused: new Map<string, number>(), aborts: 0 };

/** Each person's own address: a household each, so no network's budget is what is measured. */
const addresses = new Map<string, string>();
const addressOf = (token: string) => {
  if (!addresses.has(token)) addresses.set(token, `2001:db8:${(addresses.size + 1).toString(16)}::1`);
  return addresses.get(token)!;
};

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  counts.calls += 1;
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": addressOf(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!response) return { status: 0, body: {}, retryAfter: null };
  const text = await response.text();
  const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
  const answer = { status: response.status, body: text ? JSON.parse(text) : {}, retryAfter: Number.isFinite(retryAfter) ? retryAfter : null };
  if (response.ok) counts.acknowledged += 1;
  else {
    const why = `${response.status} ${answer.body.code ?? ""}`.trim();
    counts.refused.set(why, (counts.refused.get(why) ?? 0) + 1);
  }
  return answer;
}

/** A call the web app would send again (a join's own policy; anything else a few times): its answer once 2xx, or null. */
async function untilAnswered<T>(token: string, method: string, path: string, body?: unknown): Promise<Answer<T> | null> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await call<T>(token, method, path, body);
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) return null;
    await sleep(joinRetryDelayMs(answer.status, answer.retryAfter, 0) ?? 250 + Math.random() * 500);
  }
  return null;
}

const bench = (path: string, method = "GET") => fetch(`${origin}/__bench/${path}`, { method }).then((response) => response.json());

interface Player {
  token: string;
  /** The newest name acknowledged, with the version it came at. */
  name: string;
  board: number[];
}

interface Game {
  code: string;
  host: Player;
  players: Player[];
  /** Each entry's newest acknowledged mark state, by the version it produced. */
  marks: Map<number, { isMarked: boolean; version: number }>;
  lock: { locked: boolean; version: number } | null;
}

async function makeGame(index: number): Promise<Game | null> {
  const host: Player = { token: emulatorToken(`integrity-${run}-${index}-host`), name: "Host", board: [] };
  const made = await untilAnswered<{ code: string }>(host.token, "POST", "/games", { screenName: "Host", gameName: `Integrity ${index}`, description: "" });
  if (!made) return null;
  const code = made.body.data!.code;
  const players: Player[] = [host];
  for (let seat = 1; seat < PLAYERS; seat += 1) {
    const player: Player = { token: emulatorToken(`integrity-${run}-${index}-${seat}`), name: `Player ${seat}`, board: [] };
    if (await untilAnswered(player.token, "POST", "/games/join", { code, screenName: player.name })) players.push(player);
  }
  for (let entry = 1; entry <= 26; entry += 1) {
    await untilAnswered(host.token, "POST", "/entries", { gameCode: code, text: `Game ${index}, prediction ${entry}` });
  }
  if (!(await untilAnswered(host.token, "PUT", `/games/${code}/start-game`))) return null;
  for (const player of players) {
    const read = await untilAnswered<{ players: Array<{ boardEntries?: number[] }> }>(player.token, "GET", `/games/${code}`);
    player.board = read?.body.data?.players.find((each) => each.boardEntries)?.boardEntries ?? [];
  }
  return { code, host, players, marks: new Map(), lock: null };
}

/** One player's taps until `until`: marks and unmarks of their own squares, and now and then a new name. */
async function play(game: Game, player: Player, until: number, seat: number) {
  let renames = 0;
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 900);
    const roll = Math.random();
    if (roll < 0.05) {
      renames += 1;
      const name = `Player ${seat} take ${renames}`;
      const answer = await call(player.token, "POST", "/games/join", { code: game.code, screenName: name });
      if (answer.status === 200) player.name = name;
    } else if (roll < 0.09 && player === game.host) {
      const locked = !(game.lock?.locked ?? false);
      const answer = await call<{ version: number }>(player.token, "PUT", `/games/${game.code}/lock`, { locked });
      const version = (answer.body.data as { version?: number } | undefined)?.version ?? 0;
      if (answer.status === 200 && version >= (game.lock?.version ?? 0)) game.lock = { locked, version };
    } else if (player.board.length > 0) {
      const entryId = player.board[Math.floor(Math.random() * player.board.length)]!;
      const isMarked = Math.random() < 0.6;
      const answer = await call<{ isMarked: boolean }>(player.token, "PUT", `/entries/${entryId}`, { isMarked });
      if (answer.status === 200 && answer.body.version !== undefined) {
        const known = game.marks.get(entryId);
        if (!known || answer.body.version > known.version) {
          game.marks.set(entryId, { isMarked: answer.body.data!.isMarked, version: answer.body.version });
        }
      }
    }
  }
}

async function abortRooms(games: Game[], until: number) {
  while (Date.now() + ABORT_EVERY_MS < until) {
    await sleep(ABORT_EVERY_MS);
    const game = games[Math.floor(Math.random() * games.length)]!;
    await bench(`abort?code=${game.code}`, "POST");
    counts.aborts += 1;
  }
}

type Rows = { game: Record<string, unknown> | null; players: Array<Record<string, unknown>>; entries?: Array<{ id: number; is_marked: number }> };

/** How each game's room and D1's index differ, row by row; empty when they agree. */
async function differences(game: Game): Promise<string[]> {
  const room = (await bench(`room?code=${game.code}`)) as Rows;
  const index = (await bench(`index?code=${game.code}`)) as Rows;
  const found: string[] = [];
  if (JSON.stringify(room.game) !== JSON.stringify(index.game)) found.push("the game's row");
  const byAccount = new Map(index.players.map((row) => [row.user_id, JSON.stringify(row)]));
  for (const row of room.players) {
    if (byAccount.get(row.user_id) !== JSON.stringify(row)) found.push(`membership of account ${row.user_id}`);
    byAccount.delete(row.user_id);
  }
  for (const account of byAccount.keys()) found.push(`a membership of account ${account} the room does not have`);
  return found;
}

/** Acknowledged changes the room does not hold. */
async function lost(game: Game): Promise<string[]> {
  const room = (await bench(`room?code=${game.code}`)) as Rows;
  const found: string[] = [];
  const marked = new Map((room.entries ?? []).map((entry) => [entry.id, entry.is_marked === 1]));
  for (const [entryId, { isMarked }] of game.marks) {
    if (marked.get(entryId) !== isMarked) found.push(`entry ${entryId} (acknowledged ${isMarked ? "marked" : "unmarked"})`);
  }
  const names = new Set(room.players.map((row) => row.screen_name));
  for (const player of game.players) if (!names.has(player.name)) found.push(`the name ${player.name}`);
  if (game.lock && Boolean(room.game?.join_locked) !== game.lock.locked) found.push("the lock");
  return found;
}

try {
  console.log(`bench:integrity: ${GAMES} games of ${PLAYERS}, ${SECONDS} s, ${FAILURE_RATE * 100}% of D1 calls failing, a room aborted every ${ABORT_EVERY_MS / 1000} s`);
  await bench(`failures?rate=${FAILURE_RATE}`, "POST");
  const made = await Promise.all(Array.from({ length: GAMES }, (_unused, index) => makeGame(index + 1)));
  const games = made.filter((game): game is Game => game !== null);
  console.log(`${games.length} of ${GAMES} games made and started (the rest refused at creation for good)`);

  const until = Date.now() + SECONDS * 1000;
  await Promise.all([
    abortRooms(games, until),
    ...games.flatMap((game) => game.players.map((player, seat) => play(game, player, until, seat))),
  ]);
  const stats = (await bench("failures?rate=0", "POST")) as { calls: number; failed: number };

  // D1 is reliable again: every room delivers what it holds, and the index must agree.
  const back = performance.now();
  let pending = games;
  while (pending.length > 0 && performance.now() - back < CONVERGE_WITHIN_MS) {
    await Promise.all(pending.map((game) => bench(`deliver?code=${game.code}`, "POST").catch(() => null)));
    const diffs = await Promise.all(pending.map(differences));
    pending = pending.filter((_game, index) => diffs[index]!.length > 0);
    if (pending.length > 0) await sleep(500);
  }
  const convergedMs = performance.now() - back;
  const mismatched = await Promise.all(games.map(async (game) => ({ game, diff: await differences(game) })));
  const lostChanges = (await Promise.all(games.map(async (game) => ({ game, lost: await lost(game) })))).filter((each) => each.lost.length > 0);

  const acknowledgedMarks = games.reduce((sum, game) => sum + game.marks.size, 0);
  console.log(`calls ${counts.calls}, acknowledged ${counts.acknowledged}, refused ${JSON.stringify(Object.fromEntries(counts.refused))}`);
  console.log(`D1 calls ${stats.calls}, failed ${stats.failed} (${((stats.failed / Math.max(stats.calls, 1)) * 100).toFixed(1)}%), rooms aborted ${counts.aborts}`);
  console.log(`entries with an acknowledged mark state ${acknowledgedMarks}`);
  console.log(`index equal to its room, row by row: ${mismatched.filter((each) => each.diff.length === 0).length} of ${games.length} games, ${convergedMs.toFixed(0)} ms after D1 was back`);
  for (const { game, diff } of mismatched.filter((each) => each.diff.length > 0)) console.log(`  ${game.code}: ${diff.join("; ")}`);
  console.log(`acknowledged changes lost: ${lostChanges.reduce((sum, each) => sum + each.lost.length, 0)}`);
  for (const { game, lost: missing } of lostChanges) console.log(`  ${game.code}: ${missing.join("; ")}`);
} finally {
  await worker.stop();
}
