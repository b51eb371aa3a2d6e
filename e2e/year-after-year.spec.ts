import type { Page } from "@playwright/test";
import { seedPerson, type Seeder } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addEntries, entryItem, expectNoSidewaysScroll, joinByLink } from "./game-steps";

// Year after year (docs/decisions/031): a finished game played again as next year's, the
// others finding it in My Games and joining in one tap, and the family record shared as a picture.

interface Game {
  code: string;
  players: Array<{ code: string; screenName: string; boardEntries?: number[] }>;
}

/** Board positions of the diagonal from the top left, through the free centre (docs/api.md). */
const DIAGONAL = [0, 6, 17, 23];
const PHONE = { width: 360, height: 740 };

/** Axe finds nothing serious on what the page shows, in light and in dark, with nothing wider than the phone. */
async function expectAccessibleInBothSchemes(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
}

/**
 * Christmas 2026: Cat (seeded) made it, Dan (`page`) and Ann joined, Ann wrote three predictions,
 * Cat won, then handed Dan the host role. Dan is on the result screen.
 */
async function lastChristmas(page: Page, ann: Page, baseURL: string) {
  const cat = await seedPerson(baseURL);
  const { code } = await cat.call<Game>("POST", "/games", { screenName: "Cat", gameName: "Christmas 2026" });
  await joinByLink(page, code, "Dan");
  await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await joinByLink(ann, code, "Ann");
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  const annSays = ["Ann says the dog eats the turkey", "Ann says Grandpa sings", "Ann says it snows"];
  await addEntries(ann, annSays);
  for (let index = 1; index <= 24; index += 1) await cat.call("POST", "/entries", { gameCode: code, text: `Cat says ${index}` });
  await cat.call("PUT", `/games/${code}/start-game`);
  await winAs(cat, code);
  const game = await cat.call<Game>("GET", `/games/${code}`);
  const dan = game.players.find((player) => player.screenName === "Dan")!;
  // Four squares of Cat's board came true: any of the 27 predictions, Ann's among them perhaps.
  const entries = await cat.call<Array<{ text: string; isMarked: boolean; playerName: string }>>("GET", `/entries?game=${code}`);
  const unfulfilled = entries.filter((entry) => !entry.isMarked).map((entry) => entry.text);
  const cameTrueBy = (name: string) => entries.filter((entry) => entry.isMarked && entry.playerName === name).length;
  await cat.call("POST", `/games/${code}/host`, { playerCode: dan.code });
  await page.goto(`/play/${code}/result/`);
  await expect(page.getByRole("heading", { level: 2, name: "Bingo! Cat won!" })).toBeVisible();
  return { code, annSays: annSays.filter((text) => unfulfilled.includes(text)), unfulfilled, cameTrueBy };
}

async function winAs(player: Seeder, code: string) {
  const game = await player.call<Game>("GET", `/games/${code}`);
  const boardEntries = game.players.find((each) => each.boardEntries)!.boardEntries!;
  for (const position of DIAGONAL) await player.call("PUT", `/entries/${boardEntries[position]}`, { isMarked: true });
  await player.call("PUT", `/games/${code}/call-bingo`);
}

/** Dan plays last Christmas again; Ann joins it from My Games in one tap. Both on the new game's setup screen. */
async function playedAgain(page: Page, ann: Page, baseURL: string) {
  const { code, annSays, cameTrueBy } = await lastChristmas(page, ann, baseURL);
  await expect(page.getByRole("radio", { name: "The predictions that did not come true" })).toBeChecked();
  await page.getByRole("button", { name: "Play again next year" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  const next = /\/play\/([A-Z2-9]{8})\//.exec(page.url())![1]!;
  expect(next).not.toBe(code);
  await expect(page.getByRole("heading", { name: "Christmas 2027" })).toBeVisible();

  await ann.goto("/play/");
  const invites = ann.getByRole("region", { name: "Played again" });
  await expect(invites).toContainText("Christmas 2026 was played again as Christmas 2027");
  await ann.getByRole("button", { name: "Join: Christmas 2027" }).click();
  await expect(ann).toHaveURL(new RegExp(`/play/${next}/setup/$`));
  return { code, next, annSays, cameTrueBy };
}

test("the host plays a finished game again next year; another player finds it in My Games and joins in one tap", async ({
  page,
  newPlayer,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const ann = await newPlayer({ viewport: PHONE });
  const { code, annSays, unfulfilled } = await lastChristmas(page, ann, baseURL!);
  // The host's choice, on the finished game's result.
  await expect(page.getByRole("group", { name: "Take into next year's game" })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole("button", { name: "Play again next year" }).click();
  await expect(page).toHaveURL(/\/play\/[A-Z2-9]{8}\/setup\/$/);
  const next = /\/play\/([A-Z2-9]{8})\//.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { name: "Christmas 2027" })).toBeVisible();
  // Last year's predictions that did not come true, each still its author's; Cat's four that did stayed behind.
  for (const text of annSays) await expect(entryItem(page, text)).toContainText("Ann");
  await expect(page.getByRole("heading", { level: 2, name: `Entries ${unfulfilled.length}` })).toBeVisible();
  for (const text of unfulfilled.filter((each) => each.startsWith("Cat"))) await expect(entryItem(page, text)).toContainText("Cat");
  await expect(page.getByRole("link", { name: "Played before as Christmas 2026" })).toHaveAttribute("href", `/play/${code}/result/`);

  // Ann, in the browser she played in, finds it in My Games and joins in one tap.
  await ann.goto("/play/");
  await expect(ann.getByRole("region", { name: "Played again" })).toContainText("Christmas 2026 was played again as Christmas 2027");
  await expectAccessibleInBothSchemes(ann);
  await ann.getByRole("button", { name: "Join: Christmas 2027" }).click();
  await expect(ann).toHaveURL(new RegExp(`/play/${next}/setup/$`));
  for (const text of annSays) await expect(entryItem(ann, text)).toContainText("Ann");
  // Last year's result links to this year's game, which she now plays in.
  await ann.goto(`/play/${code}/result/`);
  await expect(ann.getByRole("link", { name: "Played again as Christmas 2027" })).toHaveAttribute("href", `/play/${next}/`);
  await ann.goto("/play/");
  await expect(ann.getByRole("region", { name: "Played again" })).toHaveCount(0);
});

test("the family record shows each person year by year and shares as a picture", async ({ page, newPlayer, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  // The share sheet, where the browser can share files: what it was given is kept to look at.
  await page.context().addInitScript(() => {
    const shared: Array<{ title?: string; names: string[]; types: string[]; sizes: number[] }> = [];
    Object.assign(window, { sharedFiles: shared });
    Navigator.prototype.canShare = (data?: ShareData) => Boolean(data?.files?.length);
    Navigator.prototype.share = async (data?: ShareData) =>
      void shared.push({
        title: data?.title,
        names: (data?.files ?? []).map((file) => file.name),
        types: (data?.files ?? []).map((file) => file.type),
        sizes: (data?.files ?? []).map((file) => file.size),
      });
  });
  const ann = await newPlayer({ viewport: PHONE });
  const { next, cameTrueBy } = await playedAgain(page, ann, baseURL!);
  // A year's line as the record says it in English.
  const yearLine = (bingos: number, cameTrue: number) =>
    [
      bingos > 0 ? `${bingos} Bingo${bingos === 1 ? "" : "s"}` : null,
      cameTrue > 0 ? `${cameTrue} prediction${cameTrue === 1 ? "" : "s"} came true` : "Nothing came true",
    ]
      .filter(Boolean)
      .join(" · ");

  await page.getByRole("link", { name: "The family record" }).click();
  await expect(page).toHaveURL(new RegExp(`/record/${next}/$`));
  await expect(page.getByRole("heading", { level: 1, name: "The family record" })).toBeVisible();
  const person = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });
  await expect(person("Cat")).toContainText("Christmas 2026");
  await expect(person("Cat").getByRole("definition").first()).toContainText(yearLine(1, cameTrueBy("Cat")));
  await expect(person("Cat").getByRole("definition").nth(1)).toHaveText("Not playing");
  await expect(person("Ann").getByRole("definition").first()).toContainText(yearLine(0, cameTrueBy("Ann")));
  await expect(person("Ann").getByRole("definition").nth(1)).toHaveText("Nothing came true");
  await expect(person("Dan").getByRole("definition")).toHaveText(["Nothing came true", "Nothing came true"]);
  await expectAccessibleInBothSchemes(page);

  await page.getByRole("button", { name: "Share as a picture" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length)).toBe(1);
  const [shared] = await page.evaluate(
    () => (window as unknown as { sharedFiles: Array<{ title: string; names: string[]; types: string[]; sizes: number[] }> }).sharedFiles,
  );
  expect(shared!.title).toBe("Christmas 2027: our family record");
  expect(shared!.types).toEqual(["image/png"]);
  expect(shared!.names).toEqual(["family-record.png"]);
  expect(shared!.sizes[0]).toBeGreaterThan(1000);

  // Without a share sheet for files, the picture is a download.
  await ann.goto(`/record/${next}/`);
  const download = ann.waitForEvent("download");
  await ann.getByRole("button", { name: "Share as a picture" }).click();
  expect((await download).suggestedFilename()).toBe("family-record.png");
  await expect(ann.getByRole("status").filter({ hasText: "The picture is in your downloads." })).toBeVisible();
});
