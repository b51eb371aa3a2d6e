import { useId } from "react";
import type { Game } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import SeatBingoConfirm from "./seat-bingo-confirm";

/**
 * The round's paper seats in the people menu (docs/decisions/032-paper-seats.md): each printed
 * card by its name, whether it is one away or has Bingo while the round is played, the one that
 * won, and the cards someone plays on a phone now. The host confirms a card's Bingo here too.
 */
export function SeatList({ game, iAmHost }: { game: Game; iAmHost: boolean }) {
  const t = useStrings();
  const headingId = useId();
  const seats = game.seats ?? [];
  if (seats.length === 0) return null;
  const playing = game.status === "PLAY";
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
            {seat.won && <span className="badge">{t.seats.won}</span>}
            {playing && seat.hasBingo && <span className="badge">{t.seats.bingoBadge}</span>}
            {playing && seat.oneAway && <span className="badge">{t.play.people.oneAway}</span>}
          </li>
        ))}
      </ul>
      {iAmHost && <SeatBingoConfirm game={game} />}
    </>
  );
}
