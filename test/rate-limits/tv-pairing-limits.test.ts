import { describe, expect, it } from "vitest";
import { gameInSetup } from "../support/api-client";
import { callFrom, expectLimited, freshAddress } from "./limit-support";

/**
 * A TV's code is short (shared/tv-pairing.ts), so typing one is a guess that is counted: per
 * person, then per address, however it is answered. Making codes (a D1 row each, no token) is
 * counted per address.
 */
describe("pairing a TV", () => {
  it("limits a host's guesses at TV codes, right or wrong", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const address = freshAddress();
    const body = await expectLimited("tvPairPerUser", () => callFrom(address, creator, "POST", `/games/${code}/tv-pairing`, { tvCode: "ABCDEF" }));
    expect(body.errors.request).toHaveLength(1);
  });

  it("limits the codes one address makes", async () => {
    const address = freshAddress();
    await expectLimited("tvCodePerIp", () => callFrom(address, null, "POST", "/tv-pairings"));
    // Another address's TV still gets its code.
    expect((await callFrom(freshAddress(), null, "POST", "/tv-pairings")).status).toBe(201);
  });
});
