import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { JOIN_RETRIES } from "../../shared/join-retry";
import { clearReadCache } from "../api/api-client";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { setEntryMarked, startGame, syncGameFromEarlyRead, tappedMark } from "./game-api";
import { deleteEntry } from "./entry-api";
import { endGame, removePlayer } from "./host-api";
import type { EarlyGameRead } from "./early-game-read";
import { joinGame } from "./join-api";
import { forgetAllGames, gameStore } from "./game-store";

// The network is the boundary here: the session gives a token, fetch answers like the API.
vi.mock("../auth/session.client", () => ({ idToken: async () => "test-token" }));

const CODE = "ABCD2345";
const PLAYER_ID = 1;

const game = (version: number): Game => ({
  id: 1,
  code: CODE,
  name: "Dinner",
  description: "",
  status: "PLAY",
  winnerId: null,
  version,
  locked: false,
  boardSize: 5,
  round: 1,
  pastRounds: [], pattern: "line", places: 1, winners: [],
  players: [],
});

const entry = (id: number, markedBy: number | null): Entry => ({
  id,
  gameId: 1,
  playerId: 1,
  text: `Entry ${id}`,
  displayOrder: id,
  isMarked: markedBy !== null,
  markedBy,
  markedAt: markedBy === null ? null : 1,
  playerName: "Ann",
  editedBy: null,
  editedByName: null,
  origin: "TYPED",
  gameCode: CODE,
});

/** The API as it stands after Bob's mark (v9) and then ours (v10). */
function serverAfterBothMarks() {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (init.method === "PUT") return json({ data: entry(2, 1), version: 10 });
    if (url.endsWith(`/games/${CODE}?with=entries`)) return json({ data: game(10), entries: [entry(1, 2), entry(2, 1)] });
    return new Response(null, { status: 404 });
  });
  return calls;
}

describe("our own change's reply", () => {
  beforeEach(() => {
    forgetAllGames();
    clearReadCache();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("that skips a version reads the game again, so a mark by someone else is not lost", async () => {
    const calls = serverAfterBothMarks();
    const store = gameStore(CODE);
    store.applySnapshot(game(8), [entry(1, null), entry(2, null)]);

    await setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    // Bob's v9 message is still on its way; once ours (v10) is in, it will look old.
    await vi.waitFor(() => expect(store.getSnapshot().entries[0]!.isMarked).toBe(true));

    expect(store.getSnapshot().entries.map((e) => e.markedBy)).toEqual([2, 1]);
    expect(calls).toContain(`GET /api/v1/games/${CODE}?with=entries`);
  });

  it("that follows what we hold is applied without another read", async () => {
    const calls = serverAfterBothMarks();
    const store = gameStore(CODE);
    store.applySnapshot(game(9), [entry(1, 2), entry(2, null)]);

    await setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));

    expect(store.getSnapshot().version).toBe(10);
    expect(store.getSnapshot().entries.map((e) => e.markedBy)).toEqual([2, 1]);
    expect(calls).toEqual(["PUT /api/v1/entries/2"]);
  });

  it("sends the version it was made on, and takes MARK_SUPERSEDED as done: a fresh read shows the other change", async () => {
    const calls: Array<{ call: string; body?: unknown }> = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ call: `${init.method} ${url}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (init.method === "PUT") {
        return json({ code: "MARK_SUPERSEDED", errors: { isMarked: ["Someone else changed this square"] } }, 409);
      }
      if (url.endsWith(`/games/${CODE}?with=entries`)) return json({ data: game(10), entries: [entry(1, null), entry(2, null)] });
      return new Response(null, { status: 404 });
    });
    const store = gameStore(CODE);
    store.applySnapshot(game(8), [entry(1, null), entry(2, 1)]);

    await expect(setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID))).resolves.toBeNull();

    expect(calls[0]).toEqual({ call: "PUT /api/v1/entries/2", body: { isMarked: true, basedOnVersion: 8 } });
    expect(store.getSnapshot().version).toBe(10);
    expect(store.getSnapshot().entries.find((e) => e.id === 2)?.isMarked).toBe(false);
  });
});

describe("a join refused by a limit", () => {
  const joined = () => Response.json({ data: game(3), entries: [entry(1, null)] });
  const limited = (retryAfter: number) =>
    Response.json(
      { code: "RATE_LIMITED", errors: { request: ["Lots going on right now. Please wait a few seconds and try again."] } },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  /** The API answering the joins in turn with these, and the calls it got. */
  function joinAnswers(...answers: Array<() => Response>) {
    const calls = vi.fn(async () => answers[calls.mock.calls.length - 1]!());
    vi.stubGlobal("fetch", calls);
    return calls;
  }
  let outcome: unknown;
  const join = () => {
    outcome = "waiting";
    void joinGame({ screenName: "Ann", code: CODE }).then(
      (joinedGame) => (outcome = joinedGame),
      (error: unknown) => (outcome = error),
    );
  };

  beforeEach(() => {
    vi.useFakeTimers();
    forgetAllGames();
    clearReadCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("for a few seconds (many joining on one network) is sent once more when its Retry-After has passed", async () => {
    const calls = joinAnswers(() => limited(10), joined);
    join();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(outcome).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ code: CODE, version: 3 });
  });

  it("for a second (others of the network joining at that moment) is waited out again, and gets in", async () => {
    const calls = joinAnswers(() => limited(1), () => limited(1), joined);
    join();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toHaveBeenCalledTimes(3);
    expect(outcome).toMatchObject({ code: CODE, version: 3 });
  });

  it(`refused after ${JOIN_RETRIES} waits shows the calm message, without trying once more`, async () => {
    const refusals = Array.from({ length: JOIN_RETRIES + 1 }, (_, index) => () => limited(index === 2 ? 10 : 1));
    const calls = joinAnswers(...refusals, joined);
    join();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(outcome).toMatchObject({ status: 429, message: "Lots going on right now. Please wait a few seconds and try again." });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveBeenCalledTimes(JOIN_RETRIES + 1);
  });

  it("whose answer never comes is given up as no connection, not waited on for as long as the request hangs", async () => {
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    });
    join();
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(outcome).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 0 });
  });

  it("for a minute is not waited out: the person sees the message at once", async () => {
    const calls = joinAnswers(() => limited(60), joined);
    join();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toMatchObject({ status: 429 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe("a change sent again after its answer was lost", () => {
  beforeEach(() => {
    forgetAllGames();
    clearReadCache();
  });
  afterEach(() => vi.unstubAllGlobals());

  for (const [change, send, refusal, after] of [
    ["start", () => startGame(CODE), "GAME_ALREADY_STARTED", "PLAY"],
    ["end", () => endGame(CODE), "GAME_ENDED", "COMPLETE"],
    ["removal of a player", () => removePlayer(CODE, "PLAYER22"), "PLAYER_NOT_FOUND", "PLAY"],
  ] as const) {
    it(`the host's ${change} finds it made: no problem to show, and the store holds the game as the first made it`, async () => {
      const calls: string[] = [];
      vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (init.method !== "GET") return json({ code: refusal, errors: { game: ["Done already."] } }, 409);
        if (url.endsWith(`/games/${CODE}?with=entries`)) return json({ data: { ...game(30), status: after }, entries: [entry(1, null)] });
        return new Response(null, { status: 404 });
      });
      gameStore(CODE).applySnapshot({ ...game(29), status: change === "start" ? "SETUP" : "PLAY" }, [entry(1, null)]);

      await expect(send()).resolves.toMatchObject({ status: after, version: 30 });
      expect(gameStore(CODE).getSnapshot().game).toMatchObject({ status: after, version: 30 });
      expect(calls.slice(1)).toEqual([`GET /api/v1/games/${CODE}?with=entries`]);
    });
  }

  it("the host's start still says any other refusal", async () => {
    vi.stubGlobal("fetch", async () =>
      new Response(JSON.stringify({ code: "NOT_ENOUGH_ENTRIES", errors: { entries: ["1 more entries needed to start a game"] } }), { status: 409 }),
    );
    await expect(startGame(CODE)).rejects.toMatchObject({ status: 409, message: "1 more entries needed to start a game" });
  });

  it("a prediction's delete finds it gone: no problem to show, and the pool read afresh no longer holds it", async () => {
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (init.method === "DELETE") return json({ code: "ENTRY_NOT_FOUND", errors: { entry: ["Entry not found."] } }, 404);
      if (url.endsWith(`/games/${CODE}?with=entries`)) return json({ data: { ...game(12), status: "SETUP" }, entries: [entry(1, null)] });
      return new Response(null, { status: 404 });
    });
    gameStore(CODE).applySnapshot({ ...game(11), status: "SETUP" }, [entry(1, null), entry(2, null)]);

    await expect(deleteEntry(CODE, 2)).resolves.toBeUndefined();
    expect(gameStore(CODE).getSnapshot().entries.map((each) => each.id)).toEqual([1]);
  });
});

describe("the read the page sent before its scripts came (early-game-read.ts)", () => {
  const early = (read: Promise<Response>): EarlyGameRead => ({ code: CODE, at: Date.now(), read, ticket: new Promise(() => undefined) });
  const answered = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  let calls: string[];
  beforeEach(() => {
    forgetAllGames();
    clearReadCache();
    calls = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response(JSON.stringify({ data: game(8), entries: [entry(1, 2)] }), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the game's store with its answer, and nothing is read again", async () => {
    await expect(syncGameFromEarlyRead(CODE, early(answered(200, { data: game(7), entries: [entry(1, null)] })))).resolves.toMatchObject({ version: 7 });
    expect(gameStore(CODE).getSnapshot()).toMatchObject({ version: 7, entries: [{ id: 1, isMarked: false }] });
    expect(calls).toEqual([]);
  });

  it("its kept token refused (401): the game is read again, as every call then is", async () => {
    await expect(syncGameFromEarlyRead(CODE, early(answered(401, { code: "UNAUTHENTICATED", errors: {} })))).resolves.toMatchObject({ version: 8 });
    expect(calls).toEqual([`GET /api/v1/games/${CODE}?with=entries`]);
    expect(gameStore(CODE).getSnapshot().version).toBe(8);
  });

  it("says what the API said (not found), or that the network failed, as the app's own read would", async () => {
    await expect(syncGameFromEarlyRead(CODE, early(answered(404, { code: "GAME_NOT_FOUND", errors: { code: ["Game not found."] } })))).rejects.toMatchObject({ status: 404 });
    await expect(syncGameFromEarlyRead(CODE, early(Promise.reject(new TypeError("Failed to fetch"))))).rejects.toMatchObject({ status: 0 });
    expect(calls).toEqual([]);
  });
});
