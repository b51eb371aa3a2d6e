import type { Page } from "@playwright/test";
import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { PHONES } from "./table-steps";

// A code as people type it from a card or a message: spaces, dashes and small letters are
// not part of it. Every problem is said next to its field, in words that name it; never a pop-up.

/** "ABCD2345" → "abcd-2345" and "ABCD 2345": as read off a card, or out loud. */
const dashed = (code: string) => `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`;
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

function noPopUps(page: Page) {
  page.on("dialog", (dialog) => void dialog.dismiss().then(() => expect(dialog.message(), "a pop-up").toBe("")));
}

async function joinTyping(page: Page, name: string, code: string) {
  await page.goto("/join/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  if (name) await page.getByLabel(CATALOGUES.en.common.form.screenName).fill(name);
  await page.getByLabel("Game Code").fill(code);
  await page.getByRole("button", { name: "next" }).click();
}

test.describe("a 360×640 phone", () => {
  test.use({ viewport: PHONES.small, hasTouch: true, isMobile: true });

  test('"abcd-2345" and "ABCD 2345" join game ABCD2345; a wrong length and an empty name are said at their fields', async ({
    page,
    newPlayer,
    baseURL,
  }) => {
    const host = await seedPerson(baseURL!);
    const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Card table" });
    noPopUps(page);

    // A code of the wrong length: said next to the code, which is marked and focused.
    await joinTyping(page, "Ann", `${code.slice(0, 4)} ${code.slice(4, 7)}`);
    const codeField = page.getByLabel("Game Code");
    await expect(codeField).toHaveAccessibleDescription("A game code has 8 letters and digits; this one has 7.");
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    await expect(codeField).toBeFocused();
    await expect(page).toHaveURL(/\/join\/$/);
    await expectNoSeriousViolations(page);

    // An empty name: said next to the name, not as "fill in all fields".
    await joinTyping(page, "", dashed(code));
    const nameField = page.getByLabel(CATALOGUES.en.common.form.screenName);
    await expect(nameField).toHaveAccessibleDescription("Please type the name you'd like to be called.");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Game Code")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page);

    // Typed with a dash, in small letters: joins the game.
    await page.getByLabel(CATALOGUES.en.common.form.screenName).fill("Ann");
    await page.getByRole("button", { name: "next" }).click();
    await expect(page).toHaveURL(`/play/${code}/setup/`);

    // With a space, read off a card: joins the same game.
    const ben = await newPlayer({ viewport: PHONES.small, hasTouch: true, isMobile: true });
    noPopUps(ben);
    await joinTyping(ben, "Ben", spaced(code));
    await expect(ben).toHaveURL(`/play/${code}/setup/`);
    await expect(ben.getByRole("heading", { name: "Card table" })).toBeVisible();

    // A link typed with a dash opens the invite of the same game.
    const cleo = await newPlayer({ viewport: PHONES.small });
    await cleo.goto(`/join/${dashed(code)}/`);
    await expect(cleo.getByLabel("Game Code")).toHaveValue(code);
    await expect(cleo.getByText("You're joining Card table")).toBeVisible();
  });
});

test.describe("a phone set to German", () => {
  test.use({ viewport: PHONES.small, locale: "de-DE" });

  test("says the problem at the field in German", async ({ page }) => {
    const de = CATALOGUES.de;
    noPopUps(page);
    await page.goto("/join/");
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await page.getByLabel(de.common.form.screenName).fill("Oma");
    await page.getByLabel(de.start.join.gameCode).fill("AB-CD");
    await page.getByRole("button", { name: de.start.join.submit }).click();
    await expect(page.getByLabel(de.start.join.gameCode)).toHaveAccessibleDescription(
      "Ein Spielcode hat 8 Buchstaben und Ziffern; hier sind es 4.",
    );
    await page.getByLabel(de.common.form.screenName).fill(" ");
    await page.getByRole("button", { name: de.start.join.submit }).click();
    await expect(page.getByLabel(de.common.form.screenName)).toHaveAccessibleDescription(de.common.form.problems.screenName);
    await expectNoSeriousViolations(page);
  });
});
