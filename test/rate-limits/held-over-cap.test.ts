import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiEnv } from "../../workers/api/api-env";
import { refuseKnownFlood } from "../../workers/api/rate-limits/early-refusal";
import { capCallsInFlight } from "../../workers/api/rate-limits/in-flight-cap";
import { CALLS_IN_FLIGHT, IN_FLIGHT_RETRY_AFTER_SECONDS } from "../../workers/api/rate-limits/limits";
import { testEnv } from "../support/test-env";
import { freshAddress, refusalOf } from "./limit-support";

/**
 * A call over its caller's cap on calls at once is held by a timer, then looked at again
 * (workers/api/rate-limits/in-flight-cap.ts, early-refusal.ts; docs/decisions/050): let in if
 * a slot freed meanwhile, else refused with Retry-After 1. Here the hold is the test's to end
 * (scheduler.wait, which holdCaller uses), and the calls in flight wait on the test too, so
 * what was running when the hold ended is known, not raced.
 */
let holdsEnded: Array<() => void> = [];
afterEach(() => {
  for (const end of holdsEnded) end();
  holdsEnded = [];
  vi.restoreAllMocks();
});

function heldByTheTest() {
  vi.spyOn(scheduler, "wait").mockImplementation(() => new Promise<void>((resolve) => holdsEnded.push(resolve)));
  return {
    began: () => holdsEnded.length,
    endAll: () => {
      for (const end of holdsEnded.splice(0)) end();
    },
  };
}

/** A route capped by address, whose calls run until the test lets them finish. */
function callsThatRunUntilReleased() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ran = 0;
  const app = new Hono<ApiEnv>();
  app.post("/join", capCallsInFlight("ip"), async (c) => {
    ran += 1;
    await released;
    return c.json({ data: "joined" });
  });
  return {
    call: (address: string) => app.request("/join", { method: "POST", headers: { "CF-Connecting-IP": address } }, testEnv),
    release,
    ran: () => ran,
  };
}

/** CALLS_IN_FLIGHT.perAddress calls of `address` running (each holding a slot) until released. */
async function capFilled(calls: ReturnType<typeof callsThatRunUntilReleased>, address: string) {
  const running = Array.from({ length: CALLS_IN_FLIGHT.perAddress }, () => calls.call(address));
  await vi.waitFor(() => expect(calls.ran()).toBe(CALLS_IN_FLIGHT.perAddress));
  return running;
}

/** A full cap of one address, and that address's next call, held (its hold begun, not ended). */
async function oneCallOverAFullCap() {
  const holds = heldByTheTest();
  const calls = callsThatRunUntilReleased();
  const address = freshAddress();
  const running = await capFilled(calls, address);
  const third = calls.call(address);
  await vi.waitFor(() => expect(holds.began()).toBe(1));
  return { holds, calls, running, third };
}

describe("a call over its caller's cap on calls at once", () => {
  it("is held, not refused, and runs when a slot has freed by the end of its hold", async () => {
    const { holds, calls, running, third } = await oneCallOverAFullCap();
    expect(calls.ran()).toBe(CALLS_IN_FLIGHT.perAddress);
    calls.release();
    for (const answer of await Promise.all(running)) expect(answer.status).toBe(200);
    holds.endAll();
    expect((await third).status).toBe(200);
    expect(calls.ran()).toBe(CALLS_IN_FLIGHT.perAddress + 1);
  });

  it("is refused with Retry-After 1 when the cap is still full at the end of its hold, and never runs", async () => {
    const { holds, calls, running, third } = await oneCallOverAFullCap();
    holds.endAll();
    await refusalOf(await third, IN_FLIGHT_RETRY_AFTER_SECONDS);
    expect(calls.ran()).toBe(CALLS_IN_FLIGHT.perAddress);
    calls.release();
    await Promise.all(running);
  });

  it("is counted per caller: another address's call beside a full cap runs at once", async () => {
    const holds = heldByTheTest();
    const calls = callsThatRunUntilReleased();
    const running = await capFilled(calls, freshAddress());
    const neighbour = calls.call(freshAddress());
    await vi.waitFor(() => expect(calls.ran()).toBe(CALLS_IN_FLIGHT.perAddress + 1));
    expect(holds.began()).toBe(0);
    calls.release();
    expect((await neighbour).status).toBe(200);
    await Promise.all(running);
  });

  it("is held by the early refusal too, before routing, and passed on with its body once a slot is free", async () => {
    const holds = heldByTheTest();
    const calls = callsThatRunUntilReleased();
    const address = freshAddress();
    const running = await capFilled(calls, address);
    const body = JSON.stringify({ screenName: "Guest", code: "ABCD2345" });
    const join = new Request("https://bingo.test/api/v1/games/join", {
      method: "POST",
      headers: { "CF-Connecting-IP": address, "Content-Type": "application/json" },
      body,
    });
    const answer = refuseKnownFlood(join, testEnv, "/api/v1/games/join");
    await vi.waitFor(() => expect(holds.began()).toBe(1));
    calls.release();
    await Promise.all(running);
    holds.endAll();
    const passedOn = await answer;
    expect(passedOn).toBeInstanceOf(Request);
    expect(await (passedOn as Request).text()).toBe(body);
  });
});
