/**
 * Marks tapped and not yet answered, kept on this device until the game answers them
 * (docs/decisions/036-marks-kept-on-the-phone.md).
 *
 * The page that sends a mark retries it for as long as the phone is offline, but only while
 * the page lives. A browser that puts the tab away while a photo is taken at the table, a
 * reload on patchy Wi-Fi, a phone that restarts: the mark went with the page. Kept here, the
 * next play screen of that game sends it again, with the version and round it was tapped on,
 * so the server drops one that someone else's change or a new round overtook
 * (MARK_SUPERSEDED) instead of applying it over theirs.
 *
 * Kept in localStorage (kept-by-game.ts).
 */

import { keptByGame } from "./kept-by-game";

/** A mark as the player tapped it. */
export interface TappedMark {
  entryId: number;
  isMarked: boolean;
  /** The game's version the screen showed at the tap. */
  basedOnVersion: number;
  /** The round the square was tapped in: a mark of a round that is over is never sent. */
  round: number;
  /** Whose tap: another account signed in on this device never sends it. */
  playerId: number;
  tappedAt: number;
}

/** An evening's game: a mark older than this is not sent, whatever became of the game. */
export const UNANSWERED_MARKS_KEPT_MS = 12 * 60 * 60_000;

const kept = keptByGame("bingo:unanswered-marks", isTappedMark, (mark) => mark.tappedAt, UNANSWERED_MARKS_KEPT_MS);

/** The marks this page is sending now: an earlier page's are the others. */
const sending = new Set<string>();
const sendingKey = (code: string, mark: TappedMark) => `${code}:${mark.entryId}:${mark.tappedAt}`;

/** Kept until answered. A later tap of the same square replaces an earlier one: marks are absolute. */
export function keepUnansweredMark(code: string, mark: TappedMark): void {
  sending.add(sendingKey(code, mark));
  kept.keep(code, mark, (earlier) => earlier.entryId === mark.entryId);
}

/** Answered (saved, superseded or refused): forgotten, unless a later tap of that square replaced it. */
export function forgetAnsweredMark(code: string, mark: TappedMark): void {
  sending.delete(sendingKey(code, mark));
  kept.forget(code, (each) => sameTap(each, mark));
}

/**
 * The player's marks of this game that an earlier page kept and nobody answered, oldest first.
 * Those past UNANSWERED_MARKS_KEPT_MS are forgotten here.
 */
export function unansweredMarksOf(code: string, playerId: number, now = Date.now()): TappedMark[] {
  return kept
    .of(code, now)
    .filter((mark) => mark.playerId === playerId && !sending.has(sendingKey(code, mark)))
    .sort((a, b) => a.tappedAt - b.tappedAt);
}

const sameTap = (a: TappedMark, b: TappedMark) => a.entryId === b.entryId && a.tappedAt === b.tappedAt;

function isTappedMark(value: unknown): value is TappedMark {
  if (typeof value !== "object" || value === null) return false;
  const mark = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(mark.entryId) &&
    typeof mark.isMarked === "boolean" &&
    Number.isSafeInteger(mark.basedOnVersion) &&
    Number.isSafeInteger(mark.round) &&
    Number.isSafeInteger(mark.playerId) &&
    Number.isSafeInteger(mark.tappedAt)
  );
}
