import { describe, expect, it } from "vitest";
import { RECENT_SIGN_IN_MINUTES } from "../shared/constants";
import { createGame, expectRefusal, newPerson, send, type Person } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";
import { firebaseClaims, signIdToken } from "./support/id-tokens";

// Deleting an account and carrying a guest's games into one need a recent sign-in;
// a guest token from before the account existed carries nothing over.

const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;

/** Someone registered whose last sign-in was `minutes` ago (their token refreshed since). */
async function registeredSignedInAgo(minutes: number): Promise<Person> {
  const claims = firebaseClaims({ firebase: { sign_in_provider: "password", identities: {} }, auth_time: minutesAgo(minutes) });
  claims.email = `${claims.sub}@example.com`;
  return { uid: claims.sub!, token: await signIdToken(claims) };
}

describe("a recent sign-in", () => {
  it(`is needed to delete a registered account: a sign-in over ${RECENT_SIGN_IN_MINUTES} minutes old is refused, nothing deleted`, async () => {
    const stale = await registeredSignedInAgo(RECENT_SIGN_IN_MINUTES + 5);
    const game = await createGame(stale, { gameName: "Still mine" });
    const before = await snapshot({ codes: [game.code] });
    expectRefusal(await send(stale, "DELETE", "/user"), 403, "RECENT_SIGN_IN_REQUIRED");
    expect(await snapshot({ codes: [game.code] })).toEqual(before);

    const fresh = await registeredSignedInAgo(1);
    expect((await send(fresh, "DELETE", "/user")).status).toBe(200);
  });

  it("is not asked of a guest, who cannot sign in again", async () => {
    const claims = firebaseClaims({ auth_time: minutesAgo(3 * 24 * 60) });
    const guest = { uid: claims.sub!, token: await signIdToken(claims) };
    await createGame(guest);
    expect((await send(guest, "DELETE", "/user")).status).toBe(200);
  });

  it("is needed of the account a guest's games are carried into", async () => {
    const guest = await newPerson();
    await createGame(guest, { gameName: "Guest's" });
    const stale = await registeredSignedInAgo(RECENT_SIGN_IN_MINUTES + 1);
    expectRefusal(await send(stale, "POST", "/user/merge", { anonymousToken: guest.token }), 403, "RECENT_SIGN_IN_REQUIRED");
    expect((await send<{ data: unknown[] }>(guest, "GET", "/games")).body.data).toHaveLength(1);
  });

  it("refuses a guest token issued before the account existed", async () => {
    const guestClaims = firebaseClaims({ iat: minutesAgo(10), auth_time: minutesAgo(10) });
    const guest = { uid: guestClaims.sub!, token: await signIdToken(guestClaims) };
    await createGame(guest, { gameName: "Guest's" });
    const account = await registeredSignedInAgo(0);
    expect((await send(account, "GET", "/user/load-details")).status).toBe(200); // the account exists now
    expectRefusal(await send(account, "POST", "/user/merge", { anonymousToken: guest.token }), 403, "ANONYMOUS_TOKEN_TOO_OLD");
    expect((await send<{ data: unknown[] }>(guest, "GET", "/games")).body.data).toHaveLength(1);
    expect((await send<{ data: unknown[] }>(account, "GET", "/games")).body.data).toHaveLength(0);
  });
});
