import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";

// The accessibility check every screen's tests lean on (e2e/axe.ts) finds what it should: a
// check that passed everything would let every screen pass.

test("a button without a name fails the check, and a page without faults passes it", async ({ page }) => {
  await page.setContent(`<html lang="en"><title>Check</title><main><h1>Fine</h1><p>Plain words.</p></main></html>`);
  await expectNoSeriousViolations(page);
  await page.setContent(`<html lang="en"><title>Check</title><main><button></button></main></html>`);
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/button-name/);
});

test("text that only dark mode makes unreadable fails the check of a page shown in light, which stays light", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.setContent(`<html lang="en"><title>Check</title>
    <style>p { color: #111; background: #fff; } @media (prefers-color-scheme: dark) { p { color: #222; background: #111; } }</style>
    <main><p>Faint in the dark</p></main></html>`);
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/in dark[\s\S]*color-contrast/);
  await page.setContent(`<html lang="en"><title>Check</title><main><p>Readable in both</p></main></html>`);
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(false);
});
