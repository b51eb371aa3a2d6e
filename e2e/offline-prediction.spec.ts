import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedPerson } from "./api-seed";
import { createGame, entryItem, expectNoSidewaysScroll, joinByLink, postEntries, reopenThenOffline } from "./game-steps";

/** Predictions added on patchy Wi-Fi (app/game/unsaved-predictions.ts, decision 037). */

const ENTRY_POSTS = "**/api/v1/entries";
const onTheirWay = (page: Page) => page.getByRole("list", { name: "Predictions being saved" });
const field = (page: Page) => page.getByLabel("Add a prediction");

async function addPrediction(page: Page, text: string, by: "enter" | "button") {
  await field(page).fill(text);
  if (by === "enter") await field(page).press("Enter");
  else await page.getByRole("button", { name: "Add Entry" }).click();
}

test.describe("a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("predictions added one after another while offline are listed as not saved yet, then all saved once back online", async ({
    page,
  }) => {
    await createGame(page, "Host", "Patchy predictions");
    await page.context().setOffline(true);
    await addPrediction(page, "Uncle Bob asks for more wine", "enter");
    await addPrediction(page, "Grandpa falls asleep after lunch", "button");

    // Each is listed right under the form, said to wait for the network; the field is free.
    const waiting = onTheirWay(page).getByRole("listitem");
    await expect(waiting).toHaveCount(2);
    await expect(waiting.nth(0)).toHaveText("Uncle Bob asks for more wine Not saved yet");
    await expect(waiting.nth(1)).toHaveText("Grandpa falls asleep after lunch Not saved yet");
    await expect(page.getByText("Sent again as soon as you are back online.")).toBeInViewport();
    await expect(field(page)).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.context().setOffline(false);
    await expect(entryItem(page, "Uncle Bob asks for more wine")).toBeVisible();
    await expect(entryItem(page, "Grandpa falls asleep after lunch")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByText("Sent again as soon as you are back online.")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test("a prediction whose answer was lost is in the pool once, and nothing is said to be wrong", async ({ page }) => {
  await createGame(page, "Host", "Lost answer");
  // The game gets the first try and saves it; its answer never reaches the phone.
  await page.route(
    ENTRY_POSTS,
    async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await addPrediction(page, "Aunt Sue tells the ferry story", "enter");

  await expect(entryItem(page, "Aunt Sue tells the ferry story")).toHaveCount(1);
  await expect(onTheirWay(page).getByRole("listitem")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(field(page)).toHaveValue("");
  await expect(entryItem(page, "Aunt Sue tells the ferry story")).toHaveCount(1);
});

test("a prediction whose page ended before its answer came is saved by the game's next page, once", async ({ page }) => {
  await createGame(page, "Host", "Tab put away");
  const setupUrl = page.url();
  // The game gets it, but the page is gone before the answer: a tab the phone put away.
  let reachedTheGame!: () => void;
  const reached = new Promise<void>((resolve) => (reachedTheGame = resolve));
  await page.route(ENTRY_POSTS, async (route) => {
    await route.fetch();
    reachedTheGame();
    await new Promise(() => {});
  });
  await addPrediction(page, "The dog steals a sausage", "enter");
  await expect(onTheirWay(page).getByRole("listitem")).toHaveText(/^The dog steals a sausage Saving…$/);
  await reached;
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await again.goto(setupUrl);
  await expect(entryItem(again, "The dog steals a sausage")).toBeVisible();
  await expect(onTheirWay(again).getByRole("listitem")).toHaveCount(0);
  await expect(again.getByRole("alert")).toHaveCount(0);
  await expect.poll(() => again.evaluate(() => localStorage.getItem("bingo:unsaved-predictions"))).toBeNull();
  await again.reload();
  await expect(entryItem(again, "The dog steals a sausage")).toHaveCount(1);
});

test("a prediction refused by the game says which and why, and is given back to be changed", async ({ page }) => {
  await createGame(page, "Host", "Refused");
  await addPrediction(page, "Cousin Tim arrives late", "enter");
  await expect(entryItem(page, "Cousin Tim arrives late")).toBeVisible();
  await addPrediction(page, "cousin tim arrives LATE", "button");

  await expect(page.getByRole("alert")).toHaveText(/^"cousin tim arrives LATE" was not added: /);
  await expect(field(page)).toHaveValue("cousin tim arrives LATE");
  await expect(entryItem(page, "Cousin Tim arrives late")).toHaveCount(1);
  // The next prediction puts the refusal away.
  await field(page).fill("Cousin Tim arrives early");
  await field(page).press("Enter");
  await expect(entryItem(page, "Cousin Tim arrives early")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a setup screen opened afresh, the phone offline before the form's code came: the prediction is kept, then saved", async ({
  page,
}) => {
  await createGame(page, "Host", "Offline from the start");
  await reopenThenOffline(page);
  await addPrediction(page, "Uncle Bob asks for more wine", "enter");

  // The screen stays, the prediction listed as not saved yet (it was the chunk-load error screen).
  await expect(onTheirWay(page).getByRole("listitem")).toHaveText("Uncle Bob asks for more wine Not saved yet");
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(entryItem(page, "Uncle Bob asks for more wine")).toBeVisible();
  await expect(onTheirWay(page).getByRole("listitem")).toHaveCount(0);

  // Back online, the next one goes as any does, and the game's own check still refuses a duplicate.
  await addPrediction(page, "uncle bob asks for MORE wine", "enter");
  await expect(page.getByRole("alert")).toHaveText(/^"uncle bob asks for MORE wine" was not added: /);
  await addPrediction(page, "Grandpa falls asleep after lunch", "button");
  await expect(entryItem(page, "Grandpa falls asleep after lunch")).toBeVisible();
});

/**
 * Ann, a guest on the setup screen of Grandma's game (24 predictions), adds `text` offline at the
 * table while Grandma starts the game; then Ann's phone is back online.
 */
async function addedWhileTheHostStarts(page: Page, baseURL: string, gameName: string, text: string) {
  const host = await seedPerson(baseURL);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Grandma", gameName });
  await postEntries(host, code, Array.from({ length: 24 }, (_, index) => `Grandma says ${index + 1}`));
  await joinByLink(page, code, "Ann");
  await expect(page.getByRole("button", { name: "Add Entry" })).toBeVisible();
  await page.context().setOffline(true);
  await addPrediction(page, text, "enter");
  await expect(onTheirWay(page).getByRole("listitem")).toHaveText(`${text} Not saved yet`);
  type Started = { players: Array<{ screenName: string; boardEntries?: number[] }> };
  const started = await host.call<Started>("PUT", `/games/${code}/start-game`);
  await page.context().setOffline(false);
  return { host, code, started };
}

test(`a prediction that reaches the game after the host started is kept for the next round, listed on the board's screen, and added once the round is won (360 px)`, async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const { host, code, started } = await addedWhileTheHostStarts(page, baseURL!, "Too late", "Uncle Bob asks for more wine");

  // Too late for this round: said on the board's screen, never lost without a word.
  const waiting = page.getByRole("region", { name: "Your predictions for the next round" });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole("listitem")).toHaveText(/^Uncle Bob asks for more wine\s*Remove$/);
  await expect(waiting.getByRole("button", { name: 'Remove "Uncle Bob asks for more wine"' })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  // Grandma wins the round: between rounds the prediction goes into the next round's pool, once.
  const grandmasBoard = started.players.find((player) => player.screenName === "Grandma")!.boardEntries!;
  for (const entryId of grandmasBoard.slice(0, 5)) await host.call("PUT", `/entries/${entryId}`, { isMarked: true });
  await host.call("PUT", `/games/${code}/call-bingo`);
  await expect(entryItem(page, "Uncle Bob asks for more wine")).toHaveCount(1);
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("bingo:unsaved-predictions"))).toBeNull();
  const pool = await host.call<Array<{ text: string }>>("GET", `/entries?game=${code}`);
  expect(pool.filter((entry) => entry.text === "Uncle Bob asks for more wine")).toHaveLength(1);
});

test("a prediction kept for the next round can be let go: removed from the list, never added", async ({ page, baseURL }) => {
  await addedWhileTheHostStarts(page, baseURL!, "Let it go", "Grandpa falls asleep");

  const waiting = page.getByRole("region", { name: "Your predictions for the next round" });
  await waiting.getByRole("button", { name: 'Remove "Grandpa falls asleep"' }).click();
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("bingo:unsaved-predictions"))).toBeNull();
  await page.reload();
  await expect(page.getByRole("grid", { name: "Your bingo board" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your predictions for the next round" })).toHaveCount(0);
});
