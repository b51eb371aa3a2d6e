import { useState, type FormEvent } from "react";
import type { Entry, Game } from "../../shared/api-types";
import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { problemMessage } from "../forms/form-status";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";
import { PrintCard } from "./print-card";
import { DEFAULT_PRINTED_CARDS } from "./print-cards";
import { createSeats } from "./seat-api";

/** Where a card's QR code leads: its claim page, the token in the fragment so no server logs it. */
export const claimUrl = (code: string, seatId: number, token: string) =>
  `${window.location.origin}/claim/${code}/${seatId}/#token=${encodeURIComponent(token)}`;

/**
 * The print view once the game is in play, for its host (docs/decisions/032-paper-seats.md): each
 * card is made on the server as a paper seat of the round, named for whoever plays it ("Card 3"
 * when left blank), and followed live. Every card of the round is shown to print (again), each
 * with its name and the QR code that lets someone play it on a phone instead.
 */
export function PaperSeatsPrint({ game, entries }: { game: Game; entries: Entry[] }) {
  const strings = useStrings();
  const t = strings.seats.print;
  const language = useLanguage();
  const printed = (game.seats ?? []).filter((seat) => seat.boardEntries);
  const [count, setCount] = useState(DEFAULT_PRINTED_CARDS);
  const [names, setNames] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = LIMITS.seatsPerRound - (game.seats?.length ?? 0);
  const asked = Math.max(1, Math.min(count, room));
  const texts = new Map(entries.map((entry) => [entry.id, entry.text]));
  const numberOf = (index: number) => (game.seats?.length ?? 0) + index + 1;

  async function make(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const named = Array.from({ length: asked }, (_, index) => names[index]?.trim() || fill(t.defaultName, { number: numberOf(index) }));
      await createSeats(game.code, named);
      setNames([]);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="print-setup" aria-labelledby="print-setup-heading">
        <h2 id="print-setup-heading">{strings.setup.print.heading}</h2>
        <p>{t.liveIntro}</p>
        {room > 0 && (
          <form className="print-setup__seats" onSubmit={make}>
            <div className="print-setup__form">
              <label htmlFor="print-cards-count">{strings.setup.print.howMany}</label>
              <input
                id="print-cards-count"
                type="number"
                inputMode="numeric"
                min={1}
                max={room}
                value={count}
                onChange={(event) => setCount(Number(event.target.value) || 1)}
              />
            </div>
            {Array.from({ length: asked }, (_, index) => (
              <div key={index} className="print-setup__name">
                <label htmlFor={`print-card-name-${index}`}>{fill(t.cardName, { number: numberOf(index) })}</label>
                <input
                  id={`print-card-name-${index}`}
                  type="text"
                  maxLength={LIMITS.screenName.max}
                  placeholder={fill(t.defaultName, { number: numberOf(index) })}
                  value={names[index] ?? ""}
                  onChange={(event) => setNames((before) => Object.assign([...before], { [index]: event.target.value }))}
                />
              </div>
            ))}
            <button type="submit" className="button" disabled={busy}>
              {plural(language, asked, t.make)}
            </button>
          </form>
        )}
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {printed.length > 0 ? (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {plural(language, printed.length, t.printAll)}
          </button>
        ) : (
          <p>{t.noneYet}</p>
        )}
      </section>

      <div className="print-cards">
        {printed.map((seat, index) => (
          <PrintCard
            key={seat.id}
            gameName={game.name}
            boardSize={game.boardSize}
            card={seat.boardEntries!}
            texts={texts}
            label={fill(strings.setup.print.cardNumber, { number: index + 1, total: printed.length })}
            player={<bdi className="print-card__seat">{seat.name}</bdi>}
            qrUrl={seat.claimToken ? claimUrl(game.code, seat.id, seat.claimToken) : null}
            qrLabel={seat.claimToken && fill(t.qrLabel, { name: seat.name, url: claimUrl(game.code, seat.id, seat.claimToken) })}
            footer={
              <>
                {strings.setup.print.howToPlay[game.pattern]}
                <br />
                {seat.claimToken ? t.scanToPlay : t.claimedCard}
              </>
            }
          />
        ))}
      </div>
    </>
  );
}
