import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame } from "./game-steps";

// A TV paired by the short code it shows (docs/api.md, *The TV view*): nobody types a long
// link. The TV opens /tv/, the host types its code in the game's menu, and the TV opens the
// game by itself. The TV's pages have the language switch, which keeps the TV's key.

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 360, height: 640 };

test("the host types the code a TV shows, and the TV opens the game", async ({ page: ann, newPlayer }) => {
  test.setTimeout(120_000);
  await ann.setViewportSize(PHONE);
  const code = await createGame(ann, "Ann", "Board game night");

  const tv = await newPlayer({ viewport: TV });
  await tv.goto("/tv/");
  await expect(tv).toHaveTitle("TV · Bingo with friends");
  await expect(tv.getByRole("heading", { level: 1, name: "Show a game on this TV" })).toBeVisible();
  const shown = tv.locator(".tv-pair__characters");
  await expect(shown).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  const tvCode = (await shown.textContent())!;
  await expectNoSeriousViolations(tv);

  await ann.getByRole("button", { name: /^Invite: Players and invite/ }).click();
  const field = ann.getByLabel("Code shown on the TV");
  // The host learns where the code comes from.
  await expect(field).toHaveAccessibleDescription(/^On the TV, open 127\.0\.0\.1:\d+\/tv\/: it shows the code to type here\.$/);
  // A code no TV shows is said next to the field, which keeps the focus.
  await field.fill(tvCode === "AAAAAA" ? "BBBBBB" : "AAAAAA");
  await ann.getByRole("button", { name: "Show the game on that TV" }).click();
  await expect(field).toHaveAccessibleDescription(/^No TV shows this code now\..* On the TV, open /);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expectNoSeriousViolations(ann);

  // Typed as read off the screen, a space in the middle and in lower case.
  await field.fill(`${tvCode.slice(0, 3)} ${tvCode.slice(3)}`.toLowerCase());
  await ann.getByRole("button", { name: "Show the game on that TV" }).click();
  await expect(ann.getByText("Done: the TV shows the game now.")).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");

  await expect(tv).toHaveURL(new RegExp(`/tv/${code}/#key=[A-Za-z0-9_-]{22}$`));
  await expect(tv.getByRole("heading", { level: 1, name: "Board game night" })).toBeVisible();

  // The TV's language switch: the page comes back in German, still the game's TV view.
  await tv.getByRole("button", { name: "Deutsch" }).click();
  await expect(tv).toHaveTitle(/^TV-Ansicht/);
  await expect(tv).toHaveURL(new RegExp(`/tv/${code}/#key=[A-Za-z0-9_-]{22}$`));
  await expect(tv.getByRole("heading", { level: 1, name: "Board game night" })).toBeVisible();
  await expect(tv.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousViolations(tv);
});

test("a TV waiting for its code switches language in one tap", async ({ page }) => {
  await page.setViewportSize(TV);
  await page.goto("/tv/");
  await expect(page.locator(".tv-pair__characters")).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  await page.getByRole("button", { name: "Français" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Afficher une partie sur cette télé" })).toBeVisible();
  await expect(page).toHaveURL(/\/tv\/$/);
});

test("a TV that could not get its code (the records out of reach) gets one by itself, with nobody at it", async ({ page }) => {
  await page.setViewportSize(TV);
  let refused = 0;
  await page.route("**/api/v1/tv-pairings", async (route) => {
    if (route.request().method() !== "POST" || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": "1" },
      contentType: "application/json",
      body: JSON.stringify({ code: "STORE_UNAVAILABLE", errors: { request: ["We can't reach the games' records just now. Try again in a few seconds."] } }),
    });
  });
  await page.goto("/tv/");
  await expect(page.getByRole("alert")).toHaveText("We can't reach the games' records just now. Try again in a few seconds.");
  // No tap: the code comes once the server's wait is over.
  await expect(page.locator(".tv-pair__characters")).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  expect(refused).toBe(1);
});
