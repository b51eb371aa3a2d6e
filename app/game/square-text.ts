import type { Language } from "../../shared/languages";
import { graphemes } from "../../shared/graphemes";

/**
 * How a prediction reads inside its square: words never split without a
 * hyphen, wide ones break at their syllables in the square's own language (a hyphenator from
 * that language's patterns, app/game/square-hyphenation.ts), the font fitted to the widest
 * piece that cannot break, and look-alike predictions told apart. Pure functions of the text
 * and the hyphenator, so every render of the same board agrees.
 */

/** Soft hyphen: a break the browser may take, showing a hyphen only if it does. */
const SOFT_HYPHEN = "\u00AD";

/** A language's hyphenation: the word with a soft hyphen at each syllable break it allows. */
export type Hyphenator = (word: string) => string;
/**
 * How wide words break: at syllables (a hyphenator), or cut by hand into pieces of a few
 * letters, with soft hyphens too, while there are no patterns (the moment they take to come,
 * or if they failed to): the text always fits its square, and never breaks without a hyphen.
 */
export type WordBreaking = Hyphenator | null;

/** A square's language (its `lang`: the browser's own hyphenation, where it has it) and how its wide words break. */
export interface SquareWords {
  language: Language | undefined;
  breaking: WordBreaking;
}

/**
 * Rough advance widths in em of a sans-serif's glyphs: enough to size a square's font so its
 * longest word fits, without measuring on the phone (which only hydration could do, after a
 * shift). Taken from a wide font (DejaVu Sans, Linux's default) so narrower ones (Roboto,
 * San Francisco) fit with room to spare; app.css adds a tenth more.
 */
function glyphEm(character: string): number {
  if (/[iljtf.,;:'!|]/.test(character)) return 0.32;
  if (/[mwMW@]/.test(character)) return 0.9;
  if (/[A-Z]/.test(character)) return 0.7;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u.test(character)) return 1;
  return 0.6;
}

/** A grapheme by its first code point (an emoji's is two UTF-16 units). */
const emWidth = (word: string) =>
  graphemes(word).reduce((sum, character) => sum + glyphEm(String.fromCodePoint(character.codePointAt(0)!)), 0);

/**
 * The widest a word may be (in em) before it is broken, with a hyphen: at the smallest font a
 * square uses on a 360 px phone, about this much fits its width.
 */
export const LONGEST_UNBROKEN_EM = 6;
/**
 * Where syllables are known, a word this wide already breaks at them: the font then need not
 * shrink below about 11 px on a 5×5 board at 360 px to fit it whole.
 */
export const HYPHENATED_FROM_EM = 4.5;
/** A hyphen shown where a word breaks, in em (app.css fits the font to the piece with it). */
const HYPHEN_EM = 0.35;
/** A broken word is cut into pieces of this many letters; the last keeps at least three. */
const PIECE = 5;

/** A word too wide for any square, cut into pieces joined by soft hyphens. */
function hyphenated(word: string): string {
  const parts = graphemes(word);
  const pieces: string[] = [];
  for (let start = 0; start < parts.length; start += PIECE) pieces.push(parts.slice(start, start + PIECE).join(""));
  const last = pieces.at(-1)!;
  if (pieces.length > 1 && graphemes(last).length < 3) pieces.splice(-2, 2, pieces.at(-2)! + last);
  return pieces.join(SOFT_HYPHEN);
}

export interface SquareText {
  /** What the square shows: over-wide words carry soft hyphens; a look-alike's shared start is elided. */
  shown: string;
  /** The em width its font is fitted to: its widest unbroken piece. */
  widestEm: number;
}

/** Whether a text has a word a square cannot hold whole at its smaller fonts: its syllables are wanted. */
export function needsBreaking(text: string): boolean {
  return text.split(/\s+/).some((word) => emWidth(word) > HYPHENATED_FROM_EM);
}

/**
 * The pieces a hyphenated word may break into: after each soft hyphen, and after a hyphen of
 * its own ("WLAN-" "Pass" "wort"), each as wide as it shows, with the hyphen a break adds.
 */
function breakablePieces(word: string): Array<{ text: string; em: number }> {
  return word
    .split(/(?<=[\u00AD-])/)
    .map((text) => ({ text, em: emWidth(text.replace(SOFT_HYPHEN, "")) + (text.endsWith(SOFT_HYPHEN) ? HYPHEN_EM : 0) }));
}

/** The text of one square: words too wide broken with hyphens, and the width to fit the font to. */
export function squareText(text: string, breaking: WordBreaking = null): SquareText {
  let widestEm = 1;
  const shown = text
    .split(/(\s+)/)
    .map((token) => {
      if (/^\s*$/.test(token)) return token;
      const width = emWidth(token);
      const syllables = breaking !== null && width > HYPHENATED_FROM_EM;
      if (!syllables && width <= LONGEST_UNBROKEN_EM) {
        widestEm = Math.max(widestEm, width);
        return token;
      }
      if (!syllables) {
        widestEm = LONGEST_UNBROKEN_EM;
        return hyphenated(token);
      }
      // At its syllables; a piece still too wide (a word without any, "WWWW…") is cut by hand.
      return breakablePieces(breaking!(token))
        .map((piece) => {
          if (piece.em <= LONGEST_UNBROKEN_EM) {
            widestEm = Math.max(widestEm, piece.em);
            return piece.text;
          }
          widestEm = LONGEST_UNBROKEN_EM;
          return piece.text.endsWith(SOFT_HYPHEN) ? hyphenated(piece.text.slice(0, -1)) + SOFT_HYPHEN : hyphenated(piece.text);
        })
        .join("");
    })
    .join("");
  return { shown, widestEm: Math.round(widestEm * 100) / 100 };
}

/**
 * Shared starts shorter than this are no reason to elide: a square shows about this much of
 * a text before it is cut off, so the difference is already in view ("Prediction 12 happens").
 */
const LOOK_ALIKE_PREFIX = 28;
/** An ellipsis held to the word after it (a word joiner), so it never sits alone on a line. */
export const ELLIPSIS = "…\u2060";

/**
 * Predictions that start alike show where they differ: "Grandma asks about the
 * weather forecast for tomorrow morning" and "… evening" look the same once a square cuts
 * them off. Each such text keeps the word before the first difference, and its shared start
 * becomes an ellipsis: "…tomorrow morning", "…tomorrow evening". Others are unchanged.
 */
export function distinctTexts(texts: readonly string[]): Map<string, string> {
  const shown = new Map<string, string>();
  for (const text of texts) {
    let shared = 0;
    for (const other of texts) if (other !== text) shared = Math.max(shared, commonPrefixLength(text, other));
    shown.set(text, shared >= LOOK_ALIKE_PREFIX ? ELLIPSIS + text.slice(keptFrom(text, shared)) : text);
  }
  return shown;
}

function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let index = 0;
  while (index < length && a[index] === b[index]) index += 1;
  return index;
}

/** Where the shown end starts: at the word before the one in which the texts part. */
function keptFrom(text: string, shared: number): number {
  const wordStart = (at: number) => {
    let index = at;
    while (index > 0 && !/\s/.test(text[index - 1]!)) index -= 1;
    return index;
  };
  const differing = wordStart(shared);
  let before = differing;
  while (before > 0 && /\s/.test(text[before - 1]!)) before -= 1;
  return before > 0 ? wordStart(before) : differing;
}
