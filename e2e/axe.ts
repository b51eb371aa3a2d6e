import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const COLOR_SCHEMES = ["light", "dark"] as const;
type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Axe finds no serious or critical violation on what the page shows now, in light and in dark:
 * the page is checked in its own colour scheme, then in the other, and left in its own.
 *
 * axe-core is put in the page once per document, not at every check, and asked for violations
 * only. @axe-core/playwright's AxeBuilder evaluated axe's half a megabyte of source at each
 * check and opened a blank page to put the results together: about 6 s a check on the 2-core
 * CI machine, against about 2 s now (docs/decisions/052-browser-suite-time.md).
 */
export async function expectNoSeriousViolations(page: Page) {
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const own: ColorScheme = dark ? "dark" : "light";
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  try {
    for (const colorScheme of [own, ...COLOR_SCHEMES.filter((scheme) => scheme !== own)]) {
      await page.emulateMedia({ colorScheme });
      await settledAnimations(page);
      const violations = await page.evaluate(
        async (tags) => (await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })).violations,
        WCAG_AA,
      );
      const serious = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(serious, `axe violations on ${page.url()} in ${colorScheme}`).toEqual([]);
    }
  } finally {
    await page.emulateMedia({ colorScheme: own });
  }
}

/**
 * Waits for the page's animations that end (an entrance, a pop) to end, up to 2 s: axe judges
 * contrast on the colours it finds, and a card halfway through fading in reads as faint text.
 * Endless ones (a pulse, falling confetti) are left running.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => {}))), new Promise((done) => setTimeout(done, 2_000))]);
  });
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
