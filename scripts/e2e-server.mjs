#!/usr/bin/env node
// The built app for the end-to-end tests (started by playwright.config.ts): a fresh local
// D1 in .wrangler/e2e, migrated (a copy of one migrated once), then `vite preview` serving
// build/ in workerd. The Worker's STRIPE_* settings come from this process's environment
// (docs/decisions/004-payments.md).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
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

/**
 * A local D1 with every migration applied, made once per set of migrations and then copied:
 * `wrangler d1 migrations apply` takes about 12 s of CPU for the whole set, and a test run
 * starts two servers (and `npm test` runs Playwright twice).
 */
function migratedState() {
  const hash = createHash("sha256");
  for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql")).sort()) {
    hash.update(file).update(readFileSync(join("migrations", file)));
  }
  const template = join(".wrangler", "e2e-migrated", hash.digest("hex").slice(0, 16));
  if (existsSync(template)) return template;
  const making = `${template}.${process.pid}`;
  const migrate = spawnSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", making], {
    stdio: "inherit",
    env,
  });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
  try {
    renameSync(making, template);
  } catch (error) {
    if (!existsSync(template)) throw error; // else another run made the same one meanwhile
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

rmSync(stateDir, { recursive: true, force: true });
cpSync(migratedState(), stateDir, { recursive: true });
// The build copies a developer's .dev.vars next to the Worker, and wrangler would then read it
// instead of the environment: the tests would talk to real Stripe keys, or to none.
rmSync(join("build", "server", ".dev.vars"), { force: true });

const preview = spawn(bin("vite"), ["preview", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
