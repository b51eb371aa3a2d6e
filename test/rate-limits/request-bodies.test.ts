import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/api-types";
import worker from "../../workers/app";
import { MAX_BODY_BYTES } from "../../workers/api/capped-body";
import { CALLS_IN_FLIGHT, RATE_LIMITS, retryAfterOf } from "../../workers/api/rate-limits/limits";
import { createGame, newPerson, type Person } from "../support/api-client";
import { callWorker } from "../support/call-worker";
import { testEnv } from "../support/test-env";
import { callFrom, expectLimited, expectPaced, freshAddress, refusalOf, spentNow } from "./limit-support";

// A body is read before any count starts, and never past 16 KiB, so stalled or
// huge bodies from a neighbour cost the real guests of an address nothing.

/** A join whose body starts and then never ends (a client that stalls on purpose), its length announced. */
function stalledJoin(address: string, person: Person) {
  let stall!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stall = controller;
      controller.enqueue(new TextEncoder().encode('{"screenName":"Stalled","code":"'));
    },
  });
  const request = new Request("https://bingo.test/api/v1/games/join", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${person.token}`,
      "Content-Type": "application/json",
      "CF-Connecting-IP": address,
      "Content-Length": "200",
    },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, testEnv, createExecutionContext());
  return { answer, end: () => stall.error(new Error("the test ends the stalled body")) };
}

/** A body that goes on for 40 MB, made as it is read; `pulled` says how much was. */
function hugeBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.pulled >= 40 * 1024 * 1024) return controller.close();
      read.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, read };
}

describe("request bodies and the limits", () => {
  it(`stalled bodies hold no slot of the address's ${CALLS_IN_FLIGHT.perAddress} joins at once: a guest beside them gets in`, async () => {
    const creator = await newPerson();
    const game = await createGame(creator);
    const address = freshAddress();
    const stalled = await Promise.all(
      Array.from({ length: CALLS_IN_FLIGHT.perAddress + 1 }, async () => stalledJoin(address, await newPerson())),
    );
    const guest = await callFrom(address, await newPerson(), "POST", "/games/join", { screenName: "Guest", code: game.code });
    expect(guest.status, await guest.clone().text()).toBe(200);
    expect(((await guest.json()) as { data: Game }).data.players.map((player) => player.screenName)).toContain("Guest");
    for (const call of stalled) call.end();
    for (const call of stalled) expect((await call.answer).status).toBeGreaterThanOrEqual(400);
  });

  it("a refused call reads at most 16 KiB of a 40 MB body", async () => {
    const creator = await newPerson();
    const game = await createGame(creator);
    const address = freshAddress();
    // The address's join pace spent: its next join in that second is refused before routing.
    let answer: Response;
    do answer = await callFrom(address, await newPerson(), "POST", "/games/join", { screenName: "Crowd", code: game.code });
    while (answer.status !== 429);

    const { body, read } = hugeBody();
    const person = await newPerson();
    const request = new Request("https://bingo.test/api/v1/games/join", {
      method: "POST",
      headers: { Authorization: `Bearer ${person.token}`, "Content-Type": "application/json", "CF-Connecting-IP": address },
      body,
      duplex: "half",
    } as RequestInit);
    const refused = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, testEnv, createExecutionContext());
    expect([413, 429]).toContain(refused.status);
    if (refused.status === 429) await refusalOf(refused, retryAfterOf("joinPacePerIp"));
    expect(read.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024);
  });
});

describe("calls without a valid token", () => {
  it("count in their address's own small bucket: a neighbour's junk spends none of a signed-in guest's joins", async () => {
    const creator = await newPerson();
    const game = await createGame(creator);
    const address = freshAddress();
    const { periodSeconds } = RATE_LIMITS.unauthenticatedPerIp;
    const junk = (index: number) =>
      callFrom(address, index % 2 ? null : { uid: "forged", token: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln" }, "POST", "/games/join", {
        screenName: "Junk",
        code: game.code,
      });
    // Each is a 401 until the bucket is spent, then a 429. expectLimited allows a run that
    // crosses into the clock's next window, which starts the count again (CI saw one).
    await expectLimited("unauthenticatedPerIp", async (index) => {
      const response = await junk(index);
      if (response.status !== 429) expect(response.status).toBe(401);
      return response;
    });
    await refusalOf(await junk(1), periodSeconds);

    // The address's joins are all still there for the guests behind it.
    await expectPaced("joinPacePerIp", async () => {
      const wedding = await createGame(await newPerson());
      const guests = await Promise.all(Array.from({ length: RATE_LIMITS.joinPacePerIp.limit + 1 }, () => newPerson()));
      return (index) => callFrom(address, guests[index]!, "POST", "/games/join", { screenName: "Guest", code: wedding.code });
    });
  });
});

describe("calls not listed among the limited ones", () => {
  it("are limited per person once the token verifies: reads of a game, say", async () => {
    const creator = await newPerson();
    const game = await createGame(creator);
    await expectLimited("otherCallsPerUser", () => callFrom(freshAddress(), creator, "GET", `/games/${game.code}`));
    // Someone else's reads of the same game go on.
    const other = await newPerson();
    expect((await callFrom(freshAddress(), other, "GET", "/games")).status).toBe(200);
  });

  it("without a token, count in the address's unauthenticated bucket; an unknown endpoint is still a 404", async () => {
    const address = freshAddress();
    expect((await callFrom(address, null, "GET", "/no-such-endpoint")).status).toBe(404);
    await expectLimited("unauthenticatedPerIp", () => callFrom(address, null, "GET", "/games"), spentNow("unauthenticatedPerIp", 1));
  });

  it("opening a game's socket is counted per address before its ticket is looked at", async () => {
    const address = freshAddress();
    await expectLimited("socketOpenPerIp", () =>
      callWorker("/api/v1/games/ABCDEFGH/socket?ticket=not-a-ticket", {
        headers: { Upgrade: "websocket", Origin: "https://bingo.test", "CF-Connecting-IP": address },
      }),
    );
  });
});
