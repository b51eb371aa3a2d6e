import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, entryItem, escapeRegExp, markSquare, seedEntries, squareText } from "./game-steps";

test("'Call Bingo' shows only once a line of the player's board is full", async ({ page, baseURL }) => {
  const code = await createGame(page, "Host", "Line by line");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  const callBingo = page.getByRole("button", { name: "Call Bingo" });
  await expect(callBingo).toHaveCount(0);

  // More than two marks, none in a line.
  for (const [row, column] of [[0, 0], [1, 2], [3, 4], [4, 1]] as const) await markSquare(page, row, column);
  await expect(callBingo).toHaveCount(0);
  // The middle column has four squares around the free centre: three of them are not enough.
  await markSquare(page, 0, 2);
  await markSquare(page, 3, 2);
  await expect(callBingo).toHaveCount(0);
  await markSquare(page, 4, 2);
  await expect(callBingo).toBeVisible();
});

test("the entries list shows who marked an entry and when", async ({ page, baseURL }) => {
  const code = await createGame(page, "Host", "Who and when");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);

  const before = Date.now();
  const marked = await markSquare(page, 1, 1);
  const item = entryItem(page, marked);
  const time = item.locator("time");
  await expect(time).toBeVisible();
  const markedAt = new Date((await time.getAttribute("datetime"))!).getTime();
  expect(markedAt).toBeGreaterThanOrEqual(before - 60_000);
  expect(markedAt).toBeLessThanOrEqual(Date.now() + 60_000);

  // What is shown: a tick, the marker's name and the local time of the mark ("9:05 PM").
  const shownTime = new Date(markedAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  const pattern = escapeRegExp(shownTime).replace(/\s/g, "\\s");
  await expect(item).toContainText(new RegExp(`✓ Host\\s${pattern}`));

  // An entry nobody marked says nothing about a marker.
  const unmarked = await squareText(board(page).getByRole("button", { pressed: false }).first());
  await expect(entryItem(page, unmarked)).not.toContainText("✓");
});
