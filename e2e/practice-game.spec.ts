import { expect, test } from "./fixtures";
import { board, entryItem, markSquare } from "./game-steps";

test("a visitor gives a name on Player's Name and plays the practice game at once", async ({ page }) => {
  await page.goto("/player-name/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { name: "Player's Name" })).toBeVisible();

  // SPEC §5: the name is required.
  const next = page.getByRole("button", { name: "next" });
  await next.click();
  await expect(page.getByLabel("What would you like to be called?")).toHaveAccessibleDescription("Please type the name you'd like to be called.");

  await page.getByLabel("What would you like to be called?").fill("Robin");
  await next.click();

  // Signed in anonymously and joined: the shared practice game, already in play.
  await expect(page).toHaveURL(/\/play\/TESTING\/$/);
  await expect(page.getByRole("heading", { name: "Practice game" })).toBeVisible();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(board(page).getByRole("gridcell", { name: "Free square" })).toBeVisible();

  const marked = await markSquare(page, 0, 0);
  await expect(entryItem(page, marked)).toContainText("✓ Robin");
});
