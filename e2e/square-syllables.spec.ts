import type { Page } from "@playwright/test";
import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import type { Language } from "../shared/languages";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, postEntries } from "./game-steps";
import { PHONES } from "./table-steps";

// No word in any square is split without a hyphen, in five languages and three board sizes,
// on a 360 px phone: wide words break at their syllables, in the square's own language.

const PREDICTIONS: Record<Language, string[]> = {
  en: [
    "Bartholomew unexpectedly congratulates everyone",
    "Grandchildren photobomb the Thanksgiving photographs",
    "Somebody mentions the extraordinarily complicated password",
    "Uncle Bob asks for more wine",
    "Supercalifragilisticexpialidocious is sung",
    "Misunderstandings about the neighbourhood",
  ],
  de: [
    "Opa fragt zum dritten Mal nach dem WLAN-Passwort",
    "Die Weihnachtsgans ist außergewöhnlich trocken",
    "Jemand verwechselt Geschenkpapier mit Backpapier",
    "Tante Hildegard erzählt die Geburtstagsgeschichte",
    "Der Donaudampfschifffahrtskapitän singt",
    "Kinder streiten über Fernbedienungsrechte",
  ],
  es: [
    "Alguien pregunta inesperadamente por el aguinaldo",
    "La abuela cuenta extraordinariamente despacio",
    "El cuñado menciona la contraseña del wifi",
    "Los niños desenvuelven los regalos anticipadamente",
    "Alguien confunde la electrodoméstica",
    "La conversación termina incomprensiblemente",
  ],
  fr: [
    "Quelqu’un renverse malencontreusement la bouteille",
    "Mamie raconte anticonstitutionnellement une histoire",
    "Le beau-frère demande le mot de passe du wifi",
    "Les enfants déballent prématurément les cadeaux",
    "Papa photographie systématiquement le dessert",
    "La conversation devient incompréhensible",
  ],
  "pt-BR": [
    "Alguém pergunta inesperadamente sobre a sobremesa",
    "A vovó conta extraordinariamente devagar",
    "O cunhado pergunta a senha do wifi",
    "As crianças desembrulham antecipadamente os presentes",
    "Papai fotografa sistematicamente a sobremesa",
    "A conversa fica incompreensivelmente longa",
  ],
};
/** A word of each language's predictions, as its syllables break it (never "unexp-ectedly"). */
const SYLLABLES: Record<Language, string> = {
  en: "Bartho\u00ADlomew",
  de: "Weih\u00ADnachts\u00ADgans",
  es: "ines\u00ADpe\u00ADra\u00ADda\u00ADmen\u00ADte",
  fr: "mal\u00ADen\u00ADcon\u00ADtreu\u00ADse\u00ADment",
  "pt-BR": "ines\u00ADpe\u00ADra\u00ADda\u00ADmen\u00ADte",
};
const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR", "pt-BR": "pt-BR" };
const SQUARES = { 3: 8, 4: 16, 5: 24 } as const;

/** The board, named in the page's language. */
const board = (page: Page, language: Language) => page.getByRole("grid", { name: CATALOGUES[language].play.board.label });

/**
 * Each place where a word of a square's text runs onto another line, unless the line ends
 * at a hyphen: a soft one (shown as "-" only when taken) or the word's own.
 */
async function splitsWithoutHyphen(page: Page, language: Language): Promise<string[]> {
  return board(page, language).evaluate((grid) => {
    const bad: string[] = [];
    for (const span of grid.querySelectorAll(".board__text")) {
      const node = span.lastChild;
      if (!(node instanceof Text)) continue;
      const { data } = node;
      const topOf = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        // A letter that starts a line may also give an empty box at the end of the line before.
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return rects.length ? Math.round(rects.at(-1)!.top) : null;
      };
      for (const word of data.matchAll(/\S+/g)) {
        let lastIndex = -1;
        let lastTop: number | null = null;
        for (let index = word.index; index < word.index + word[0].length; index += 1) {
          if (data[index] === "\u00AD") continue;
          const top = topOf(index);
          if (top === null) continue;
          if (lastTop !== null && top > lastTop) {
            const between = data.slice(lastIndex, index);
            if (!between.includes("\u00AD") && !between.startsWith("-")) bad.push(`${word[0]} at ${index - word.index}`);
          }
          lastIndex = index;
          lastTop = top;
        }
      }
    }
    return bad;
  });
}

for (const language of Object.keys(PREDICTIONS) as Language[]) {
  for (const size of [3, 4, 5] as const) {
    const colorScheme = size === 4 ? "dark" : "light";
    test.describe(`${language}, a ${size}×${size} board on a 360×640 phone in ${colorScheme} mode`, () => {
      test.use({ colorScheme, viewport: PHONES.small, hasTouch: true, isMobile: true, locale: LOCALES[language] });

      test("no word in a square is split without a hyphen", async ({ page, baseURL }) => {
        const t = CATALOGUES[language];
        const host = await seedPerson(baseURL!);
        const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Silben", boardSize: size });
        await page.goto(`/join/${code}/`);
        await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
        await page.getByLabel(t.common.form.screenName).fill("Ann");
        await page.getByRole("button", { name: t.start.join.submit }).click();
        await expect(page).toHaveURL(`/play/${code}/setup/`);
        const texts = Array.from({ length: SQUARES[size] }, (_, index) => `${index + 1}. ${PREDICTIONS[language][index % 6]}`);
        await postEntries(host, code, texts);
        await host.call("PUT", `/games/${code}/start-game`);
        await expect(board(page, language).getByRole("button")).toHaveCount(SQUARES[size]);
        // The patterns of the board's language have come: its wide words break at syllables.
        const hyphenated = () => board(page, language).locator(".board__text").allTextContents();
        await expect.poll(async () => (await hyphenated()).some((text) => text.includes(SYLLABLES[language]))).toBe(true);

        expect(await splitsWithoutHyphen(page, language)).toEqual([]);
        // Each square's text says its language, for the browser's own hyphenation where it has it.
        await expect(board(page, language).locator(`.board__text[lang="${language}"]`).first()).toBeAttached();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousViolations(page);
      });
    });
  }
}
