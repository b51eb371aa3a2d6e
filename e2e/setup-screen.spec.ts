import type { Page } from "@playwright/test";
import { freshEmail } from "./auth-emulator";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addEntries, createGame, entryItem, joinByLink } from "./game-steps";
import { register } from "./identity-steps";

/** Clicks, answers the confirm dialog that follows, and returns its message. */
async function answerConfirm(page: Page, action: () => Promise<void>, accept: boolean): Promise<string> {
  let message: string | undefined;
  page.once("dialog", async (dialog) => {
    message = `${dialog.type()}: ${dialog.message()}`;
    await (accept ? dialog.accept() : dialog.dismiss());
  });
  await action();
  await expect.poll(() => message).toBeDefined();
  return message!;
}

test("the entry box suggests a prediction about another player", async ({ page: creator, newPlayer }) => {
  const code = await createGame(creator, "Grandma", "Christmas lunch");
  const ann = await newPlayer();
  await joinByLink(ann, code, "Ann");
  await expect(ann.getByLabel("Add a prediction")).toHaveAttribute("placeholder", "Grandma asks for more wine");
});

test("an entry is deleted for everyone only after the confirmation is accepted", async ({
  page: creator,
  newPlayer,
}) => {
  const code = await createGame(creator, "Host", "Confirm night");
  const ann = await newPlayer();
  await joinByLink(ann, code, "Ann");
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await addEntries(creator, ["Host burns the roast"]);
  await addEntries(ann, ["Ann sings carols", "Ann naps on the sofa"]);
  await expect(entryItem(creator, "Ann naps on the sofa")).toBeVisible();

  // An ordinary player may delete only her own entries; the creator any.
  await expect(ann.getByRole("button", { name: "Delete entry: Host burns the roast" })).toHaveCount(0);
  const deleteSinging = creator.getByRole("button", { name: "Delete entry: Ann sings carols" });

  const dismissed = await answerConfirm(creator, () => deleteSinging.click(), false);
  expect(dismissed).toBe("confirm: Are you sure you want to delete this entry?");
  for (const page of [creator, ann]) {
    await expect(entryItem(page, "Ann sings carols")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Entries\s*3/ })).toBeVisible();
  }

  const accepted = await answerConfirm(creator, () => deleteSinging.click(), true);
  expect(accepted).toBe("confirm: Are you sure you want to delete this entry?");
  for (const page of [creator, ann]) {
    await expect(entryItem(page, "Ann sings carols")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Entries\s*2/ })).toBeVisible();
    await expect(entryItem(page, "Ann naps on the sofa")).toBeVisible();
  }

  // Ann deletes one of her own, live for the creator too.
  await answerConfirm(ann, () => ann.getByRole("button", { name: "Delete entry: Ann naps on the sofa" }).click(), true);
  await expect(entryItem(creator, "Ann naps on the sofa")).toHaveCount(0);
  await expect(creator.getByText("23 more entries needed to start a game")).toBeVisible();
});

test("My Games without games: 'No games found.', Create a Game, and an invite link to Join", async ({ page }) => {
  await register(page, freshEmail("empty"), "holiday-cheer-1");
  await expect(page.getByText("No games found.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a Game" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Have an invite? Join a game" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Create a Game" }).click();
  await expect(page).toHaveURL(/\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create Game" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Have an invite? Join a game" }).click();
  await expect(page).toHaveURL(/\/join\/$/);
  await expect(page.getByRole("heading", { name: "Join Game" })).toBeVisible();
});

test("the host's edit of someone's prediction says so under the author's name, for everyone", async ({
  page: ann,
  newPlayer,
}) => {
  const code = await createGame(ann, "Ann", "Edit night");
  const ben = await newPlayer();
  await joinByLink(ben, code, "Ben");
  await addEntries(ben, ["Ben sings"]);
  await expect(entryItem(ann, "Ben sings")).toBeVisible();
  await expect(entryItem(ben, "Ben sings")).not.toContainText("edited by");

  await ann.getByRole("button", { name: "Edit entry: Ben sings" }).click();
  await ann.getByLabel("Edit the prediction").fill("Ben sings off key");
  await ann.getByRole("button", { name: "Save" }).click();
  for (const page of [ann, ben]) await expect(entryItem(page, "Ben sings off key")).toContainText("Ben · edited by Ann");

  // His own edit makes the words his again.
  await ben.getByRole("button", { name: "Edit entry: Ben sings off key" }).click();
  await ben.getByLabel("Edit the prediction").fill("Ben sings in tune");
  await ben.getByRole("button", { name: "Save" }).click();
  for (const page of [ann, ben]) {
    await expect(entryItem(page, "Ben sings in tune")).toBeVisible();
    await expect(entryItem(page, "Ben sings in tune")).not.toContainText("edited by");
  }
});
