import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { alertFrom, board, createGame, joinByLink, seedEntries } from "./game-steps";

/** Host continuity and the host's controls (issue #18.4, docs/decisions/015-host-continuity.md). */

const peopleMenu = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Players and invite" });

test("the creator hands the host role to a player from the people menu, and the new host starts the game", async ({
  page: ann,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(ann, "Ann", "Hand-over party");
  const bob = await newPlayer();
  await joinByLink(bob, code, "Bob");
  await expect(bob).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await seedEntries(await seedPerson(baseURL!), code, 24);

  // With 24 entries, everyone but the host is told whom they are waiting for.
  await expect(bob.getByText("Waiting for Ann to start")).toBeVisible();
  await expect(bob.getByRole("button", { name: "start game" })).toHaveCount(0);
  await expect(ann.getByRole("button", { name: "start game" })).toBeVisible();

  await peopleMenu(ann).click();
  const question = await alertFrom(ann, () => ann.getByRole("button", { name: "Make host: Bob" }).click());
  expect(question).toMatch(/^Make Bob the host\?/);

  // Every screen follows: Bob may start now, Ann waits for him.
  await expect(bob.getByRole("button", { name: "start game" })).toBeVisible();
  await expect(ann.getByText("Waiting for Bob to start")).toBeVisible();
  await expect(ann.getByRole("button", { name: "start game" })).toHaveCount(0);
  await expect(ann.getByRole("button", { name: /^Make host/ })).toHaveCount(0);

  await bob.getByRole("button", { name: "start game" }).click();
  await expect(board(bob).getByRole("button")).toHaveCount(24);
  await expect(board(ann).getByRole("button")).toHaveCount(24);
});

test("a locked game refuses a join with the reason, and joins work again once unlocked", async ({ page: ann, newPlayer }) => {
  const code = await createGame(ann, "Ann", "Closed doors");
  await peopleMenu(ann).click();
  await ann.getByRole("button", { name: "Lock joining" }).click();
  await expect(ann.getByText("Joining is locked: nobody new can join.")).toBeVisible();

  const late = await newPlayer();
  await joinByLink(late, code, "Late");
  await expect(late.getByText("This game is locked: the host is not letting anyone new join.")).toBeVisible();
  await expect(late).toHaveURL(new RegExp(`/join/${code}/$`));

  await ann.getByRole("button", { name: "Unlock joining" }).click();
  await expect(ann.getByText("Joining is locked: nobody new can join.")).toHaveCount(0);
  await late.getByRole("button", { name: "next" }).click();
  await expect(late).toHaveURL(new RegExp(`/play/${code}/setup/$`));
});

test("the host ends the game: everyone sees it has ended, and My Games lists it as ended", async ({
  page: ann,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(ann, "Ann", "Short evening");
  const bob = await newPlayer();
  await joinByLink(bob, code, "Bob");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await ann.getByRole("button", { name: "start game" }).click();
  await expect(board(bob).getByRole("button")).toHaveCount(24);

  await peopleMenu(ann).click();
  const question = await alertFrom(ann, () => ann.getByRole("button", { name: "End game" }).click());
  expect(question).toMatch(/^End this game for everyone\?/);
  await expect(bob.getByRole("status").filter({ hasText: "This game has ended." })).toBeVisible();
  await expect(bob.getByRole("dialog")).toHaveCount(0);

  await bob.goto("/play/");
  const listed = bob.getByRole("link", { name: /Short evening/ });
  await expect(listed).toContainText("Ended");
});
