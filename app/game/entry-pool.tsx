import type { Entry, Game, Player } from "../../shared/api-types";
import { problemMessage } from "../forms/form-status";
import { deleteEntry } from "./game-api";

/**
 * The pool of entries while it may change (before the start, and between rounds), each
 * with its author; the creator and an entry's author may delete it after confirming (SPEC §2).
 */
export function EntryPool({
  game,
  entries,
  me,
  title = "Entries",
}: {
  game: Game;
  entries: Entry[];
  me: Player;
  title?: string;
}) {
  const isCreator = me.role === "CREATOR";
  const markerName = (entry: Entry) =>
    game.players.find((player) => player.id === entry.markedBy)?.screenName ?? "someone";

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
      <h2 className="section-heading">
        {title} <span className="counter">{entries.length}</span>
      </h2>
      <ul className="entry-list">
        {entries.map((entry) => (
          <li key={entry.id} className={`entry-list__item${entry.isMarked ? " is-marked" : ""}`}>
            <span className="entry-list__text" dir="auto">{entry.text}</span>
            <span className="entry-list__by" dir="auto">
              {entry.playerName}
              {/* Between rounds: what came true in the round just won, and by whose mark. */}
              {entry.isMarked && <> · ✓ {markerName(entry)}</>}
            </span>
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
