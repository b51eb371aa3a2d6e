import { expect, type Locator, type Page } from "@playwright/test";
import { seedPerson, type Seeder } from "./api-seed";
import { board, createGame, markSquare, postEntries, predictions } from "./game-steps";

/** The phones the table was played on: the smallest common one and a common big one. */
export const PHONES = {
  small: { width: 360, height: 640 },
  big: { width: 390, height: 844 },
} as const;

/** The middle row of a 5×5 board: the free centre and the four squares around it. */
export const MIDDLE_ROW = [0, 1, 3, 4].map((column) => [2, column] as const);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} is laid out`).not.toBeNull();
  return box!;
}

/** Wholly inside the screen: nothing of it above, below or beside what the phone shows. */
export async function expectWhollyOnScreen(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const screen = page.viewportSize()!;
  expect(box.y, `${locator}: its top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${locator}: its start`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${locator}: its bottom`).toBeLessThanOrEqual(screen.height);
  expect(box.x + box.width, `${locator}: its end`).toBeLessThanOrEqual(screen.width);
}

/**
 * Nothing lies over it: the element the phone would hit at its centre and at each corner
 * (inside its rounded corner) is the element itself or inside it.
 */
export async function expectNothingOver(locator: Locator) {
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 6, box.top + 6],
      [box.right - 6, box.top + 6],
      [box.left + 6, box.bottom - 6],
      [box.right - 6, box.bottom - 6],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x!, y!))
      .filter((hit) => !hit || !(hit === element || element.contains(hit)))
      .map((hit) => (hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing"));
  });
  expect(covered, `what lies over ${locator}`).toEqual([]);
}

/** A game started with 24 entries by a helper (every board holds every one), the page on its board. */
export async function startedGame(page: Page, baseURL: string, screenName: string, gameName: string) {
  const code = await createGame(page, screenName, gameName);
  const helper = await seedPerson(baseURL);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  await postEntries(helper, code, predictions("Helper", 24));
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  return { code, helper };
}

/** The page's player marks the middle row: a line, so Call Bingo appears. */
export async function completeMiddleRow(page: Page) {
  for (const [row, column] of MIDDLE_ROW) await markSquare(page, row, column);
  await expect(page.getByRole("button", { name: "Call Bingo" })).toBeVisible();
}

/** The id of the entry with this text, as the API knows it. */
export async function entryId(helper: Seeder, code: string, text: string): Promise<number> {
  const entries = await helper.call<Array<{ id: number; text: string }>>("GET", `/entries?game=${code}`);
  return entries.find((entry) => entry.text === text)!.id;
}
