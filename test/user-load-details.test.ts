import { describe, expect, it } from "vitest";
import type { UserDetails } from "../shared/api-types";
import { callWorker } from "./support/call-worker";
import { firebaseClaims, signIdToken } from "./support/id-tokens";
import { testEnv } from "./support/test-env";

const LOAD_DETAILS = "/api/v1/user/load-details";

async function loadDetails(token: string) {
  const response = await callWorker(LOAD_DETAILS, { token });
  expect(response.status).toBe(200);
  return (await response.json<{ data: UserDetails }>()).data;
}

async function usersWithUid(uid: string) {
  const row = await testEnv.DB.prepare("SELECT count(*) AS n FROM users WHERE firebase_uid = ?")
    .bind(uid)
    .first<{ n: number }>();
  return row?.n;
}

describe("GET /api/v1/user/load-details", () => {
  it("creates the user on first call and returns the SPEC's user fields", async () => {
    const claims = firebaseClaims();
    const details = await loadDetails(await signIdToken(claims));
    expect(details).toEqual({ id: expect.any(Number), paid: false, hasCreated: false, paidUntil: null });
    expect(details.id).toBeGreaterThan(0);
    expect(await usersWithUid(claims.sub!)).toBe(1);
  });

  it("returns the same user on later calls", async () => {
    const claims = firebaseClaims();
    const token = await signIdToken(claims);
    const first = await loadDetails(token);
    const second = await loadDetails(token);
    expect(second.id).toBe(first.id);
    expect(await usersWithUid(claims.sub!)).toBe(1);
  });

  it("makes exactly one row when first calls race", async () => {
    const claims = firebaseClaims();
    const token = await signIdToken(claims);
    const results = await Promise.all(Array.from({ length: 8 }, () => loadDetails(token)));
    expect(new Set(results.map((details) => details.id)).size).toBe(1);
    expect(await usersWithUid(claims.sub!)).toBe(1);
  });

  it("gives different people different ids", async () => {
    const alice = await loadDetails(await signIdToken(firebaseClaims()));
    const bob = await loadDetails(await signIdToken(firebaseClaims()));
    expect(alice.id).not.toBe(bob.id);
  });

  it("reports a current pass as paid and an expired one as not", async () => {
    const current = firebaseClaims();
    const expired = firebaseClaims();
    const now = Date.now();
    await testEnv.DB.batch([
      testEnv.DB.prepare("INSERT INTO users (firebase_uid, paid_until) VALUES (?, ?)").bind(current.sub, now + 86_400_000),
      testEnv.DB.prepare("INSERT INTO users (firebase_uid, paid_until) VALUES (?, ?)").bind(expired.sub, now - 1000),
    ]);
    expect((await loadDetails(await signIdToken(current))).paid).toBe(true);
    expect((await loadDetails(await signIdToken(expired))).paid).toBe(false);
  });

  it("reports hasCreated once the user has created a game", async () => {
    const claims = firebaseClaims();
    const token = await signIdToken(claims);
    const { id } = await loadDetails(token);
    await testEnv.DB.prepare("INSERT INTO games (code, name, user_id) VALUES (?, ?, ?)")
      .bind(`T${crypto.randomUUID().slice(0, 7).toUpperCase()}`, "Holiday dinner", id)
      .run();
    expect((await loadDetails(token)).hasCreated).toBe(true);
  });
});
