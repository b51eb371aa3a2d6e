import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from "./chunk-failure";

describe("isChunkLoadError", () => {
  it("knows each engine's words for an import that could not be fetched", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://bingo.example/assets/game-abc.js",
      "error loading dynamically imported module: https://bingo.example/assets/game-abc.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/game-abc.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new ChunkLoadError("timed out"))).toBe(true);
  });

  it("leaves other errors to their own handling", () => {
    expect(isChunkLoadError(new Error("Game not found"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("loadChunk", () => {
  afterEach(() => vi.useRealTimers());

  it("gives up after the spec's 120 s with a chunk-load error", async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it("tries again once the browser is back online when it failed offline, and reports nothing", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const page = await import("./chunk-failure");
    const browser = new EventTarget();
    vi.stubGlobal("navigator", { onLine: false });
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    const offline = new TypeError("Failed to fetch dynamically imported module: https://bingo.example/assets/game-socket.client-abc.js");
    const load = vi.fn<() => Promise<{ ready: boolean }>>().mockRejectedValueOnce(offline).mockResolvedValue({ ready: true });
    let settled = false;
    const loading = page.loadChunk(load).finally(() => (settled = true));
    // Offline for longer than the spec's time-out: still waiting, nothing reported.
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    vi.stubGlobal("navigator", { onLine: true });
    browser.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toEqual({ ready: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.chunkFailure()).toBeNull();
    vi.unstubAllGlobals();
  });

  it("answers with the chunk when it arrives in time", async () => {
    await expect(loadChunk(async () => ({ ready: true }))).resolves.toEqual({ ready: true });
  });
});
