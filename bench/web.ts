/**
 * npm run bench:web — what a phone downloads and how fast the pages feel (not a test).
 *
 * Builds the app, serves the build in workerd (scripts/e2e-server.mjs, own port and state),
 * creates a game, then for `/`, `/join/{code}/` and `/play/{code}/`:
 *   - the JavaScript a browser fetches for the initial load, gzip-compressed (Chromium,
 *     counted until the page is hydrated), and all JS after the page settles;
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

const port = Number(process.env.BENCH_WEB_PORT ?? 4473);
const origin = `http://127.0.0.1:${port}`;
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
      if ((await fetch(origin)).ok) return;
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

/** Gzip size of every script the page fetches: until hydrated, and once the network is idle. */
async function measureJs(path: string): Promise<JsWeight> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const page = await browser.newPage();
  const scripts: Array<{ at: number; gzip: number }> = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ at: Date.now(), gzip: gzipSync(body, { level: 9 }).byteLength });
  });
  await page.goto(origin + path);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  const hydratedAt = Date.now();
  await page.waitForLoadState("networkidle");
  await browser.close();
  const kb = (list: typeof scripts) => Math.round((list.reduce((sum, s) => sum + s.gzip, 0) / 1024) * 10) / 10;
  return { initialKb: kb(scripts.filter((s) => s.at <= hydratedAt)), settledKb: kb(scripts) };
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
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
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
  server.kill("SIGTERM");
}
