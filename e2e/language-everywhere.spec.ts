import { expect, test } from "./fixtures";
import { createGame } from "./game-steps";

// A language switch on every page: Welcome's own, the main menu's on every page with the app's
// header, and the TV's pages' own (e2e/tv-pairing.spec.ts switches them). Printed cards are
// the game's screen on paper: on screen they have the header's menu.

// A printed card's QR link that leads nowhere: its refusal is read there, in the language chosen.
const SCREENS = ["/", "/join/", "/login/", "/register/", "/password-help/", "/about/", "/how-to/", "/create/", "/player-name/", "/tv/", "/claim/ABCD2345/1/#token=spent"];

async function expectSwitchReachable(page: import("@playwright/test").Page, where: string) {
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  const languages = page.getByRole("form", { name: "Language" });
  // Not on the page itself: in the main menu, one tap away.
  if ((await languages.count()) === 0) await page.getByRole("button", { name: "Main menu" }).click();
  await expect(languages.getByRole("button", { name: "Deutsch" }), where).toBeVisible();
  await expect(languages.getByRole("button", { name: "English" }), where).toHaveAttribute("aria-pressed", "true");
}

test("every screen offers the language switch, on the page or in its menu", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of SCREENS) {
    await page.goto(path);
    await expectSwitchReachable(page, path);
    if (path.startsWith("/claim/")) await expect(page.getByRole("alert")).toHaveText("The card could not be opened.");
  }
  const code = await createGame(page, "Ann", "Switch night");
  for (const path of [`/play/${code}/setup/`, `/play/${code}/print/`]) {
    await page.goto(path);
    await expectSwitchReachable(page, path);
  }
});
