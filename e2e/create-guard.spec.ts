import { freshEmail } from "./auth-emulator";
import { expect, test } from "./fixtures";
import { addEntries, createGame } from "./game-steps";
import { register } from "./identity-steps";

/**
 * Create Game opened directly asks the server whether the account needs a pass (SPEC §2,
 * Route guards) once the page is interactive. A signed-in account may send its first game
 * before that answer comes; the answer then says "has created, no pass", which is about the
 * game just made and must not send the person to the paywall (it once did, under load).
 */
test("a registered account's first game stays open when the pass check answers after it was made", async ({ page }) => {
  await register(page, freshEmail("first"), "holiday-cheer-1");

  let gameMade!: () => void;
  const made = new Promise<void>((resolve) => (gameMade = resolve));
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/v1/games")) gameMade();
  });
  // The check reaches the server only once the game is made: the slow answer of a busy server.
  await page.route("**/api/v1/user/load-details", async (route) => {
    await made;
    await route.fallback();
  });
  const lateAnswer = page.waitForResponse((response) => response.url().endsWith("/api/v1/user/load-details"));

  const code = await createGame(page, "Account", "First party");
  expect((await (await lateAnswer).json()).data).toMatchObject({ hasCreated: true, paid: false });

  // The person goes on setting their game up, on its screen.
  await addEntries(page, ["Snow"]);
  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
});
