import { Suspense } from "react";
import { Link } from "react-router";
import { entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { FormError } from "../forms/form-error";
import { problemMessage } from "../forms/form-status";
import { useFormStatus } from "../forms/use-form-status";
import { AddEntryForm, entryPlaceholder } from "../game/add-entry-form";
import { EntryPool } from "../game/entry-pool";
import { startGame } from "../game/game-api";
import { useGameScreen } from "../game/game-screen";
import { usePrefetchSquareHyphenation } from "../game/square-hyphenation";
import { YearAfterYear } from "../game/year-after-year";
import { fillNodes } from "../game/fill-nodes";
import { toWinText } from "../game/win-texts";
import { metaStrings } from "../i18n/meta-strings";
import { useLanguage, useStrings } from "../i18n/strings";
import type { Route } from "./+types/game-setup";
import { optionalPiece } from "../chunks/optional-piece";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).setup.screen.title }];
}

// Starter ideas and a pasted list: their code, and the packs, only once the screen is up.
const AddManyEntries = optionalPiece(() => import("../game/add-many-entries").then((module) => module.AddManyEntries));

export { addEntryAction as clientAction } from "../game/add-entry-form";

/** SPEC §2, Game setup: everyone adds entries; the creator starts at 24 or more. */
export default function GameSetup() {
  const { game, entries, me } = useGameScreen();
  const starting = useFormStatus(problemMessage);
  const strings = useStrings();
  const t = strings.setup.screen;

  const isCreator = me.role === "CREATOR";
  const host = game.players.find((player) => player.role === "CREATOR");
  const missing = Math.max(0, entriesToStart(game.boardSize) - entries.length);
  // Everyone adding predictions knows what the first round will be played for.
  const toWin = toWinText(game, strings);
  // The boards drawn at the start show their words' syllables at once (square-hyphenation.ts).
  usePrefetchSquareHyphenation(
    entries.map((entry) => entry.text),
    useLanguage(),
  );

  return (
    <>
      {game.description && <p className="lede">{game.description}</p>}
      {toWin && <p className="round-line">{toWin}</p>}
      <AddEntryForm code={game.code} playerId={me.id} placeholder={entryPlaceholder(game, me)} />
      <Suspense fallback={null}>
        <AddManyEntries code={game.code} entries={entries} />
      </Suspense>

      <section className="start" aria-live="polite">
        {missing > 0 ? (
          <p>{fill(strings.messages.refusals.notEnoughEntries, { missing })}</p>
        ) : (
          <>
            {isCreator ? (
              <button
                type="button"
                className="button button--primary"
                disabled={starting.processing}
                onClick={() => starting.run(() => startGame(game.code).then(() => undefined))}
              >
                {t.startGame}
              </button>
            ) : (
              // Everyone else knows why nothing happens yet, and whom to nudge.
              host && (
                <p className="start__waiting">
                  {fillNodes(t.waitingForHost, { host: <bdi>{host.screenName}</bdi> })}
                </p>
              )
            )}
            <p>{t.keepAdding}</p>
            {isCreator && (
              <p>{fillNodes(t.withoutPhone, { printCards: <Link to={`/play/${game.code}/print/`}>{t.printCardsLink}</Link> })}</p>
            )}
          </>
        )}
        <FormError state={starting.state} />
      </section>

      <EntryPool game={game} entries={entries} me={me} />
      {/* Next year's game links back to last year's, and to the family record. */}
      <YearAfterYear code={game.code} mayPlayAgain={false} />
    </>
  );
}
