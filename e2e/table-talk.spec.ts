import type { Locator, Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, expectNoSidewaysScroll, joinByLink, markSquare, seedEntries } from "./game-steps";

// The table's talk (docs/decisions/030): a mark questioned and voted down on two phones and the
// TV, then a reaction from one phone reaching the other and the TV. At 360×640, light and dark,
// with axe.

const PHONE = { width: 360, height: 640 };
const TV = { width: 1920, height: 1080 };

const vote = (page: Page) => page.getByRole("region", { name: "Keep this mark?" });
const reactions = (page: Page) => page.getByRole("list", { name: "Reactions" });

/** Two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const apart = one.y + one.height <= two.y || two.y + two.height <= one.y || one.x + one.width <= two.x || two.x + two.width <= one.x;
  expect(apart, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(true);
}

/**
 * Three phones at a game in play, Ann its host: Ben's middle row marked (with the free centre, a
 * full line he may call), and Cat, who may vote on his marks. `marked`: the four he marked.
 */
async function benWithAFullLine(
  ann: Page,
  newPlayer: (options?: { viewport: typeof PHONE }) => Promise<Page>,
  baseURL: string,
  choices: string[] = [],
) {
  await ann.setViewportSize(PHONE);
  const code = await createGame(ann, "Ann", "Quiz night", choices);
  const ben = await newPlayer({ viewport: PHONE });
  await joinByLink(ben, code, "Ben");
  const cat = await newPlayer({ viewport: PHONE });
  await joinByLink(cat, code, "Cat");
  await seedEntries(await seedPerson(baseURL), code, 24);
  await ann.getByRole("button", { name: "start game" }).click();
  await expect(board(ben).getByRole("button")).toHaveCount(24);
  await expect(board(cat).getByRole("button")).toHaveCount(24);
  const marked: string[] = [];
  for (const column of [0, 1, 3, 4]) marked.push(await markSquare(ben, 2, column));
  return { code, ben, cat, marked };
}

test.describe("the table's talk at 360 px", () => {
  test.use({ viewport: PHONE });

  test("a mark questioned and voted down is undone on both phones and the TV; a reaction reaches the other phone and the TV", async ({
    page: ann,
    newPlayer,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const code = await createGame(ann, "Ann", "Family lunch");
    const ben = await newPlayer({ viewport: PHONE });
    await joinByLink(ben, code, "Ben");
    await seedEntries(await seedPerson(baseURL!), code, 24);

    await ann.getByRole("button", { name: /^Invite: Players and invite/ }).click();
    const [tab] = await Promise.all([ann.context().waitForEvent("page"), ann.getByRole("link", { name: "TV view" }).click()]);
    const link = tab.url();
    await tab.close();
    await ann.keyboard.press("Escape");
    const tv = await newPlayer({ viewport: TV });
    await tv.goto(link);
    await expect(tv.getByRole("heading", { level: 1, name: "Family lunch" })).toBeVisible();

    await ann.getByRole("button", { name: "start game" }).click();
    await expect(board(ann).getByRole("button")).toHaveCount(24);
    await expect(board(ben).getByRole("button")).toHaveCount(24);
    // The bar under the board, loaded late, fills the room kept for it and no more: nothing moved.
    await expect(ann.getByRole("group", { name: "React" })).toBeVisible();
    const room = await ann.locator(".table-bar").evaluate((bar) => [bar.parentElement!.getBoundingClientRect().height, parseFloat(getComputedStyle(bar.parentElement!).minHeight)]);
    expect(room[0], "the table bar overflows its room").toBe(room[1]);
    const marked = await markSquare(ben, 0, 0);

    // Ann questions Ben's mark, from the list under her board.
    await ann.getByText("Question a mark").click();
    await ann.getByRole("button", { name: `Question “${marked}” (Ben)` }).click();
    for (const screen of [ann, ben, tv]) await expect(vote(screen)).toContainText(`Ann questions Ben's mark: “${marked}”`);
    // Ben marked it: he is told so, and has nothing to vote with.
    await expect(vote(ben)).toContainText("You marked it: the others vote.");
    await expect(vote(ben).getByRole("button")).toHaveCount(0);
    await expect(vote(tv)).toContainText("Keep 0 · Undo 0");
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);
    await expectNoSeriousViolations(ben);

    // Ann is the only one who may vote: her undo settles it at once, for everyone.
    await vote(ann).getByRole("button", { name: "👎 Undo" }).click();
    const undone = `The table undid “${marked}”: Keep 0 · Undo 1.`;
    for (const screen of [ann, ben, tv]) await expect(screen.getByRole("status").filter({ hasText: undone })).toBeVisible();
    await expect(board(ben).getByRole("button", { name: marked, exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(board(ann).getByRole("button", { name: marked, exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(tv.getByRole("listitem").filter({ has: tv.getByText(marked, { exact: true }) })).not.toHaveClass(/is-marked/);
    for (const screen of [ann, ben, tv]) await expect(vote(screen)).toHaveCount(0);

    // A reaction: Ben's party reaches Ann's phone and the TV, in a strip clear of the board.
    await ben.getByRole("button", { name: "Party" }).click();
    await expect(reactions(ann).getByRole("listitem")).toHaveText("Ben 🎉");
    await expect(reactions(tv).getByRole("listitem")).toHaveText("Ben 🎉");
    await expectApart(reactions(ann), board(ann));
    await expectApart(ann.getByRole("group", { name: "React" }), board(ann));
    await expectNoSidewaysScroll(ann);
    await expectNoSeriousViolations(ann);
    // Shown briefly: gone after its few seconds.
    await expect(reactions(ann).getByRole("listitem")).toHaveCount(0, { timeout: 10_000 });
  });
});

test("a Bingo that rested on a mark voted down is withdrawn on the winner's phone, and a Bingo called again is shown again", async ({
  page: ann,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await ann.setViewportSize(PHONE);
  const code = await createGame(ann, "Ann", "Quiz night");
  const ben = await newPlayer({ viewport: PHONE });
  await joinByLink(ben, code, "Ben");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await ann.getByRole("button", { name: "start game" }).click();
  await expect(board(ben).getByRole("button")).toHaveCount(24);

  // Ben's middle row: the free centre and four marks.
  const marked: string[] = [];
  for (const column of [0, 1, 3, 4]) marked.push(await markSquare(ben, 2, column));
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  await expect(ben.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  await ann.getByRole("dialog", { name: "Bingo!" }).getByRole("button", { name: "See the board" }).click();

  await ann.getByText("Question a mark").click();
  await ann.getByRole("button", { name: `Question “${marked[0]}” (Ben)` }).click();
  await expect(vote(ann)).toContainText("Ben's Bingo waits for this vote.");
  await expectNoSeriousViolations(ann);
  await vote(ann).getByRole("button", { name: "👎 Undo" }).click();

  // Never silent: the dialog goes, the round is in play again, and both phones say why.
  for (const screen of [ann, ben]) {
    await expect(screen.getByRole("status").filter({ hasText: "The Bingo is withdrawn: the round goes on." })).toBeVisible();
  }
  await expect(ben.getByRole("dialog", { name: "Bingo!" })).toHaveCount(0);
  await expect(board(ben).getByRole("button", { name: marked[0], exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(ben.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);

  // Marked again, the line is a Bingo again, and its dialog opens again.
  await markSquare(ben, 2, 0);
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  await expect(ben.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
});

test("a Bingo called while the table votes on one of its marks waits for the vote: nobody's dialog covers it, and it opens once the mark is kept", async ({
  page: ann,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { code, ben, cat, marked } = await benWithAFullLine(ann, newPlayer, baseURL!);
  await ann.getByText("Question a mark").click();
  await ann.getByRole("button", { name: `Question “${marked[0]}” (Ben)` }).click();
  await expect(vote(cat)).toContainText(`Ann questions Ben's mark: “${marked[0]}”`);

  // Ben calls his Bingo during the vote: Cat's phone still lets her vote, with no dialog over it.
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  await expect(vote(cat)).toContainText("Ben's Bingo waits for this vote.");
  await expect(cat.getByRole("dialog", { name: "Bingo!" })).toBeHidden();
  await expect(ben.getByRole("dialog", { name: "Bingo!" })).toBeHidden();
  await vote(cat).getByRole("button", { name: "👍 Keep" }).click();
  await vote(ann).getByRole("button", { name: "👍 Keep" }).click();

  // Kept: the Bingo stands, and its dialog opens on every phone.
  await expect(ben.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  await expect(cat.getByRole("dialog", { name: "Bingo!" })).toContainText("Ben won");
  await expect(ann.getByRole("dialog", { name: "Bingo!" })).toContainText("Ben won");
});

test("a reaction sent too soon is refused beside the reactions, not above the board, and the refusal goes", async ({ page: ann, baseURL }) => {
  await ann.setViewportSize(PHONE);
  const code = await createGame(ann, "Ann", "Quiz night");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await ann.getByRole("button", { name: "start game" }).click();
  await expect(board(ann).getByRole("button")).toHaveCount(24);
  const party = ann.getByRole("button", { name: "Party" });
  await party.click();
  await expect(reactions(ann).getByRole("listitem")).toHaveText("Ann 🎉");
  await party.click();
  const refused = ann.getByRole("alert").filter({ hasText: "One reaction a second, please." });
  await expect(refused).toHaveCount(1);
  // In the bar under the board, with the buttons it is about: the board has not moved down.
  await expect(ann.locator(".table-bar").getByRole("alert")).toHaveText("One reaction a second, please.");
  const [boardBox, refusedBox] = [(await board(ann).boundingBox())!, (await refused.boundingBox())!];
  expect(refusedBox.y, "the refusal is below the board").toBeGreaterThan(boardBox.y + boardBox.height);
  await expect(refused).toHaveCount(0, { timeout: 15_000 });
});

test("a phone away while a Bingo was withdrawn shows the round's next Bingo when it comes back", async ({ page: ann, newPlayer, baseURL }) => {
  test.setTimeout(120_000);
  const { code, ben, cat, marked } = await benWithAFullLine(ann, newPlayer, baseURL!);
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  await expect(cat.getByRole("dialog", { name: "Bingo!" })).toContainText("Ben won");

  // Cat's phone leaves the game; meanwhile the table withdraws Ben's Bingo.
  await cat.goto("/about/");
  await ann.getByRole("dialog", { name: "Bingo!" }).getByRole("button", { name: "See the board" }).click();
  await ann.getByText("Question a mark").click();
  await ann.getByRole("button", { name: `Question “${marked[0]}” (Ben)` }).click();
  await vote(ann).getByRole("button", { name: "👎 Undo" }).click();
  await expect(ann.getByRole("status").filter({ hasText: "The Bingo is withdrawn: the round goes on." })).toBeVisible();

  // Back in the game, the round is in play; Ben's Bingo called again opens Cat's dialog again.
  await cat.goto(`/play/${code}/`);
  await expect(board(cat).getByRole("button", { name: marked[0], exact: true })).toHaveAttribute("aria-pressed", "false");
  await markSquare(ben, 2, 0);
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  await expect(cat.getByRole("dialog", { name: "Bingo!" })).toContainText("Ben won");
});

test("in a round of two places, a questioned mark that Ben's 1st place rests on says so while the round goes on", async ({
  page: ann,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { ben, cat, marked } = await benWithAFullLine(ann, newPlayer, baseURL!, ["2 winners"]);
  await ben.getByRole("button", { name: "Call Bingo" }).click();
  // The round goes on for 2nd place: the phones know Ben's place only from the game, not his board.
  await expect(cat.getByText(/2nd place/).first()).toBeVisible();

  await cat.getByText("Question a mark").click();
  await cat.getByRole("button", { name: `Question “${marked[1]}” (Ben)` }).click();
  for (const screen of [cat, ann]) await expect(vote(screen)).toContainText("Ben's Bingo waits for this vote.");
});
