import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, entryItem, escapeRegExp, expectNoSidewaysScroll, markSquare, seedEntries, square, squareText } from "./game-steps";
import { MIDDLE_ROW } from "./table-steps";

/** A game this page's player created and started, its 24 entries from a helper with a network. */
async function startedWithHelper(page: Page, baseURL: string, gameName: string) {
  const code = await createGame(page, "Host", gameName);
  const helper = await seedPerson(baseURL);
  await seedEntries(helper, code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  return { code, helper };
}

/** The next try at saving a mark that fails for want of a network. */
const failedSave = (page: Page) =>
  page.waitForEvent("requestfailed", {
    predicate: (request) => request.method() === "PUT" && /\/api\/v1\/entries\/\d+$/.test(request.url()),
    timeout: 10_000,
  });

/**
 * The phone goes offline and its player marks the square at `row`, `column` (a tap selects, the
 * next marks): shown at once as still saving, its first try failed for want of a network.
 */
async function markOffline(page: Page, row: number, column: number) {
  await page.context().setOffline(true);
  const target = square(page, row, column);
  const text = await squareText(target);
  const failure = failedSave(page);
  await target.click();
  await target.click();
  await failure;
  await expect(target).toHaveAccessibleName(new RegExp(`^${escapeRegExp(text)}, saving$`));
  return { target, text };
}

// On a 360×640 phone in light and dark (axe clean once back online).
test.describe("a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a mark made while the phone is offline is saved once it is back online, however long that takes", async ({
    page,
    baseURL,
  }) => {
    const { code, helper } = await startedWithHelper(page, baseURL!, "Patchy Wi-Fi");

    await page.clock.install();
    await page.context().setOffline(true);
    const target = square(page, 2, 1);
    const text = escapeRegExp(await squareText(target));
    await target.click();
    let failure = failedSave(page);
    await target.click();
    await failure;
    // The mark shows at once, said to be still saving.
    await expect(target).toHaveAccessibleName(new RegExp(`^${text}, saving$`));
    await expect(target).toHaveAttribute("aria-pressed", "true");

    // Nine more tries, each after its longest back-off in the page's time (75.5 s in all): past
    // the minute after which the app used to give the mark up (kept as long as it takes).
    for (const backOffMs of [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]) {
      failure = failedSave(page);
      await page.clock.runFor(backOffMs);
      await failure;
    }
    await expect(target).toHaveAccessibleName(new RegExp(`^${text}, saving$`));
    await expect(target).toHaveAttribute("aria-pressed", "true");

    // Meanwhile the helper, who has a network, marks an entry.
    type EntryRow = { id: number; text: string; isMarked: boolean };
    const entries = await helper.call<EntryRow[]>("GET", `/entries?game=${code}`);
    const theirs = entries.find((entry) => !new RegExp(`^${text}$`).test(entry.text))!;
    await helper.call("PUT", `/entries/${theirs.id}`, { isMarked: true });

    // Back online, the next try goes at once: no back-off is left to run out. The helper's
    // mark, made while this phone was offline, is on the screen too.
    await page.context().setOffline(false);
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await expect(target).toHaveAccessibleName(new RegExp(`^${text}$`));
    // The tap that marked let the square go: a third tap selects again rather than unmarking.
    await expect(boardCell(page, 2, 1)).toHaveAttribute("aria-selected", "false");
    await expect(entryItem(page, theirs.text)).toContainText("✓ Helper");
    // Nothing still says the connection is gone.
    await expect(page.getByText("Reconnecting…")).toHaveCount(0);
    await expect(page.getByText(/No connection/)).toHaveCount(0);
    const after = await helper.call<EntryRow[]>("GET", `/entries?game=${code}`);
    expect(after.find((entry) => new RegExp(`^${text}$`).test(entry.text))?.isMarked).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });

  test("a mark made offline is saved by the game's page opened again, after the browser closed the one that tapped it", async ({
    page,
    baseURL,
  }) => {
    const { code, helper } = await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, tab put away");
    const playUrl = page.url();

    const { text } = await markOffline(page, 3, 4);

    // A photo at the table: the browser puts the tab away, its page and its retries gone.
    // The player opens the game again once the Wi-Fi is back.
    const context = page.context();
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(playUrl);
    const sameSquare = square(again, 3, 4);
    await expect(sameSquare).toHaveAttribute("aria-pressed", "true");
    await expect(sameSquare).toHaveAccessibleName(new RegExp(`^${escapeRegExp(text)}$`));

    // The table has it: the mark reached the game, as the one who tapped it.
    type EntryRow = { text: string; isMarked: boolean };
    await expect
      .poll(async () => (await helper.call<EntryRow[]>("GET", `/entries?game=${code}`)).find((entry) => entry.text === text)?.isMarked)
      .toBe(true);
    await expect(entryItem(again, text)).toContainText("✓ Host");
    // Answered, it is not sent again by the next page.
    await again.reload();
    await expect(square(again, 3, 4)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(text)}$`));
    expect(await again.evaluate(() => localStorage.getItem("bingo:unanswered-marks"))).toBeNull();
  });

  test("the game opened again while its read hangs shows the board as the player had it, then what changed since", async ({
    page,
    baseURL,
  }) => {
    const { code, helper } = await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, reload");
    const mine = square(page, 1, 3);
    const mineText = await squareText(mine);
    await mine.click();
    await mine.click();
    await expect(mine).toHaveAccessibleName(new RegExp(`^${escapeRegExp(mineText)}$`));
    await expect(mine).toHaveAttribute("aria-pressed", "true");
    // The device keeps the game as the player has it (every few seconds while it changes).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", `bingo:last-read:${code}`), { timeout: 10_000 })
      .toMatch(/"isMarked":true/);

    // The Wi-Fi takes requests and answers none of the game's reads; meanwhile the helper marks.
    const hanging = /\/api\/v1\/(games\/[A-Z0-9]+(\?with=entries)?|entries\?game=[A-Z0-9]+)$/;
    await page.route(hanging, () => {
      // Never answered.
    });
    type EntryRow = { id: number; text: string };
    const theirs = (await helper.call<EntryRow[]>("GET", `/entries?game=${code}`)).find((entry) => entry.text !== mineText)!;
    await helper.call("PUT", `/entries/${theirs.id}`, { isMarked: true });

    await page.reload();
    // The board as the player left it, with their mark, while the read still hangs.
    await expect(board(page).getByRole("button")).toHaveCount(24);
    await expect(square(page, 1, 3)).toHaveAttribute("aria-pressed", "true");
    // The socket brings what changed since: the helper's mark.
    await expect(entryItem(page, theirs.text)).toContainText("✓ Helper");
    await expectNoSidewaysScroll(page);
  });

  test("a call of Bingo patchy Wi-Fi never answers is given up after a few seconds; called again, it wins", async ({ page, baseURL }) => {
    await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, the last square");
    for (const [row, column] of MIDDLE_ROW) await markSquare(page, row, column);
    let unanswered = 0;
    await page.route(/\/api\/v1\/games\/[A-Z0-9]+\/call-bingo$/, async (route) => {
      // The first call is taken and never answered; the next gets through.
      if (unanswered++ === 0) return;
      await route.fallback();
    });

    const callBingo = page.getByRole("button", { name: "Call Bingo" });
    await callBingo.click();
    await expect(callBingo).toBeDisabled();
    // Given up after CALL_BINGO_TIMEOUT_MS (10 s), said in words, and the button is back.
    await expect(page.getByRole("alert")).toHaveText("No connection. Check your network and try again.", { timeout: 15_000 });
    // Said where the player is looking, under the button: both on the phone's screen.
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(callBingo).toBeInViewport();
    await expect(callBingo).toBeEnabled();
    await callBingo.click();
    await expect(page.getByRole("dialog", { name: "Bingo!" })).toBeVisible();
    await expect(page.getByText("No connection. Check your network and try again.")).toHaveCount(0);
    expect(unanswered).toBe(2);
  });

  test("a call of Bingo whose answer is lost: the win comes over the socket, and giving up the call says nothing", async ({ page, baseURL }) => {
    await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, the answer lost");
    for (const [row, column] of MIDDLE_ROW) await markSquare(page, row, column);
    await page.route(/\/api\/v1\/games\/[A-Z0-9]+\/call-bingo$/, async (route) => {
      // The call reaches the game; its answer never reaches the phone.
      await route.fetch();
    });

    const givenUp = page.waitForEvent("requestfailed", {
      predicate: (request) => request.url().endsWith("/call-bingo"),
      timeout: 15_000,
    });
    await page.getByRole("button", { name: "Call Bingo" }).click();
    await expect(page.getByRole("dialog", { name: "Bingo!" })).toBeVisible();
    await givenUp;
    await expect(page.getByRole("dialog", { name: "Bingo!" })).toBeVisible();
    await expect(page.getByText("No connection. Check your network and try again.")).toHaveCount(0);
  });

  test("a game opened with no copy on the phone and no network says so, and Try again reads it once the network is back", async ({
    page,
    baseURL,
  }) => {
    await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, a new phone");
    const playUrl = page.url();
    // A phone that never held this game: nothing of it kept.
    await page.goto("/");
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith("bingo:last-read")) localStorage.removeItem(key);
    });
    const reads = /\/api\/v1\/(games\/[A-Z0-9]+(\?with=entries)?|entries\?game=[A-Z0-9]+)$/;
    await page.route(reads, (route) => route.abort("internetdisconnected"));

    await page.goto(playUrl);
    await expect(page.getByRole("alert")).toHaveText("No connection. Check your network and try again.");
    await page.unroute(reads);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(board(page).getByRole("button")).toHaveCount(24);
    await expectNoSidewaysScroll(page);
  });

  test("a mark made offline on a square someone else changed meanwhile: the board shows their change and says so", async ({
    page,
    baseURL,
  }) => {
    const { code, helper } = await startedWithHelper(page, baseURL!, "Patchy Wi-Fi, busy table");

    const { target, text } = await markOffline(page, 2, 1);

    // The helper, who has a network, marks that very square.
    type EntryRow = { id: number; text: string; isMarked: boolean };
    const entries = await helper.call<EntryRow[]>("GET", `/entries?game=${code}`);
    const same = entries.find((entry) => entry.text === text)!;
    await helper.call("PUT", `/entries/${same.id}`, { isMarked: true });

    await page.context().setOffline(false);
    await expect(page.getByRole("alert")).toHaveText(`"${text}" was changed by someone else meanwhile: the board shows their change.`);
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(target).toHaveAccessibleName(new RegExp(`^${escapeRegExp(text)}$`));
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await expect(entryItem(page, text)).toContainText("✓ Helper");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });
});

test("the game opened afresh, the phone offline before the live connection's code came: the board stays, and a mark is saved once back", async ({
  page,
  baseURL,
}) => {
  const { code, helper } = await startedWithHelper(page, baseURL!, "Offline from the start");
  // The live connection's code is on its way as the phone loses its network.
  const socketCode = "**/assets/game-socket.client-*.js";
  let held!: (reason: "internetdisconnected") => Promise<void>;
  const asked = new Promise<void>((resolve) =>
    void page.route(socketCode, (route) => {
      held = (reason) => route.abort(reason);
      resolve();
    }),
  );
  await page.reload();
  await asked;
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.context().setOffline(true);
  await held("internetdisconnected");
  await page.unroute(socketCode);

  // The board stays (it was the chunk-load error), and takes a mark, kept until saved.
  const { target, text } = await markOffline(page, 4, 0);
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);

  // Back online: the mark is saved, and the live connection brings the helper's mark.
  await page.context().setOffline(false);
  await expect(target).toHaveAccessibleName(new RegExp(`^${escapeRegExp(text)}$`));
  type EntryRow = { id: number; text: string; isMarked: boolean };
  const entries = await helper.call<EntryRow[]>("GET", `/entries?game=${code}`);
  expect(entries.find((entry) => entry.text === text)?.isMarked).toBe(true);
  const theirs = entries.find((entry) => !entry.isMarked)!;
  await helper.call("PUT", `/entries/${theirs.id}`, { isMarked: true });
  await expect(entryItem(page, theirs.text)).toContainText("✓ Helper");
});
