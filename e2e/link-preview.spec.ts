import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";

/** The content of `<meta {attribute}="{key}" content="…"/>` in server-rendered HTML. */
function metaContent(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"/>`));
  return tag?.[1];
}

test.describe("join links in chat apps", () => {
  test("are previewed with the game's name, rendered on the server", async ({ request, baseURL }) => {
    const host = await seedPerson(baseURL!);
    const game = await host.call<{ code: string }>("POST", "/games", {
      screenName: "Host",
      gameName: "Hanukkah <Night> & Latkes",
      description: "",
    });
    const response = await request.get(`/join/${game.code.toLowerCase()}/`, {
      headers: { "User-Agent": "WhatsApp/2.23 (link preview bot)" },
    });
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Join Hanukkah &lt;Night&gt; &amp; Latkes on Bingo"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain("<title>Join Hanukkah &lt;Night&gt; &amp; Latkes on Bingo</title>");

    // Crawlers only follow absolute URLs: the canonical join link and a served image.
    expect(metaContent(html, "property", "og:url")).toBe(`${baseURL}/join/${game.code}/`);
    const image = metaContent(html, "property", "og:image")!;
    expect(image).toBe(`${baseURL}/icon-512.png`);
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    const served = await request.get(image);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
  });

  test("for an unknown code say nothing about any game", async ({ request, baseURL }) => {
    const html = await (await request.get("/join/ZZZZ2222/")).text();
    expect(html).toContain("<title>Join Game · Bingo with friends</title>");
    expect(html).not.toContain("og:title\" content=\"Join ZZZZ");
    expect(metaContent(html, "property", "og:image")).toBe(`${baseURL}/icon-512.png`);
  });
});

test("the page links an installable web app manifest whose icons are served", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest.name).toBe("Bingo with friends");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");

  const pngIcons = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const served = await request.get(icon.src);
    expect(served.status(), icon.src).toBe(200);
    expect(served.headers()["content-type"], icon.src).toBe(icon.type);
  }
});
