import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/api-types";
import { newPerson, type Person } from "../support/api-client";
import { testEnv } from "../support/test-env";
import { addressKey } from "../../workers/api/rate-limits/client-address";
import { RATE_LIMITS, type RateLimitName } from "../../workers/api/rate-limits/limits";
import { callFrom, freshAddress, refusalOf } from "./limit-support";

/**
 * Whose budget a call spends (docs/decisions/012): its caller's own first, and its network's
 * only when its own let it through. Anyone can make an anonymous account for free, so were
 * the address counted first, a handful of such accounts calling past their own limits would
 * use up what a household or a venue shares before any of them was stopped.
 */

/** Spends `calls` of rule `name` for `key` in the binding, as calls made earlier in the window would have. */
async function spend(name: RateLimitName, key: string, calls: number) {
  const binding: RateLimit = testEnv[RATE_LIMITS[name].binding];
  for (let call = 0; call < calls; call += 1) await binding.limit({ key: `${name}:${key}` });
}

/**
 * Runs `scene` within one window of the minute's rules (fixed windows, aligned to the clock):
 * a scene that straddles two starts again on fresh keys rather than waiting on the clock.
 */
async function withinOneMinute(scene: () => Promise<void>) {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (let run = 0; run < 3; run += 1) {
    const started = minute();
    let failure: unknown = null;
    try {
      await scene();
    } catch (error) {
      failure = error;
    }
    if (minute() !== started) continue;
    if (failure) throw failure;
    return;
  }
  throw new Error("three runs each straddled two minutes");
}

async function newGame(address: string): Promise<Game> {
  const body = { screenName: "Host", gameName: "Wedding", description: "" };
  const response = await callFrom(address, await newPerson(), "POST", "/games", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ data: Game }>()).data;
}

/** A new anonymous account that has already used up its own joins this minute. */
async function spentJoiner(): Promise<Person> {
  const person = await newPerson();
  await spend("joinPerUser", person.uid, RATE_LIMITS.joinPerUser.limit);
  return person;
}

describe("an address's budgets are spent only by calls their caller's own limits let through", () => {
  it("joins: accounts past their own limit spend nothing of the venue's minute, and its guests still get in", async () => {
    await withinOneMinute(async () => {
      const venue = freshAddress();
      const games = [await newGame(freshAddress()), await newGame(freshAddress()), await newGame(freshAddress())];
      // The venue's minute has two joins left.
      await spend("joinPerIp", addressKey(venue), RATE_LIMITS.joinPerIp.limit - 2);
      // Three anonymous accounts, each past its own limit, try to join from the venue's network
      // (each a game of its own, so no pace is involved): each is refused by its own limit.
      for (const game of games) {
        await refusalOf(await callFrom(venue, await spentJoiner(), "POST", "/games/join", { screenName: "Mallory", code: game.code }), 60);
      }
      // The venue's last two joins are still there for its guests.
      for (const game of games.slice(0, 2)) {
        const guest = await callFrom(venue, await newPerson(), "POST", "/games/join", { screenName: "Guest", code: game.code });
        expect(guest.status, await guest.clone().text()).toBe(200);
      }
      // And then the venue's minute is spent: the address's limit still bounds every account on it.
      await refusalOf(await callFrom(venue, await newPerson(), "POST", "/games/join", { screenName: "Guest", code: games[2]!.code }), 60);
    });
  });

  it("creations: an account past its own limit spends nothing of the household's", async () => {
    await withinOneMinute(async () => {
      const home = freshAddress();
      await spend("createGamePerIp", addressKey(home), RATE_LIMITS.createGamePerIp.limit - 1);
      const body = { screenName: "Host", gameName: "Quiz night", description: "" };
      for (let account = 0; account < 3; account += 1) {
        const spent = await newPerson();
        await spend("createGamePerUser", spent.uid, RATE_LIMITS.createGamePerUser.limit);
        await refusalOf(await callFrom(home, spent, "POST", "/games", body), 60);
      }
      const neighbour = await callFrom(home, await newPerson(), "POST", "/games", body);
      expect(neighbour.status, await neighbour.clone().text()).toBe(201);
    });
  });
});
