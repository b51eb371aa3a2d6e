import { seedPerson } from "./api-seed";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./game-steps";

// A guest at a busy venue whose join is told to come back in a moment sees the wait
// counted down, never a dead "Joining…", and gets in by themselves; on a 360 px phone, in light
// and in dark, the countdown is in view and passes axe.

test.describe("a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a join refused for a moment shows the wait, then gets in by itself", async ({ page, baseURL }) => {
    const host = await seedPerson(baseURL!);
    const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Bride", gameName: "The wedding" });
    // The venue's first answer: many on this network are joining at once (docs/api.md).
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
    await expect(wait).toHaveCount(0);
    await page.getByRole("button", { name: "Players and invite" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Cousin Kim" })).toHaveCount(1);
  });
});
