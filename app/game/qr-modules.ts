import { encode } from "uqr";

/**
 * The dark and light modules of a QR code of `text`, a quiet border of 2 included.
 *
 * The mask is fixed instead of chosen: choosing scores all eight masks, which took 18 ms of a
 * page's first second on a desktop (over 70 ms on Lighthouse's phone), as long as the rest of
 * the TV view's start together. Every mask makes a standard code; the choice only avoids
 * patterns some old scanners misread, and a unit test (qr-modules.test.ts) decodes the result.
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 2, maskPattern: 0 }).data;
}
