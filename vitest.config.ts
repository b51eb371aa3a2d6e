import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { createJwksServer } from "./test/fixtures/jwks-server";
import { createStripeFake } from "./test/fixtures/stripe-fake.ts";
import { liftedRateLimits } from "./test/fixtures/lifted-rate-limits.ts";

/** Test-mode keys of the Stripe fake; the Worker gets them as its secrets and var. */
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_worker_tests",
  STRIPE_WEBHOOK_SECRET: "whsec_worker_tests",
  STRIPE_PUBLISHABLE_KEY: "pk_test_worker_tests",
};
/** The Worker's Stripe SDK calls api.stripe.com (no override: the production path); tests steer the fake on the other. */
const STRIPE_HOSTS = new Set(["api.stripe.com", "stripe-control.test"]);

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The abuse limits' own tests, which run against wrangler.toml's limits as they are. */
const RATE_LIMIT_TESTS = "test/rate-limits/**/*.test.ts";
/** The Worker, D1 and Durable Objects in workerd: one project per set of rate limits. */
function workerProject(
  name: string,
  include: string[],
  options: { exclude?: string[]; unlimited: boolean },
) {
  return {
    resolve: {
      alias: {
        // Worker tests exercise the API; pages are tested end to end against the real build.
        "virtual:react-router/server-build": path("./test/fixtures/no-server-build.ts"),
      },
    },
    plugins: [
      cloudflareTest(async () => {
        const jwks = await createJwksServer();
        const stripe = createStripeFake({
          secretKey: STRIPE_KEYS.STRIPE_SECRET_KEY,
          publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
        });
        return {
          main: "./workers/app.ts",
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: await readD1Migrations(path("./migrations")),
              TEST_SIGNING_KEYS: jwks.signingKeys,
              ...STRIPE_KEYS,
              // A salt a deployed Worker would accept (wrangler.toml's development one it refuses),
              // so tests that run the Worker as production are answered for what they test.
              ADDRESS_HASH_SALT: "worker-tests-address-hash-salt-2f9c41d7e8",
              // And the cap on one caller's calls at once (concurrency tests race one person's calls).
              ...(options.unlimited ? { LIFT_CALLS_IN_FLIGHT: "yes" } : {}),
            },
            // Every other Worker test tests a rule, not a limit (a fuzz test sends a hundred
            // entries as one person): there, the rate limits are lifted.
            ...(options.unlimited ? { ratelimits: liftedRateLimits() } : {}),
            // Every fetch of the Worker (and of the tests) lands here, by host: no network.
            outboundService: (request: Request) =>
              STRIPE_HOSTS.has(new URL(request.url).hostname)
                ? stripe.handle(request)
                : jwks.handle(request),
          },
        };
      }),
    ],
    test: {
      name,
      include,
      exclude: options.exclude ?? [],
      setupFiles: ["./test/support/apply-migrations.ts"],
      // A Worker test plays whole games through workerd and D1 (most take under a second
      // alone); on a 2-core CI machine running test files side by side, 5 s was too close.
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on a 2-core machine (cores - 1). A Worker test
    // spends much of its time waiting on workerd, another process, or on a rate limit's clock:
    // two files side by side took the whole suite from 538 s to 248 s on the 2-core CI
    // machine, three from 423 s to 334 s (four: 336 s), all green (decision 052).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // Pure code of shared/ and the web app's plain modules: plain Node, fast.
        test: { name: "unit", include: ["shared/**/*.test.ts", "app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      workerProject("worker", ["test/**/*.test.ts"], { exclude: [RATE_LIMIT_TESTS], unlimited: true }),
      workerProject("worker-limits", [RATE_LIMIT_TESTS], { unlimited: false }),
    ],
  },
});
