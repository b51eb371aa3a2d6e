import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame, entryItem, expectNoSidewaysScroll, joinByLink } from "./game-steps";

// A member who opens the invite link again lands on their board, and a new
// name given there is saved for everyone to see; refusals are told in words, never codes.

test.describe("a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a member who opens the invite link again is back on their game, and a new name sent there is saved", async ({
    page,
    newPlayer,
  }) => {
    const host = await newPlayer({ viewport: { width: 360, height: 640 } });
    const code = await createGame(host, "Ann", "Thanksgiving");
    await joinByLink(page, code, "Bob");
    await expect(page).toHaveURL(`/play/${code}/setup/`);
    await page.getByLabel("Add a prediction").fill("Grandpa sings");
    await page.getByRole("button", { name: "Add Entry" }).click();
    await expect(entryItem(page, "Grandpa sings")).toBeVisible();

    // The link again, as from the family chat: the game, not an empty form.
    await page.goto(`/join/${code}/`);
    await expect(page).toHaveURL(`/play/${code}/setup/`);
    await expect(page.getByRole("heading", { name: "Thanksgiving" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // Typing a name there means it: it is saved, and everyone sees it (their entry too).
    await page.goto(`/join/${code}/`);
    const name = page.getByLabel("What would you like to be called?");
    await name.fill("Robert");
    await page.getByRole("button", { name: "next" }).click();
    await expect(page).toHaveURL(`/play/${code}/setup/`);
    await expect(entryItem(page, "Grandpa sings")).toContainText("Robert");
    await expect(entryItem(host, "Grandpa sings")).toContainText("Robert");
    await host.getByRole("button", { name: /Players and invite/ }).click();
    await expect(host.locator(".people__list").getByText("Robert", { exact: true })).toBeVisible();
    await expect(host.locator(".people__list").getByText("Bob", { exact: true })).toHaveCount(0);
  });

  test("a join refused shows the reason in words, with no code", async ({ page, baseURL }) => {
    const host = await seedPerson(baseURL!);
    const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Ann", gameName: "Locked party" });
    await host.call("PUT", `/games/${code}/lock`, { locked: true });

    await joinByLink(page, code, "Late Larry");
    // Said next to the code it is about (docs/decisions/026), the field focused.
    const codeField = page.getByLabel("Game Code");
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    const reason = page.locator(".field-problem");
    await expect(reason).toHaveText(/\w/);
    await expect(reason).not.toHaveText(/[A-Z]+_[A-Z]+/);
    await expect(codeField).toHaveAccessibleDescription((await reason.textContent())!);
    await expect(reason).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });
});
