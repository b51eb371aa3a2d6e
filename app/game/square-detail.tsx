import type { Entry } from "../../shared/api-types";
import { MarkedTime } from "./marked-time";

/**
 * The selected square in full, outside the grid: a square on a phone holds a few words
 * of a 200-character prediction, so this is where the rest is read, with the credit: who
 * wrote it, and who marked it when. A status region, so screen readers hear the text of a
 * newly selected square.
 */
export function SquareDetail({
  entry,
  hintId,
  markerName,
  closedNote = null,
}: {
  entry: Entry | null;
  hintId: string;
  /** Who marked it ("you" for the reader), once marked. */
  markerName: string | null;
  /** Said instead of "Tap it again…" once the round is over. */
  closedNote?: string | null;
}) {
  return (
    <div className="square-detail" role="status">
      {entry ? (
        <>
          <p className="square-detail__text">{entry.text}</p>
          <p className="square-detail__meta">
            {entry.playerName && <span>by <bdi>{entry.playerName}</bdi> · </span>}
            {entry.isMarked && (
              <span>
                marked by <bdi>{markerName ?? "someone"}</bdi>
                {entry.markedAt !== null && <> at <MarkedTime at={entry.markedAt} /></>} ·{" "}
              </span>
            )}
            <span id={hintId}>{closedNote ?? `Tap it again to ${entry.isMarked ? "unmark" : "mark"} it.`}</span>
          </p>
        </>
      ) : (
        <p className="square-detail__meta">Tap a square to read it in full; tap it again to mark it.</p>
      )}
    </div>
  );
}
