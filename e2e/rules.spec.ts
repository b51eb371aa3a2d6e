import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, joinByLink, squareText } from "./game-steps";

interface EntryData {
  id: number;
  text: string;
}

test("start needs 24 entries and the creator; unmarking someone else's mark is refused", async ({
  page: creator,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await createGame(creator, "Host", "Rules night");
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });
  for (let index = 1; index <= 23; index += 1) {
    await helper.call("POST", "/entries", { gameCode: code, text: `Helper prediction ${index}` });
  }

  await expect(creator.getByText("1 more entries needed to start a game")).toBeVisible();
  await expect(creator.getByRole("button", { name: "start game" })).toHaveCount(0);

  const annContext = await browser.newContext();
  const ann = await annContext.newPage();
  await joinByLink(ann, code, "Ann");
  await expect(ann.getByText("1 more entries needed to start a game")).toBeVisible();

  await helper.call("POST", "/entries", { gameCode: code, text: "Helper prediction 24" });
  await expect(creator.getByRole("button", { name: "start game" })).toBeVisible();
  await expect(ann.getByText("Or keep adding entries for more variety!")).toBeVisible();
  await expect(ann.getByRole("button", { name: "start game" })).toHaveCount(0);

  await creator.getByRole("button", { name: "start game" }).click();
  await expect(board(ann).getByRole("button")).toHaveCount(24);

  // The helper marks the entry in Ann's top-left square; Ann sees it live, then tries to unmark it.
  const square = board(ann).getByRole("row").first().getByRole("gridcell").first().getByRole("button");
  const text = await squareText(square);
  const entries = await helper.call<EntryData[]>("GET", `/entries?game=${code}`);
  const entry = entries.find((candidate) => candidate.text === text)!;
  await helper.call("PUT", `/entries/${entry.id}`, { isMarked: true });
  await expect(square).toHaveAttribute("aria-pressed", "true");

  await square.click();
  await square.click();
  // Said on the page, never in a pop-up.
  await expect(ann.getByRole("alert").filter({ hasText: "Only the game creator or the person who marked this item can unmark it" })).toBeVisible();
  await expect(square).toHaveAttribute("aria-pressed", "true");

});

test("empty forms say what is missing next to the field, and send nothing", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.dismiss().then(() => expect(dialog.message(), "a pop-up").toBe("")));
  await page.goto("/create/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByRole("button", { name: "proceed" }).click();
  const name = page.getByLabel("What would you like to be called?");
  await expect(name).toHaveAccessibleDescription("Please type the name you'd like to be called.");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/\/create\/$/);

  await page.goto("/join/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Ann");
  await page.getByLabel("Game Code").fill("ABC");
  await page.getByRole("button", { name: "next" }).click();
  await expect(page.getByLabel("Game Code")).toHaveAccessibleDescription("A game code has 8 letters and digits; this one has 3.");
  await expect(page).toHaveURL(/\/join\/$/);
});

test("joining an unknown game shows the API's error next to the code", async ({ page }) => {
  await page.goto("/join/ZZZZ2222/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Ann");
  await page.getByRole("button", { name: "next" }).click();
  // Words, not codes: the API's message alone (shared/refusal-messages.ts's
  // gameNotFound; not imported: another TypeScript program, decision 001).
  await expect(page.getByLabel("Game Code")).toHaveAccessibleDescription("No game with this code, or you have not joined it.");
  await expect(page.getByLabel("Game Code")).toBeFocused();
});
