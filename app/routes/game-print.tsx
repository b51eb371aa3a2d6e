import { useMemo } from "react";
import { Form, useSearchParams } from "react-router";
import { ENTRIES_TO_START } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { useGameScreen } from "../game/game-screen";
import { JoinQrCodeNow } from "../game/join-qr-code-now";
import { cardRows, cardsAsked, dealDistinctCards, MAX_PRINTED_CARDS } from "../game/print-cards";
import { joinUrl } from "../game/share-or-copy";
import "../game/print-cards.css";

export const meta = () => [{ title: "Print cards · Bingo with friends" }];

/**
 * Paper cards for relatives without a phone (issue #29, point 4): any number of different
 * cards from the pool, two to an A4 or Letter page, black on white, each with the game's name
 * and its join QR. They cross off predictions with a pen as the table marks them, and call
 * Bingo out loud. Nothing is saved: cards are dealt in the browser, and dealt again only when
 * another number is asked or the pool changes.
 */
export default function GamePrint() {
  const { game, entries } = useGameScreen();
  const [searchParams] = useSearchParams();
  const count = cardsAsked(searchParams);
  const entryIds = entries.map((entry) => entry.id);
  const poolKey = entryIds.join(",");
  const enough = entryIds.length >= ENTRIES_TO_START;
  // Keyed by the pool's ids, not its array, which every live change replaces: a mark made
  // at the table while the host looks at the preview must not deal every card again.
  const cards = useMemo(() => (enough ? dealDistinctCards(entryIds, count) : []), [poolKey, count, enough]);
  const texts = new Map(entries.map((entry) => [entry.id, entry.text]));
  const link = joinUrl(game.code);

  return (
    <>
      <section className="print-setup" aria-labelledby="print-setup-heading">
        <h2 id="print-setup-heading">Print cards</h2>
        <p>
          For anyone playing without a phone: they cross off each prediction as it comes true and call Bingo out
          loud. Every card is different; two fit on an A4 or Letter page.
        </p>
        {enough ? (
          <>
            <Form method="get" className="print-setup__form">
              <label htmlFor="print-cards-count">How many cards?</label>
              <input
                id="print-cards-count"
                name="cards"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PRINTED_CARDS}
                defaultValue={count}
                key={count}
              />
              <button type="submit" className="button">
                Deal
              </button>
            </Form>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Print {count === 1 ? "1 card" : `${count} cards`}
            </button>
          </>
        ) : (
          <p role="status">{REFUSAL_MESSAGES.notEnoughEntries(ENTRIES_TO_START - entryIds.length)}</p>
        )}
      </section>

      <div className="print-cards">
        {cards.map((card, index) => (
          <article key={card.join(",")} className="print-card" aria-label={`Card ${index + 1} of ${cards.length}`}>
            <header className="print-card__header">
              <h3 className="print-card__name">{game.name}</h3>
              <span className="print-card__number">
                Card {index + 1} of {cards.length}
              </span>
            </header>
            <ol className="print-card__grid" aria-label="Squares, row by row">
              {cardRows(card)
                .flat()
                .map((entryId, square) =>
                  entryId === null ? (
                    <li key={square} className="print-card__square print-card__square--free">
                      FREE
                    </li>
                  ) : (
                    <li key={square} className="print-card__square" data-length={lengthOf(texts.get(entryId) ?? "")} dir="auto">
                      {texts.get(entryId)}
                    </li>
                  ),
                )}
            </ol>
            <footer className="print-card__footer">
              <JoinQrCodeNow url={link} />
              <p>
                Cross off a prediction when it comes true. Five in a row, a column or a diagonal: call Bingo!
                <br />
                Join on a phone: <span className="print-card__link">{link}</span> (code {game.code})
              </p>
            </footer>
          </article>
        ))}
      </div>
    </>
  );
}

/** Longer predictions get a smaller type, so a square holds up to the 200 characters an entry may have. */
const lengthOf = (text: string) => (text.length <= 40 ? "short" : text.length <= 90 ? "medium" : "long");
