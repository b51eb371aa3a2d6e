import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import { nextYearName, yearOfGame } from "./next-year-name";

describe("nextYearName", () => {
  it("moves the name's year on by one", () => {
    expect(nextYearName("Christmas 2026", 2026)).toBe("Christmas 2027");
    expect(nextYearName("2026 family Christmas", 2026)).toBe("2027 family Christmas");
  });

  it("moves the last year when the name has two", () => {
    expect(nextYearName("Class of 1999 reunion 2026", 2026)).toBe("Class of 1999 reunion 2027");
  });

  it("takes the name's own year over the year the game was played in", () => {
    expect(nextYearName("Christmas 2025", 2026)).toBe("Christmas 2026");
  });

  it("appends the year after the game's year to a name without one", () => {
    expect(nextYearName("Christmas", 2026)).toBe("Christmas 2027");
    // Numbers that are not years stay as they are.
    expect(nextYearName("Flat 12345 party", 2030)).toBe("Flat 12345 party 2031");
  });

  it("keeps a long name within the limit, shortening its words for the year", () => {
    const long = "x".repeat(LIMITS.gameName.max);
    const next = nextYearName(long, 2026);
    expect(next).toHaveLength(LIMITS.gameName.max);
    expect(next.endsWith(" 2027")).toBe(true);
  });

  it("shortens a long name between whole characters: never half an emoji or a joiner left hanging", () => {
    const trees = nextYearName("🎄".repeat(40), 2026);
    expect(trees.isWellFormed()).toBe(true);
    expect(trees.length).toBeLessThanOrEqual(LIMITS.gameName.max);
    expect(trees).toBe(`${"🎄".repeat(37)} 2027`);
    // A family emoji is one character of five code points joined: cut whole or not at all.
    const families = nextYearName("👨‍👩‍👧".repeat(20), 2026);
    expect(families.isWellFormed()).toBe(true);
    expect(families.replace(/ 2027$/, "")).toMatch(/^(👨‍👩‍👧)+$/u);
  });
});

describe("yearOfGame", () => {
  it("is the name's year, else the year the game was made in", () => {
    expect(yearOfGame("Christmas 2027", Date.UTC(2026, 11, 26))).toBe(2027);
    expect(yearOfGame("Christmas", Date.UTC(2026, 11, 26))).toBe(2026);
  });
});
