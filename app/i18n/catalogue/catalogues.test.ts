import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../shared/languages";
import { CATALOGUES } from "./catalogues.server";

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its path, e.g. `play.callBingo` or `play.players.one`. */
function texts(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = texts(CATALOGUES.en as unknown as Tree);
/** A plural's `one` may say "a" where English says "{count}"; its `other` must keep every place. */
const isOneForm = (path: string) => path.endsWith(".one");

describe.each(LANGUAGES.filter((language) => language !== "en"))("the %s catalogue", (language) => {
  const translated = texts(CATALOGUES[language] as unknown as Tree);

  it("has every text English has, and none English lacks", () => {
    const missing = [...english.keys()].filter((path) => !translated.has(path) && !/\.(zero|two|few|many)$/.test(path));
    const extra = [...translated.keys()].filter((path) => !english.has(path) && !/\.(zero|two|few|many)$/.test(path));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("fills in the same places as English", () => {
    const mismatched = [...english]
      .filter(([path]) => translated.has(path) && !isOneForm(path))
      .filter(([path, text]) => places(translated.get(path)!).join() !== places(text).join())
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });

  it("leaves no text empty", () => {
    expect([...translated].filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
  });
});
