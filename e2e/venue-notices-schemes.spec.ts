import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame, joinByLink } from "./game-steps";

// Issue #30's new notices on a 360 px phone, in light and in dark: the host role moving (and
// the owner's one tap to take it back), and a join waiting out a busy venue's refusal. Each
// fits the screen without sideways scrolling and passes axe, colour contrast included.

const PHONE = { width: 360, height: 640 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`a 360 px phone in ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: PHONE });

    test("the host role moving, and taking it back, are told on screen and pass axe", async ({ page: ann, newPlayer }) => {
      const code = await createGame(ann, "Ann", "Owner's party with a long name for a small screen");
      const bob = await newPlayer({ colorScheme, viewport: PHONE });
      await joinByLink(bob, code, "Bob");
      await expect(bob).toHaveURL(new RegExp(`/play/${code}/setup/$`));
      // Ann's phone sleeps; Bob's take-over runs as if her three minutes had passed (host-controls.spec.ts).
      await bob.route("**/host/take-over", (route) =>
        route.continue({ headers: { ...route.request().headers(), "x-test-clock-ahead-ms": String(4 * 60_000) } }),
      );
      await ann.goto("/about/");
      await expect(bob.getByRole("button", { name: "Take over as host" })).toBeVisible();
      await bob.getByRole("button", { name: "Take over as host" }).click();
      await expect(bob.getByText("You are now the host: Ann was offline for a few minutes.")).toBeVisible();
      await expectNoSidewaysScroll(bob);
      await expectNoSeriousViolations(bob);

      await ann.goto(`/play/${code}/setup/`);
      await expect(ann.getByText("Bob is now the host: you were offline for a few minutes.")).toBeVisible();
      const takeBack = ann.getByRole("button", { name: "Take back the host role" });
      await expect(takeBack).toBeInViewport();
      await expectNoSidewaysScroll(ann);
      await expectNoSeriousViolations(ann);
      await takeBack.click();
      await expect(ann.getByText("You created this game and are the host again.")).toBeVisible();
      await expect(bob.getByText("Ann created this game and is the host again.")).toBeVisible();
      await expectNoSeriousViolations(bob);
    });

    test("a join waiting out a busy venue shows its countdown and passes axe", async ({ page, baseURL }) => {
      const host = await seedPerson(baseURL!);
      const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Bride", gameName: "The wedding" });
      // The venue's first answer, as the pace of its network's joins gives it (docs/api.md).
      let refusedOnce = false;
      await page.route("**/api/v1/games/join", async (route) => {
        if (refusedOnce) return route.fallback();
        refusedOnce = true;
        await route.fulfill({
          status: 429,
          headers: { "Retry-After": "2", "Content-Type": "application/json" },
          body: JSON.stringify({
            code: "RATE_LIMITED",
            errors: { request: ["Lots going on right now. Please wait a few seconds and try again."] },
          }),
        });
      });
      await page.goto(`/join/${code}/`);
      await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
      await page.getByLabel("What would you like to be called?").fill("Cousin Kim");
      await page.getByRole("button", { name: "next" }).click();
      const wait = page.getByRole("status").filter({ hasText: "Lots of people are joining right now. Trying again in" });
      await expect(wait).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);
      await expect(page).toHaveURL(new RegExp(`/play/${code}/setup/$`));
    });
  });
}
