import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillNodes } from "./fill-nodes";

const markup = (template: string, values: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(Fragment, null, fillNodes(template, values as never)));

describe("fillNodes", () => {
  it("puts each element where the text's place is, the words around it as they are", () => {
    const name = createElement("bdi", null, "Ann");
    expect(markup("{name} won!", { name })).toBe("<bdi>Ann</bdi> won!");
    expect(markup("¡{name} ganó!", { name })).toBe("¡<bdi>Ann</bdi> ganó!");
    expect(markup("Game code {code}", { code: createElement("strong", null, "K7PQ2MZX") })).toBe(
      "Game code <strong>K7PQ2MZX</strong>",
    );
  });

  it("fills several places, numbers too, and leaves a place with no value as written", () => {
    const game = createElement("bdi", null, "Xmas");
    expect(markup("{game}, round {round}", { game, round: 2 })).toBe("<bdi>Xmas</bdi>, round 2");
    expect(markup("{from} made {to} the host.", { from: "Ann" })).toBe("Ann made {to} the host.");
  });
});
