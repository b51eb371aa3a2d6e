import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createGame, expectNoSidewaysScroll, joinByLink } from "./game-steps";

// The notices of the host role on a 360 px phone, in light and in dark: the role
// moving, and the owner's one tap to take it back. Each fits the screen without sideways
// scrolling and passes axe, colour contrast included. (The venue's join countdown: venue-join.)

const PHONE = { width: 360, height: 640 };

test.describe("a 360 px phone", () => {
  test.use({ viewport: PHONE });

  test("the host role moving, and taking it back, are told on screen and pass axe", async ({ page: ann, newPlayer }) => {
    const code = await createGame(ann, "Ann", "Owner's party with a long name for a small screen");
    const bob = await newPlayer({ viewport: PHONE });
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
});
