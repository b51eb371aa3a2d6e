#!/usr/bin/env node
// `npm run dev`: the whole app on embedded defaults, no account, key or network needed.
// 1. applies D1 migrations to the local database (.wrangler/state, kept across restarts);
// 2. starts the Firebase Auth Emulator (project demo-bingo; accounts kept in .firebase-emulator/);
// 3. starts the Vite dev server with the Worker, D1 and the GameRoom Durable Object in workerd.
// Ctrl-C stops all of it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const bin = (name) => join("node_modules", ".bin", name);
const emulatorData = ".firebase-emulator";
const quietEnv = { ...process.env, NO_UPDATE_NOTIFIER: "1", WRANGLER_SEND_METRICS: "false" };
// The Worker trusts the emulator's unsigned tokens only when told where it is, and only
// here: wrangler.toml leaves it empty, so no deployable config names it (vite.config.ts).
const emulatorHost = "127.0.0.1:9099";

const migrate = spawnSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], {
  stdio: "inherit",
  env: { ...quietEnv, CI: "1" }, // no interactive confirmation
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

mkdirSync(emulatorData, { recursive: true });
const emulatorArgs = ["emulators:start", "--only", "auth", "--project", "demo-bingo"];
if (existsSync(join(emulatorData, "firebase-export-metadata.json"))) {
  emulatorArgs.push("--import", emulatorData);
}
emulatorArgs.push("--export-on-exit", emulatorData);

const children = [
  spawn(bin("firebase"), emulatorArgs, { stdio: ["ignore", "inherit", "inherit"], env: quietEnv }),
  spawn(bin("react-router"), ["dev", "--host", "127.0.0.1", "--port", "5173", "--strictPort"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...quietEnv, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
  }),
];

console.log(
  "\n  Bingo with friends: http://127.0.0.1:5173/  (Auth Emulator on ${emulatorHost})\n  Ctrl-C stops everything.\n",
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT");
  // The emulator exports its accounts on exit; give it the time it needs.
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  }, 15_000);
  force.unref();
  Promise.all(children.map((child) => child.exitCode !== null || new Promise((r) => child.once("exit", r)))).then(
    () => process.exit(code),
  );
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of children) {
  child.once("exit", (code) => {
    if (!stopping) {
      console.error(`\n  A dev process stopped (exit ${code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
}
