import { emulatorHostOf, isDevelopmentWorker } from "../../shared/development-worker";
import type { IdTokenConfig } from "./firebase-id-token.server";

/** A setting that would make a deployed Worker trust unsigned tokens. */
export class UnsafeAuthConfigError extends Error {}

/**
 * Emulator tokens are unsigned, so they are trusted only by a development Worker (an
 * allow-listed ENVIRONMENT and a `demo-` project, shared/development-worker.ts) that names
 * the emulator. Any other Worker that names the emulator refuses every authenticated call
 * rather than silently accepting forgeable tokens.
 */
export function authConfigFromEnv(env: Env): IdTokenConfig {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !isDevelopmentWorker(env)) {
    throw new UnsafeAuthConfigError(
      "FIREBASE_AUTH_EMULATOR_HOST is set outside a development environment with a demo- project",
    );
  }
  return { projectId: env.FIREBASE_PROJECT_ID, acceptEmulatorTokens: emulatorHostOf(env) !== null };
}
