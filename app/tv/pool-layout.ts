/**
 * How the TV view lays out the pool of predictions so that all of it shows at once, as large
 * as it can (docs/decisions/018-tv-view.md): how many columns, and the font size. Lengths are
 * in ems of the TV's base size (tv-view.css: 1/54 of the screen's height, 20 px at 1080p).
 * The pool's box is fixed and every square clips its text, so nothing can ever scroll; this
 * only chooses the arrangement in which the predictions read best.
 */

/**
 * Squares the TV shows at most: beyond, each would be too small to read from anywhere
 * (12 px at 1080p); the marked ones are shown first (pool-shown.ts).
 */
export const MOST_SQUARES = 100;

/** The pool's box at 16:9, in base ems (tv-view.css keeps it so). */
export const POOL_BOX = { width: 72, height: 44 } as const;
/** Space between squares, and a square's own padding (across, down), in base ems. */
const GAP = 0.5;
const PADDING = { across: 1.1, down: 0.7 } as const;
/** Line height of a prediction, and the height of the line under it (who marked it), in ems of the font. */
const LINE_HEIGHT = 1.15;
const NAME_LINE = 1.0;
/** What a character takes across, on average, in ems of the font (system-ui, mixed case). */
const CHARACTER_WIDTH = 0.5;
/** Words wrap: a line holds fewer characters than fit. */
const WRAP_USE = 0.85;
/** Largest and smallest font, in base ems (52 px and 12 px at 1080p). */
const LARGEST = 2.6;
const SMALLEST = 0.6;
/** A line holds at least this many characters, so words are not broken for want of width. */
const SHORTEST_LINE = 14;
/** At most this many lines: a tall, narrow square reads worse than a smaller font. */
const MOST_LINES = 5;
/** Predictions read in full up to this long; longer ones end in an ellipsis. */
const LONGEST_SHOWN = 96;
const SHORTEST_PLANNED = 16;

export interface PoolLayout {
  columns: number;
  rows: number;
  /** The font size of a prediction, in base ems. */
  fontEm: number;
  /** Lines a prediction may take before it ends in an ellipsis. */
  lines: number;
}

/**
 * The layout for these predictions' lengths: each column count is tried, and the one whose
 * font is largest while most predictions (9 in 10) still show in full wins; between equals,
 * the one whose squares hold the most.
 */
export function poolLayout(textLengths: readonly number[]): PoolLayout {
  const count = Math.max(1, textLengths.length);
  const planned = plannedLength(textLengths);
  let best: (PoolLayout & { holds: number }) | null = null;
  for (let columns = 1; columns <= Math.min(count, 12); columns += 1) {
    const rows = Math.ceil(count / columns);
    const square = {
      width: (POOL_BOX.width - GAP * (columns - 1)) / columns - PADDING.across,
      height: (POOL_BOX.height - GAP * (rows - 1)) / rows - PADDING.down,
    };
    const fontEm = largestFontFor(square, planned);
    const holds = charactersHeld(square, fontEm);
    if (!best || fontEm > best.fontEm || (fontEm === best.fontEm && holds > best.holds)) {
      best = { columns, rows, fontEm, lines: Math.max(1, Math.min(MOST_LINES, linesAt(square.height, fontEm))), holds };
    }
  }
  const { holds: _, ...layout } = best!;
  return layout;
}

/** The length that 9 in 10 predictions do not exceed, within bounds. */
function plannedLength(lengths: readonly number[]): number {
  if (lengths.length === 0) return SHORTEST_PLANNED;
  const sorted = [...lengths].sort((a, b) => a - b);
  const ninetieth = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
  return Math.min(LONGEST_SHOWN, Math.max(SHORTEST_PLANNED, ninetieth));
}

/** Whole lines of a prediction that fit under the font, with the line of who marked it. */
function linesAt(height: number, fontEm: number): number {
  return Math.floor((height / fontEm - NAME_LINE) / LINE_HEIGHT + 1e-9);
}

/** Whole characters a line holds at this font. */
function perLineAt(width: number, fontEm: number): number {
  return Math.floor((width / (fontEm * CHARACTER_WIDTH)) * WRAP_USE);
}

function charactersHeld(square: { width: number; height: number }, fontEm: number): number {
  return perLineAt(square.width, fontEm) * Math.min(MOST_LINES, Math.max(0, linesAt(square.height, fontEm)));
}

/** The largest font at which `characters` fit in a square of this size, to a hundredth of an em. */
function largestFontFor(square: { width: number; height: number }, characters: number): number {
  const fits = (fontEm: number) =>
    linesAt(square.height, fontEm) >= 1 &&
    perLineAt(square.width, fontEm) >= SHORTEST_LINE &&
    charactersHeld(square, fontEm) >= characters;
  for (let fontEm = LARGEST; fontEm > SMALLEST; fontEm = Math.round((fontEm - 0.02) * 100) / 100) {
    if (fits(fontEm)) return fontEm;
  }
  return SMALLEST;
}
