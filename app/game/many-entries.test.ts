import { describe, expect, it } from "vitest";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { addInTurn, entriesToAdd, LISTED_TWICE, pastedLines, POOL_FULL } from "./many-entries";

const tooLong = (text: string) => (text.length > 20 ? "Entry must be at most 20 characters." : null);

describe("predictions added many at once", () => {
  it("takes a pasted list line by line, and says which lines are not added and why", () => {
    const pasted = "Grandpa snores\r\n\n  Someone sings  \nA very long prediction indeed\rgrandpa  SNORES\nCake is late\nSomeone sings";
    const { toAdd, refused } = entriesToAdd(pastedLines(pasted), ["Cake is late"], tooLong);
    expect(toAdd).toEqual(["Grandpa snores", "Someone sings"]);
    expect(refused).toEqual([
      { line: 4, text: "A very long prediction indeed", reason: "Entry must be at most 20 characters." },
      { line: 5, text: "grandpa  SNORES", reason: LISTED_TWICE },
      { line: 6, text: "Cake is late", reason: REFUSAL_MESSAGES.duplicateEntry },
      { line: 7, text: "Someone sings", reason: LISTED_TWICE },
    ]);
  });

  it("adds no more than the pool can hold, and says so for the rest", () => {
    const pool = Array.from({ length: 299 }, (_, index) => `Prediction ${index}`);
    const { toAdd, refused } = entriesToAdd(["One more", "Two more"], pool, () => null);
    expect(toAdd).toEqual(["One more"]);
    expect(refused).toEqual([{ line: 2, text: "Two more", reason: POOL_FULL }]);
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
