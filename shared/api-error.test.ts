import { describe, expect, it } from "vitest";
import { formatApiError, isApiErrorBody } from "./api-error";

describe("API error messages (SPEC §8)", () => {
  it("show '{code}: {errors}' when the response has a code", () => {
    expect(
      formatApiError({ code: "GAME_NOT_FOUND", errors: { code: ["No game has this code."] } }),
    ).toBe("GAME_NOT_FOUND: No game has this code.");
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
