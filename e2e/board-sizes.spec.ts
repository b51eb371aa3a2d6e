import { devices } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addEntries, board, boardCell, entryItem, expectNoSidewaysScroll, joinByLink, markSquare, postEntries, predictions } from "./game-steps";

// A small party plays a 3×3 board, from the create form to the Bingo.
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, userAgent: devices["Pixel 5"].userAgent });

test("four people play a 3×3 game from create to Bingo", async ({ page: host, newPlayer, baseURL }) => {
  test.setTimeout(90_000);
  await host.goto("/create/");
  await host.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await host.getByLabel("What would you like to be called?").fill("Mia");
  await host.getByLabel("Game Name").fill("Game night");
  // 5×5 is chosen until the creator picks another; each size says what it needs.
  await expect(host.getByRole("radio", { name: "5 × 5 24 predictions" })).toBeChecked();
  await host.locator("label").filter({ hasText: "3 × 3" }).click();
  await expect(host.getByRole("radio", { name: "3 × 3 8 predictions" })).toBeChecked();
  await expectNoSidewaysScroll(host);
  await host.getByRole("button", { name: "proceed" }).click();
  await expect(host).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  const code = /\/play\/([A-Z2-9]{8})\//.exec(host.url())![1]!;

  // Eight predictions start it, not 24.
  await expect(host.getByText("8 more entries needed to start a game")).toBeVisible();
  const leo = await newPlayer();
  await joinByLink(leo, code, "Leo");
  await addEntries(host, predictions("Mia", 2));
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  await postEntries(helper, code, predictions("Helper", 5));
  await expect(host.getByText("1 more entries needed to start a game")).toBeVisible();
  await expect(host.getByRole("button", { name: "start game" })).toHaveCount(0);
  await addEntries(leo, predictions("Leo", 1));
  await expect(entryItem(host, "Leo prediction 1")).toBeVisible();
  await host.getByRole("button", { name: "start game" }).click();

  // Each board is three by three around the free centre: eight squares to mark.
  for (const player of [host, leo]) {
    await expect(board(player).getByRole("row")).toHaveCount(3);
    await expect(board(player).getByRole("button")).toHaveCount(8);
    await expect(boardCell(player, 1, 1)).toHaveAccessibleName("Free square");
  }
  await expectNoSeriousViolations(leo);
  await expectNoSidewaysScroll(leo);

  // Leo marks the diagonal through the free centre: two squares make a line.
  await markSquare(leo, 0, 0, "tap");
  await markSquare(leo, 2, 2, "tap");
  await leo.getByRole("button", { name: "Call Bingo" }).click();
  await expect(leo.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  await expect(host.getByRole("dialog", { name: "Bingo!" })).toContainText("Leo won!");

  // The result's winning line has the free centre in its middle.
  await leo.getByRole("dialog", { name: "Bingo!" }).getByRole("link", { name: "See the result" }).click();
  await expect(leo).toHaveURL(new RegExp(`/play/${code}/result/$`));
  const line = leo.getByRole("list", { name: "The winning line" }).getByRole("listitem");
  await expect(line).toHaveCount(3);
  await expect(line.nth(1)).toHaveText(/FREE/i);
});
