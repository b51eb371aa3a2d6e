import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Entry, Game, Player } from "../../shared/api-types";
import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { ConfirmStep } from "../components/confirm-step";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { EditedByNote } from "./edited-by-note";
import { deleteEntry, editEntry } from "./entry-api";
// Inlined, as app.css is: the pool's rows, in setup and between rounds only.
import entryPoolCss from "./entry-pool.css?inline";

/**
 * The pool of entries while it may change (before the start, and between rounds), each
 * with its author (and whoever else changed its text). The text keeps the row: a row the reader may change (their own, or any for
 * the host) has one "⋯" button, which opens Edit (before the start) and Delete,
 * asked in the page (SPEC §2's question) before anything is deleted.
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
  const texts = useStrings().play;
  const t = useStrings().setup.pool;
  const isCreator = me.role === "CREATOR";
  const markerName = (entry: Entry) =>
    game.players.find((player) => player.id === entry.markedBy)?.screenName ?? t.someone;

  return (
    <>
      <style href="entry-pool" precedence="default">
        {entryPoolCss}
      </style>
      <h2 className="section-heading">
        {title ?? t.heading} <span className="counter">{entries.length}</span>
      </h2>
      <ul className="entry-list entry-list--pool">
        {entries.map((entry) => (
          <li key={entry.id} className={`entry-list__item${entry.isMarked ? " is-marked" : ""}`}>
            <span className="entry-list__main">
              <span className="entry-list__text" dir="auto">{entry.text}</span>
              <span className="entry-list__by" dir="auto">
                {entry.origin === "STARTER_IDEA" ? fill(texts.starterIdea.pickedBy, { name: entry.playerName }) : entry.playerName}
                <EditedByNote entry={entry} />
                {/* Between rounds: what came true in the round just won, and by whose mark. */}
                {entry.isMarked && <> · ✓ {markerName(entry)}</>}
              </span>
            </span>
            {(entry.playerId === me.id || isCreator) && (
              <EntryChanges gameCode={game.code} entry={entry} editable={game.status === "SETUP"} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A row's "⋯": its actions open below the text, and an entry edited in place takes the row's width. */
function EntryChanges({ gameCode, entry, editable }: { gameCode: string; entry: Entry; editable: boolean }) {
  const t = useStrings().setup.pool;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);

  async function remove() {
    setProblem(null);
    try {
      await deleteEntry(gameCode, entry.id);
    } catch (error) {
      setProblem(problemMessage(error));
    }
  }

  const close = () => {
    setEditing(false);
    setOpen(false);
    moreButton.current?.focus();
  };

  return (
    <>
      <button
        ref={moreButton}
        type="button"
        className="icon-button entry-list__more"
        aria-expanded={open}
        aria-label={fill(t.moreLabel, { text: entry.text })}
        onClick={() => {
          setOpen(!open);
          setEditing(false);
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && !editing && (
        <div className="entry-actions">
          {editable && (
            <button
              type="button"
              className="button button--small"
              aria-label={fill(t.editLabel, { text: entry.text })}
              onClick={() => setEditing(true)}
            >
              {t.edit}
            </button>
          )}
          <ConfirmStep
            className="button button--small"
            label={fill(t.deleteLabel, { text: entry.text })}
            question={t.confirmDelete}
            confirmLabel={t.delete}
            onConfirm={remove}
          >
            {t.delete}
          </ConfirmStep>
        </div>
      )}
      {editing && <EditEntry gameCode={gameCode} entry={entry} onDone={close} />}
      {problem && (
        <p className="form-error entry-actions__problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** An entry's text in a field, with Save and Cancel. */
function EditEntry({ gameCode, entry, onDone }: { gameCode: string; entry: Entry; onDone: () => void }) {
  const t = useStrings().setup.pool;
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("text") ?? "");
    if (text.trim() === entry.text) return onDone();
    setSaving(true);
    setProblem(null);
    try {
      await editEntry(gameCode, entry.id, text);
      onDone();
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const problemId = `entry-edit-problem-${entry.id}`;
  return (
    <form className="entry-edit" onSubmit={save} aria-busy={saving}>
      <label className="field">
        <span>{t.editField}</span>
        <textarea
          ref={field}
          name="text"
          rows={2}
          maxLength={LIMITS.entryText.max}
          defaultValue={entry.text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        {problem && (
          <span className="field-problem" id={problemId}>
            {problem}
          </span>
        )}
      </label>
      <div className="entry-edit__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t.save}
        </button>
        <button type="button" className="button" disabled={saving} onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
