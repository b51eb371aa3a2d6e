import { useSyncExternalStore } from "react";

/**
 * SPEC §1/§9: screen code loaded on demand ("chunks") times out after 120 s and then gives a
 * chunk-load error. A chunk fails when the network drops or when a deploy during a party has
 * replaced the files this page was built with; either way a reload is what helps.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

// What each engine says when an import() cannot fetch its file: Chromium, Firefox, WebKit;
// and Vite's helper when a chunk's stylesheet does not load.
const IMPORT_FAILURES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && IMPORT_FAILURES.some((text) => error.message.includes(text));
}

/**
 * A file that did not come while the browser says it is offline: its caller's to cope with
 * (try again once back online, or say there is no connection), not the chunk-load error's,
 * whose Reload cannot help offline (docs/decisions/038).
 */
export function isMissingOffline(error: unknown): boolean {
  return isChunkLoadError(error) && globalThis.navigator?.onLine === false;
}

/**
 * Loads a chunk with the spec's time-out; a failure is reported to the page (below) as well.
 * One that failed while the browser says it is offline is tried again once it is back online:
 * the screen it belongs to works meanwhile (a mark goes as a PUT, kept until answered), where
 * the chunk-load error would have taken the screen away, and a reload cannot help offline.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return loadWithTimeOut(load).catch(async (error: unknown) => {
    if (isMissingOffline(error)) {
      await backOnline();
      return loadChunk(load);
    }
    if (isChunkLoadError(error)) reportChunkFailure(error);
    throw error;
  });
}

const backOnline = () => new Promise<void>((resolve) => globalThis.addEventListener("online", () => resolve(), { once: true }));

function loadWithTimeOut<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading part of the app took longer than ${CHUNK_LOAD_TIMEOUT_MS / 1000} s.`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([load(), timedOut]).finally(() => clearTimeout(timer));
}

// The page-wide chunk failure, once there is one: the root shows the error screen instead.
let failure: unknown = null;
const listeners = new Set<() => void>();

export function reportChunkFailure(error: unknown) {
  if (failure !== null) return;
  failure = error ?? new ChunkLoadError("A part of the app did not load.");
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page-wide chunk failure, if there is one. */
export const chunkFailure = (): unknown => failure;

export function useChunkFailure(): unknown {
  return useSyncExternalStore(subscribe, chunkFailure, () => null);
}
