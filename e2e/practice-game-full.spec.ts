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

/** Joins `count` players to the practice game through the API, a few at a time. */
async function crowdIn(count: number) {
  const joinOne = async (index: number) => {
    const person = await seedPerson(appUrl);
    await person.call("POST", "/games/join", { screenName: `Crowd ${index}`, code: "testing" });
  };
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, offset) => start + offset);
    await Promise.all(batch.map(joinOne));
  }
}

test("a player let go from the full practice game is told so, and can join again", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/player-name/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Early bird");
  await page.getByRole("button", { name: "next" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);

  // Early bird is among the longest-standing players when the game fills up…
  await crowdIn(PLAYER_LIMIT - 2); // the house player and Early bird make the rest
  // …so the next newcomer's join lets them go.
  await crowdIn(1);

  await expect(page.getByText("You are no longer a player in this game.")).toBeVisible();
  await expect(page.getByText("The practice game was full")).toBeVisible();
  await expect(board(page)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Join again" }).click();
  await expect(page.getByRole("heading", { name: "Player's Name" })).toBeVisible();
});
