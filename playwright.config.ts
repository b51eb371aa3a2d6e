import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, e2eChromiumExecutable } from "./e2e/browser.mjs";
import { appPort } from "./e2e/app-port";
import { d1OnDemandPort } from "./e2e/d1-on-demand";
import { noStripeEnv, stripeFakeEnv, stripeFakeUrl, unpaidAppPort, workerStripeEnv } from "./e2e/stripe-e2e";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // Recording a trace (DOM snapshots and a screencast of every action) took about 30% of
    // the suite's CPU time, on a CPU-bound 2-core machine. On CI a failure still gives its
    // error, call log and the page's snapshot (error-context.md); a developer's run keeps the trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: e2eChromiumExecutable, args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
    // WebKitGTK over WebDriver (e2e/webkit/, docs/decisions/011-webkit-engine.md): `npm run test:webkit`.
    { name: "webkit", testMatch: "webkit/**/*.webkit.ts" },
  ],
  webServer: [
    {
      // Reuses a running `npm run dev` emulator: same demo project, tests use fresh accounts.
      command: "npx firebase emulators:start --only auth --project demo-bingo",
      url: "http://127.0.0.1:9099/",
      reuseExistingServer: true,
      timeout: 120_000,
      env: { NO_UPDATE_NOTIFIER: "1" },
      stdout: "ignore",
      gracefulShutdown: { signal: "SIGINT", timeout: 10_000 },
    },
    {
      command: "node test/fixtures/stripe-fake-server.ts",
      url: `${stripeFakeUrl}/control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: stripeFakeEnv,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "node scripts/e2e-server.ts",
      url: `http://127.0.0.1:${appPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(appPort), ...workerStripeEnv },
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // The same build with no Stripe keys and its own D1: the paywall's "not configured" case.
      command: "node scripts/e2e-server.ts",
      url: `http://127.0.0.1:${unpaidAppPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(unpaidAppPort), ...noStripeEnv },
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // The same build whose D1 a test switches off (e2e/d1-on-demand.ts), in memory, its own.
      command: "node scripts/e2e-flaky-d1-server.ts",
      url: `http://127.0.0.1:${d1OnDemandPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(d1OnDemandPort), ...noStripeEnv },
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
