import type { Page } from "@playwright/test";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, markSquare, seedEntries } from "./game-steps";
import { expectNotHydrated } from "./slow-scripts";

// On a slow phone every round trip is half a second. The join's anonymous sign-in starts once
// the guest types, even before the page has hydrated, never for a mere page view; a "next"
// pressed before hydration is joined at once; the board needs neither Firebase's SDK nor a
// second read (docs/decisions/010 and 028, docs/api.md).

async function gameInPlay(baseURL: string): Promise<string> {
  const host = await seedPerson(baseURL);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Quiz night" });
  await seedEntries(await seedPerson(baseURL), code, 24);
  await host.call("PUT", `/games/${code}/start-game`);
  return code;
}

/** Holds the files matching `glob` until the function returned is called. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let letIn!: () => void;
  const letInNow = new Promise<void>((resolve) => (letIn = resolve));
  await page.route(glob, async (route) => {
    await letInNow;
    await route.fallback();
  });
  return letIn;
}

/** The anonymous accounts the page makes: one Firebase `signUp` each. */
function recordSignUps(page: Page): string[] {
  const signUps: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("accounts:signUp")) signUps.push(request.url());
  });
  return signUps;
}

test("a guest is signed in once they type their name, not for opening the link; the board needs no second read, the socket no ticket", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  const signUps = recordSignUps(page);
  const gameReads: string[] = [];
  const ticketsAskedFor: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "GET" && (path === `/api/v1/games/${code}` || path === "/api/v1/entries")) {
      gameReads.push(path);
    }
    if (path.endsWith("/socket-ticket")) ticketsAskedFor.push(path);
  });

  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  // Everything the page fetches by itself (its warm-up, the play screen's files) is in.
  await page.waitForLoadState("networkidle");
  expect(signUps).toHaveLength(0);

  const signedUp = page.waitForRequest((request) => request.url().includes("accounts:signUp"));
  await page.getByLabel("What would you like to be called?").fill("Quick Quinn");
  await signedUp; // before "next"
  // The live connection once the room has welcomed it (its first frame): a mark published
  // before the room took the socket in would reach it only by the read this checks against.
  const socketWelcomed = page
    .waitForEvent("websocket")
    .then((socket) => socket.waitForEvent("framereceived").then(() => socket));
  await page.getByRole("button", { name: "next" }).click();

  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page).toHaveURL(`/play/${code}/`);
  // Nor does the live connection's opening read it (it did, racing this check).
  // A mark after the open, broadcast back and answered on that socket, comes after any read
  // the opening would have sent.
  const socket = await socketWelcomed;
  const markBroadcast = socket.waitForEvent("framereceived", ({ payload }) => String(payload).includes('"isMarked":true'));
  const markAnswered = socket.waitForEvent("framereceived", ({ payload }) => String(payload).includes('"event":"mark-answer"'));
  await markSquare(page, 0, 0);
  await markBroadcast;
  // Answered on that socket with the version it made (the mark went over it).
  expect(JSON.parse(String((await markAnswered).payload))).toMatchObject({ version: expect.any(Number), entry: { isMarked: true } });
  expect(signUps).toHaveLength(1);
  expect(gameReads).toEqual([]);
  // The live connection opened with the ticket the join's answer brought (docs/decisions/045).
  expect(ticketsAskedFor).toEqual([]);
});

test("on a slow phone the sign-in starts while React is still on its way, and next uses that one", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  const signUps = recordSignUps(page);
  // React and React Router, without which the page cannot hydrate, held back; the sign-in is
  // the page's own inline script, which needs none of them.
  const letReactIn = await holdBack(page, "**/assets/framework-*.js");

  await page.goto(`/join/${code}/`, { waitUntil: "commit" });
  const signedUp = page.waitForResponse((response) => response.url().includes("accounts:signUp"));
  await page.getByLabel("What would you like to be called?").fill("Early Ellis");
  expect((await signedUp).ok()).toBe(true);
  await expectNotHydrated(page);

  letReactIn();
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByRole("button", { name: "next" }).click();
  await expect(page.getByRole("grid", { name: "Your bingo board" }).getByRole("button")).toHaveCount(24);
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Early Ellis" })).toHaveCount(1);
  expect(signUps).toHaveLength(1);
});

test("a join page hydrates without the game's client (API client, store, socket), which only 'next' needs", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  // Held until the page has hydrated: had the join page's first load needed this file (it did,
  // by way of the device's memberships, 6.6 KB more on every join page), it would never hydrate.
  const letGameClientIn = await holdBack(page, "**/assets/game-client-*.js");

  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  letGameClientIn();
  await page.getByLabel("What would you like to be called?").fill("Patient Pat");
  await page.getByRole("button", { name: "next" }).click();
  await expect(page.getByRole("grid", { name: "Your bingo board" }).getByRole("button")).toHaveCount(24);
});

test("a new visitor is known to be signed out without Firebase, which comes only with their sign-in, and is followed from then on", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  // Firebase's file held: a device with no saved session must not need it to say so.
  const letFirebaseIn = await holdBack(page, "**/assets/firebase-*.js");

  await page.goto(`/join/${code}/`, { waitUntil: "commit" });
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await expect(page.locator("body")).toHaveAttribute("data-auth", "signed-out");

  letFirebaseIn();
  await page.getByLabel("What would you like to be called?").fill("Fresh Frankie");
  await page.getByRole("button", { name: "next" }).click();
  await expect(page.getByRole("grid", { name: "Your bingo board" }).getByRole("button")).toHaveCount(24);
  await expect(page.locator("body")).toHaveAttribute("data-auth", "signed-in");
});

/** How many requests of the page's went to this API path. */
function countJoins(page: Page): () => number {
  let joins = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/games/join") joins += 1;
  });
  return () => joins;
}

test("next pressed before the page has hydrated: the join is answered before React has come, and the board is drawn from that answer", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  const signUps = recordSignUps(page);
  const joins = countJoins(page);
  const letReactIn = await holdBack(page, "**/assets/framework-*.js");

  await page.goto(`/join/${code}/`, { waitUntil: "commit" });
  const joined = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/games/join");
  await page.getByLabel("What would you like to be called?").fill("Hasty Harper");
  await page.getByRole("button", { name: "next" }).click();
  expect((await joined).ok()).toBe(true);
  await expectNotHydrated(page);

  letReactIn();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page).toHaveURL(`/play/${code}/`);
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Hasty Harper" })).toHaveCount(1);
  expect(joins()).toBe(1);
  expect(signUps).toHaveLength(1);
});

test("next pressed after hydration: the join goes out at once, not once the form's schemas have come", async ({
  page,
  baseURL,
}) => {
  const code = await gameInPlay(baseURL!);
  const joins = countJoins(page);
  // The form's schemas held: on a slow network they come a second after hydration or later.
  const letSchemasIn = await holdBack(page, "**/assets/api-schemas-*.js");

  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  const signedUp = page.waitForResponse((response) => response.url().includes("accounts:signUp"));
  await page.getByLabel("What would you like to be called?").fill("Prompt Pia");
  expect((await signedUp).ok()).toBe(true);
  const joined = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/games/join");
  await page.getByRole("button", { name: "next" }).click();
  expect((await joined).ok()).toBe(true);

  letSchemasIn();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await page.getByRole("button", { name: "Players and invite" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Prompt Pia" })).toHaveCount(1);
  expect(joins()).toBe(1);
});

test("a guest reaches their board without Firebase's SDK, which later finds the same account", async ({ page, baseURL }) => {
  const code = await gameInPlay(baseURL!);
  const signUps = recordSignUps(page);
  // Firebase's file held back the whole way to the board: the sign-in does not need it.
  const letFirebaseIn = await holdBack(page, "**/assets/firebase-*.js");

  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Nimble Noor");
  await page.getByRole("button", { name: "next" }).click();
  await expect(board(page).getByRole("button")).toHaveCount(24);
  letFirebaseIn();

  // Without the ID token the page kept, only Firebase's SDK can say who this is: it restores
  // the account the guest was signed up with, and the game opens again, with no new account.
  await page.evaluate(() => localStorage.removeItem("bingo:id-token"));
  await page.goto(`/play/${code}/`);
  await expect(board(page).getByRole("button")).toHaveCount(24);
  await expect(page.locator("body")).toHaveAttribute("data-auth", "signed-in");
  expect(signUps).toHaveLength(1);
});

test("a sign-up patchy Wi-Fi never answers is given up, and next still joins the guest", async ({ page, baseURL }) => {
  // The head start waits READ_TIMEOUT_MS (20 s) for the sign-up before it gives up.
  test.setTimeout(90_000);
  const code = await gameInPlay(baseURL!);
  const signUps = recordSignUps(page);
  let unanswered = 0;
  await page.route("**/*accounts:signUp*", async (route) => {
    // The head start's sign-up is taken and never answered; a later one gets through.
    if (unanswered++ === 0) return;
    await route.fallback();
  });

  await page.goto(`/join/${code}/`);
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByLabel("What would you like to be called?").fill("Patient Pat");
  await expect.poll(() => signUps.length).toBe(1);
  await page.getByRole("button", { name: "next" }).click();

  await expect(board(page).getByRole("button")).toHaveCount(24, { timeout: 40_000 });
  await expect(page).toHaveURL(`/play/${code}/`);
  expect(signUps).toHaveLength(2);
});
