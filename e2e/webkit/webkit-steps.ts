import { expect } from "@playwright/test";
import type { WebKit } from "./webkit-fixture";

/**
 * A player's steps in WebKit, over WebDriver: the same screens and words as the Chromium
 * steps in ../game-steps.ts. Every wait is for something on the screen (expect.poll).
 */

export async function openHydrated(webkit: WebKit, url: string) {
  await webkit.url(url);
  await expect
    .poll(() => webkit.execute(() => document.body?.dataset.hydrated === "true"), { message: `${url} hydrates` })
    .toBe(true);
}

export async function fill(webkit: WebKit, selector: string, text: string) {
  const field = webkit.$(selector);
  await field.waitForDisplayed();
  await field.setValue(text);
}

/** A button by its exact visible text, as a person finds it. */
export async function tapButton(webkit: WebKit, text: string) {
  const button = webkit.$(`button=${text}`);
  await button.waitForClickable();
  await button.click();
}

export async function expectPath(webkit: WebKit, path: RegExp) {
  await expect.poll(async () => new URL(await webkit.getUrl()).pathname).toMatch(path);
}

/**
 * The element's shown text, read in one step inside the page: a handle taken first and read after
 * goes stale when React draws the element again in between (CI once failed on that, 2026-11-28).
 */
export async function expectText(webkit: WebKit, selector: string, text: string | RegExp) {
  await expect
    .poll(() =>
      webkit.execute((found) => {
        const element = document.querySelector<HTMLElement>(found);
        return element && element.getClientRects().length > 0 ? element.innerText : "";
      }, selector),
    )
    .toMatch(text);
}

export async function addEntry(webkit: WebKit, text: string) {
  await fill(webkit, 'textarea[name="text"]', text);
  await tapButton(webkit, "Add Entry");
  await expect.poll(() => entryTexts(webkit)).toContain(text);
}

export async function entryTexts(webkit: WebKit): Promise<string[]> {
  return webkit.execute(() =>
    Array.from(document.querySelectorAll(".entry-list__text"), (node) => node.textContent ?? ""),
  );
}

const BOARD = '[role="grid"][aria-label="Your bingo board"]';

const cellSelector = (row: number, column: number) =>
  `${BOARD} [role="row"]:nth-child(${row + 1}) [role="gridcell"]:nth-child(${column + 1})`;

export function square(webkit: WebKit, row: number, column: number) {
  return webkit.$(`${cellSelector(row, column)} button`);
}

export async function boardSquareCount(webkit: WebKit): Promise<number> {
  return webkit.execute((board) => document.querySelectorAll(`${board} [role="gridcell"]`).length, BOARD);
}

export async function expectBoardDealt(webkit: WebKit) {
  // 25 cells: 24 entries and the free centre.
  await expect.poll(() => boardSquareCount(webkit), { message: "the board is dealt" }).toBe(25);
  // Polled too: the 25 cells can be in the page a frame before the free centre is laid out
  // (CI once found it not yet displayed right after the count).
  await expect
    .poll(
      () =>
        webkit.execute((free) => (document.querySelector(free)?.getClientRects().length ?? 0) > 0, `${BOARD} [aria-label="Free square"]`),
      { message: "the free centre shows" },
    )
    .toBe(true);
}

/**
 * A square's words, as its prediction reads elsewhere: without the soft hyphens at which a
 * square breaks wide words (docs/decisions/026). (WebDriver's "element text" comes back empty
 * for the board's squares in WebKitGTK 2.50, so this reads the text the button holds.)
 */
export async function squareText(target: ReturnType<typeof square>): Promise<string> {
  return String(await target.getProperty("textContent")).replaceAll("\u00AD", "");
}

/** SPEC §4: tap once to select, tap the selected square again to mark. */
export async function markSquare(webkit: WebKit, row: number, column: number): Promise<string> {
  const target = square(webkit, row, column);
  const text = await squareText(target);
  const cell = webkit.$(cellSelector(row, column));
  // Selected and marked are states (aria-selected, aria-pressed), not words in the label.
  await target.click();
  await expect.poll(() => cell.getAttribute("aria-selected")).toBe("true");
  await target.click();
  await expect.poll(() => target.getAttribute("aria-pressed")).toBe("true");
  // Saved (no longer "…, saving"), and the square let go so a third tap would not unmark it.
  await expect.poll(() => target.getAttribute("aria-label")).toBeNull();
  await expect.poll(() => cell.getAttribute("aria-selected")).toBe("false");
  return text;
}

/** The winner dialog's words, once it is open. */
export async function winnerDialogText(webkit: WebKit): Promise<string> {
  await expectText(webkit, "dialog[open]", /\S/);
  return webkit.execute(() => document.querySelector<HTMLElement>("dialog[open]")?.innerText ?? "");
}
