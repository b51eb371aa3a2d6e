import { devices } from "@playwright/test";
import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import { fill } from "../shared/i18n/fill";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, postEntries, predictions } from "./game-steps";

// Every screen in the player's language, from the first byte the server sends.
const de = CATALOGUES.de;
const fr = CATALOGUES.fr;
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, userAgent: devices["Pixel 5"].userAgent };

test("the server renders the join page in the language the browser asks for", async ({ request, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Oma", gameName: "Heiligabend" });
  const asked = [
    ["de-DE,de;q=0.9,en;q=0.5", "de"],
    ["es-MX", "es"],
    ["fr-CA,fr;q=0.8", "fr"],
    ["pt-BR,pt;q=0.9", "pt-BR"],
    ["ja,en-US;q=0.5", "en"],
  ] as const;
  for (const [header, language] of asked) {
    const response = await request.get(`/join/${code}/`, { headers: { "Accept-Language": header } });
    const html = await response.text();
    expect(html, header).toContain(`<html lang="${language}" dir="ltr"`);
    expect(html, header).toContain(`>${CATALOGUES[language].start.join.heading}</h1>`);
    expect(html, header).toContain(`<title>${fill(CATALOGUES[language].start.join.inviteTitle, { name: "Heiligabend" })}</title>`);
    expect(response.headers()["content-language"]).toBe(language);
    expect(response.headers()["vary"]).toMatch(/Accept-Language/);
  }
});

test.describe("on phones set to German", () => {
  test.use({ ...phone, locale: "de-DE" });

  test("a family plays a whole game in German, and one of them switches to French in the menu", async ({ page: oma, newPlayer, baseURL }) => {
    test.setTimeout(120_000);
    // Oma makes the game, in German from the first screen.
    await oma.goto("/create/");
    await expect(oma.locator("html")).toHaveAttribute("lang", "de");
    await expect(oma.getByRole("heading", { name: de.start.create.heading })).toBeVisible();
    await oma.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await oma.getByLabel(de.common.form.screenName).fill("Oma");
    await oma.getByLabel(de.start.create.gameName).fill("Heiligabend");
    // The form's own checks speak German too, the field's name included; nothing is sent.
    await oma.getByLabel(de.start.create.gameName).fill("   ");
    await oma.getByRole("button", { name: de.start.create.submit }).click();
    await expect(oma.getByLabel(de.start.create.gameName)).toHaveAccessibleDescription(de.common.form.problems.gameName);
    await oma.getByLabel(de.start.create.gameName).fill("Heilig\u200Babend");
    await oma.getByRole("button", { name: de.start.create.submit }).click();
    await expect(oma.getByText(fill(de.messages.validation.hiddenCharacters, { label: de.messages.labels.gameName }))).toBeVisible();
    await expect(oma).toHaveURL(/\/create\/$/);
    await oma.getByLabel(de.start.create.gameName).fill("Heiligabend");
    await oma.getByRole("button", { name: de.start.create.submit }).click();
    await expect(oma).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
    const code = /\/play\/([A-Z2-9]{8})\//.exec(oma.url())![1]!;
    await expect(oma.getByText(fill(de.messages.refusals.notEnoughEntries, { missing: 24 }))).toBeVisible();

    // Ben joins by the link, also in German, and adds a prediction; a helper adds the rest.
    const ben = await newPlayer({ ...phone, locale: "de-DE" });
    await ben.goto(`/join/${code}/`);
    await ben.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await ben.getByLabel(de.common.form.screenName).fill("Ben");
    await ben.getByRole("button", { name: de.start.join.submit }).click();
    await expect(ben).toHaveURL(new RegExp(`/play/${code}/setup/$`));
    await ben.getByLabel(de.setup.addEntry.label).fill("Onkel Bob will mehr Wein");
    await ben.getByRole("button", { name: de.setup.addEntry.submit }).click();
    // The server refuses a duplicate in German.
    await ben.getByLabel(de.setup.addEntry.label).fill("onkel bob will mehr wein");
    await ben.getByRole("button", { name: de.setup.addEntry.submit }).click();
    await expect(ben.getByText(de.messages.refusals.duplicateEntry)).toBeVisible();
    const helper = await seedPerson(baseURL!);
    await helper.call("POST", "/games/join", { screenName: "Helfer", code });
    await postEntries(helper, code, predictions("Helfer", 23));
    await expect(oma.getByText(de.setup.screen.keepAdding)).toBeVisible();
    await expectNoSidewaysScroll(oma);
    await oma.getByRole("button", { name: de.setup.screen.startGame }).click();

    // Ben's board, in German: he marks his top row and calls Bingo; everyone sees who won.
    const board = ben.getByRole("grid", { name: de.play.board.label });
    await expect(board.getByRole("button")).toHaveCount(24);
    await expect(board.getByRole("gridcell", { name: de.play.board.freeSquareLabel })).toBeVisible();
    for (let column = 0; column < 5; column += 1) {
      const square = board.getByRole("row").first().getByRole("gridcell").nth(column).getByRole("button");
      await square.click();
      await expect(square).toHaveAccessibleDescription(new RegExp(`^${de.play.squareDetail.tapAgainToMark}`));
      await square.click();
      await expect(square).toHaveAttribute("aria-pressed", "true");
    }
    await ben.getByRole("button", { name: de.play.game.callBingo }).click();
    await expect(ben.getByRole("dialog", { name: de.play.winner.bingo })).toContainText(de.play.winner.youWon);
    await expect(oma.getByRole("dialog", { name: de.play.winner.bingo })).toContainText(fill(de.play.winner.playerWon, { name: "Ben" }));
    await expectNoSeriousViolations(ben);

    // Oma would rather read French: one tap in the menu, and the page comes back in French, remembered.
    await oma.keyboard.press("Escape");
    await expect(oma.getByRole("dialog", { name: de.play.winner.bingo })).toBeHidden();
    await oma.getByRole("button", { name: de.common.header.mainMenu }).click();
    await expect(oma.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
    await oma.getByRole("button", { name: "Français" }).click();
    await expect(oma.locator("html")).toHaveAttribute("lang", "fr");
    await expect(oma).toHaveURL(new RegExp(`/play/${code}/$`));
    await expect(oma.getByRole("button", { name: fr.common.header.mainMenu })).toBeVisible();
    await expectNoSidewaysScroll(oma);
    await oma.goto("/create/");
    await expect(oma.getByRole("heading", { name: fr.start.create.heading })).toBeVisible();
    // Ben's phone is still German: the choice is Oma's own.
    await ben.goto("/create/");
    await expect(ben.getByRole("heading", { name: de.start.create.heading })).toBeVisible();
  });
});

// The switch's return path against hostile spellings: e2e/hostile-input.spec.ts.
test("the language switch remembers a language it knows and refuses one it does not", async ({ request }) => {
  const chosen = await request.post("/language/", { form: { language: "pt-BR", returnTo: "/how-to/" }, maxRedirects: 0 });
  expect(chosen.status()).toBe(303);
  expect(chosen.headers()["location"]).toBe("/how-to/");
  expect(chosen.headers()["set-cookie"]).toMatch(/^lang=pt-BR; Path=\/; Max-Age=31536000; SameSite=Lax/);

  const unknown = await request.post("/language/", { form: { language: "tlh", returnTo: "/" }, maxRedirects: 0 });
  expect(unknown.status()).toBe(400);
  expect(unknown.headers()["set-cookie"]).toBeUndefined();
});
