import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { postEntries } from "./game-steps";
import { PHONES } from "./table-steps";

// The setup list on a 360 px phone: a prediction keeps its row (German words no longer
// broken letter by letter beside full-size Edit and ✕ buttons); a row the reader may change
// has one "⋯", which opens Edit and Delete.

const de = CATALOGUES.de;
const GERMAN = [
  "Opa fragt zum dritten Mal nach dem WLAN-Passwort",
  "Die Weihnachtsgans ist außergewöhnlich trocken",
  "Jemand verwechselt Geschenkpapier mit Backpapier",
];

test.describe("a 360×640 phone, in German", () => {
  test.use({ viewport: PHONES.small, hasTouch: true, isMobile: true, locale: "de-DE" });

  test("each prediction keeps its row's width; the host opens one ⋯ to edit or delete", async ({ page, baseURL }) => {
    await page.goto("/create/");
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    await page.getByLabel(de.common.form.screenName).fill("Oma");
    await page.getByLabel(de.start.create.gameName).fill("Heiligabend");
    await page.getByRole("button", { name: de.start.create.submit }).click();
    await expect(page).toHaveURL(/\/setup\/$/);
    const code = /\/play\/([A-Z2-9]{8})\//.exec(page.url())![1]!;
    const guest = await seedPerson(baseURL!);
    await guest.call("POST", "/games/join", { screenName: "Ben", code });
    await postEntries(guest, code, GERMAN);

    const texts = page.locator(".entry-list__text");
    await expect(texts).toHaveCount(GERMAN.length);
    // Most of a 328 px line is the prediction's (it was 40-78 px).
    for (const text of await texts.all()) {
      const width = (await text.boundingBox())!.width;
      expect(width, `width of "${await text.textContent()}"`).toBeGreaterThanOrEqual(250);
    }
    // No word of them is broken: each word sits on one line.
    const broken = await texts.evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const textNode = node.firstChild as Text;
        return [...textNode.data.matchAll(/\S+/g)].filter((match) => {
          const range = document.createRange();
          range.setStart(textNode, match.index);
          range.setEnd(textNode, match.index + match[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        }).map((match) => match[0]);
      }),
    );
    expect(broken).toEqual([]);
    // One ⋯ a row for the host, no Edit or Delete until it is opened.
    await expect(page.getByRole("button", { name: new RegExp(`^${de.setup.pool.editLabel.replace("{text}", "")}`) })).toHaveCount(0);
    const more = page.getByRole("button", { name: `Bearbeiten oder löschen: ${GERMAN[1]}` });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expectNoSeriousViolations(page);

    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: `Eintrag bearbeiten: ${GERMAN[1]}` }).click();
    const field = page.getByLabel(de.setup.pool.editField);
    await expect(field).toBeFocused();
    await field.fill("Die Weihnachtsgans ist trocken");
    await page.getByRole("button", { name: de.setup.pool.save }).click();
    await expect(page.locator(".entry-list__text", { hasText: "Die Weihnachtsgans ist trocken" })).toBeVisible();

    await page.getByRole("button", { name: `Bearbeiten oder löschen: ${GERMAN[2]}` }).click();
    await page.getByRole("button", { name: `${de.setup.pool.deleteLabel.replace("{text}", GERMAN[2]!)}` }).click();
    const question = page.getByRole("group", { name: de.setup.pool.confirmDelete });
    await expectNoSeriousViolations(page);
    await question.getByRole("button", { name: de.setup.pool.delete }).click();
    await expect(texts).toHaveCount(GERMAN.length - 1);
  });
});
