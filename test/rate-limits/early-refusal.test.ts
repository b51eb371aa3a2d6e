import { describe, expect, it, vi } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { newPerson, type Person } from "../support/api-client";
import { callWorker } from "../support/call-worker";
import { snapshot } from "../support/db-snapshot";
import { firebaseClaims, tamperPayload } from "../support/id-tokens";
import { refuseKnownFlood } from "../../workers/api/rate-limits/early-refusal";
import { CALLS_IN_FLIGHT, RATE_LIMITS } from "../../workers/api/rate-limits/limits";
import { withinLimit } from "../../workers/api/rate-limits/rate-limit";
import { testEnv } from "../support/test-env";
import { SPENDS_A_MARK_WINDOW, callFrom, expectLimited, expectPaced, freshAddress, marksWithinPace, refusalOf, spentNow, windowNow } from "./limit-support";

/**
 * A caller refused a moment ago is answered before the API routes the call
 * (workers/api/rate-limits/early-refusal.ts). These try to make that shortcut refuse a call
 * the API itself would let through, or let through one it would refuse.
 */
async function dataOf<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json<{ data: T }>()).data;
}

async function startedGame(creator: Person): Promise<{ game: Game; entries: Entry[] }> {
  const address = freshAddress();
  const game = await dataOf<Game>(
    await callFrom(address, creator, "POST", "/games", { screenName: "Creator", gameName: "Dinner", description: "" }),
    201,
  );
  const entries: Entry[] = [];
  for (let index = 0; index < 24; index += 1) {
    const added = await callFrom(freshAddress(), creator, "POST", "/entries", { gameCode: game.code, text: `Square ${index}` });
    entries.push(await dataOf<Entry>(added, 201));
  }
  await dataOf(await callFrom(freshAddress(), creator, "PUT", `/games/${game.code}/start-game`));
  return { game, entries };
}

describe("a refused caller's further calls", SPENDS_A_MARK_WINDOW, () => {
  it("are refused in the documented shape, with the rule's Retry-After, and change nothing", async () => {
    const creator = await newPerson();
    const { game, entries } = await startedGame(creator);
    const [first, second] = entries as [Entry, Entry];
    await expectLimited("markPerUser", marksWithinPace(() => callFrom(freshAddress(), creator, "PUT", `/entries/${first.id}`, { isMarked: true })));
    const before = await snapshot({ codes: [game.code] });
    for (let call = 0; call < 5; call += 1) {
      const refused = await callFrom(freshAddress(), creator, "PUT", `/entries/${second.id}/`, { isMarked: true });
      await refusalOf(refused, 10);
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await snapshot({ codes: [game.code] })).toEqual(before);
  });

  it("are refused only for the rule that refused them: the same person's other calls go on", async () => {
    const creator = await newPerson();
    const { game, entries } = await startedGame(creator);
    const [first, second] = entries as [Entry, Entry];
    await expectLimited("markPerUser", marksWithinPace(() => callFrom(freshAddress(), creator, "PUT", `/entries/${first.id}`, { isMarked: true })));
    expect((await callFrom(freshAddress(), creator, "GET", `/games/${game.code}`)).status).toBe(200);
    expect((await callFrom(freshAddress(), creator, "POST", `/games/${game.code}/socket-ticket`)).status).toBe(200);
    // And nobody else's marks are refused on their account.
    const guest = await newPerson();
    await dataOf(await callFrom(freshAddress(), guest, "POST", "/games/join", { screenName: "Guest", code: game.code }));
    expect((await callFrom(freshAddress(), guest, "PUT", `/entries/${second.id}`, { isMarked: true })).status).toBe(200);
  });

  it("cannot be used to refuse someone else: a forged token naming a refused uid gets a 429, the real one's calls go on for others", async () => {
    const creator = await newPerson();
    const { entries } = await startedGame(creator);
    const [first] = entries as [Entry];
    await expectLimited("markPerUser", marksWithinPace(() => callFrom(freshAddress(), creator, "PUT", `/entries/${first.id}`, { isMarked: true })));
    // The refused person's uid in someone else's token: refused (as a 401 would), nothing changes.
    const other = await newPerson();
    const forged: Person = { uid: creator.uid, token: tamperPayload(other.token, firebaseClaims({ sub: creator.uid, user_id: creator.uid })) };
    await refusalOf(await callFrom(freshAddress(), forged, "PUT", `/entries/${first.id}`, { isMarked: false }), 10);
    // The other person's own token is not refused by it.
    expect((await callFrom(freshAddress(), other, "PUT", `/entries/${first.id}`, { isMarked: false })).status).toBe(404);
  });

  it("by the join pace still let the same network join the practice game, which counts on its own", async () => {
    const address = freshAddress();
    const join = async (code: string, guest?: Person) =>
      callFrom(address, guest ?? (await newPerson()), "POST", "/games/join", { screenName: "Crowd", code });
    await expectPaced("joinPacePerIp", async () => {
      // A new creator each run: a run that straddles two seconds starts over with a new game,
      // and a second game of the same free creator would need a pass.
      const { game } = await startedGame(await newPerson());
      const guests = await Promise.all(Array.from({ length: RATE_LIMITS.joinPacePerIp.limit + 1 }, () => newPerson()));
      return (index) => join(game.code, guests[index]);
    });
    expect((await join(" testing ")).status).toBe(200);
    // A malformed join from that address is not read as practice, nor as that game's: it is
    // answered as malformed (its burst is counted per address and game).
    const malformed = await callFrom(address, await newPerson(), "POST", "/games/join", "{not json");
    expect(malformed.status).toBe(400);
  });
});

describe("a caller refused by two rules at once", () => {
  it("is refused for the one that ends last: past a mark's window, the end of its pace's second lets nothing through", async () => {
    const person = await newPerson();
    // Both of a mark's rules refuse this person in this isolate: the pace for the rest of this
    // second, the window for ten seconds (each binding answers no, as Cloudflare's would).
    const refusing = Object.fromEntries(
      (["markPacePerUser", "markPerUser"] as const).map((name) => [RATE_LIMITS[name].binding, { limit: async () => ({ success: false }) }]),
    );
    const env = { ...testEnv, ...refusing } as Env;
    for (const name of ["markPacePerUser", "markPerUser"] as const) expect(await withinLimit(env, name, person.uid)).toBe(false);
    const mark = new Request("https://bingo.test/api/v1/entries/1", {
      method: "PUT",
      headers: { Authorization: `Bearer ${person.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ isMarked: true }),
    });
    // Answered here, for the window: not held to the second's end and passed on to be counted again.
    const answer = await refuseKnownFlood(mark, env, "/api/v1/entries/1");
    expect(answer).toBeInstanceOf(Response);
    await refusalOf(answer as Response, RATE_LIMITS.markPerUser.periodSeconds);
  });
});

describe("one caller's calls at once", SPENDS_A_MARK_WINDOW, () => {
  // Past CALLS_IN_FLIGHT a call is held for up to a second and then let in or refused
  // (held-over-cap.test.ts holds them on the test's word); here, with real holds, what a
  // caller sees of it.
  it("past CALLS_IN_FLIGHT.perUser are let in a moment later or refused with Retry-After 1, and only those let in change anything or spend the budget", async () => {
    const creator = await newPerson();
    const { game, entries } = await startedGame(creator);
    const burst = entries.slice(0, 6);
    const burstWindow = windowNow("markPerUser");
    const answers = await Promise.all(
      burst.map((entry) => callFrom(freshAddress(), creator, "PUT", `/entries/${entry.id}`, { isMarked: true })),
    );
    const statuses = answers.map((answer) => answer.status);
    const letIn = statuses.filter((status) => status === 200).length;
    expect(letIn).toBeGreaterThanOrEqual(CALLS_IN_FLIGHT.perUser);
    expect(letIn + statuses.filter((status) => status === 429).length).toBe(burst.length);
    for (const answer of answers.filter((answer) => answer.status === 429)) await refusalOf(answer, 1);
    const spent = spentNow("markPerUser", letIn, burstWindow);
    // Only the marks that were let in are marked.
    const after = await dataOf<Entry[]>(await callFrom(freshAddress(), creator, "GET", `/entries?game=${game.code}`));
    const marked = after.filter((entry) => entry.isMarked).map((entry) => entry.id);
    expect(marked.sort()).toEqual(burst.filter((_, index) => statuses[index] === 200).map((entry) => entry.id).sort());
    // Those refused spent nothing of the ten seconds' budget: the rest of it passes, one at a time.
    await expectLimited(
      "markPerUser",
      marksWithinPace((index) => callFrom(freshAddress(), creator, "PUT", `/entries/${entries[index % 24]!.id}`, { isMarked: index % 2 === 0 })),
      spent,
    );
  });

  it("a household's joins past CALLS_IN_FLIGHT.perAddress at once all get in: the calls over the cap wait their turn", async () => {
    const creator = await newPerson();
    const { game } = await startedGame(creator);
    const address = freshAddress();
    // As many as the join pace lets in within a second, so only the cap on calls at once holds any.
    const people = await Promise.all(Array.from({ length: RATE_LIMITS.joinPacePerIp.limit }, () => newPerson()));
    const answers = await Promise.all(
      people.map((person) => callFrom(address, person, "POST", "/games/join", { screenName: "Guest", code: game.code })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
    const players = (await dataOf<Game>(await callFrom(freshAddress(), creator, "GET", `/games/${game.code}`))).players;
    expect(players).toHaveLength(1 + people.length);
  });

  it("are counted per person: another player's mark beside one person's burst is answered before the burst's held calls", async () => {
    const creator = await newPerson();
    const { game, entries } = await startedGame(creator);
    const guest = await newPerson();
    await dataOf(await callFrom(freshAddress(), guest, "POST", "/games/join", { screenName: "Guest", code: game.code }));
    const answeredInOrder: string[] = [];
    const noted = (who: string) => (answer: Response) => {
      answeredInOrder.push(who);
      return answer;
    };
    const [, guestsMark] = await Promise.all([
      Promise.all(
        entries.slice(0, 5).map((entry) => callFrom(freshAddress(), creator, "PUT", `/entries/${entry.id}`, { isMarked: true }).then(noted("creator"))),
      ),
      callFrom(freshAddress(), guest, "PUT", `/entries/${entries[10]!.id}`, { isMarked: true }).then(noted("guest")),
    ]);
    expect(guestsMark.status).toBe(200);
    // The creator's calls past the cap were held for half a second or more; the guest's was not.
    expect(answeredInOrder.indexOf("guest")).toBeLessThanOrEqual(CALLS_IN_FLIGHT.perUser);
  });
});

describe("lifting the cap on calls at once", () => {
  it("is honoured by no Worker outside the development allow-list: one person's calls at once are still held there", async () => {
    const creator = await newPerson();
    const { entries } = await startedGame(creator);
    const holds = vi.spyOn(scheduler, "wait");
    try {
      // Fewer marks than the pace lets through in a second: only the cap on calls at once holds any.
      const burst = entries.slice(0, RATE_LIMITS.markPacePerUser.limit - 1);
      const answers = await Promise.all(
        burst.map((entry) =>
          callWorker(`/api/v1/entries/${entry.id}`, {
            method: "PUT",
            token: creator.token,
            body: { isMarked: true },
            headers: { "CF-Connecting-IP": freshAddress() },
            env: { LIFT_CALLS_IN_FLIGHT: "yes", ENVIRONMENT: "staging" },
          }),
        ),
      );
      expect(holds).toHaveBeenCalled();
      expect(answers.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    } finally {
      holds.mockRestore();
    }
  });
});
