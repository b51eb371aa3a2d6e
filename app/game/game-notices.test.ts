import { Fragment, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { oneAwayNotice } from "./game-notices";

const markup = (names: Array<string | null>) => renderToStaticMarkup(createElement(Fragment, null, oneAwayNotice(names)));
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
});
