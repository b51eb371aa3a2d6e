/**
 * npm run bench:web — what a phone downloads and how fast the pages feel (not a test).
 *
 * Builds the app, serves the build in workerd (scripts/e2e-server.ts, own port)
 * behind a gzip proxy, starts a game and signs a guest into it, then for `/`,
 * `/join/{code}/` (a visitor), `/play/{code}/` (the signed-in guest) and `/tv/{code}/` (a game's
 * TV view, opened with its key):
 *   - the JavaScript of the initial load, gzip-compressed (what the HTML makes the browser
 *     load before hydrating), and all JS once the page has settled (Chromium);
 *   - Lighthouse (mobile preset, Debian's Chromium): performance score and CLS.
 *   - a guest on a slow phone (bench/slow-phone-join.ts): Lighthouse's mobile throttling,
 *     from opening /join/{code}/ of a game in play to their own board, median of 3.
 * Targets: /join/{code}/ ≤ 125 KB gzip initial JS; performance ≥ 95,
 * CLS ≤ 0.05; /play/{code}/ ≤ 140 KB; the slow-phone guest sees their board within
 * 3 s.
 *
 *   BENCH_WEB_PORT    default 4473 (loopback only)
 *   BENCH_SKIP_BUILD  set to use the existing build/
 *   BENCH_WEB_ONLY    "slow-phone": only the slow-phone guest (the JS weights and Lighthouse
 *                     take minutes; compare before/after of the sign-in's head start);
 *                     "pages": only the JS weights and Lighthouse
 *   BENCH_WEB_PAGES   comma-separated routes to measure, e.g. "play,tv" (default: every page)
 *   BENCH_WEB_RUNS    Lighthouse runs per page, the median reported (default 3: one run here
 *                     swings by up to 18 points)
 *   BENCH_WEB_REPORTS a folder (made if missing): each Lighthouse report is written there as JSON (what made a score),
 *                     with its trace beside it (`*.trace.json`, opens in Chrome's Performance panel)
 *   BENCH_WEB_PROFILE set to add V8's CPU samples to those traces (which function a long task ran;
 *                     the profiler slows the page, so scores of such runs are not comparable)
 *   BENCH_WATERFALL   set to print each slow-phone run's requests and marks in time order
 *   BENCH_SLOW_PHONE_TAP  "hydrated": the slow-phone guest taps next only once the page has
 *                     hydrated (the default taps right after typing; the press is held)
 */
import { spawn, spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import { mkdirSync, writeFileSync } from "node:fs";
import process from "node:process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../e2e/browser.mjs";
import { startCompressionProxy } from "./edge-compression-proxy.ts";
import { createStartedGame, ensureAuthEmulator, signedInProfile } from "./signed-in-player.ts";
import { measureSlowPhoneJoin } from "./slow-phone-join.ts";
import { LANGUAGES } from "../shared/languages.ts";

const port = Number(process.env.BENCH_WEB_PORT ?? 4473);
const workerOrigin = `http://127.0.0.1:${port}`;
// Pages are measured through a gzip proxy, as Cloudflare's edge serves them (see the proxy).
const proxyPort = port + 1;
const origin = `http://127.0.0.1:${proxyPort}`;
const deadline = Date.now() + 8 * 60_000;
const onlySlowPhone = process.env.BENCH_WEB_ONLY === "slow-phone";
const pagesWanted = process.env.BENCH_WEB_PAGES?.split(",").map((name) => name.trim());
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

async function waitForServer() {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(workerOrigin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the app did not start in time");
}

interface JsWeight {
  initialKb: number;
  settledKb: number;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = async (url: string) =>
  gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).byteLength;

/** The gzip bytes of the modules a page's HTML has the browser load to hydrate. */
async function initialJs(html: string): Promise<number> {
  const links = html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g);
  const absolute = (match: RegExpMatchArray) => new URL(match[1]!, origin).href;
  const urls = new Set([...links, ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)].map(absolute));
  let initial = 0;
  for (const url of urls) initial += await gzipSize(url);
  return initial;
}

/**
 * The join page in each language, as the server renders it for that browser. The
 * strings travel in the HTML (root's loader data), so the JS should weigh the same in all.
 */
async function joinPageByLanguage(code: string) {
  const rows = [];
  for (const language of LANGUAGES) {
    const html = await (await fetch(`${origin}/join/${code}/`, { headers: { "Accept-Language": language } })).text();
    const initial = await initialJs(html);
    rows.push({
      language,
      "<html lang>": /<html lang="([^"]+)"/.exec(html)?.[1] ?? "?",
      "initial JS (KB gzip)": kilobytes(initial),
      "HTML (KB gzip)": kilobytes(gzipSync(Buffer.from(html), { level: 9 }).byteLength),
    });
  }
  console.table(rows);
  console.log(`targets: /join/{code}/ initial JS ≤ 125 KB in every language: ${rows.map((row) => row["initial JS (KB gzip)"]).join(" / ")} KB`);
}

/**
 * Initial JS: every module the server's HTML tells the browser to load before it can
 * hydrate (modulepreload links and module scripts). Settled: every script the page has
 * fetched once the network is idle, lazy chunks such as Firebase included.
 */
async function measureJs(path: string, profile?: string): Promise<JsWeight> {
  const html = await (await fetch(origin + path)).text();
  const initial = await initialJs(html);
  const options = { executablePath: chromiumExecutable, args: chromiumArgs };
  const browser = profile ? null : await chromium.launch(options);
  const context = profile ? await chromium.launchPersistentContext(profile, options) : await browser!.newContext();
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.add(request.url());
  });
  await page.goto(origin + path);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  await context.close();
  await browser?.close();
  let settled = 0;
  for (const url of fetched) settled += await gzipSize(url);
  return { initialKb: kilobytes(initial), settledKb: kilobytes(settled) };
}

async function runLighthouse(url: string, profile?: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ["--headless=new", ...chromiumArgs, ...(profile ? [`--user-data-dir=${profile}`] : [])],
  });
  try {
    // With a profile, keep its storage: that is where the player's session lives.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      disableStorageReset: Boolean(profile),
      ...(process.env.BENCH_WEB_PROFILE ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {}),
    } as Parameters<typeof lighthouse>[1]);
    const lhr = result!.lhr;
    if (process.env.BENCH_WEB_REPORTS) {
      mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const file = `${process.env.BENCH_WEB_REPORTS}/${new URL(url).pathname.split("/")[1] || "home"}-${Date.now()}.json`;
      writeFileSync(file, JSON.stringify(lhr));
      const artifacts = result!.artifacts as unknown as { Trace?: unknown };
      if (artifacts.Trace) writeFileSync(file.replace(/\.json$/, ".trace.json"), JSON.stringify(artifacts.Trace));
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score: its other figures are that run's, not mixed. */
function medianRun<T extends { performance: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function pageWeightsAndScores(code: string, tvPath: string) {
  const player = await signedInProfile(origin, code);
  const rows = [];
  // The TV view (docs/decisions/018-tv-view.md): its own route, with no sign-in; its key rides in the fragment.
  const pages: Array<[string, string | undefined]> = [
    ["/", undefined],
    [`/join/${code}/`, undefined],
    [`/play/${code}/`, player],
    [tvPath, undefined],
  ];
  const wanted = ([path]: [string, string | undefined]) =>
    !pagesWanted || pagesWanted.some((name) => (name === "home" ? path === "/" : path.startsWith(`/${name}/`)));
  for (const [path, profile] of pages.filter(wanted)) {
    const js = await measureJs(path, profile);
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await runLighthouse(origin + path, profile));
    const scores = medianRun(runs);
    rows.push({
      route: path.replace(code, "{code}").replace(/#.*$/, ""),
      "initial JS (KB gzip)": js.initialKb,
      "all JS after settle (KB gzip)": js.settledKb,
      ...scores,
      "performance, every run": runs.map((run) => run.performance).join(" "),
    });
  }
  console.table(rows);
  const join = rows.find((row) => row.route === "/join/{code}/");
  if (!join) return;
  console.log(
    `targets: /join/{code}/ initial JS ${join["initial JS (KB gzip)"]} KB (≤ 125), ` +
      `performance ${rows.map((r) => r.performance).join("/")} (≥ 95), CLS ${rows.map((r) => r.cls).join("/")} (≤ 0.05)`,
  );
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn("node", ["scripts/e2e-server.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, E2E_PORT: String(port) },
});
const proxy = await startCompressionProxy(workerOrigin, proxyPort);
const emulator = await ensureAuthEmulator(deadline);
try {
  await waitForServer();
  const { code, tvPath } = await createStartedGame(origin);
  if (!onlySlowPhone) await joinPageByLanguage(code);
  if (!onlySlowPhone) await pageWeightsAndScores(code, tvPath);

  if (process.env.BENCH_WEB_ONLY !== "pages") {
    const slowPhone = await measureSlowPhoneJoin(origin, code);
    const { median } = slowPhone;
    console.log(
      `guest on a slow phone (slow 4G, 4x CPU), /join/{code}/ to own board: runs ${slowPhone.all.map((run) => run.total).join(" / ")} ms, ` +
        `median ${median.total} ms (≤ 3000)\n` +
        `  HTML ${median.html} ms, scripts and hydration until "next" is sent ${median.untilSent} ms; after: ` +
        `scripts ${median.afterSent.scripts}, sign-in ${median.afterSent.signIn}, API ${median.afterSent.api}, ` +
        `socket ${median.afterSent.socket}, CPU ${median.afterSent.cpu} ms; join answered at ${median.joinAnsweredAt} ms, ` +
        `socket open at ${median.socketOpenAt} ms` +
        (slowPhone.all.every((run) => run.nameKeptThroughHydration) ? "" : "; the name typed before hydration was forgotten (typed again, included)"),
    );
    const middle = <T,>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
    const reloads = slowPhone.all.map((run) => run.reload);
    console.log(
      `  the same guest reloads /play/{code}/: board at ${reloads.map((r) => r.boardAt).join(" / ")} ms (median ` +
        `${middle(reloads, (r) => r.boardAt).boardAt}), socket open at ${reloads.map((r) => r.socketOpenAt).join(" / ")} ms ` +
        `(median ${middle(reloads, (r) => r.socketOpenAt).socketOpenAt})`,
    );
  }
} finally {
  proxy.close();
  server.kill("SIGTERM");
  if (emulator?.pid) process.kill(-emulator.pid, "SIGINT");
}
