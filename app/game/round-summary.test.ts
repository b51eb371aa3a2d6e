import { describe, expect, it } from "vitest";
import { en } from "../i18n/catalogue/en";
import { roundSummary, wonRoundSummary } from "./round-summary";

describe("roundSummary", () => {
  it("says nothing in a game's first round", () => {
    expect(roundSummary({ round: 1, pastRounds: [] }, en)).toBeNull();
  });

  it("names the round and who won the one before", () => {
    const pastRounds = [
      { number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1 },
      { number: 2, winnerId: 3, winnerName: "Cat", endedAt: 2 },
    ];
    expect(roundSummary({ round: 2, pastRounds: pastRounds.slice(0, 1) }, en)).toBe("Round 2 · Round 1 won by Ben");
    expect(roundSummary({ round: 3, pastRounds }, en)).toBe("Round 3 · Round 2 won by Cat");
  });

  it("names every place of a round won by more than one, as My Games and past rounds keep them", () => {
    const pastRounds = [{
      number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1, pattern: "corners" as const,
      winners: [{ playerId: 2, place: 1, name: "Ben" }, { playerId: 3, place: 2, name: "Cat" }, { playerId: 4, place: 3, name: null }],
    }];
    expect(roundSummary({ round: 2, pastRounds }, en)).toBe("Round 2 · Round 1: 1st: Ben, 2nd: Cat, 3rd: someone");
  });

  it("names who won the round just won from the list's places, a card's under its printed name, and nothing before a win", () => {
    const base = { players: [], winners: [] };
    expect(wonRoundSummary({ ...base, status: "PLAY", winners: [{ playerId: 2, place: 1, name: "Ben" }] }, en)).toBeNull();
    expect(wonRoundSummary({ ...base, status: "COMPLETE" }, en)).toBeNull();
    expect(wonRoundSummary({ ...base, status: "BINGO", winners: [{ playerId: 2, place: 1, name: "Ben" }] }, en)).toBe("Ben won!");
    expect(
      wonRoundSummary({ ...base, status: "COMPLETE", winners: [{ playerId: null, seatId: 4, place: 1, name: "Grandma" }, { playerId: 2, place: 2, name: "Ben" }] }, en),
    ).toBe("1st: Grandma, 2nd: Ben");
  });
});
