import { describe, expect, it } from "vitest";
import type { TvPairing } from "../shared/tv-pairing";
import { TV_CODE_LIFETIME_MS, TV_PAIRING_SECRET_HEADER } from "../shared/tv-pairing";
import { viewerKeyFromFragment } from "../shared/viewer-key";
import { TEST_CLOCK_AHEAD_HEADER } from "../workers/clock.server";
import { expectRefusal, gameInSetup, joinGame, newPerson, send, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { readAsViewer } from "./support/tv-viewer";

/**
 * A TV paired with a game by a short code it shows, instead of a long secret link (docs/api.md,
 * *The TV view*): the host types the code; the TV, which alone holds the pairing's secret, then
 * gets the game's TV link.
 */

interface Made {
  code: string;
  secret: string;
  expiresAt: number;
}

async function makeCode(): Promise<Made> {
  const response = await callWorker("/api/v1/tv-pairings", { method: "POST" });
  expect(response.status).toBe(201);
  return (await response.json<{ data: Made }>()).data;
}

async function ask(code: string, secret: string, aheadMs = 0) {
  const response = await callWorker(`/api/v1/tv-pairings/${code}`, {
    headers: { [TV_PAIRING_SECRET_HEADER]: secret, ...(aheadMs > 0 ? { [TEST_CLOCK_AHEAD_HEADER]: String(aheadMs) } : {}) },
  });
  return { status: response.status, body: await response.json<{ data: TvPairing; code?: string }>() };
}

async function pair(host: Person, gameCode: string, tvCode: string, aheadMs = 0) {
  const response = await callWorker(`/api/v1/games/${gameCode}/tv-pairing`, {
    method: "POST",
    token: host.token,
    body: { tvCode },
    headers: aheadMs > 0 ? { [TEST_CLOCK_AHEAD_HEADER]: String(aheadMs) } : {},
  });
  return { status: response.status, body: await response.json<{ code?: string; errors?: Record<string, string[]> }>() };
}

describe("pairing a TV by its code", () => {
  it("shows a six-character code that waits, then opens the game the host typed it in, once", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const tv = await makeCode();
    expect(tv.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(tv.expiresAt - Date.now()).toBeGreaterThan(TV_CODE_LIFETIME_MS - 60_000);
    expect((await ask(tv.code, tv.secret)).body.data).toEqual({ status: "WAITING", code: tv.code, expiresAt: tv.expiresAt });

    // Typed as people type it: lower case, a space in the middle.
    const typed = `${tv.code.slice(0, 3).toLowerCase()} ${tv.code.slice(3)}`;
    expect(await pair(creator, code, typed)).toMatchObject({ status: 200 });

    const paired = await ask(tv.code, tv.secret);
    expect(paired.status).toBe(200);
    const data = paired.body.data;
    expect(data.status).toBe("PAIRED");
    const path = data.status === "PAIRED" ? data.path : "";
    expect(path.startsWith(`/tv/${code}/#key=`)).toBe(true);
    const key = viewerKeyFromFragment(path.slice(path.indexOf("#")))!;
    expect((await readAsViewer(code, key)).body.data.game.code).toBe(code);
    // Told once: the pairing is gone, and its code pairs nothing any more.
    expectRefusal(await ask(tv.code, tv.secret), 404, "TV_CODE_NOT_FOUND");
    expectRefusal(await pair(creator, code, tv.code), 404, "TV_CODE_NOT_FOUND");
  });

  it("refuses a code no TV shows, in words next to the field, and pairs nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const tv = await makeCode();
    const wrong = tv.code.startsWith("A") ? "BBBBBB" : "AAAAAA";
    const refused = await pair(creator, code, wrong);
    expectRefusal(refused, 404, "TV_CODE_NOT_FOUND");
    expect(refused.body.errors?.tvCode?.[0]).toMatch(/^No TV shows this code now\./);
    for (const junk of ["", "ABC", "ABCDEFG", "ABC0O1"]) expectRefusal(await pair(creator, code, junk), 404, "TV_CODE_NOT_FOUND");
    expect((await ask(tv.code, tv.secret)).body.data.status).toBe("WAITING");
  });

  it("is the host's alone: another player cannot pair a TV with the game", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const ben = await newPerson();
    await joinGame(ben, code, "Ben");
    const tv = await makeCode();
    expectRefusal(await pair(ben, code, tv.code), 403, "NOT_GAME_CREATOR");
    expect((await ask(tv.code, tv.secret)).body.data.status).toBe("WAITING");
  });

  it("tells a pairing to its own TV only: another secret learns nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const tv = await makeCode();
    const other = await makeCode();
    expect((await pair(creator, code, tv.code)).status).toBe(200);
    expectRefusal(await ask(tv.code, other.secret), 404, "TV_CODE_NOT_FOUND");
    expectRefusal(await ask(tv.code, "not-a-secret"), 404, "TV_CODE_NOT_FOUND");
    // Its own TV still gets it.
    expect((await ask(tv.code, tv.secret)).body.data.status).toBe("PAIRED");
  });

  it("expires after ten minutes: the code pairs nothing, and the TV is told to get a new one", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const tv = await makeCode();
    expectRefusal(await pair(creator, code, tv.code, TV_CODE_LIFETIME_MS + 1_000), 404, "TV_CODE_NOT_FOUND");
    expectRefusal(await ask(tv.code, tv.secret, TV_CODE_LIFETIME_MS + 1_000), 404, "TV_CODE_NOT_FOUND");
    // Just before then, it still pairs.
    expect((await pair(creator, code, tv.code, TV_CODE_LIFETIME_MS - 60_000)).status).toBe(200);
  });

  it("answers a wrongly formed TV ask as an unknown code, and a host's call without a token with 401", async () => {
    expectRefusal(await ask("ABC", "A".repeat(22)), 404, "TV_CODE_NOT_FOUND");
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const response = await send(null, "POST", `/games/${code}/tv-pairing`, { tvCode: "ABCDEF" });
    expect(response.status).toBe(401);
  });
});
