import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { createGame, seedEntries } from "./game-steps";
import { openWithScriptsHeld } from "./slow-scripts";

/**
 * Screens that read their data in the browser are served with a loading screen. Opening one
 * by its address (a shared link, a refresh on a phone) must end with that screen replaced,
 * not left above the real one.
 */
test("a screen opened by its address replaces its loading screen once the data is in", async ({
  page,
  baseURL,
}) => {
  const code = await createGame(page, "Ann", "Boxing Day lunch");
  await seedEntries(await seedPerson(baseURL!), code, 2);

  const screens = [
    { path: `/play/${code}/setup/`, ready: page.getByRole("heading", { name: "Boxing Day lunch" }) },
    { path: "/play/", ready: page.getByRole("link", { name: /Boxing Day lunch/ }) },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  }
});

/**
 * A game's screen opened afresh (a phone woken from sleep) reads the game and its entries in
 * one call and asks for its socket's ticket beside that read, not once the board is drawn:
 * on a slow phone's network each of those was a round trip in a row (docs/decisions/046).
 */
test("a game's screen opened afresh reads once, and asks for its socket's ticket while that read is on its way", async ({
  page,
  baseURL,
}) => {
  const code = await createGame(page, "Ann", "New Year's Eve");
  await seedEntries(await seedPerson(baseURL!), code, 3);

  const events: string[] = [];
  const named = (url: string) => {
    const { pathname, search } = new URL(url);
    if (pathname === `/api/v1/games/${code}/socket-ticket`) return "ticket";
    if (pathname === `/api/v1/games/${code}` || pathname === "/api/v1/entries") return `read ${pathname}${search}`;
    return null;
  };
  page.on("request", (request) => {
    const name = named(request.url());
    if (name) events.push(`${name} sent`);
  });
  page.on("requestfinished", (request) => {
    const name = named(request.url());
    if (name?.startsWith("read")) events.push(`${name} answered`);
  });
  // The reloaded page's socket, not the one the page had before: that may still open after this
  // line and then close unheard. The new page's read goes out first, a round trip before its socket.
  const welcomed = page
    .waitForRequest((request) => request.url().endsWith(`/api/v1/games/${code}?with=entries`))
    .then(() => page.waitForEvent("websocket"))
    .then((socket) => socket.waitForEvent("framereceived"));

  await page.reload();
  await expect(page.getByRole("heading", { name: "New Year's Eve" })).toBeVisible();
  await expect(page.getByText("Helper prediction 3")).toBeVisible();
  await welcomed;

  const read = `read /api/v1/games/${code}?with=entries`;
  expect(events.filter((event) => event.startsWith("read"))).toEqual([`${read} sent`, `${read} answered`]);
  expect(events.filter((event) => event === "ticket sent")).toHaveLength(1);
  expect(events.indexOf("ticket sent")).toBeLessThan(events.indexOf(`${read} answered`));
});

/**
 * On a slow phone the app's scripts take seconds to come: the loading screen the server wrote
 * sends the game's read and its socket's ticket request itself, with the token this device
 * kept, and the app takes their answers instead of asking again (docs/decisions/047).
 */
test("a game's screen opened afresh sends its read and its socket's ticket before the app's scripts have come, and asks for neither again", async ({
  page,
  baseURL,
}) => {
  const code = await createGame(page, "Ann", "Twelfth Night");
  await seedEntries(await seedPerson(baseURL!), code, 3);
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    const gameOrTicket = [`/api/v1/games/${code}`, `/api/v1/games/${code}/socket-ticket`, "/api/v1/entries"].includes(pathname);
    if (gameOrTicket) calls.push(`${request.method()} ${pathname}${search}`);
  });
  const read = page.waitForRequest((request) => request.url().endsWith(`/api/v1/games/${code}?with=entries`));
  const ticket = page.waitForRequest((request) => request.url().endsWith(`/api/v1/games/${code}/socket-ticket`));

  // The reloaded page's socket (opened with the early ticket), not one the page had before.
  const welcomed = Promise.all([read, ticket])
    .then(() => page.waitForEvent("websocket"))
    .then((socket) => socket.waitForEvent("framereceived"));

  const slowPhone = await openWithScriptsHeld(page, `/play/${code}/setup/`, { reload: true });
  await Promise.all([read, ticket]);
  await slowPhone.letScriptsIn();

  await expect(page.getByText("Helper prediction 3")).toBeVisible();
  // The socket opened with the ticket asked for early: nothing more was asked. The two go out
  // together, so the browser may report them in either order.
  await welcomed;
  expect([...calls].sort()).toEqual([`GET /api/v1/games/${code}?with=entries`, `POST /api/v1/games/${code}/socket-ticket`]);
});
