import { describe, expect, it } from "vitest";
import type { Game, Seat } from "../../shared/api-types";
import { GameStore } from "./game-store";
import { applyRealtimeMessage } from "./realtime-protocol";
import { seatsOneAway, seatsWithBingo, winnerName } from "./paper-seats";

/** Paper seats on the client (docs/decisions/032-paper-seats.md): what the store keeps of them, and what screens say. */

const seat = (id: number, overrides: Partial<Seat> = {}): Seat => ({
  id,
  name: id === 1 ? "Grandma" : `Card ${id}`,
  oneAway: false,
  hasBingo: false,
  won: false,
  claimedBy: null,
  ...overrides,
});

const game = (version: number, overrides: Partial<Game> = {}): Game => ({
  id: 1,
  code: "ABCD2345",
  name: "Dinner",
  description: "",
  status: "PLAY",
  winnerId: null,
  version,
  locked: false,
  boardSize: 5,
  round: 1,
  pastRounds: [],
  pattern: "line",
  places: 1,
  winners: [],
  players: [{ id: 1, code: "P1", gameId: 1, screenName: "Ann", role: "CREATOR" }],
  ...overrides,
});

const BOARD = Array.from({ length: 24 }, (_, index) => index + 1);

describe("paper seats in the client's store", () => {
  it("follows the seats a message carries, and the host keeps each card's board and token until it is claimed", () => {
    const store = new GameStore();
    store.applySnapshot(game(3, { seats: [seat(1, { boardEntries: BOARD, claimToken: "t".repeat(22) })] }), []);
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 4, data: { seats: [seat(1, { oneAway: true }), seat(2)] } });
    let seats = store.getSnapshot().game!.seats!;
    expect(seats[0]).toMatchObject({ oneAway: true, boardEntries: BOARD, claimToken: "t".repeat(22) });
    expect(seats[1]).toMatchObject({ id: 2, name: "Card 2" });
    expect(store.getSnapshot().version).toBe(4);

    applyRealtimeMessage(store, { event: "game-ws-payload", version: 5, data: { seats: [seat(1, { claimedBy: 7 }), seat(2)] } });
    seats = store.getSnapshot().game!.seats!;
    expect(seats[0]!.claimedBy).toBe(7);
    expect(seats[0]!.claimToken).toBeUndefined();
  });

  it("keeps a round's seats through a game broadcast of that round, and drops them when the next round starts", () => {
    const store = new GameStore();
    store.applySnapshot(game(3, { seats: [seat(1)] }), []);
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 4, data: { games: [game(4, { locked: true })] } });
    expect(store.getSnapshot().game!.seats).toEqual([seat(1)]);
    applyRealtimeMessage(store, { event: "game-ws-payload", version: 5, data: { games: [game(5, { round: 2 })] } });
    expect(store.getSnapshot().game!.seats).toBeUndefined();
  });

  it("names the seats one away and with Bingo only while the round is played, and a won seat as the winner", () => {
    const playing = game(3, { seats: [seat(1, { hasBingo: true }), seat(2, { oneAway: true }), seat(3, { oneAway: true, claimedBy: 9 })] });
    expect(seatsOneAway(playing)).toEqual(["Card 2"]);
    expect(seatsWithBingo(playing).map((each) => each.name)).toEqual(["Grandma"]);
    const won = game(4, { status: "BINGO", seats: [seat(1, { hasBingo: true, won: true })] });
    expect(seatsWithBingo(won)).toEqual([]);
    expect(winnerName(won)).toBe("Grandma");
    expect(winnerName(game(4, { status: "BINGO", winnerId: 1 }))).toBe("Ann");
  });

  it("names the card that took the first place as the winner, not a card with a later place, and offers no second tap for a placed card", () => {
    const seats = [seat(1, { hasBingo: true, won: true }), seat(2, { hasBingo: true, won: true }), seat(3, { hasBingo: true })];
    const secondPlayingOn = game(5, { places: 3, winners: [{ playerId: null, seatId: 2, place: 1 }, { playerId: null, seatId: 1, place: 2 }], seats });
    expect(winnerName(secondPlayingOn)).toBe("Card 2");
    expect(seatsWithBingo(secondPlayingOn).map((each) => each.name)).toEqual(["Card 3"]);
    // A player's first place is the player's, whatever cards placed after it.
    const annFirst = game(6, { status: "BINGO", places: 2, winnerId: 1, winners: [{ playerId: 1, place: 1 }, { playerId: null, seatId: 1, place: 2 }], seats });
    expect(winnerName(annFirst)).toBe("Ann");
  });
});
