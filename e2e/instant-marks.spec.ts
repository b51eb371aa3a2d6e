import type { Route } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, escapeRegExp, seedEntries, square } from "./game-steps";

/** Taps that feel instant (issue #18.5). */

/** app/game/first-play-hint.tsx's FIRST_PLAY_HINT. */
const HINT = "Tap once to select, again to mark.";
const MARK = /\/api\/v1\/entries\/\d+$/;
/** shared/refusal-messages.ts' gameNotInPlay, as the server words it. */
const NOT_IN_PLAY = "Entries can be marked only while the game is being played.";

test("a mark shows at once, a refused one rolls back with the reason, and the first-play hint goes after the first mark", async ({
  page,
  baseURL,
}) => {
  const code = await createGame(page, "Ann", "Instant taps");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page.getByText(HINT)).toBeVisible();

  // The server is slow to answer this mark: the square is marked before it has.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MARK, async (route: Route) => {
    await held;
    await route.fallback();
  });
  const first = square(page, 0, 0);
  const firstText = escapeRegExp((await first.textContent())!);
  await first.click();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}, saving$`));
  // Selection lets go after a mark, and the hint has done its job.
  await expect(boardCell(page, 0, 0)).toHaveAttribute("aria-selected", "false");
  await expect(page.getByText(HINT)).toHaveCount(0);
  release();
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}$`));
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await page.unroute(MARK);

  // The server refuses the next one (the host ended the game meanwhile, say).
  await page.route(MARK, (route) =>
    route.fulfill({
      status: 409,
      json: { code: "GAME_NOT_IN_PLAY", errors: { game: [NOT_IN_PLAY] } },
    }),
  );
  const second = square(page, 1, 1);
  const secondText = (await second.textContent())!;
  await second.click();
  await second.click();
  await expect(page.getByRole("alert")).toHaveText(`"${secondText}" was not marked: ${NOT_IN_PLAY}`);
  await expect(second).toHaveAttribute("aria-pressed", "false");
  await expect(first).toHaveAttribute("aria-pressed", "true");

  // The hint is remembered as done on this device, even with none of my marks left on the board.
  await page.unroute(MARK);
  await first.click();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "false");
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}$`));
  await page.reload();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page.getByText(HINT)).toHaveCount(0);
});
