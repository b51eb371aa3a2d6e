import { test as base } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { remote } from "webdriverio";
import { WEBKIT_DRIVER, XVFB, findMiniBrowser, missingWebKitParts } from "./webkit-browser.mjs";

/**
 * WebKit for the end-to-end tests (docs/decisions/011-webkit-engine.md): each Playwright worker
 * starts its own Xvfb display and WebKitGTK's WebDriver on a free port; each test gets a fresh
 * MiniBrowser session (its own cookies and storage) driven over W3C WebDriver by WebdriverIO.
 */
export type WebKit = WebdriverIO.Browser;

/** Startup of Xvfb or the driver is bounded: a broken install fails the run, it does not hang it. */
const STARTUP_MS = 20_000;

/** A phone-sized window: the screens are designed for phones first. */
const WINDOW = { width: 390, height: 844 };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not start within ${STARTUP_MS} ms`)), STARTUP_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Xvfb picks a free display itself and writes its number to file descriptor 3 (-displayfd). */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const displayNumber = new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { process: xvfb, display: `:${await withDeadline(displayNumber, "Xvfb")}` };
}

async function driverIsReady(url: string): Promise<boolean> {
  try {
    const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
    return status.value?.ready === true;
  } catch {
    return false; // not listening yet
  }
}

async function startDriver(display: string): Promise<{ process: ChildProcess; port: number }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=local"], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display },
  });
  const exited = once(driver, "exit").then(([code]) => {
    throw new Error(`WebKitWebDriver exited with ${code}`);
  });
  const ready = (async () => {
    // The driver says nothing when it listens: ask its status endpoint until it answers.
    while (!(await driverIsReady(`http://127.0.0.1:${port}`))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await withDeadline(Promise.race([ready, exited]), "WebKitWebDriver");
  return { process: driver, port };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/** WebKitGTK's own capability (not in WebdriverIO's types): which browser the driver starts. */
const miniBrowser = {
  "webkitgtk:browserOptions": { binary: findMiniBrowser(), args: ["--automation"] },
} as WebdriverIO.Capabilities;

export const test = base.extend<{ webkit: WebKit }, { webkitDriverPort: number }>({
  webkitDriverPort: [
    async ({}, use) => {
      const missing = missingWebKitParts();
      if (missing) throw new Error(missing);
      const xvfb = await startXvfb();
      try {
        const driver = await startDriver(xvfb.display);
        try {
          await use(driver.port);
        } finally {
          await stop(driver.process);
        }
      } finally {
        await stop(xvfb.process);
      }
    },
    { scope: "worker" },
  ],
  webkit: async ({ webkitDriverPort }, use) => {
    const browser = await remote({
      hostname: "127.0.0.1",
      port: webkitDriverPort,
      logLevel: "silent",
      connectionRetryCount: 0,
      capabilities: {
        // Classic WebDriver: WebKitGTK's driver does not offer WebDriver BiDi.
        "wdio:enforceWebDriverClassic": true,
        ...miniBrowser,
      },
    });
    try {
      await browser.setWindowSize(WINDOW.width, WINDOW.height);
      await use(browser);
    } finally {
      await browser.deleteSession();
    }
  },
});

export { expect } from "@playwright/test";
