import type { Entry } from "../../shared/api-types";

/**
 * The selected square in full, outside the grid: a square on a phone holds a few words
 * of a 200-character prediction, so this is where the rest (and who wrote it) is read.
 * A status region, so screen readers hear the text of a newly selected square.
 */
export function SquareDetail({ entry, hintId }: { entry: Entry | null; hintId: string }) {
  return (
    <div className="square-detail" role="status">
      {entry ? (
        <>
          <p className="square-detail__text">{entry.text}</p>
          <p className="square-detail__meta">
            {entry.playerName && <span>by {entry.playerName} · </span>}
            <span id={hintId}>Tap it again to {entry.isMarked ? "unmark" : "mark"} it.</span>
          </p>
        </>
      ) : (
        <p className="square-detail__meta">Tap a square to read it in full; tap it again to mark it.</p>
      )}
    </div>
  );
}
