import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest } from "./api-client";
import { retryIdempotent } from "./retry-idempotent";

// Firebase's code never came: the phone went offline before the page fetched it.
vi.mock("./firebase-session", () => ({
  loadFirebaseSession: () =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module: https://bingo.test/assets/firebase-Ab12.js")),
}));

describe("a request that needs Firebase's token when its code did not come", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a lost connection while the phone is offline, so a mark is retried once back", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const error = await apiRequest("entries/7", { method: "PUT", body: { isMarked: true } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is the chunk-load error online, not a lost connection retried for ever", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    await expect(retryIdempotent(() => apiRequest("entries/7", { method: "PUT", body: { isMarked: true } }))).rejects.toThrow(
      "Failed to fetch dynamically imported module",
    );
  });
});
