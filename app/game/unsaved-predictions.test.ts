import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry } from "../../shared/api-types";
import type { ApiRequestError as ApiRequestErrorClass } from "../api/api-client";
import { stubMemoryStorage } from "../fake-storage.test-support";
import type { TypedPrediction } from "./unsaved-predictions";

// The boundary is the game's API (game-api.ts) and the screen's copy of the pool (game-store.ts).
const api = vi.hoisted(() => ({ addEntry: vi.fn(), syncGame: vi.fn() }));
const pool = vi.hoisted(() => ({ entries: [] as Partial<Entry>[] }));
vi.mock("./game-api", () => api);
vi.mock("./game-store", () => ({ gameStore: () => ({ getSnapshot: () => ({ entries: pool.entries }) }) }));

const CODE = "ABCD2345";
const ME = 7;
const NOW = 1_800_000_000_000;
const typed = (text: string, typedAt = NOW, playerId = ME): TypedPrediction => ({ text, playerId, typedAt });
/** The API's error as the page's modules know it: each page imports its own (page() below). */
let ApiRequestError: typeof ApiRequestErrorClass;
const noConnection = () => new ApiRequestError(0, null);
const duplicate = () =>
  new ApiRequestError(409, { code: "DUPLICATE_ENTRY", errors: { text: ["That prediction is already in the pool."] } });

/** The device's storage, kept across "pages": each page is a fresh import of the module. */
let items: Map<string, string>;
const page = async () => {
  vi.resetModules();
  ({ ApiRequestError } = await import("../api/api-client"));
  return import("./unsaved-predictions");
};
/** The requests the game was sent, as the texts sent. */
const sentTexts = () => api.addEntry.mock.calls.map((call) => call[1] as string);

describe("predictions added on patchy Wi-Fi", () => {
  let browser: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    items = stubMemoryStorage();
    browser = new EventTarget();
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
    api.addEntry.mockReset();
    api.syncGame.mockReset().mockResolvedValue(undefined);
    pool.entries = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("are each saved, a second one added while the first waits offline included, and listed until then", async () => {
    const module = await page();
    let online = false;
    api.addEntry.mockImplementation(async () => {
      if (!online) throw noConnection();
    });
    const first = module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    const second = module.savePrediction(CODE, typed("Grandpa falls asleep", NOW + 1));
    await vi.advanceTimersByTimeAsync(0);
    const waiting = sendsNow(module);
    expect(waiting.sending.map((each) => [each.text, each.waiting])).toEqual([
      ["Uncle Bob asks for more wine", true],
      ["Grandpa falls asleep", true],
    ]);
    // Both are on the device until answered: a page that ends now leaves them to the next.
    expect(JSON.parse(items.get("bingo:unsaved-predictions")!)[CODE]).toHaveLength(2);

    online = true;
    browser.dispatchEvent(new Event("online"));
    await Promise.all([first, second]);
    expect(sentTexts().slice(-2).sort()).toEqual(["Grandpa falls asleep", "Uncle Bob asks for more wine"]);
    expect(sendsNow(module)).toEqual({ sending: [], refused: [] });
    expect(items.has("bingo:unsaved-predictions")).toBe(false);
  });

  it("are saved once when the first try's answer was lost: the retry's duplicate is the player's own", async () => {
    const module = await page();
    api.addEntry.mockRejectedValueOnce(noConnection()).mockRejectedValueOnce(duplicate());
    pool.entries = [{ id: 1, text: "uncle  BOB asks for more wine", playerId: ME }];
    const saving = module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    await vi.advanceTimersByTimeAsync(15_000);
    await saving;
    expect(api.addEntry).toHaveBeenCalledTimes(2);
    expect(sendsNow(module)).toEqual({ sending: [], refused: [] });
  });

  it("are refused when another player's prediction has the same words, retried or not, and said so", async () => {
    const module = await page();
    pool.entries = [{ id: 1, text: "Uncle Bob asks for more wine", playerId: 8 }];
    api.addEntry.mockRejectedValueOnce(noConnection()).mockRejectedValueOnce(duplicate()).mockRejectedValueOnce(duplicate());
    const retried = module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    await vi.advanceTimersByTimeAsync(15_000);
    await retried;
    await module.savePrediction(CODE, typed("Uncle Bob asks for more wine", NOW + 1));
    expect(sendsNow(module).refused.map((each) => [each.text, each.reason])).toEqual([
      ["Uncle Bob asks for more wine", "That prediction is already in the pool."],
      ["Uncle Bob asks for more wine", "That prediction is already in the pool."],
    ]);
    expect(items.has("bingo:unsaved-predictions")).toBe(false);
  });

  it("a first try refused as a duplicate is refused, though the pool's is the player's own (typed twice)", async () => {
    const module = await page();
    pool.entries = [{ id: 1, text: "Uncle Bob asks for more wine", playerId: ME }];
    api.addEntry.mockRejectedValueOnce(duplicate());
    await module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    expect(sendsNow(module).refused).toHaveLength(1);
  });

  it("are sent again by the game's next page when the one that added them ended first, as maybe saved", async () => {
    const adding = await page();
    api.addEntry.mockImplementation(() => new Promise(() => {}));
    void adding.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    void adding.savePrediction(CODE, typed("Not mine to send", NOW, 8));
    await vi.advanceTimersByTimeAsync(0);

    const next = await page();
    api.addEntry.mockReset().mockRejectedValueOnce(duplicate());
    pool.entries = [{ id: 1, text: "Uncle Bob asks for more wine", playerId: ME }];
    next.resendUnsavedPredictions(CODE, ME);
    await vi.advanceTimersByTimeAsync(0);
    // The earlier page's try got there before it ended: that is its duplicate, no refusal.
    expect(sentTexts()).toEqual(["Uncle Bob asks for more wine"]);
    expect(sendsNow(next)).toEqual({ sending: [], refused: [] });
    expect(JSON.parse(items.get("bingo:unsaved-predictions")!)[CODE]).toEqual([typed("Not mine to send", NOW, 8)]);
  });

  it("a refusal is an answer: not sent again, forgotten on the device, its reason kept for the screen", async () => {
    const module = await page();
    api.addEntry.mockRejectedValueOnce(
      new ApiRequestError(422, { code: "VALIDATION_FAILED", errors: { text: ["Entry has characters that do not show."] } }),
    );
    await module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    expect(api.addEntry).toHaveBeenCalledTimes(1);
    expect(sendsNow(module).refused.map((each) => each.reason)).toEqual(["Entry has characters that do not show."]);
    expect(items.has("bingo:unsaved-predictions")).toBe(false);
    module.clearRefusedPredictions(CODE);
    expect(sendsNow(module).refused).toEqual([]);
  });

  it("one that reaches the game after its round started is kept for the next round, listed, and sent between rounds", async () => {
    const module = await page();
    const kept = await import("./kept-predictions");
    api.addEntry.mockRejectedValueOnce(
      new ApiRequestError(409, { code: "GAME_NOT_IN_SETUP", errors: { gameCode: ["Predictions can only be changed before a round starts."] } }),
    );
    await module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    expect(api.addEntry).toHaveBeenCalledTimes(1);
    // Not a refusal said under a form the player has left: the play screen lists it instead.
    expect(sendsNow(module)).toEqual({ sending: [], refused: [] });
    expect(kept.waitingPredictions(CODE, ME)).toEqual([typed("Uncle Bob asks for more wine")]);

    // The round is won: the form between rounds sends it, and it is saved once.
    api.addEntry.mockResolvedValueOnce(undefined);
    module.resendUnsavedPredictions(CODE, ME);
    expect(kept.waitingPredictions(CODE, ME)).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentTexts()).toEqual(["Uncle Bob asks for more wine", "Uncle Bob asks for more wine"]);
    expect(items.has("bingo:unsaved-predictions")).toBe(false);
  });

  it("kept for the next round, can be let go: never sent", async () => {
    const module = await page();
    const kept = await import("./kept-predictions");
    api.addEntry.mockRejectedValueOnce(new ApiRequestError(409, { code: "GAME_NOT_IN_SETUP", errors: {} }));
    await module.savePrediction(CODE, typed("Uncle Bob asks for more wine"));
    kept.dropKeptPrediction(CODE, typed("Uncle Bob asks for more wine"));
    module.resendUnsavedPredictions(CODE, ME);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.addEntry).toHaveBeenCalledTimes(1);
    expect(items.has("bingo:unsaved-predictions")).toBe(false);
  });
});

/** What the screen would show now (the hook's store, read without React). */
function sendsNow(module: typeof import("./unsaved-predictions")) {
  return module.predictionSendsOf(CODE);
}
