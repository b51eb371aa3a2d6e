// The built app for the end-to-end tests whose D1 fails on demand (started by
// playwright.config.ts): build/ in workerd through bench/flaky-d1.worker.js, so every D1 call
// of the Worker and of the game rooms fails from the moment a test asks
// (`POST /__bench/failures?rate=1`) until it asks for 0 again, as an unreachable D1 does. Its
// own fresh, migrated D1 and rooms in memory, gone when it stops; nothing else uses it, so a
// test that switches D1 off never fails another's steps.
import process from "node:process";
import { startBuiltWorker } from "../bench/built-worker.ts";

const port = Number(process.env.E2E_PORT ?? 4175);
const worker = await startBuiltWorker(port, { flakyD1: true, forBrowsers: true });
console.log(`e2e server with a D1 that fails on demand: ${worker.origin}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void worker.stop().finally(() => process.exit(0)));
}
