import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A JWT as Firebase issues one: only its payload matters here (the API verifies signatures). */
function idToken(claims: Record<string, unknown>) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${part({ alg: "RS256" })}.${part(claims)}.signature`;
}

const NOW = 1_800_000_000_000;
const inMinutes = (minutes: number) => Math.floor((NOW + minutes * 60_000) / 1000);

describe("the ID token kept for a page's first reads", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is given back while it has minutes left, and not once it is about to expire", async () => {
    const { rememberIdToken, cachedIdToken } = await import("./cached-id-token");
    const token = idToken({ sub: "u1", exp: inMinutes(30), firebase: { sign_in_provider: "anonymous" } });
    rememberIdToken(token);
    expect(cachedIdToken(NOW)).toBe(token);
    expect(cachedIdToken(NOW + 26 * 60_000)).toBeNull();
  });

  it("is used while Firebase restores the session (a round trip), not once it has, nor after the session ended", async () => {
    const kept = await import("./cached-id-token");
    kept.rememberIdToken(idToken({ sub: "u1", exp: inMinutes(30) }));
    kept.rememberIdToken(null);
    expect(kept.cachedIdToken(NOW)).toBeNull();

    const token = idToken({ sub: "u1", exp: inMinutes(30) });
    kept.rememberIdToken(token);
    kept.firebaseHasLoaded();
    expect(kept.cachedIdToken(NOW)).toBe(token);
    kept.firebaseHasRestored();
    expect(kept.cachedIdToken(NOW)).toBeNull();
  });

  it("says whose session it is: a guest, or a registered account with its email", async () => {
    const { rememberIdToken, cachedSessionUser } = await import("./cached-id-token");
    rememberIdToken(idToken({ sub: "guest", exp: inMinutes(30), firebase: { sign_in_provider: "anonymous" } }));
    expect(cachedSessionUser(NOW)).toEqual({ uid: "guest", isAnonymous: true, email: null });
    rememberIdToken(idToken({ sub: "ann", exp: inMinutes(30), email: "ann@example.com", firebase: { sign_in_provider: "password" } }));
    expect(cachedSessionUser(NOW)).toEqual({ uid: "ann", isAnonymous: false, email: "ann@example.com" });
  });

  it("keeps nothing that is not a readable token", async () => {
    const { rememberIdToken, cachedIdToken } = await import("./cached-id-token");
    rememberIdToken("not-a-jwt");
    expect(cachedIdToken(NOW)).toBeNull();
  });
});
