import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { createGame, joinByLink } from "./game-steps";

const shareButton = "Copy / Share Link";

test("'Copied to Clipboard' turns back into 'Copy / Share Link' after 5 s", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  const code = await createGame(page, "Host", "Clipboard party");
  await page.getByRole("button", { name: "Players and invite" }).click();

  // Page time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: shareButton }).click();
  await expect(page.getByRole("button", { name: "Copied to Clipboard" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/join/${code}/$`));
  await page.clock.runFor(4_900);
  await expect(page.getByRole("button", { name: "Copied to Clipboard" })).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole("button", { name: shareButton })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied to Clipboard" })).toHaveCount(0);
});

test("where the browser can share (navigator.share), the link goes to the share sheet, not the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const code = await createGame(page, "Host", "Share sheet party");
  await page.evaluate(() => navigator.clipboard.writeText("untouched"));
  await page.getByRole("button", { name: "Players and invite" }).click();
  await page.getByRole("button", { name: shareButton }).click();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([expect.objectContaining({ url: `${baseURL}/join/${code}/` })]);
  await expect(page.getByRole("button", { name: shareButton })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied to Clipboard" })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
});

test("the Players list shows who is online (solid icon) and who is not (outline)", async ({
  page: creator,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(creator, "Host", "Who is here");
  // Helper joins through the API and never opens the game: a player, but not online.
  const helper = await seedPerson(baseURL!);
  await helper.call("POST", "/games/join", { screenName: "Helper", code });

  await creator.getByRole("button", { name: "Players and invite" }).click();
  await expect(creator.getByRole("heading", { name: /Players\s*2/ })).toBeVisible();
  const players = creator.getByRole("list").filter({ has: creator.getByText("Helper", { exact: true }) });
  const item = (name: string) => players.getByRole("listitem").filter({ has: creator.getByText(name, { exact: true }) });
  // The host is labelled, and may make any other player host.
  await expect(item("Host")).toHaveText("Host(online)host");
  await expect(item("Host").locator("svg[data-icon]")).toHaveAttribute("data-icon", "solid");
  await expect(item("Helper")).toHaveText("Helper(offline)Make host");
  await expect(item("Helper").locator("svg[data-icon]")).toHaveAttribute("data-icon", "outline");

  // Ann joins in her browser and has the game open: online, live on the creator's list.
  const ann = await newPlayer();
  await joinByLink(ann, code, "Ann");
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));
  await expect(creator.getByRole("heading", { name: /Players\s*3/ })).toBeVisible();
  await expect(item("Ann")).toHaveText("Ann(online)Make host");
  await expect(item("Ann").locator("svg[data-icon]")).toHaveAttribute("data-icon", "solid");
  await expect(item("Helper").locator("svg[data-icon]")).toHaveAttribute("data-icon", "outline");

  // Ann leaves the game from the menu (the app closes her socket): offline, live.
  await ann.getByRole("button", { name: "Main menu" }).click();
  await ann.getByRole("link", { name: "How To Play" }).click();
  await expect(ann).toHaveURL(/\/how-to\/$/);
  await expect(item("Ann")).toHaveText("Ann(offline)Make host");
  await expect(item("Ann").locator("svg[data-icon]")).toHaveAttribute("data-icon", "outline");
});
