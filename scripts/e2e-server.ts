// The built app for the end-to-end tests (started by playwright.config.ts, and by bench:web):
// build/ in workerd through Miniflare's own entry Worker, which serves the static files, with
// a fresh, migrated D1 and rooms in memory, gone when it stops.
//
// Not `vite preview`: it relays every request and every socket message through Node, about a
// tenth of the browser suite's CPU on a 2-core machine, and its rate limits go through one
// SQLite-backed Durable Object (docs/decisions/052-browser-suite-time.md). The rate limits here
// are wrangler.toml's, counted in memory per window as Cloudflare counts them
// (bench/edge-rate-limiter.worker.js).
import process from "node:process";
import { startBuiltWorker } from "../bench/built-worker.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The Worker's Stripe settings (e2e/stripe-e2e.ts) from this process's environment, as wrangler
 * would take them: empty when unset, so keys in a developer's shell reach only what sets them.
 */
const STRIPE_SETTINGS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
];
const vars = Object.fromEntries(STRIPE_SETTINGS.map((name) => [name, process.env[name] ?? ""]));

const worker = await startBuiltWorker(port, { forBrowsers: true, limits: "real", vars });
console.log(`e2e server: ${worker.origin}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void worker.stop().finally(() => process.exit(0)));
}
