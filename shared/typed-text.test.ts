import { describe, expect, it } from "vitest";
import { hasControlCharacters, hasHiddenCharacters, isBlank, normalizeEntryText } from "./typed-text";

describe("normalizeEntryText", () => {
  it("makes entries that differ only in case and spacing equal", () => {
    expect(normalizeEntryText("  Uncle Bob   asks for\tMORE wine ")).toBe(
      normalizeEntryText("uncle bob asks for more wine"),
    );
  });

  it("ignores invisible characters and composition differences", () => {
    expect(normalizeEntryText("wi\u200Bne")).toBe("wine");
    expect(normalizeEntryText("cafe\u0301")).toBe(normalizeEntryText("caf\u00E9"));
  });

  it("keeps different words different, including emoji and right-to-left text", () => {
    expect(normalizeEntryText("🎄 tree")).not.toBe(normalizeEntryText("🎁 tree"));
    expect(normalizeEntryText("שלום")).toBe("שלום");
  });
});

describe("isBlank", () => {
  it("sees spaces and zero-width characters as nothing", () => {
    expect(isBlank(" \u200B\u200D\uFEFF\u2060 ")).toBe(true);
    expect(isBlank("\u202Eab")).toBe(false);
  });

  it("sees blank-looking letters and symbols, and every kind of space, as nothing", () => {
    const blanks = ["\u2800", "\u3164", "\u115F", "\u1160", "\uFFA0", "\u{1D159}", "\u3000", "\u205F", "\u00A0", "\u1680", "\u180E"];
    for (let space = 0x2000; space <= 0x200a; space += 1) blanks.push(String.fromCodePoint(space));
    for (const blank of blanks) {
      expect(isBlank(blank), blank.codePointAt(0)!.toString(16)).toBe(true);
      expect(isBlank(` ${blank}${blank} `), blank.codePointAt(0)!.toString(16)).toBe(true);
    }
    expect(isBlank(blanks.join(""))).toBe(true);
    for (const text of ["\u2800a", "😀", "👨\u200D👩\u200D👧", "\u3164\u3131"]) expect(isBlank(text), text).toBe(false);
  });
});

describe("hasControlCharacters", () => {
  it("refuses NUL and escape everywhere, line breaks only in single-line text", () => {
    expect(hasControlCharacters("a\u0000b", { multiLine: true })).toBe(true);
    expect(hasControlCharacters("a\u001Bb", { multiLine: true })).toBe(true);
    expect(hasControlCharacters("line one\nline two\ttab", { multiLine: true })).toBe(false);
    expect(hasControlCharacters("line one\nline two", { multiLine: false })).toBe(true);
    expect(hasControlCharacters("<script>alert(1)</script> 🎉", { multiLine: false })).toBe(false);
  });
});

describe("normalizeEntryText: compatibility forms and case folding", () => {
  it("makes full-width, ligature and case-folded spellings equal", () => {
    expect(normalizeEntryText("ＷＩＮＥ")).toBe("wine");
    expect(normalizeEntryText("ﬁre")).toBe("fire");
    expect(normalizeEntryText("Straße")).toBe(normalizeEntryText("STRASSE"));
    expect(normalizeEntryText("ΟΔΟΣ")).toBe(normalizeEntryText("οδος"));
  });
});

describe("hasHiddenCharacters", () => {
  it("finds every text-direction control", () => {
    const controls = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"];
    for (const control of controls) expect(hasHiddenCharacters(`ad${control}min`), control.codePointAt(0)!.toString(16)).toBe(true);
  });

  it("finds invisible characters, alone or hidden in a word", () => {
    for (const hidden of ["\u200B", "\u2060", "\uFEFF", "\u00AD", "\u3164", "\u115F", "\u034F", "\uFE0F", "\u{E0041}", "\u180E"]) {
      expect(hasHiddenCharacters(`Bo${hidden}b`), hidden.codePointAt(0)!.toString(16)).toBe(true);
    }
    expect(hasHiddenCharacters("\u200D")).toBe(true);
    expect(hasHiddenCharacters("a \u200C b")).toBe(true);
  });

  it("leaves emoji sequences, right-to-left words and joiners in words alone", () => {
    for (const text of ["❤️ Grandma", "👨‍👩‍👧 family", "🏴󠁧󠁢󠁥󠁮󠁧󠁿 flag", "1️⃣ first", "👍🏽", "שלום", "مرحبا", "می‌خواهم", "क्‍ष", "<b>bold</b>"]) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });
});
