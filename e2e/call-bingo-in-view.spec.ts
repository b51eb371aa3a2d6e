import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, markSquare, postEntries } from "./game-steps";
import { MIDDLE_ROW, PHONES, expectNothingOver, expectWhollyOnScreen } from "./table-steps";

// The moment a player checks their line: the whole board and Call Bingo are on the screen,
// with nothing over any of them, under a 70-character game name, a guest's register note
// and a notice as long as its prediction.

const LONG_NAME = "Grandma and Grandpa's golden wedding anniversary lunch at the lake house".slice(0, 70);
const LONG_PREDICTION = (index: number) =>
  `Prediction ${index + 1}: somebody at the far end of the table tells the story of the wedding day once again, with the cake`;

for (const [phoneName, viewport] of Object.entries(PHONES)) {
  test.describe(`a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: phoneName === "small" });

    test("a completed line: every square and Call Bingo inside the screen, nothing over any of them", async ({ page, baseURL }) => {
      expect(LONG_NAME).toHaveLength(70);
      const code = await createGame(page, "Ann", LONG_NAME);
      const helper = await seedPerson(baseURL!);
      await helper.call("POST", "/games/join", { screenName: "Helper", code });
      await postEntries(helper, code, Array.from({ length: 24 }, (_, index) => LONG_PREDICTION(index)));
      await page.getByRole("button", { name: "start game" }).click();
      await expect(board(page).getByRole("button")).toHaveCount(24);

      for (const [row, column] of MIDDLE_ROW) await markSquare(page, row, column);
      const callBingo = page.getByRole("button", { name: "Call Bingo" });
      await expect(callBingo).toBeVisible();
      // A notice is up: the helper's prediction that just came true, whole.
      const notice = page.locator(".ticker__notice:visible");
      await expect(notice).toContainText("Helper's prediction came true: Prediction");

      const squares = board(page).getByRole("gridcell");
      await expect(squares).toHaveCount(25);
      for (const target of [callBingo, ...(await squares.all())]) {
        await expectWhollyOnScreen(page, target);
        await expectNothingOver(target);
      }
      await expectNoSeriousViolations(page);
    });
  });
}
