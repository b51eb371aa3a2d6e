import { describe, expect, it } from "vitest";
import { isOptionalChunkFailure } from "./optional-chunks";

describe("a chunk the app is whole without", () => {
  it("is a board's hyphenation, by the name the build gives its files", () => {
    const failed = (file: string) => new TypeError(`Failed to fetch dynamically imported module: https://bingo.example/assets/${file}`);
    expect(isOptionalChunkFailure(failed("syllables-DmwBFRhO.js"))).toBe(true);
    expect(isOptionalChunkFailure(failed("syllables-de-E5ZqTo66.js"))).toBe(true);
    expect(isOptionalChunkFailure(failed("game-socket.client-Ab12Cd34.js"))).toBe(false);
    expect(isOptionalChunkFailure(failed("de-BWMFELXa.js"))).toBe(false);
    expect(isOptionalChunkFailure(null)).toBe(false);
  });

  it("is the winner's dialog fetched ahead, which a Bingo asks for again", () => {
    const failed = (file: string) => new TypeError(`Failed to fetch dynamically imported module: https://bingo.example/assets/${file}`);
    expect(isOptionalChunkFailure(failed("winner-modal-BXnUY-Y_.js"))).toBe(true);
    expect(isOptionalChunkFailure(failed("game-B150wqoh.js"))).toBe(false);
  });
});
