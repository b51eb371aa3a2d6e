import { describe, expect, it } from "vitest";
import { GAME_CODE_ALPHABET, GAME_CODE_LENGTH } from "./constants";
import { generateGameCode, isAcceptedGameCode, isWellFormedGameCode, normalizeGameCode } from "./game-code";
import { normalizeTypedGameCode } from "./typed-game-code";

describe("game codes", () => {
  it("are 8 characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateGameCode();
      expect(code).toHaveLength(GAME_CODE_LENGTH);
      expect(isWellFormedGameCode(code)).toBe(true);
    }
  });

  it("use every character of the alphabet about equally", () => {
    const counts = new Map<string, number>();
    const codes = 4000;
    for (let i = 0; i < codes; i += 1) {
      for (const char of generateGameCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (codes * GAME_CODE_LENGTH) / GAME_CODE_ALPHABET.length;
    const chiSquare = [...GAME_CODE_ALPHABET].reduce(
      (sum, char) => sum + ((counts.get(char) ?? 0) - expected) ** 2 / expected,
      0,
    );
    // 31 degrees of freedom: p = 1e-9 at 104.8, so a fair generator fails once in a billion runs
    // (at p = 0.001 it failed a CI run), while a real bias still shows: one letter never drawn
    // alone adds 1000 here, a letter drawn half as often 250.
    expect(chiSquare).toBeLessThan(104.8);
  });

  it("are accepted in any case and with surrounding spaces", () => {
    expect(normalizeGameCode("  abcd2345 ")).toBe("ABCD2345");
  });

  it("reject ambiguous characters and wrong lengths", () => {
    expect(isWellFormedGameCode("ABCD234O")).toBe(false);
    expect(isWellFormedGameCode("ABCD2341")).toBe(false);
    expect(isWellFormedGameCode("ABCD234")).toBe(false);
    expect(isWellFormedGameCode("ABCD23456")).toBe(false);
  });

  it("accept the practice game's code, which no generated code can be", () => {
    expect(isAcceptedGameCode(normalizeGameCode(" Testing "))).toBe(true);
    expect(isWellFormedGameCode("TESTING")).toBe(false);
    expect(isAcceptedGameCode("TESTINGS")).toBe(false);
    expect(isAcceptedGameCode("ABCD2345")).toBe(true);
  });
});

describe("normalizeTypedGameCode", () => {
  it("drops the spaces and dashes people type between a code's groups, and upper-cases it", () => {
    for (const typed of ["abcd-2345", "ABCD 2345", " abcd – 2345 ", "AB-CD-23-45", "abcd\u00A02345"]) {
      expect(normalizeTypedGameCode(typed), typed).toBe("ABCD2345");
    }
  });

  it("keeps everything else, so a code with a wrong character is still refused", () => {
    expect(normalizeTypedGameCode("abcd.2345")).toBe("ABCD.2345");
  });
});
