import { describe, expect, it } from "vitest";
import { en } from "../i18n/catalogue/en";
import { es } from "../i18n/catalogue/es";
import { addInTurn, entriesToAdd, pastedLines, refusalReasons } from "./many-entries";

const reasons = refusalReasons(en);
const LISTED_TWICE = "It is in the list twice; it is added once.";
const tooLong = (text: string) => (text.length > 20 ? "Entry must be at most 20 characters." : null);

describe("predictions added many at once", () => {
  it("takes a pasted list line by line, and says which lines are not added and why", () => {
    const pasted = "Grandpa snores\r\n\n  Someone sings  \nA very long prediction indeed\rgrandpa  SNORES\nCake is late\nSomeone sings";
    const { toAdd, refused } = entriesToAdd(pastedLines(pasted), ["Cake is late"], tooLong, reasons);
    expect(toAdd).toEqual(["Grandpa snores", "Someone sings"]);
    expect(refused).toEqual([
      { line: 4, text: "A very long prediction indeed", reason: "Entry must be at most 20 characters." },
      { line: 5, text: "grandpa  SNORES", reason: LISTED_TWICE },
      { line: 6, text: "Cake is late", reason: "This game already has that entry." },
      { line: 7, text: "Someone sings", reason: LISTED_TWICE },
    ]);
  });

  it("drops a list's bullets and numbers, and keeps a prediction that only starts with a number or a dash", () => {
    const pasted = "- Grandpa snores\n• Cake is late\n1. Someone sings\n12) The dog barks\n* Uncle Bob naps\na. Dad dances\n3 people arrive late\n-5 degrees outside";
    expect(pastedLines(pasted)).toEqual([
      "Grandpa snores",
      "Cake is late",
      "Someone sings",
      "The dog barks",
      "Uncle Bob naps",
      "Dad dances",
      "3 people arrive late",
      "-5 degrees outside",
    ]);
  });

  it("adds no more than the pool can hold, and says so for the rest", () => {
    const pool = Array.from({ length: 299 }, (_, index) => `Prediction ${index}`);
    const { toAdd, refused } = entriesToAdd(["One more", "Two more"], pool, () => null, reasons);
    expect(toAdd).toEqual(["One more"]);
    expect(refused).toEqual([{ line: 2, text: "Two more", reason: "The pool holds at most 300 predictions." }]);
  });

  it("gives its reasons in the page's language", () => {
    const { refused } = entriesToAdd(["Tarta", "tarta"], ["Pastel"], () => null, refusalReasons(es));
    expect(refused).toEqual([{ line: 2, text: "tarta", reason: "Está dos veces en la lista; se añade una sola vez." }]);
    expect(refusalReasons(es).poolFull).toBe("Caben como máximo 300 predicciones.");
  });

  it("adds in turn, goes on past a refusal of one, and stops at one that refuses the rest", async () => {
    const sent: string[] = [];
    const progress: number[] = [];
    const add = async (text: string) => {
      sent.push(text);
      if (text === "b") throw new Error("duplicate");
      if (text === "d") throw new Error("rate limited");
    };
    const result = await addInTurn(
      ["a", "b", "c", "d", "e"],
      add,
      (count) => progress.push(count),
      (error) => (error as Error).message === "duplicate",
      (error) => (error as Error).message,
    );
    expect(sent).toEqual(["a", "b", "c", "d"]);
    expect(progress).toEqual([1, 2]);
    expect(result).toEqual({
      added: ["a", "c"],
      refused: [{ line: 0, text: "b", reason: "duplicate" }],
      unsent: ["d", "e"],
      stoppedBy: "rate limited",
    });
  });
});
