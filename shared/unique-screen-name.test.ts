import { describe, expect, it } from "vitest";
import { freeScreenNames, uniqueScreenName } from "./unique-screen-name";

describe("uniqueScreenName", () => {
  it("keeps a name nobody in the game uses", () => {
    expect(uniqueScreenName("Bob", new Set(["Alice"]))).toBe("Bob");
  });

  it("numbers a repeated name from 2, taking the first free number", () => {
    expect(uniqueScreenName("Bob", new Set(["Bob"]))).toBe("Bob (2)");
    expect(uniqueScreenName("Bob", new Set(["Bob", "Bob (2)", "Bob (4)"]))).toBe("Bob (3)");
  });

  it("compares names case-folded and compatibility-normalised, as people read them", () => {
    expect(uniqueScreenName("bob", new Set(["Bob"]))).toBe("bob (2)");
    expect(uniqueScreenName("Ｂｏｂ", new Set(["bob"]))).toBe("Ｂｏｂ (2)");
    expect(uniqueScreenName("STRASSE", new Set(["Straße"]))).toBe("STRASSE (2)");
    expect(uniqueScreenName("bob (2)", new Set(["Bob", "BOB (2)"]))).toBe("bob (2) (2)");
    expect(uniqueScreenName("Bobby", new Set(["Bob"]))).toBe("Bobby");
  });

  it("counts a name that looks like one taken as taken: look-alike letters of other scripts, blanks", () => {
    expect(uniqueScreenName("\u0410nn", new Set(["Ann"]))).toBe("\u0410nn (2)"); // Cyrillic А
    expect(uniqueScreenName("\u0391NN", new Set(["ann"]))).toBe("\u0391NN (2)"); // Greek Α
    expect(uniqueScreenName("Ann\u2800Lee", new Set(["Ann Lee"]))).toBe("Ann\u2800Lee (2)");
    // And the numbers that follow are compared the same way.
    expect(uniqueScreenName("Ann", new Set(["Ann", "\u0410nn (2)"]))).toBe("Ann (3)");
  });
});

describe("freeScreenNames", () => {
  it("lists the name, then its free numbers in order, skipping the taken ones", () => {
    expect(freeScreenNames("Kim", new Set(["Host"]), 3)).toEqual(["Kim", "Kim (2)", "Kim (3)"]);
    expect(freeScreenNames("Kim", new Set(["kim", "KIM (3)"]), 3)).toEqual(["Kim (2)", "Kim (4)", "Kim (5)"]);
  });

  it("starts with what uniqueScreenName gives", () => {
    const taken = new Set(["Bob", "Bob (2)", "Bob (4)"]);
    expect(freeScreenNames("Bob", taken, 5)[0]).toBe(uniqueScreenName("Bob", taken));
  });
});
