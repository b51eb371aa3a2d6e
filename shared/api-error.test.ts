import { describe, expect, it } from "vitest";
import { formatApiError, isApiErrorBody, UNEXPLAINED_REFUSAL } from "./api-error";

describe("API error messages (SPEC §8, words not codes)", () => {
  it("show the words, never the code", () => {
    expect(
      formatApiError({ code: "GAME_NOT_FOUND", errors: { code: ["No game has this code."] } }),
    ).toBe("No game has this code.");
  });

  it("say something in words when a refusal brings no message", () => {
    expect(formatApiError({ code: "INTERNAL", errors: {} })).toBe(UNEXPLAINED_REFUSAL);
  });

  it("join the messages of several fields with ', '", () => {
    expect(
      formatApiError({ code: "", errors: { screenName: ["Too long."], gameName: ["Required."] } }),
    ).toBe("Too long., Required.");
  });

  it("recognise only bodies of the documented shape", () => {
    expect(isApiErrorBody({ code: "X", errors: {} })).toBe(true);
    expect(isApiErrorBody({ message: "nope" })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
