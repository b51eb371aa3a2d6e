import { seedPerson, type Seeder } from "../api-seed";
import { seedEntries } from "../game-steps";
import { expect, test } from "./webkit-fixture";
import {
  addEntry,
  entryTexts,
  expectBoardDealt,
  expectPath,
  expectText,
  fill,
  markSquare,
  openHydrated,
  square,
  squareText,
  tapButton,
  winnerDialogText,
} from "./webkit-steps";

/**
 * The core flow on WebKit (docs/decisions/011-webkit-engine.md): most phones at a family table
 * are iPhones. WebKit is one person; the others play through the API, as another phone would.
 */

interface GameWithBoard {
  code: string;
  players: Array<{ screenName: string; boardEntries?: number[] }>;
}

async function entryIdsByText(person: Seeder, code: string): Promise<Map<string, number>> {
  const entries = await person.call<Array<{ id: number; text: string }>>("GET", `/entries?game=${code}`);
  return new Map(entries.map((entry) => [entry.text, entry.id]));
}

test("in WebKit a creator makes a game, adds entries, starts it, sees a friend's mark and wins", async ({
  webkit,
  baseURL,
}) => {
  await openHydrated(webkit, `${baseURL}/create/`);
  await fill(webkit, 'input[name="screenName"]', "Grandma");
  await fill(webkit, 'input[name="gameName"]', "Christmas Eve");
  await tapButton(webkit, "proceed");
  await expectPath(webkit, /^\/play\/[A-Z2-9]{8}\/setup\/$/);
  await expectText(webkit, "main h1", "Christmas Eve");
  const code = /\/play\/([A-Z2-9]{8})\//.exec(await webkit.getUrl())![1]!;

  const helper = await seedPerson(baseURL!);
  await seedEntries(helper, code, 22);
  await expectText(webkit, "main", "2 more entries needed to start a game");
  await addEntry(webkit, "Grandma prediction 1");
  await addEntry(webkit, "Grandma prediction 2");
  await tapButton(webkit, "start game");

  await expectPath(webkit, new RegExp(`^/play/${code}/$`));
  await expectBoardDealt(webkit);

  // A friend's mark on an entry off the top row reaches this screen live.
  const topRow = await Promise.all([0, 1, 2, 3, 4].map((column) => squareText(square(webkit, 0, column))));
  const ids = await entryIdsByText(helper, code);
  const offRow = (await entryTexts(webkit)).find((text) => !topRow.includes(text))!;
  await helper.call("PUT", `/entries/${ids.get(offRow)}`, { isMarked: true });
  await expect
    .poll(() => webkit.execute((text) => {
      const item = Array.from(document.querySelectorAll(".entry-list__item")).find(
        (node) => node.querySelector(".entry-list__text")?.textContent === text,
      );
      return item?.textContent ?? "";
    }, offRow))
    .toContain("✓ Helper");

  for (let column = 0; column < 5; column += 1) await markSquare(webkit, 0, column);
  await tapButton(webkit, "Call Bingo");
  expect(await winnerDialogText(webkit)).toContain("You won!");
});

test("in WebKit a friend joins by link, adds an entry, marks, and sees who won", async ({ webkit, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<GameWithBoard>("POST", "/games", {
    screenName: "Host",
    gameName: "Thanksgiving",
    description: "",
  });
  for (let index = 1; index <= 23; index += 1) {
    await host.call("POST", "/entries", { gameCode: code, text: `Host prediction ${index}` });
  }

  await openHydrated(webkit, `${baseURL}/join/${code}/`);
  expect(await webkit.$('input[name="code"]').getValue()).toBe(code);
  await fill(webkit, 'input[name="screenName"]', "Ann");
  await tapButton(webkit, "next");
  await expectPath(webkit, new RegExp(`^/play/${code}/setup/$`));
  await addEntry(webkit, "Ann prediction 1");
  await expectText(webkit, "main", "Or keep adding entries for more variety!");

  // The host starts on their phone: this screen goes to the board by itself.
  const started = await host.call<GameWithBoard>("PUT", `/games/${code}/start-game`);
  await expectPath(webkit, new RegExp(`^/play/${code}/$`));
  await expectBoardDealt(webkit);
  const marked = await markSquare(webkit, 2, 0);

  // The host marks a full line of their own board and calls Bingo.
  const hostBoard = started.players.find((player) => player.screenName === "Host")!.boardEntries!;
  for (const entryId of hostBoard.slice(0, 5)) {
    await host.call("PUT", `/entries/${entryId}`, { isMarked: true });
  }
  await host.call("PUT", `/games/${code}/call-bingo`);
  expect(await winnerDialogText(webkit)).toContain("Host won!");
  // Between rounds the list is the next round's pool: it still names the mark.
  await expect.poll(() => entryTexts(webkit)).toContain(marked);
});
