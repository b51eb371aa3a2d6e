import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ENTRIES_TO_START } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { FormError } from "../forms/form-error";
import { problemMessage } from "../forms/form-status";
import { useFormStatus } from "../forms/use-form-status";
import { AddEntryForm, entryPlaceholder } from "../game/add-entry-form";
import { EntryPool } from "../game/entry-pool";
import { startGame } from "../game/game-api";
import { useGameScreen } from "../game/game-screen";

export const meta = () => [{ title: "Setup Game · Bingo with friends" }];

// Starter ideas and a pasted list (issue #29): their code, and the packs, only once the screen is up.
const AddManyEntries = lazy(() => import("../game/add-many-entries").then((module) => ({ default: module.AddManyEntries })));

export { addEntryAction as clientAction } from "../game/add-entry-form";

/** SPEC §2, Game setup: everyone adds entries; the creator starts at 24 or more. */
export default function GameSetup() {
  const { game, entries, me } = useGameScreen();
  const starting = useFormStatus(problemMessage);

  const isCreator = me.role === "CREATOR";
  const host = game.players.find((player) => player.role === "CREATOR");
  const missing = Math.max(0, ENTRIES_TO_START - entries.length);

  return (
    <>
      {game.description && <p className="lede">{game.description}</p>}
      <AddEntryForm code={game.code} placeholder={entryPlaceholder(game, me)} />
      <Suspense fallback={null}>
        <AddManyEntries code={game.code} entries={entries} />
      </Suspense>

      <section className="start" aria-live="polite">
        {missing > 0 ? (
          <p>{REFUSAL_MESSAGES.notEnoughEntries(missing)}</p>
        ) : (
          <>
            {isCreator ? (
              <button
                type="button"
                className="button button--primary"
                disabled={starting.processing}
                onClick={() => starting.run(() => startGame(game.code).then(() => undefined))}
              >
                start game
              </button>
            ) : (
              // Everyone else knows why nothing happens yet, and whom to nudge.
              host && (
                <p className="start__waiting">
                  Waiting for <bdi>{host.screenName}</bdi> to start
                </p>
              )
            )}
            <p>Or keep adding entries for more variety!</p>
            {isCreator && (
              <p>
                Someone playing without a phone? <Link to={`/play/${game.code}/print/`}>Print cards</Link> for them.
              </p>
            )}
          </>
        )}
        <FormError state={starting.state} />
      </section>

      <EntryPool game={game} entries={entries} me={me} />
    </>
  );
}
