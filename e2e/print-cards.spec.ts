import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame, expectNoSidewaysScroll, postEntries } from "./game-steps";

// From setup or the host's menu, paper cards for relatives without a
// phone: as many as asked, no two alike, two to an A4 or Letter page, each with the game's
// name and its join QR. Once the game is in play, the host's cards are paper seats instead.

const PHONE = { width: 360, height: 640 };
/** Long and short predictions, the longest of the 200 characters an entry may have. */
const POOL = Array.from({ length: 26 }, (_, index) =>
  index === 0
    ? `${"Grandpa tells the story about the fishing trip again, ".repeat(4)}`.slice(0, 200)
    : `Prediction ${index + 1}: somebody mentions the weather`,
);

const cards = (page: Page) => page.getByRole("article", { name: /^Card \d+ of \d+$/ });

/** Each card's squares, in reading order, as text. */
const squaresOfEachCard = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => [...article.querySelectorAll(".print-card__grid > li")].map((li) => li.textContent ?? "")),
  );

/** The pages of the printed view, as Chromium prints it on that paper. */
async function printedPages(page: Page, format: "A4" | "Letter") {
  const pdf = await page.pdf({ format, printBackground: true });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length;
}

test.describe("a 360×640 phone", () => {
  test.use({ viewport: PHONE });

  test("the host prints the asked number of different cards, two to a page, from setup and from the menu", async ({
    page: ann,
    baseURL,
  }) => {
    const code = await createGame(ann, "Ann", "Grandma's 90th");
    const helper = await seedPerson(baseURL!);
    await helper.call("POST", "/games/join", { screenName: "Helper", code });
    await postEntries(helper, code, POOL);

    // From setup, once the pool can fill a card.
    await ann.getByRole("link", { name: "Print cards" }).click();
    await expect(ann).toHaveURL(`/play/${code}/print/`);
    await expect(cards(ann)).toHaveCount(2);
    await ann.getByLabel("How many cards?").fill("5");
    await ann.getByRole("button", { name: "Deal" }).click();
    await expect(ann).toHaveURL(`/play/${code}/print/?cards=5`);
    await expect(cards(ann)).toHaveCount(5);
    await expect(ann.getByRole("button", { name: "Print 5 cards" })).toBeVisible();

    const dealt = await squaresOfEachCard(ann);
    for (const squares of dealt) {
      expect(squares).toHaveLength(25);
      expect(squares[12]).toBe("FREE");
      const predictions = squares.filter((_, index) => index !== 12);
      expect(new Set(predictions).size).toBe(24);
      for (const text of predictions) expect(POOL).toContain(text);
    }
    expect(new Set(dealt.map((squares) => squares.join("|"))).size).toBe(5);
    for (const card of await cards(ann).all()) {
      await expect(card.getByRole("heading", { name: "Grandma's 90th" })).toBeVisible();
      await expect(card.getByRole("img", { name: `QR code of the join link ${baseURL}/join/${code}/` })).toBeVisible();
    }
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);

    // Printed: only the cards, two to a sheet of either paper.
    expect(await printedPages(ann, "A4")).toBe(3);
    expect(await printedPages(ann, "Letter")).toBe(3);

    // During play, from the host's menu.
    await ann.goto(`/play/${code}/setup/`);
    await ann.getByRole("button", { name: "start game" }).click();
    await expect(ann).toHaveURL(`/play/${code}/`);
    await ann.getByRole("button", { name: /^Invite: Players and invite/ }).click();
    await ann.getByRole("link", { name: "Print cards" }).click();
    await expect(ann).toHaveURL(`/play/${code}/print/`);
    // In play the host's cards are paper seats, made on the server once named (paper-seats.spec.ts).
    await ann.keyboard.press("Escape");
    await expect(ann.getByText("No cards made yet this round.")).toBeVisible();
    await expect(ann.getByRole("button", { name: "Make 2 cards" })).toBeVisible();
    await expect(cards(ann)).toHaveCount(0);
  });
});

test("before the pool can fill a card, the print view says how many predictions are missing", async ({ page: ann }) => {
  const code = await createGame(ann, "Ann", "Small pool");
  await expect(ann.getByText("24 more entries needed to start a game")).toBeVisible();
  await expect(ann.getByRole("link", { name: "Print cards" })).toHaveCount(0);
  await ann.goto(`/play/${code}/print/`);
  await expect(ann.getByRole("status").filter({ hasText: "24 more entries needed to start a game" })).toBeVisible();
  await expect(cards(ann)).toHaveCount(0);
  await expect(ann.getByRole("button", { name: /^Print/ })).toHaveCount(0);
});
