import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame, joinByLink } from "./game-steps";

test("the creator removes a player from the people menu: their screen says so, the others' lists drop them, and they cannot join again", async ({
  page: creator,
  newPlayer,
}) => {
  const code = await createGame(creator, "Host", "Office party");
  const [ann, bob] = [await newPlayer(), await newPlayer()];
  await joinByLink(ann, code, "Ann");
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await joinByLink(bob, code, "Bob");
  await expect(bob).toHaveURL(new RegExp(`/play/${code}/setup/$`));

  const openPeople = async (page: typeof creator) => {
    await page.getByRole("button", { name: "Players and invite" }).click();
    await expect(page.getByRole("heading", { name: /Players\s*3/ })).toBeVisible();
  };
  await openPeople(creator);
  await openPeople(bob);
  // Only the creator is offered the choice, and never about themselves.
  await expect(bob.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(creator.getByRole("button", { name: "Remove Host" })).toHaveCount(0);

  // Asked first, in the page: saying no changes nothing.
  await creator.getByRole("button", { name: "Remove Ann" }).click();
  const question = creator.getByRole("group", { name: "Remove Ann from the game? They will not be able to join it again." });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(creator.getByRole("button", { name: "Remove Ann" })).toBeFocused();
  await expect(creator.getByRole("heading", { name: /Players\s*3/ })).toBeVisible();

  await creator.getByRole("button", { name: "Remove Ann" }).click();
  await question.getByRole("button", { name: "Remove" }).click();

  await expect(creator.getByRole("heading", { name: /Players\s*2/ })).toBeVisible();
  await expect(bob.getByRole("heading", { name: /Players\s*2/ })).toBeVisible();
  for (const page of [creator, bob]) {
    await expect(page.locator(".people__list").getByText("Ann", { exact: true })).toHaveCount(0);
  }

  await expect(ann.getByText("You are no longer a player in this game.")).toBeVisible();
  await expect(ann.getByText("The host removed you from this game.")).toBeVisible();
  await expect(ann.getByLabel("Add a prediction")).toHaveCount(0);
  await expectNoSeriousViolations(ann);

  // Back through the link, the same account is refused with the reason.
  await joinByLink(ann, code, "Ann again");
  await expect(ann.getByText("The host removed you from this game.")).toBeVisible();
  await expect(ann).toHaveURL(new RegExp(`/join/${code}/$`));
});
