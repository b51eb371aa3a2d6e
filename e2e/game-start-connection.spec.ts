import type { Page, Request } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, entryItem, joinByLink, seedEntries } from "./game-steps";

/**
 * What one player's page costs from a moment on: sockets opened, API requests sent, and
 * presence messages received (on any of its sockets).
 */
function watchConnection(page: Page) {
  const cost = { socketOpens: 0, apiRequests: [] as string[], presenceMessages: 0 };
  let counting = false;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  page.on("websocket", (socket) => {
    if (counting) cost.socketOpens += 1;
    socket.on("framereceived", ({ payload }) => {
      if (counting && String(payload).includes('"onlinePlayers"')) cost.presenceMessages += 1;
    });
  });
  page.on("request", (request) => {
    if (!counting || !isApi(request)) return;
    const { pathname, search } = new URL(request.url());
    cost.apiRequests.push(`${request.method()} ${pathname}${search}`);
  });
  return {
    cost,
    startCounting: () => void (counting = true),
  };
}

test("starting a game keeps every player's live connection: no new socket, ticket or reload", async ({
  page: creator,
  newPlayer,
  baseURL,
}) => {
  const code = await createGame(creator, "Host", "One connection");
  const helper = await seedPerson(baseURL!);
  await seedEntries(helper, code, 24);
  const ann = await newPlayer();
  const watched = { creator: watchConnection(creator), ann: watchConnection(ann) };
  await joinByLink(ann, code, "Ann");
  await expect(ann).toHaveURL(new RegExp(`/play/${code}/setup/$`));

  // Both are live: each sees the other online.
  for (const [page, other] of [[creator, "Ann"], [ann, "Host"]] as const) {
    await page.getByRole("button", { name: "Players and invite" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: other })).toContainText(`${other}(online)`);
    await page.keyboard.press("Escape");
  }

  watched.creator.startCounting();
  watched.ann.startCounting();
  await creator.getByRole("button", { name: "start game" }).click();
  for (const page of [creator, ann]) {
    await expect(page).toHaveURL(new RegExp(`/play/${code}/$`));
    await expect(board(page).getByRole("button")).toHaveCount(24);
  }

  // A mark made after the start reaches both screens live: their connections work.
  const entries = await helper.call<{ id: number; text: string }[]>("GET", `/entries?game=${code}`);
  await helper.call("PUT", `/entries/${entries[0]!.id}`, { isMarked: true });
  for (const page of [creator, ann]) await expect(entryItem(page, entries[0]!.text)).toContainText("✓ Helper");

  console.log(`game start cost: ${JSON.stringify({ creator: watched.creator.cost, ann: watched.ann.cost })}`);
  // The start itself is the creator's one request; the socket that was open stays open.
  expect(watched.creator.cost.apiRequests).toEqual([`PUT /api/v1/games/${code}/start-game`]);
  expect(watched.ann.cost.apiRequests).toEqual([]);
  expect(watched.creator.cost.socketOpens).toBe(0);
  expect(watched.ann.cost.socketOpens).toBe(0);
});
