/**
 * Which Worker may trust local stand-ins: the Auth Emulator's unsigned tokens, a fixed test
 * clock, the emulator's URL in the page's CSP (docs/decisions/002 and 012). An allow-list,
 * not a deny-list: a Worker deployed with a misspelt, empty or new ENVIRONMENT is treated as
 * production. Both conditions must hold: Firebase serves no real project whose id starts
 * with `demo-` (those exist only in the emulator), so a deployment that trusted unsigned
 * tokens would also have to name a project nobody can sign in to for real.
 */
export const DEVELOPMENT_ENVIRONMENTS: ReadonlySet<string> = new Set(["development", "test"]);
export const DEMO_PROJECT_PREFIX = "demo-";

export interface WorkerIdentity {
  ENVIRONMENT?: string;
  FIREBASE_PROJECT_ID?: string;
}

export function isDevelopmentWorker(env: WorkerIdentity): boolean {
  return (
    DEVELOPMENT_ENVIRONMENTS.has(env.ENVIRONMENT ?? "") &&
    (env.FIREBASE_PROJECT_ID ?? "").startsWith(DEMO_PROJECT_PREFIX)
  );
}

/** The Auth Emulator's host:port, only for a development Worker that names one. */
export function emulatorHostOf(env: WorkerIdentity & { FIREBASE_AUTH_EMULATOR_HOST?: string }): string | null {
  if (!isDevelopmentWorker(env)) return null;
  return env.FIREBASE_AUTH_EMULATOR_HOST || null;
}
