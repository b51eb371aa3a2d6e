import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, markSquare, seedEntries, square } from "./game-steps";

// Dark mode follows the system, the main menu's choice overrides it,
// and every main screen stays readable (axe, colour contrast included) in both schemes.

/** The page background's relative luminance (WCAG), 0 for black and 1 for white. */
async function backgroundLuminance(page: Page): Promise<number> {
  const color = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const [red, green, blue] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

async function expectScheme(page: Page, scheme: "light" | "dark") {
  if (scheme === "dark") expect(await backgroundLuminance(page), `background of ${page.url()}`).toBeLessThan(0.05);
  else expect(await backgroundLuminance(page), `background of ${page.url()}`).toBeGreaterThan(0.8);
}

const hydrated = (page: Page) => page.waitForFunction(() => document.body?.dataset.hydrated === "true");

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`with the system in ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 360, height: 740 } });

    test("welcome, join, setup and play screens follow it and pass axe", async ({ page, newPlayer, baseURL }) => {
      test.setTimeout(90_000);
      await page.goto("/");
      await hydrated(page);
      await expectScheme(page, colorScheme);
      await expectNoSeriousViolations(page);

      const code = await createGame(page, "Host", "Night owls");
      await expectScheme(page, colorScheme);
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Main menu" }).click();
      await expect(page.getByRole("group", { name: "Appearance" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Escape");

      const guest = await newPlayer({ colorScheme, viewport: { width: 360, height: 740 } });
      await guest.goto(`/join/${code}/`);
      await expect(guest.getByText("You're joining Night owls · 1 player")).toBeVisible();
      await expectScheme(guest, colorScheme);
      await expectNoSeriousViolations(guest);

      // The play screen with a marked square, a selected one and the free one.
      await seedEntries(await seedPerson(baseURL!), code, 24);
      await page.getByRole("button", { name: "start game" }).click();
      await expect(board(page).getByRole("button")).toHaveCount(24);
      await markSquare(page, 0, 0);
      await square(page, 1, 1).click();
      await expect(boardCell(page, 1, 1)).toHaveAttribute("aria-selected", "true");
      await expectScheme(page, colorScheme);
      await expectNoSeriousViolations(page);
      await expectBoardStatesDiffer(page);
    });
  });
}

/** Marked, selected, free and plain squares each look different (not only to a screen reader). */
async function expectBoardStatesDiffer(page: Page) {
  const looks = await Promise.all(
    [square(page, 0, 0), square(page, 1, 1), boardCell(page, 2, 2), square(page, 3, 3)].map((target) =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.borderColor} ${style.boxShadow}`;
      }),
    ),
  );
  expect(new Set(looks).size, looks.join(" | ")).toBe(4);
}

test.describe("the main menu's appearance choice", () => {
  test.use({ colorScheme: "dark" });

  test("overrides the system, is applied before the app's scripts run after a reload, and System follows it again", async ({
    page,
  }) => {
    await page.goto("/join/");
    await hydrated(page);
    await expectScheme(page, "dark");
    const menu = page.getByRole("button", { name: "Main menu" });
    await menu.click();
    const appearance = page.getByRole("group", { name: "Appearance" });
    await expect(appearance.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    await appearance.getByRole("button", { name: "Light" }).click();
    await expect(appearance.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
    await expectScheme(page, "light");

    // Reloaded with the app's scripts held back: the choice is already applied (no dark flash).
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Join Game" })).toBeVisible();
    expect(await page.evaluate(() => document.body?.dataset.hydrated)).toBeUndefined();
    await expectScheme(page, "light");
    releaseScripts();
    await hydrated(page);
    await page.unrouteAll();
    await expectScheme(page, "light");

    await menu.click();
    await expect(appearance.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
    await appearance.getByRole("button", { name: "System" }).click();
    await expectScheme(page, "dark");
    await page.reload();
    await hydrated(page);
    await expectScheme(page, "dark");

    await menu.click();
    await appearance.getByRole("button", { name: "Dark" }).click();
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expectScheme(page, "dark");
  });
});
