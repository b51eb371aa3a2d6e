import { describe, expect, it } from "vitest";
import { nameSkeleton } from "./name-skeleton";

const same = (a: string, b: string) => expect(nameSkeleton(a), `${a} / ${b}`).toBe(nameSkeleton(b));
const different = (a: string, b: string) => expect(nameSkeleton(a), `${a} / ${b}`).not.toBe(nameSkeleton(b));

describe("nameSkeleton", () => {
  it("makes a name with Cyrillic, Greek or Armenian look-alike letters the Latin name it passes for", () => {
    same("\u0410nn", "Ann"); // Cyrillic А
    same("\u0430nn", "ann");
    same("\u0412\u0435n", "Ben"); // Cyrillic В, е
    same("\u0422\u043E\u043C", "Tom"); // Cyrillic Т, о, м
    same("\u0421\u043E\u0441\u043E", "Coco"); // Cyrillic С, о, с, о
    same("\u0420\u0430\u0443", "Pay"); // Cyrillic Р, а, у
    same("\u0391nna", "Anna"); // Greek Α
    same("\u0397\u03B5\u03BD", "Hen"); // Greek Η, ε, ν
    same("\u039A\u03B9\u03BC", "Kim"); // Greek Κ, ι, μ
    same("J\u0585hn", "John"); // Armenian օ
    same("N\u0131na", "Nina"); // dotless ı
  });

  it("makes full-width, mathematical, case and spacing variants one name", () => {
    same("\uFF21\uFF4E\uFF4E", "Ann"); // full-width
    same("\u{1D400}nn", "Ann"); // mathematical bold A
    same("ANN", "ann");
    same("  Ann   Lee ", "Ann Lee");
    same("Ann\u2800Lee", "Ann Lee"); // Braille blank between words
    same("Zo\u0435\u0308", "Zoë"); // Cyrillic е with a combining diaeresis
  });

  it("keeps names that look different apart", () => {
    different("Zoë", "Zoe");
    different("Ann", "Anne");
    different("Ann", "Ann (2)");
    different("\u0421\u0430\u0448\u0430", "Caca"); // Саша: ш looks like no Latin letter
    different("\u0418\u0440\u0430", "Ipa"); // Ира: И is no Latin letter
    different("שרה", "Sara");
    different("😀", "😃");
  });
});
