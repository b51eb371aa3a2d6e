import { seedPerson } from "./api-seed";
import { d1OnDemandOrigin, deliverOutboxNow, failedD1Calls, switchD1 } from "./d1-on-demand";
import { expect, test } from "./fixtures";
import { board, joinByLink, markSquare, postEntries, predictions } from "./game-steps";
import { PHONES } from "./table-steps";

/**
 * D1 out of reach, for real (docs/decisions/034, 040): the server's D1 calls fail, not the
 * browser's requests. A game its room holds plays on; the join page says it cannot show the
 * game and offers the join all the same; D1 catches up once it is back.
 */
test.use({ baseURL: d1OnDemandOrigin, viewport: PHONES.small, hasTouch: true, isMobile: true });

test.afterEach(async () => {
  await switchD1(true);
});

test("a guest opens the link while D1 is out of reach, is told the game can't be shown, joins all the same and marks", async ({
  page,
  newPlayer,
}) => {
  const host = await seedPerson(d1OnDemandOrigin);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Hostess Ida", gameName: "New Year's Eve", description: "" });
  await postEntries(host, code, predictions("Ida", 24));
  await host.call("PUT", `/games/${code}/start-game`);

  await switchD1(false);
  const failedBefore = await failedD1Calls();
  await page.goto(`/join/${code}/`);
  await expect(page.getByRole("status")).toHaveText("We can't show this game's details just now. You can still join it.");
  await joinByLink(page, code, "Ben");
  await expect(page).toHaveURL(new RegExp(`/play/${code}/$`));
  await expect(board(page).getByRole("button")).toHaveCount(24);
  // Another guest, joined meanwhile, sees Ben's mark at once: the room needs no D1 for it.
  const cleo = await newPlayer({ viewport: PHONES.small, hasTouch: true, isMobile: true });
  await joinByLink(cleo, code, "Cleo");
  await expect(board(cleo).getByRole("button")).toHaveCount(24);
  const marked = await markSquare(page, 0, 0, "tap");
  await expect(board(cleo).getByRole("button", { name: marked, exact: true })).toHaveAttribute("aria-pressed", "true");
  // And the board read again, with D1 still out of reach, still has it.
  await page.reload();
  await expect(board(page).getByRole("button", { name: marked, exact: true })).toHaveAttribute("aria-pressed", "true");

  expect(await failedD1Calls(), "D1 calls that failed on the way").toBeGreaterThan(failedBefore);

  // D1 back: the room's outbox brings the guest's membership to the index, and My Games lists it.
  await switchD1(true);
  await deliverOutboxNow(code);
  await page.goto("/play/");
  await expect(page.getByRole("link", { name: /New Year's Eve/ })).toBeVisible();
});
