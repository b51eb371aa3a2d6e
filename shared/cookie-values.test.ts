import { describe, expect, it } from "vitest";
import { cookieValues } from "./cookie-values";
import { languageFromCookie, requestLanguage } from "./languages";

describe("cookieValues", () => {
  it("reads a cookie's values, decoded, quoted or not", () => {
    expect(cookieValues("theme=dark; lang=pt-BR", "lang")).toEqual(["pt-BR"]);
    expect(cookieValues('lang="de"', "lang")).toEqual(["de"]);
    expect(cookieValues("lang=a%3Db=c", "lang")).toEqual(["a=b=c"]);
    expect(cookieValues("lang=fr;lang=es", "lang")).toEqual(["fr", "es"]);
    expect(cookieValues("language=de; xlang=fr", "lang")).toEqual([]);
  });

  it("skips a value that does not decode, and never throws", () => {
    for (const header of ["lang=%", "lang=%E0%A4%A", "lang=%ZZ", "lang=%C0%80", "lang=%ED%A0%80"]) {
      expect(() => cookieValues(header, "lang"), header).not.toThrow();
      expect(cookieValues(header, "lang"), header).toEqual([]);
    }
    expect(cookieValues("lang=%; lang=de", "lang")).toEqual(["de"]);
    expect(cookieValues(";;=;lang;=%;", "lang")).toEqual([]);
    expect(cookieValues(null, "lang")).toEqual([]);
  });
});

describe("the language cookie, broken", () => {
  it("counts as no choice: the browser's language answers", () => {
    for (const cookie of ["lang=%", "lang=%E0%A4%A", "lang=%%%", "lang", "lang=", "lang=xx", 'lang="%"']) {
      expect(languageFromCookie(cookie), cookie).toBeNull();
      expect(requestLanguage(new Headers({ Cookie: cookie, "Accept-Language": "es" })), cookie).toBe("es");
      expect(requestLanguage(new Headers({ Cookie: cookie })), cookie).toBe("en");
    }
    expect(requestLanguage(new Headers({ Cookie: "lang=%; lang=fr", "Accept-Language": "es" }))).toBe("fr");
  });
});
