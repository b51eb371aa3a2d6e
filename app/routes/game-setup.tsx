import { ENTRIES_TO_START } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { FormError } from "../forms/form-error";
import { problemMessage } from "../forms/form-status";
import { useFormStatus } from "../forms/use-form-status";
import { AddEntryForm } from "../game/add-entry-form";
import { deleteEntry, startGame } from "../game/game-api";
import { useGameScreen } from "../game/game-screen";

export const meta = () => [{ title: "Setup Game · Bingo with friends" }];

export { addEntryAction as clientAction } from "../game/add-entry-form";

/** SPEC §2, Game setup: everyone adds entries; the creator starts at 24 or more. */
export default function GameSetup() {
  const { game, entries, me } = useGameScreen();
  const starting = useFormStatus(problemMessage);

  const isCreator = me.role === "CREATOR";
  const host = game.players.find((player) => player.role === "CREATOR");
  const missing = Math.max(0, ENTRIES_TO_START - entries.length);
  const otherName = game.players.find((player) => player.id !== me.id)?.screenName ?? "Uncle Bob";

  async function remove(entryId: number) {
    if (!window.confirm("Are you sure you want to delete this entry?")) return;
    try {
      await deleteEntry(game.code, entryId);
    } catch (error) {
      window.alert(problemMessage(error));
    }
  }

  return (
    <>
      {game.description && <p className="lede">{game.description}</p>}
      <AddEntryForm code={game.code} placeholder={`${otherName} asks for more wine`} />

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
          </>
        )}
        <FormError state={starting.state} />
      </section>

      <h2 className="section-heading">
        Entries <span className="counter">{entries.length}</span>
      </h2>
      <ul className="entry-list">
        {entries.map((entry) => (
          <li key={entry.id} className="entry-list__item">
            <span className="entry-list__text" dir="auto">{entry.text}</span>
            <span className="entry-list__by" dir="auto">{entry.playerName}</span>
            {(entry.playerId === me.id || isCreator) && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete entry: ${entry.text}`}
                onClick={() => remove(entry.id)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
