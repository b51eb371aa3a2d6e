import { describe, expect, it } from "vitest";
import { addEntryInput, createGameInput, joinGameInput, markEntryInput } from "./api-schemas";

describe("API payload schemas", () => {
  it("read only isMarked from a mark, dropping what an old client adds", () => {
    const parsed = markEntryInput.parse({ isMarked: true, markedBy: 9, userId: 1, text: "x" });
    expect(parsed).toEqual({ isMarked: true });
  });

  it("trim names and make a missing description empty", () => {
    expect(createGameInput.parse({ screenName: " Ann ", gameName: "\tDinner\n" })).toEqual({
      screenName: "Ann",
      gameName: "Dinner",
      description: "",
    });
  });

  it("accept a game code in any case with surrounding spaces, returning it normalized", () => {
    expect(joinGameInput.parse({ screenName: "Bob", code: " k7pq2mzx " }).code).toBe("K7PQ2MZX");
  });

  it("allow line breaks in an entry but not in a name", () => {
    expect(addEntryInput.safeParse({ gameCode: "K7PQ2MZX", text: "one\ntwo" }).success).toBe(true);
    expect(joinGameInput.safeParse({ screenName: "B\nob", code: "K7PQ2MZX" }).success).toBe(false);
  });

  it("treat text of only invisible characters as missing", () => {
    const result = addEntryInput.safeParse({ gameCode: "K7PQ2MZX", text: "\u200B \u2060" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Entry is required.");
  });
});
