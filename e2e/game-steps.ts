import { expect, type Locator, type Page } from "@playwright/test";
import type { Seeder } from "./api-seed";

/** Steps of a game as players take them, shared by the end-to-end specs. */

/** Creates a game from Create Game; `choices` are the labels of its options to pick first ("2 winners"). */
export async function createGame(page: Page, screenName: string, gameName: string, choices: string[] = []): Promise<string> {
  await page.goto("/create/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill(screenName);
  await page.getByLabel("Game Name").fill(gameName);
  for (const choice of choices) await page.locator("label").filter({ hasText: choice }).click();
  await page.getByRole("button", { name: "proceed" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expect(page.getByRole("heading", { name: gameName })).toBeVisible();
  return /\/play\/([A-Z2-9]{8})\//.exec(page.url())![1]!;
}

/**
 * The game's screen opened again (a reload), and the phone offline as soon as it runs: what it
 * fetches after that (its menus, the live connection, Firebase, the forms' schemas) fails.
 */
export async function reopenThenOffline(page: Page) {
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.context().setOffline(true);
}

export async function joinByLink(page: Page, code: string, screenName: string) {
  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.getByLabel("Game Code")).toHaveValue(code);
  await page.getByLabel("What would you like to be called?").fill(screenName);
  await page.getByRole("button", { name: "next" }).click();
}

/**
 * The entries-list item whose text is exactly this (not "… 10" for "… 1"); not one of the
 * predictions still on their way, listed under Add Entry until they are in the pool.
 */
export function entryItem(page: Page, text: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByText(text, { exact: true }) })
    .and(page.locator(":not(.unsaved-predictions > li)"));
}

export async function addEntries(page: Page, texts: string[], by: "click" | "tap" = "click") {
  for (const text of texts) {
    await page.getByLabel("Add a prediction").fill(text);
    await page.getByRole("button", { name: "Add Entry" })[by]();
    await expect(entryItem(page, text)).toBeVisible();
  }
}

export function board(page: Page) {
  return page.getByRole("grid", { name: "Your bingo board" });
}

export function boardCell(page: Page, row: number, column: number) {
  return board(page).getByRole("row").nth(row).getByRole("gridcell").nth(column);
}

export function square(page: Page, row: number, column: number) {
  return boardCell(page, row, column).getByRole("button");
}

/**
 * What a square says, as its prediction reads elsewhere: a square breaks wide words at their
 * syllables with soft hyphens (docs/decisions/026), which its text has and the entry's has not.
 */
export async function squareText(target: Locator): Promise<string> {
  return ((await target.textContent()) ?? "").replaceAll("\u00AD", "");
}

/** SPEC §4: tap once to select, tap the selected square again to mark (a real touch with `by: "tap"`). */
export async function markSquare(page: Page, row: number, column: number, by: "click" | "tap" = "click") {
  const target = square(page, row, column);
  const text = await squareText(target);
  await target[by]();
  await expect(boardCell(page, row, column)).toHaveAttribute("aria-selected", "true");
  // The hint, and on a square that would complete a line, the one-away legend after it.
  await expect(target).toHaveAccessibleDescription(/^Tap it again to mark it\./);
  await expect(target).toHaveAttribute("aria-pressed", "false");
  await target[by]();
  await expect(target).toHaveAttribute("aria-pressed", "true");
  await expect(target).toHaveAccessibleName(text);
  return text;
}

export const predictions = (who: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${who} prediction ${index + 1}`);

/** A helper (through the API) joins and adds `count` entries, so a test can get to the point. */
export async function seedEntries(helper: Seeder, code: string, count: number) {
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  await postEntries(helper, code, predictions("Helper", count));
}

/** Entries a seeded player of the game adds through the API, in this order. */
export async function postEntries(player: Seeder, code: string, texts: string[]) {
  for (const text of texts) await player.call("POST", "/entries", { gameCode: code, text });
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Runs an action that should raise a browser alert; accepts it and returns its text. */
export async function alertFrom(page: Page, action: () => Promise<void>): Promise<string> {
  let message: string | undefined;
  page.once("dialog", async (dialog) => {
    message = dialog.message();
    await dialog.accept();
  });
  await action();
  await expect.poll(() => message).toBeDefined();
  return message!;
}

/** The page fits its width: nothing to scroll sideways (a 360 px phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}
