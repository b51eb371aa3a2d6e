/**
 * npm run bench:web — what a phone downloads and how fast the pages feel (not a test).
 *
 * Builds the app, serves the build in workerd (scripts/e2e-server.mjs, own port and state),
 * creates a game, then for `/`, `/join/{code}/` and `/play/{code}/`:
 *   - the JavaScript of the initial load, gzip-compressed (what the HTML makes the browser
 *     load before hydrating), and all JS once the page has settled (Chromium);
 *   - Lighthouse (mobile preset, Debian's Chromium): performance score and CLS.
 * Targets (issue #5): /join/{code}/ ≤ 170 KB gzip initial JS; performance ≥ 90, CLS ≤ 0.05.
 *
 *   BENCH_WEB_PORT    default 4473 (loopback only)
 *   BENCH_SKIP_BUILD  set to use the existing build/
 */
import { spawn, spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import process from "node:process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../e2e/browser.mjs";
import { startCompressionProxy } from "./edge-compression-proxy.ts";

const port = Number(process.env.BENCH_WEB_PORT ?? 4473);
const workerOrigin = `http://127.0.0.1:${port}`;
// Pages are measured through a gzip proxy, as Cloudflare's edge serves them (see the proxy).
const proxyPort = port + 1;
const origin = `http://127.0.0.1:${proxyPort}`;
const deadline = Date.now() + 8 * 60_000;

function emulatorToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    iss: "https://securetoken.google.com/demo-bingo",
    aud: "demo-bingo",
    sub: uid,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    firebase: { sign_in_provider: "anonymous" },
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
}

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

async function createGame(): Promise<string> {
  const response = await fetch(`${origin}/api/v1/games`, {
    method: "POST",
    headers: { Authorization: `Bearer ${emulatorToken(`bench-web-${Date.now()}`)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ screenName: "Bench", gameName: "Benchmark party", description: "" }),
  });
  if (response.status !== 201) throw new Error(`could not create a game: ${response.status}`);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

interface JsWeight {
  initialKb: number;
  settledKb: number;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = async (url: string) =>
  gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).byteLength;

/**
 * Initial JS: every module the server's HTML tells the browser to load before it can
 * hydrate (modulepreload links and module scripts). Settled: every script the page has
 * fetched once the network is idle, lazy chunks such as Firebase included.
 */
async function measureJs(path: string): Promise<JsWeight> {
  const html = await (await fetch(origin + path)).text();
  const initialUrls = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)].map(
      (match) => new URL(match[1]!, origin).href,
    ),
  );
  let initial = 0;
  for (const url of initialUrls) initial += await gzipSize(url);

  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const page = await browser.newPage();
  const fetched = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.add(request.url());
  });
  await page.goto(origin + path);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  await browser.close();
  let settled = 0;
  for (const url of fetched) settled += await gzipSize(url);
  return { initialKb: kilobytes(initial), settledKb: kilobytes(settled) };
}

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
    const lhr = result!.lhr;
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

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn("node", ["scripts/e2e-server.mjs"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, E2E_PORT: String(port), BINGO_STATE_DIR: ".wrangler/bench-web" },
});
const proxy = await startCompressionProxy(workerOrigin, proxyPort);
try {
  await waitForServer();
  const code = await createGame();
  const rows = [];
  for (const path of ["/", `/join/${code}/`, `/play/${code}/`]) {
    const js = await measureJs(path);
    const scores = await runLighthouse(origin + path);
    rows.push({ route: path.replace(code, "{code}"), "initial JS (KB gzip)": js.initialKb, "all JS after settle (KB gzip)": js.settledKb, ...scores });
  }
  console.table(rows);
  const join = rows.find((row) => row.route === "/join/{code}/")!;
  console.log(
    `targets: /join/{code}/ initial JS ${join["initial JS (KB gzip)"]} KB (≤ 170), ` +
      `performance ${rows.map((r) => r.performance).join("/")} (≥ 90), CLS ${rows.map((r) => r.cls).join("/")} (≤ 0.05)`,
  );
} finally {
  proxy.close();
  server.kill("SIGTERM");
}
