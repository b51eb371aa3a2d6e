import { useState, type FormEvent } from "react";
import type { Entry, Game, Player } from "../../shared/api-types";
import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { EditedByNote } from "./edited-by-note";
import { deleteEntry, editEntry } from "./game-api";

/**
 * The pool of entries while it may change (before the start, and between rounds), each
 * with its author (and whoever else changed its text); the creator and an entry's author may delete it after confirming (SPEC §2),
 * and before the start edit it (issue #29).
 */
export function EntryPool({
  game,
  entries,
  me,
  title,
}: {
  game: Game;
  entries: Entry[];
  me: Player;
  /** The heading: "Entries" unless said otherwise. */
  title?: string;
}) {
  const t = useStrings().setup.pool;
  const isCreator = me.role === "CREATOR";
  const markerName = (entry: Entry) =>
    game.players.find((player) => player.id === entry.markedBy)?.screenName ?? t.someone;

  async function remove(entryId: number) {
    if (!window.confirm(t.confirmDelete)) return;
    try {
      await deleteEntry(game.code, entryId);
    } catch (error) {
      window.alert(problemMessage(error));
    }
  }

  return (
    <>
      <h2 className="section-heading">
        {title ?? t.heading} <span className="counter">{entries.length}</span>
      </h2>
      <ul className="entry-list">
        {entries.map((entry) => (
          <li key={entry.id} className={`entry-list__item${entry.isMarked ? " is-marked" : ""}`}>
            <span className="entry-list__text" dir="auto">{entry.text}</span>
            <span className="entry-list__by" dir="auto">
              {entry.playerName}
              <EditedByNote entry={entry} />
              {/* Between rounds: what came true in the round just won, and by whose mark. */}
              {entry.isMarked && <> · ✓ {markerName(entry)}</>}
            </span>
            {(entry.playerId === me.id || isCreator) && game.status === "SETUP" && (
              <EditEntry gameCode={game.code} entry={entry} />
            )}
            {(entry.playerId === me.id || isCreator) && (
              <button
                type="button"
                className="icon-button"
                aria-label={fill(t.deleteLabel, { text: entry.text })}
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

/** An entry's Edit button, and in its place while open a field with Save and Cancel. */
function EditEntry({ gameCode, entry }: { gameCode: string; entry: Entry }) {
  const t = useStrings().setup.pool;
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("text") ?? "");
    if (text.trim() === entry.text) return setEditing(false);
    setSaving(true);
    setProblem(null);
    try {
      await editEntry(gameCode, entry.id, text);
      setEditing(false);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <button
        type="button"
        className="button button--small"
        aria-label={fill(t.editLabel, { text: entry.text })}
        onClick={() => setEditing(true)}
      >
        {t.edit}
      </button>
    );
  }
  return (
    <form className="entry-edit" onSubmit={save} aria-busy={saving}>
      <label className="field">
        <span>{t.editField}</span>
        <textarea name="text" rows={2} maxLength={LIMITS.entryText.max} defaultValue={entry.text} autoFocus />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <div className="entry-edit__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t.save}
        </button>
        <button type="button" className="button" disabled={saving} onClick={() => setEditing(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
