#!/usr/bin/env node
// `npm test` finds a browser by itself: Debian's Chromium where present (no download),
// else Playwright's own build, installed once on a machine with internet.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SYSTEM_CHROMIUM } from "../e2e/browser.mjs";

if (existsSync(SYSTEM_CHROMIUM)) process.exit(0);
if (existsSync(chromium.executablePath())) process.exit(0);

console.log(`No ${SYSTEM_CHROMIUM}: installing Playwright's Chromium.`);
const install = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
process.exit(install.status ?? 1);
