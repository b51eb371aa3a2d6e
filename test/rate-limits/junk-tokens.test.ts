import { describe, expect, it } from "vitest";
import { createGame, newPerson } from "../support/api-client";
import { callWorker } from "../support/call-worker";
import { firebaseClaims, signIdToken, tamperPayload } from "../support/id-tokens";
import { testEnv } from "../support/test-env";
import { addressKey } from "../../workers/api/rate-limits/client-address";
import { RATE_LIMITS, REFUSED_CALLER_HOLD_MS } from "../../workers/api/rate-limits/limits";
import { freshAddress, refusalOf } from "./limit-support";

/**
 * A caller who will be refused whatever happens is held for a random half to whole of the
 * hold before its 429 (docs/api.md), so a flood runs at a few calls a second and its calls do
 * not all come back at once. Calls with a junk bearer token, once their address's
 * unauthenticated bucket is spent, are such callers, whatever the junk looks like.
 */
async function junkTokens(): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const someone = await newPerson();
  return [
    // Claims as Firebase's, signature not: only verifying it tells.
    tamperPayload(someone.token, firebaseClaims()),
    await signIdToken(firebaseClaims(), "unknown"),
    // Signed, but no token this Worker could accept: expired, another project's.
    await signIdToken(firebaseClaims({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })),
    await signIdToken(firebaseClaims({ aud: "someone-elses-project" })),
    // A subject and nothing else; not a JWT at all.
    "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
    "%",
    "a.b.c",
    "x".repeat(2000),
  ];
}

/** Sends every junk call at once; each answer's time from the start, checked to be the documented 429. */
async function answeredAfter(calls: Array<() => Promise<Response>>): Promise<number[]> {
  const sentAt = Date.now();
  return Promise.all(
    calls.map(async (call) => {
      const response = await call();
      await refusalOf(response, RATE_LIMITS.unauthenticatedPerIp.periodSeconds);
      return Date.now() - sentAt;
    }),
  );
}

function expectHeldAndSpread(waits: number[]) {
  for (const waited of waits) {
    expect(waited).toBeGreaterThanOrEqual(REFUSED_CALLER_HOLD_MS / 2);
    expect(waited).toBeLessThan(REFUSED_CALLER_HOLD_MS + 1000);
  }
  // Eight waits drawn at random within 50 ms of each other: about once in a million runs.
  expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(50);
}

describe("calls with junk bearer tokens past their address's unauthenticated bucket", () => {
  it("are held like every refused caller, then refused, spread out: joins, and calls of no limit of their own", async () => {
    const { code } = await createGame(await newPerson());
    const address = freshAddress();
    const bucket: RateLimit = testEnv[RATE_LIMITS.unauthenticatedPerIp.binding];
    for (let call = 0; call < RATE_LIMITS.unauthenticatedPerIp.limit; call += 1) {
      await bucket.limit({ key: `unauthenticatedPerIp:${addressKey(address)}` });
    }
    const tokens = await junkTokens();
    const headers = { "CF-Connecting-IP": address };
    const join = (token: string) => () =>
      callWorker("/api/v1/games/join", { method: "POST", authorization: `Bearer ${token}`, body: { code, screenName: "Junk" }, headers });
    const read = (token: string) => () => callWorker("/api/v1/games", { authorization: `Bearer ${token}`, headers });

    // The first of them, which the API tells apart, and the next, which the isolate then knows.
    expectHeldAndSpread(await answeredAfter(tokens.map(join)));
    expectHeldAndSpread(await answeredAfter(tokens.map(join)));
    expectHeldAndSpread(await answeredAfter(tokens.map(read)));

    // A neighbour with a real token is not refused by them.
    const guest = await callWorker("/api/v1/games/join", { method: "POST", token: (await newPerson()).token, body: { code, screenName: "Guest" }, headers });
    expect(guest.status, await guest.clone().text()).toBe(200);
  });
});
