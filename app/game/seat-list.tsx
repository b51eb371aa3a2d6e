import { useId } from "react";
import type { Game } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import SeatBingoConfirm from "./seat-bingo-confirm";
import { placeName } from "./win-texts";

/**
 * The round's paper seats in the people menu (docs/decisions/032-paper-seats.md): each printed
 * card by its name, whether it is one away or has Bingo while the round is played, the one that
 * won (or the place each took), and the cards someone plays on a phone now. The host confirms a card's Bingo here too.
 */
export function SeatList({ game, iAmHost }: { game: Game; iAmHost: boolean }) {
  const t = useStrings();
  const headingId = useId();
  const seats = game.seats ?? [];
  if (seats.length === 0) return null;
  const playing = game.status === "PLAY";
  // In a round of places a card's badge says which it took ("2nd"); a card won before places, "Won".
  const wonBadge = (seatId: number) => {
    const place = game.places > 1 ? game.winners.find((placing) => placing.seatId === seatId)?.place : undefined;
    return place === undefined ? t.seats.won : placeName(place, t);
  };
  return (
    <>
      <h2 className="people__heading" id={headingId}>
        {t.seats.heading} <span className="counter">{seats.length}</span>
      </h2>
      <ul className="people__list people__seats" aria-labelledby={headingId}>
        {seats.map((seat) => (
          <li key={seat.id}>
            <span className="people__name" dir="auto">{seat.name}</span>
            {seat.claimedBy !== null && <span className="people__role">{t.seats.claimed}</span>}
            {seat.won && <span className="badge">{wonBadge(seat.id)}</span>}
            {playing && seat.hasBingo && !seat.won && <span className="badge">{t.seats.bingoBadge}</span>}
            {playing && seat.oneAway && <span className="badge">{t.play.people.oneAway}</span>}
          </li>
        ))}
      </ul>
      {iAmHost && <SeatBingoConfirm game={game} />}
    </>
  );
}
