import { describe, expect, it } from "vitest";
import { textLanguage } from "./text-language";

describe("a prediction's language", () => {
  it("is told from words and letters only one of our languages uses often", () => {
    expect(textLanguage("Dad falls asleep on the sofa", "de")).toBe("en");
    expect(textLanguage("Opa fragt nach dem WLAN-Passwort", "en")).toBe("de");
    expect(textLanguage("Alguien pregunta por el aguinaldo", "en")).toBe("es");
    expect(textLanguage("Mamie raconte une histoire pour les enfants", "en")).toBe("fr");
    expect(textLanguage("Alguém pergunta sobre a sobremesa", "en")).toBe("pt-BR");
  });

  it("is the page's when the text says nothing either way", () => {
    expect(textLanguage("Supercalifragilistic", "fr")).toBe("fr");
    expect(textLanguage("Weihnachtsgans!", "en")).toBe("en");
    expect(textLanguage("Schnäppchen", "en")).toBe("de");
  });
});
