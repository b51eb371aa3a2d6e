import type { Locator, Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, joinByLink, markSquare, postEntries, predictions, square } from "./game-steps";
import { openWithScriptsHeld } from "./slow-scripts";

// Issue #44, points 1 and 2 (docs/decisions/029-patterns-and-places.md): the host picks what wins
// (four corners) and how many can win (a podium of 2); the board follows the pattern, the first
// Bingo takes 1st place and the round goes on, the second ends it, and everyone sees the podium.

const winnerDialog = (page: Page) => page.getByRole("dialog", { name: "Bingo!" });
const podium = (within: Page | Locator) => within.getByRole("list", { name: "Podium" });
const CORNERS: Array<[number, number]> = [[0, 0], [0, 2], [2, 0], [2, 2]];

/** Marks the square unless someone has marked its prediction already (predictions are shared). */
async function markUnlessMarked(page: Page, row: number, column: number) {
  if ((await square(page, row, column).getAttribute("aria-pressed")) !== "true") await markSquare(page, row, column);
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a four-corners game with 2 places: a row is no Bingo, the corners are, and both places make the podium", async ({
    page: host,
    newPlayer,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await host.goto("/create/");
    await host.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await host.getByLabel("What would you like to be called?").fill("Mia");
    await host.getByLabel("Game Name").fill("Corner shop");
    // A one-winner line game unless the host picks another.
    await expect(host.getByRole("radio", { name: /^Line/ })).toBeChecked();
    await expect(host.getByRole("radio", { name: "1 winner" })).toBeChecked();
    await host.locator("label").filter({ hasText: "3 × 3" }).click();
    await host.locator("label").filter({ hasText: "Four corners" }).click();
    await host.locator("label").filter({ hasText: "2 winners" }).click();
    await expect(host.getByRole("radio", { name: "Four corners The four corner squares" })).toBeChecked();
    await expectNoSeriousViolations(host);
    await host.getByRole("button", { name: "proceed" }).click();
    await expect(host).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
    const code = /\/play\/([A-Z2-9]{8})\//.exec(host.url())![1]!;
    await expect(host.getByText("To win: Four corners · 2 winners")).toBeVisible();

    // The room's TV, opened from the host's Invite menu's link on a device of its own.
    await host.getByRole("button", { name: /^Invite: Players and invite/ }).click();
    const tvViewLink = host.getByRole("link", { name: "TV view" });
    await expect(tvViewLink).toHaveAttribute("href", /\/tv\/[A-Z2-9]{8}\/#key=/);
    const tvLink = await tvViewLink.getAttribute("href");
    await host.keyboard.press("Escape");
    const tv = await newPlayer({ viewport: { width: 1920, height: 1080 } });
    await tv.goto(tvLink!);
    await expect(tv.getByText(/To win: Four corners · 2 winners/)).toBeVisible();

    const leo = await newPlayer({ viewport: { width: 360, height: 740 } });
    await joinByLink(leo, code, "Leo");
    const helper = await seedPerson(baseURL!);
    await helper.call("POST", "/games/join", { screenName: "Helper", code });
    await postEntries(helper, code, predictions("Helper", 12));
    await host.getByRole("button", { name: "start game" }).click();
    for (const page of [host, leo]) {
      await expect(board(page).getByRole("button")).toHaveCount(8);
      await expect(page.getByText("To win: Four corners · 2 winners")).toBeVisible();
    }

    // A full top row is no Bingo in a four-corners game: no Call Bingo.
    for (const column of [0, 1, 2]) await markUnlessMarked(leo, 0, column);
    // Judged on the marks the server holds: none of them still on its way.
    await expect(board(leo).locator(".board__cell--pending")).toHaveCount(0);
    await expect(leo.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);
    // The four corners are: Leo takes 1st place, and the round goes on for 2nd.
    await markUnlessMarked(leo, 2, 0);
    // Three corners: the star and its legend say what the fourth completes, not "a line".
    await expect(leo.getByText("One away: a starred square completes the four corners.")).toBeVisible();
    await markUnlessMarked(leo, 2, 2);
    await leo.getByRole("button", { name: "Call Bingo" }).click();
    await expect(leo.getByText("You took 1st place! The others play on.")).toBeVisible();
    await expect(leo.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);
    for (const page of [host, leo]) await expect(podium(page)).toHaveText(/1st\s*Leo/);
    await expect(host.getByText("The round goes on for 2nd place.")).toBeVisible();
    await expect(winnerDialog(host)).toHaveCount(0);
    await expect(tv.getByText(/To win: Four corners · 2 winners · 1st: Leo/)).toBeVisible();
    await expectNoSeriousViolations(host);

    // Mia's corners take 2nd place: the round is over, and everyone sees both places.
    for (const [row, column] of CORNERS) await markUnlessMarked(host, row, column);
    await host.getByRole("button", { name: "Call Bingo" }).click();
    for (const page of [host, leo]) {
      await expect(winnerDialog(page)).toBeVisible();
      await expect(podium(winnerDialog(page))).toHaveText(/1st\s*Leo\s*.*2nd\s*Mia/);
    }
    await expect(winnerDialog(leo)).toContainText("You won!");
    await expect(winnerDialog(host)).toContainText("Leo won!");
    await expect(podium(tv)).toHaveText(/1st\s*Leo\s*.*2nd\s*Mia/);
    await expectNoSeriousViolations(host);
    await expectNoSeriousViolations(tv);

    // The result names the pattern, keeps the podium and lists the four winning squares.
    await winnerDialog(leo).getByRole("link", { name: "See the result" }).click();
    await expect(leo).toHaveURL(new RegExp(`/play/${code}/result/$`));
    // The address changes a moment before the result replaces the play screen and its dialog
    // (a CI run looked for the podium in between and found both): the dialog goes first.
    await expect(winnerDialog(leo)).toHaveCount(0);
    await expect(leo.getByText("To win: Four corners · 2 winners")).toBeVisible();
    await expect(podium(leo)).toHaveText(/1st\s*Leo\s*.*2nd\s*Mia/);
    await expect(leo.getByRole("list", { name: "The winning squares" }).getByRole("listitem")).toHaveCount(4);
    await expectNoSeriousViolations(leo);

    // My Games names the places of the round just won. It reads the index the game's room
    // writes behind the Bingo: opened again until that write has landed.
    await expect(async () => {
      await leo.goto("/play/");
      await expect(leo.getByRole("link", { name: /Corner shop/ })).toContainText("1st: Leo, 2nd: Mia", { timeout: 1_000 });
    }).toPass();

    // The next round has a pattern of its own: Mia picks an X for one winner.
    await winnerDialog(host).getByRole("button", { name: "Prepare the next round" }).click();
    const nextRound = host.getByRole("region", { name: "Before round 2" });
    await expect(nextRound.getByRole("radio", { name: "Four corners The four corner squares" })).toBeChecked();
    await nextRound.locator("label").filter({ has: host.getByRole("radio", { name: "X Both diagonals" }) }).click();
    await nextRound.locator("label").filter({ hasText: "1 winner" }).click();
    await expectNoSeriousViolations(host);
    await nextRound.getByRole("button", { name: "Play another round" }).click();
    await expect(host.getByText("To win: X", { exact: true })).toBeVisible();
    await expect(host.getByRole("status").filter({ hasText: "Round 2" })).toHaveText("Round 2 · Round 1: 1st: Leo, 2nd: Mia");
    await expect(podium(host)).toHaveCount(0);

    // My Games keeps every place of the round.
    await leo.goto("/play/");
    await expect(leo.getByRole("link", { name: /Corner shop/ })).toContainText("Round 2 · Round 1: 1st: Leo, 2nd: Mia");
  });
});

test("the pattern and places are chosen and sent before the app's code has come (decision 010)", async ({ page }) => {
  const slow = await openWithScriptsHeld(page, "/create/");
  await page.getByLabel("What would you like to be called?", { exact: true }).fill("Early Ezra");
  await page.getByLabel("Game Name", { exact: true }).fill("Blackout supper");
  await page.locator("label").filter({ hasText: "Blackout" }).click();
  await page.locator("label").filter({ hasText: "3 winners" }).click();
  await page.getByRole("button", { name: "proceed" }).click();
  await slow.letScriptsIn();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByText("To win: Blackout · 3 winners")).toBeVisible();
});

test("with places left to win, the host may start the next round after the first place", async ({ page: host, newPlayer, baseURL }) => {
  test.setTimeout(90_000);
  await host.setViewportSize({ width: 360, height: 740 });
  await host.goto("/create/");
  await host.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await host.getByLabel("What would you like to be called?").fill("Mia");
  await host.getByLabel("Game Name").fill("Podium night");
  await host.locator("label").filter({ hasText: "3 × 3" }).click();
  await host.locator("label").filter({ hasText: "3 winners" }).click();
  await host.getByRole("button", { name: "proceed" }).click();
  await expect(host).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  const code = /\/play\/([A-Z2-9]{8})\//.exec(host.url())![1]!;
  const leo = await newPlayer({ viewport: { width: 360, height: 740 } });
  await joinByLink(leo, code, "Leo");
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  await postEntries(helper, code, predictions("Helper", 12));
  await host.getByRole("button", { name: "start game" }).click();
  await expect(board(leo).getByRole("button")).toHaveCount(8);

  // Leo's diagonal through the free centre takes 1st place; two places are left.
  await markUnlessMarked(leo, 0, 0);
  await markUnlessMarked(leo, 2, 2);
  await leo.getByRole("button", { name: "Call Bingo" }).click();
  await expect(host.getByText("The round goes on for 2nd place.")).toBeVisible();
  // Nobody is near the next place: Mia moves on without waiting for it.
  const playAnother = host.getByRole("button", { name: "Play another round" });
  await expect(playAnother).toBeVisible();
  await expect(leo.getByRole("button", { name: "Play another round" })).toHaveCount(0);
  await expectNoSeriousViolations(host);
  await playAnother.click();
  for (const page of [host, leo]) {
    await expect(page.getByRole("status").filter({ hasText: "Round 2" })).toHaveText("Round 2 · Round 1 won by Leo");
    await expect(board(page).getByRole("button", { pressed: true })).toHaveCount(0);
  }
});
