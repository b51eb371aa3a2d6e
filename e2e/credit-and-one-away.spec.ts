import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addEntries, board, createGame, joinByLink, markSquare, seedEntries, square, squareText } from "./game-steps";

/** The author of a prediction that came true gets the credit; one away is told. */

const TURKEY = "The turkey is dry";
/** The two lines through the free centre: four squares each, so three marks make one away. */
type Square = readonly [row: number, column: number];
type Line = readonly [Square, Square, Square, Square];
const MIDDLE_ROW: Line = [[2, 0], [2, 1], [2, 3], [2, 4]];
const MIDDLE_COLUMN: Line = [[0, 2], [1, 2], [3, 2], [4, 2]];

/**
 * Timers stand still on every page (notices stay up) until `letTimeRun`. Each page is paused a
 * moment after its own time, never at ours: a page paused before lags behind our clock by as
 * long as that pause lasted (longer on a busy machine), and pausing it at our time would first
 * fire, at once, every timer due in that gap (notices, a mark's wait for its answer).
 */
async function holdTime(pages: Page[]) {
  for (const page of pages) {
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + PAUSE_AHEAD_MS);
  }
}
/** Room for the call to pause to arrive: the page's clock runs on meanwhile, and it never goes back. */
const PAUSE_AHEAD_MS = 1_000;
async function letTimeRun(pages: Page[]) {
  for (const page of pages) await page.clock.resume();
}

/**
 * The one-away notice naming `who`: one notice names everyone a mark made one away ("Ben and
 * Ann are one away"), and with every board holding every entry, Ben's marks may do it to Ann too.
 */
function oneAwayNotice(page: Page, who: string) {
  return page.locator(".ticker__notice--tension").filter({ hasText: new RegExp(`(^|, | and )${who}\\b.* (is|are) one away$`) });
}

function peopleMenuItem(page: Page, name: string) {
  return page.locator(".people__list").first().getByRole("listitem").filter({ hasText: name });
}

test("everyone sees whose prediction came true, who is one away, and the prophets", async ({
  page: cat,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ben = await newPlayer({ colorScheme: "dark" });
  const ann = await newPlayer({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const everyone = [cat, ben, ann];
  for (const page of everyone) await page.clock.install();

  const code = await createGame(cat, "Cat", "Thanksgiving");
  await joinByLink(ben, code, "Ben");
  await joinByLink(ann, code, "Ann");
  await addEntries(cat, [TURKEY]);
  // 24 entries in all: every board holds every one of them.
  await seedEntries(await seedPerson(baseURL!), code, 23);
  await cat.getByRole("button", { name: "start game" }).click();
  for (const page of everyone) await expect(board(page).getByRole("button")).toHaveCount(24);

  // Ben marks Cat's prediction: Cat gets the credit on every screen.
  await holdTime(everyone);
  const turkey = board(ben).getByRole("button", { name: TURKEY });
  await turkey.click();
  await turkey.click();
  await expect(turkey).toHaveAttribute("aria-pressed", "true");
  await expect(cat.getByText(`Your prediction came true: ${TURKEY}`)).toBeVisible();
  await expect(ben.getByText(`Cat's prediction came true: ${TURKEY}`)).toBeVisible();
  const annNotice = ann.getByText(`Cat's prediction came true: ${TURKEY}`);
  await expect(annNotice).toBeVisible();
  // One announcement, with who marked it: the notice is the polite live region.
  await expect(annNotice).toContainText("Ben marked it.");
  await expect(ann.locator("[aria-live]").filter({ hasText: TURKEY })).toHaveCount(1);
  // A selected square says who wrote it and who marked it.
  await board(ann).getByRole("button", { name: TURKEY }).click();
  await expect(ann.getByRole("status").filter({ hasText: "Tap it again" })).toContainText(
    /by Cat · marked by Ben at \d/,
  );
  // It fades after a few seconds.
  await ann.clock.runFor(5_000);
  await expect(annNotice).toHaveCount(0);
  await letTimeRun(everyone);

  // Ben marks three of a line through the centre (the one without the turkey): one away.
  const turkeyInRow = await Promise.all(MIDDLE_ROW.map(([row, column]) => squareText(square(ben, row, column))));
  const line = turkeyInRow.includes(TURKEY) ? MIDDLE_COLUMN : MIDDLE_ROW;
  const [first, second, third, completing] = line;
  await markSquare(ben, ...first);
  await markSquare(ben, ...second);
  await holdTime(everyone);
  await markSquare(ben, ...third);

  for (const page of [cat, ann]) {
    await expect(oneAwayNotice(page, "Ben")).toBeVisible();
  }
  await expect(oneAwayNotice(ben, "You")).toBeVisible();
  // Ben's completing square is starred and described, not only coloured.
  const completingSquare = square(ben, ...completing);
  await expect(completingSquare).toHaveClass(/board__cell--completes/);
  await expect(completingSquare).toHaveAccessibleDescription("One away: a starred square completes a line.");
  await expect(ben.getByText("One away: a starred square completes a line.")).toBeVisible();

  // The people menu: "one away" by Ben's name, and the round's prophets.
  await ann.getByRole("button", { name: "Players and invite" }).click();
  await expect(peopleMenuItem(ann, "Ben")).toContainText("one away");
  const prophets = ann.getByRole("list").filter({ hasText: "came true" });
  await expect(prophets.getByRole("listitem")).toHaveText([
    /^Helper\s*3\s*predictions came true$/,
    /^Cat\s*1\s*prediction came true$/,
  ]);
  // At 360 px wide, the menu and the notices fit without scrolling sideways.
  expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // axe needs timers: each page's run in turn, its notices still up (they last 5 s from here).
  await letTimeRun([ben]);
  await expectNoSeriousViolations(ben);
  await letTimeRun([ann]);
  await expect(oneAwayNotice(ann, "Ben")).toBeVisible();
  await expectNoSeriousViolations(ann);
  await letTimeRun([cat]);

  // Marking the fourth completes the line: no longer one away, Bingo instead.
  await markSquare(ben, ...completing);
  await expect(peopleMenuItem(ann, "Ben")).not.toContainText("one away");
  await expect(ben.getByRole("button", { name: "Call Bingo" })).toBeVisible();
});
