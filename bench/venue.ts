/**
 * npm run bench:venue — does a wedding on one Wi-Fi get in? (not a test;
 * docs/decisions/012-abuse-limits.md)
 *
 * The build in workerd with wrangler.toml's real rate limits. A host makes a game; then
 * BENCH_GUESTS guests (default 80), all on one client address, arrive spread at random over
 * BENCH_ARRIVAL_SECONDS (default 30) and each joins it as the web app does: a refusal that says
 * to come back within seconds is waited out and the join sent again (shared/join-retry.ts, the
 * app's own policy). Prints how many got in, how long each waited from arrival to being in
 * (p50, p95, max; the issue asks for p95 ≤ 5 s) and what the refusals were.
 */
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { joinRetryDelayMs } from "../shared/join-retry.ts";
import { benchTarget } from "./built-worker.ts";
import { apiCaller, emulatorToken, loopbackUrl, percentile } from "./local-api.ts";

const guests = Number(process.env.BENCH_GUESTS ?? 80);
const arrivalSeconds = Number(process.env.BENCH_ARRIVAL_SECONDS ?? 30);
const VENUE_ADDRESS = "198.51.100.77";

const run = Date.now().toString(36);
const worker = await benchTarget(8792, { limits: "real", apiOnly: true });
const baseUrl = loopbackUrl(worker.origin, "BENCH_URL");

/** One join as the app sends it, with the refusal's Retry-After. */
async function joinOnce(token: string, code: string, screenName: string) {
  const response = await fetch(new URL("/api/v1/games/join", baseUrl), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": VENUE_ADDRESS },
    body: JSON.stringify({ screenName, code }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (!response) return { status: 0, retryAfterSeconds: null };
  await response.arrayBuffer();
  const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return { status: response.status, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
}

/** A guest arriving `atMs` after the start: ms from arrival to being in (null: refused for good), and the refusals met. */
async function guest(index: number, atMs: number, code: string) {
  await sleep(atMs);
  const arrived = performance.now();
  const token = emulatorToken(`venue-${run}-${index}`);
  const refusals: number[] = [];
  for (let retry = 0; ; retry += 1) {
    const { status, retryAfterSeconds } = await joinOnce(token, code, `Guest ${index}`);
    if (status === 200) return { waitedMs: performance.now() - arrived, refusals };
    refusals.push(status);
    const delayMs = joinRetryDelayMs(status, retryAfterSeconds, retry);
    if (delayMs === null) return { waitedMs: null, refusals };
    await sleep(delayMs);
  }
}

try {
  const call = apiCaller(baseUrl, () => "198.51.100.1");
  const host = emulatorToken(`venue-host-${run}`);
  const { body } = await call<{ code: string }>(host, "POST", "/games", { screenName: "Host", gameName: "Wedding", description: "" });
  const code = body.data.code;

  const arrivals = Array.from({ length: guests }, () => Math.random() * arrivalSeconds * 1000).sort((a, b) => a - b);
  const results = await Promise.all(arrivals.map((atMs, index) => guest(index, atMs, code)));

  const waits = results.flatMap((result) => (result.waitedMs === null ? [] : [result.waitedMs])).sort((a, b) => a - b);
  const refused = results.filter((result) => result.waitedMs === null).length;
  const refusals = results.flatMap((result) => result.refusals);
  const count = (status: number) => refusals.filter((refusal) => refusal === status).length;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`${guests} guests on one address arriving within ${arrivalSeconds} s, joining one game as the web app does:`);
  console.log(`  in: ${waits.length}, refused for good: ${refused}`);
  console.log(`  arrival → in: p50 ${seconds(percentile(waits, 0.5))}, p95 ${seconds(percentile(waits, 0.95))}, max ${seconds(waits.at(-1) ?? Number.NaN)}`);
  console.log(`  refusals waited out: ${refusals.length} (429: ${count(429)}, other: ${refusals.length - count(429)})`);
} finally {
  await worker.stop();
}
