import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { board, createGame, expectNoSidewaysScroll, joinByLink, markSquare, seedEntries } from "./game-steps";

// On 360×640 phones in light and dark: a completed line chimes
// (unless muted in the menu, remembered), someone one away is a tension cue for everyone, and
// a win is celebrated on every screen, the winner's the one worth a photo; reduced motion
// gets no falling confetti.

const PHONE = { width: 360, height: 640 };
/** The middle row: the free centre and four squares around it. */
const MIDDLE_ROW = [0, 1, 3, 4].map((column) => [2, column] as const);
/** app/game/cues.ts, to the hertz: the line's chime ends on G, the win's fanfare on a high C; one away is two low As. */
const LINE_NOTE = 784;
const WIN_NOTE = 1047;
const ONE_AWAY_NOTE = 220;

/** Every note the page's Web Audio plays, by frequency in whole hertz: the sounds a person would hear. */
async function listenToSounds(page: Page) {
  await page.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { notesPlayed: number[] }).notesPlayed = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      played.push(Math.round(this.frequency.value));
      return start.apply(this, args);
    };
  });
}
const notesPlayed = (page: Page) => page.evaluate(() => (window as unknown as { notesPlayed: number[] }).notesPlayed);

async function muteInMenu(page: Page) {
  await page.getByRole("button", { name: "Main menu" }).click();
  const sound = page.getByRole("switch", { name: /Game sounds/ });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await expect(sound).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
}

test.describe("360×640 phones", () => {
  test.use({ viewport: PHONE });

  test("a line chimes, one away is felt by everyone, a win is celebrated; a muted phone stays quiet", async ({
    page: ann,
    newPlayer,
    baseURL,
  }) => {
    await listenToSounds(ann);
    const bob = await newPlayer({ viewport: PHONE });
    await listenToSounds(bob);
    const cleo = await newPlayer({ viewport: PHONE, reducedMotion: "reduce" });

    const code = await createGame(ann, "Ann", "Lucky dip");
    await joinByLink(bob, code, "Bob");
    await joinByLink(cleo, code, "Cleo");
    await expect(cleo).toHaveURL(`/play/${code}/setup/`);
    await seedEntries(await seedPerson(baseURL!), code, 24);
    // Bob mutes his phone in the menu; it is remembered over a reload.
    await muteInMenu(bob);
    await bob.reload();
    await expect(bob.locator("body[data-hydrated]")).toBeAttached();
    await bob.getByRole("button", { name: "Main menu" }).click();
    await expect(bob.getByRole("switch", { name: /Game sounds/ })).not.toBeChecked();
    await bob.keyboard.press("Escape");

    await ann.getByRole("button", { name: "start game" }).click();
    for (const page of [ann, bob, cleo]) await expect(board(page).getByRole("button")).toHaveCount(24);

    for (const [row, column] of MIDDLE_ROW.slice(0, 3)) await markSquare(ann, row, column);
    // The tension cue: everyone is told Ann is one away, the notice marked out.
    // One notice names everyone the mark made one away: Bob may be among them ("You and Ann …").
    const tension = bob.locator(".ticker__notice--tension", { hasText: /(^|, | and )Ann\b.* (is|are) one away$/ });
    await expect(tension).toBeVisible();
    // Others may be named beside her ("You, Bob and Cleo are one away"): their random boards can hold the same three.
    await expect(ann.locator(".ticker__notice--tension", { hasText: /^You\b.* (is|are) one away$/ })).toBeVisible();
    await expect.poll(() => notesPlayed(ann)).toContain(ONE_AWAY_NOTE);

    await markSquare(ann, ...MIDDLE_ROW[3]!);
    await expect(ann.getByRole("button", { name: "Call Bingo" })).toBeInViewport();
    await expect.poll(() => notesPlayed(ann)).toContain(LINE_NOTE);
    await ann.getByRole("button", { name: "Call Bingo" }).click();

    // Everyone's dialog celebrates; the winner's names the game, big.
    const annDialog = ann.getByRole("dialog", { name: "Bingo!" });
    await expect(annDialog).toContainText("You won!");
    await expect(annDialog).toContainText("Lucky dip");
    await expect(annDialog.locator(".celebration__piece").first()).toBeAttached();
    await expect.poll(() => notesPlayed(ann)).toContain(WIN_NOTE);
    const bobDialog = bob.getByRole("dialog", { name: "Bingo!" });
    await expect(bobDialog).toContainText("Ann won!");
    await expect(bobDialog.locator(".celebration__piece").first()).toBeVisible();
    // Reduced motion: the same words, no falling confetti.
    await expect(cleo.getByRole("dialog", { name: "Bingo!" })).toContainText("Ann won!");
    await expect(cleo.locator(".celebration")).toBeHidden();
    // The buttons stay above the celebration, ready to tap.
    await expect(annDialog.getByRole("button", { name: "See the board" })).toBeInViewport();
    await annDialog.getByRole("link", { name: "See the result" }).click({ trial: true });

    // Between rounds, one list: the next round's pool, which says what came true (point 7).
    await bobDialog.getByRole("button", { name: "See the board" }).click();
    await expect(bob.getByRole("heading", { name: /Entries for round 2/ })).toBeVisible();
    await expect(bob.getByRole("heading", { name: /^Entries\b/ })).toHaveCount(1);
    await expectNoSidewaysScroll(bob);

    // Bob muted his phone: not one note.
    expect(await notesPlayed(bob)).toEqual([]);
    await expectNoSeriousViolations(ann);
    await expectNoSeriousViolations(bob);
  });
});
