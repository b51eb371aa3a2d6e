import type { Entry } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import { EditedByNote } from "./edited-by-note";
import { fillNodes } from "./fill-nodes";
import { MarkedTime } from "./marked-time";

/**
 * The selected square in full, outside the grid: a square on a phone holds a few words
 * of a 200-character prediction, so this is where the rest is read, with the credit: who
 * wrote it (and who else changed it), and who marked it when. A status region, so screen readers hear the text of a
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
  const t = useStrings();
  const texts = t.play.squareDetail;
  return (
    <div className="square-detail" role="status">
      {entry ? (
        <>
          <p className="square-detail__text">{entry.text}</p>
          <p className="square-detail__meta">
            {entry.playerName && (
              <span>
                {fillNodes(entry.origin === "STARTER_IDEA" ? t.play.starterIdea.pickedBy : texts.by, {
                  name: <bdi>{entry.playerName}</bdi>,
                })}
                <EditedByNote entry={entry} />
                {" · "}
              </span>
            )}
            {entry.isMarked && (
              <span>
                {entry.markedAt !== null
                  ? fillNodes(texts.markedByAt, {
                      name: <bdi>{markerName ?? t.play.words.someone}</bdi>,
                      time: <MarkedTime at={entry.markedAt} />,
                    })
                  : fillNodes(texts.markedBy, { name: <bdi>{markerName ?? t.play.words.someone}</bdi> })}
                {" · "}
              </span>
            )}
            <span id={hintId}>{closedNote ?? (entry.isMarked ? texts.tapAgainToUnmark : texts.tapAgainToMark)}</span>
          </p>
        </>
      ) : (
        <p className="square-detail__meta">{texts.nothingSelected}</p>
      )}
    </div>
  );
}
