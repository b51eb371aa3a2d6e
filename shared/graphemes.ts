/** One segmenter for every use: making one is costly on a slow phone, using it is not. */
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The text as people see its characters: an emoji of several code points joined (a family, a
 * flag) is one. Where the engine has no Intl.Segmenter, code points, which at least never
 * split a surrogate pair.
 */
export function graphemes(text: string): string[] {
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/** The longest start of the text within `maxUnits` UTF-16 units (as length limits count) that ends between characters. */
export function cutBetweenCharacters(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let cut = "";
  for (const character of graphemes(text)) {
    if (cut.length + character.length > maxUnits) break;
    cut += character;
  }
  return cut;
}
