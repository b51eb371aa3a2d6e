import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { de } from "../i18n/catalogue/de";
import { en } from "../i18n/catalogue/en";
import { rememberClientStrings } from "../i18n/strings";
import { ApiRequestError, apiRequest } from "./api-client";
import { READ_TIMEOUT_MS } from "./request-timeouts";
import { retryIdempotent } from "./retry-idempotent";

// The network is the boundary: a session token and fetch.
const token = vi.hoisted(() => ({ fails: null as null | { code: string } }));
vi.mock("../auth/session.client", () => ({
  idToken: async () => {
    if (token.fails) throw token.fails;
    return "test-token";
  },
}));

describe("apiRequest", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    token.fails = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("with a timeout, takes an answer that never comes as a lost connection", async () => {
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      // A dead connection: no answer ever, unless the caller gives up on it.
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    });
    let outcome: unknown = "waiting";
    void apiRequest("entries/7", { method: "PUT", body: { isMarked: true }, timeoutMs: 10_000 }).then(
      () => (outcome = "answered"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiRequestError);
    expect((outcome as ApiRequestError).status).toBe(0);
  });

  it("takes a read whose answer never comes as a lost connection after READ_TIMEOUT_MS, said in words", async () => {
    rememberClientStrings({ language: "en", strings: en });
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    });
    let outcome: unknown = "waiting";
    void apiRequest("games/ABCD2345").then(
      () => (outcome = "answered"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(outcome).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 0, message: "No connection. Check your network and try again." });
  });

  it("takes a token that cannot be refreshed offline as a lost connection, so a mark is retried", async () => {
    token.fails = { code: "auth/network-request-failed" };
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(apiRequest("entries/7", { method: "PUT", body: { isMarked: true } })).rejects.toMatchObject({ status: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a limit reached as its calm message alone, without the code, and does not retry it", async () => {
    const message = "Lots going on right now. Please wait a minute and try again.";
    const fetch = vi.fn(async () =>
      Response.json({ code: "RATE_LIMITED", errors: { request: [message] } }, { status: 429, headers: { "Retry-After": "60" } }),
    );
    vi.stubGlobal("fetch", fetch);
    // A mark is retried on network and server failures; a 429 is an answer, not retried.
    const marking = retryIdempotent(() => apiRequest("entries/7", { method: "PUT", body: { isMarked: true } }));
    await expect(marking).rejects.toMatchObject({ status: 429, message });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows every other refusal's words, without its code", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "GAME_FULL", errors: { code: ["This game is full."] } }, { status: 409 }),
    );
    await expect(apiRequest("games/join", { method: "POST", body: {} })).rejects.toMatchObject({
      message: "This game is full.",
      body: { code: "GAME_FULL" },
    });
  });
});

describe("ApiRequestError's own words", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("say a lost connection or a refusal without words in the page's language", () => {
    // No page has rendered (a unit test): English.
    expect(new ApiRequestError(0, null).message).toBe("No connection. Check your network and try again.");
    expect(new ApiRequestError(503, null).message).toBe("Something went wrong. Please try again.");

    vi.stubGlobal("document", {});
    rememberClientStrings({ language: "de", strings: de });
    expect(new ApiRequestError(0, null).message).toBe(de.common.noConnection);
    expect(new ApiRequestError(503, null).message).toBe(de.common.somethingWentWrong);
    expect(new ApiRequestError(500, { code: "INTERNAL", errors: {} }).message).toBe(de.common.somethingWentWrong);
    // A refusal's own words are the server's, already in the page's language.
    expect(new ApiRequestError(409, { code: "GAME_FULL", errors: { code: ["Dieses Spiel ist voll."] } }).message).toBe(
      "Dieses Spiel ist voll.",
    );
    rememberClientStrings({ language: "en", strings: en });
  });
});
