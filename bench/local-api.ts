/**
 * Talking to a Worker run locally for a benchmark: a loopback-only base URL, identities as
 * Auth Emulator style unsigned tokens (only a development Worker told of the emulator
 * accepts them: built-worker.ts tells it, decision 012) and JSON calls to the v1 API.
 */
import { Buffer } from "node:buffer";

const PROJECT_ID = "demo-bingo";
const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

/** Benchmarks load a machine hard: never point one at anything but this machine. */
export function loopbackUrl(value: string, variable: string): URL {
  const url = new URL(value);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) {
    throw new Error(`${variable} must be a loopback address, got ${url.hostname}`);
  }
  return url;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token as the Firebase Auth Emulator issues it: `alg: none`, empty signature. */
export function emulatorToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    firebase: { sign_in_provider: "anonymous", identities: {} },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

export interface Reply<T> {
  status: number;
  body: { data: T; version?: number };
}

export type ApiCall = <T>(token: string, method: string, path: string, body?: unknown) => Promise<Reply<T>>;

/**
 * Calls of `/api/v1` on `baseUrl`. Any refusal throws, except of a PUT: a benchmark that
 * races marks counts those refusals instead. `addressOf` gives each identity a client
 * address (CF-Connecting-IP) for a Worker whose address limits are real (bench:abuse).
 */
export function apiCaller(baseUrl: URL, addressOf?: (token: string) => string): ApiCall {
  return async <T>(token: string, method: string, path: string, body?: unknown): Promise<Reply<T>> => {
    const address: Record<string, string> = addressOf ? { "CF-Connecting-IP": addressOf(token) } : {};
    const response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...address },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${path}: no answer`, { cause: error });
    });
    const reply = { status: response.status, body: (await response.json()) as Reply<T>["body"] };
    if (response.status >= 300 && method !== "PUT") {
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply.body)}`);
    }
    return reply;
  };
}

/**
 * The value at rank ⌊fraction·n⌋ + 1 of ascending `sorted` (capped at n); NaN when empty. One
 * rank above the textbook nearest rank when fraction·n is whole, so it errs slow: the p99 of
 * 100 values is the largest of them, as every figure in the decision records was taken.
 */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}
