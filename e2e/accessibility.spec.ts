import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame } from "./game-steps";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

const STATIC_SCREENS = ["/", "/join/", "/login/", "/register/", "/password-help/", "/about/", "/how-to/", "/create/", "/player-name/"];

test("screens without a game have no serious or critical axe violations", async ({ page }) => {
  for (const path of STATIC_SCREENS) {
    await page.goto(path);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expectNoSeriousViolations(page);
  }
});

test("game screens, menus and the winner dialog have no serious or critical axe violations", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await createGame(page, "Host", "Accessible party");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("img", { name: /QR code of the join link/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Main menu" }).click();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");

  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  for (let index = 1; index <= 24; index += 1) {
    await helper.call("POST", "/entries", { gameCode: code, text: `Prediction number ${index}` });
  }
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expectNoSeriousViolations(page);

  await page.goto("/play/");
  await expect(page.getByRole("link", { name: /Accessible party/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/paywall/");
  await expect(page.getByRole("heading", { name: "Purchase a Game" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the board is a keyboard-operable grid", async ({ page, baseURL }) => {
  const code = await createGame(page, "Keys", "Keyboard game");
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  for (let index = 1; index <= 24; index += 1) {
    await helper.call("POST", "/entries", { gameCode: code, text: `Key prediction ${index}` });
  }
  await page.getByRole("button", { name: "start game" }).click();
  const first = board(page).getByRole("row").first().getByRole("gridcell").first().getByRole("button");
  await first.focus();
  await page.keyboard.press("ArrowRight");
  const second = board(page).getByRole("row").first().getByRole("gridcell").nth(1).getByRole("button");
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(second).toHaveAccessibleName(/, marked(,|$)/);
});
