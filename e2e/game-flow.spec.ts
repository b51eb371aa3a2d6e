import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seedPerson } from "./api-seed";
import {
  addEntries,
  board,
  createGame,
  entryItem,
  escapeRegExp,
  joinByLink,
  markSquare,
  postEntries,
  predictions,
  seedEntries,
} from "./game-steps";
import { logIn, logOut, register } from "./identity-steps";

async function newPlayerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("three friends play a whole game, live, to a winner", async ({ page: creator, browser, baseURL }) => {
  test.setTimeout(120_000);
  const code = await createGame(creator, "Grandma", "Christmas Eve");

  const ann = await newPlayerPage(browser);
  const bob = await newPlayerPage(browser);
  await joinByLink(ann, code, "Ann");
  await joinByLink(bob, code, "Bob");
  // The game is in SETUP, so play sends them on to setup.
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await expect(bob).toHaveURL(new RegExp(`/play/${code}/setup/$`));

  // The friends add predictions on their screens; a helper (through the API) adds the rest.
  await addEntries(creator, predictions("Grandma", 2));
  await addEntries(ann, predictions("Ann", 2));
  const helper = await seedPerson(baseURL!);
  await seedEntries(helper, code, 14);
  await expect(creator.getByText("6 more entries needed to start a game")).toBeVisible();
  await expect(ann.getByRole("button", { name: "start game" })).toHaveCount(0);
  await postEntries(helper, code, predictions("Helper", 19).slice(14));
  await addEntries(bob, predictions("Bob", 1));

  // Bob's entry, the 24th, reached the creator live; only the creator may start.
  await expect(creator.getByText("Or keep adding entries for more variety!")).toBeVisible();
  await expect(ann.getByText("Or keep adding entries for more variety!")).toBeVisible();
  await expect(ann.getByRole("button", { name: "start game" })).toHaveCount(0);
  await creator.getByRole("button", { name: "start game" }).click();

  // Everyone is taken to their own board: 24 entries and the free centre.
  for (const page of [creator, ann, bob]) {
    await expect(page).toHaveURL(new RegExp(`/play/${code}/$`));
    await expect(board(page).getByRole("button")).toHaveCount(24);
    await expect(board(page).getByRole("gridcell", { name: "Free square" })).toBeVisible();
  }

  // A mark by Ann appears for the others without a reload.
  const marked = await markSquare(ann, 0, 0);
  for (const page of [creator, bob]) {
    await expect(entryItem(page, marked)).toContainText("✓ Ann");
    // Everyone sees whose prediction came true; screen readers hear it, and who marked it, politely.
    const notice = page.getByText(`prediction came true: ${marked}`);
    await expect(notice).toContainText("Ann marked it.");
    await expect(notice.locator("xpath=ancestor::*[@aria-live='polite']")).toHaveCount(1);
  }

  // Ann completes her top row and calls Bingo; everyone sees the winner.
  for (let column = 1; column < 5; column += 1) await markSquare(ann, 0, column);
  await ann.getByRole("button", { name: "Call Bingo" }).click();
  await expect(ann.getByRole("dialog", { name: "Bingo!" })).toContainText("You won!");
  for (const page of [creator, bob]) {
    await expect(page.getByRole("dialog", { name: "Bingo!" })).toContainText("Ann won!");
  }
  await expect(ann.getByRole("button", { name: "Call Bingo" })).toHaveCount(0);
});

test("the creator sees the game in My Games, and the people menu shares it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const code = await createGame(page, "Host", "New Year's Eve");

  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByText(`Game code ${code}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Players\s*1/ })).toBeVisible();
  await page.getByRole("button", { name: "Copy / Share Link" }).click();
  await expect(page.getByRole("button", { name: "Copied to Clipboard" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/join/${code}/$`));

  await page.goto("/play/");
  const link = page.getByRole("link", { name: new RegExp(escapeRegExp("New Year's Eve")) });
  await expect(link).toHaveAttribute("href", `/play/${code}/setup/`);
});

test("an anonymous creator registers, keeps the game, and finds it from another device", async ({
  page,
  browser,
}) => {
  const code = await createGame(page, "Alex", "Thanksgiving");
  const email = `alex-${Date.now().toString(36)}@example.test`;
  await register(page, email, "gravy-boat-9");
  await expect(page.getByRole("link", { name: /Thanksgiving/ })).toBeVisible();
  await logOut(page);

  const phone = await newPlayerPage(browser);
  await logIn(phone, email, "gravy-boat-9");
  await expect(phone.getByRole("link", { name: /Thanksgiving/ })).toHaveAttribute("href", `/play/${code}/setup/`);
});
