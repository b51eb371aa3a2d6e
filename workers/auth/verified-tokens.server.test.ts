import { describe, expect, it } from "vitest";
import { VerifiedTokens } from "./verified-tokens.server";

describe("VerifiedTokens", () => {
  it("answers a remembered token until the moment it stops being valid, then never again", () => {
    const tokens = new VerifiedTokens<string>();
    tokens.remember("token-a", "uid-a", 10_000);
    expect(tokens.get("token-a", 9_999)).toBe("uid-a");
    expect(tokens.get("token-a", 10_000)).toBeUndefined();
    expect(tokens.get("token-a", 5_000)).toBeUndefined();
  });

  it("knows only the exact token it was given", () => {
    const tokens = new VerifiedTokens<string>();
    tokens.remember("token-a", "uid-a", 10_000);
    expect(tokens.get("token-b", 0)).toBeUndefined();
    expect(tokens.get("token-a.", 0)).toBeUndefined();
  });

  it("holds at most its bound, dropping the least recently used", () => {
    const tokens = new VerifiedTokens<string>(2);
    tokens.remember("a", "A", 10_000);
    tokens.remember("b", "B", 10_000);
    expect(tokens.get("a", 0)).toBe("A"); // a is now more recent than b
    tokens.remember("c", "C", 10_000);
    expect(tokens.get("b", 0)).toBeUndefined();
    expect(tokens.get("a", 0)).toBe("A");
    expect(tokens.get("c", 0)).toBe("C");
  });
});
