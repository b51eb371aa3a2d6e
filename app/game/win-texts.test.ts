import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/api-types";
import { de } from "../i18n/catalogue/de";
import { en } from "../i18n/catalogue/en";
import { resultShareText } from "./share-text";
import { podiumOf, podiumText, toWinText } from "./win-texts";

const players = [
  { id: 1, code: "P1", gameId: 1, screenName: "Ann", role: "CREATOR" as const },
  { id: 2, code: "P2", gameId: 1, screenName: "Ben", role: "PLAYER" as const },
];
const game = (changes: Partial<Game>) => ({ pattern: "line" as const, places: 1 as const, winners: [], players, ...changes });

describe("what a round is played for, in words", () => {
  it("says nothing for a one-winner line round, as every game before patterns", () => {
    expect(toWinText(game({}), en)).toBeNull();
    expect(toWinText({}, en)).toBeNull();
  });

  it("names the pattern, and the winners when more than one", () => {
    expect(toWinText(game({ pattern: "corners" }), en)).toBe("To win: Four corners");
    expect(toWinText(game({ pattern: "x", places: 3 }), en)).toBe("To win: X · 3 winners");
    expect(toWinText(game({ pattern: "blackout", places: 2 }), de)).toBe("Zum Gewinnen: Volle Karte · 2 Gewinner");
  });

  it("lists the podium in place order with names, someone for a player who left", () => {
    const podium = podiumOf(game({ places: 3, winners: [{ playerId: 2, place: 1 }, { playerId: 9, place: 2 }] }), "Someone");
    expect(podiumText(podium, en)).toBe("1st: Ben, 2nd: Someone");
  });

  it("names a paper card's place by the card", () => {
    const seats = [{ id: 7, name: "Grandma", oneAway: false, hasBingo: true, won: true, claimedBy: null }];
    const podium = podiumOf(game({ places: 2, winners: [{ playerId: null, seatId: 7, place: 1 }, { playerId: 1, place: 2 }], seats }), "Someone");
    expect(podiumText(podium, en)).toBe("1st: Grandma, 2nd: Ann");
  });

  it("shares the pattern and the podium between the winner line and the board", () => {
    const text = resultShareText({
      winnerLine: "Bingo! Ben won!",
      gameName: "Dinner",
      boardEntries: Array.from({ length: 8 }, (_, index) => index),
      markedEntryIds: new Set([0, 2, 5, 7]),
      joinUrl: "https://bingo.example/join/K7PQ2MZX/",
      roundLines: ["To win: Four corners · 2 winners", "1st: Ben, 2nd: Ann"],
    });
    expect(text.split("\n")).toEqual([
      "Bingo! Ben won!",
      "Dinner",
      "To win: Four corners · 2 winners",
      "1st: Ben, 2nd: Ann",
      "🟥⬜🟥",
      "⬜🟩⬜",
      "🟥⬜🟥",
      "https://bingo.example/join/K7PQ2MZX/",
    ]);
  });
});
