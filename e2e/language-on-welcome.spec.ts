import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { PHONES } from "./table-steps";

// Welcome has no menu: a visitor there switches language with one tap on the page itself.

for (const [phoneName, viewport] of Object.entries(PHONES)) {
  test.describe(`a German ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: phoneName === "small", locale: "de-DE" });

    test("switches Welcome to English in one tap, and it is remembered", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("link", { name: CATALOGUES.de.start.home.createGame })).toBeVisible();
      const languages = page.getByRole("form", { name: CATALOGUES.de.settings.language });
      await expect(languages.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
      await expectNoSeriousViolations(page);

      await languages.getByRole("button", { name: "English" }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: "Create Game" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("link", { name: "Create Game" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
