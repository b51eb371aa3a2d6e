import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";
import { confirmSeatBingo } from "./host-api";
import { CallProblem, useHostCall } from "./host-actions";
import { seatsWithBingo } from "./paper-seats";

/**
 * The host's one tap that confirms a paper card's Bingo (docs/decisions/032-paper-seats.md): the
 * card cannot call it, so the host does once someone at the table checked it. On the play screen
 * (fetched only when a card has a full line) and in the people menu. The server checks the line.
 */
export default function SeatBingoConfirm({ game }: { game: Game }) {
  const t = useStrings().seats;
  const { busy, run, problem } = useHostCall();
  const full = seatsWithBingo(game);
  if (full.length === 0) return null;
  return (
    <div className="seat-bingo">
      {full.map((seat) => (
        <button
          key={seat.id}
          type="button"
          className="button button--bingo"
          disabled={busy}
          onClick={() => run(() => confirmSeatBingo(game.code, seat.id))}
        >
          {fill(t.confirm, { name: seat.name })}
        </button>
      ))}
      <CallProblem problem={problem} />
    </div>
  );
}
