import { describe, expect, it } from "vitest";
import { FREE_GAMES_PER_IP_PER_DAY, RATE_LIMITS } from "../../workers/api/rate-limits/limits";
import { hashAddress } from "../../workers/api/rate-limits/free-games-per-ip.server";
import { limitJoinPreview } from "../../workers/api/rate-limits/join-preview";
import { newPerson, type Person } from "../support/api-client";
import { callWorker, countRows } from "../support/call-worker";
import { firebaseClaims, signIdToken } from "../support/id-tokens";
import { testEnv } from "../support/test-env";
import { freshAddress, refusalOf } from "./limit-support";

describe("the join preview", () => {
  it("answers 429 with Retry-After past the limit per client address, before the page renders", async () => {
    const address = freshAddress();
    const request = (path: string, from = address) =>
      new Request(`https://bingo.test${path}`, { headers: { "CF-Connecting-IP": from } });
    const { limit, periodSeconds } = RATE_LIMITS.joinPreviewPerIp;
    const windowOf = () => Math.floor(Date.now() / (periodSeconds * 1000));
    const firstWindow = windowOf();
    // Worker tests have no page renderer (pages are tested end to end), so the calls within
    // the limit ask the Worker's check itself; null means the page would render.
    let passed = 0;
    while (passed <= 2 * limit) {
      const path = passed % 2 ? "/join/ABCDEFGH/" : "/join/ABCDEFGH.data"; // both count
      if ((await limitJoinPreview(request(path), testEnv)) !== null) break;
      passed += 1;
    }
    if (windowOf() === firstWindow) expect(passed).toBe(limit);
    else expect(passed).toBeGreaterThanOrEqual(limit);

    const refused = await callWorker("/join/QRSTUVWX/", { headers: { "CF-Connecting-IP": address } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(periodSeconds));
    expect(await refused.text()).toBe("Lots going on right now. Please wait a minute and try again.");
    // Other pages, and other addresses, are not limited by it.
    expect(await limitJoinPreview(request("/"), testEnv)).toBeNull();
    expect(await limitJoinPreview(request("/join/"), testEnv)).toBeNull();
    expect(await limitJoinPreview(request("/join/ABCDEFGH/", freshAddress()), testEnv)).toBeNull();
  });
});

describe("free games per client address and day", () => {
  const NOON = Date.UTC(2026, 10, 23, 12, 0, 0);
  const DAY_MS = 86_400_000;
  const SECONDS_TO_MIDNIGHT = 12 * 60 * 60;

  async function create(person: Person, address: string, now: number) {
    return callWorker("/api/v1/games", {
      method: "POST",
      token: person.token,
      body: { screenName: "Creator", gameName: "Free dinner", description: "" },
      headers: { "CF-Connecting-IP": address },
      env: { TEST_NOW_MS: String(now) },
    });
  }

  /** This address has already made all but `left` of today's free games. */
  async function spend(address: string, now: number, left: number) {
    await testEnv.DB.prepare("INSERT INTO free_game_address_days (address_hash, day, games) VALUES (?, ?, ?)")
      .bind(await hashAddress(address), Math.floor(now / DAY_MS), FREE_GAMES_PER_IP_PER_DAY - left)
      .run();
  }

  it("refuses an anonymous account's free game past the day's count until midnight UTC", async () => {
    const address = freshAddress();
    await spend(address, NOON, 1);
    expect((await create(await newPerson(), address, NOON)).status).toBe(201);

    const games = await countRows("games");
    const late = await newPerson();
    await refusalOf(await create(late, address, NOON), SECONDS_TO_MIDNIGHT);
    expect(await countRows("games")).toBe(games);

    // Another address, or the next day, is a new count.
    expect((await create(late, freshAddress(), NOON)).status).toBe(201);
    expect((await create(await newPerson(), address, NOON + DAY_MS / 2)).status).toBe(201);
  });

  it("counts only games that were made, and only free ones by anonymous accounts", async () => {
    const address = freshAddress();
    await spend(address, NOON, 0);
    const registered = firebaseClaims({ firebase: { sign_in_provider: "password", identities: {} } });
    const person = { uid: registered.sub!, token: await signIdToken(registered) };
    expect((await create(person, address, NOON)).status).toBe(201);
    // Their second game needs a pass (402), whatever the address has made.
    expect((await create(person, address, NOON)).status).toBe(402);

    const other = freshAddress();
    await spend(other, NOON, 1);
    const anonymous = await newPerson();
    const refused = await callWorker("/api/v1/games", {
      method: "POST",
      token: anonymous.token,
      body: { screenName: "", gameName: "", description: "" },
      headers: { "CF-Connecting-IP": other },
      env: { TEST_NOW_MS: String(NOON) },
    });
    expect(refused.status).toBe(422);
    expect((await create(anonymous, other, NOON)).status).toBe(201);
  });
});
