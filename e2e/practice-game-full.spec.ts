import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board } from "./game-steps";
import { unpaidAppPort } from "./stripe-e2e";

// The second app server has a practice game of its own, which no other test joins: filling
// it cannot let go of anyone else's player in the middle of their test.
const appUrl = `http://127.0.0.1:${unpaidAppPort}`;
/** shared/constants.ts's LIMITS.playersPerGame (not imported: another TypeScript program, decision 001). */
const PLAYER_LIMIT = 500;
test.use({ baseURL: appUrl });

/** Joins 20 players to the practice game through the API at once. */
async function crowdIn(batch: number) {
  const joinOne = async (index: number) => {
    const person = await seedPerson(appUrl);
    await person.call("POST", "/games/join", { screenName: `Crowd ${batch}-${index}`, code: "testing" });
  };
  await Promise.all(Array.from({ length: 20 }, (_, index) => joinOne(index)));
}

test("a player let go from the full practice game is told so, and can join again", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/player-name/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Early bird");
  await page.getByRole("button", { name: "next" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);

  // Newcomers until the game is full and lets its longest-standing players go, Early bird
  // among them: from an empty game, 498 fill it and the next batch lets Early bird go; the
  // game may hold players of an earlier run, which only takes longer.
  const letGo = page.getByText("You are no longer a player in this game.");
  for (let batch = 0; (await letGo.count()) === 0 && batch < (3 * PLAYER_LIMIT) / 20; batch += 1) {
    await crowdIn(batch);
  }
  await expect(letGo).toBeVisible();
  await expect(page.getByText("The practice game was full")).toBeVisible();
  await expect(board(page)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Join again" }).click();
  await expect(page.getByRole("heading", { name: "Player's Name" })).toBeVisible();
});
