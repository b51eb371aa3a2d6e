import { expect, test } from "./fixtures";
import { createGame, entryItem, reopenThenOffline } from "./game-steps";

/**
 * Pieces of a screen it works without (app/chunks/optional-piece.tsx): when their file does not
 * arrive, the screen stays, and they come once the browser is back.
 */

test("the setup screen whose starter ideas did not arrive stays usable, and they show once the phone is back online", async ({
  page,
}) => {
  await createGame(page, "Host", "Starter ideas later");
  // The phone loses the network just as the screen's starter ideas are fetched.
  await page.route("**/assets/add-many-entries-*.js", (route) => route.abort("internetdisconnected"));
  const blocked = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/add-many-entries-"));
  await page.reload();
  await blocked;
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");

  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
  await page.getByLabel("Add a prediction").fill("Uncle Bob asks for more wine");
  await page.getByRole("button", { name: "Add Entry" }).click();
  await expect(entryItem(page, "Uncle Bob asks for more wine")).toBeVisible();
  await expect(page.getByText("Starter ideas", { exact: true })).toHaveCount(0);

  await page.unroute("**/assets/add-many-entries-*.js");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByText("Starter ideas", { exact: true })).toBeVisible();
});

test("the invite panel whose QR code's encoder did not arrive shows the link and code, and the QR code once back online", async ({
  page,
}) => {
  await createGame(page, "Host", "QR later");
  const encoder = "**/assets/qr-modules-*.js";
  await page.route(encoder, (route) => route.abort("internetdisconnected"));
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/assets/qr-modules-"));
  await page.getByRole("button", { name: /^Invite: Players and invite/ }).click();
  const qrCode = page.getByRole("img", { name: /^QR code of the join link / });
  await failed;
  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
  // The code and the link say what the QR code would.
  await expect(page.getByRole("banner").getByText(/^[A-Z2-9]{8}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy / Share Link" })).toBeVisible();
  await expect(qrCode).toHaveCount(0);

  await page.unroute(encoder);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(qrCode).toBeVisible();
});

test("a game's screen stays when the phone went offline before the sign-in's code came, and signs in through it once back", async ({
  page,
}) => {
  await createGame(page, "Host", "Firebase later");
  // The screen opened again; the phone offline before Firebase is started (a few seconds in).
  await reopenThenOffline(page);
  const failed = page.waitForEvent("requestfailed", { predicate: (request) => /\/assets\/firebase-[\w-]+\.js/.test(request.url()), timeout: 20_000 });
  await failed;

  await expect(page.getByRole("heading", { name: "Could not load the app" })).toHaveCount(0);
  await expect(page.getByLabel("Add a prediction")).toBeVisible();

  const started = page.waitForResponse((response) => /\/assets\/firebase-[\w-]+\.js/.test(response.url()) && response.ok());
  await page.context().setOffline(false);
  await started;
  await page.getByLabel("Add a prediction").fill("Uncle Bob asks for more wine");
  await page.getByRole("button", { name: "Add Entry" }).click();
  await expect(entryItem(page, "Uncle Bob asks for more wine")).toBeVisible();
});
