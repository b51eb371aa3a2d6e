// Where the WebKit end-to-end run finds WebKitGTK (docs/decisions/011-webkit-engine.md):
// Debian's webkit2gtk-driver (WebKitWebDriver, which starts MiniBrowser) and Xvfb for its window.
import { existsSync, readdirSync } from "node:fs";

export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const XVFB = "/usr/bin/Xvfb";

/** MiniBrowser lives under the multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu, …). */
export function findMiniBrowser() {
  for (const arch of existsSync("/usr/lib") ? readdirSync("/usr/lib") : []) {
    const candidate = `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** What is missing for the WebKit run, as one message, or undefined when all is there. */
export function missingWebKitParts() {
  const missing = [];
  if (!existsSync(WEBKIT_DRIVER)) missing.push(WEBKIT_DRIVER);
  if (!existsSync(XVFB)) missing.push(XVFB);
  if (!findMiniBrowser()) missing.push("MiniBrowser (webkit2gtk-4.1)");
  if (missing.length === 0) return undefined;
  return `Missing ${missing.join(", ")}: install Debian's webkit2gtk-driver and xvfb (apt-get install webkit2gtk-driver xvfb).`;
}
