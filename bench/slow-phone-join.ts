import process from "node:process";
import { chromium, devices, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromiumArgs, chromiumExecutable } from "../e2e/browser.mjs";

/**
 * The "guest on a slow phone" figure: a fresh browser on Lighthouse's mobile
 * throttling opens the join link of a game in play, types a name as soon as the field is
 * there, taps next at once, as a person would (the press is held until the page has
 * hydrated, docs/decisions/010), and waits for their own board. BENCH_SLOW_PHONE_TAP=hydrated
 * taps only once the page has hydrated, as this figure did before (for comparisons).
 *
 * Throttling is what Lighthouse applies with its DevTools method, over CDP: slow 4G
 * (150 ms RTT as 562.5 ms request latency, 1.6 Mbps down, 750 kbps up, both less
 * Lighthouse's 10 % packet overhead) and a 4x slower CPU.
 */
const slow4G = throttling.mobileSlow4G;
const kbpsToBytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);
const tapOnceHydrated = process.env.BENCH_SLOW_PHONE_TAP === "hydrated";

/** Where one run's time went, in ms; the parts add up to the total. */
export interface SlowPhoneJoin {
  total: number;
  html: number;
  /**
   * HTML to when the (last) tap on next is acted on: the tap, or hydration for a tap held
   * until then. Scripts, hydration, and typing again if the name was lost.
   */
  untilSent: number;
  /** From then to the board: time with a request of each kind in flight, else CPU. */
  afterSent: { scripts: number; signIn: number; api: number; socket: number; cpu: number };
  /** When the join's answer was in (before hydration, for a "next" held until then: the head start sends it). */
  joinAnsweredAt: number | null;
  /** When the live connection was open (it opens while or after the board shows). */
  socketOpenAt: number | null;
  nameKeptThroughHydration: boolean;
  /** The same guest reloads their game's page (a phone that slept): board and live connection. */
  reload: { boardAt: number; socketOpenAt: number };
}

/** Timestamps the page records itself (performance.now()), so no Node round trip skews them. */
function recordMarks() {
  const marks: Record<string, number> = {};
  Object.assign(window, { benchMarks: marks });
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      marks.socketCreated ??= performance.now();
      this.addEventListener("open", () => (marks.socketOpen ??= performance.now()));
    }
  };
  document.addEventListener("input", () => (marks.typed ??= performance.now()), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("click", () => (marks.next = performance.now()), { capture: true });
  new MutationObserver(() => {
    if (!marks.hydrated && document.body?.dataset.hydrated === "true") marks.hydrated = performance.now();
    if (!marks.board && document.querySelectorAll('[role="grid"] button').length === 24) marks.board = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

type Kind = "scripts" | "signIn" | "api" | "socket";

function kindOf(url: string, initiator: string): Kind | null {
  if (url.includes("/socket-ticket")) return "socket";
  if (url.includes("/api/v1/")) return "api";
  if (url.includes("identitytoolkit") || url.includes("securetoken")) return "signIn";
  if (initiator === "script" || initiator === "link" || url.endsWith(".js")) return "scripts";
  return null;
}

async function oneRun(url: string): Promise<SlowPhoneJoin> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...devices["Moto G4"], locale: "en-US" });
    const page = await context.newPage();
    await page.addInitScript(recordMarks);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: kbpsToBytesPerSecond(slow4G.downloadThroughputKbps),
      uploadThroughput: kbpsToBytesPerSecond(slow4G.uploadThroughputKbps),
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });

    await page.goto(url, { waitUntil: "commit" });
    const name = page.getByLabel("What would you like to be called?");
    await name.fill("Slow phone guest");
    if (tapOnceHydrated) await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    // A name typed before the scripts ran should count. Where the page forgets it (its
    // state says empty though the field shows it), "next" gets SPEC's empty-form alert,
    // and the guest types it again.
    let nameKeptThroughHydration = true;
    const forgotten = new Promise<void>((resolve) =>
      page.once("dialog", async (dialog) => {
        nameKeptThroughHydration = false;
        await dialog.dismiss();
        resolve();
      }),
    );
    const next = page.getByRole("button", { name: "next" });
    await next.click();
    const ownBoard = page.getByRole("grid", { name: "Your bingo board" }).getByRole("button").nth(23);
    if ((await Promise.race([forgotten.then(() => "forgotten"), ownBoard.waitFor()])) === "forgotten") {
      await name.fill("");
      await name.fill("Slow phone guest");
      await next.click();
      await ownBoard.waitFor();
    }
    await page.waitForFunction(() => "socketOpen" in (window as unknown as { benchMarks: object }).benchMarks, null, {
      timeout: 30_000,
    });

    const { marks, htmlEnd, requests } = await page.evaluate(() => ({
      marks: (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
      htmlEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
      requests: performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ url: entry.name, initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd })),
    }));
    if (process.env.BENCH_WATERFALL) printWaterfall(marks, htmlEnd, requests);
    const reload = await reloadTheGame(page);
    const intervals = requests.flatMap((request) => {
      const kind = kindOf(request.url, request.initiator);
      return kind ? [{ kind, start: request.start, end: request.end }] : [];
    });
    if (marks.socketCreated && marks.socketOpen) {
      intervals.push({ kind: "socket", start: marks.socketCreated, end: marks.socketOpen });
    }
    const sent = Math.max(marks.next!, marks.hydrated!);
    const joinAnswer = requests.find((request) => new URL(request.url).pathname === "/api/v1/games/join");
    return {
      total: Math.round(marks.board!),
      html: Math.round(htmlEnd),
      untilSent: Math.round(sent - htmlEnd),
      afterSent: splitByKind(intervals, sent, marks.board!),
      joinAnsweredAt: joinAnswer ? Math.round(joinAnswer.end) : null,
      socketOpenAt: marks.socketOpen ? Math.round(marks.socketOpen) : null,
      nameKeptThroughHydration,
      reload,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The guest's phone reloads their game's page, as one woken from sleep does: with the browser's
 * cache and the session it kept, the page's own scripts and the socket's compete with nothing
 * but what the page fetches once idle.
 */
async function reloadTheGame(page: Page) {
  await page.reload({ waitUntil: "commit" });
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as { benchMarks?: Record<string, number> }).benchMarks;
      return marks?.board !== undefined && marks.socketOpen !== undefined;
    },
    null,
    { timeout: 30_000 },
  );
  const marks = await page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
  if (process.env.BENCH_WATERFALL) {
    const { htmlEnd, requests } = await page.evaluate(() => ({
      htmlEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
      requests: performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ url: entry.name, initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd })),
    }));
    printWaterfall(marks, htmlEnd, requests);
  }
  return { boardAt: Math.round(marks.board!), socketOpenAt: Math.round(marks.socketOpen!) };
}

/** BENCH_WATERFALL=1: one run's requests and marks in time order, to see what waits for what. */
function printWaterfall(
  marks: Record<string, number>,
  htmlEnd: number,
  requests: Array<{ url: string; initiator: string; start: number; end: number }>,
) {
  const rows = [
    { at: "HTML end", start: Math.round(htmlEnd), end: Math.round(htmlEnd) },
    ...Object.entries(marks).map(([mark, time]) => ({ at: `mark ${mark}`, start: Math.round(time), end: Math.round(time) })),
    ...requests.map((r) => ({
      at: `${r.initiator} ${new URL(r.url).pathname.replace(/^.*\/(accounts:\w+)$/, "$1")}`,
      start: Math.round(r.start),
      end: Math.round(r.end),
    })),
  ];
  console.table(rows.sort((a, b) => a.start - b.start));
}

/**
 * Each millisecond of [from, to] goes to one kind of request in flight (socket before API
 * before sign-in before scripts), or to the CPU when nothing is loading, so parts add up.
 */
function splitByKind(intervals: Array<{ kind: Kind; start: number; end: number }>, from: number, to: number) {
  const parts = { scripts: 0, signIn: 0, api: 0, socket: 0, cpu: 0 };
  const priority: Kind[] = ["socket", "api", "signIn", "scripts"];
  for (let time = from; time < to; time += 1) {
    const active = priority.find((kind) => intervals.some((i) => i.kind === kind && i.start <= time && time < i.end));
    parts[active ?? "cpu"] += 1;
  }
  return parts;
}

/** Runs `runs` fresh guests one after another; returns all runs and the median one. */
export async function measureSlowPhoneJoin(origin: string, code: string, runs = 3) {
  const all: SlowPhoneJoin[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await oneRun(`${origin}/join/${code}/`));
  const median = [...all].sort((a, b) => a.total - b.total)[Math.floor(all.length / 2)]!;
  return { all, median };
}
