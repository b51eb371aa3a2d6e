import { env } from "cloudflare:workers";
import type { D1Migration } from "cloudflare:test";
import type { JWK } from "jose";

/** Bindings that exist only in Worker tests (vitest.config.ts). */
export interface TestBindings {
  TEST_MIGRATIONS: D1Migration[];
  TEST_SIGNING_KEYS: { current: JWK; rotated: JWK; unknown: JWK };
}

export const testEnv = env as Env & TestBindings;
