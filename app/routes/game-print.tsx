import { useMemo } from "react";
import { Form, useSearchParams } from "react-router";
import { entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { useGameScreen } from "../game/game-screen";
import { PaperSeatsPrint } from "../game/paper-seats-print";
import { PrintCard } from "../game/print-card";
import { cardsAsked, dealDistinctCards, MAX_PRINTED_CARDS } from "../game/print-cards";
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
 * Bingo out loud. Before the start nothing is saved: cards are dealt in the browser, and dealt
 * again only when another number is asked or the pool changes. Once the game is in play, the
 * host's cards are paper seats the app follows live (paper-seats-print.tsx).
 */
export default function GamePrint() {
  const screen = useGameScreen();
  if (screen.game.status === "PLAY" && screen.me.role === "CREATOR") return <PaperSeatsPrint game={screen.game} entries={screen.entries} />;
  return <DealtCards />;
}

/** Cards dealt in the browser, kept nowhere: before the start, or for a player who is not the host. */
function DealtCards() {
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
          <PrintCard
            key={card.join(",")}
            gameName={game.name}
            boardSize={game.boardSize}
            card={card}
            texts={texts}
            label={fill(t.cardNumber, { number: index + 1, total: cards.length })}
            // Whose card it is, written in by hand: cards get passed round a table.
            player={
              <>
                {t.playerName}: <span className="print-card__blank" aria-hidden="true" />
              </>
            }
            qrUrl={link}
            footer={
              <>
                {t.howToPlay[game.pattern]}
                <br />
                {fillNodes(t.join, { code: game.code, link: <span className="print-card__link">{link}</span> })}
              </>
            }
          />
        ))}
      </div>
    </>
  );
}

