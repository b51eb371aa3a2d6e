import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageFromCookie, requestLanguage, supportedLanguage, textDirection } from "./languages";

describe("the request's language", () => {
  it("takes the supported language of highest weight from Accept-Language", () => {
    expect(languageFromAcceptLanguage("de")).toBe("de");
    expect(languageFromAcceptLanguage("ja, fr;q=0.8, es;q=0.9")).toBe("es");
    expect(languageFromAcceptLanguage("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(languageFromAcceptLanguage("pt-BR")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("pt-PT,pt;q=0.9")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("ES-mx")).toBe("es");
  });

  it("ignores what it does not speak, q=0 and junk", () => {
    expect(languageFromAcceptLanguage("ja, zh;q=0.5")).toBeNull();
    expect(languageFromAcceptLanguage("de;q=0, fr;q=0.1")).toBe("fr");
    expect(languageFromAcceptLanguage("*")).toBeNull();
    expect(languageFromAcceptLanguage(";;,,q=x")).toBeNull();
    expect(languageFromAcceptLanguage("")).toBeNull();
  });

  it("puts the remembered choice before the browser's", () => {
    const headers = new Headers({ "Accept-Language": "de", Cookie: "theme=dark; lang=fr" });
    expect(requestLanguage(headers)).toBe("fr");
    expect(requestLanguage(new Headers({ "Accept-Language": "de", Cookie: "lang=xx" }))).toBe("de");
    expect(requestLanguage(new Headers())).toBe("en");
    expect(languageFromCookie("lang=pt-BR")).toBe("pt-BR");
  });

  it("knows the direction of a script", () => {
    expect(textDirection("de")).toBe("ltr");
    expect(textDirection("ar-EG")).toBe("rtl");
    expect(supportedLanguage("he")).toBeNull();
  });
});
