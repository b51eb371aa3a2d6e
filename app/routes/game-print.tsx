import { useMemo, type CSSProperties } from "react";
import { Form, useSearchParams } from "react-router";
import { entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { useGameScreen } from "../game/game-screen";
import { JoinQrCodeNow } from "../game/join-qr-code-now";
import { cardRows, cardsAsked, dealDistinctCards, MAX_PRINTED_CARDS } from "../game/print-cards";
import { joinUrl } from "../game/share-or-copy";
import { fillNodes } from "../game/fill-nodes";
import { plural } from "../i18n/format";
import { metaStrings } from "../i18n/meta-strings";
import { useLanguage, useStrings } from "../i18n/strings";
import type { Route } from "./+types/game-print";
import "../game/print-cards.css";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).setup.print.title }];
}

/**
 * Paper cards for relatives without a phone: as many different
 * cards from the pool, two to an A4 or Letter page, black on white, each with the game's name
 * and its join QR. They cross off predictions with a pen as the table marks them, and call
 * Bingo out loud. Nothing is saved: cards are dealt in the browser, and dealt again only when
 * another number is asked or the pool changes.
 */
export default function GamePrint() {
  const { game, entries } = useGameScreen();
  const strings = useStrings();
  const t = strings.setup.print;
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const count = cardsAsked(searchParams);
  const entryIds = entries.map((entry) => entry.id);
  const poolKey = entryIds.join(",");
  const needed = entriesToStart(game.boardSize);
  const enough = entryIds.length >= needed;
  // Keyed by the pool's ids, not its array, which every live change replaces: a mark made
  // at the table while the host looks at the preview must not deal every card again.
  const cards = useMemo(() => (enough ? dealDistinctCards(entryIds, count, undefined, game.boardSize) : []), [poolKey, count, enough, game.boardSize]);
  const texts = new Map(entries.map((entry) => [entry.id, entry.text]));
  const link = joinUrl(game.code);

  return (
    <>
      <section className="print-setup" aria-labelledby="print-setup-heading">
        <h2 id="print-setup-heading">{t.heading}</h2>
        <p>{t.intro}</p>
        {enough ? (
          <>
            <Form method="get" className="print-setup__form">
              <label htmlFor="print-cards-count">{t.howMany}</label>
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
                {t.deal}
              </button>
            </Form>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {plural(language, count, t.print)}
            </button>
          </>
        ) : (
          <p role="status">
            {fill(strings.messages.refusals.notEnoughEntries, { missing: needed - entryIds.length })}
          </p>
        )}
      </section>

      <div className="print-cards">
        {cards.map((card, index) => (
          <article
            key={card.join(",")}
            className="print-card"
            aria-label={fill(t.cardNumber, { number: index + 1, total: cards.length })}
          >
            <header className="print-card__header">
              <h3 className="print-card__name">{game.name}</h3>
              <span className="print-card__number">{fill(t.cardNumber, { number: index + 1, total: cards.length })}</span>
            </header>
            {/* Whose card it is, written in by hand: cards get passed round a table. */}
            <p className="print-card__player">
              {t.playerName}: <span className="print-card__blank" aria-hidden="true" />
            </p>
            <ol className="print-card__grid" aria-label={t.squaresLabel} style={{ "--board-size": game.boardSize } as CSSProperties}>
              {cardRows(card)
                .flat()
                .map((entryId, square) =>
                  entryId === null ? (
                    <li key={square} className="print-card__square print-card__square--free">
                      {t.free}
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
                {t.howToPlay}
                <br />
                {fillNodes(t.join, { code: game.code, link: <span className="print-card__link">{link}</span> })}
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
