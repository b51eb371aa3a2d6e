import { spawn, type ChildProcess } from "node:child_process";
import { Buffer } from "node:buffer";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../e2e/browser.mjs";

/**
 * A browser profile of a player who has joined a started game, so the web benchmark can
 * measure /play/{code}/ as a player sees it (Firebase keeps the session in the profile's
 * IndexedDB), not as a signed-out visitor bounced to Welcome.
 */
const EMULATOR = "http://127.0.0.1:9099";

/** Starts the Auth Emulator unless one is running; returns it to stop, if we started it. */
export async function ensureAuthEmulator(deadline: number): Promise<ChildProcess | null> {
  const up = async () => fetch(EMULATOR).then((r) => r.ok).catch(() => false);
  if (await up()) return null;
  const emulator = spawn("npx", ["firebase", "emulators:start", "--only", "auth", "--project", "demo-bingo"], {
    stdio: "ignore",
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
    detached: true,
  });
  while (!(await up())) {
    if (Date.now() > deadline) throw new Error("the Auth Emulator did not start in time");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return emulator;
}

function emulatorStyleToken(uid: string): string {
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

/** A game in PLAY with 24 entries, made through the API by a host, and the host's link to its TV view. */
export async function createStartedGame(origin: string): Promise<{ code: string; tvPath: string }> {
  const token = emulatorStyleToken(`bench-web-host-${Date.now()}`);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (await response.json()) as { data: { code: string; path: string } };
  };
  const { code } = (await call("POST", "/games", { screenName: "Host", gameName: "Benchmark party" })).data;
  for (let index = 1; index <= 24; index += 1) {
    await call("POST", "/entries", { gameCode: code, text: `Somebody says something funny, take ${index}` });
  }
  await call("PUT", `/games/${code}/start-game`);
  // The host's link to the game's TV view (docs/decisions/018-tv-view.md), for its page's figures.
  const tvPath = (await call("POST", `/games/${code}/tv-link`)).data.path;
  return { code, tvPath };
}

/** Joins the game in a fresh profile through the web app, as a guest at the table would. */
export async function signedInProfile(origin: string, code: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), "bingo-bench-profile-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: chromiumArgs });
  const page = await context.newPage();
  await page.goto(`${origin}/join/${code}/`);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Bench guest");
  await page.getByRole("button", { name: "next" }).click();
  await page.getByRole("grid", { name: "Your bingo board" }).waitFor();
  await context.close();
  return profile;
}
