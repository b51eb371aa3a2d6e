import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import type { TestClockBinding } from "../../workers/clock.server";
import { testEnv } from "./test-env";

export interface CallOptions {
  method?: string;
  token?: string;
  /** Raw Authorization header, for malformed ones. */
  authorization?: string;
  body?: unknown;
  /** Binding overrides, e.g. to run as a production Worker, or at another time (TEST_NOW_MS). */
  env?: Partial<Env & TestClockBinding>;
  headers?: Record<string, string>;
  /** Called once the Worker has answered, before what it left running after its answer (waitUntil) ends. */
  onAnswer?: () => void;
}

let addressCounter = 0;
function nextTestAddress(): string {
  addressCounter += 1;
  return `2001:db8:ca11:${addressCounter.toString(16)}::1`; // a /64 of its own: limits count IPv6 by /64
}

/** Sends a request through the Worker's own fetch handler, with real D1 and Durable Objects. */
export async function callWorker(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  // Each call from an address of its own, as if from another household: only the abuse
  // limits' tests (test/rate-limits/) share one on purpose.
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", nextTestAddress());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.authorization !== undefined) headers.set("Authorization", options.authorization);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  // Requests made in tests carry no Cloudflare edge properties (`cf`), which the Worker never reads.
  const request = new Request(`https://bingo.test${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
  }) as Request<unknown, IncomingRequestCfProperties>;
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...testEnv, ...options.env }, ctx);
  options.onAnswer?.();
  await waitOnExecutionContext(ctx);
  return response;
}

/** Rows in a table: tests compare it before and after a rejected request. */
export async function countRows(table: "users" | "games" | "players" | "entries"): Promise<number> {
  const row = await testEnv.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function jwksControl(action: "rotate" | "down" | "reset" | "fetches"): Promise<number> {
  const response = await fetch(`http://jwks-control.test/${action}`, {
    method: action === "fetches" ? "GET" : "POST",
  });
  const { count } = await response.json<{ count: number }>();
  return count;
}
