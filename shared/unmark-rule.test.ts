import { describe, expect, it } from "vitest";
import { mayUnmark } from "./unmark-rule";

const marked = (markedBy: number) => ({ isMarked: true, markedBy });

describe("who may unmark an entry (SPEC §4)", () => {
  it("lets the player who marked it unmark it", () => {
    expect(mayUnmark({ playerId: 7, role: "PLAYER" }, marked(7))).toBe(true);
  });

  it("lets the game's creator unmark anyone's mark", () => {
    expect(mayUnmark({ playerId: 1, role: "CREATOR" }, marked(7))).toBe(true);
  });

  it("refuses any other player", () => {
    expect(mayUnmark({ playerId: 8, role: "PLAYER" }, marked(7))).toBe(false);
  });

  it("guards nothing on an entry nobody has marked", () => {
    expect(mayUnmark({ playerId: 8, role: "PLAYER" }, { isMarked: false, markedBy: null })).toBe(true);
  });
});
