import { CATALOGUES } from "../app/i18n/catalogue/catalogues.server";
import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";

/**
 * Hostile input at the edge, sent to the built app as an attacker would send it
 * (docs/decisions/024-hostile-input-at-the-edge.md).
 */

let probers = 0;
/** An address of its own for a test that spends an address's budget on purpose. */
const proberAddress = () => {
  probers += 1;
  const random = Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${random}:${(0xb000 + probers).toString(16)}::1`;
};

/** A code that names no game (any unknown code counts against the join page's limit). */
const randomCode = () => crypto.randomUUID().slice(0, 8).toUpperCase();

test("the language switch sends nobody to another site, however the return path is spelt", async ({ request, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const hostile = [
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/.//evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
  ];
  for (const returnTo of hostile) {
    const sent = await request.post("/language/", { form: { language: "de", returnTo }, maxRedirects: 0 });
    expect(sent.status(), JSON.stringify(returnTo)).toBe(303);
    const location = sent.headers()["location"]!;
    // Read as a browser reads a Location header: it stays on this site.
    expect(location, JSON.stringify(returnTo)).toMatch(/^\/(?![/\\])/);
    expect(location, JSON.stringify(returnTo)).not.toMatch(/[\t\r\n]/);
    expect(new URL(location, site).origin, JSON.stringify(returnTo)).toBe(site);
  }
  // A path of the site itself is kept, query and all.
  const own = await request.post("/language/", { form: { language: "fr", returnTo: "/how-to/?from=menu" }, maxRedirects: 0 });
  expect(own.headers()["location"]).toBe("/how-to/?from=menu");
});

test("a broken cookie or header is ignored: pages and the API answer as without it", async ({ request, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Oma", gameName: "Heiligabend" });
  const broken: Array<Record<string, string>> = [
    { Cookie: "lang=%" },
    { Cookie: "lang=%E0%A4%A; theme=%; sound=%" },
    { Cookie: 'lang="%' },
    { "Accept-Language": "%;q=abc, ,,;;" },
    { "CF-Connecting-IP": "not an address" },
  ];
  for (const headers of broken) {
    for (const path of ["/", `/join/${code}/`]) {
      const page = await request.get(path, { headers });
      expect(page.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(await page.text()).toContain('<html lang="en" dir="ltr"');
    }
    const api = await request.get(`/api/v1/games/${code}`, { headers });
    expect(api.status(), JSON.stringify(headers)).toBe(401);
    expect((await api.json()).code).toBe("UNAUTHENTICATED");
  }
  // A broken cookie beside the browser's own language: the browser's language answers.
  const german = await request.get(`/join/${code}/`, { headers: { Cookie: "lang=%", "Accept-Language": "de" } });
  expect(await german.text()).toContain(`>${CATALOGUES.de.start.join.heading}</h1>`);
});

test("a phone carrying a broken language cookie still opens the app and can switch language", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "%", url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Bingo with friends" })).toBeVisible();
  await page.goto("/how-to/");
  await page.waitForFunction(() => document.body?.dataset.hydrated === "true");
  await page.getByRole("button", { name: CATALOGUES.en.common.header.mainMenu }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("past the join page's limit, no spelling of the join path tells a game's name", async ({ request, baseURL }) => {
  const host = await seedPerson(baseURL!);
  const { code } = await host.call<{ code: string }>("POST", "/games", { screenName: "Host", gameName: "Secret Santa 4417" });
  const address = proberAddress();
  const headers = { "CF-Connecting-IP": address };
  const spellings = [
    `/%6Aoin/${code}/`,
    `/%4A%4F%49%4E/${code}/`,
    `/JOIN/${code}/`,
    `/j%6Fin/${code.toLowerCase()}/`,
    `/join/%${code.charCodeAt(0).toString(16)}${code.slice(1)}/`,
    `/join/${code}//`,
    `/%6Aoin/${code}.data`,
  ];
  // Each spelling reaches the join page: before the limit, it shows the game's name.
  for (const spelling of spellings) {
    const shown = await request.get(spelling, { headers: { "CF-Connecting-IP": proberAddress() } });
    expect(await shown.text(), spelling).toContain("Secret Santa 4417");
  }
  // A prober walks the code space until the page refuses.
  let probes = 0;
  for (; probes < 40; probes += 1) {
    if ((await request.get(`/join/${randomCode()}/`, { headers })).status() === 429) break;
  }
  expect(probes, "probes before the join page refused").toBeLessThan(40);
  for (const spelling of spellings) {
    const refused = await request.get(spelling, { headers });
    expect(refused.status(), spelling).toBe(429);
    expect(await refused.text(), spelling).not.toContain("Secret Santa");
  }
});
