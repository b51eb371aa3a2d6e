import { describe, expect, it } from "vitest";
import { claimedUid } from "./claimed-uid";

const PROJECT = "bingo-live";
const NOW_S = 1_800_000_000;

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const token = (claims: Record<string, unknown>) => `${base64url({ alg: "RS256", kid: "k" })}.${base64url(claims)}.c2ln`;
const claimed = (authorization: string) =>
  claimedUid(new Request("https://bingo.test/api/v1/games/join", { headers: { Authorization: authorization } }), PROJECT, NOW_S * 1000);

const genuine = { sub: "ann", aud: PROJECT, exp: NOW_S + 3600 };

describe("claimedUid", () => {
  it("reads the uid of a token that could verify", () => {
    expect(claimed(`Bearer ${token(genuine)}`)).toBe("ann");
    // Within the verifier's tolerance of its expiry.
    expect(claimed(`Bearer ${token({ ...genuine, exp: NOW_S - 30 })}`)).toBe("ann");
  });

  it("names no one for a token that cannot verify, however it is signed", () => {
    const junk = [
      token({ sub: "ann" }),
      token({ ...genuine, exp: NOW_S - 3600 }),
      token({ ...genuine, exp: "never" }),
      token({ ...genuine, aud: "someone-elses-project" }),
      token({ ...genuine, sub: "" }),
      token({ ...genuine, sub: "x".repeat(129) }),
      token({ ...genuine, sub: "system:practice" }),
      token({ ...genuine, sub: 42 }),
    ];
    for (const value of junk) expect(claimed(`Bearer ${value}`), value).toBeNull();
    for (const header of ["Bearer %", "Bearer a.b.c", "Bearer", "Basic dXNlcjpwYXNz", ""]) expect(claimed(header), header).toBeNull();
  });
});
