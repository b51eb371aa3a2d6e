/**
 * Rules for text people type (names, descriptions, entries). Text is stored as typed,
 * apart from surrounding spaces, and always rendered as text, never as HTML.
 */

/** Format characters take no room on screen: zero-width spaces and joiners, direction marks. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/u;
const WHITESPACE_RUNS = /\s+/gu;

/** True when nothing of the text would show: only spaces and invisible characters. */
export function isBlank(text: string): boolean {
  return text.replace(FORMAT_CHARACTERS, "").trim() === "";
}

/** Control characters (NUL, escape, …) never belong in a name; line breaks do in an entry. */
export function hasControlCharacters(text: string, { multiLine }: { multiLine: boolean }): boolean {
  return (multiLine ? CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS : CONTROL_CHARACTERS).test(text);
}

/**
 * The form two entries are compared in (DESIGN.md: duplicates are case and space
 * insensitive): invisible characters dropped, runs of whitespace made one space,
 * canonical Unicode composition, lower case.
 */
export function normalizeEntryText(text: string): string {
  return text
    .normalize("NFC")
    .replace(FORMAT_CHARACTERS, "")
    .replace(WHITESPACE_RUNS, " ")
    .trim()
    .toLowerCase();
}
