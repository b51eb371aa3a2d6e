import { describe, expect, it } from "vitest";
import { HOME_PATH, sameSitePath, sameSitePathOrNull } from "./same-site-path";

const SITE = "https://bingo.example";

describe("sameSitePath", () => {
  it("keeps a path of the site, with its query and fragment", () => {
    expect(sameSitePath("/how-to/", SITE)).toBe("/how-to/");
    expect(sameSitePath("/play/ABCDEFGH/?cards=4#top", SITE)).toBe("/play/ABCDEFGH/?cards=4#top");
    expect(sameSitePath(`${SITE}/about/`, SITE)).toBe("/about/");
    // An escaped slash stays escaped: a path of this site, not another host.
    expect(sameSitePath("%2F%2Fevil.example", SITE)).toBe("/%2F%2Fevil.example");
  });

  it("sends anything naming another site, or no site, home", () => {
    const hostile = [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "//evil.example",
      "///evil.example",
      "https://evil.example",
      "https://evil.example/how-to/",
      "http://bingo.example/how-to/",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      " //evil.example",
      "\u0000//evil.example",
      "",
      "   ",
    ];
    for (const value of hostile) expect(sameSitePath(value, SITE), JSON.stringify(value)).toBe(HOME_PATH);
    expect(sameSitePath(null, SITE)).toBe(HOME_PATH);
    expect(sameSitePath(undefined, SITE)).toBe(HOME_PATH);
    expect(sameSitePath(42, SITE)).toBe(HOME_PATH);
  });

  it("never answers a path a Location header would read as another host", () => {
    for (const value of ["/.//evil.example", "/a/..//evil.example", "/%2e%2e//evil.example", "/./\\evil.example"]) {
      const path = sameSitePath(value, SITE);
      expect(path, value).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, SITE).origin, value).toBe(SITE);
    }
  });
});

describe("sameSitePathOrNull", () => {
  it("says null where sameSitePath would go home for want of a page of the site", () => {
    expect(sameSitePathOrNull("/play/ABCDEFGH/", SITE)).toBe("/play/ABCDEFGH/");
    expect(sameSitePathOrNull("/", SITE)).toBe("/");
    for (const value of ["/\t/evil.example", "//evil.example", "javascript:alert(1)", "", null]) {
      expect(sameSitePathOrNull(value, SITE), JSON.stringify(value)).toBeNull();
    }
  });
});
