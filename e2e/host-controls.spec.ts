import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, joinByLink, seedEntries } from "./game-steps";

/** Host continuity and the host's controls (docs/decisions/015-host-continuity.md). */

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
  // Asked in the page, never in a pop-up.
  await ann.getByRole("button", { name: "Make host: Bob" }).click();
  const handOver = ann.getByRole("group", { name: /^Make Bob the host\?/ });
  await expect(handOver.getByText(/^Make Bob the host\?/)).toBeFocused();
  await handOver.getByRole("button", { name: "Make host" }).click();

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
  await ann.getByRole("button", { name: "End game" }).click();
  await ann.getByRole("group", { name: /^End this game for everyone\?/ }).getByRole("button", { name: "End game" }).click();
  // The screen says who ended it, a tap on the board says why nothing happens, and
  // the result claims no winner, no winning line and nothing to share.
  await expect(bob.getByRole("status").filter({ hasText: "Ann ended the game before anyone called Bingo." })).toBeVisible();
  await expect(bob.getByRole("dialog")).toHaveCount(0);
  await board(bob).getByRole("button").first().click();
  await expect(bob.getByRole("alert").filter({ hasText: "Squares can't be marked any more." })).toBeVisible();
  await bob.goto(`/play/${code}/result/`);
  await expect(bob.getByRole("heading", { level: 2, name: "No winner: Ann ended the game before anyone called Bingo." })).toBeVisible();
  await expect(bob.getByRole("button", { name: "Share" })).toHaveCount(0);
  // Nobody marked anything: no "Marks in order" heading over an empty list.
  await expect(bob.getByRole("heading", { name: "Marks in order" })).toHaveCount(0);
  await expect(bob.getByRole("heading", { name: "The winning line" })).toHaveCount(0);
  await expect(bob.getByText(/Someone won/)).toHaveCount(0);

  await bob.goto("/play/");
  const listed = bob.getByRole("link", { name: /Short evening/ });
  await expect(listed).toContainText("Ended");
});

test("an owner whose phone slept loses the host role to a guest, who cannot remove them, and takes it back in one tap", async ({
  page: ann,
  newPlayer,
}) => {
  const code = await createGame(ann, "Ann", "Owner's party");
  const bob = await newPlayer();
  await joinByLink(bob, code, "Bob");
  await expect(bob).toHaveURL(new RegExp(`/play/${code}/setup/$`));

  // Ann's phone goes to sleep: her socket is gone. Bob's calls about the host role run as if
  // the three minutes had passed (a development Worker's test clock, workers/clock.server.ts).
  // Continued here, not passed on: the fixture's own address header would drop this one.
  // No address rule counts these calls.
  await bob.route("**/host/take-over", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-test-clock-ahead-ms": String(4 * 60_000) } }),
  );
  await ann.goto("/about/");
  await peopleMenu(bob).click();
  await expect(bob.getByRole("listitem").filter({ hasText: "Ann" })).toContainText("Ann(offline)");
  await bob.keyboard.press("Escape");
  await bob.getByRole("button", { name: "Take over as host" }).click();
  await expect(bob.getByText("You are now the host: Ann was offline for a few minutes.")).toBeVisible();

  // The acting host may lock, but Ann's row has no remove button, and the game no end for him.
  await peopleMenu(bob).click();
  const annRow = bob.getByRole("listitem").filter({ hasText: "Ann" });
  await expect(annRow).toContainText("created it");
  await expect(annRow.getByRole("button", { name: "Remove Ann" })).toHaveCount(0);
  await expect(bob.getByRole("button", { name: "Lock joining" })).toBeVisible();
  await expect(bob.getByRole("button", { name: "End game" })).toHaveCount(0);
  await bob.keyboard.press("Escape");

  // Ann wakes her phone: she is told, and one tap gives her game back.
  await ann.goto(`/play/${code}/setup/`);
  await expect(ann.getByText("Bob is now the host: you were offline for a few minutes.")).toBeVisible();
  await ann.getByRole("button", { name: "Take back the host role" }).click();
  await expect(ann.getByText("You created this game and are the host again.")).toBeVisible();
  await expect(bob.getByText("Ann created this game and is the host again.")).toBeVisible();
  await peopleMenu(ann).click();
  await expect(ann.getByRole("button", { name: "End game" })).toBeVisible();
  await expect(ann.getByRole("button", { name: "Remove Bob" })).toBeVisible();
});
