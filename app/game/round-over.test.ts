import { describe, expect, it } from "vitest";
import type { Player } from "../../shared/api-types";
import { en } from "../i18n/catalogue/en";
import { endedBy, roundOverText } from "./round-over";

const players = [
  { id: 1, screenName: "Ann", role: "CREATOR" },
  { id: 2, screenName: "Ben", role: "PLAYER" },
] as Player[];

describe("roundOverText", () => {
  it("says nothing while a round is played or before it starts", () => {
    expect(roundOverText({ status: "PLAY", winnerId: null, players, round: 1 }, 1, en)).toBeNull();
    expect(roundOverText({ status: "SETUP", winnerId: null, players, round: 1 }, 1, en)).toBeNull();
  });

  it("after a Bingo, says who won and that the round is over", () => {
    expect(roundOverText({ status: "BINGO", winnerId: 2, players, round: 1 }, 1, en)).toBe("Ben won this round. The round is over.");
    expect(roundOverText({ status: "BINGO", winnerId: 2, players, round: 1 }, 2, en)).toBe("You won this round. The round is over.");
    expect(roundOverText({ status: "COMPLETE", winnerId: 2, players, round: 1 }, 1, en)).toBe("Ben won. This game has ended.");
  });

  it("a game ended without a winner says who ended it, and claims no winner", () => {
    const text = roundOverText({ status: "COMPLETE", winnerId: null, players, round: 1 }, 2, en);
    expect(text).toBe("Ann ended the game before anyone called Bingo.");
    expect(endedBy({ players: players.slice(1) }, en.play.words.theHostAtStart)).toBe("The host");
  });

  it("a game won in round 1 and ended in round 2 says only that round had no winner", () => {
    const text = roundOverText({ status: "COMPLETE", winnerId: null, players, round: 2 }, 2, en);
    expect(text).toBe("Ann ended the game in round 2, before anyone called Bingo in it.");
  });
});
