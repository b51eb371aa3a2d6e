/**
 * Rules for text people type (names, descriptions, entries). Text is stored as typed,
 * apart from surrounding spaces, and always rendered as text, never as HTML.
 */

/** Format characters take no room on screen: zero-width spaces and joiners, direction marks. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** One line: no control character, nor Unicode's own line and paragraph separators (U+2028, U+2029). */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/u;
const WHITESPACE_RUNS = /\s+/gu;

/**
 * Letters and symbols that show as a blank though Unicode calls them neither space nor
 * format: Braille's blank pattern (U+2800), the Hangul fillers (U+115F, U+1160, U+3164,
 * U+FFA0) and the musical null notehead (U+1D159). A name of them looks like no name at all.
 */
const BLANK_SYMBOLS = /[\u2800\u115F\u1160\u3164\uFFA0\u{1D159}]/gu;
/** Everything that shows as nothing or as a space. */
const BLANK_LOOKING = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0\u{1D159}]/gu;

/** True when nothing of the text would show: only spaces, invisible and blank-looking characters. */
export function isBlank(text: string): boolean {
  return text.replace(BLANK_LOOKING, "") === "";
}

/** The text with each blank-looking symbol (BLANK_SYMBOLS) made a plain space, as it looks. */
export function blankSymbolsAsSpaces(text: string): string {
  return text.replace(BLANK_SYMBOLS, " ");
}

/** Control characters (NUL, escape, …) never belong in a name; line breaks do in an entry. */
export function hasControlCharacters(text: string, { multiLine }: { multiLine: boolean }): boolean {
  return (multiLine ? CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS : CONTROL_CHARACTERS).test(text);
}

/**
 * Characters that change how the text around them is shown without showing themselves:
 * direction overrides, embeddings, isolates and marks ("\u202Enimda" shows as "admin"),
 * and every default-ignorable code point (zero-width spaces, word joiners, fillers,
 * variation selectors, tags). Refused in everything people type (docs/decisions/012).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** Whole emoji (with their joiners, variation selectors and tags) are ordinary text. */
const EMOJI = /\p{RGI_Emoji}/gv;
/** Zero-width (non-)joiners between letters are spelling in Persian and Indic scripts. */
const JOINERS_IN_WORDS = /(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;

export function hasHiddenCharacters(text: string): boolean {
  if (BIDI_CONTROLS.test(text)) return true;
  return DEFAULT_IGNORABLE.test(text.replace(EMOJI, "").replace(JOINERS_IN_WORDS, ""));
}

/**
 * The form two names or two entries are compared in (DESIGN.md: duplicates are case and
 * space insensitive): compatibility-normalised (NFKC: "ﬁ" is "fi", full-width "Ａ" is "A"),
 * case-folded ("STRASSE" and "straße" are one word), invisible characters dropped, runs
 * of whitespace made one space. Upper then lower case is JavaScript's nearest to full case
 * folding (ß → SS → ss, final ς → Σ → σ).
 */
export function comparableText(text: string): string {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC")
    .replace(FORMAT_CHARACTERS, "")
    .replace(WHITESPACE_RUNS, " ")
    .trim();
}

/** Entries that compare equal are duplicates in a game. */
export const normalizeEntryText = comparableText;
