import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addEntryInput,
  createGameInput,
  credentialsInput,
  joinGameForm,
  joinGameInput,
  markEntryInput,
  nextRoundInput,
} from "./api-schemas";
import { isUnfilled } from "./form-alerts";

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
      boardSize: 5,
      pattern: "line",
      places: 1,
    });
  });

  it("take a pattern and 1–3 places, from the form's text or the API's values, a one-place line when not given", () => {
    const game = { screenName: "Ann", gameName: "Dinner" };
    expect(createGameInput.parse({ ...game, pattern: "corners", places: "2" })).toMatchObject({ pattern: "corners", places: 2 });
    expect(nextRoundInput.parse({ after: 1, pattern: "blackout", places: 3 })).toMatchObject({ pattern: "blackout", places: 3 });
    expect(nextRoundInput.parse({ after: 1 })).toMatchObject({ pattern: "line", places: 1 });
    for (const wrong of [{ pattern: "Line" }, { pattern: "" }, { places: 0 }, { places: "4" }, { places: 2.5 }]) {
      expect(createGameInput.safeParse({ ...game, ...wrong }).success).toBe(false);
    }
  });

  it("take a board of 3, 4 or 5 squares a side, from the form's text or the API's number, 5 when not given", () => {
    const game = { screenName: "Ann", gameName: "Dinner" };
    expect(createGameInput.parse({ ...game, boardSize: 3 }).boardSize).toBe(3);
    expect(createGameInput.parse({ ...game, boardSize: "4" }).boardSize).toBe(4);
    expect(createGameInput.parse(game).boardSize).toBe(5);
    for (const wrong of [2, 6, 4.5, "five", "", null, true, [3]]) {
      expect(createGameInput.safeParse({ ...game, boardSize: wrong }).success, String(wrong)).toBe(false);
    }
  });

  it("accept a game code in any case with surrounding spaces, returning it normalized", () => {
    expect(joinGameInput.parse({ screenName: "Bob", code: " k7pq2mzx " }).code).toBe("K7PQ2MZX");
  });

  it("allow line breaks in an entry but not in a name", () => {
    expect(addEntryInput.safeParse({ gameCode: "K7PQ2MZX", text: "one\ntwo" }).success).toBe(true);
    expect(joinGameInput.safeParse({ screenName: "B\nob", code: "K7PQ2MZX" }).success).toBe(false);
    // Unicode's own line and paragraph separators break a line too.
    expect(joinGameInput.safeParse({ screenName: "Ann\u2028Admin", code: "K7PQ2MZX" }).success).toBe(false);
    expect(createGameInput.safeParse({ screenName: "Ann", gameName: "Christmas\u2029Eve" }).success).toBe(false);
    expect(addEntryInput.safeParse({ gameCode: "K7PQ2MZX", text: "one\u2028two" }).success).toBe(true);
  });

  it("treat text of only invisible characters as missing", () => {
    const result = addEntryInput.safeParse({ gameCode: "K7PQ2MZX", text: "\u200B \u2060" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Entry is required.");
  });
});

describe("fields not filled in (SPEC §5: the forms' alerts)", () => {
  const unfilledFields = (result: { error?: { issues: z.core.$ZodIssue[] } }) =>
    (result.error?.issues ?? []).filter(isUnfilled).map((issue) => issue.path.join("."));

  it("mark a blank required name and a code that is not 8 characters", () => {
    const result = joinGameInput.safeParse({ screenName: "  ", code: "ABC" });
    expect(unfilledFields(result)).toEqual(["screenName", "code"]);
  });

  it("do not mark a code of 8 characters with letters no code has: that is its own message", () => {
    const result = joinGameInput.safeParse({ screenName: "Ann", code: "ABCDEFGI" });
    expect(unfilledFields(result)).toEqual([]);
    expect(result.error?.issues[0]?.message).toBe(
      "Game code must be 8 characters: letters without I and O, digits 2 to 9.",
    );
  });

  it("accept the practice game's code 'testing' in the API, not on the Join Game form", () => {
    expect(joinGameInput.parse({ screenName: "Ann", code: " testing " }).code).toBe("TESTING");
    expect(unfilledFields(joinGameForm.safeParse({ screenName: "Ann", code: "testing" }))).toEqual(["code"]);
    expect(joinGameForm.parse({ screenName: "Ann", code: "k7pq2mzx" }).code).toBe("K7PQ2MZX");
  });

  it("do not mark a name that is too long: it is filled in, only wrong", () => {
    const result = createGameInput.safeParse({ screenName: "x".repeat(41), gameName: "Dinner" });
    expect(unfilledFields(result)).toEqual([]);
    expect(result.error?.issues[0]?.message).toBe("Screen name must be at most 40 characters.");
  });

  it("mark an empty email as missing, and say a wrong one is no email address", () => {
    expect(unfilledFields(credentialsInput.safeParse({ email: "  ", password: "pw" }))).toEqual(["email"]);
    expect(credentialsInput.safeParse({ email: "  ", password: "pw" }).error?.issues[0]?.message).toBe("Email is required.");
    expect(credentialsInput.safeParse({ email: "grandma", password: "pw" }).error?.issues[0]?.message).toBe("Email must be an email address.");
  });

  it("mark an empty password, and keep a password's spaces as typed", () => {
    expect(unfilledFields(credentialsInput.safeParse({ email: "a@example.test", password: "" }))).toEqual(["password"]);
    expect(credentialsInput.parse({ email: " a@example.test ", password: " pw " })).toEqual({
      email: "a@example.test",
      password: " pw ",
    });
  });
});
