import type { Locator, Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, expectNoSidewaysScroll, postEntries, squareText } from "./game-steps";

// Paper seats (docs/decisions/032-paper-seats.md): once the game is in play, the host's printed
// cards are seats the app follows like phones. Marks made by others make Grandma's card one away,
// then Bingo, on the TV and the phones; the host confirms it with one tap; a second phone that
// scans another card's QR code plays that very board.

const PHONE = { width: 360, height: 640 };
const TV = { width: 1920, height: 1080 };
const POOL = Array.from({ length: 24 }, (_, index) => `Prediction ${index + 1}: Uncle Bob asks for more wine`);

const cards = (page: Page) => page.getByRole("article", { name: /^Card \d+ of \d+$/ });
const inviteMenu = (page: Page) => page.getByRole("button", { name: /^Invite: Players and invite/ });
const tvLine = (tv: Page) => tv.locator(".tv-head__one-away");
const podium = (within: Page | Locator) => within.getByRole("list", { name: "Podium" });

/** Each card's squares in reading order, as text (the free centre says FREE). */
const squaresOfEachCard = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => [...article.querySelectorAll(".print-card__grid > li")].map((li) => li.textContent ?? "")),
  );

test.describe("a 360×640 phone", () => {
  test.use({ viewport: PHONE });

  test("printed cards become seats: one away and Bingo on the TV, the host confirms, a scanned card plays on a phone", async ({
    page: ann,
    newPlayer,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const code = await createGame(ann, "Ann", "Grandma's 90th");
    const ben = await seedPerson(baseURL!);
    await ben.call("POST", "/games/join", { screenName: "Ben", code });
    await postEntries(ben, code, POOL);
    await ann.getByRole("button", { name: "start game" }).click();
    await expect(ann).toHaveURL(`/play/${code}/`);

    // The room's TV, from the host's menu.
    await inviteMenu(ann).click();
    const [tab] = await Promise.all([ann.context().waitForEvent("page"), ann.getByRole("link", { name: "TV view" }).click()]);
    await expect(tab).toHaveURL(new RegExp(`/tv/${code}/#key=`));
    const tvLink = tab.url();
    await tab.close();
    const tv = await newPlayer({ viewport: TV });
    await tv.goto(tvLink);
    await expect(tv.getByText("Round 1", { exact: true })).toBeVisible();

    // The host prints two cards: one named for Grandma, one left to its default name.
    await ann.getByRole("link", { name: "Print cards" }).click();
    await expect(ann).toHaveURL(`/play/${code}/print/`);
    await ann.keyboard.press("Escape");
    await ann.getByLabel("Name on card 1").fill("Grandma");
    await ann.getByRole("button", { name: "Make 2 cards" }).click();
    await expect(cards(ann)).toHaveCount(2);
    await expect(cards(ann).nth(0)).toContainText("Grandma");
    await expect(cards(ann).nth(1)).toContainText("Card 2");
    await expect(ann.getByRole("button", { name: "Print 2 cards" })).toBeVisible();
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);
    const [grandmaCard, secondCard] = (await squaresOfEachCard(ann)) as [string[], string[]];
    const claimLabel = (await cards(ann).nth(1).getByRole("img").getAttribute("aria-label"))!;
    const claimUrl = claimLabel.slice(claimLabel.indexOf("http"));
    expect(claimUrl).toMatch(new RegExp(`^${baseURL}/claim/${code}/\\d+/#token=[A-Za-z0-9_-]{22}$`));

    // Back at the table, Ben marks Grandma's top row: four make her one away, five a Bingo.
    await ann.goto(`/play/${code}/`);
    await expect(board(ann)).toBeVisible();
    const entries = await ben.call<Array<{ id: number; text: string }>>("GET", `/entries?game=${code}`);
    const ids = new Map(entries.map((entry) => [entry.text, entry.id]));
    const topRow = grandmaCard.slice(0, 5).map((text) => ids.get(text)!);
    for (const entryId of topRow.slice(0, 4)) await ben.call("PUT", `/entries/${entryId}`, { isMarked: true });
    // Grandma, and any player the same marks happen to leave one away too ("Ann and Grandma are one away!").
    await expect(tvLine(tv)).toContainText(/Grandma.* one away!/);
    await expect(ann.getByText(/Grandma.* one away$/)).toBeVisible();
    await ben.call("PUT", `/entries/${topRow[4]}`, { isMarked: true });
    await expect(tvLine(tv)).toContainText("Grandma has Bingo!");
    await expect(ann.getByText("Grandma has Bingo!", { exact: true })).toBeVisible();

    // A grandchild scans the second card: that very board, on their phone.
    const cat = await newPlayer({ viewport: PHONE });
    await cat.goto(claimUrl);
    await expect(cat).toHaveURL(`/play/${code}/`);
    await expect(board(cat).getByRole("button")).toHaveCount(24);
    const catSquares = await Promise.all((await board(cat).getByRole("gridcell").all()).map((cell) => squareText(cell)));
    expect(catSquares.filter((_, index) => index !== 12)).toEqual(secondCard.filter((_, index) => index !== 12));
    await expectNoSidewaysScroll(cat);
    await expectNoSeriousViolations(cat);

    // The card is Cat's now: its link opens it for nobody else, and the page says why.
    const dan = await newPlayer({ viewport: PHONE });
    await dan.goto(claimUrl);
    await expect(dan.getByRole("heading", { name: "Play this card on your phone" })).toBeVisible();
    await expect(dan.getByRole("alert")).toHaveText("Someone has already claimed this card on their phone.");
    await expect(dan.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(dan).toHaveURL(claimUrl);
    await expectNoSidewaysScroll(dan);
    await expectNoSeriousViolations(dan);

    // The people menu lists the cards: Grandma's with its Bingo, the second one on a phone now.
    await inviteMenu(ann).click();
    const seats = ann.getByRole("list", { name: /^Paper cards/ });
    await expect(seats.getByRole("listitem").filter({ hasText: "Grandma" })).toContainText("Bingo!");
    await expect(seats.getByRole("listitem").filter({ hasText: "Card 2" })).toContainText("on a phone");
    await expectNoSeriousViolations(ann);
    await ann.keyboard.press("Escape");

    // The host confirms Grandma's Bingo with one tap: the round is hers.
    await ann.getByRole("button", { name: "Confirm Grandma's Bingo" }).click();
    await expect(tv.getByRole("status").filter({ hasText: "Bingo!" })).toContainText("Grandma wins round 1!");
    await expect(ann.getByRole("dialog", { name: "Bingo!" })).toContainText("Grandma");
    await expectNoSeriousViolations(ann);

    // The result names the card as the winner, with its line, and lists the round's cards.
    await ann.goto(`/play/${code}/result/`);
    await expect(ann.getByRole("heading", { name: "Bingo! Grandma won!" })).toBeVisible();
    const line = ann.getByRole("list", { name: "The winning line" });
    for (const text of grandmaCard.slice(0, 5)) await expect(line).toContainText(text);
    await expect(ann.getByRole("list", { name: /^Paper cards/ }).getByRole("listitem").filter({ hasText: "Grandma" })).toContainText("won");
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);
  });

  test("in a game of 2 places, Grandma's confirmed card takes 1st place and the round goes on until Ben takes 2nd", async ({
    page: ann,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const code = await createGame(ann, "Ann", "Grandma's podium", ["2 winners"]);
    const ben = await seedPerson(baseURL!);
    await ben.call("POST", "/games/join", { screenName: "Ben", code });
    await postEntries(ben, code, POOL);
    await ann.getByRole("button", { name: "start game" }).click();
    await expect(board(ann)).toBeVisible();

    await ann.goto(`/play/${code}/print/`);
    await ann.keyboard.press("Escape");
    await ann.getByLabel("Name on card 1").fill("Grandma");
    await ann.getByRole("button", { name: /^Make \d+ cards?$/ }).click();
    await expect(cards(ann).first()).toContainText("Grandma");
    const [grandmaCard] = (await squaresOfEachCard(ann)) as [string[]];
    await ann.goto(`/play/${code}/`);
    await expect(board(ann)).toBeVisible();
    const entries = await ben.call<Array<{ id: number; text: string }>>("GET", `/entries?game=${code}`);
    const ids = new Map(entries.map((entry) => [entry.text, entry.id]));
    const grandmasRow = grandmaCard.slice(0, 5).map((text) => ids.get(text)!);
    for (const entryId of grandmasRow) await ben.call("PUT", `/entries/${entryId}`, { isMarked: true });

    // One tap: the card takes 1st place, and the round goes on for 2nd.
    await ann.getByRole("button", { name: "Confirm Grandma's Bingo" }).click();
    await expect(podium(ann)).toHaveText(/1st\s*Grandma/);
    await expect(ann.getByText("The round goes on for 2nd place.")).toBeVisible();
    await expect(ann.getByRole("button", { name: "Confirm Grandma's Bingo" })).toHaveCount(0);
    await expect(ann.getByRole("dialog", { name: "Bingo!" })).toHaveCount(0);
    await inviteMenu(ann).click();
    await expect(ann.getByRole("list", { name: /^Paper cards/ }).getByRole("listitem").filter({ hasText: "Grandma" })).toContainText("1st");
    await expectNoSeriousViolations(ann);
    await ann.keyboard.press("Escape");
    await expectNoSidewaysScroll(ann);

    // Ben's own line takes 2nd place: the round is over, won by Grandma's card.
    const bensBoard = (await ben.call<{ players: Array<{ isMe?: boolean; boardEntries?: number[] }> }>("GET", `/games/${code}`))
      .players.find((player) => player.isMe)!.boardEntries!;
    for (const entryId of bensBoard.slice(5, 10).filter((id) => !grandmasRow.includes(id))) {
      await ben.call("PUT", `/entries/${entryId}`, { isMarked: true });
    }
    await ben.call("PUT", `/games/${code}/call-bingo`);
    const dialog = ann.getByRole("dialog", { name: "Bingo!" });
    await expect(dialog).toContainText("Grandma won!");
    await expect(podium(dialog)).toHaveText(/1st\s*Grandma\s*.*2nd\s*Ben/);
    await expectNoSeriousViolations(ann);
  });
});
