import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { createGame, seedEntries } from "./game-steps";

/**
 * Screens that read their data in the browser are served with a loading screen. Opening one
 * by its address (a shared link, a refresh on a phone) must end with that screen replaced,
 * not left above the real one.
 */
test("a screen opened by its address replaces its loading screen once the data is in", async ({
  page,
  baseURL,
}) => {
  const code = await createGame(page, "Ann", "Boxing Day lunch");
  await seedEntries(await seedPerson(baseURL!), code, 2);

  const screens = [
    { path: `/play/${code}/setup/`, ready: page.getByRole("heading", { name: "Boxing Day lunch" }) },
    { path: "/play/", ready: page.getByRole("link", { name: /Boxing Day lunch/ }) },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  }
});
