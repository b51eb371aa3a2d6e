import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrModules } from "./qr-modules";

/** Draws the modules as a scanner's camera would see them: 4 pixels a module, black on white. */
function scan(modules: boolean[][]) {
  const scale = 4;
  const side = modules.length * scale;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const shade = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * side + x) * 4);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe("the join link's QR code", () => {
  it.each([
    "http://127.0.0.1:4173/join/ABCD2345/",
    "https://bingo-with-friends.example.com/join/ZZZZZZZZ/",
    "https://bingo.example/join/K7M2QP9X/",
  ])("scans back to %s", (url) => {
    expect(scan(qrModules(url))).toBe(url);
  });
});
