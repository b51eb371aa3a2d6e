import { describe, expect, it } from "vitest";
import type { Entry, Game, Player } from "../../shared/api-types";
import { en } from "../i18n/catalogue/en";
import { es } from "../i18n/catalogue/es";
import { entriesShown } from "./pool-shown";
import { markedByName, oneAwaySentence, tvStanding } from "./tv-texts";

const player = (id: number, screenName: string, role: Player["role"] = "PLAYER"): Player => ({
  id, code: `P${id}`, gameId: 1, screenName, role,
});
const players = [player(1, "Ann", "CREATOR"), player(2, "Ben"), player(3, "Cat"), player(4, "Dan"), player(5, "Eve"), player(6, "Fay")];
const game = (changes: Partial<Game> = {}): Game => ({
  id: 1, code: "ABCD2345", name: "Dinner", description: "", status: "PLAY", winnerId: null, version: 3,
  locked: false, boardSize: 5, round: 1, pastRounds: [], pattern: "line", places: 1, winners: [], players, ...changes,
});
const entry = (id: number, markedBy: number | null = null): Entry => ({
  id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked: markedBy !== null,
  markedBy, markedAt: markedBy === null ? null : 1, playerName: "Ann", editedBy: null, editedByName: null, gameCode: "ABCD2345",
});
const entries = (count: number, markedBy: (id: number) => number | null = () => null) =>
  Array.from({ length: count }, (_, index) => entry(index + 1, markedBy(index + 1)));

describe("what the TV view says", () => {
  it("counts down to the start in setup, in SPEC's words, then waits for the host", () => {
    expect(tvStanding(game({ status: "SETUP" }), entries(20), en)).toEqual({
      stage: "Adding predictions",
      detail: "4 more entries needed to start a game",
    });
    expect(tvStanding(game({ status: "SETUP" }), entries(24), en).detail).toBe("Ready: waiting for Ann to start");
  });

  it("says the round, the marks so far and who won the last round", () => {
    const next = game({ round: 2, pastRounds: [{ number: 1, winnerId: 2, winnerName: "Ben", endedAt: 1 }] });
    expect(tvStanding(next, entries(24, (id) => (id <= 3 ? 2 : null)), en)).toEqual({
      stage: "Round 2",
      detail: "3 of 24 predictions came true · Round 1 won by Ben",
    });
  });

  it("names the winner after a Bingo, and who ended a game nobody won", () => {
    expect(tvStanding(game({ status: "BINGO", winnerId: 3 }), entries(24), en)).toEqual({ stage: "Bingo!", detail: "Cat won round 1" });
    expect(tvStanding(game({ status: "COMPLETE" }), entries(24), en).detail).toBe("Ann ended the game before anyone called Bingo.");
  });

  it("names who is one away while the round is played, a long list cut short", () => {
    expect(oneAwaySentence(game({ oneAwayPlayerIds: [] }), en, "en")).toBeNull();
    expect(oneAwaySentence(game({ oneAwayPlayerIds: [2] }), en, "en")).toBe("Ben is one away!");
    expect(oneAwaySentence(game({ oneAwayPlayerIds: [2, 3] }), en, "en")).toBe("Ben and Cat are one away!");
    expect(oneAwaySentence(game({ oneAwayPlayerIds: [2, 3, 4, 5, 6] }), en, "en")).toBe("Ben, Cat, Dan and 2 more are one away!");
    expect(oneAwaySentence(game({ status: "BINGO", oneAwayPlayerIds: [2] }), en, "en")).toBeNull();
  });

  it("says it all in the page's language", () => {
    expect(tvStanding(game({ status: "SETUP" }), entries(20), es)).toEqual({
      stage: "Añadiendo predicciones",
      detail: "Faltan 4 entradas para empezar una partida",
    });
    expect(oneAwaySentence(game({ oneAwayPlayerIds: [2, 3, 4, 5, 6] }), es, "es")).toBe("¡Ben, Cat, Dan y 2 más están a una del Bingo!");
    expect(markedByName(entry(1, 99), players, es)).toBe("alguien");
  });

  it("says who marked a square, 'someone' for a player who has gone", () => {
    expect(markedByName(entry(1, 2), players, en)).toBe("Ben");
    expect(markedByName(entry(1, 99), players, en)).toBe("someone");
    expect(markedByName(entry(1), players, en)).toBeNull();
  });
});

describe("a pool larger than the screen", () => {
  it("shows every marked entry and fills the rest in order", () => {
    const pool = entries(10, (id) => (id === 9 || id === 10 ? 2 : null));
    const { shown, hidden } = entriesShown(pool, 4);
    expect(shown.map((each) => each.id)).toEqual([1, 2, 9, 10]);
    expect(hidden).toBe(6);
    expect(entriesShown(pool, 10)).toEqual({ shown: pool, hidden: 0 });
  });
});
