import { useState, type FormEvent } from "react";
import { Navigate } from "react-router";
import { ENTRIES_TO_START } from "../../shared/constants";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";
import { addEntry, deleteEntry, startGame } from "../game/game-api";
import { ConnectionBanner } from "../game/connection-banner";
import { useGameState } from "../game/game-store";
import { PeopleMenu } from "../game/people-menu";
import { useGameSocket } from "../game/use-game-socket";
import { myPlayer } from "../game/use-my-player";
import type { Route } from "./+types/game-setup";

export const meta = () => [{ title: "Setup Game · Bingo with friends" }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { loadGameForScreen } = await import("../game/load-game.client");
  return loadGameForScreen(request, params.gameId);
}

export { GameErrorBoundary as ErrorBoundary } from "../game/game-error-boundary";

export function HydrateFallback() {
  return (
    <Page heading="Setup Game">
      <p role="status" className="loading">Loading the game…</p>
    </Page>
  );
}

const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/** SPEC §2, Game setup: everyone adds entries; the creator starts at 24 or more. */
export default function GameSetup({ loaderData }: Route.ComponentProps) {
  const { game, entries, onlinePlayerCodes } = useGameState(loaderData.game.code);
  const connection = useGameSocket(loaderData.game.code);
  const [text, setText] = useState("");
  const adding = useFormStatus(toMessage);
  const starting = useFormStatus(toMessage);

  if (!game) return null;
  if (game.status !== "SETUP") return <Navigate to={`/play/${game.code}/`} replace />;

  const me = myPlayer(game, loaderData.userId);
  const isCreator = me?.role === "CREATOR";
  const missing = Math.max(0, ENTRIES_TO_START - entries.length);
  const otherName = game.players.find((player) => player.id !== me?.id)?.screenName ?? "Uncle Bob";

  async function submitEntry(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return; // SPEC §5: nothing is sent
    // Cleared at once, so the next prediction can be typed while this one is saved;
    // put back if saving failed and nothing new was typed.
    setText("");
    const saved = await adding.run(() => addEntry(game!.code, trimmed).then(() => undefined));
    if (!saved) setText((current) => current || trimmed);
  }

  async function remove(entryId: number) {
    if (!window.confirm("Are you sure you want to delete this entry?")) return;
    try {
      await deleteEntry(game!.code, entryId);
    } catch (error) {
      window.alert(toMessage(error));
    }
  }

  return (
    <Page
      heading={game.name}
      headerTitle="Setup Game"
      peopleMenu={<PeopleMenu code={game.code} players={game.players} onlinePlayerCodes={onlinePlayerCodes} />}
    >
      <ConnectionBanner status={connection} />
      {game.description && <p className="lede">{game.description}</p>}
      <form className="form" onSubmit={submitEntry}>
        <label className="field">
          <span>Add a prediction</span>
          <textarea
            name="text"
            rows={2}
            maxLength={200}
            placeholder={`${otherName} asks for more wine`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <FormError state={adding.state} />
        <button className="button button--primary" type="submit" disabled={adding.processing}>
          Add Entry
        </button>
      </form>

      <section className="start" aria-live="polite">
        {missing > 0 ? (
          <p>{missing} more entries needed to start a game</p>
        ) : (
          <>
            {isCreator && (
              <button
                type="button"
                className="button button--primary"
                disabled={starting.processing}
                onClick={() => starting.run(() => startGame(game.code).then(() => undefined))}
              >
                start game
              </button>
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
            {(entry.playerId === me?.id || isCreator) && (
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
    </Page>
  );
}
