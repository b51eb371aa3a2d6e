import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, boardCell, createGame, escapeRegExp, seedEntries, square, squareText } from "./game-steps";

/** Taps that feel instant. */

/** app/game/first-play-hint.tsx's FIRST_PLAY_HINT. */
const HINT = "Tap once to select, again to mark.";
const MARK = /\/api\/v1\/entries\/\d+$/;
/** shared/refusal-messages.ts' gameNotInPlay, as the server words it. */
const NOT_IN_PLAY = "Entries can be marked only while the game is being played.";

/**
 * The game's socket passes through the test: a mark sent on it waits for `marks.held`, or is
 * answered with `marks.refusal` as the room would word it; everything else goes straight on.
 */
async function routeSocketMarks(page: Page) {
  const marks = { sent: [] as string[], held: Promise.resolve(), refusal: null as null | { code: string; errors: Record<string, string[]> } };
  await page.routeWebSocket(/\/socket\?ticket=/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage(async (message) => {
      const mark = typeof message === "string" && message.includes('"type":"mark"') ? (JSON.parse(message) as { id: string }) : null;
      if (mark) {
        marks.sent.push(message as string);
        if (marks.refusal) return socket.send(JSON.stringify({ event: "mark-answer", id: mark.id, refusal: marks.refusal }));
        await marks.held;
      }
      server.send(message);
    });
  });
  return marks;
}

/** Every mark the page sends as a PUT from now on. */
function markPuts(page: Page) {
  const puts: string[] = [];
  page.on("request", (request) => request.method() === "PUT" && MARK.test(request.url()) && puts.push(request.url()));
  return puts;
}

test("a mark shows at once, a refused one rolls back with the reason, and the first-play hint goes after the first mark", async ({
  page,
  baseURL,
}) => {
  const marks = await routeSocketMarks(page);
  const puts = markPuts(page);
  await page.clock.install();
  const code = await createGame(page, "Ann", "Instant taps");
  await seedEntries(await seedPerson(baseURL!), code, 24);
  await page.getByRole("button", { name: "start game" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page.getByText(HINT)).toBeVisible();

  // The room is slow to answer this mark: the square is marked before it has. (Page time
  // stands still meanwhile, so the mark waits on its socket rather than going as a PUT.)
  let release!: () => void;
  marks.held = new Promise<void>((resolve) => (release = resolve));
  await page.clock.pauseAt(Date.now() + 1_000);
  const first = square(page, 0, 0);
  const firstText = escapeRegExp(await squareText(first));
  await first.click();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}, saving$`));
  // Selection lets go after a mark, and the hint has done its job.
  await expect(boardCell(page, 0, 0)).toHaveAttribute("aria-selected", "false");
  await expect(page.getByText(HINT)).toHaveCount(0);
  release();
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}$`));
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await page.clock.resume();
  // It went over the game's open socket, not as a request of its own.
  expect(marks.sent).toHaveLength(1);
  expect(puts).toEqual([]);

  // The server refuses the next one (the host ended the game meanwhile, say): the room says
  // so, and the app asks again as a PUT for the words in the page's language.
  marks.refusal = { code: "GAME_NOT_IN_PLAY", errors: { game: [NOT_IN_PLAY] } };
  await page.route(MARK, (route) =>
    route.fulfill({
      status: 409,
      json: { code: "GAME_NOT_IN_PLAY", errors: { game: [NOT_IN_PLAY] } },
    }),
  );
  const second = square(page, 1, 1);
  const secondText = await squareText(second);
  await second.click();
  await second.click();
  await expect(page.getByRole("alert")).toHaveText(`"${secondText}" was not marked: ${NOT_IN_PLAY}`);
  await expect(second).toHaveAttribute("aria-pressed", "false");
  await expect(first).toHaveAttribute("aria-pressed", "true");

  // The hint is remembered as done on this device, even with none of my marks left on the board.
  marks.refusal = null;
  await page.unroute(MARK);
  await first.click();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "false");
  await expect(first).toHaveAccessibleName(new RegExp(`^${firstText}$`));
  await page.reload();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page.getByText(HINT)).toHaveCount(0);
});
