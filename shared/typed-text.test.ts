import { describe, expect, it } from "vitest";
import { hasControlCharacters, isBlank, normalizeEntryText } from "./typed-text";

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
