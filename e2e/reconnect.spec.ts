import type { Page, WebSocketRoute } from "@playwright/test";
import { seedPerson, type Seeder } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, entryItem, seedEntries } from "./game-steps";

/**
 * The live connection never gives up while the page is open. A phone that was
 * offline or asleep for minutes gets no 'session timed out' alert, reconnects the moment
 * the browser is back (the page's clock stands still, so no back-off timer can be what
 * reconnects it), and shows what others did meanwhile.
 */

async function startedGame(page: Page, baseURL: string) {
  const code = await createGame(page, "Host", "Long night");
  const helper = await seedPerson(baseURL);
  await seedEntries(helper, code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  return { code, helper };
}

/** Every alert the page raises from now on. */
function alertsOf(page: Page) {
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

/** The helper marks an entry; returns its text. */
async function helperMarks(helper: Seeder, code: string) {
  const entries = await helper.call<{ id: number; text: string }[]>("GET", `/entries?game=${code}`);
  await helper.call("PUT", `/entries/${entries[3]!.id}`, { isMarked: true });
  return entries[3]!.text;
}

/**
 * The game's socket passes through the test, which can drop it and keep the server away
 * (in Chromium, offline mode stops new connections but leaves an open socket alone).
 */
async function routeGameSocket(page: Page) {
  const server = { up: true, current: undefined as WebSocketRoute | undefined };
  await page.routeWebSocket(/\/socket\?ticket=/, (socket) => {
    server.current = socket;
    if (server.up) socket.connectToServer();
    else void socket.close({ code: 1011, reason: "Server away" });
  });
  return {
    server,
    /** The connection is lost, and the server stays out of reach until `server.up` again. */
    async drop() {
      server.up = false;
      await server.current!.close({ code: 1011, reason: "Server away" });
    },
  };
}

/** The page's reads of the game and its entries from now on. */
function gameReads(page: Page, code: string) {
  const reads: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname + new URL(request.url()).search;
    const read = [`/api/v1/games/${code}`, `/api/v1/games/${code}?with=entries`, `/api/v1/entries?game=${code}`].includes(path);
    if (request.method() === "GET" && read) reads.push(path);
  });
  return reads;
}

const reconnecting = (page: Page) => page.getByRole("status").filter({ hasText: "Reconnecting…" });

const failedTicket = (page: Page) =>
  page.waitForEvent("requestfailed", { predicate: (request) => request.url().endsWith("/socket-ticket") });

/**
 * A started game whose socket the test controls, with the page's clock paused (so nothing
 * but the browser coming back can reconnect it) and every alert collected.
 */
async function gameAboutToLoseItsSocket(page: Page, baseURL: string) {
  const socket = await routeGameSocket(page);
  const { code, helper } = await startedGame(page, baseURL);
  const alerts = alertsOf(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  return {
    socket,
    /** While away, the helper marks an entry; once `comeBack` has run, the page shows it, with no alert ever raised. */
    async expectCaughtUpAfter(comeBack: () => Promise<void>) {
      const marked = await helperMarks(helper, code);
      socket.server.up = true;
      const reads = gameReads(page, code);
      await comeBack();
      await expect(entryItem(page, marked)).toContainText("✓ Helper");
      await expect(reconnecting(page)).toHaveCount(0);
      expect(alerts).toEqual([]);
      // The new socket's first message was the whole game: nothing was read for it.
      expect(reads).toEqual([]);
    },
  };
}

test("three minutes offline: no alert, and back online the screen shows a mark made meanwhile", async ({
  page,
  baseURL,
}) => {
  const game = await gameAboutToLoseItsSocket(page, baseURL!);

  await page.context().setOffline(true);
  await game.socket.drop();
  await expect(reconnecting(page)).toBeVisible();
  // Three minutes of the page's time, then two more failed tries: the app used to give up
  // after one minute with the alert.
  await page.clock.runFor(180_000);
  for (let round = 0; round < 2; round += 1) {
    const failure = failedTicket(page);
    await page.clock.runFor(15_000);
    await failure;
  }
  await expect(reconnecting(page)).toBeVisible();

  await game.expectCaughtUpAfter(() => page.context().setOffline(false));
});

test("a tab hidden while the server was unreachable reconnects the moment it is shown again", async ({
  page,
  baseURL,
}) => {
  const game = await gameAboutToLoseItsSocket(page, baseURL!);

  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility("hidden");
  await game.socket.drop();
  await expect(reconnecting(page)).toBeVisible();
  await page.clock.runFor(180_000);
  await expect(reconnecting(page)).toBeVisible();

  await game.expectCaughtUpAfter(() => setVisibility("visible"));
});
