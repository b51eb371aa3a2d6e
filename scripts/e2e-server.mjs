#!/usr/bin/env node
// The built app for the end-to-end tests (started by playwright.config.ts): a fresh local
// D1 in .wrangler/e2e, migrated, then `vite preview` serving build/ in workerd. The Worker's
// STRIPE_* settings come from this process's environment (docs/decisions/004-payments.md).
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";

const stateDir = process.env.BINGO_STATE_DIR ?? ".wrangler/e2e";
const port = process.env.E2E_PORT ?? "4173";
const bin = (name) => join("node_modules", ".bin", name);
// The Auth Emulator is named here, never in the build: wrangler passes process variables for
// the names wrangler.toml declares, and the Worker trusts it only as a development Worker.
const env = {
  ...process.env,
  BINGO_STATE_DIR: stateDir,
  CI: "1",
  WRANGLER_SEND_METRICS: "false",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
};

rmSync(stateDir, { recursive: true, force: true });
// The build copies a developer's .dev.vars next to the Worker, and wrangler would then read it
// instead of the environment: the tests would talk to real Stripe keys, or to none.
rmSync(join("build", "server", ".dev.vars"), { force: true });
const migrate = spawnSync(
  bin("wrangler"),
  ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
  { stdio: "inherit", env },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const preview = spawn(bin("vite"), ["preview", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
