import { expect, test } from "./fixtures";

test.describe("Welcome screen", () => {
  test("shows the logo, the start buttons, the login link and the studio credit", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Home · Bingo with friends");
    await expect(page.getByRole("img", { name: "Bingo with friends logo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Game" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join Game" })).toBeVisible();
    await expect(page.getByRole("link", { name: "login or register" })).toBeVisible();
    await expect(page.getByText(/to lighten up holiday gatherings/)).toBeVisible();
  });

  test("hides My Games from a visitor who is not signed in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Create Game" })).toBeVisible();
    // Firebase settles the (absent) session after hydration; My Games must stay hidden.
    await page.waitForFunction(() => document.body?.dataset.auth === "signed-out");
    await expect(page.getByRole("link", { name: "My Games" })).toHaveCount(0);
  });

  test("is hydrated: Join Game navigates on the client to /join/", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
    // A full page load would wipe this marker; client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
    await page.getByRole("link", { name: "Join Game" }).click();
    await expect(page).toHaveURL(/\/join\/$/);
    await expect(page.getByRole("heading", { name: "Join Game" })).toBeVisible();
    expect(await page.evaluate(() => "stillSamePage" in window)).toBe(true);
  });
});

test.describe("Security headers of pages", () => {
  test("carry a nonce CSP without unsafe-inline scripts, HSTS, nosniff and a referrer policy", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    const csp = headers["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com/);
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    // Every inline script of the page carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const html = await response!.text();
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("use a new nonce for every response", async ({ request }) => {
    const nonceOf = async () => {
      const response = await request.get("/");
      return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1];
    };
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});
