import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import type { Language } from "../shared/languages";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, entryItem, postEntries, predictions, square } from "./game-steps";
import { PHONES, startedGame } from "./table-steps";

// The smaller things found at the table, each on a 360×640 phone.

test.describe("a 360×640 phone", () => {
  test.use({ viewport: PHONES.small, hasTouch: true, isMobile: true });

  test("Enter adds a prediction, Shift+Enter starts a new line; a pasted list loses its bullets", async ({ page }) => {
    await createGame(page, "Ann", "Enter night");
    const field = page.getByLabel("Add a prediction");
    await field.fill("Grandpa snores");
    await field.press("Enter");
    await expect(entryItem(page, "Grandpa snores")).toBeVisible();
    await expect(field).toHaveValue("");
    await field.pressSequentially("Two");
    await field.press("Shift+Enter");
    await field.pressSequentially("lines");
    await expect(field).toHaveValue("Two\nlines");

    await page.getByText("Paste a list").click();
    await page.getByLabel("Predictions, one per line").fill("- Cake is late\n• Dog barks\n1. Someone sings\n3 people arrive late");
    await page.getByRole("button", { name: "Add these" }).click();
    for (const text of ["Cake is late", "Dog barks", "Someone sings", "3 people arrive late"]) {
      await expect(entryItem(page, text)).toBeVisible();
    }
    await expectNoSeriousViolations(page);
  });

  test("a game name over 80 characters is said next to the field, not cut off", async ({ page }) => {
    await page.goto("/create/");
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    const name = "Grandma and Grandpa's golden wedding anniversary lunch at the lake house, with cake";
    expect(name.length).toBeGreaterThan(80);
    await page.getByLabel("What would you like to be called?").fill("Ann");
    await page.getByLabel("Game Name").fill(name);
    await expect(page.getByLabel("Game Name")).toHaveValue(name);
    await page.getByRole("button", { name: "proceed" }).click();
    await expect(page.getByLabel("Game Name")).toHaveAccessibleDescription("Game name must be at most 80 characters.");
    await expect(page).toHaveURL(/\/create\/$/);
    await expectNoSeriousViolations(page);
  });

  test("a locked game says so before a name is typed, and its invite panel offers no link or QR", async ({ page: ann, newPlayer }) => {
    const code = await createGame(ann, "Ann", "Closed doors");
    await ann.getByRole("button", { name: /^Invite: Players and invite/ }).click();
    await ann.getByRole("button", { name: "Lock joining" }).click();
    await expect(ann.getByText("Joining is locked: nobody new can join.")).toBeVisible();
    await expect(ann.getByRole("button", { name: "Copy / Share Link" })).toHaveCount(0);
    await expect(ann.getByRole("img", { name: /^QR code of the join link/ })).toHaveCount(0);
    await expectNoSeriousViolations(ann);

    const ben = await newPlayer({ viewport: PHONES.small });
    await ben.goto(`/join/${code}/`);
    await expect(ben.getByRole("status").filter({ hasText: "Joining this game is locked" })).toBeVisible();
    await expectNoSeriousViolations(ben);
  });

  test("squares read at 10 px or more on a 5×5 board; a square waiting to be saved shows it", async ({ page, baseURL }) => {
    await startedGame(page, baseURL!, "Ann", "Big enough");
    // Once "prediction" breaks at its syllables (its patterns come a moment after the board).
    const smallest = () =>
      board(page).locator(".board__text").evaluateAll((spans) => Math.min(...spans.map((span) => parseFloat(getComputedStyle(span).fontSize))));
    await expect.poll(smallest).toBeGreaterThanOrEqual(10);

    await page.context().setOffline(true);
    // Two taps mark it: the mark shows at once, on its way to the server.
    await square(page, 0, 0).click();
    await square(page, 0, 0).click();
    await expect(square(page, 0, 0)).toHaveAttribute("aria-pressed", "true");
    const waiting = board(page).locator(".board__cell--pending");
    await expect(waiting).toHaveCount(1);
    expect(await waiting.evaluate((node) => getComputedStyle(node, "::before").content)).toContain("◷");
    await page.context().setOffline(false);
    await expect(waiting).toHaveCount(0);
  });
});

test.describe("the header at 360 px", () => {
  test.use({ viewport: PHONES.small });

  for (const language of ["de", "fr", "es", "pt-BR"] as Language[]) {
    test(`says the screen's name whole in ${language}`, async ({ page, baseURL }) => {
      const t = CATALOGUES[language];
      const host = await seedPerson(baseURL!);
      const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Header" });
      await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }]);
      await page.goto(`/join/${code}/`);
      await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
      await page.getByLabel(t.common.form.screenName).fill("Ann");
      await page.getByRole("button", { name: t.start.join.submit }).click();
      await expect(page).toHaveURL(`/play/${code}/setup/`);
      const title = page.locator(".app-header__title");
      await expect(title).toHaveText(t.start.gameLayout.setupHeading);
      const cut = await title.evaluate((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
      expect(cut, "the header's title is cut").toBe(false);
      await expectNoSeriousViolations(page);
    });
  }
});

test("How To Play names every board size, not only 5 in a row and 24", async ({ page }) => {
  await page.goto("/how-to/");
  await expect(page.getByText(/24 for a 5×5 board, 16 for 4×4, 8 for 3×3/)).toBeVisible();
  await expect(page.getByText(/5 squares on a 5×5 board, 4 on 4×4, 3 on 3×3/)).toBeVisible();
  await expect(page.getByText(/5 in a row/)).toHaveCount(0);
});

test("a printed card has a line for its player's name and text of 9 pt or more", async ({ page, baseURL }) => {
  const code = await createGame(page, "Ann", "Paper night");
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  await postEntries(helper, code, [...predictions("Helper", 22), "A".repeat(60), `Long ${"word ".repeat(38)}`.trim()]);
  await page.goto(`/play/${code}/print/`);
  const card = page.getByRole("article").first();
  await expect(card.getByText("Name:")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const points = await card.locator(".print-card__square").evaluateAll((squares) =>
    squares.map((square) => (parseFloat(getComputedStyle(square).fontSize) * 72) / 96),
  );
  expect(Math.min(...points)).toBeGreaterThanOrEqual(9);
});

test("keyboard focus goes to the new screen's heading after a link, and back to the menu's button after Escape", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByRole("link", { name: "Join Game" }).focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { name: "Join Game" });
  await expect(heading).toBeFocused();
  // No control, so no ring around it, even after a key press.
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
  const menu = page.getByRole("button", { name: "Main menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});

test("a page the browser loads itself leaves focus at the top: no heading is focused, no ring drawn", async ({ page, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Focus" });
  for (const path of [`/join/${code}/`, "/create/"]) {
    await page.goto(path);
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    // The page's own effects have run; the body, not the heading, holds focus.
    expect(await page.evaluate(() => document.activeElement?.tagName), path).toBe("BODY");
  }
  // An in-app navigation still takes focus to the new screen's heading.
  await page.goto("/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByRole("link", { name: "Create Game" }).click();
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeFocused();
});
