import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { createGame, expectNoSidewaysScroll, joinByLink } from "./game-steps";

/** A prediction in the game's pool (not in a pack's list of ideas). */
const inPool = (page: Page, text: string) =>
  page.locator(".entry-list").getByRole("listitem").filter({ has: page.getByText(text, { exact: true }) });

// In setup, themed packs of predictions added in a couple of taps, and a
// pasted list, one per line, each line checked and the bad ones said.

test.describe("a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the creator fills the pool from a starter pack and a pasted list, and can start", async ({ page }) => {
    const code = await createGame(page, "Ann", "Wedding of Ben and Cleo");

    // A whole pack in three taps: open, theme, choose all, add.
    await page.getByText("Starter ideas").click();
    await page.getByRole("group", { name: "Themes" }).getByRole("button", { name: "Wedding" }).click();
    const ideas = page.getByRole("group", { name: "Wedding" }).getByRole("checkbox");
    const count = await ideas.count();
    expect(count).toBeGreaterThanOrEqual(24);
    await page.getByRole("button", { name: "Choose all" }).click();
    await page.getByRole("button", { name: `Add ${count} ideas` }).click();
    await expect(page.getByText(`${count} predictions added.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "start game" })).toBeVisible();
    // What is in the pool is shown as such, and cannot be chosen again.
    await expect(ideas.first()).toBeDisabled();
    await expect(page.getByRole("group", { name: "Wedding" }).getByText("(in the pool)").first()).toBeVisible();
    const firstIdea = (await page.getByRole("group", { name: "Wedding" }).locator("label span[dir]").first().textContent())!;
    await expect(inPool(page, firstIdea)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // A pasted list: good lines go in; a blank line is skipped; the bad ones are said, by line.
    await page.getByText("Paste a list").click();
    const tooLong = "x".repeat(201);
    await page
      .getByLabel("Predictions, one per line")
      .fill(["Cousin Mo does the worm on the dance floor", "", tooLong, firstIdea, "A seagull steals a canapé from the buffet", "cousin mo DOES the worm on the dance floor"].join("\n"));
    await page.getByRole("button", { name: "Add these" }).click();
    await expect(page.getByText("2 predictions added.")).toBeVisible();
    await expect(page.getByText("3 were not added:")).toBeVisible();
    const refused = page.locator(".add-many__refused").last();
    await expect(refused).toContainText("Line 3:");
    await expect(refused).toContainText("Entry must be at most 200 characters.");
    await expect(refused).toContainText(`Line 4: ${firstIdea} — This game already has that entry.`);
    await expect(refused).toContainText("Line 6:");
    await expect(refused).toContainText("It is in the list twice; it is added once.");
    await expect(inPool(page, "Cousin Mo does the worm on the dance floor")).toBeVisible();
    await expect(inPool(page, "A seagull steals a canapé from the buffet")).toBeVisible();
    await expect(page.getByLabel("Predictions, one per line")).toHaveValue("");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "start game" }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${code}/$`));
  });
});

test("an entry's author corrects it before the start; everyone sees it, and a duplicate is refused in words", async ({
  page: ann,
  newPlayer,
}) => {
  const code = await createGame(ann, "Ann", "Game night");
  const ben = await newPlayer({ viewport: { width: 360, height: 640 } });
  await joinByLink(ben, code, "Ben");
  await ben.getByLabel("Add a prediction").fill("Someone flips the bord");
  await ben.getByRole("button", { name: "Add Entry" }).click();
  await ben.getByLabel("Add a prediction").fill("Someone wins twice");
  await ben.getByRole("button", { name: "Add Entry" }).click();
  await expect(inPool(ann, "Someone flips the bord")).toBeVisible();

  await ben.getByRole("button", { name: "Edit or delete: Someone flips the bord" }).click();
  await ben.getByRole("button", { name: "Edit entry: Someone flips the bord" }).click();
  await ben.getByLabel("Edit the prediction").fill("Someone flips the board");
  await ben.getByRole("button", { name: "Save" }).click();
  await expect(inPool(ben, "Someone flips the board")).toBeVisible();
  await expect(inPool(ann, "Someone flips the board")).toBeVisible();
  await expect(inPool(ann, "Someone flips the bord")).toHaveCount(0);

  await ben.getByRole("button", { name: "Edit or delete: Someone wins twice" }).click();
  await ben.getByRole("button", { name: "Edit entry: Someone wins twice" }).click();
  await ben.getByLabel("Edit the prediction").fill("someone FLIPS the board");
  await ben.getByRole("button", { name: "Save" }).click();
  await expect(ben.getByLabel("Edit the prediction")).toHaveAccessibleDescription("This game already has that entry.");
  await ben.getByRole("button", { name: "Cancel" }).click();
  await expect(inPool(ann, "Someone wins twice")).toBeVisible();
  // Ann, who is not its author but the creator, may edit it too; nobody else's Edit shows.
  await expect(ann.getByRole("button", { name: "Edit or delete: Someone wins twice" })).toBeVisible();
  await expect(ben.getByRole("button", { name: /^Edit or delete:/ })).toHaveCount(2);
});
