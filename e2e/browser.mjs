// Where the end-to-end tests find Chromium (see scripts/ensure-browser.mjs).
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Debian's Chromium if installed, else undefined (Playwright's own build). */
export const chromiumExecutable = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

// Without these, Chromium on a closed network keeps trying Google's services.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
