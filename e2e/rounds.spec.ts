import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, joinByLink, markSquare, seedEntries } from "./game-steps";

const winnerDialog = (page: Page) => page.getByRole("dialog", { name: "Bingo!" });
/** The play screen below the board between rounds (docs/decisions/013-rounds.md). */
const betweenRounds = (page: Page, next: number) => page.getByRole("region", { name: `Before round ${next}` });
const boardTexts = (page: Page) => board(page).getByRole("button").allTextContents();

/** `page`'s player marks their top row and calls Bingo. */
async function winTopRow(page: Page) {
  for (let column = 0; column < 5; column += 1) await markSquare(page, 0, column);
  await page.getByRole("button", { name: "Call Bingo" }).click();
  await expect(winnerDialog(page)).toContainText("You won!");
}

test("three friends play two rounds in one game to two different winners, every screen following live", async ({
  page: grandma,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const code = await createGame(grandma, "Grandma", "Boxing Day");
  const ann = await newPlayer();
  const bob = await newPlayer();
  await joinByLink(ann, code, "Ann");
  await joinByLink(bob, code, "Bob");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await grandma.getByRole("button", { name: "start game" }).click();
  const everyone = [grandma, ann, bob];
  for (const page of everyone) await expect(board(page).getByRole("button")).toHaveCount(24);

  // Round 1: Ann wins. Only Grandma, the creator, may start another round.
  const annRound1 = await boardTexts(ann);
  await winTopRow(ann);
  for (const page of [grandma, bob]) await expect(winnerDialog(page)).toContainText("Ann won!");
  for (const page of [ann, bob]) {
    await expect(winnerDialog(page)).toContainText("Waiting for Grandma to start another round");
    await expect(page.getByRole("button", { name: "Play another round" })).toHaveCount(0);
  }
  // The creator is led to the pool first, where what came true can be taken out: the dialog
  // does not start the next round past that step.
  await expect(winnerDialog(grandma).getByRole("button", { name: "Play another round" })).toHaveCount(0);
  await expect(winnerDialog(grandma).getByRole("button", { name: "Prepare the next round" })).toBeVisible();

  // Between rounds the pool may change as in setup: Bob adds a prediction, Grandma sees it live.
  await bob.getByRole("button", { name: "See the board" }).click();
  await bob.getByLabel("Add a prediction").fill("Bob burns the pudding");
  await bob.getByRole("button", { name: "Add Entry" }).click();
  await winnerDialog(grandma).getByRole("button", { name: "Prepare the next round" }).click();
  await expect(winnerDialog(grandma)).toHaveCount(0);
  const grandmaPool = betweenRounds(grandma, 2);
  await expect(grandmaPool).toBeFocused();
  await expect(grandmaPool).toBeInViewport();
  await expect(grandmaPool.getByRole("heading", { name: /Entries for round 2\s*25/ })).toBeVisible();
  await expect(grandmaPool.getByText("Bob burns the pudding")).toBeVisible();
  // One list between rounds: the pool, which also says what came true and by whom.
  await expect(grandma.getByRole("heading", { name: /^Entries\b/ })).toHaveCount(1);
  const cameTrue = grandmaPool.locator(".entry-list__item.is-marked").first();
  await expect(cameTrue).toContainText("✓");
  // Grandma takes one that came true out of the pool before the next round.
  const cameTrueText = (await cameTrue.locator(".entry-list__text").textContent())!;
  await grandmaPool.getByRole("button", { name: `Edit or delete: ${cameTrueText}`, exact: true }).click();
  await grandmaPool.getByRole("button", { name: `Delete entry: ${cameTrueText}`, exact: true }).click();
  await grandmaPool.getByRole("group", { name: "Are you sure you want to delete this entry?" }).getByRole("button", { name: "Delete" }).click();
  await expect(grandmaPool.getByRole("heading", { name: /Entries for round 2\s*24/ })).toBeVisible();
  await expect(betweenRounds(bob, 2).getByText("Waiting for Grandma to start another round")).toBeVisible();
  await expectNoSeriousViolations(grandma);
  await expectNoSeriousViolations(bob);

  // Grandma starts round 2 from below the board; Ann's dialog, still open, goes away live.
  await grandmaPool.getByRole("button", { name: "Play another round" }).click();
  for (const page of everyone) {
    await expect(winnerDialog(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Round 2" })).toHaveText("Round 2 · Round 1 won by Ann");
    await expect(board(page).getByRole("button")).toHaveCount(24);
    await expect(board(page).getByRole("button", { pressed: true })).toHaveCount(0);
    await expect(betweenRounds(page, 2)).toHaveCount(0);
    // Round 1's last notice does not carry over into round 2.
    await expect(page.locator(".ticker__notice")).toHaveCount(0);
  }
  // Grandma tapped far below the board: the new round brings her back up to it.
  await expect(board(grandma)).toBeInViewport();
  // A newly dealt board: the same 24 squares in the same order again is a 1 in 24! chance at most.
  expect(await boardTexts(ann)).not.toEqual(annRound1);
  await expect(ann.getByRole("button", { name: "Add Entry" })).toHaveCount(0);

  // Round 2: Bob wins this time; everyone sees it, and round 1's winner is still Ann.
  await winTopRow(bob);
  for (const page of [grandma, ann]) await expect(winnerDialog(page)).toContainText("Bob won!");
  await expect(betweenRounds(ann, 3)).toBeAttached();
  await expect(grandma.getByRole("status").filter({ hasText: "Round 2" })).toHaveText("Round 2 · Round 1 won by Ann");

  // My Games says the same.
  await grandma.goto("/play/");
  await expect(grandma.getByRole("link", { name: /Boxing Day/ })).toContainText("Round 2 · Round 1 won by Ann");
});
