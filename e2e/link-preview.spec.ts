import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";

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
  });

  test("for an unknown code say nothing about any game", async ({ request }) => {
    const html = await (await request.get("/join/ZZZZ2222/")).text();
    expect(html).toContain("<title>Join Game · Bingo with friends</title>");
    expect(html).not.toContain("og:title\" content=\"Join ZZZZ");
  });
});
