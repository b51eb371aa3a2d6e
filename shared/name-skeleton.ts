import { blankSymbolsAsSpaces, comparableText } from "./typed-text";

/**
 * Letters of other scripts that people cannot tell from a Latin one in a name: the common
 * Cyrillic, Greek and Armenian look-alikes, and Latin's own dotless and script forms, each
 * as the lower-case Latin letter it passes for (after case folding: a capital's look decides,
 * since names start with one, so Greek "Η"/"η" is "h"). A small, deliberate subset of
 * Unicode's confusables (UTS #39): enough that "Аnn" with a Cyrillic А is not a second Ann.
 * Full-width and mathematical letters need no entry: NFKC already makes them Latin.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: "a", в: "b", ь: "b", с: "c", ԁ: "d", е: "e", һ: "h", н: "h", і: "i", ӏ: "l", ј: "j", к: "k",
  м: "m", п: "n", о: "o", р: "p", ԛ: "q", ѕ: "s", т: "t", у: "y", ү: "y", ԝ: "w", х: "x",
  // Greek
  α: "a", β: "b", ϲ: "c", ε: "e", γ: "y", η: "h", ι: "i", ϳ: "j", κ: "k", μ: "m", ν: "n", ο: "o",
  ρ: "p", τ: "t", υ: "y", χ: "x", ω: "w", ζ: "z",
  // Armenian
  հ: "h", ո: "n", օ: "o", ս: "u",
  // Latin's own
  ı: "i", ɩ: "i", ɑ: "a", ɡ: "g",
};

/**
 * The form two screen names are compared in to tell whether they look alike (DESIGN.md: a
 * name taken in the game gets " (2)"): comparableText's (NFKC, case folding, spacing, no
 * invisible characters), blank-looking symbols as spaces, and each look-alike letter as the
 * Latin letter it passes for; accents are kept (decomposed, mapped, recomposed), so "Zoë" and
 * "Zoe" stay two names while "Zоë" with a Cyrillic о is "Zoë".
 */
export function nameSkeleton(name: string): string {
  const letters = Array.from(comparableText(name).normalize("NFD"), (char) => LOOK_ALIKES[char] ?? char);
  return blankSymbolsAsSpaces(letters.join("").normalize("NFC")).replace(/\s+/gu, " ").trim();
}
