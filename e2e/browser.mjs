// Where the end-to-end tests find Chromium (see scripts/ensure-browser.mjs).
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";
/** Debian's chromium-headless-shell: the same engine without the browser's own UI. */
export const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Debian's Chromium if installed, else undefined (Playwright's own build). */
export const chromiumExecutable = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

/**
 * What the end-to-end tests drive: the headless shell where installed (.ci/run installs it),
 * which Playwright also uses by default. The full browser in headless mode runs the UI's
 * processes too: the Chromium suite took about 30% more CPU time with it, on a 2-core
 * machine where the suite is CPU-bound.
 */
export const e2eChromiumExecutable = existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumExecutable;

// Without these, Chromium on a closed network keeps trying Google's services.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
