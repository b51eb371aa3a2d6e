import { MESSAGES } from "../../shared/i18n/all-messages";
import { describe, expect, it } from "vitest";
import { FREE_GAMES_PER_IP_PER_DAY, RATE_LIMITS } from "../../workers/api/rate-limits/limits";
import { addressKey } from "../../workers/api/rate-limits/client-address";
import { hashAddress } from "../../workers/api/rate-limits/address-hash.server";
import { lookUpInvite, refuseJoinPageToProber } from "../../workers/api/rate-limits/join-preview";
import { gameInSetup, newPerson, type Person } from "../support/api-client";
import { callWorker, countRows } from "../support/call-worker";
import { firebaseClaims, signIdToken } from "../support/id-tokens";
import { testEnv } from "../support/test-env";
import { freshAddress, refusalOf } from "./limit-support";

describe("the join preview", () => {
  const request = (path: string, from: string) =>
    new Request(`https://bingo.test${path}`, { headers: { "CF-Connecting-IP": from } });

  it("counts lookups of unknown codes per address (its /64): past the limit, every spelling of the join page is 429 before it renders", async () => {
    const address = freshAddress();
    const { limit, periodSeconds } = RATE_LIMITS.joinPreviewPerIp;
    const windowOf = () => Math.floor(Date.now() / (periodSeconds * 1000));
    const firstWindow = windowOf();
    // Worker tests have no page renderer (pages are tested end to end), so the lookups the
    // page would make are made here, each from another address of the same /64.
    let looked = 0;
    const neighbour = () => address.replace(/::1$/, `:${(looked + 1).toString(16)}:0:0:1`);
    while (looked <= 2 * limit && refuseJoinPageToProber(request("/join/QRSTUVWX/", address)) === null) {
      expect(await lookUpInvite(request("/join/QRSTUVWX/", neighbour()), testEnv, "QRSTUVWX")).toBeNull();
      looked += 1;
    }
    if (windowOf() === firstWindow) expect(looked).toBe(limit + 1);
    else expect(looked).toBeGreaterThanOrEqual(limit);

    const { code: real } = await gameInSetup({ players: 0, entries: 0 });
    const spellings = [
      "/join/QRSTUVWX/",
      "/JOIN/QRSTUVWX/",
      "/join/QRSTUVWX//",
      "//join//QRSTUVWX/",
      "/join/QRSTUVWX/_.data",
      "/Join/ABCDEFGH.data",
      // The router matches the path percent-decoded: every escape of "join" and of the code reaches the page.
      `/%6Aoin/${real}/`,
      `/%4A%4F%49%4E/${real}/`,
      `/j%6Fin//${real.toLowerCase()}/`,
      `/join/%${real.charCodeAt(0).toString(16)}${real.slice(1)}/`,
      `/%6Aoin/${real}.data`,
      "/%6Aoin/%/",
    ];
    for (const spelling of spellings) {
      const refused = await callWorker(spelling, { headers: { "CF-Connecting-IP": address } });
      expect(refused.status, spelling).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe(String(periodSeconds));
      expect(await refused.text()).toBe("Lots going on right now. Please wait a minute and try again.");
    }
    // However the page was reached, its loader's lookup is refused too: not even a real game's name is told.
    await expect(lookUpInvite(request(`/join/${real}/`, address), testEnv, real)).rejects.toSatisfy(
      (refusal: unknown) => refusal instanceof Response && refusal.status === 429,
    );
    // Said in the language the browser asks for.
    const inGerman = await callWorker("/join/QRSTUVWX/", { headers: { "CF-Connecting-IP": address, "Accept-Language": "de" } });
    expect(inGerman.status).toBe(429);
    expect(await inGerman.text()).toBe(MESSAGES.de.busy.minute);
    // Other pages, and other /64s, are not limited by it.
    expect(refuseJoinPageToProber(request("/", address))).toBeNull();
    expect(refuseJoinPageToProber(request("/join/", address))).toBeNull();
    expect(refuseJoinPageToProber(request("/join/ABCDEFGH/", freshAddress()))).toBeNull();
  });

  it("never counts the lookups of a real game: a whole party on one network opens its link", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const address = freshAddress();
    for (let view = 0; view < 2 * RATE_LIMITS.joinPreviewPerIp.limit; view += 1) {
      expect(await lookUpInvite(request(`/join/${code}/`, address), testEnv, code)).toMatchObject({ playerCount: 1 });
    }
    expect(refuseJoinPageToProber(request(`/join/${code}/`, address))).toBeNull();
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
      .bind(await hashAddress(addressKey(address), testEnv.ADDRESS_HASH_SALT), Math.floor(now / DAY_MS), FREE_GAMES_PER_IP_PER_DAY - left)
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

  it("stores an address only as a salted hash, which no one without the salt can match to an address", async () => {
    const octet = () => crypto.getRandomValues(new Uint8Array(1))[0]!;
    const address = `198.51.${octet()}.${octet()}`;
    expect((await create(await newPerson(), address, NOON)).status).toBe(201);
    const stored = await testEnv.DB.prepare("SELECT address_hash AS hash FROM free_game_address_days WHERE day = ?")
      .bind(Math.floor(NOON / DAY_MS))
      .all<{ hash: string }>();
    const hashes = stored.results.map((row) => row.hash);
    expect(hashes).toContain(await hashAddress(address, testEnv.ADDRESS_HASH_SALT));
    // Not a hash anyone could rebuild by hashing every IPv4 address, as it once was.
    const sha256 = async (text: string) =>
      btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
    expect(hashes).not.toContain(await sha256(`bingo-free-games:${address}`));
    expect(hashes).not.toContain(await sha256(address));
    // Another salt, another hash: without the secret the stored one names no address.
    expect(await hashAddress(address, "another-secret-salt-of-32-characters!")).not.toBe(await hashAddress(address, testEnv.ADDRESS_HASH_SALT));
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
