import { isDevelopmentWorker } from "../shared/development-worker";
import { isDeployableAddressHashSalt } from "./api/rate-limits/address-hash.server";

/**
 * wrangler.toml's [env.production] ships with placeholders ("your-firebase-project-id", …)
 * that the README's Deploy steps replace. A Worker deployed before that would serve pages
 * whose sign-in can never work and an API that can never authenticate anyone: it answers
 * every request with a plain 503 instead, and logs which settings to fix. So does one whose
 * address hash salt (the secret ADDRESS_HASH_SALT) is missing, short or the development
 * one: it would store hashes of client addresses anyone could reverse.
 */
const PLACEHOLDER = /^your-|^$/;
const FIREBASE_SETTINGS = ["FIREBASE_PROJECT_ID", "FIREBASE_API_KEY", "FIREBASE_AUTH_DOMAIN"] as const;

/** The names (never the values) of settings still holding a placeholder; empty when fine. */
export function placeholderSettings(env: Env): string[] {
  if (isDevelopmentWorker(env)) return [];
  const unset: string[] = FIREBASE_SETTINGS.filter((name) => PLACEHOLDER.test(env[name] ?? ""));
  if (!isDeployableAddressHashSalt(env.ADDRESS_HASH_SALT)) unset.push("ADDRESS_HASH_SALT");
  return unset;
}

/** The 503 a Worker with placeholder settings answers with, or null when it may serve. */
export function refuseUnconfiguredDeployment(request: Request, env: Env): Response | null {
  const unset = placeholderSettings(env);
  if (unset.length === 0) return null;
  console.error(`refusing to serve: placeholder values in ${unset.join(", ")} (README, Deploy)`);
  const headers = { "Cache-Control": "no-store", "Retry-After": "300" };
  if (new URL(request.url).pathname.startsWith("/api/")) {
    const body = { code: "NOT_CONFIGURED", errors: { server: ["This server is not set up yet."] } };
    return Response.json(body, { status: 503, headers });
  }
  return new Response("Bingo with friends is not set up yet.", {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
