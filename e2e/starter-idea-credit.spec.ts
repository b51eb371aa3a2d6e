import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, markSquare, square } from "./game-steps";

// A starter idea picked from the packs is nobody's prophecy: the host who picked it is not
// credited with it, on the square, in the notice or on the result (docs/decisions/026).

test.use({ viewport: { width: 360, height: 640 } });

test("the host's starter ideas come true as starter ideas, not as the host's prophecies", async ({ page }) => {
  test.setTimeout(90_000);
  const code = await createGame(page, "Ann", "Garden party");
  await page.getByText("Starter ideas").click();
  await page.getByRole("group", { name: "Themes" }).getByRole("button", { name: "Wedding" }).click();
  const count = await page.getByRole("group", { name: "Wedding" }).getByRole("checkbox").count();
  await page.getByRole("button", { name: "Choose all" }).click();
  await page.getByRole("button", { name: `Add ${count} ideas` }).click();
  await expect(page.getByText(`${count} predictions added.`)).toBeVisible();
  // The pool says who picked it, and that it is a starter idea.
  await expect(page.locator(".entry-list--pool .entry-list__by").first()).toHaveText("a starter idea, picked by Ann");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${code}/$`));
  await expect(board(page).getByRole("button")).toHaveCount(24);

  const first = await markSquare(page, 0, 0);
  await expect(page.locator(".ticker__notice").filter({ hasText: "came true" })).toHaveText(`A starter idea came true: ${first}`);
  await expect(boardCell(page, 0, 0)).toHaveAttribute("data-credit", "starter idea");
  // Selected again (a first tap selects), its detail says whose pick it was, not whose prophecy.
  await square(page, 1, 0).click();
  await square(page, 0, 0).click();
  await expect(square(page, 0, 0)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".square-detail")).toContainText("a starter idea, picked by Ann");
  await expectNoSeriousViolations(page);

  for (let column = 1; column < 5; column += 1) await markSquare(page, 0, column);
  await expect(square(page, 0, 4)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Call Bingo" }).click();
  await page.getByRole("dialog", { name: "Bingo!" }).getByRole("link", { name: "See the result" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${code}/result/$`));
  await expect(page.getByRole("list", { name: "Prophets" }).getByRole("listitem")).toHaveText(["5 starter ideas came true"]);
  await expect(page.getByText(/^Ann: /)).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
