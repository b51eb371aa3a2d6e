import { isApiErrorBody } from "../../shared/api-error";
import type { Paginator } from "../../shared/api-types";
import { cachedIdToken, rememberIdToken } from "../auth/cached-id-token";
import { isMissingOffline } from "../chunks/chunk-failure";
import { loadFirebaseSession } from "./firebase-session";
import { READ_TIMEOUT_MS } from "./request-timeouts";

export interface ApiResponse<T> {
  data: T;
  paginator?: Paginator;
  /** On changes of a game: the game version the change produced. */
  version?: number;
}

// The error's own module, so a screen that only tells failures apart (the root's error
// screen, read-again.ts) does not bring the whole client into every page's first load.
import { ApiRequestError } from "./api-request-error";
export { ApiRequestError, isUnreachable } from "./api-request-error";

/** SPEC §7: the same URL is not read again within 5 s, nor while a read is in flight. */
export const READ_CACHE_MS = 5_000;
const reads = new Map<string, { at: number; promise: Promise<ApiResponse<unknown>> }>();

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Read again even if a recent or in-flight read exists. */
  force?: boolean;
  /**
   * Give up on an answer after this long, as a network failure. Only for requests that are
   * safe to send again: on a dead connection the browser can wait minutes for one. A read
   * has READ_TIMEOUT_MS unless told otherwise; a change has none unless told.
   */
  timeoutMs?: number;
}

/** Calls /api/v1 with the signed-in user's ID token. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? "GET";
  if (method !== "GET") {
    reads.clear(); // what was read may have just changed
    return send<T>(path, method, options.body, options.timeoutMs);
  }
  const cached = reads.get(path);
  if (!options.force && cached && Date.now() - cached.at < READ_CACHE_MS) {
    return cached.promise as Promise<ApiResponse<T>>;
  }
  const promise = send<T>(path, "GET", undefined, options.timeoutMs ?? READ_TIMEOUT_MS);
  reads.set(path, { at: Date.now(), promise });
  // A failed read is not worth keeping.
  promise.catch(() => reads.get(path)?.promise === promise && reads.delete(path));
  return promise;
}

/** Forget every cached read, e.g. on sign-out (SPEC §4: state resets to empty). */
export function clearReadCache() {
  reads.clear();
}

async function send<T>(path: string, method: string, body?: unknown, timeoutMs?: number): Promise<ApiResponse<T>> {
  // Before Firebase has started on this page, its last token, if fresh (cached-id-token.ts).
  const cachedToken = cachedIdToken();
  const token = cachedToken ?? (await firebaseIdToken());
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  // Bounds the wait for the answer's headers; the small body that follows is read in full.
  const abort = new AbortController();
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => abort.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path.replace(/^\//, "")}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: abort.signal,
    });
  } catch {
    throw new ApiRequestError(0, null);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401 && cachedToken) {
    // The kept token was refused (the account was deleted or its tokens revoked): ask Firebase.
    rememberIdToken(null);
    return send<T>(path, method, body, timeoutMs);
  }
  return answerOf<T>(response);
}

/**
 * An API call's answer as the app takes it: its body, or an ApiRequestError with what the
 * server said; also for a call the page sent before the app was there (early-game-read.ts).
 */
export async function answerOf<T>(response: Response): Promise<ApiResponse<T>> {
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
    throw new ApiRequestError(response.status, isApiErrorBody(json) ? json : null, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  return json as ApiResponse<T>;
}

async function firebaseIdToken(): Promise<string | null> {
  const { idToken } = await loadFirebaseSession().catch((error: unknown) => {
    // Firebase's code did not come, the phone offline: that is the network failing too (a
    // mark is then retried once back online). Online, it is the chunk-load error's to say.
    if (isMissingOffline(error)) throw new ApiRequestError(0, null);
    throw error;
  });
  try {
    return await idToken();
  } catch (error) {
    // An expired token cannot be refreshed offline: that is the network failing, not the user.
    if ((error as { code?: unknown } | null)?.code === "auth/network-request-failed") {
      throw new ApiRequestError(0, null);
    }
    throw error;
  }
}
