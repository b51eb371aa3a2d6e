import { describe, expect, it } from "vitest";
import { hyphenateSync as english } from "hyphen/en-gb";
import { hyphenateSync as german } from "hyphen/de";
import { distinctTexts, LONGEST_UNBROKEN_EM, needsBreaking, squareText } from "./square-text";

const SOFT_HYPHEN = "\u00AD";

describe("a square's text", () => {
  it("leaves ordinary words whole, and fits the font to the widest", () => {
    for (const word of ["tomorrow", "Somebody", "mentioned", "something", "…tomorrow"]) {
      expect(squareText(word).shown).toBe(word);
    }
    const { shown, widestEm } = squareText("Somebody mentions the Queen or King");
    expect(shown).toBe("Somebody mentions the Queen or King");
    expect(widestEm).toBeGreaterThan(3);
    expect(widestEm).toBeLessThanOrEqual(LONGEST_UNBROKEN_EM);
    expect(squareText("Uncle Bob").widestEm).toBeLessThan(widestEm);
  });

  it("breaks only a word too wide for any square, with soft hyphens (shown as a hyphen where it breaks)", () => {
    const { shown, widestEm } = squareText(`Grandpa says ${"M".repeat(40)}`);
    expect(shown.startsWith("Grandpa says ")).toBe(true);
    const pieces = shown.slice("Grandpa says ".length).split(SOFT_HYPHEN);
    expect(pieces.join("")).toBe("M".repeat(40));
    expect(pieces.every((piece) => piece.length >= 3 && piece.length <= 7)).toBe(true);
    expect(widestEm).toBe(LONGEST_UNBROKEN_EM);
  });

  it("never cuts an emoji or a letter with its accent apart", () => {
    const family = "👨‍👩‍👧‍👦";
    const { shown } = squareText(family.repeat(12));
    expect(shown.split(SOFT_HYPHEN).every((piece) => piece.length % family.length === 0)).toBe(true);
    const accented = "e\u0301".repeat(20);
    expect(squareText(accented).shown.split(SOFT_HYPHEN).every((piece) => piece.length % 2 === 0)).toBe(true);
  });
});

describe("a square's wide words, with their language's syllables", () => {
  const syllables = (text: string) => text.replaceAll(SOFT_HYPHEN, "|");

  it("break at syllables, not every five letters", () => {
    expect(syllables(squareText("Bartholomew unexpectedly arrives", english).shown)).toBe("Bartho|lomew un|ex|pec|tedly arrives");
    expect(syllables(squareText("Opa fragt nach dem WLAN-Passwort", german).shown)).toBe("Opa fragt nach dem WLAN-Pass|wort");
  });

  it("fit the font to the widest piece, hyphen included, not to the whole word", () => {
    const whole = squareText("Weihnachtsgans", null);
    const broken = squareText("Weihnachtsgans", german);
    expect(syllables(broken.shown)).toBe("Weih|nachts|gans");
    expect(broken.widestEm).toBeLessThan(whole.widestEm);
    expect(broken.widestEm).toBeGreaterThan(3);
  });

  it("cut a word without syllables by hand, as every wide word is while there are no patterns", () => {
    const w = "W".repeat(40);
    expect(squareText(w, english).shown.split(SOFT_HYPHEN).join("")).toBe(w);
    expect(squareText(w, english).shown).toContain(SOFT_HYPHEN);
    expect(squareText(w, english)).toEqual(squareText(w, null));
  });

  it("are wanted only for a text with a word too wide to keep whole", () => {
    expect(needsBreaking("Uncle Bob asks for more wine")).toBe(false);
    expect(needsBreaking("Geburtstagsfeier")).toBe(true);
  });
});

describe("look-alike predictions", () => {
  const morning = "Grandma asks about the weather forecast for tomorrow morning";
  const evening = "Grandma asks about the weather forecast for tomorrow evening";

  it("show where they differ: the shared start elided, the word before the difference kept", () => {
    const shown = distinctTexts([morning, evening, "Uncle Bob asks for more wine"]);
    expect(shown.get(morning)).toBe("…\u2060tomorrow morning");
    expect(shown.get(evening)).toBe("…\u2060tomorrow evening");
    expect(shown.get("Uncle Bob asks for more wine")).toBe("Uncle Bob asks for more wine");
  });

  it("are left alone when they part early enough for a square to show it", () => {
    const shown = distinctTexts(["Grandma sings", "Grandpa sings", "Prediction number 12 happens", "Prediction number 13 happens"]);
    expect(shown.get("Grandma sings")).toBe("Grandma sings");
    expect(shown.get("Prediction number 12 happens")).toBe("Prediction number 12 happens");
  });

  it("keep the word they part in whole", () => {
    const sofa = "Someone spills the glass of red wine all over the sofa";
    const carpet = "Someone spills the glass of red wine all over the carpet";
    const shown = distinctTexts([sofa, carpet]);
    expect(shown.get(sofa)).toBe("…\u2060the sofa");
    expect(shown.get(carpet)).toBe("…\u2060the carpet");
  });
});
