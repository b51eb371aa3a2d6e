import type { Game, Seat } from "../../shared/api-types";

/**
 * What screens say of a game's paper seats (docs/decisions/032-paper-seats.md): the printed
 * cards the app follows like phones. A claimed card is its player's now, followed as them.
 */

const NO_SEATS: readonly Seat[] = [];

/** The round's seats still on paper (not claimed), in the order printed. */
export function paperSeats(game: Pick<Game, "seats">): readonly Seat[] {
  return game.seats?.filter((seat) => seat.claimedBy === null) ?? NO_SEATS;
}

/** The names of the paper seats one mark from a line, while the round is played. */
export function seatsOneAway(game: Pick<Game, "seats" | "status">): string[] {
  if (game.status !== "PLAY") return [];
  return paperSeats(game).filter((seat) => seat.oneAway).map((seat) => seat.name);
}

/** The paper seats with a full line that the host has not confirmed yet (no place of theirs), while the round is played. */
export function seatsWithBingo(game: Pick<Game, "seats" | "status">): readonly Seat[] {
  if (game.status !== "PLAY") return NO_SEATS;
  return paperSeats(game).filter((seat) => seat.hasBingo && !seat.won);
}

/** Who won the round: the winning player's name, or the card's when a paper seat took the first place. */
export function winnerName(game: Pick<Game, "players" | "winnerId" | "seats"> & Partial<Pick<Game, "winners">>): string | null {
  const player = game.players.find((each) => each.id === game.winnerId);
  if (player) return player.screenName;
  const first = game.winners?.[0];
  // A round a card won before cards took places has no placing: its one won card won it.
  if (!first) return game.seats?.find((seat) => seat.won)?.name ?? null;
  return first.seatId === undefined ? null : (game.seats?.find((seat) => seat.id === first.seatId)?.name ?? null);
}
