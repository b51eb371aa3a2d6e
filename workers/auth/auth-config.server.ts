import type { IdTokenConfig } from "./firebase-id-token.server";

/** A setting that would make a production Worker trust unsigned tokens. */
export class UnsafeAuthConfigError extends Error {}

/**
 * Emulator tokens are unsigned, so trusting them is safe only off production.
 * A production Worker that names the emulator refuses every authenticated call
 * rather than silently accepting forgeable tokens.
 */
export function authConfigFromEnv(env: Env): IdTokenConfig {
  const namesEmulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (namesEmulator && env.ENVIRONMENT === "production") {
    throw new UnsafeAuthConfigError("FIREBASE_AUTH_EMULATOR_HOST is set in production");
  }
  return { projectId: env.FIREBASE_PROJECT_ID, acceptEmulatorTokens: namesEmulator };
}
