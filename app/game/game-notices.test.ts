import { Fragment, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { de } from "../i18n/catalogue/de";
import { en } from "../i18n/catalogue/en";
import { fr } from "../i18n/catalogue/fr";
import { oneAwayNotice } from "./game-notices";

const markup = (names: Array<string | null>) => renderToStaticMarkup(createElement(Fragment, null, oneAwayNotice(names, en, "en")));
const text = (names: Array<string | null>) => markup(names).replace(/<\/?bdi>/g, "");

describe("the one-away notice", () => {
  it("names one player, or the reader", () => {
    expect(text(["Ben"])).toBe("Ben is one away");
    expect(text([null])).toBe("You are one away");
  });

  it("names everyone one mark made one away, in one notice, the reader first", () => {
    expect(text(["Ben", "Ann"])).toBe("Ben and Ann are one away");
    expect(text([null, "Ann"])).toBe("You and Ann are one away");
    expect(text(["Ben", "Ann", "Cat"])).toBe("Ben, Ann and Cat are one away");
    expect(text(["Ben", "Ann", "Cat", "Dee", "Eve"])).toBe("Ben, Ann, Cat and 2 more are one away");
    expect(text([null, "Ann", "Cat", "Dee"])).toBe("You, Ann, Cat and 1 more are one away");
  });

  it("keeps each name isolated from the sentence's direction", () => {
    expect(markup(["דנה", "Ann"])).toBe("<bdi>דנה</bdi> and <bdi>Ann</bdi> are one away");
  });

  it("says it in the page's language, names where its sentence puts them", () => {
    const inFrench = (names: Array<string | null>) =>
      renderToStaticMarkup(createElement(Fragment, null, oneAwayNotice(names, fr, "fr")))
        .replace(/<\/?bdi>/g, "")
        .replace(/&#x27;/g, "'");
    expect(inFrench(["Ben"])).toBe("Plus qu'une case pour Ben");
    expect(inFrench([null, "Ann"])).toBe("Plus qu'une case pour toi et Ann");
    expect(inFrench(["Ben", "Ann", "Cat", "Dee"])).toBe("Plus qu'une case pour Ben, Ann, Cat et 1 autre");
    const inGerman = renderToStaticMarkup(createElement(Fragment, null, oneAwayNotice(["Ben", "Ann", "Cat", "Dee", "Eve"], de, "de")));
    expect(inGerman).toBe("<bdi>Ben</bdi>, <bdi>Ann</bdi>, <bdi>Cat</bdi> und 2 weiteren fehlt nur noch eins");
  });
});
