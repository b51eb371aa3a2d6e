import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callWorker, countRows, jwksControl } from "./support/call-worker";
import {
  ISSUER,
  firebaseClaims,
  hs256WithPublicKey,
  signIdToken,
  tamperPayload,
  unsignedIdToken,
  without,
} from "./support/id-tokens";

const LOAD_DETAILS = "/api/v1/user/load-details";
/** A Worker configured like production: no emulator setting. */
const PRODUCTION = { ENVIRONMENT: "production", FIREBASE_AUTH_EMULATOR_HOST: undefined } as const;

// jose keeps the key set and its refetch cooldown per isolate, across tests. Tests that
// move time always move it forward on one shared timeline, so no test lands in the
// cooldown that another test started.
let timeline = 0;
function startFakeClock() {
  timeline = Math.max(timeline, Date.now());
  vi.useFakeTimers({ toFake: ["Date"], now: timeline });
}
function advanceClock(ms: number) {
  timeline += ms;
  vi.setSystemTime(timeline);
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = await response.json<{ code: string; errors: Record<string, string[]> }>();
  expect(body.code).toBe(code);
  expect(typeof body.errors).toBe("object");
}

describe("API authentication", () => {
  let usersBefore: number;
  beforeEach(async () => {
    await jwksControl("reset");
    usersBefore = await countRows("users");
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a valid RS256 Firebase ID token and creates the user", async () => {
    const response = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims()),
      env: PRODUCTION,
    });
    expect(response.status).toBe(200);
    expect(await countRows("users")).toBe(usersBefore + 1);
  });

  describe("refuses with 401 and writes nothing", () => {
    const cases: Array<[string, () => Promise<string | { authorization: string }>]> = [
      ["an unsigned alg:none token outside emulator mode", async () => unsignedIdToken(firebaseClaims())],
      ["a wrong audience", async () => signIdToken(firebaseClaims({ aud: "someone-elses-project" }))],
      ["a wrong issuer", async () => signIdToken(firebaseClaims({ iss: "https://securetoken.google.com/other" }))],
      [
        "an expired token",
        async () => {
          const now = Math.floor(Date.now() / 1000);
          return signIdToken(firebaseClaims({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }));
        },
      ],
      [
        "iat more than 60 s in the future",
        async () => signIdToken(firebaseClaims({ iat: Math.floor(Date.now() / 1000) + 90 })),
      ],
      [
        "auth_time in the future",
        async () => signIdToken(firebaseClaims({ auth_time: Math.floor(Date.now() / 1000) + 90 })),
      ],
      ["a missing sub", async () => signIdToken(without(firebaseClaims(), "sub"))],
      ["an empty sub", async () => signIdToken(firebaseClaims({ sub: "" }))],
      ["a sub of 129 characters", async () => signIdToken(firebaseClaims({ sub: "u".repeat(129) }))],
      // Server-owned users (the practice game's owner) are out of every token's reach.
      ["a sub of a server-owned user", async () => signIdToken(firebaseClaims({ sub: "system:practice-game" }))],
      ["a missing auth_time", async () => signIdToken(without(firebaseClaims(), "auth_time"))],
      ["a missing exp", async () => signIdToken(without(firebaseClaims(), "exp"))],
      ["a missing iat", async () => signIdToken(without(firebaseClaims(), "iat"))],
      [
        "a tampered payload",
        async () => {
          const genuine = await signIdToken(firebaseClaims());
          return tamperPayload(genuine, firebaseClaims({ sub: "someone-else" }));
        },
      ],
      ["HS256 signed with the public key", async () => hs256WithPublicKey(firebaseClaims())],
      ["no Authorization header", async () => ({ authorization: "" })],
      ["a Basic Authorization header", async () => ({ authorization: "Basic dXNlcjpwYXNz" })],
      ["a bearer that is not a JWT", async () => ({ authorization: "Bearer not-a-token" })],
      ["a bearer with a garbage JWT", async () => ({ authorization: "Bearer aaa.bbb.ccc" })],
      ["a lower-case scheme with extra spaces", async () => ({ authorization: "bearer  x.y.z" })],
    ];

    it.each(cases)("%s", async (_name, makeCredential) => {
      const credential = await makeCredential();
      const response = await callWorker(LOAD_DETAILS, {
        ...(typeof credential === "string" ? { token: credential } : credential),
        env: PRODUCTION,
      });
      await expectRefused(response, 401, "UNAUTHENTICATED");
      expect(await countRows("users")).toBe(usersBefore);
    });
  });

  it("accepts a sub of 128 characters, the longest Firebase allows", async () => {
    const longest = "u".repeat(128);
    const response = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims({ sub: longest })),
      env: PRODUCTION,
    });
    expect(response.status).toBe(200);
    expect(await countRows("users")).toBe(usersBefore + 1);
  });

  it("tolerates 60 s of clock skew on iat but no more", async () => {
    const now = Math.floor(Date.now() / 1000);
    const skewed = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims({ iat: now + 30, auth_time: now + 30 })),
      env: PRODUCTION,
    });
    expect(skewed.status).toBe(200);
  });

  it("trusts a token it verified only until the token expires, however often it is sent", async () => {
    startFakeClock();
    const now = Math.floor(timeline / 1000);
    const token = await signIdToken(firebaseClaims({ iat: now - 5, auth_time: now - 5, exp: now + 120 }));
    for (let call = 0; call < 3; call += 1) {
      expect((await callWorker(LOAD_DETAILS, { token, env: PRODUCTION })).status).toBe(200);
    }
    // jose's 60 s of clock tolerance past exp, and one second more.
    advanceClock((120 + 60 + 1) * 1000);
    await expectRefused(await callWorker(LOAD_DETAILS, { token, env: PRODUCTION }), 401, "UNAUTHENTICATED");
  });

  it("does not carry a token verified under one setting over to another", async () => {
    const token = unsignedIdToken(firebaseClaims());
    const emulator = { ENVIRONMENT: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } as const;
    expect((await callWorker(LOAD_DETAILS, { token, env: emulator })).status).toBe(200);
    await expectRefused(await callWorker(LOAD_DETAILS, { token, env: PRODUCTION }), 401, "UNAUTHENTICATED");
  });

  it("refetches the key set once for an unknown kid, then refuses it", async () => {
    startFakeClock();
    // Warm the key cache.
    await callWorker(LOAD_DETAILS, { token: await signIdToken(firebaseClaims()), env: PRODUCTION });
    advanceClock(31_000); // past jose's refetch cooldown
    const fetchesBefore = await jwksControl("fetches");

    const response = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims(), "unknown"),
      env: PRODUCTION,
    });
    await expectRefused(response, 401, "UNAUTHENTICATED");
    expect(await jwksControl("fetches")).toBe(fetchesBefore + 1);

    // A burst of forged kids right after does not hammer the key source.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await callWorker(LOAD_DETAILS, {
        token: await signIdToken(firebaseClaims(), "unknown"),
        env: PRODUCTION,
      });
      expect(again.status).toBe(401);
    }
    expect(await jwksControl("fetches")).toBe(fetchesBefore + 1);
    expect(await countRows("users")).toBe(usersBefore + 1);
  });

  it("accepts a token signed with a rotated-in key after one refetch", async () => {
    startFakeClock();
    await callWorker(LOAD_DETAILS, { token: await signIdToken(firebaseClaims()), env: PRODUCTION });
    advanceClock(31_000);
    await jwksControl("rotate");

    const response = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims(), "rotated"),
      env: PRODUCTION,
    });
    expect(response.status).toBe(200);
  });

  it("fails closed with 503 when the key source is down", async () => {
    startFakeClock();
    // Let any cached key set expire, then take the source down.
    advanceClock(24 * 3600 * 1000);
    await jwksControl("down");

    const response = await callWorker(LOAD_DETAILS, {
      token: await signIdToken(firebaseClaims()),
      env: PRODUCTION,
    });
    await expectRefused(response, 503, "AUTH_UNAVAILABLE");
    expect(await countRows("users")).toBe(usersBefore);
  });

  describe("emulator mode", () => {
    it("accepts the emulator's unsigned tokens off production", async () => {
      const response = await callWorker(LOAD_DETAILS, {
        token: unsignedIdToken(firebaseClaims()),
        env: { ENVIRONMENT: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      });
      expect(response.status).toBe(200);
    });

    it("still checks the claims of unsigned tokens", async () => {
      const response = await callWorker(LOAD_DETAILS, {
        token: unsignedIdToken(firebaseClaims({ aud: "another-project" })),
        env: { ENVIRONMENT: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      });
      await expectRefused(response, 401, "UNAUTHENTICATED");
    });

    it("refuses every authenticated call in production when the emulator is configured", async () => {
      const misconfigured = { ENVIRONMENT: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
      for (const token of [
        unsignedIdToken(firebaseClaims()),
        await signIdToken(firebaseClaims()),
      ]) {
        const response = await callWorker(LOAD_DETAILS, { token, env: misconfigured });
        await expectRefused(response, 503, "AUTH_MISCONFIGURED");
      }
      expect(await countRows("users")).toBe(usersBefore);
    });
  });

});
