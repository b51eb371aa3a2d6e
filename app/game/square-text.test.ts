import { describe, expect, it } from "vitest";
import { distinctTexts, LONGEST_UNBROKEN_EM, squareText } from "./square-text";

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
