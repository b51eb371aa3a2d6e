#!/usr/bin/env node
// `npm run test:webkit` finds WebKitGTK by itself: Debian's webkit2gtk-driver and xvfb, installed
// with apt-get when missing and this is root (as .ci/run does), and the build of `test:e2e`
// reused when present (docs/decisions/011-webkit-engine.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { missingWebKitParts } from "../e2e/webkit/webkit-browser.mjs";

const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0;

const missing = missingWebKitParts();
if (missing) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(missing);
    process.exit(1);
  }
  console.log(`${missing}\nInstalling them with apt-get.`);
  const installed =
    run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "webkit2gtk-driver", "xvfb"]);
  if (!installed || missingWebKitParts()) process.exit(1);
}

if (!existsSync("build/server/index.js") && !run("npx", ["react-router", "build"])) process.exit(1);
